package dev.kerf.eval;

import dev.kerf.Granularity;
import dev.kerf.eval.changes.ChangeSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.lucene.analysis.en.EnglishAnalyzer;

/**
 * Runs the retrieval-quality evaluation and writes a Markdown report with an SVG chart: the same
 * rows (kerf at three limits and both granularities, a fixed-size token baseline, LangChain4j's
 * recursive splitter and, when Node is there, LangChain.js's recursive splitter and, on code,
 * LlamaIndex's CodeSplitter) on the Chroma prose data, on code sampled from the JDK's sources
 * and the Python standard library, and on the change sets of {@code data/changes} (commit messages
 * over the lines their commits introduced, see {@link ChangeSet}). The prose set also gets
 * Chroma's reference chunker, whose precision-omega must come out at the published 29.9: that
 * checks the metric code.
 *
 * <pre>java -jar kerf-eval/target/kerf-eval.jar [--quick] [options]</pre>
 *
 * See {@link EvalOptions} for the options ({@code --sets} runs only some benchmarks). By default
 * the data is looked for as {@code data/chroma} in the working directory and its parents, the
 * change sets as {@code changes} beside it, and the report is written next to the jar ({@code
 * kerf-eval/target/eval-report.md}).
 */
public final class Eval {
    /** Chroma's published precision-omega for LangChain recursive, 200 tokens, no overlap. */
    static final double PUBLISHED_REFERENCE_OMEGA = 29.9;
    /** kerf's limits; at 150 its prose chunks average 132 tokens, just under the reference's 137. */
    static final int[] LIMITS = {128, 150, 256, 512};
    static final int BOOTSTRAP_RESAMPLES = 1_000;
    static final int QUESTIONS_PER_FILE = 10;
    static final int MAX_FILE_CHARS = 120_000;
    /** Code files per language embedded with MiniLM: embedding on a CPU is far slower than BM25. */
    static final int EMBEDDING_FILES = 40;
    /** Questions per change set with --quick: the first ones, which are a random sample of the set. */
    static final int QUICK_CHANGE_QUESTIONS = 40;
    /**
     * A change set scored with MiniLM: at most this many questions, those whose target files fit in
     * {@link #EMBEDDING_CHANGE_TARGET_CHARS}, over those files and others up to {@link #EMBEDDING_CHANGE_CHARS}.
     */
    static final int EMBEDDING_CHANGE_QUESTIONS = 40;
    static final int EMBEDDING_CHANGE_TARGET_CHARS = 200_000;
    static final int EMBEDDING_CHANGE_CHARS = 300_000;

    private Eval() {}

    public static void main(String[] args) throws IOException {
        EvalOptions options;
        try {
            if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
                System.out.println(EvalOptions.USAGE);
                return;
            }
            options = EvalOptions.parse(args);
        } catch (IllegalArgumentException e) {
            usage(e.getMessage());
            return;
        }
        long started = System.nanoTime();
        EvalReport report = new EvalReport(options, new PairedBootstrap(BOOTSTRAP_RESAMPLES, options.seed(), 0.95));

