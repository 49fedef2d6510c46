package dev.kerf.eval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report of a run, in Markdown: the settings, what each metric means, per benchmark its table
 * and the paired-bootstrap intervals of the differences that matter for kerf's defaults, and a
 * chart of quality against chunk size (SVG files written next to the report).
 */
public final class EvalReport {
    static final String RECALL_CHART = "eval-recall.svg";
    static final String IOU_CHART = "eval-iou.svg";
    static final String EMBEDDING_CHART = "eval-minilm-recall.svg";

    private final EvalOptions options;
    private final PairedBootstrap bootstrap;
    private final StringBuilder body = new StringBuilder();
    private final List<BenchmarkResult> results = new ArrayList<>();
    private final List<BenchmarkResult> embedded = new ArrayList<>();
    private double seconds;
    private String nodePeers = "";

    public EvalReport(EvalOptions options, PairedBootstrap bootstrap) {
        this.options = options;
        this.bootstrap = bootstrap;
    }

    public void add(BenchmarkResult result) {
        results.add(result);
        section("## ", result);
    }

    private void section(String level, BenchmarkResult result) {
        Benchmark b = result.benchmark();
        body.append('\n').append(level).append(result.title()).append("\n\n");
        body.append(String.format(Locale.ROOT, "%d questions over %d corpora (%s).%n%n",
                b.questions().size(), b.corpora().size(), result.source()));
        body.append(MarkdownTable.of(result.rows()));
        for (Chunker c : result.chunkers()) {
            if (c.note() != null) {
                body.append('\n').append(c.note()).append('\n');
            }
        }
        body.append("\nDifferences in percentage points, 95% paired-bootstrap intervals"
                + " (a star: the interval leaves out zero):\n\n");
        body.append(MarkdownTable.differences(comparisons(result, compared()), bootstrap));
    }

    /** The kerf rows set against every peer: its default shape at two limits, without and with the context header. */
    static final List<String> KERF_DEFAULTS = List.of(
            "kerf packed 256", "kerf packed 512", "kerf packed 256 header", "kerf packed 512 header");

    /**
     * The kerf rows named in {@code compared} (its default rows, packed with and without the
     * context header, or those of --kerf-rows) against every peer row (the fixed-size baseline,
     * LangChain4j, the Node peers, Chroma's reference on prose); then definition against packed,
     * and each row with the header against the same row without it.
     */
    static List<MarkdownTable.Comparison> comparisons(BenchmarkResult result, List<String> compared) {
        List<MarkdownTable.Comparison> out = new ArrayList<>();
        List<String> labels = result.chunkers().stream().map(Chunker::shortLabel).toList();
        List<String> peers = new ArrayList<>();
        for (Chunker c : result.chunkers()) {
            if (!c.name().equals("kerf")) {
                peers.add(c.shortLabel());
            }
        }
        for (String kerf : compared) {
            if (!labels.contains(kerf)) {
                continue;
            }
            for (String peer : peers) {
                out.add(new MarkdownTable.Comparison(kerf + " − " + peer, result.row(kerf), result.row(peer)));
            }
        }
        List<String[]> pairs = new ArrayList<>(List.of(
                new String[] {"kerf definition 256", "kerf packed 256"}, new String[] {"kerf definition 512", "kerf packed 512"}));
        for (String label : labels) {
            String without = label.endsWith(" header") ? label.substring(0, label.length() - " header".length()) : null;
            if (label.startsWith("kerf ") && without != null && labels.contains(without)) {
                pairs.add(new String[] {label, without});
            }
        }
        pairs.add(new String[] {"kerf definition 512 header", "kerf packed 512 header"});
        for (String[] pair : pairs) {
            if (labels.contains(pair[0]) && labels.contains(pair[1])) {
                out.add(new MarkdownTable.Comparison(pair[0] + " − " + pair[1], result.row(pair[0]), result.row(pair[1])));
            }
        }
        return out;
    }

    /**
     * What the change sets are, before their sections: {@code sets} of them, each on its first
     * {@code quickQuestions} questions (0: all).
     */
    public void changeSets(int sets, int quickQuestions) {
        body.append(String.format(Locale.ROOT, """

                ## Change sets: commit messages over the lines their commits introduced

                %d sets from public repositories' histories (`data/changes/README.md`). A query is a commit's \
                message, cleaned of trailers and issue references; its target is the lines that commit introduced \
                that survive at a pinned commit (`git blame -w`), in up to three files. Candidates are focused \
                changes (3-80 surviving lines that are not blank, at most 3 files, no merges) whose message has \
                substance (4 words or more, no typo, formatting, lint, release or dependency housekeeping); 150 \
                are drawn with a fixed seed. Every kept file of a repository is a corpus, all pooled into one \
                index per row. A target in several files is scored as one: recall is the share of all of it, \
                IoU@1 the first chunk against all of it, and whole target counts each range of lines.%s
                """, sets, quickQuestions > 0
                        ? String.format(Locale.ROOT, " This run (--quick) asks the first %d questions of each set, a"
                                + " random sample of it.", quickQuestions)
                        : ""));
    }

