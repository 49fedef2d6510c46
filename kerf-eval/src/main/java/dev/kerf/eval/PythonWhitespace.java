package dev.kerf.eval;

/**
 * Python's {@code str.isspace}, which decides what {@code str.strip()} and {@code str.split()}
 * remove. It differs from {@link Character#isWhitespace}: Python also counts U+0085 and the
 * no-break spaces U+00A0, U+2007 and U+202F.
 */
final class PythonWhitespace {
    private PythonWhitespace() {}

    static boolean isSpace(char c) {
        return Character.isWhitespace(c) || c == '\u0085' || c == '\u00A0' || c == '\u2007' || c == '\u202F';
    }

    /** {@code text.strip()} as Python does it. */
    static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }
}
