package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * A parse is bounded by work, never by time (guarantee 6): the same text takes the same work on an
 * idle machine and on a busy one, a parse stops exactly at its bound, and so the chunks of a file
 * cannot depend on the machine's load.
 */
class ParseWorkTest {
    private static final MemorySegment GO = NativeTree.language("go");

    /** Random Go tokens: mostly syntax errors, the kind of input a time limit used to cut short. */
    private static String goSoup(int tokens) {
        String[] words = {"func", "(", ")", "{", "}", "[", "]", "if", "for", "return", "x", ":=", "<-", "chan", "go",
            "struct", "interface", "map", "case", ":", "*", "&", ".", ",", "\n"};
        Random r = new Random(42);
        StringBuilder b = new StringBuilder("package main\n");
        for (int i = 0; i < tokens; i++) {
            b.append(words[r.nextInt(words.length)]).append(' ');
        }
        return b.toString();
    }

    private static long work(String text) {
        long[] work = new long[1];
        try (NativeTree tree = NativeTree.parse(GO, text, Long.MAX_VALUE, work)) {
            assertThat(tree).isNotNull();
        }
        return work[0];
    }

    @Test
    void aParseStopsExactlyAtItsWorkBound() {
        String soup = goSoup(5_000);
        long needed = work(soup);
        assertThat(needed).isGreaterThan(10);
        try (NativeTree cut = NativeTree.parse(GO, soup, needed - 1)) {
            assertThat(cut).as("one unit short of what the parse needs").isNull();
        }
        try (NativeTree whole = NativeTree.parse(GO, soup, needed)) {
            assertThat(whole).isNotNull();
        }
    }

    @Test
    void theWorkAndTheChunksAreTheSameOnABusyMachine() throws Exception {
        String soup = goSoup(20_000);
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).build());
        Source source = Source.fromText(soup).withPath("soup.go");
        long idleWork = work(soup);
        var idleChunks = kerf.chunk(source);
        assertThat(idleChunks.getFirst().strategy()).isEqualTo("semantic");

        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> busy = new ArrayList<>();
        for (int i = 0; i < 2 * Runtime.getRuntime().availableProcessors(); i++) {
            Thread t = new Thread(() -> {
                long x = 0;
                while (!stop.get()) {
                    x += soup.hashCode() + x % 7;
                }
                assertThat(x).isNotNull();
            });
            t.start();
            busy.add(t);
        }
        try {
            for (int round = 0; round < 3; round++) {
                assertThat(work(soup)).isEqualTo(idleWork);
                assertThat(kerf.chunk(source)).isEqualTo(idleChunks);
            }
        } finally {
            stop.set(true);
            for (Thread t : busy) {
                t.join();
            }
        }
    }

    @Test
    void realCodeParsesWellWithinTheBound() {
        for (var s : dev.kerf.MachineCorpus.jdkSources(3, 40)) {
            long[] work = new long[1];
            try (NativeTree tree = NativeTree.parse(NativeTree.language("java"), s.text(), Long.MAX_VALUE, work)) {
                assertThat(tree).isNotNull();
            }
            assertThat(work[0]).as(s.path().orElseThrow()).isLessThan(SyntaxSegmenter.maxWork(s.text().length()) / 2);
        }
    }

    /** One array of small digits: the most syntax nodes, so the most native memory, per char of ordinary text. */
    private static String denseNumbers(int chars) {
        StringBuilder b = new StringBuilder("const n = [");
        for (int i = 0; b.length() < chars; i++) {
            b.append(i % 10).append(',');
        }
        return b.append("];\n").toString();
    }

    @Test
    void noParseTakesMoreThanTheCapWhateverTheLength() {
        // 1.2 million chars of digits would need more work, and so a larger native tree, than any
        // parse may take: the file gets the delimiter structure instead of an 800 MB tree.
        String dense = denseNumbers(1_200_000);
        long[] work = new long[1];
        try (NativeTree tree = NativeTree.parse(NativeTree.language("javascript"), dense, Long.MAX_VALUE, work)) {
            assertThat(tree).isNotNull();
        }
        assertThat(work[0]).isGreaterThan(SyntaxSegmenter.MAX_WORK);
        assertThat(SyntaxSegmenter.maxWork(dense.length())).isEqualTo(SyntaxSegmenter.MAX_WORK);
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        var chunks = kerf.chunk(Source.fromText(dense).withPath("numbers.js"));
        assertThat(chunks).extracting(c -> c.strategy()).doesNotContain("semantic");
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata().get("fallback_reason")).asString().contains("more work than kerf allows"));

        // A million chars of real Java still parses within the cap.
        StringBuilder java = new StringBuilder();
        for (var s : dev.kerf.MachineCorpus.jdkSources(7, 400)) {
            if (java.length() > 1_000_000) {
                break;
            }
            java.append(s.text()).append('\n');
        }
        assertThat(java.length()).isGreaterThan(1_000_000);
        var javaChunks = kerf.chunk(Source.fromText(java.toString()).withPath("Big.java"));
        assertThat(javaChunks).extracting(c -> c.strategy()).containsOnly("semantic");
    }
}