        Path folder = options.data() != null ? dataFolder(options.data()) : findDefaultData();
        Path sets = folder.toAbsolutePath().getParent();
        List<String> known = new ArrayList<>(EvalOptions.GROUPS);
        List<ChangeSet> changeSets = changeSets(sets.resolve("changes"), "changes", options, known);
        List<ChangeSet> docSets = changeSets(sets.resolve("docs"), "docs", options, known);
        for (String asked : options.sets()) {
            if (!known.contains(asked)) {
                usage("--sets: no benchmark '" + asked + "'; there are " + String.join(", ", known));
            }
        }
        MiniLmEmbedder embedder = options.embeddings() ? new MiniLmEmbedder() : null;
        NodePeers.Prepared prepared = options.node()
                ? NodePeers.prepare(options.peersJs(), options.peerTokens())
                : new NodePeers.Prepared(Optional.empty(), "--no-node was given");
        NodePeers node = prepared.peers().orElse(null);
        report.nodePeers(node != null ? node.describe() : null, prepared.reason());
        List<BenchmarkResult> embedded = new ArrayList<>();
        if (options.runs("prose")) {
            ChromaDataset chroma = ChromaDataset.load(folder);
            Benchmark prose = new Benchmark("prose (Chroma)", chroma.questions(), chroma.corpora(), EnglishAnalyzer::new);
            ReferenceChunker reference = new ReferenceChunker(200);
            List<Chunker> proseRows = new ArrayList<>(List.of(reference));
            proseRows.addAll(rows(options, node, prose, "text"));
            List<BenchmarkResult> proseResults = run(prose, proseRows, "data: " + folder.getFileName(), embedder);
            report.add(proseResults.getFirst());
            report.referenceCheck(proseResults.getFirst().rows().getFirst(), reference.misplaced(), PUBLISHED_REFERENCE_OMEGA);
            embedded.addAll(proseResults.subList(1, proseResults.size()));
        }
        if (options.code()) {
            if (options.runs("java")) {
                Path zip = options.jdkSrc() != null ? options.jdkSrc() : ZipSourceTree.ofRunningJdk();
                if (Files.isRegularFile(zip)) {
                    try (SourceTree tree = new ZipSourceTree(zip)) {
                        String name = "code: JDK " + Runtime.version().feature() + " sources";
                        embedded.addAll(code(name, "java", tree, JavadocMethods::find, options, embedder, node, report));
                    }
                } else {
                    report.note("No JDK sources at " + zip.getFileName() + ": the Java benchmark was skipped.");
                }
            }
            if (options.runs("python")) {
                Path stdlib = options.pythonStdlib() != null ? options.pythonStdlib() : DirectorySourceTree.ofPython3();
                try (SourceTree tree = new DirectorySourceTree(stdlib)) {
                    String name = "code: Python " + stdlib.getFileName() + " standard library";
                    embedded.addAll(code(name, "python", tree, PythonDocstrings::find, options, embedder, node, report));
                }
            }
            embedded.addAll(changes(changeSets, "changes", options, embedder, node, report));
        }
        if (!docSets.isEmpty()) {
            embedded.addAll(changes(docSets, "docs", options, embedder, node, report));
        }
        report.pooled();
        if (embedder != null && !embedded.isEmpty()) {
            report.embeddings(embedded, embedder.embedded());
        }

