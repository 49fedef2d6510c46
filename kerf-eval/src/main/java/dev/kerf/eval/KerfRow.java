package dev.kerf.eval;

import dev.kerf.Granularity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A kerf row asked for on the command line ({@code --kerf-rows}), for sweeps that the standard rows
 * do not hold: a token limit, then any of {@code packed} or {@code definition}, {@code header},
 * {@code target=N} and {@code delimiters} (code cut along kerf-core's delimiter tables, as without
 * kerf-syntax), separated by colons ({@code 256:target=64:header}).
 *
 * @param targetTokens kerf's target, 0 for its default
 */
public record KerfRow(int maxTokens, Granularity granularity, boolean header, int targetTokens, boolean delimiters) {
    /** Rows separated by commas; a bad one throws {@link IllegalArgumentException} naming it. */
    static List<KerfRow> parseList(String text) {
        List<KerfRow> rows = new ArrayList<>();
        for (String spec : text.split(",")) {
            if (!spec.isBlank()) {
                rows.add(parse(spec.strip()));
            }
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("--kerf-rows needs at least one row, such as 256 or 256:header");
        }
        return List.copyOf(rows);
    }

    static KerfRow parse(String spec) {
        String[] parts = spec.toLowerCase(Locale.ROOT).split(":");
        int maxTokens = number(parts[0], spec);
        Granularity granularity = Granularity.PACKED;
        boolean header = false;
        int target = 0;
        boolean delimiters = false;
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].strip();
            if (part.equals("packed")) {
                granularity = Granularity.PACKED;
            } else if (part.equals("definition")) {
                granularity = Granularity.DEFINITION;
            } else if (part.equals("header")) {
                header = true;
            } else if (part.equals("delimiters")) {
                delimiters = true;
            } else if (part.startsWith("target=")) {
                target = number(part.substring("target=".length()), spec);
            } else {
                throw new IllegalArgumentException("--kerf-rows: '" + part + "' in '" + spec
                        + "' is none of packed, definition, header, target=N, delimiters");
            }
        }
        return new KerfRow(maxTokens, granularity, header, target, delimiters);
    }

    KerfChunker chunker() {
        return new KerfChunker(maxTokens, 0, granularity, header, targetTokens, delimiters);
    }

    /** The label its chunker's row has in the report. */
    String label() {
        return KerfChunker.shortLabel(maxTokens, 0, granularity, header, targetTokens, delimiters);
    }

    private static int number(String text, String spec) {
        try {
            int n = Integer.parseInt(text.strip());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--kerf-rows: '" + spec + "' needs a positive number where it has '" + text + "'");
    }
}
