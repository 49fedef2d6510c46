package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ChunkLocatorTest {
    private static final String CORPUS = "Alpha beta. Gamma delta.\nAlpha beta. Epsilon.";

    @Test
    void anExactMatchGivesItsRange() {
        assertThat(ChunkLocator.locate(CORPUS, "Gamma delta")).isEqualTo(new CharRange(12, 23));
    }

    @Test
    void oneTrailingPeriodIsLeftOutOfTheRange() {
        assertThat(ChunkLocator.locate(CORPUS, "Gamma delta.")).isEqualTo(new CharRange(12, 23));
    }

    @Test
    void theFirstCopyWinsEvenForAChunkCutFromALaterOne() {
        assertThat(ChunkLocator.locate(CORPUS, "Alpha beta.")).isEqualTo(new CharRange(0, 10));
    }

    @Test
    void aLonePeriodBecomesAnEmptyRangeAtTheStart() {
        assertThat(ChunkLocator.locate(CORPUS, ".")).isEqualTo(new CharRange(0, 0));
    }

    @Test
    void failingAnExactMatchWordsAreMatchedAcrossAnySpacingAndCase() {
        assertThat(ChunkLocator.locate(CORPUS, "delta.  alpha\n BETA")).isEqualTo(new CharRange(18, 35));
    }

    @Test
    void aTextThatIsNotThereIsAnError() {
        assertThatThrownBy(() -> ChunkLocator.locate(CORPUS, "Zeta")).isInstanceOf(IllegalStateException.class);
    }
}
