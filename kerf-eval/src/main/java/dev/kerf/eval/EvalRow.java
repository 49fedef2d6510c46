package dev.kerf.eval;

/**
 * One row of the results: a chunker's size figures and its mean scores over all questions, in
 * percent. Precision-omega depends on the chunks only; the BM25 columns on the top 5 retrieved.
 */
public record EvalRow(
        String chunker,
        String config,
        int chunks,
        double meanTokens,
        double precisionOmega,
        double strictPrecisionOmega,
        double recall,
        double precision,
        double iou) {}
