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
 * A method written with its opening braces on lines of their own (C#'s style, and Allman-style C),
 * whose body fits a chunk only without its signature: the signature's chunk goes on into the
 * body, as it does for a brace at the end of the signature's line, and a loop's first line goes
 * with the start of its body. Chunks ended with the brace alone (Newtonsoft.Json's at 128 tokens:
 * 158 of 5,629) or with the loop's {@code for (...)} line.
 */
class AllmanBracesTest {
    @Test
    void theSignatureChunkGoesOnPastABraceAloneOnItsLine() {
        StringBuilder loop = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            loop.append("                total += values[index + ").append(i).append("] * weights[").append(i).append("];\n");
        }
        String allman = """
                public class Scorer
                {
                    /// <summary>Computes the weighted score of the values, row by row.</summary>
                    public double Score(double[] values, double[] weights, int rows, int columns)
                    {
                        double total = 0;
                        for (int row = 0; row < rows; row++)
                        {
                            int index = row * columns;
                %s            }
                        return total;
                    }
                }
                """.formatted(loop);
        String kAndR = allman.replace("int columns)\n    {", "int columns) {").replace("row++)\n        {", "row++) {");
        for (String code : List.of(allman, kAndR)) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(128).build()),
                    Source.fromText(code).withPath("src/Scorer.cs"));
            assertThat(chunks).hasSizeGreaterThan(1);
            assertThat(chunks).allSatisfy(c -> {
                String lastLine = c.text().strip().substring(c.text().strip().lastIndexOf('\n') + 1).strip();
                assertThat(lastLine).as("the last line of a chunk").doesNotEndWith("{").doesNotStartWith("for (");
            });
            assertThat(chunks).filteredOn(c -> c.text().contains("public double Score("))
                    .singleElement().satisfies(c -> assertThat(c.text()).contains("double total = 0;"));
        }
    }
}
