package dev.kerf.eval;

/**
 * One row's scores per question, each a fraction in [0, 1], in the benchmark's question order:
 * what the paired bootstrap resamples. The means of these are the row's table figures.
 */
public record QuestionScores(
        double[] recallWithinBudget,
        double[] iouOfFirst,
        double[] wholeShare,
        double[] recallAt5,
        double[] iouAt5,
        double[] precisionOmega) {
    /** The scores of several sets of questions, one after the other, as one set's. */
    public static QuestionScores concat(java.util.List<QuestionScores> parts) {
        Metric[] metrics = Metric.values();
        double[][] joined = new double[metrics.length][];
        for (int m = 0; m < metrics.length; m++) {
            int n = 0;
            for (QuestionScores part : parts) {
                n += part.of(metrics[m]).length;
            }
            joined[m] = new double[n];
            int at = 0;
            for (QuestionScores part : parts) {
                double[] scores = part.of(metrics[m]);
                System.arraycopy(scores, 0, joined[m], at, scores.length);
                at += scores.length;
            }
        }
        return new QuestionScores(joined[Metric.RECALL_WITHIN_BUDGET.ordinal()], joined[Metric.IOU_OF_FIRST.ordinal()],
                joined[Metric.WHOLE_SHARE.ordinal()], joined[Metric.RECALL_AT_5.ordinal()], joined[Metric.IOU_AT_5.ordinal()],
                joined[Metric.PRECISION_OMEGA.ordinal()]);
    }

    /** The scores of one metric. */
    public double[] of(Metric metric) {
        return switch (metric) {
            case RECALL_WITHIN_BUDGET -> recallWithinBudget;
            case IOU_OF_FIRST -> iouOfFirst;
            case WHOLE_SHARE -> wholeShare;
            case RECALL_AT_5 -> recallAt5;
            case IOU_AT_5 -> iouAt5;
            case PRECISION_OMEGA -> precisionOmega;
        };
    }

    /** The metrics that get confidence intervals: kerf's own, then Chroma's (touching rule). */
    public enum Metric {
        RECALL_WITHIN_BUDGET("recall@4k chars"),
        IOU_OF_FIRST("IoU@1"),
        WHOLE_SHARE("whole target"),
        RECALL_AT_5("recall@5"),
        IOU_AT_5("IoU@5"),
        PRECISION_OMEGA("precision Ω");

        private final String label;

        Metric(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
