package dev.kerf.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * What kerf's single pass relies on in BERT's WordPiece (uncased and cased): counts add up at every boundary
 * it calls additive, whatever range around it is counted, and {@code reach} never answers more
 * than fits.
 */
class WordPiecePropertiesTest {
    private static final TokenCounter UNCASED = Tokenizers.byName("bert-base-uncased").orElseThrow();
    /** The same vocabulary read as a cased model's: no accents stripped, nothing lowercased. */
    private static final TokenCounter CASED = cased();

    private static TokenCounter cased() {
        try (var in = WordPiecePropertiesTest.class.getResourceAsStream("bert-base-uncased.txt")) {
            return Tokenizers.wordPiece("cased", new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList(), false);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Provide
    Arbitrary<TokenCounter> counters() {
        return Arbitraries.of(UNCASED, CASED);
    }

    @Property(tries = 2000)
    void countsAddUpAtEveryAdditiveBoundary(
            @ForAll("counters") TokenCounter bert,
            @ForAll("dense") String text,
            @ForAll @IntRange(min = 0, max = 1000) int x,
            @ForAll @IntRange(min = 0, max = 1000) int y) {
        int a = snap(text, Math.min(x, y) % (text.length() + 1));
        int b = snap(text, Math.max(x, y) % (text.length() + 1));
        for (int p = a; p <= b; p++) {
            if (bert.isAdditiveBoundary(text, p)) {
                assertThat(bert.count(text.substring(a, p)) + bert.count(text.substring(p, b)))
                        .as("[%d, %d) split at %d of %s", a, b, p, text)
                        .isEqualTo(bert.count(text.substring(a, b)));
            }
        }
    }

    @Property(tries = 1000)
    void reachNeverAnswersMoreThanFits(@ForAll("counters") TokenCounter bert, @ForAll("dense") String text, @ForAll @IntRange(min = 0, max = 40) int budget) {
        int r = bert.reach(text, budget);
        assertThat(r).isBetween(0, text.length());
        assertThat(bert.count(text.substring(0, r))).isLessThanOrEqualTo(budget);
        if (bert.count(text) <= budget) {
            assertThat(r).isEqualTo(text.length());
        }
    }

    @Property(tries = 1000)
    void maxCountBoundsEveryCount(@ForAll("counters") TokenCounter bert, @ForAll("dense") String text) {
        assertThat((long) bert.count(text)).isLessThanOrEqualTo(bert.maxCount(text.length()));
    }

    private static int snap(String text, int p) {
        return p > 0 && p < text.length() && Character.isLowSurrogate(text.charAt(p)) ? p - 1 : p;
    }

    /**
     * Pieces dense in what BERT's tokenizer cares about: whitespace of every kind, dropped
     * controls, punctuation, special tokens and their parts, accents and marks, ideographs, Hangul,
     * chars of a Unicode newer than its tables, long words.
     */
    @Provide
    Arbitrary<String> dense() {
        return Arbitraries.of(" ", "\n", "\r\n", "\t", "\u00A0", "\u3000", "\u000B", "\u0085", "\u200B", "\u0000", "\uFFFD", "\uE000",
                        "a", "the", "Word", "ing", "##", "x1", "123", "_", "'", ".", "(", ")", "$", "[", "]", "CLS", "MASK", "[CLS]", "[SEP]",
                        "[UNK]", "e\u0301", "\u0301", "\u00E9", "\u0130", "\u00DF", "\uD55C", "\u6F22", "\uF900", "\uD840\uDC00", "\uD83D\uDE00",
                        "\u2E43", "\u166D", "\u1734", "\u0928\u094D", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")
                .list().ofMaxSize(40).map(parts -> String.join("", parts));
    }
}
