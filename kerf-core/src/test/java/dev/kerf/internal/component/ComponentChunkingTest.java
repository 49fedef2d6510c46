package dev.kerf.internal.component;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.internal.delimiter.DelimiterSegmenter;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Vue, Svelte and Astro components through the public API, with kerf-core alone (scripts cut
 * along their delimiter tables; kerf-syntax's tests cover tree-sitter's): a script's functions are
 * kept whole in chunks that say their language, closing tags end the chunk that holds what they
 * close, and every invariant holds.
 */
class ComponentChunkingTest {
    static final String VUE = """
            <template>
              <div class="todo-list">
                <h2>{{ title }}</h2>
                <form @submit.prevent="addTodo">
                  <input v-model="newTodo" placeholder="What needs to be done?" />
                  <button type="submit" :disabled="!newTodo.trim()">Add</button>
                </form>
                <ul>
                  <li v-for="todo in todos" :key="todo.id" :class="{ done: todo.done }">
                    <input type="checkbox" v-model="todo.done" />
                    <span @dblclick="edit(todo)">{{ todo.text }}</span>
                    <button class="remove" @click="remove(todo)">remove</button>
                  </li>
                </ul>
              </div>
            </template>

            <script setup lang="ts" generic="T extends Record<string, unknown>">
            import { ref, computed } from 'vue'

            interface Todo {
              id: number
              text: string
              done: boolean
            }

            const todos = ref<Todo[]>([])
            const newTodo = ref('')
            let nextId = 1

            function addTodo() {
              const text = newTodo.value.trim()
              if (!text) return
              todos.value.push({ id: nextId++, text, done: false })
              newTodo.value = ''
            }

            function remove(todo: Todo) {
              todos.value = todos.value.filter((t) => t !== todo)
            }

            function edit(todo: Todo) {
              const text = window.prompt('Edit todo', todo.text)
              if (text !== null && text.trim()) {
                todo.text = text.trim()
              }
            }
            </script>

            <style scoped lang="scss">
            .todo-list {
              max-width: 480px;
              .done span {
                text-decoration: line-through;
              }
            }
            </style>
            """;

    static final String SVELTE = """
            <script context="module" lang="ts">
              export const prerender = true;
            </script>

            <script>
              import { createEventDispatcher } from 'svelte';
              export let step = 1;
              let count = 0;
              const dispatch = createEventDispatcher();

              function increment() {
                count += step;
                dispatch('change', { count });
              }
            </script>

            <button on:click={increment}>+{step}</button>
            {#if count > 10}<p>That's a lot!</p>{/if}

            <style>
              button { padding: 0.5rem; }
            </style>
            """;

    static final String ASTRO = """
            ---
            import Layout from '../layouts/Layout.astro';

            function formatDate(date: Date): string {
              return date.toLocaleDateString('en-us', { year: 'numeric', month: 'short' });
            }
            const posts = await fetchPosts();
            ---

            <Layout title="Blog">
              <ul>{posts.map((post) => <li>{post.title} {formatDate(post.date)}</li>)}</ul>
            </Layout>
            """;

    static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <title>Todo</title>
              <style>
                .done { text-decoration: line-through; }
              </style>
            </head>
            <body>
              <ul id="list"></ul>
              <script>
                const list = document.getElementById('list');
                const todos = [];

