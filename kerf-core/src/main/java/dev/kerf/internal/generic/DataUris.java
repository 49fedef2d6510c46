package dev.kerf.internal.generic;

/**
 * The base64 data of data URIs ({@code data:image/png;base64,iVBOR...}): an image or a font written
 * into a Markdown page, an HTML page or a stylesheet. Such data means nothing to a reader or an
 * embedding model, so the generic structure sets it apart from the text around it; short data (an
 * icon of a few dozen bytes) is left in its word.
 */
final class DataUris {
    /** The least base64 data set apart: about 190 bytes, 150 tokens or more. */
    static final int MIN_DATA_CHARS = 256;
    /** How far before {@code ;base64,} its {@code data:} may begin (the media type and its parameters). */
    private static final int MAX_TYPE_CHARS = 128;
    private static final String MARK = ";base64,";

    private DataUris() {}

    /**
     * The first base64 data of a data URI in {@code text[from, to)} at least {@link #MIN_DATA_CHARS}
     * long, as {start, end}; null when there is none.
     */
    static int[] find(String text, int from, int to) {
        // Searched within the word only: a text.indexOf would read on to the end of the text for
        // every long word of a minified file.
        for (int mark = from; mark + MARK.length() < to; mark++) {
            if (text.charAt(mark) != ';' || !text.startsWith(MARK, mark)) {
                continue;
            }
            int start = mark + MARK.length();
            int end = start;
            while (end < to && isBase64(text.charAt(end))) {
                end++;
            }
            if (end - start >= MIN_DATA_CHARS && saysData(text, Math.max(from, mark - MAX_TYPE_CHARS), mark)) {
                return new int[] {start, end};
            }
            mark = end - 1;
        }
        return null;
    }

    /** Whether {@code data:} begins in {@code text[from, to)}. */
    private static boolean saysData(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.startsWith("data:", i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether all that follows data in its word, {@code text[at, wordEnd)}, closes it: a quote, a parenthesis. */
    static boolean closed(String text, int at, int wordEnd) {
        if (wordEnd - at > 4) {
            return false;
        }
        for (int i = at; i < wordEnd; i++) {
            if ("\"')>]};,".indexOf(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isBase64(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '=' || c == '-' || c == '_';
    }
}
