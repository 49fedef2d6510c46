package dev.kerf.bench;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.internal.generic.GenericSegmenter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Speed of kerf against its floor: one plain jtokkit {@code countTokensOrdinary} pass over the same
 * texts, measured in the same run, alternating, several times; medians reported. Two kerf rows: the
 * generic structure pinned, and the structure kerf picks by itself (the syntax structure for Java,
 * the Markdown structure for the Markdown corpora). For code, one tree-sitter parse is
 * timed too: the syntax structure's floor is one parse plus one tokenizer pass.
 * Also the heap held by 10,000 chunks.
 *
 * <pre>
 * java -jar kerf-bench/target/kerf-bench.jar [--quick] [--runs N] [--data DIR]
 * java -jar kerf-bench/target/kerf-bench.jar --repo [--quick] [--runs N]    # whole folders, 1 core against all
 * java -jar kerf-bench/target/kerf-bench.jar --native   # memory outside the heap for one large file, a fresh JVM per row
 * java -jar kerf-bench/target/kerf-bench.jar --tokenizers [--quick]   # each model tokenizer against cl100k_base
 * java -jar kerf-bench/target/kerf-bench.jar --peers [--quick] [--runs N] [--files N]   # against langchain4j, Spring AI, LangChain.js, LlamaIndex
 * </pre>
 */
