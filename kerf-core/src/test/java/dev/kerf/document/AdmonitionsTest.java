package dev.kerf.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MkDocs admonitions and content tabs in Markdown ({@code !!! note}, then a blank line and a body
 * indented by four spaces, as uv's and pydantic's documentation write them): CommonMark reads the
 * body as indented code, but it is text, and its opening line stays with it.
 */
class AdmonitionsTest {
    private static final String SENTENCE = "The project environment is created on first use and kept up to date by every command. ";

    private static List<Chunk> chunks(String text, int maxTokens) {
        return ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build()),
                Source.fromText(text).withPath("docs/projects.md"));
    }

    @Test
    void anAdmonitionsBodyIsTextAndItsLineStaysWithIt() {
        String text = "# Projects\n\n" + SENTENCE.repeat(5) + "\n\n!!! note\n\n    " + SENTENCE.repeat(2)
                + "\n    Lockfiles are not updated when new versions are released.\n\n## Next\n\nMore.\n";
        for (int max = 40; max <= 200; max += 8) {
            List<Chunk> chunks = chunks(text, max);
            for (Chunk c : chunks) {
                assertThat(c.text().strip()).as("chunk %d at %d", c.index(), max).doesNotEndWith("!!! note");
            }
            Chunk note = chunks.stream().filter(c -> c.text().contains("Lockfiles are not updated")).findFirst().orElseThrow();
            assertThat(note.metadata()).as("at %d", max).containsEntry("contains_code", false);
        }
    }

    @Test
    void aContentTabRightUnderAHeadingOpensItsChunkWithIt() {
        String text = "## Installing\n\n=== \"pip\"\n\n    " + SENTENCE.repeat(3) + "\n\n=== \"uv\"\n\n    " + SENTENCE.repeat(3) + "\n";
        List<Chunk> chunks = chunks(text, 64);
        assertThat(chunks.getFirst().text()).startsWith("## Installing\n\n=== \"pip\"\n\n    The project");
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).containsEntry("contains_code", false));
    }

    @Test
    void indentedCodeAfterAnOrdinaryParagraphIsStillCode() {
        String text = "# Usage\n\nRun this:\n\n    uv sync --locked\n";
        assertThat(chunks(text, 64).getFirst().metadata()).containsEntry("contains_code", true);
    }

    /** A tab inside a list item is a tab too, and a fence in a tab's or note's body is code in its language. */
    @Test
    void tabsInListItemsAndFencesInBodies() {
        StringBuilder md = new StringBuilder("# Validators\n\n1. Write a validator:\n\n");
        for (String tab : List.of("Annotated pattern", "Decorator")) {
            md.append("    === \"").append(tab).append("\"\n\n        ```python\n");
            for (int i = 0; i < 12; i++) {
                md.append("        def check_").append(i).append("(value):\n            return value > ").append(i).append("\n");
            }
            md.append("        ```\n\n");
        }
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(200).build()),
                Source.fromText(md.toString()).withPath("validators.md"));
        assertThat(chunks).noneMatch(c -> c.text().strip().endsWith("=== \"Annotated pattern\"") || c.text().strip().endsWith("=== \"Decorator\""));
        assertThat(chunks).filteredOn(c -> c.text().contains("def check_")).allSatisfy(c -> assertThat(c.metadata())
                .containsEntry("contains_code", true).containsEntry("code_language", "python"));
    }
}
