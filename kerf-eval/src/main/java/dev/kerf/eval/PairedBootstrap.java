package dev.kerf.eval;

import java.util.Arrays;
import java.util.Random;

/**
 * Percentile confidence intervals for the difference in a mean score between two rows scored on
 * the same questions. Questions are resampled with replacement and both rows keep their pairing,
 * so question difficulty, which dominates the spread of either row, cancels out. The seed is
 * fixed: every comparison of a run draws the same resamples.
 */
public final class PairedBootstrap {
    /** The mean difference {@code a - b} and its interval, in the scores' own unit. */
    public record Interval(double difference, double low, double high) {
        /** Whether the interval leaves out zero: the difference is unlikely to be noise. */
        public boolean excludesZero() {
            return low > 0 || high < 0;
        }
    }

    private final int resamples;
    private final long seed;
    private final double level;

    public PairedBootstrap(int resamples, long seed, double level) {
        if (resamples < 1 || level <= 0 || level >= 1) {
            throw new IllegalArgumentException("resamples " + resamples + ", level " + level);
        }
        this.resamples = resamples;
        this.seed = seed;
        this.level = level;
    }

    /** The interval of {@code mean(a - b)}; {@code a} and {@code b} are scores of the same questions. */
    public Interval difference(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("unpaired: " + a.length + " and " + b.length + " scores");
        }
        int n = a.length;
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = a[i] - b[i];
        }
        double observed = RowEvaluator.mean(d);
        if (n == 0) {
            return new Interval(0, 0, 0);
        }
        Random random = new Random(seed);
        double[] means = new double[resamples];
        for (int r = 0; r < resamples; r++) {
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sum += d[random.nextInt(n)];
            }
            means[r] = sum / n;
        }
        Arrays.sort(means);
        double tail = (1 - level) / 2;
        return new Interval(observed, quantile(means, tail), quantile(means, 1 - tail));
    }

    /** The {@code p} quantile of sorted values, interpolated linearly between neighbours. */
    static double quantile(double[] sorted, double p) {
        double at = p * (sorted.length - 1);
        int below = (int) Math.floor(at);
        int above = Math.min(below + 1, sorted.length - 1);
        return sorted[below] + (at - below) * (sorted[above] - sorted[below]);
    }
}
