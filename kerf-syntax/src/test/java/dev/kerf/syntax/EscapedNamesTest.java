package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A name escaped as an identifier with backticks (Swift's {@code `default`}, Kotlin's {@code `-JsonValueReader`}) is named without them. */
class EscapedNamesTest {
    @Test
    void backticksAreNoPartOfTheName() {
        String swift = """
                public enum Mode {
                    case `default`
                    case strict
                }

                public struct Options {
                    public static let `default` = Options()
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(swift).withPath("Source/Core/Options.swift"));
        assertThat(chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream())).contains("Mode", "Options", "default");
        String kotlin = """
                internal class `-JsonValueReader` : JsonReader {
                  private var stack = arrayOfNulls<Any>(32)
                }
                """;
        List<Chunk> reader = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(kotlin).withPath("moshi/src/main/java/com/squareup/moshi/-JsonValueReader.kt"));
        assertThat(reader).singleElement().satisfies(c -> assertThat(c.metadata()).containsEntry("name", "Kotlin class '-JsonValueReader'"));
    }
}
