package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The invariants over real documents: every Markdown file of Node's documentation on the machine
 * (changelogs, API references with deep heading trees, fences, tables), under several budgets and
 * tokenizers, with and without overlap.
 */
class DocumentRealFilesTest {

    static Stream<Arguments> settings() {
        return Stream.of(
                Arguments.of("cl100k_base", 64, 0.0, 0),
                Arguments.of("cl100k_base", 512, 0.0, 50),
                Arguments.of("o200k_base", 200, 0.2, 0),
                Arguments.of("words", 100, 0.1, 20));
    }

    @ParameterizedTest(name = "Node docs sample, {0}, max {1}, overlap {2}, min {3}")
    @MethodSource("settings")
    void nodeDocsSample(String tokenizer, int maxTokens, double overlap, int minTokens) {
        List<Source> sources = MachineCorpus.nodeDocs(11, 40);
        Kerf kerf = Kerf.create(ChunkOptions.builder().tokenizer(tokenizer).maxTokens(maxTokens).overlapRatio(overlap).minTokens(minTokens).build());
        for (Source s : sources) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, s);
            assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("markdown"));
            assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).containsKeys("headings", "sections", "contains_code"));
            assertThat(chunks).allSatisfy(c -> assertThat(dev.kerf.spi.Labels.keys()).containsAll(c.metadata().keySet()));
        }
    }

    @Test
    void everyNodeDocAtDefaultBudget() {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).build());
        for (Source s : MachineCorpus.nodeDocs(1, 0)) {
            ChunkInvariants.chunkAndCheck(kerf, s);
        }
    }
}
