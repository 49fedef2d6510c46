package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A Vue component's script read by tree-sitter's TypeScript, its markup by tree-sitter's HTML: its
 * functions are named and scoped as in a {@code .ts} file, in chunks that say {@code semantic}.
 */
class ComponentScriptsTest {
    private static final String VUE = """
            <template>
              <ul>
                <li v-for="todo in todos" :key="todo.id">{{ todo.text }}</li>
              </ul>
              <button @click="clear">clear</button>
            </template>

            <script setup lang="ts">
            import { ref } from 'vue'

            interface Todo {
              id: number
              text: string
            }

            const todos = ref<Todo[]>([])

            function edit(todo: Todo) {
              const text = window.prompt('Edit todo', todo.text)
              if (text !== null && text.trim()) {
                todo.text = text.trim()
              }
            }

            function clear() {
              todos.value = []
            }
            </script>
            """;

    @Test
    void aVueScriptsFunctionsAreNamedAndScopedAsInTypeScript() {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(96).contextHeader(true).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(VUE).withPath("src/components/Todos.vue"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        Chunk edit = chunks.stream().filter(c -> c.text().contains("function edit(todo: Todo) {")).findFirst().orElseThrow();
        assertThat(edit.text()).contains("    todo.text = text.trim()\n  }\n}");
        assertThat(edit.metadata().get("symbols")).asList().contains("edit");
        assertThat(edit.metadata()).containsEntry("code_language", "typescript");
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "TypeScript function 'clear'"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "TypeScript interface 'Todo'"));
    }
}
