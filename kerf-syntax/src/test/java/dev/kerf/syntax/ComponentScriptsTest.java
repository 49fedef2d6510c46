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
        // clear is whole in the chunk of edit, which covers most of it and names it.
        Chunk clear = chunks.stream().filter(c -> c.text().contains("function clear() {")).findFirst().orElseThrow();
        assertThat(clear.text()).contains("function clear() {\n  todos.value = []\n}");
        assertThat(clear.metadata().get("symbols")).asList().contains("clear");
        assertThat(clear.metadata().get("name")).asString().matches("TypeScript function '(edit|clear)'");
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "TypeScript interface 'Todo'"));
    }

    /**
     * A component's script ends, as most do, with calls outside every function (lifecycle hooks).
     * Once the script is split, their chunk is the module's: it was named after the script's most
     * important function ("TypeScript function 'change'"), which it does not hold.
     */
    @Test
    void aSplitScriptsTopLevelCallsAreTheModulesNotAFunctions() {
        StringBuilder svelte = new StringBuilder("<script lang=\"ts\">\n  import { onMount, onDestroy } from 'svelte';\n\n  let value = 0;\n\n");
        for (String name : List.of("change", "reset", "onKey")) {
            svelte.append("  function ").append(name).append("(delta: number) {\n");
            for (int i = 0; i < 6; i++) {
                svelte.append("    value = Math.min(100, Math.max(0, value + delta * ").append(i).append("));\n");
            }
            svelte.append("  }\n\n");
        }
        svelte.append("  onMount(() => window.addEventListener('keydown', onKey));\n")
                .append("  onDestroy(() => window.removeEventListener('keydown', onKey));\n</script>\n\n<p>{value}</p>\n");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(128).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(svelte.toString()).withPath("src/Counter.svelte"));
        Chunk hooks = chunks.stream().filter(c -> c.text().contains("onMount(() =>")).findFirst().orElseThrow();
        assertThat(hooks.text()).as("the hooks are apart from the functions at this size").doesNotContain("function ");
        assertThat(hooks.metadata()).containsEntry("name", "TypeScript module 'src.Counter'").containsEntry("classification", "MODULE");
    }

    /**
     * A Vue component written with the Options API exports its options object, which names it by
     * its {@code name} key: its chunks were "JavaScript export 'mixins'", after the object's first
     * key, with that in every scope. One with no name is the default export.
     */
    @Test
    void anOptionsObjectIsNamedByItsNameKey() {
        String methods = "      this.visible = false;\n      this.query = '';\n      this.$emit('close');\n".repeat(4);
        String vue = "<template>\n  <div class=\"el-select\">{{ query }}</div>\n</template>\n\n<script>\n"
                + "import Emitter from 'element-ui/src/mixins/emitter';\n\nexport default {\n  mixins: [Emitter],\n  name: 'ElSelect',\n"
                + "  props: {\n    value: { required: true },\n    size: String\n  },\n"
                + "  methods: {\n    handleClose() {\n" + methods + "    },\n    handleOpen() {\n" + methods + "    }\n  }\n};\n</script>\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(96).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(vue).withPath("packages/select/src/select.vue"));
        Chunk close = chunks.stream().filter(c -> c.text().contains("handleClose() {")).findFirst().orElseThrow();
        assertThat(close.metadata().get("scope")).asList().first().isEqualTo("export ElSelect");
        List<Chunk> unnamed = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(vue.replace("  name: 'ElSelect',\n", "")).withPath("select.vue"));
        assertThat(unnamed.stream().filter(c -> c.text().contains("handleClose() {")).findFirst().orElseThrow().metadata().get("scope"))
                .asList().first().isEqualTo("export default");
    }

    @Test
    void anHtmlPagesScriptIsReadAsJavaScriptAndItsMarkupAsHtml() {
        String page = """
                <!DOCTYPE html>
                <html>
                <body>
                  <ul id="list"></ul>
                  <script>
                    function render(todos) {
                      const list = document.getElementById('list');
                      list.innerHTML = todos.map((t) => `<li>${t}</li>`).join('');
                    }
                  </script>
                </body>
                </html>
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(40).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(page).withPath("site/index.html"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "JavaScript function 'render'"));
        String plain = "<!DOCTYPE html>\n<html>\n<body>\n" + "  <p>A paragraph of the page, long enough to cut.</p>\n".repeat(12) + "</body>\n</html>\n";
        Source source = Source.fromText(plain).withPath("site/plain.html");
        assertThat(kerf.chunk(source)).as("a page without inline code, as tree-sitter's HTML structure cuts it")
                .isEqualTo(Kerf.create(kerf.options(), SyntaxSegmenter.forLanguage("html").orElseThrow()).chunk(source));
    }

    @Test
    void aScriptKeptWholeBesideItsMarkupIsNamedByItsCode() {
        String svelte = """
                <script lang="ts">
                  function greet(name: string) {
                    return `Hello ${name}`;
                  }
                </script>

                <div>
                  <p>{greet("world")}</p>
                </div>
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).contextHeader(true).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(svelte).withPath("Greeting.svelte"));
        assertThat(chunks).singleElement().satisfies(c -> {
            assertThat(c.metadata()).containsEntry("name", "TypeScript function 'greet'").containsEntry("code_language", "typescript");
            assertThat(c.metadata().get("symbols")).asList().containsExactly("greet");
            assertThat(c.contextual().orElseThrow().text()).contains("# scope: function greet\n");
        });
    }
}