public final class Bench {
    private Bench() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length == 5 && args[0].equals("--native-one")) {
            NativeMemory.one(Path.of(args[4]), args[1], args[2]);
            return;
        }
        try {
            run(args);
        } catch (java.io.FileNotFoundException e) {
            System.err.println("kerf-bench: " + e.getMessage());
            System.exit(2);
        }
    }

    private static void run(String[] args) throws IOException, InterruptedException {
        boolean quick = false;
        boolean repo = false;
        boolean peers = false;
        boolean nativeMemory = false;
        boolean tokenizers = false;
        int runs = 7;
        int files = 0;
        Path data = Path.of("data");
        Path peersJs = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--repo" -> repo = true;
                case "--peers" -> peers = true;
                case "--native" -> nativeMemory = true;
                case "--tokenizers" -> tokenizers = true;
                case "--files" -> files = Integer.parseInt(args[++i]);
                case "--peers-js" -> peersJs = Path.of(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--data" -> data = Path.of(args[++i]);
                default -> {
                    System.err.println("usage: kerf-bench [--quick] [--runs N] [--data DIR] [--repo | --native | --tokenizers | --peers [--files N] [--peers-js DIR]]");
                    System.exit(2);
                }
            }
        }
        if (quick) {
            runs = Math.min(runs, 3);
        }
        if (repo) {
            RepoBench.run(quick, runs);
            return;
        }
        if (nativeMemory) {
            NativeMemory.run(data);
            return;
        }
        if (tokenizers) {
            TokenizerBench.run(quick, runs, data);
            return;
        }
        if (peers) {
            Peers.run(quick, runs, files, data, peersJs);
            return;
        }
        System.out.printf(Locale.ROOT, "kerf-bench: Java %s, %d cores, max heap %d MB, %d runs (medians)%n",
                Runtime.version(), Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20, runs);
        List<Corpus> corpora = new ArrayList<>();
        corpora.add(Corpus.jdkSources(quick ? 1500 : 0));
        corpora.add(Corpus.files("Chroma prose corpora", data.resolve("chroma/corpora"), ".md"));
        // Sphinx and AsciiDoc documentation (the markup structure): Flask, pytest, Spring's references
        corpora.add(Corpus.files("reStructuredText and AsciiDoc docs", data.resolve("docs"), ".rst", ".adoc"));
        try {
            corpora.add(Corpus.nodeDocs());
        } catch (IOException e) {
            System.out.println("Node docs skipped: " + e.getMessage());
        }

        Encoding cl100k = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.CL100K_BASE);
        ChunkOptions options = ChunkOptions.builder().maxTokens(512).build();
        Kerf generic = Kerf.create(options, new GenericSegmenter());
        Kerf auto = Kerf.create(options);
        System.out.println();
        System.out.println("| input | MB (rounds) | tokenizer pass MB/s | generic MB/s | generic / pass | chunks | picked MB/s | picked / pass | chunks |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (Corpus corpus : corpora) {
            measure(corpus, cl100k, List.of(generic, auto), runs);
        }
        System.out.println();
        memory(corpora.getFirst(), generic);
        System.out.println();
        parseFloor(corpora.getFirst(), "java", runs);
        SyntaxChecks.run(corpora.getFirst(), auto);
    }

    /** Times one tokenizer pass and each chunker over {@code corpus}, alternating, and prints one table row. */
    private static void measure(Corpus corpus, Encoding cl100k, List<Kerf> chunkers, int runs) {
        // Small inputs are timed over several rounds, so each timing covers at least ~20 MB.
        int rounds = (int) Math.max(1, Math.ceil(20e6 / corpus.utf8Bytes()));
        double mb = corpus.utf8Bytes() / 1e6 * rounds;
        long sink = countAll(corpus, cl100k);
        for (Kerf k : chunkers) {
            sink += chunkAll(corpus, k); // warm-up
        }
        double[] pass = new double[runs];
        double[][] times = new double[chunkers.size()][runs];
        double[][] ratios = new double[chunkers.size()][runs];
        long[] chunks = new long[chunkers.size()];
        for (int r = 0; r < runs; r++) {
            long t0 = System.nanoTime();
            for (int k = 0; k < rounds; k++) {
                sink += countAll(corpus, cl100k);
            }
            pass[r] = (System.nanoTime() - t0) / 1e9;
            for (int c = 0; c < chunkers.size(); c++) {
                long t1 = System.nanoTime();
                for (int k = 0; k < rounds; k++) {
                    chunks[c] = chunkAll(corpus, chunkers.get(c));
                }
                times[c][r] = (System.nanoTime() - t1) / 1e9;
                ratios[c][r] = times[c][r] / pass[r];
            }
        }
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %s | %.1f%s | %.1f |", corpus.name(),
                corpus.utf8Bytes() / 1e6, rounds > 1 ? " (x" + rounds + ")" : "", mb / median(pass)));
        for (int c = 0; c < chunkers.size(); c++) {
            row.append(String.format(Locale.ROOT, " %.1f | %.2fx | %d |", mb / median(times[c]), median(ratios[c]), chunks[c]));
        }
        System.out.println(row);
        if (sink == 42) {
            System.out.println();
        }
    }

    /**
     * The other half of the floor for code: one tree-sitter parse of every file (trees closed at
     * once), in MB/s, beside one tokenizer pass, so the syntax structure can be set against both.
     */
    private static void parseFloor(Corpus corpus, String language, int runs) {
        var grammar = dev.kerf.grammars.Grammars.language(language);
        if (grammar.isEmpty()) {
            System.out.println("tree-sitter parse: no grammar library on this machine ("
                    + dev.kerf.grammars.Grammars.unavailableReason().orElse("?") + ")");
            return;
        }
        double mb = corpus.utf8Bytes() / 1e6;
        double[] times = new double[runs];
        for (int r = -1; r < runs; r++) {
            long t0 = System.nanoTime();
            for (Corpus.Doc d : corpus.docs()) {
                if (!dev.kerf.syntax.ParseOnly.parses(language, d.text())) {
                    System.out.println("no tree for " + d.path());
                }
            }
            if (r >= 0) {
                times[r] = (System.nanoTime() - t0) / 1e9;
            }
        }
        System.out.printf(Locale.ROOT, "tree-sitter parse alone (%s, %s): %.1f MB/s%n", language, corpus.name(), mb / median(times));
    }

    private static long countAll(Corpus corpus, Encoding cl100k) {
        long tokens = 0;
        for (Corpus.Doc d : corpus.docs()) {
            tokens += cl100k.countTokensOrdinary(d.text());
        }
        return tokens;
    }

    static long chunkAll(Corpus corpus, Kerf kerf) {
        long chunks = 0;
        for (Corpus.Doc d : corpus.docs()) {
            chunks += kerf.chunk(Source.fromText(d.text()).withPath(d.path())).size();
        }
        return chunks;
    }

    /** Heap held by 10,000 chunks (JDK sources at 512 tokens), after full GCs before and after. */
    private static void memory(Corpus corpus, Kerf kerf) {
        long before = usedHeap();
        List<Chunk> held = new ArrayList<>();
        for (Corpus.Doc d : corpus.docs()) {
            held.addAll(kerf.chunk(Source.fromText(d.text()).withPath(d.path())));
            if (held.size() >= 10_000) {
                break;
            }
        }
        List<Chunk> tenThousand = new ArrayList<>(held.subList(0, Math.min(10_000, held.size())));
        held = null;
        long after = usedHeap();
        long textChars = tenThousand.stream().mapToLong(c -> c.text().length()).sum();
        System.out.printf(Locale.ROOT, "Memory: %d chunks held: %.1f MB of heap (their text alone: %.1f MB of chars)%n",
                tenThousand.size(), (after - before) / 1e6, textChars / 1e6);
        if (tenThousand.hashCode() == 42) {
            System.out.println();
        }
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

}
