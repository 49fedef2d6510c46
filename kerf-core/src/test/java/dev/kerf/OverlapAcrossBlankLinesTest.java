package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * With an overlap asked for, every chunk after the first repeats text of the one before it, also
 * where blank lines lie between them: the words repeated are those of the last line with content.
 */
class OverlapAcrossBlankLinesTest {
    @Test
    void chunksSeparatedByABlankLineStillOverlap() {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            code.append("def function_number_").append(i).append("(alpha, beta, gamma):\n")
                    .append("    return compute_something_long(alpha, beta, gamma, offset=").append(i).append(")\n\n");
        }
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).overlapTokens(10).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code.toString()).withPath("funcs.py"));
        assertThat(chunks.size()).isGreaterThan(5);
        for (int i = 1; i < chunks.size(); i++) {
            assertThat(chunks.get(i).span().charStart()).as("chunk %d begins inside the one before", i)
                    .isLessThan(chunks.get(i - 1).span().charEnd());
        }
    }
}
