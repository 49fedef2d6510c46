package dev.kerf.tokens;

import dev.kerf.internal.text.Whitespace;

/** The {@code words} tokenizer: one token per run of non-whitespace characters. */
final class WordCounter implements TokenCounter {
    @Override
    public String name() {
        return "words";
    }

    @Override
    public int count(String text) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            boolean ws = Whitespace.is(c);
            if (!ws && !inWord) {
                words++;
            }
            inWord = !ws;
            i += Character.charCount(c);
        }
        return words;
    }

    @Override
    public boolean isAdditiveBoundary(CharSequence text, int p) {
        return p == 0 || p == text.length()
                || Whitespace.is(Character.codePointBefore(text, p)) || Whitespace.is(Character.codePointAt(text, p));
    }

    /** Words are separated by at least one char. */
    @Override
    public long maxCount(int chars) {
        return (chars + 1L) / 2;
    }

    @Override
    public int reach(String text, int budget) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            boolean ws = Whitespace.is(c);
            if (!ws && !inWord && ++words > budget) {
                return i;
            }
            inWord = !ws;
            i += Character.charCount(c);
        }
        return text.length();
    }
}
