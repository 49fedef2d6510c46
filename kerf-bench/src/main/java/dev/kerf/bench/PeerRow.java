package dev.kerf.bench;

import java.util.Locale;

/**
 * One line of the peers table: how fast one chunker (or floor) went on one input, its time against
 * kerf's and against one tokenizer pass (medians of per-run ratios), and what its chunks look like.
 * A chunker that could not run keeps its row, with the reason in {@code note} and no figures.
 *
 * @param input the corpus
 * @param chunker the chunker or floor, and its language (Java or Node)
 * @param mbPerS median MB/s, NaN when it did not run
 * @param timesKerf median of (its time / kerf's time) per run: above 1 is slower than kerf
 * @param timesPass median of (its time / one jtokkit pass's time) per run
 * @param chunks chunks made over the input once, -1 for a floor
 * @param overLimit chunks over 512 cl100k tokens, -1 where not counted
 * @param notVerbatim chunks whose text is not a slice of their source, -1 where not counted
 * @param heldMb memory their results hold after GC, NaN where not measured
 * @param note anything else: a failure, files it failed on, the structures kerf picked
 */
record PeerRow(String input, String chunker, double mbPerS, double timesKerf, double timesPass, long chunks,
        long overLimit, long notVerbatim, double heldMb, String note) {

    static final String HEADER = "| input | chunker | MB/s | time / kerf | time / pass | chunks | > 512 tokens | not verbatim | held MB | notes |\n"
            + "|---|---|---:|---:|---:|---:|---:|---:|---:|---|";

    static PeerRow failed(String input, String chunker, String why) {
        return new PeerRow(input, chunker, Double.NaN, Double.NaN, Double.NaN, -1, -1, -1, Double.NaN, "FAILED: " + why);
    }

    String markdown() {
        return String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |", input, chunker,
                number(mbPerS, "%.2f"), ratio(timesKerf), ratio(timesPass), count(chunks), count(overLimit), count(notVerbatim),
                number(heldMb, "%.1f"), note.replace("|", "\\|").replace("\n", " "));
    }

    private static String number(double v, String format) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, format, v);
    }

    private static String ratio(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, v >= 10 ? "%.1fx" : "%.2fx", v);
    }

    private static String count(long v) {
        return v < 0 ? "-" : Long.toString(v);
    }
}
