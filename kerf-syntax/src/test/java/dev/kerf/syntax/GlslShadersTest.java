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
 * A compute shader as Vulkan samples write one: tree-sitter-glsl 0.2 read its work-group layout
 * ({@code layout(local_size_x = 16) in;}) as ERROR together with the uniform block after it, and a
 * scalar constructor after a parenthesis ({@code (float(a) * 2.0)}) as a broken cast, and an array
 * type with its size ({@code float[9] kernel}) as ERROR. All are read a second time; the interface blocks are definitions named by their block names.
 */
class GlslShadersTest {
    private static final String SHADER = """
            #version 450
            layout(local_size_x = 16, local_size_y = 16) in;

            layout(std140, binding = 0) uniform Params {
                float scale;
                vec2 offset;
            } params;

            layout(std430, binding = 1) buffer Data {
                float values[];
            };

            float twice(float a) {
                return (float(a) * 2.0);
            }

            float conv(in float[9] kernel, in float[9] data) {
                float res = 0.0;
                for (int i = 0; i < 9; ++i) {
                    res += kernel[i] * data[i];
                }
                return res;
            }

            void main() {
                uint i = gl_GlobalInvocationID.x;
                values[i] = twice(values[i]) * params.scale;
            }
            """;

    @Test
    void workGroupLayoutsAndScalarConstructorsParseAndBlocksAreNamed() {
        for (int max : new int[] {24, 64, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(SHADER).withPath("shaders/scale.comp"));
            assertThat(chunks).allSatisfy(c -> {
                assertThat(c.language()).isEqualTo("glsl");
                assertThat(c.metadata()).doesNotContainKey("has_parse_errors");
            });
            List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList();
            assertThat(symbols).as("at %d tokens", max).containsSubsequence("Params", "Data", "twice", "conv", "main");
        }
        List<Chunk> small = Kerf.create(ChunkOptions.builder().maxTokens(24).build()).chunk(Source.fromText(SHADER).withPath("shaders/scale.comp"));
        assertThat(small).anySatisfy(c -> {
            assertThat(c.text()).startsWith("layout(std140, binding = 0) uniform Params {");
            assertThat(ChunkMetadata.text(c.metadata(), "name")).contains("GLSL struct 'Params'");
        });
    }
}
