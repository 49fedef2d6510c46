package dev.kerf.eval;

import java.util.List;
import java.util.Locale;

/** Prints result rows and their confidence intervals as Markdown tables, the form they are pasted into docs in. */
public final class MarkdownTable {
    private MarkdownTable() {}

    /** A paired comparison: {@code a} minus {@code b}, on the same questions. */
    public record Comparison(String label, EvalRow a, EvalRow b) {}

    public static String of(List<EvalRow> rows) {
        StringBuilder out = new StringBuilder();
        out.append("| chunker | config | chunks | mean tokens | mean chars | coverage | whole target"
                + " | recall@4k chars | recall@1k tokens | IoU@1 | precision Ω | strict precision Ω"
                + " | recall@5 | precision@5 | IoU@5 |\n");
        out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (EvalRow r : rows) {
            out.append(String.format(Locale.ROOT,
                    "| %s | %s | %d | %.1f | %.0f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f |\n",
                    r.chunker(), r.config(), r.chunks(), r.meanTokens(), r.meanChars(), r.coverage(),
                    r.wholeShare(), r.recallWithinBudget(), r.recallWithinTokens(), r.iouOfFirst(), r.precisionOmega(),
                    r.strictPrecisionOmega(), r.recall(), r.precision(), r.iou()));
        }
        return out.toString();
    }

    /**
     * The difference of each comparison on each metric with its interval, in percentage points; a
     * star marks an interval that leaves out zero.
     */
    public static String differences(List<Comparison> comparisons, PairedBootstrap bootstrap) {
        StringBuilder out = new StringBuilder("| comparison |");
        StringBuilder rule = new StringBuilder("|---|");
        for (QuestionScores.Metric m : QuestionScores.Metric.values()) {
            out.append(" Δ ").append(m.label()).append(" |");
            rule.append("---:|");
        }
        out.append('\n').append(rule).append('\n');
        for (Comparison c : comparisons) {
            out.append("| ").append(c.label()).append(" |");
            for (QuestionScores.Metric m : QuestionScores.Metric.values()) {
                PairedBootstrap.Interval i = bootstrap.difference(c.a().perQuestion().of(m), c.b().perQuestion().of(m));
                out.append(String.format(Locale.ROOT, " %+.1f [%+.1f, %+.1f]%s |",
                        100 * i.difference(), 100 * i.low(), 100 * i.high(), i.excludesZero() ? " *" : ""));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
