package dev.kerf.tokens;

/**
 * Where the pre-tokenizing pattern of a BPE encoding always puts a boundary, judged from the
 * characters around a position alone. A BPE tokenizer first splits text with a pattern and then
 * encodes each piece on its own, so at such a position the counts of the two sides add up exactly.
 *
 * <p>All rules only ever accept line starts: a position right after a line break, where the
 * pattern cannot carry a piece across. They differ in what the line may start with.
 */
enum BpeBoundaryRule {
    /**
     * cl100k_base. Pieces that hold a line break end at a break ({@code \s*[\r\n]}) or a run of breaks
     * after punctuation ({@code ?[^\s\p{L}\p{N}]++[\r\n]*}). The whitespace pattern reaches forward to
     * the last break of a run of whitespace, so the line must not be blank.
     */
    CL100K {
        @Override
        boolean test(CharSequence text, int p) {
            return afterBreakBeforeNonBlankLine(text, p);
        }
    },
    /** o200k_base: as cl100k, but punctuation carries {@code [\r\n/]*}, so a line must not start with '/'. */
    O200K {
        @Override
        boolean test(CharSequence text, int p) {
            return afterBreakBeforeNonBlankLine(text, p) && (p == text.length() || text.charAt(p) != '/');
        }
    },
    /**
     * p50k_base and r50k_base: a whitespace run keeps all but its last char when a word follows
     * ({@code \s+(?!\S)}), but all of it at the end of a text, and a single space joins the next
     * word. So only a lone line break (no whitespace before it, which also rules out CRLF) followed
     * by a non-space char is safe.
     */
    P50K {
        @Override
        boolean test(CharSequence text, int p) {
            if (p == 0 || p == text.length()) {
                return true;
            }
            return Whitespace.isLineBreak(text.charAt(p - 1))
                    && (p < 2 || !Whitespace.is(Character.codePointBefore(text, p - 1)))
                    && !Whitespace.is(Character.codePointAt(text, p));
        }
    };

    abstract boolean test(CharSequence text, int p);

    private static boolean afterBreakBeforeNonBlankLine(CharSequence text, int p) {
        int n = text.length();
        if (p == 0 || p == n) {
            return true;
        }
        if (!Whitespace.isLineBreak(text.charAt(p - 1))) {
            return false;
        }
        for (int i = p; i < n; ) {
            int c = Character.codePointAt(text, i);
            if (c == '\n' || c == '\r') {
                return false;
            }
            if (!Whitespace.is(c)) {
                return true;
            }
            i += Character.charCount(c);
        }
        return true;
    }
}
