package dev.kerf.text;

/**
 * Finds line breaks in one text: LF, CRLF and a lone CR each end a line. Uses
 * {@link String#indexOf(int, int)}, which the JDK vectorises, rather than testing char by char.
 * Remembers the next CR it found, so texts with few CRs are not re-scanned; one instance per
 * text and thread.
 */
public final class Lines {
    private static final int NOT_SEARCHED = -2;

    private final String text;
    /** Where the next CR at or after the last position asked about is, -1 for none, or not searched yet. */
    private int nextCr = NOT_SEARCHED;

    public Lines(String text) {
        this.text = text;
    }

    /** One past the line break of the line holding {@code from}, or {@code limit} when none ends before it. */
    public int lineEnd(int from, int limit) {
        int lf = text.indexOf('\n', from);
        if (nextCr == NOT_SEARCHED || (nextCr >= 0 && nextCr < from)) {
            nextCr = text.indexOf('\r', from);
        }
        if (nextCr >= 0 && nextCr < limit && (lf < 0 || nextCr < lf)) {
            // A CR comes first: with the LF right after it, it is one CRLF break.
            return nextCr + 1 < limit && text.charAt(nextCr + 1) == '\n' ? nextCr + 2 : nextCr + 1;
        }
        return lf < 0 || lf >= limit ? limit : lf + 1;
    }

    /** The start of every line of {@code text}, ascending; {@code [0]} for an empty text. */
    public static int[] starts(String text) {
        Lines lines = new Lines(text);
        int n = text.length();
        int[] starts = new int[64];
        int count = 0;
        for (int p = 0; p < n; p = lines.lineEnd(p, n)) {
            if (count == starts.length) {
                starts = java.util.Arrays.copyOf(starts, count * 2);
            }
            starts[count++] = p;
        }
        return java.util.Arrays.copyOf(starts, Math.max(count, 1));
    }

    /**
     * Past the whitespace after {@code pos} (not beyond {@code limit}), but only to the start of the
     * line holding the next non-whitespace char: a segment keeps the line breaks and blank lines
     * after it, and the indentation stays with the line it indents.
     */
    public static int afterTrailingWhitespace(CharSequence text, int pos, int limit) {
        int p = pos;
        while (p < limit && Whitespace.is(text.charAt(p))) {
            p++;
        }
        while (p > pos && p < limit && text.charAt(p - 1) != '\n' && text.charAt(p - 1) != '\r') {
            p--;
        }
        return p;
    }
}
