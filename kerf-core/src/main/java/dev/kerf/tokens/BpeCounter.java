package dev.kerf.tokens;

import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingResult;

/**
 * A byte-level BPE tokenizer from jtokkit. Special tokens such as {@code <|endoftext|>} in a
 * document are counted as ordinary text, as an embedding API counts them.
 */
final class BpeCounter implements TokenCounter {
    private final Encoding encoding;
    private final BpeBoundaryRule boundaries;

    BpeCounter(Encoding encoding, BpeBoundaryRule boundaries) {
        this.encoding = encoding;
        this.boundaries = boundaries;
    }

    @Override
    public String name() {
        return encoding.getName();
    }

    @Override
    public int count(String text) {
        return encoding.countTokensOrdinary(text);
    }

    @Override
    public boolean isAdditiveBoundary(CharSequence text, int position) {
        return boundaries.test(text, position);
    }

    /** Byte-level BPE spends at most one token per UTF-8 byte, and a UTF-16 char is at most 3 bytes. */
    @Override
    public long maxCount(int chars) {
        return 3L * chars;
    }

    @Override
    public int reach(String text, int budget) {
        if (budget <= 0) {
            return 0;
        }
        EncodingResult result = encoding.encodeOrdinary(text, budget);
        if (!result.isTruncated()) {
            return text.length();
        }
        return Math.max(0, result.getLastProcessedCharacterIndex() + 1);
    }

    @Override
    public String toString() {
        return name();
    }
}
