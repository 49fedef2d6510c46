package dev.kerf.tokens;

/** The {@code characters} tokenizer: one token per Unicode code point. */
final class CodePointCounter implements TokenCounter {
    @Override
    public String name() {
        return "characters";
    }

    @Override
    public int count(String text) {
        return text.codePointCount(0, text.length());
    }

    @Override
    public boolean isAdditiveBoundary(CharSequence text, int p) {
        return p == 0 || p == text.length()
                || !(Character.isHighSurrogate(text.charAt(p - 1)) && Character.isLowSurrogate(text.charAt(p)));
    }

    @Override
    public long maxCount(int chars) {
        return chars;
    }

    @Override
    public int reach(String text, int budget) {
        int cps = text.codePointCount(0, text.length());
        return cps <= budget ? text.length() : text.offsetByCodePoints(0, budget);
    }
}
