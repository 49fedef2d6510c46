package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class PairedBootstrapTest {
    private final PairedBootstrap bootstrap = new PairedBootstrap(1_000, 7, 0.95);

    @Test
    void aConstantDifferenceHasAnIntervalOfWidthZero() {
        double[] a = {0.9, 0.5, 0.7, 0.1};
        double[] b = {0.8, 0.4, 0.6, 0.0};
        PairedBootstrap.Interval i = bootstrap.difference(a, b);
        assertThat(i.difference()).isCloseTo(0.1, within(1e-12));
        assertThat(i.low()).isCloseTo(0.1, within(1e-12));
        assertThat(i.high()).isCloseTo(0.1, within(1e-12));
        assertThat(i.excludesZero()).isTrue();
    }

    @Test
    void pairingRemovesTheSpreadOfQuestionDifficulty() {
        // Scores spread over [0, 1] across questions, but a beats b by 0.02 on every other one.
        int n = 400;
        double[] a = new double[n];
        double[] b = new double[n];
        for (int i = 0; i < n; i++) {
            b[i] = (i * 37 % 100) / 100.0;
            a[i] = b[i] + (i % 2 == 0 ? 0.02 : 0);
        }
        PairedBootstrap.Interval i = bootstrap.difference(a, b);
        assertThat(i.difference()).isCloseTo(0.01, within(1e-12));
        assertThat(i.low()).isGreaterThan(0.0085).isLessThan(0.01);
        assertThat(i.high()).isGreaterThan(0.01).isLessThan(0.0115);
    }

    @Test
    void noDifferenceGivesAnIntervalAroundZero() {
        double[] a = {1, 0, 1, 0, 1, 0, 1, 0};
        double[] b = {0, 1, 0, 1, 0, 1, 0, 1};
        PairedBootstrap.Interval i = bootstrap.difference(a, b);
        assertThat(i.difference()).isZero();
        assertThat(i.low()).isNegative();
        assertThat(i.high()).isPositive();
        assertThat(i.excludesZero()).isFalse();
    }

    @Test
    void theSameSeedGivesTheSameInterval() {
        double[] a = {0.3, 0.9, 0.2, 0.7, 0.5};
        double[] b = {0.1, 0.8, 0.4, 0.2, 0.5};
        assertThat(new PairedBootstrap(500, 3, 0.95).difference(a, b))
                .isEqualTo(new PairedBootstrap(500, 3, 0.95).difference(a, b));
    }

    @Test
    void quantilesInterpolateBetweenNeighbours() {
        double[] sorted = {0, 10, 20, 30, 40};
        assertThat(PairedBootstrap.quantile(sorted, 0.5)).isEqualTo(20);
        assertThat(PairedBootstrap.quantile(sorted, 0.125)).isEqualTo(5);
        assertThat(PairedBootstrap.quantile(sorted, 1)).isEqualTo(40);
    }

    @Test
    void unpairedScoresAreRefused() {
        assertThatThrownBy(() -> bootstrap.difference(new double[2], new double[3]))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
