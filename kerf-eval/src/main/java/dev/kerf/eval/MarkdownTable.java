package dev.kerf.eval;

import java.util.List;
import java.util.Locale;

/** Prints result rows as a Markdown table, the form they are pasted into docs in. */
public final class MarkdownTable {
    private MarkdownTable() {}

    public static String of(List<EvalRow> rows) {
        StringBuilder out = new StringBuilder();
        out.append("| chunker | config | chunks | mean tokens | precision Ω | strict precision Ω"
                + " | BM25 recall | BM25 precision | BM25 IoU |\n");
        out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (EvalRow r : rows) {
            out.append(String.format(Locale.ROOT,
                    "| %s | %s | %d | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f |\n",
                    r.chunker(), r.config(), r.chunks(), r.meanTokens(), r.precisionOmega(),
                    r.strictPrecisionOmega(), r.recall(), r.precision(), r.iou()));
        }
        return out.toString();
    }
}
