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
}