                function render() {
                  list.innerHTML = '';
                  for (const t of todos) {
                    const li = document.createElement('li');
                    li.textContent = t.text;
                    list.appendChild(li);
                  }
                }
              </script>
            </body>
            </html>
            """;

    private static Kerf kerf(int maxTokens) {
        return Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(true).build());
    }

    private static Chunk holding(List<Chunk> chunks, String text) {
        return chunks.stream().filter(c -> c.text().contains(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no chunk holds " + text));
    }

    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {64, 128, 512})
    void aVueScriptIsCutAsTypeScriptAndItsStyleAsScss(int maxTokens) {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(maxTokens), Source.fromText(VUE).withPath("src/components/TodoList.vue"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.language()).isEqualTo("vue"));
        assertThat(chunks).as("a closing tag ends the chunk that holds what it closes")
                .noneMatch(c -> c.text().startsWith("</script>") || c.text().startsWith("</style>"));
        if (maxTokens == 64) {
            // Under the header's reserve a 44-token function is cut; the chunks still say what they hold.
            assertThat(holding(chunks, "max-width").metadata()).containsEntry("code_language", "scss");
            assertThat(holding(chunks, "<h2>").metadata()).doesNotContainKey("code_language");
            assertThat(holding(chunks, "function addTodo() {").metadata()).containsEntry("code_language", "typescript");
            return;
        }
        for (String function : List.of("""
                function addTodo() {
                  const text = newTodo.value.trim()
                  if (!text) return
                  todos.value.push({ id: nextId++, text, done: false })
                  newTodo.value = ''
                }""", """
                function edit(todo: Todo) {
                  const text = window.prompt('Edit todo', todo.text)
                  if (text !== null && text.trim()) {
                    todo.text = text.trim()
                  }
                }""")) {
            Chunk c = holding(chunks, function);
            if (maxTokens == 128) {
                assertThat(c.metadata()).as(c.text()).containsEntry("code_language", "typescript");
            }
        }
    }

    @Test
    void delimiterNamesGiveTheFilesLines() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(128), Source.fromText(VUE).withPath("TodoList.vue"));
        Chunk edit = holding(chunks, "function edit(todo: Todo) {");
        int line = VUE.substring(0, VUE.indexOf("function edit")).split("\n", -1).length;
        assertThat(edit.span().startLine()).isLessThanOrEqualTo(line);
        assertThat(edit.metadata().get("name")).asString().endsWith(" at line " + line);
    }

    @Test
    void aFileThatFitsIsOneChunk() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(2048), Source.fromText(VUE).withPath("TodoList.vue"));
        assertThat(chunks).hasSize(1);
    }

    @Test
    void svelteScriptsAndAstroFrontMatterAreCode() {
        List<Chunk> svelte = ChunkInvariants.chunkAndCheck(kerf(80), Source.fromText(SVELTE).withPath("Counter.svelte"));
        assertThat(holding(svelte, "function increment()").metadata()).containsEntry("code_language", "javascript");
        assertThat(holding(svelte, "export const prerender").metadata()).containsEntry("code_language", "typescript");
        assertThat(holding(svelte, "function increment()").text()).contains("dispatch('change', { count });\n  }");

        List<Chunk> astro = ChunkInvariants.chunkAndCheck(kerf(80), Source.fromText(ASTRO).withPath("src/pages/blog.astro"));
        Chunk format = holding(astro, "function formatDate(date: Date): string {");
        assertThat(format.metadata()).containsEntry("code_language", "typescript");
        assertThat(format.text()).contains("month: 'short' });\n}");
    }

    @Test
    void anHtmlPagesInlineScriptIsCode() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(112), Source.fromText(PAGE).withPath("todo.html"));
        Chunk render = holding(chunks, "function render() {");
        assertThat(render.text()).contains("        list.appendChild(li);\n      }\n    }");
        assertThat(render.metadata()).containsEntry("code_language", "javascript");
        assertThat(chunks).noneMatch(c -> c.text().startsWith("</script>"));
    }

    /**
     * Older and generated pages write code on the script's opening line ({@code <script>'use
     * strict';}): the script is still read as JavaScript, its functions named; it was markup
     * ("Block at line 11", no scope). A script that closes on its line stays markup.
     */
    @Test
    void aScriptWithCodeOnItsOpeningLineIsCode() {
        String page = PAGE.replace("  <script>\n    const list", "  <script>'use strict';\n    const list");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(112), Source.fromText(page).withPath("todo.html"));
        Chunk render = holding(chunks, "function render() {");
        assertThat(render.metadata()).containsEntry("code_language", "javascript");
        assertThat(render.metadata().get("scope")).asList().contains("function render");
        String oneLine = PAGE.replace("<ul id=\"list\"></ul>", "<ul id=\"list\"></ul>\n  <script>window.ready = true;</script>");
        List<Chunk> withOneLine = ChunkInvariants.chunkAndCheck(kerf(112), Source.fromText(oneLine).withPath("todo.html"));
        assertThat(holding(withOneLine, "window.ready").metadata().get("code_language")).isNotEqualTo("javascript");
    }

    /** An Astro file's script is TypeScript, as Astro compiles it, unless it is sent as written ({@code is:inline}). */
    @Test
    void anAstroScriptIsTypeScriptUnlessInline() {
        String body = "    const button = document.querySelector('button');\n    button.addEventListener('click', () => {\n"
                + "      document.body.classList.toggle('dark');\n    });\n";
        String astro = ASTRO + "\n<script>\n    // compiled\n" + body + "</script>\n\n<script is:inline>\n    // as written\n" + body + "</script>\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(64), Source.fromText(astro).withPath("src/pages/blog.astro"));
        assertThat(holding(chunks, "// compiled").metadata()).containsEntry("code_language", "typescript");
        assertThat(holding(chunks, "// as written").metadata()).containsEntry("code_language", "javascript");
    }

    @Test
    void markupWithoutInlineCodeIsCutAsBefore() {
        String page = PAGE.replaceAll("(?s)<style>.*</style>\n", "").replaceAll("(?s)<script>.*</script>\n", "");
        for (int maxTokens : new int[] {32, 64, 512}) {
            ChunkOptions options = ChunkOptions.builder().maxTokens(maxTokens).build();
            Source source = Source.fromText(page).withPath("todo.html");
            assertThat(Kerf.create(options).chunk(source))
                    .isEqualTo(Kerf.create(options, DelimiterSegmenter.forLanguage("html")).chunk(source));
        }
    }

    @Test
    void forcedDelimitersCutTheFileAsMarkupAsBefore() {
        Kerf forced = Kerf.create(ChunkOptions.builder().maxTokens(64).forceDelimiterFor(Set.of("vue")).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(forced, Source.fromText(VUE).withPath("TodoList.vue"));
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.strategy()).isEqualTo("delimiter");
            assertThat(c.metadata()).doesNotContainKey("code_language");
        });
    }

    @Test
    void aComponentWithoutScriptOrStyleIsMarkup() {
        String text = "<template>\n  <p>{{ message }}</p>\n</template>\n\n<script src=\"./logic.js\"></script>\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(text).withPath("Hello.vue"));
        assertThat(chunks).singleElement().satisfies(c -> assertThat(c.metadata()).doesNotContainKey("code_language"));
    }
}
