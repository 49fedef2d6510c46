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
