package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;

/** What a test of a second reading checks: the text parses, at every size, and its definitions are found. */
final class CleanReads {
    private CleanReads() {}

    /**
     * Chunks {@code text} at each limit in {@code sizes}, checking the invariants: no chunk says
     * {@code has_parse_errors}, and the chunks' symbols hold every one of {@code symbols}.
     */
    static void assertReadCleanly(String text, String path, int[] sizes, String... symbols) {
        for (int max : sizes) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(text).withPath(path));
            assertThat(chunks).as("at %d tokens", max).allSatisfy(c -> assertThat(c.metadata()).as(c.text()).doesNotContainKey("has_parse_errors"));
            assertThat(chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()))
                    .as("at %d tokens", max).contains(symbols);
        }
    }
}
