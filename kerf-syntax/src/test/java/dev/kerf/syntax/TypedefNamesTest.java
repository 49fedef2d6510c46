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

/**
 * C's {@code typedef struct { float x, y; } Point;} declares a struct with no name of its own: it
 * was named after its first field ("C struct 'x'"). It takes the typedef's name now, and C++'s and
 * CUDA's typedefs, {@code using} aliases and unions are definitions, as C's are.
 */
class TypedefNamesTest {
    @Test
    void anAnonymousStructIsNamedByItsTypedefNotByItsFirstField() {
        String header = """
                typedef struct {
                    float x, y;
                    float width, height;
                } Rect;

                typedef enum {
                    RED,
                    GREEN
                } Color;
                """;
        for (int max : new int[] {8, 16, 256}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(header).withPath("geometry.h"));
            List<String> names = chunks.stream().map(c -> ChunkMetadata.text(c.metadata(), "name").orElse("")).toList();
            assertThat(names).as("at %d tokens", max).noneMatch(n -> n.contains("'x'") || n.contains("'RED'"));
            assertThat(chunks.getFirst().metadata().get("name")).as("at %d tokens", max).isIn("C struct 'Rect'", "C type alias 'Rect'");
            // (At 8 tokens the struct's first field line lists it again: the struct and its typedef start on one line.)
            List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).distinct().toList();
            assertThat(symbols).containsExactly("Rect", "Color");
        }
    }

    @Test
    void cppTypedefsAliasesAndUnionsAreDefinitions() {
        String header = """
                namespace net {

                using Callback = std::function<void(int status)>;

                typedef struct {
                    int fd;
                    Callback done;
                } Connection;

                union Address {
                    sockaddr_in v4;
                    sockaddr_in6 v6;
                };

                }  // namespace net
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()),
                Source.fromText(header).withPath("net.hpp"));
        List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList();
        assertThat(symbols).containsExactly("net", "Callback", "Connection", "Address");
    }
}
