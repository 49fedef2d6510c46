package dev.kerf.internal.delimiter;

import dev.kerf.internal.text.DataTable;
import dev.kerf.lang.Language;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** The delimiter patterns and string syntax of every family and language, read once from the data files beside it. */
final class DelimiterTable {
    static final DelimiterTable BUILT_IN = load();

    private final Map<String, List<Delimiter>> delimiters;
    private final Map<String, List<String>> quotes;

    private DelimiterTable(Map<String, List<Delimiter>> delimiters, Map<String, List<String>> quotes) {
        this.delimiters = delimiters;
        this.quotes = quotes;
    }

    /** A language's own rows if it has any, else its family's; highest priority first. */
    List<Delimiter> delimitersFor(Language language) {
        List<Delimiter> own = delimiters.get(language.name());
        return own != null ? own : delimiters.getOrDefault(language.family().id(), List.of());
    }

    /** Where the language's rows come from: its own name, or its family's id. */
    String patternSetOf(Language language) {
        return delimiters.containsKey(language.name()) ? language.name() : language.family().id();
    }

    List<String> quotesFor(Language language) {
        List<String> own = quotes.get(language.name());
        return own != null ? own : quotes.getOrDefault(language.family().id(), List.of());
    }

    /**
     * Parses one delimiter in the schema of {@code delimiters.tsv}.
     *
     * @throws IllegalArgumentException naming the column at fault
     */
    static Delimiter parse(String kind, String start, String end, String closer, int priority, String flags) {
        if (kind == null || !kind.matches("[A-Za-z_]+")) {
            throw new IllegalArgumentException("kind: expected letters and underscores, was '" + kind + "'");
        }
        Pattern startPattern = start == null || start.equals("-") ? null : compile("start", start);
        Delimiter.End style = Delimiter.End.of(end);
        Pattern closerPattern = null;
        if (closer != null && !closer.equals("-")) {
            if (closer.equals("same")) {
                if (startPattern == null) {
                    throw new IllegalArgumentException("closer: 'same' needs a start pattern");
                }
                closerPattern = startPattern;
            } else {
                closerPattern = compile("closer", closer);
            }
        }
        boolean wholeLines = false;
        boolean nestable = false;
        boolean inclusive = true;
        int level = 0;
        String underline = null;
        boolean scope = false;
        boolean unit = false;
        for (String flag : flags == null || flags.equals("-") ? new String[0] : flags.split(",")) {
            String f = flag.strip();
            if (f.equals("whole_lines")) {
                wholeLines = true;
            } else if (f.equals("nestable")) {
                nestable = true;
            } else if (f.equals("exclusive")) {
                inclusive = false;
            } else if (f.equals("scope")) {
                scope = true;
            } else if (f.equals("unit")) {
                unit = true;
            } else if (f.startsWith("level=")) {
                level = Integer.parseInt(f.substring(6));
            } else if (f.startsWith("underline=") && (f.endsWith("=setext") || f.endsWith("=rst"))) {
                underline = f.substring(10);
            } else {
                throw new IllegalArgumentException("flags: unknown flag '" + f
                        + "' (whole_lines, nestable, exclusive, scope, unit, level=N, underline=setext|rst)");
            }
        }
        return new Delimiter(kind, startPattern, style, closerPattern, priority, wholeLines, nestable, inclusive, level, underline, scope, unit);
    }

    private static Pattern compile(String column, String regex) {
        try {
            // Patterns are matched against one header at a time, so ^ and $ need not be MULTILINE
            // (which would make every find() test each char for a line start).
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(column + ": bad regex '" + regex + "': " + e.getDescription(), e);
        }
    }

    private static DelimiterTable load() {
        Map<String, List<Delimiter>> delimiters = new LinkedHashMap<>();
        DataTable.read(DelimiterTable.class, "delimiters.tsv", 7, (row, line) -> {
            Delimiter d;
            try {
                d = parse(row[1], row[2], row[3], row[4], Integer.parseInt(row[5]), row[6]);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("delimiters.tsv:" + line + ": " + e.getMessage(), e);
            }
            for (String scope : row[0].split(",")) {
                delimiters.computeIfAbsent(scope, k -> new ArrayList<>()).add(d);
            }
        });
        delimiters.values().forEach(list -> list.sort(Comparator.comparingInt(Delimiter::priority).reversed()));
        Map<String, List<String>> quotes = new LinkedHashMap<>();
        DataTable.read(DelimiterTable.class, "families.tsv", 2, (row, line) -> quotes.put(row[0], row[1].equals("-") ? List.of() : Arrays.asList(row[1].split(" "))));
        return new DelimiterTable(delimiters, quotes);
    }
}
