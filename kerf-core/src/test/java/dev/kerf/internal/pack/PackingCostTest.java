package dev.kerf.internal.pack;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.MachineCorpus;
import dev.kerf.Source;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Cost, not output: a recording tokenizer counts how many chars kerf hands the tokenizer. One pass
 * is the text's length; kerf may re-count only the edges of pieces that end between additive
 * boundaries. These bounds catch a packer that re-measures growing chunks (quadratic work).
 */
class PackingCostTest {

    /** Delegates to a real tokenizer and tallies the chars it is asked about. */
    static final class RecordingCounter implements TokenCounter {
        final TokenCounter inner;
        final AtomicLong chars = new AtomicLong();

        RecordingCounter(TokenCounter inner) {
            this.inner = inner;
        }

        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public int count(String text) {
            chars.addAndGet(text.length());
            return inner.count(text);
        }

        @Override
        public boolean isAdditiveBoundary(CharSequence text, int position) {
            return inner.isAdditiveBoundary(text, position);
        }

        @Override
        public int reach(String text, int budget) {
            chars.addAndGet(text.length());
            return inner.reach(text, budget);
        }
    }

    private static long tokenizedChars(String text, int maxTokens, int overlap) {
        RecordingCounter counter = new RecordingCounter(Tokenizers.byName("cl100k_base").orElseThrow());
        Kerf kerf = Kerf.create(ChunkOptions.builder().tokenizer(counter).maxTokens(maxTokens).overlapTokens(overlap).build());
        kerf.chunk(Source.fromText(text));
        return counter.chars.get();
    }

    /** Chars tokenized per char of input, over a set of sources. */
    private static double tokenizedPerChar(List<Source> sources, int maxTokens, int overlap) {
        long text = 0;
        long counted = 0;
        for (Source s : sources) {
            text += s.text().length();
            counted += tokenizedChars(s.text(), maxTokens, overlap);
        }
        return (double) counted / text;
    }

    @Test
    void realCodeIsTokenizedAboutOnce() {
        assertThat(tokenizedPerChar(MachineCorpus.jdkSources(5, 100), 512, 0)).isLessThan(1.3);
    }

    @Test
    void overlapCostsLittle() {
        // About 1.62 for packing with overlap, and 0.04 more for ending each chunk at its content
        // (a few chars re-counted around each new end); quadratic work would be several times this.
        assertThat(tokenizedPerChar(MachineCorpus.pythonStdlib(5, 100), 256, 64)).isLessThan(1.7);
    }

    @Test
    void aHugeSingleLineIsNotQuadratic() {
        StringBuilder b = new StringBuilder();
        Random r = new Random(1);
        while (b.length() < 1_000_000) {
            b.append("var").append(r.nextInt(100000)).append(r.nextBoolean() ? "=" : ";").append(r.nextInt(10) == 0 ? " " : "");
        }
        String minified = b.toString();
        assertThat((double) tokenizedChars(minified, 512, 0) / minified.length()).isLessThan(6.0);
    }

    @Test
    void aLongRunOfBlankLinesIsNotQuadratic() {
        // One BPE piece of 200,000 chars: each chunk inside it once re-counted all of the rest of it.
        String text = "Hello world.\r\n" + "\r\n".repeat(100_000) + "The end.\r\n";
        assertThat((double) tokenizedChars(text, 256, 0) / text.length()).isLessThan(10.0);
    }

    @Test
    void aHugeWordWithoutSpacesIsNotQuadratic() {
        String base64ish = "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0123456789+/".repeat(20_000);
        assertThat((double) tokenizedChars(base64ish, 512, 0) / base64ish.length()).isLessThan(8.0);
    }
}
