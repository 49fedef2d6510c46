package dev.kerf.syntax;

import dev.kerf.internal.text.ClosingLines;
import dev.kerf.internal.text.DataTable;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The conditional-compilation lines of a language ({@code directives.tsv}): where they go in the
 * chunks (an opening line with what it guards, an {@code #endif} with what it closes), whether a
 * text that does not parse cleanly is parsed again with them blanked (Swift's {@code #if} between
 * a type's members, C#'s in some positions), and which nodes the grammar makes of a conditional
 * block (C's and C++'s {@code preproc_ifdef}...), which outside a function hold no block of code of
 * their own.
 */
final class Directives {
    private record Row(Pattern directive, boolean blank, Set<String> nodes) {}

    private static final Map<String, Row> TABLE = load();

    private Directives() {}

    /** Whether a text of {@code language} that does not parse cleanly is parsed again with its directive lines blanked. */
    static boolean blanks(String language) {
        Row row = TABLE.get(language);
        return row != null && row.blank();
    }

    /** The kinds of the nodes the grammar of {@code language} makes of a conditional block; empty for none. */
    static Set<String> conditionalNodes(String language) {
        Row row = TABLE.get(language);
        return row == null ? Set.of() : row.nodes();
    }

    /**
     * {@code text} with the chars of every directive line of {@code language} (its line break
     * left) turned into spaces, so that every offset holds; null when it has none.
     */
    static String blanked(String language, String text) {
        Row row = TABLE.get(language);
        if (row == null || !row.blank() || text.indexOf('#') < 0) {
            return null;
        }
        return Rereading.spaced(text, row.directive().matcher(text), 0);
    }

    /**
     * Where the run of opening directive lines ({@code #if}, {@code #else}...) above the line at
     * {@code pos} begins, blank lines between them and it included, not before {@code floor};
     * {@code pos} when there is none. They open what follows them, so they go with it.
     */
    static int openingAbove(String language, String text, int pos, int floor) {
        Row row = TABLE.get(language);
        Pattern directive = row == null ? null : row.directive();
        int at = pos;
        int scan = pos;
        while (directive != null && scan > floor && text.charAt(scan - 1) == '\n') {
            int lineEnd = scan - 1;
            int lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
            if (lineStart < floor) {
                break;
            }
            if (text.substring(lineStart, lineEnd).isBlank()) {
                scan = lineStart; // a blank line: look above it, but it joins only with a directive
                continue;
            }
            if (!opensWithHash(text, lineStart, lineEnd)) {
                break; // most lines: no directive, nothing to read further
            }
            String line = text.substring(lineStart, lineEnd).strip();
            if (!directive.matcher(line).matches() || closes(line)) {
                break;
            }
            at = lineStart;
            scan = lineStart;
        }
        return at;
    }

    /**
     * Where the run of {@code #endif} lines below the line {@code end} lies on ends, blank lines
     * between them and it included, not after {@code limit}; {@code end} when there is none. They
     * close what is above them, so they go with it.
     */
    static int closingBelow(String language, String text, int end, int limit) {
        if (!TABLE.containsKey(language)) {
            return end;
        }
        int lineBreak = text.indexOf('\n', end);
        if (lineBreak < 0 || lineBreak >= limit || !text.substring(end, lineBreak).isBlank()) {
            return end;
        }
        int at = end;
        int scan = lineBreak + 1;
        while (scan < limit) {
            int next = text.indexOf('\n', scan);
            int lineEnd = next < 0 || next > limit ? limit : next;
            if (!text.substring(scan, lineEnd).isBlank()) {
                if (!opensWithHash(text, scan, lineEnd) || !closes(text.substring(scan, lineEnd).strip())) {
                    break;
                }
                at = lineEnd;
            }
            if (next < 0 || next >= limit) {
                break;
            }
            scan = next + 1;
        }
        return at;
    }

    /**
     * Whether every line of {@code text[from, to)} that is not blank is a directive line of
     * {@code language}. The range may begin inside a line, after a node: the semicolon that ends
     * a C++ class or a C struct ({@code };}) is no node of its own, and counts as blank.
     */
    static boolean onlyDirectives(String language, String text, int from, int to) {
        Row row = TABLE.get(language);
        int at = from;
        while (at < to) {
            int lineBreak = text.indexOf('\n', at);
            int lineEnd = lineBreak < 0 || lineBreak > to ? to : lineBreak;
            if (!text.substring(at, lineEnd).replace(';', ' ').isBlank()) {
                if (row == null || !opensWithHash(text, at, lineEnd)
                        || !row.directive().matcher(text.substring(at, lineEnd).strip()).matches()) {
                    return false;
                }
            }
            at = lineEnd + 1;
        }
        return true;
    }

    /** Whether the first char of {@code text[from, to)} after white space (as {@code strip} reads it) is {@code #}. */
    private static boolean opensWithHash(String text, int from, int to) {
        int p = from;
        while (p < to && Character.isWhitespace(text.charAt(p))) {
            p++;
        }
        return p < to && text.charAt(p) == '#';
    }

    /** Whether {@code line} is an {@code #endif} line: among directive lines, the one {@link ClosingLines} knows to close. */
    private static boolean closes(String line) {
        return ClosingLines.closesOnly(line, 0, line.length());
    }

    private static Map<String, Row> load() {
        Map<String, Row> out = new HashMap<>();
        DataTable.read(Directives.class, "directives.tsv", 4, (row, line) -> {
            if (!row[2].equals("yes") && !row[2].equals("no")) {
                throw new IllegalStateException("directives.tsv:" + line + ": blank is yes or no, not '" + row[2] + "'");
            }
            Set<String> nodes = row[3].equals("-") ? Set.of() : Set.of(row[3].split(" "));
            out.put(row[0], new Row(Pattern.compile("(?m)^[ \\t]*(?:" + row[1] + ").*$"), row[2].equals("yes"), nodes));
        });
        return Map.copyOf(out);
    }
}
