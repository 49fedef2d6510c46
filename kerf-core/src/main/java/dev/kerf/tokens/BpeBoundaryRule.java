package dev.kerf.tokens;

import dev.kerf.internal.text.Whitespace;

/**
 * Where the pre-tokenizing pattern of a BPE encoding always puts a boundary, judged from the
 * characters around a position alone. A BPE tokenizer first splits text with a pattern and then
 * encodes each piece on its own, so at such a position the counts of the two sides add up exactly.
 *
 * <p>Two kinds of position qualify. A word end: a non-space char followed by a space or tab, where
 * every pattern stops a piece (no piece carries on from a letter, digit or punctuation mark into a
 * space). And some line starts, right after a line break, where the rules below differ in what the
 * line may start with. The property tests compare these claims with full re-counts.
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
            return wordEnd(text, p) || afterBreakBeforeNonBlankLine(text, p);
        }
    },
    /** o200k_base: as cl100k, but punctuation carries {@code [\r\n/]*}, so a line must not start with '/'. */
    O200K {
        @Override
        boolean test(CharSequence text, int p) {
            return wordEnd(text, p)
                    || (afterBreakBeforeNonBlankLine(text, p) && (p == text.length() || text.charAt(p) != '/'));
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
            return wordEnd(text, p)
                    || Whitespace.isLineBreak(text.charAt(p - 1))
                    && (p < 2 || !Whitespace.is(Character.codePointBefore(text, p - 1)))
                    && !Whitespace.is(Character.codePointAt(text, p));
        }
    };

    abstract boolean test(CharSequence text, int p);

    /** A space or tab right after a non-whitespace char. */
    static boolean wordEnd(CharSequence text, int p) {
        if (p == 0 || p >= text.length()) {
            return true;
        }
        char c = text.charAt(p);
        return (c == ' ' || c == '\t') && !Whitespace.is(Character.codePointBefore(text, p));
    }

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
