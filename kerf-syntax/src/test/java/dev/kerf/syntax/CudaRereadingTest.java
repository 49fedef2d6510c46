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
 * Valid CUDA and C++, as NVIDIA's samples write it, that tree-sitter-cpp reads as ERROR is read a
 * second time: an attribute with arguments ({@code __align__(8)}), a calling-convention macro
 * between a function's type and its name ({@code CUDART_CB}, Vulkan's {@code VKAPI_ATTR} and
 * {@code VKAPI_CALL}), {@code typeid} of a keyword type and {@code new} of an array of pointers.
 * Each made the chunks of its function say {@code has_parse_errors} and some lose their names.
 */
class CudaRereadingTest {
    private static final String KERNELS = """
            #include <cuda_runtime.h>

            typedef struct __align__(16) {
                float x, y, z, w;
            } Point4;

            __global__ void fill(int *out) {
                __shared__ int __align__(8) s_data[1024];
                s_data[threadIdx.x] = threadIdx.x;
                __syncthreads();
                out[threadIdx.x] = s_data[threadIdx.x];
            }

            void CUDART_CB onDone(cudaStream_t stream, cudaError_t status, void *data) {
                printf("stream %p done: %d\\n", (void *)stream, (int)status);
            }

            static VKAPI_ATTR VkBool32 VKAPI_CALL debugCallback(VkDebugUtilsMessageSeverityFlagBitsEXT severity, void *user) {
                return VK_FALSE;
            }

            template <typename Real>
            const char *precision() {
                if (typeid(Real) == typeid(double)) {
                    return "double";
                }
                return "single";
            }

            void pyramid(int levels) {
                const float **images = new const float *[levels];
                delete[] images;
            }
            """;

    @Test
    void cudaAttributesCallingConventionsAndCppTypeExpressionsParse() {
        for (int max : new int[] {32, 128, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(KERNELS).withPath("samples/kernels.cu"));
            assertThat(chunks).allSatisfy(c -> {
                assertThat(c.language()).isEqualTo("cuda");
                assertThat(c.metadata()).as(c.text()).doesNotContainKey("has_parse_errors");
            });
            List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList();
            assertThat(symbols).as("at %d tokens", max).contains("fill", "onDone", "debugCallback", "precision", "pyramid");
        }
    }
}