    /**
     * What the documentation sets are, before their sections: {@code sets} change sets made the
     * same way from Markdown, reStructuredText or AsciiDoc files, not pooled with the code sets.
     */
    public void docSets(int sets, int quickQuestions) {
        body.append(String.format(Locale.ROOT, """

                ## Documentation sets: commit messages over the documentation lines their commits introduced

                %d sets made as the change sets are, from the Markdown, reStructuredText or AsciiDoc files of \
                documentation (`data/docs/README.md`): a commit's cleaned message asks for the lines it \
                introduced that survive at a pinned commit. LangChain.js runs its Markdown separators on \
                Markdown (`fromLanguage('markdown')`), its reStructuredText ones on reStructuredText \
                (`fromLanguage('rst')`) and, having none for AsciiDoc, its plain splitter on AsciiDoc; \
                LlamaIndex's CodeSplitter, which is for code, does not run. They are not pooled with the \
                code sets.%s
                """, sets, quickQuestions > 0
                        ? String.format(Locale.ROOT, " This run (--quick) asks the first %d questions of each set.", quickQuestions)
                        : ""));
    }

    /**
     * The code sets scored so far (the docstring sets and the change sets, with BM25) pooled into
     * one set of questions, kerf's compared rows against each peer ({@link PooledComparison}), and
     * the documentation sets the same way, apart. Nothing for a kind of which fewer than two sets ran.
     */
    public void pooled() {
        pooledCode();
        List<BenchmarkResult> docs = results.stream().filter(r -> r.benchmark().name().startsWith("docs:")).toList();
        if (docs.size() < 2) {
            return;
        }
        body.append(String.format(Locale.ROOT, """

                ## All documentation sets pooled

                The %d documentation sets above (BM25) taken as one set of %,d questions, as the code sets \
                are, and apart from them.

                """, docs.size(), docs.stream().mapToInt(r -> r.benchmark().questions().size()).sum()));
        body.append(MarkdownTable.differences(PooledComparison.of(docs, compared()), bootstrap));
    }

    private void pooledCode() {
        List<BenchmarkResult> code = results.stream()
                .filter(r -> r.benchmark().name().startsWith("code:") || r.benchmark().name().startsWith("changes:"))
                .toList();
        if (code.size() < 2) {
            return;
        }
        int questions = code.stream().mapToInt(r -> r.benchmark().questions().size()).sum();
        body.append(String.format(Locale.ROOT, """

                ## All code sets pooled

                The %d code sets above (BM25) taken as one set of %,d questions, each question once: one set's \
                interval is about ±4 points wide, pooled they give one difference with a narrower one. The best \
                peer of each set is the peer with the highest recall within 4,000 chars there, chosen after \
                the fact, which favours the peers. The docstring sets hold more questions than the change sets, \
                so the change sets are pooled on their own too.

                """, code.size(), questions));
        body.append(MarkdownTable.differences(PooledComparison.of(code, compared()), bootstrap));
        List<BenchmarkResult> changes = code.stream().filter(r -> r.benchmark().name().startsWith("changes:")).toList();
        if (changes.size() >= 2 && changes.size() < code.size()) {
            body.append(String.format(Locale.ROOT, "%nThe %d change sets alone, %,d questions:%n%n", changes.size(),
                    changes.stream().mapToInt(r -> r.benchmark().questions().size()).sum()));
            body.append(MarkdownTable.differences(PooledComparison.of(changes, compared()), bootstrap));
        }
    }

    /** The kerf rows set against the peers: its defaults, or the rows --kerf-rows asked for. */
    private List<String> compared() {
        return options.kerfRows().isEmpty()
                ? KERF_DEFAULTS
                : options.kerfRows().stream().map(KerfRow::label).toList();
    }

    /** The MiniLM section: each result (BM25 and MiniLM on the same questions) with its intervals. */
    public void embeddings(List<BenchmarkResult> scored, long texts) {
        embedded.addAll(scored);
        body.append(String.format(Locale.ROOT, """

                ## A second retriever: MiniLM embeddings

                all-MiniLM-L6-v2 (quantized ONNX, LangChain4j in process), cosine similarity, exact search; \
                %,d distinct texts embedded. Embedding on a CPU is slow, so the code sets here are smaller \
                samples (the first files of the same seeded order), each scored with BM25 too, on the same \
                questions. A change set here is at most %d of its questions, taken in order when the files they \
                target fit in %,d chars with those taken before, over those files and, up to %,d chars in all, \
                other files drawn with the seed. The model reads at most 512 word pieces; LangChain4j splits longer texts and \
                averages their parts.
                """, texts, Eval.EMBEDDING_CHANGE_QUESTIONS, Eval.EMBEDDING_CHANGE_TARGET_CHARS,
                Eval.EMBEDDING_CHANGE_CHARS));
        for (BenchmarkResult r : scored) {
            section("### ", r);
        }
    }

