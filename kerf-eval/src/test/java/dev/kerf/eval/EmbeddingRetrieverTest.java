package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EmbeddingRetrieverTest {
    @Test
    void theBestScoresComeFirstAndTiesGoToTheEarlierChunk() {
        double[] scores = {0.2, 0.9, 0.5, 0.9, -1};
        assertThat(EmbeddingRetriever.best(scores, 3)).containsExactly(1, 3, 2);
        assertThat(EmbeddingRetriever.best(scores, 10)).containsExactly(1, 3, 2, 0, 4);
    }

    @Test
    void vectorsAreScaledToUnitLength() {
        assertThat(MiniLmEmbedder.unit(new float[] {3, 4})).containsExactly(0.6f, 0.8f);
        assertThat(MiniLmEmbedder.unit(new float[] {0, 0})).containsExactly(0f, 0f);
    }

    @Test
    void aBlankChunkIsEmbeddedAsTheZeroVectorBesideRealOnes() {
        MiniLmEmbedder embedder = new MiniLmEmbedder();
        // A byte order mark alone is blank to the model's tokenizer too (it refused one).
        var vectors = embedder.embed(java.util.List.of("  \n\t", "def parse(text): return text.split()", "\uFEFF\n"));
        assertThat(vectors.get(0)).hasSameSizeAs(vectors.get(1)).containsOnly(0f);
        assertThat(vectors.get(2)).containsOnly(0f);
        double norm = 0;
        for (float x : vectors.get(1)) {
            norm += x * x;
        }
        assertThat(norm).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(embedder.embedded()).isEqualTo(1);
    }
}
