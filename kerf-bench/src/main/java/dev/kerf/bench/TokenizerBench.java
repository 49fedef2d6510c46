package dev.kerf.bench;

import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * kerf with each built-in tokenizer of a real model, against cl100k_base in the same run: one
 * counting pass over the texts and kerf's chunking at 256 tokens, alternating, medians of the runs
 * and of the per-run ratios to cl100k_base.
 *
 * <pre>
 * java -jar kerf-bench/target/kerf-bench.jar --tokenizers [--quick] [--runs N] [--data DIR]
 * </pre>
 */
final class TokenizerBench {
    private static final List<String> TOKENIZERS = List.of("cl100k_base", "o200k_base", "bert-base-uncased");

    private TokenizerBench() {}

    static void run(boolean quick, int runs, Path data) throws IOException {
        System.out.printf(Locale.ROOT, "kerf-bench --tokenizers: Java %s, %d cores, %d runs (medians)%n%n",
                Runtime.version(), Runtime.getRuntime().availableProcessors(), runs);
        System.out.println("| input | MB | tokenizer | count MB/s | count / cl100k | chunk MB/s | chunk / cl100k | chunks |");
        System.out.println("|---|---:|---|---:|---:|---:|---:|---:|");
        for (Corpus corpus : List.of(Corpus.jdkSources(quick ? 1500 : 0), Corpus.files("Chroma prose corpora", data.resolve("chroma/corpora"), ".md"))) {
            measure(corpus, runs);
        }
    }

    private static void measure(Corpus corpus, int runs) {
        int n = TOKENIZERS.size();
        TokenCounter[] counters = new TokenCounter[n];
        Kerf[] chunkers = new Kerf[n];
        for (int t = 0; t < n; t++) {
            counters[t] = Tokenizers.byName(TOKENIZERS.get(t)).orElseThrow();
            chunkers[t] = Kerf.create(ChunkOptions.builder().tokenizer(counters[t]).maxTokens(256).build());
        }
        double[][] count = new double[n][runs];
        double[][] chunk = new double[n][runs];
        long[] chunks = new long[n];
        long sink = 0;
        for (int t = 0; t < n; t++) {
            sink += countAll(corpus, counters[t]) + Bench.chunkAll(corpus, chunkers[t]); // warm-up
        }
        for (int r = 0; r < runs; r++) {
            for (int t = 0; t < n; t++) {
                long t0 = System.nanoTime();
                sink += countAll(corpus, counters[t]);
                long t1 = System.nanoTime();
                chunks[t] = Bench.chunkAll(corpus, chunkers[t]);
                long t2 = System.nanoTime();
                count[t][r] = (t1 - t0) / 1e9;
                chunk[t][r] = (t2 - t1) / 1e9;
            }
        }
        double mb = corpus.utf8Bytes() / 1e6;
        for (int t = 0; t < n; t++) {
            double[] countRatio = new double[runs];
            double[] chunkRatio = new double[runs];
            for (int r = 0; r < runs; r++) {
                countRatio[r] = count[t][r] / count[0][r];
                chunkRatio[r] = chunk[t][r] / chunk[0][r];
            }
            System.out.printf(Locale.ROOT, "| %s | %.1f | %s | %.1f | %.2fx | %.1f | %.2fx | %d |%n", corpus.name(), mb, TOKENIZERS.get(t),
                    mb / Bench.median(count[t]), Bench.median(countRatio), mb / Bench.median(chunk[t]), Bench.median(chunkRatio), chunks[t]);
        }
        if (sink == 42) {
            System.out.println();
        }
    }

    private static long countAll(Corpus corpus, TokenCounter counter) {
        long tokens = 0;
        for (Corpus.Doc d : corpus.docs()) {
            tokens += counter.count(d.text());
        }
        return tokens;
    }
}
