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
