package dev.kerf.eval;

/**
 * One row of the results: a chunker's size figures and its mean scores over all questions, in
 * percent, with the per-question scores the confidence intervals are drawn from. Precision-omega
 * and the whole-target share depend on the chunks only; the other scores on what was retrieved:
 * the {@link BudgetMetrics} within a fixed context, and Chroma's on the top 5.
 *
 * @param coverage share of the corpora's content (chars that are not white space) in some chunk
 */
public record EvalRow(
        String chunker,
        String config,
        int chunks,
        double meanTokens,
        double meanChars,
        double coverage,
        double wholeShare,
        double recallWithinBudget,
        double recallWithinTokens,
        double iouOfFirst,
        double precisionOmega,
        double strictPrecisionOmega,
        double recall,
        double precision,
        double iou,
        QuestionScores perQuestion) {

    /** The chunker and its settings in one label, as the report and chart name the row. */
    public String label() {
        return chunker + " " + config;
    }
}