    /**
     * The header's line on the Node peers: what ran ({@code description}), or why they were left
     * out ({@code description} null).
     */
    public void nodePeers(String description, String reason) {
        nodePeers = description != null
                ? "Node peers: " + description + ". LangChain.js runs at " + options.peerTokens()
                        + " cl100k tokens; LlamaIndex, which counts chars, at " + NodePeerChunker.maxChars(options.peerTokens())
                        + " chars, on code only. Both chunk through splitText; their chunks are found back in the"
                        + " text as LangChain4j's are.\n\n"
                : "Node peers (LangChain.js, LlamaIndex) left out: " + reason + ".\n\n";
    }

    public void referenceCheck(EvalRow reference, int misplaced, double published) {
        body.append(String.format(Locale.ROOT,
                "%nReference check: precision Ω %.1f against Chroma's published %.1f (difference %+.1f); "
                        + "%d of %d reference chunks located at an earlier copy of their text, as Chroma locates them.%n",
                reference.precisionOmega(), published, reference.precisionOmega() - published, misplaced,
                reference.chunks()));
    }

    public void note(String text) {
        body.append('\n').append(text).append('\n');
    }

    public void finish(double seconds) {
        this.seconds = seconds;
    }

    public String markdown() {
        StringBuilder out = new StringBuilder("# kerf retrieval evaluation\n\n");
        out.append(String.format(Locale.ROOT,
                "Run%s: seed %d, %d code files per language (at most %d questions per file, files up to %,d chars),"
                        + " %d bootstrap resamples. Retrieval: BM25 (Lucene, k1 1.2, b 0.75) over every chunk of a"
                        + " benchmark pooled; English analysis for prose, identifier splitting for code.%n%n",
                (options.quick() ? " (--quick: a small sample, for a check only)" : "")
                        + (options.sets().isEmpty() ? "" : " of " + String.join(", ", options.sets()) + " (--sets)"),
                options.seed(), options.files(),
                Eval.QUESTIONS_PER_FILE, Eval.MAX_FILE_CHARS, Eval.BOOTSTRAP_RESAMPLES));
        out.append(nodePeers);
        out.append("""
                Columns: *coverage* is the share of the corpora's content (chars that are not white space) in \
                some chunk; *whole target* the share of targets (code: the function; prose: each reference \
                excerpt) lying inside one chunk; *recall@4k chars* the share of the target in the first 4,000 \
                chars of retrieved chunks taken in rank order (the last one cut to fit), and *recall@1k tokens* \
                the same with the budget in cl100k tokens (LangChain4j's texts drop indentation, so more of \
                its code fits in 4,000 chars; a run of spaces is one token); *IoU@1* the \
                intersection over union of the first retrieved chunk and the target (both counted in content \
                chars). Precision Ω, recall@5, precision@5 and IoU@5 are Chroma's metrics (raw chars, top 5 \
                chunks, Chroma's touching rule). All in percent.
                """);
        out.append(body);
        if (!results.isEmpty()) {
            out.append("\n## Quality against chunk size\n\n");
            out.append("![recall@4k chars against mean chunk tokens](").append(RECALL_CHART).append(")\n\n");
            out.append("![IoU@1 against mean chunk tokens](").append(IOU_CHART).append(")\n");
            if (!embedded.isEmpty()) {
                out.append("\n![recall@4k chars with MiniLM and BM25](").append(EMBEDDING_CHART).append(")\n");
            }
        }
        out.append(String.format(Locale.ROOT, "%nTotal time %.1f s.%n", seconds));
        return out.toString();
    }

    /** Writes the report and, next to it, the two charts. */
    public void write(Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Files.writeString(file, markdown());
        Files.writeString(folder.resolve(RECALL_CHART), chart(results, true));
        Files.writeString(folder.resolve(IOU_CHART), chart(results, false));
        if (!embedded.isEmpty()) {
            Files.writeString(folder.resolve(EMBEDDING_CHART), chart(embedded, true));
        }
    }

    /** Writes every row's score on every question, BM25's and then MiniLM's ({@link QuestionTable}). */
    public void writeQuestions(Path file) throws IOException {
        List<BenchmarkResult> all = new ArrayList<>(results);
        all.addAll(embedded);
        QuestionTable.write(file, all);
    }

    private static String chart(List<BenchmarkResult> results, boolean recall) {
        List<ScatterChart.Panel> panels = new ArrayList<>();
        for (BenchmarkResult r : results) {
            List<ScatterChart.Point> points = new ArrayList<>();
            for (int i = 0; i < r.rows().size(); i++) {
                EvalRow row = r.rows().get(i);
                points.add(new ScatterChart.Point(r.chunkers().get(i).shortLabel(), row.meanTokens(),
                        recall ? row.recallWithinBudget() : row.iouOfFirst()));
            }
            panels.add(new ScatterChart.Panel(r.title(), points));
        }
        return ScatterChart.svg(panels, "mean chunk size (cl100k tokens)", recall ? "recall@4k chars (%)" : "IoU@1 (%)");
    }
}
