package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Code written in paragraphs, statements under a comment with a blank line after them (a test
 * file's cases, a script's steps), is cut between its paragraphs, as comment text is: packed to
 * the target, Mojolicious's template tests were cut after each case's first statement
 * ("# Parentheses", "$mt = Mojo::Template->new;" | the render and the check), which left the case
 * in two chunks that each hold half of it.
 */
class CodeParagraphCutsTest {
    /** A step of about 56 tokens: two do not fit the target of 96, and the greedy fill took half of the next. */
    private static final String STEP = """
            # Step %d: the rows of table %d
            rows_%d = load_rows(connection, "table_%d")
            changed_%d = [r for r in rows_%d if r.version > seen]
            report.add("table_%d", len(changed_%d))

            """;

    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {128, 256, 512})
    void aScriptsStepsAreNotCutInsideAStep(int maxTokens) {
        StringBuilder script = new StringBuilder("import report\n\n");
        for (int i = 1; i <= 12; i++) {
            script.append(STEP.formatted(i, i, i, i, i, i, i, i));
        }
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(script.toString()).withPath("sync.py"));
        assertThat(chunks).hasSizeGreaterThan(1);
        for (Chunk chunk : chunks.subList(1, chunks.size())) {
            assertThat(chunk.text()).as("a chunk after the first").startsWith("# Step ");
            assertThat(chunk.text()).as("a chunk's end").endsWith(")");
        }
    }

    /**
     * A block's opening line (Python's "if x:", Go's "case x:") and the comment above the first
     * statement under it stay with that statement: click's consume_value ended a chunk with
     * "if value is FLAG_NEEDS_VALUE:" while its body opened the next, and a bubbletea Update
     * left "case tea.KeyPressMsg:" and a comment as a chunk of their own.
     */
    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {128, 256})
    void aBlocksOpeningLineAndTheCommentUnderItStayWithItsFirstStatement(int maxTokens) {
        StringBuilder py = new StringBuilder("def consume(value, opts):\n    value, source = read(value, opts)\n\n");
        py.append("    # The parser emits a sentinel when a flag is allowed without a value.\n");
        py.append("    if value is FLAG_NEEDS_VALUE:\n        # If the option prompts, ask the user.\n");
        for (int i = 0; i < 14; i++) {
            py.append("        value = prompt_for_value(opts, ").append(i).append(", retries=").append(i).append(")\n");
        }
        py.append("    return value, source\n");
        StringBuilder go = new StringBuilder("package main\n\nfunc (m model) Update(msg tea.Msg) tea.Cmd {\n\tswitch msg := msg.(type) {\n");
        go.append("\tcase tea.KeyPressMsg:\n\t\t// Don't match any keys below while filtering.\n");
        go.append("\t\tif m.list.FilterState() == list.Filtering {\n\t\t\tbreak\n\t\t}\n\n");
        for (int i = 0; i < 14; i++) {
            go.append("\t\tm.items[").append(i).append("] = m.list.Item(").append(i).append(").Render(msg)\n");
        }
        go.append("\t}\n\treturn nil\n}\n");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        for (Source source : List.of(Source.fromText(py.toString()).withPath("consume.py"), Source.fromText(go.toString()).withPath("update.go"))) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            assertThat(chunks).as("%s", source.path()).hasSizeGreaterThan(1).allSatisfy(c -> {
                String last = c.text().strip().lines().toList().getLast().strip();
                assertThat(last).as("the last line of a chunk of %s", source.path()).doesNotEndWith(":").doesNotStartWith("//").doesNotStartWith("#");
            });
        }
    }

    @Test
    void mojoliciousTemplateTestsAreCutBetweenTheirCases() throws IOException {
        Path file = null;
        for (Path dir = Path.of("").toAbsolutePath(); dir != null && file == null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("data/changes/mojo"))) {
                file = dir.resolve("data/changes/mojo/files/t/mojo/template.t");
            }
        }
        assertThat(file).as("data/changes/mojo in the repository").isNotNull();
        Source source = Source.fromText(Files.readString(file)).withPath("t/mojo/template.t");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()), source);
        long atACase = chunks.stream().filter(c -> c.text().startsWith("# ")).count();
        // Before, 32 of 121 chunks began at a case's comment; the rest began inside a case, or
        // inside a here-document too long to keep with its case.
        assertThat((double) atACase / chunks.size()).as("%d of %d chunks begin at a case", atACase, chunks.size()).isGreaterThan(0.55);
    }
}
