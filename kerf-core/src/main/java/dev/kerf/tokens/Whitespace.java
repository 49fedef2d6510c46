package dev.kerf.tokens;

/** The Unicode White_Space property, which is what {@code \s} means in the BPE tokenizers' patterns. */
final class Whitespace {
    private Whitespace() {}

    static boolean is(int c) {
        return switch (c) {
            case '\t', '\n', 0x0B, '\f', '\r', ' ', 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000 -> true;
            default -> c >= 0x2000 && c <= 0x200A;
        };
    }

    static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }
}
