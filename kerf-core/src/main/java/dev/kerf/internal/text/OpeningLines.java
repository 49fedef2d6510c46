package dev.kerf.internal.text;

import java.util.regex.Pattern;

/**
 * Lines that open a conditional block of the preprocessor ({@code #if}, {@code #ifdef},
 * {@code #ifndef}, {@code #elif}, {@code #else}): they belong with the chunk that holds what they
 * guard, not at the end of the one before. {@link ClosingLines} has their {@code #endif}.
 */
public final class OpeningLines {
    private static final Pattern OPENING = Pattern.compile("#[ \\t]*(?:if|ifdef|ifndef|elif|elifdef|elifndef|else)\\b.*");

    private OpeningLines() {}

    /** Whether {@code [from, to)} holds opening lines alone (and blank lines), at least one. */
    public static boolean opensOnly(String text, int from, int to) {
        boolean any = false;
        int at = from;
        while (at < to) {
            int lineBreak = Lines.breakAt(text, at, to);
            int lineEnd = lineBreak < 0 ? to : lineBreak;
            int p = at;
            while (p < lineEnd && Whitespace.is(text.charAt(p))) {
                p++;
            }
            if (p < lineEnd) {
                if (text.charAt(p) != '#' || !OPENING.matcher(text.substring(p, lineEnd).strip()).matches()) {
                    return false;
                }
                any = true;
            }
            at = lineBreak < 0 ? to : lineBreak + 1;
        }
        return any;
    }
}
