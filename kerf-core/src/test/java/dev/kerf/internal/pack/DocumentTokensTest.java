package dev.kerf.internal.pack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.MachineCorpus;
import dev.kerf.Source;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Counts derived from the single tokenizer pass must equal a full recount of the same range, for
 * every tokenizer and any range: the claim behind kerf's speed.
 */
class DocumentTokensTest {

    @Property(tries = 400)
    void derivedCountsEqualRecounts(
            @ForAll("dense") String text,
            @ForAll("tokenizers") String tokenizer,
            @ForAll @IntRange(min = 0, max = 10_000) int x,
            @ForAll @IntRange(min = 0, max = 10_000) int y,
            @ForAll @IntRange(min = 1, max = 48) int blockChars) {
        TokenCounter counter = Tokenizers.byName(tokenizer).orElseThrow();
        // Small blocks, so that block starts fall everywhere the pre-tokenizers care about.
        DocumentTokens tokens = new TokenPass(text, counter, blockChars).finish();
        int a = snap(text, Math.min(x, y) % (text.length() + 1));
        int b = snap(text, Math.max(x, y) % (text.length() + 1));
        if (a > b) {
            int t = a;
            a = b;
            b = t;
        }
        assertThat(tokens.count(0, text.length())).as("whole text").isEqualTo(counter.count(text));
        assertThat(tokens.count(a, b)).as("range [%d, %d)", a, b).isEqualTo(counter.count(text.substring(a, b)));
    }

    @Property(tries = 200)
    void reachIsAGoodHint(@ForAll("dense") String text, @ForAll("tokenizers") String tokenizer, @ForAll @IntRange(min = 1, max = 50) int budget) {
        TokenCounter counter = Tokenizers.byName(tokenizer).orElseThrow();
        DocumentTokens tokens = DocumentTokens.index(text, counter);
        int e = tokens.reach(0, text.length(), budget);
        assertThat(e).isBetween(0, text.length());
    }

    /**
     * An owner interrupted while helpers count gets the CancellationException every other
     * interrupted step gives (it once got an IllegalStateException from the wait), and keeps its
     * interrupt flag.
     */
    @Test
    void anOwnerInterruptedWhileWaitingIsCancelled() {
        TokenPass pass = new TokenPass("word ".repeat(10_000), Tokenizers.byName("cl100k_base").orElseThrow(), 1024);
        pass.help(); // every block is taken by a helper: the owner only waits
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(pass::finish).isInstanceOf(java.util.concurrent.CancellationException.class);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void derivedCountsEqualRecountsOnRealFiles() {
        List<Source> sources = new ArrayList<>(MachineCorpus.jdkSources(11, 60));
        sources.addAll(MachineCorpus.pythonStdlib(11, 60));
        Random random = new Random(3);
        for (String name : List.of("cl100k_base", "o200k_base", "p50k_base")) {
            TokenCounter counter = Tokenizers.byName(name).orElseThrow();
            for (Source s : sources) {
                String text = s.text();
                DocumentTokens tokens = DocumentTokens.index(text, counter);
                List<Integer> lineStarts = new ArrayList<>();
                lineStarts.add(0);
                for (int i = 0; i < text.length(); i++) {
                    if (text.charAt(i) == '\n') {
                        lineStarts.add(i + 1);
                    }
                }
                assertThat(tokens.count(0, text.length())).as("%s %s whole", name, s.path()).isEqualTo(counter.count(text));
                for (int k = 0; k < 40; k++) {
                    int a = lineStarts.get(random.nextInt(lineStarts.size()));
                    int b = lineStarts.get(random.nextInt(lineStarts.size()));
                    int from = Math.min(a, b);
                    int to = Math.max(a, b);
                    assertThat(tokens.count(from, to)).as("%s %s [%d, %d)", name, s.path(), from, to)
                            .isEqualTo(counter.count(text.substring(from, to)));
                }
            }
        }
    }

    @Test
    void threadsSharingThePassGiveTheSameCounts() throws Exception {
        TokenCounter counter = Tokenizers.byName("cl100k_base").orElseThrow();
        List<Source> sources = MachineCorpus.jdkSources(5, 12);
        ExecutorService helpers = Executors.newFixedThreadPool(3);
        try {
            Random random = new Random(5);
            for (Source s : sources) {
                String text = s.text();
                DocumentTokens alone = new TokenPass(text, counter, 512).finish();
                TokenPass shared = new TokenPass(text, counter, 512);
                List<Future<?>> started = new ArrayList<>();
                for (int h = 0; h < 3; h++) {
                    started.add(helpers.submit(shared::help));
                }
                DocumentTokens together = shared.finish();
                for (Future<?> f : started) {
                    f.get();
                }
                assertThat(together.count(0, text.length())).as("%s whole", s.path()).isEqualTo(counter.count(text));
                for (int k = 0; k < 200; k++) {
                    int a = snap(text, random.nextInt(text.length() + 1));
                    int b = snap(text, random.nextInt(text.length() + 1));
                    int from = Math.min(a, b);
                    int to = Math.max(a, b);
                    assertThat(together.count(from, to)).as("%s [%d, %d)", s.path(), from, to).isEqualTo(alone.count(from, to));
                    assertThat(together.reach(from, text.length(), 100)).as("%s reach from %d", s.path(), from)
                            .isEqualTo(alone.reach(from, text.length(), 100));
                }
            }
        } finally {
            helpers.shutdownNow();
        }
    }

    @Test
    void aTokenizerFailingOnAHelperThreadFailsThePackingThread() throws Exception {
        TokenCounter failing = new TokenCounter() {
            @Override
            public String name() {
                return "failing";
            }

            @Override
            public int count(String text) {
                throw new IllegalStateException("tokenizer failed on a piece of " + text.length() + " chars");
            }

            @Override
            public boolean isAdditiveBoundary(CharSequence text, int position) {
                return position == 0 || position == text.length() || text.charAt(position - 1) == '\n';
            }
        };
        String text = "line\n".repeat(2_000);
        TokenPass pass = new TokenPass(text, failing, 100);
        Thread helper = Thread.ofPlatform().start(pass::help);
        helper.join(); // the helper took every block and failed on the first
        assertThatThrownBy(pass::finish).isInstanceOf(IllegalStateException.class).hasMessageContaining("tokenizer failed");
    }

    /** Never a cut inside a surrogate pair: the tokenizers would see a broken char. */
    private static int snap(String text, int p) {
        return p > 0 && p < text.length() && Character.isLowSurrogate(text.charAt(p)) ? p - 1 : p;
    }

    @Provide
    Arbitrary<String> tokenizers() {
        return Arbitraries.of("cl100k_base", "o200k_base", "p50k_base", "r50k_base", "bert-base-uncased", "characters", "words");
    }

    /** Short strings dense in what the pre-tokenizers care about: line breaks, spaces, punctuation, slashes. */
    @Provide
    Arbitrary<String> dense() {
        return Arbitraries.of("\n", "\r\n", "\r", " ", "  ", "\t", "\u00A0", "\u2028", "\u000B", "\u0085", "a", "Word", "x1",
                        "123", "'s", "'LL", ";", "//", "/", "/*", "*/", "{", "}", "😀", "é", "漢", "<|endoftext|>", "\uFEFF", "\u200D",
                        "[CLS]", "[", "]", "MASK", "\u0301", "\uD55C", "\u0130", "\u200B", "\u2E43")
                .list().ofMaxSize(60).map(parts -> String.join("", parts));
    }
}
