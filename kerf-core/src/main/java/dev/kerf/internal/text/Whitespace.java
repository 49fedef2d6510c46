package dev.kerf.internal.text;

/**
 * Whitespace as kerf means it everywhere: the Unicode White_Space property, which is also what
 * {@code \s} means in the BPE tokenizers' split patterns. "Nothing lost" is promised for every other
 * char, so chunk boundaries, blank lines and coverage checks all use this one definition.
 */
public final class Whitespace {
    private Whitespace() {}

    /** Whether a code point is Unicode White_Space (tab, LF, VT, FF, CR, space, NEL, NBSP, ...). */
    public static boolean is(int c) {
        if (c < 0x80) {
            return c == ' ' || (c >= '\t' && c <= '\r');
        }
        return switch (c) {
            case 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000 -> true;
            default -> c >= 0x2000 && c <= 0x200A;
        };
    }

    /** Whether {@code text[from, to)} holds only whitespace. */
    public static boolean isBlank(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            // Surrogates are never whitespace, so chars can be tested one by one.
            if (!is(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a char ends a line: LF or CR (a CR before an LF ends it together with the LF). */
    public static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }
}
