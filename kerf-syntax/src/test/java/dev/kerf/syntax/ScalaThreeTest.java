package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Scala 3 as ox (softwaremill) writes it: tree-sitter-scala 0.24 reads a modified enum ({@code
 * private enum Cmd:}) and a line opening with a value named {@code end} as ERROR; both are read a
 * second time ({@link ScalaReading}). An {@code object} is called an object, as it is written.
 */
class ScalaThreeTest {
    private static final String CHANNEL = """
            package ox.channels

            private[channels] enum Cmd:
              case Write(n: Int)
              case Close

            object Elapsed:
              def millis(start: Long): Long =
                val end = System.currentTimeMillis()
                end - start
              end millis

              def seconds(start: Long): Long = millis(start) / 1000
            end Elapsed
            """;

    @Test
    void modifiedEnumsAndValuesNamedEndParseAndObjectsAreCalledObjects() {
        CleanReads.assertReadCleanly(CHANNEL, "core/src/main/scala/ox/channels/Elapsed.scala", new int[] {24, 512},
                "Cmd", "Elapsed", "millis", "seconds");
        List<Chunk> small = Kerf.create(ChunkOptions.builder().maxTokens(24).build())
                .chunk(Source.fromText(CHANNEL).withPath("core/src/main/scala/ox/channels/Elapsed.scala"));
        assertThat(small).filteredOn(c -> c.text().contains("enum Cmd")).singleElement().satisfies(c -> {
            assertThat(c.text()).as("the enum keeps its modifier").contains("private[channels] enum Cmd:");
            assertThat(c.metadata()).containsEntry("name", "Scala enum 'Cmd'");
        });
        assertThat(small).filteredOn(c -> c.text().startsWith("object Elapsed"))
                .singleElement().satisfies(c -> assertThat(c.metadata()).containsEntry("name", "Scala object 'Elapsed'"));
    }
}
