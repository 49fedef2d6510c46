package dev.kerf.lang;

import dev.kerf.internal.text.Fields;
import java.util.ArrayList;
import java.util.List;

/**
 * Texts of records told by their lines, for a text with no name to go by (standard input, a
 * database's column): NDJSON, whose every line is a JSON object or array, and CSV and TSV, whose
 * every line has the same number of commas or tabs outside quotes. Read as prose, their chunks
 * were cut at sentences, without their records' structure.
 */
final class Records {
    /** A text of records has at least this many complete lines. */
    private static final int MIN_LINES = 3;
    /** A CSV line has at least this many commas (three fields): prose lines of two clauses are common. */
    private static final int MIN_COMMAS = 2;

    private Records() {}

    /**
     * {@code ndjson}, {@code tsv} or {@code csv} when the complete non-blank lines of
     * {@code head} (its last line is left out when {@code cut}: the text goes on) read as such
     * records, else null.
     */
    static String language(String head, boolean cut) {
        List<String> lines = new ArrayList<>();
        for (String line : head.split("\r?\n", -1)) {
            if (!line.isBlank()) {
                lines.add(line.strip());
            }
        }
        if (cut && !lines.isEmpty()) {
            lines.removeLast();
        }
        if (lines.size() < MIN_LINES) {
            return null;
        }
        if (lines.stream().allMatch(l -> l.startsWith("{") && l.endsWith("}") || l.startsWith("[") && l.endsWith("]"))) {
            return "ndjson";
        }
        int tabs = Fields.separators(lines.getFirst(), '\t');
        if (tabs >= 1 && lines.stream().allMatch(l -> Fields.separators(l, '\t') == tabs)) {
            return "tsv";
        }
        int commas = Fields.separators(lines.getFirst(), ',');
        if (commas >= MIN_COMMAS && lines.stream().allMatch(l -> Fields.separators(l, ',') == commas)) {
            return "csv";
        }
        return null;
    }
}