        report.finish(seconds(started));
        Path reportFile = options.report() != null ? options.report() : defaultReportFolder().resolve("eval-report.md");
        report.write(reportFile);
        if (options.questions() != null) {
            report.writeQuestions(options.questions());
            System.err.printf(Locale.ROOT, "questions: %s%n", options.questions());
        }
        System.out.print(report.markdown());
        System.err.printf(Locale.ROOT, "report: %s%n", reportFile);
    }

    /** The rows every benchmark gets: kerf at each limit and granularity, then the two baselines at {@code peerTokens}. */
    static List<Chunker> rows(int peerTokens) {
        List<Chunker> rows = new ArrayList<>();
        for (int limit : LIMITS) {
            rows.add(new KerfChunker(limit, 0, Granularity.PACKED));
        }
        for (int limit : new int[] {256, 512}) {
            rows.add(new KerfChunker(limit, 0, Granularity.DEFINITION));
        }
        // Filled up to the limit, as packing was before targetTokens: what the target changes.
        rows.add(new KerfChunker(512, 0, Granularity.PACKED, false, 512));
        for (int limit : new int[] {256, 512}) {
            rows.add(new KerfChunker(limit, 0, Granularity.PACKED, true));
        }
        rows.add(new KerfChunker(512, 0, Granularity.DEFINITION, true));
        rows.addAll(baselines(peerTokens));
        return rows;
    }

    /** The fixed-size token baseline and LangChain4j's recursive splitter, at the peers' size. */
    private static List<Chunker> baselines(int peerTokens) {
        return List.of(new FixedTokenChunker(peerTokens), new LangChainRecursiveChunker(peerTokens));
    }

    /** The rows --kerf-rows asked for, then the two baselines at {@code peerTokens}. */
    static List<Chunker> rows(List<KerfRow> kerfRows, int peerTokens) {
        List<Chunker> rows = new ArrayList<>();
        for (KerfRow row : kerfRows) {
            rows.add(row.chunker());
        }
        rows.addAll(baselines(peerTokens));
        return rows;
    }

    /**
     * The standard rows, or those of --kerf-rows when it was given, then the Node peers' rows for
     * this benchmark when Node is there; the baselines and peers at --peer-tokens.
     */
    static List<Chunker> rows(EvalOptions options, NodePeers node, Benchmark benchmark, String language) {
        List<KerfRow> kerfRows = options.kerfRows();
        List<Chunker> rows = kerfRows.isEmpty() ? rows(options.peerTokens()) : rows(kerfRows, options.peerTokens());
        if (node != null) {
            rows.addAll(node.chunkers(benchmark, language));
        }
        return rows;
    }

    /**
     * The code benchmark sampled from {@code tree}, scored with BM25; with embeddings on, also a
     * smaller sample scored with both BM25 and MiniLM (returned), as embedding is slow on a CPU.
     */
    private static List<BenchmarkResult> code(String name, String language, SourceTree tree,
            Function<String, List<DocumentedFunction>> finder, EvalOptions options, MiniLmEmbedder embedder,
            NodePeers node, EvalReport report) throws IOException {
        String source = tree.names().size() + " candidate files";
        Benchmark full = CodeBenchmark.sample(name, tree, finder, sampling(options.files(), options.seed()));
        report.add(run(full, rows(options, node, full, language), source, null).getFirst());
        if (embedder == null) {
            return List.of();
        }
        int files = Math.min(options.files(), EMBEDDING_FILES);
        Benchmark small = CodeBenchmark.sample(
                name + ", " + files + " files", tree, finder, sampling(files, options.seed()));
        // the same files as the first of the full sample: the Node peers' chunks come from their cache
        return run(small, rows(options, node, small, language), source, embedder);
    }

    /**
     * The sets of {@code group} ({@code changes} for code, {@code docs} for documentation) in
     * {@code folder}, next to the Chroma data, that --sets asks for; every set's name is added to
     * {@code known}, so that a name that is no benchmark is a usage error before anything runs.
     */
    private static List<ChangeSet> changeSets(Path folder, String group, EvalOptions options, List<String> known)
            throws IOException {
        List<ChangeSet> sets = new ArrayList<>();
        for (Path p : ChangeSet.find(folder)) {
            String name = p.getFileName().toString();
            known.add(name);
            if (options.code() && options.runs(name, group)) {
                sets.add(ChangeSet.load(p));
            }
        }
        return sets;
    }

    /**
     * Each change set of {@code group} ({@code changes} or {@code docs}) scored with BM25 on all its questions (the first {@value #QUICK_CHANGE_QUESTIONS}
     * with --quick) over every kept file; with embeddings on, also a sample bounded in chars
     * ({@link ChangeSet#sample}) scored with both BM25 and MiniLM (returned).
     */
    private static List<BenchmarkResult> changes(List<ChangeSet> sets, String group, EvalOptions options,
            MiniLmEmbedder embedder, NodePeers node, EvalReport report) throws IOException {
        if (sets.isEmpty()) {
            return List.of();
        }
        int questions = options.quick() ? QUICK_CHANGE_QUESTIONS : Integer.MAX_VALUE;
        if (group.equals("docs")) {
            report.docSets(sets.size(), options.quick() ? QUICK_CHANGE_QUESTIONS : 0);
        } else {
            report.changeSets(sets.size(), options.quick() ? QUICK_CHANGE_QUESTIONS : 0);
        }
        List<BenchmarkResult> embedded = new ArrayList<>();
        for (ChangeSet set : sets) {
            String name = group + ": " + set.name() + " (" + set.language() + ")";
            String source = set.describe();
            Benchmark full = set.benchmark(name, questions);
            report.add(run(full, rows(options, node, full, set.language()), source, null).getFirst());
            if (embedder != null) {
                int questionsAsked = Math.min(full.questions().size(), EMBEDDING_CHANGE_QUESTIONS);
                Benchmark small = set.sample(name, questionsAsked, EMBEDDING_CHANGE_TARGET_CHARS, EMBEDDING_CHANGE_CHARS,
                        options.seed());
                small = new Benchmark(name + ", " + small.questions().size() + " questions", small.questions(),
                        small.corpora(), small.analysis());
                embedded.addAll(run(small, rows(options, node, small, set.language()), source, embedder));
            }
        }
        return embedded;
    }

    private static CodeBenchmark.Sampling sampling(int files, long seed) {
        return new CodeBenchmark.Sampling(files, QUESTIONS_PER_FILE, MAX_FILE_CHARS, seed);
    }

    /**
     * Chunks the benchmark with each chunker once and scores the chunks with BM25 and, when an
     * embedder is given, with MiniLM: one result per retriever, BM25 first.
     */
    private static List<BenchmarkResult> run(Benchmark benchmark, List<Chunker> chunkers, String source,
            MiniLmEmbedder embedder) throws IOException {
        System.err.printf(Locale.ROOT, "%s: %d questions, %d corpora (%s)%n",
                benchmark.name(), benchmark.questions().size(), benchmark.corpora().size(), source);
        List<RetrieverKind> kinds = new ArrayList<>(List.of(RetrieverKind.bm25(benchmark)));
        if (embedder != null) {
            kinds.add(RetrieverKind.miniLm(embedder));
        }
        List<List<EvalRow>> rows = new ArrayList<>();
        List<RowEvaluator> evaluators = new ArrayList<>();
        for (RetrieverKind kind : kinds) {
            rows.add(new ArrayList<>());
            evaluators.add(new RowEvaluator(benchmark, kind.factory()));
        }
        for (Chunker chunker : chunkers) {
            Map<String, List<LocatedChunk>> chunks = evaluators.getFirst().chunkAll(chunker);
            for (int i = 0; i < kinds.size(); i++) {
                long t = System.nanoTime();
                rows.get(i).add(evaluators.get(i).evaluate(chunker.name(), chunker.config(), chunks));
                System.err.printf(Locale.ROOT, "  %s, %s: %.1f s%n", chunker.shortLabel(), kinds.get(i).name(), seconds(t));
            }
        }
        List<BenchmarkResult> results = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            results.add(new BenchmarkResult(benchmark, kinds.get(i).name(), source, chunkers, rows.get(i)));
        }
        return results;
    }

    static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    /** The folder the jar (or the classes) sit in: {@code kerf-eval/target} after a build. */
    private static Path defaultReportFolder() {
        try {
            Path location = Path.of(Eval.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return location.getParent();
        } catch (Exception e) {
            return Path.of("");
        }
    }

    private static Path dataFolder(Path given) {
        if (Files.isRegularFile(given.resolve(ChromaDataset.QUESTIONS_FILE))) {
            return given;
        }
        if (Files.isRegularFile(given.resolve("chroma").resolve(ChromaDataset.QUESTIONS_FILE))) {
            return given.resolve("chroma");
        }
        usage("no " + ChromaDataset.QUESTIONS_FILE + " in " + given + " or " + given.resolve("chroma"));
        return given;
    }

    private static Path findDefaultData() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("data").resolve("chroma");
            if (Files.isRegularFile(candidate.resolve(ChromaDataset.QUESTIONS_FILE))) {
                return candidate;
            }
        }
        usage("data/chroma not found in the working directory or its parents; give --data DIR");
        return null;
    }

    private static void usage(String message) {
        System.err.println("kerf-eval: " + message);
        System.err.println(EvalOptions.USAGE);
        System.exit(2);
    }
}
