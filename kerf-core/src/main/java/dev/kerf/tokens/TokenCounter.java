package dev.kerf.tokens;

/**
 * Counts tokens the way an embedding model will. The one seam between kerf and a tokenizer.
 *
 * <p>Only {@link #name()} and {@link #count(String)} are required; a plug-in (for example one
 * wrapping a HuggingFace tokenizer) can stop there and kerf stays exact, only slower. The two
 * optional methods let kerf tokenize a document once and derive the counts of its pieces instead of
 * re-counting them.
 *
 * <p>Implementations must be thread-safe and deterministic. kerf's floor of 8 tokens per chunk
 * assumes no single code point costs more than 4 tokens, as in byte-level BPE.
 *
 * <pre>{@code
 * TokenCounter cl100k = Tokenizers.byName("cl100k_base").orElseThrow();
 * int n = cl100k.count("hello world");   // 2
 * }</pre>
 */
public interface TokenCounter {

    /**
     * A counter from a name and a counting function, for a tokenizer kerf does not ship (a
     * HuggingFace tokenizer, say). It knows no additive boundaries, so kerf stays exact but counts
     * more. {@code count} must be thread-safe.
     *
     * <pre>{@code
     * // a HuggingFace tokenizer through DJL, made with addSpecialTokens, truncation and padding false
     * TokenCounter mine = TokenCounter.of("my-model", text -> tokenizer.encode(text).getIds().length);
     * }</pre>
     */
    static TokenCounter of(String name, java.util.function.ToIntFunction<String> count) {
        java.util.Objects.requireNonNull(name, "name");
        java.util.Objects.requireNonNull(count, "count");
        return new TokenCounter() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public int count(String text) {
                return count.applyAsInt(text);
            }

            @Override
            public String toString() {
                return name;
            }
        };
    }

    /** A stable name, such as {@code cl100k_base}. */
    String name();

    /** The exact number of tokens the model would see for {@code text}. */
    int count(String text);

    /**
     * Whether the counts of any text split at {@code position} add up exactly:
     * {@code count(s.substring(a, b)) == count(s.substring(a, position)) + count(s.substring(position, b))}
     * for every {@code a < position < b} (and for the whole text). The answer may look only at the
     * characters around {@code position}, never at where a substring would start or end. Answering
     * {@code false} is always safe; the default does.
     *
     * @param text the whole document
     * @param position a char index in {@code [0, text.length()]}
     */
    default boolean isAdditiveBoundary(CharSequence text, int position) {
        return false;
    }

    /**
     * An upper bound on the count of any text of {@code chars} UTF-16 chars, so that small pieces
     * can be known to fit without counting them. The default knows none.
     */
    default long maxCount(int chars) {
        return Long.MAX_VALUE;
    }

    /**
     * A hint: about the largest {@code i} such that {@code count(text.substring(0, i)) <= budget}.
     * Callers verify with {@link #count(String)}, so an estimate is allowed. The default bisects with
     * {@link #count(String)}.
     */
    default int reach(String text, int budget) {
        int lo = 0;
        int hi = text.length();
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (count(text.substring(0, mid)) <= budget) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }
}
