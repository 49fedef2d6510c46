package dev.kerf.internal.text;

/**
 * Finds line breaks in one text: LF, CRLF and a lone CR each end a line. Uses
 * {@link String#indexOf(int, int, int)}, which the JDK vectorises, rather than testing char by char,
 * and never looks past the limit it is given. One instance per text and thread; lines may be asked
 * about in any order.
 */
public final class Lines {
    private final String text;
    /** The first CR in {@code [crFrom, crTo)} is at {@code cr}; -1 when that range has none. */
    private int crFrom;
    private int crTo;
    private int cr = -1;

    public Lines(String text) {
        this.text = text;
    }

    /** One past the line break of the line holding {@code from}, or {@code limit} when none ends before it. */
    public int lineEnd(int from, int limit) {
        int lf = text.indexOf('\n', from, limit); // bounded: a long line must not be scanned past limit
        int cr = firstCr(from, lf < 0 ? limit : lf, limit);
        if (cr >= 0) {
            // A CR comes first: with the LF right after it, it is one CRLF break.
            return cr + 1 < limit && text.charAt(cr + 1) == '\n' ? cr + 2 : cr + 1;
        }
        return lf < 0 ? limit : lf + 1;
    }

    /**
     * The first CR in {@code [from, to)}, or -1. A search runs on to {@code limit}, and what was
     * searched is remembered: a text with no CR costs one scan per range asked about, however many
     * lines it has, and lines may still be asked about in any order.
     */
    private int firstCr(int from, int to, int limit) {
        if (from < crFrom || from > crTo || (cr >= 0 && cr < from)) {
            crFrom = from; // out of the searched range: start again here
            crTo = from;
            cr = -1;
        }
        if (cr < 0 && to > crTo) {
            cr = text.indexOf('\r', crTo, limit);
            crTo = limit;
        }
        return cr >= 0 && cr < to ? cr : -1;
    }

    /**
     * Where the first line break in {@code [from, limit)} begins (its CR or LF), or -1: the end of
     * the line holding {@code from}. Bounded, since one line may be a whole file.
     */
    public static int breakAt(String text, int from, int limit) {
        int lf = text.indexOf('\n', from, limit);
        int cr = text.indexOf('\r', from, lf < 0 ? limit : lf);
        return cr >= 0 ? cr : lf;
    }

    /** How many line breaks lie in {@code [from, to)}, a CRLF counting once. */
    public static int countBreaks(CharSequence text, int from, int to) {
        int n = 0;
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if (c == '\n' || (c == '\r' && (k + 1 >= text.length() || text.charAt(k + 1) != '\n'))) {
                n++;
            }
        }
        return n;
    }

    /** Where the line holding {@code at} begins: past the last line break before it, no further back than {@code floor}. */
    public static int lineStart(CharSequence text, int at, int floor) {
        int i = at;
        while (i > floor && !Whitespace.isLineBreak(text.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /** Whether {@code pos} begins a line, counting {@code floor} (the start of the range looked at) as one. */
    public static boolean startsLine(CharSequence text, int pos, int floor) {
        return pos <= floor || Whitespace.isLineBreak(text.charAt(pos - 1));
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

    /** Whether only indentation comes before {@code pos} on its line (or {@code pos} is the text's start). */
    public static boolean firstOnLine(CharSequence text, int pos) {
        return startsLine(text, indentationStart(text, pos, 0), 0);
    }

    /**
     * Where the indentation before {@code pos} begins: back over the whitespace that is no line
     * break, no further than {@code floor}; {@code pos} when none precedes it.
     */
    public static int indentationStart(CharSequence text, int pos, int floor) {
        int p = pos;
        while (p > floor && Whitespace.is(text.charAt(p - 1)) && !Whitespace.isLineBreak(text.charAt(p - 1))) {
            p--;
        }
        return p;
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
        while (p > pos && p < limit && !Whitespace.isLineBreak(text.charAt(p - 1))) {
            p--;
        }
        return p;
    }
}
