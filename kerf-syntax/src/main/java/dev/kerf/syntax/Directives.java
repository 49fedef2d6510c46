package dev.kerf.syntax;

import dev.kerf.internal.text.DataTable;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The conditional-compilation lines of a language that its grammar cannot read everywhere they
 * may stand ({@code directives.tsv}): Swift's {@code #if} between a type's members, C#'s in some
 * positions. A text that does not parse cleanly is parsed again with them blanked.
 */
final class Directives {
    private static final Map<String, Pattern> TABLE = load();

    private Directives() {}

    /** Whether {@code language} has lines to blank. */
    static boolean listed(String language) {
        return TABLE.containsKey(language);
    }

    /**
     * {@code text} with the chars of every directive line of {@code language} (its line break
     * left) turned into spaces, so that every offset holds; null when it has none.
     */
    static String blanked(String language, String text) {
        Pattern directive = TABLE.get(language);
        if (directive == null || text.indexOf('#') < 0) {
            return null;
        }
        Matcher m = directive.matcher(text);
        char[] chars = null;
        while (m.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            java.util.Arrays.fill(chars, m.start(), m.end(), ' ');
        }
        return chars == null ? null : new String(chars);
    }

    /**
     * Where the run of opening directive lines ({@code #if}, {@code #else}...) right above the
     * line at {@code pos} begins, not before {@code floor}; {@code pos} when there is none. They
     * open what follows them, so they go with it.
     */
    static int openingAbove(String language, String text, int pos, int floor) {
        Pattern directive = TABLE.get(language);
        int at = pos;
        while (directive != null && at > floor && text.charAt(at - 1) == '\n') {
            int lineEnd = at - 1;
            int lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
            if (lineStart < floor || !opensWithHash(text, lineStart, lineEnd)) {
                break; // most lines: no directive, nothing to read further
            }
            String line = text.substring(lineStart, lineEnd).strip();
            if (!directive.matcher(line).matches() || closes(line)) {
                break;
            }
            at = lineStart;
        }
        return at;
    }

    /**
     * Where the run of {@code #endif} lines right below the line {@code end} lies on ends, not
     * after {@code limit}; {@code end} when there is none. They close what is above them, so they
     * go with it.
     */
    static int closingBelow(String language, String text, int end, int limit) {
        if (!TABLE.containsKey(language)) {
            return end;
        }
        int at = end;
        while (true) {
            int lineBreak = text.indexOf('\n', at);
            if (lineBreak < 0 || lineBreak >= limit || !text.substring(at, lineBreak).isBlank()) {
                return at;
            }
            int next = text.indexOf('\n', lineBreak + 1);
            int nextEnd = next < 0 || next > limit ? limit : next;
            if (!opensWithHash(text, lineBreak + 1, nextEnd) || !closes(text.substring(lineBreak + 1, nextEnd).strip())) {
                return at;
            }
            at = nextEnd;
        }
    }

    /** Whether the first char of {@code text[from, to)} after white space (as {@code strip} reads it) is {@code #}. */
    private static boolean opensWithHash(String text, int from, int to) {
        int p = from;
        while (p < to && Character.isWhitespace(text.charAt(p))) {
            p++;
        }
        return p < to && text.charAt(p) == '#';
    }

    private static boolean closes(String line) {
        return line.startsWith("#endif");
    }

    private static Map<String, Pattern> load() {
        Map<String, Pattern> out = new HashMap<>();
        DataTable.read(Directives.class, "directives.tsv", 2,
                (row, line) -> out.put(row[0], Pattern.compile("(?m)^[ \\t]*(?:" + row[1] + ").*$")));
        return Map.copyOf(out);
    }
}
