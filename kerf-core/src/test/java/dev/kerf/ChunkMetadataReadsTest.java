package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Metadata read back by kerf and its front ends: a value of another shape reads as absent, not as a failed cast. */
class ChunkMetadataReadsTest {
    @Test
    void readsAreTypedAndForgiving() {
        Map<String, Object> m = Map.of(
                ChunkMetadata.CLASSIFICATION, "FUNCTION",
                ChunkMetadata.SCOPE, List.of("class A", "def f"),
                ChunkMetadata.HEADINGS, List.of("Top", 3),
                ChunkMetadata.CODE_LANGUAGE, 7,
                ChunkMetadata.IMPORTANCE, Map.of("discovery", 0.4, "editing", 0.9, "note", "high"));
        assertThat(ChunkMetadata.text(m, ChunkMetadata.CLASSIFICATION)).contains("FUNCTION");
        assertThat(ChunkMetadata.text(m, ChunkMetadata.CODE_LANGUAGE)).isEmpty();
        assertThat(ChunkMetadata.text(m, ChunkMetadata.NAME)).isEmpty();
        assertThat(ChunkMetadata.texts(m, ChunkMetadata.SCOPE)).containsExactly("class A", "def f");
        assertThat(ChunkMetadata.texts(m, ChunkMetadata.HEADINGS)).as("a list with a number in it").isEmpty();
        assertThat(ChunkMetadata.texts(m, ChunkMetadata.CLASSIFICATION)).as("a string, not a list").isEmpty();
        assertThat(ChunkMetadata.highestImportance(m)).hasValue(0.9);
        assertThat(ChunkMetadata.highestImportance(Map.of())).isEmpty();
    }

    @Test
    void aMarkdownChunkIsReadByItsKeys() {
        List<Chunk> chunks = Kerf.create(ChunkOptions.builder().maxTokens(64).build())
                .chunk(Source.fromText("# Guide\n\n## Install\n\nRun `mvn install` once.\n").withPath("guide.md"));
        assertThat(chunks).isNotEmpty();
        assertThat(ChunkMetadata.texts(chunks.getLast().metadata(), ChunkMetadata.HEADINGS)).containsExactly("Guide", "Install");
    }
}
