package dev.kerf.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * kerf against the chunkers users would pick instead, on the same texts and the same machine, in
 * one run: langchain4j and Spring AI in this JVM, LangChain.js and LlamaIndex.TS in a Node process
 * beside it (see {@link NodePeers}), with the floors (one jtokkit pass; for code, one tree-sitter
 * parse) and kerf's two structures. Everything at 512 cl100k tokens, no overlap.
 *
 * <p>The machine is shared and noisy, so the sides are timed in turn within each run (the order
 * rotates from run to run, and each side starts after a GC), several runs are made, and each ratio
 * is the median of the per-run ratios. After timing, each chunker's chunks are counted once: how
 * many exceed 512 cl100k tokens, how many are not a verbatim slice of their text, and how much
 * memory they hold after GC. A peer that fails keeps its row, with the reason.
 *
 * <pre>
 * java -jar kerf-bench/target/kerf-bench.jar --peers [--quick] [--runs N] [--files N] [--data DIR] [--peers-js DIR]
 * </pre>
 */
final class Peers {
    /** Texts of an input and the language its peers are told. */
    private record Input(Corpus corpus, String language, int rounds) {}

    private Peers() {}

    static void run(boolean quick, int runs, int files, Path data, Path peersJs) throws IOException {
        System.out.printf(Locale.ROOT, "kerf against its peers: Java %s, %d cores, max heap %d MB, %d runs (medians of per-run ratios), 512 cl100k tokens, no overlap%n",
                Runtime.version(), Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20, runs);
        NodePeers.Prepared node = NodePeers.prepare(peersJs);
        if (node.peers().isEmpty()) {
            System.out.println("Node peers cannot run: " + node.reason());
        }
        int code = files > 0 ? files : quick ? 200 : 0;
        int docs = files > 0 ? files : quick ? 20 : 0;
        List<Input> inputs = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        inputs.add(new Input(Corpus.jdkSources(code), "java", 1));
        try {
            inputs.add(new Input(Corpus.pythonStdlib(code), "python", 1));
        } catch (IOException e) {
            skipped.add("Python stdlib: " + e.getMessage());
        }
        try {
            inputs.add(new Input(Corpus.nodeDocs().sample(docs), "markdown", 1));
        } catch (IOException e) {
            skipped.add("Node docs: " + e.getMessage());
        }
        try {
            Corpus chroma = Corpus.files("Chroma corpora (5 .md files)", data.resolve("chroma/corpora"), ".md");
            // Small: in a full run, timed over rounds that add up to about 20 MB, as Bench does.
            inputs.add(new Input(chroma, "markdown", quick ? 1 : (int) Math.max(1, Math.ceil(20e6 / chroma.utf8Bytes()))));
        } catch (IOException e) {
            skipped.add("Chroma corpora: " + e.getMessage());
        }
        for (String s : skipped) {
            System.out.println("input skipped: " + s);
        }
        System.out.println();
        System.out.println(PeerRow.HEADER);
        List<String> notes = new ArrayList<>();
        for (Input input : inputs) {
            for (PeerRow row : compare(input, runs, node, notes)) {
                System.out.println(row.markdown());
            }
        }
        System.out.println();
        notes.add(String.format(Locale.ROOT, "JVM peak resident memory (all Java sides, every input): %.0f MB", peakRssKb() / 1024.0));
        for (String n : notes) {
            System.out.println("- " + n);
        }
    }

    /** Times every side on one input, run by run, and returns its rows. */
    private static List<PeerRow> compare(Input input, int runs, NodePeers.Prepared prepared, List<String> notes) {
        Corpus corpus = input.corpus();
        String name = String.format(Locale.ROOT, "%s, %.1f MB%s", corpus.name(), corpus.utf8Bytes() / 1e6,
                input.rounds() > 1 ? " (x" + input.rounds() + ")" : "");
        double mb = corpus.utf8Bytes() / 1e6 * input.rounds();
        List<Side> sides = new ArrayList<>(JavaPeers.sides(input.language()));
        Map<Side, String> failed = new LinkedHashMap<>();
        Map<Side, Failures> failures = new LinkedHashMap<>();
        for (Side s : sides) {
            try {
                failures.put(s, warmUp(corpus, s));
            } catch (RuntimeException | LinkageError e) {
                failed.put(s, e.toString());
            }
        }
        for (Side s : failed.keySet()) {
            if (s.kind() != Side.Kind.PEER) {
                throw new IllegalStateException(s.name() + " failed on " + corpus.name() + ": " + failed.get(s));
            }
        }
        sides.removeAll(failed.keySet());

        NodePeers.Session node = null;
        String nodeFailure = prepared.peers().isEmpty() ? prepared.reason() : null;
        if (nodeFailure == null) {
            try {
                node = prepared.peers().get().open(corpus, input.language(), input.rounds());
            } catch (IOException e) {
                nodeFailure = e.getMessage();
            }
        }
        // One timing slot per Java side, and one for the Node process (all its peers, in turn).
        int slots = sides.size() + 1;
        double[][] seconds = new double[sides.size()][runs];
        List<Map<String, Double>> nodeSeconds = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            Map<String, Double> nodeRun = Map.of();
            for (int k = 0; k < slots; k++) {
                int slot = (k + r) % slots;
                if (slot < sides.size()) {
                    gc();
                    long t0 = System.nanoTime();
                    pass(corpus, sides.get(slot), input.rounds());
                    seconds[slot][r] = (System.nanoTime() - t0) / 1e9;
                } else if (node != null && nodeFailure == null) {
                    try {
                        nodeRun = node.run();
                    } catch (IOException e) {
                        nodeFailure = e.getMessage();
                    }
                }
            }
            nodeSeconds.add(nodeRun);
        }

        int pass = indexOf(sides, "floor: jtokkit");
        int kerf = indexOf(sides, "kerf, structure it picks");
        List<PeerRow> rows = new ArrayList<>();
        Encoding cl100k = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.CL100K_BASE);
        for (int i = 0; i < sides.size(); i++) {
            Side s = sides.get(i);
            double[] t = seconds[i];
            rows.add(check(name, s, corpus, cl100k, mb / median(t), perRun(t, seconds[kerf]), perRun(t, seconds[pass]), failures.get(s)));
        }
        int parse = indexOf(sides, "floor: tree-sitter");
        if (parse >= 0) {
            double[] both = new double[runs];
            for (int r = 0; r < runs; r++) {
                both[r] = seconds[parse][r] + seconds[pass][r];
            }
            rows.add(new PeerRow(name, "floor: parse + pass (the syntax floor)", mb / median(both), perRun(both, seconds[kerf]),
                    perRun(both, seconds[pass]), -1, -1, -1, Double.NaN, ""));
            notes.add(String.format(Locale.ROOT, "%s: kerf (structure it picks) takes %.2fx the syntax floor (one parse plus one pass)",
                    corpus.name(), median(ratios(seconds[kerf], both))));
        }
        for (Map.Entry<Side, String> f : failed.entrySet()) {
            rows.add(PeerRow.failed(name, f.getKey().name(), f.getValue()));
        }
        rows.addAll(nodeRows(name, mb, node, nodeSeconds, seconds[kerf], seconds[pass], nodeFailure, notes, corpus.name()));
        if (node != null) {
            try {
                node.close();
            } catch (IOException e) {
                // temporary files only
            }
        }
        return rows;
    }

    /** The Node rows: one per peer, with its per-run ratios to the JVM's kerf and jtokkit pass of the same run. */
    private static List<PeerRow> nodeRows(String name, double mb, NodePeers.Session node, List<Map<String, Double>> seconds,
            double[] kerf, double[] pass, String failure, List<String> notes, String corpus) {
        List<PeerRow> rows = new ArrayList<>();
        if (node == null) {
            rows.add(PeerRow.failed(name, "Node peers (langchain.js, llamaindex)", failure));
            return rows;
        }
        JsonNode report = null;
        if (failure == null) {
            try {
                report = node.report();
            } catch (IOException e) {
                failure = e.getMessage();
            }
        }
        for (String peer : node.names) {
            String label = peer + " [node]";
            if (node.setupErrors.containsKey(peer)) {
                rows.add(PeerRow.failed(name, label, node.setupErrors.get(peer)));
                continue;
            }
            List<Double> t = new ArrayList<>();
            List<Double> toKerf = new ArrayList<>();
            List<Double> toPass = new ArrayList<>();
            for (int r = 0; r < seconds.size(); r++) {
                Double s = seconds.get(r).get(peer);
                if (s != null) {
                    t.add(s);
                    toKerf.add(s / kerf[r]);
                    toPass.add(s / pass[r]);
                }
            }
            if (t.isEmpty()) {
                rows.add(PeerRow.failed(name, label, failure));
                continue;
            }
            JsonNode r = report == null ? null : find(report, peer);
            boolean floor = "floor".equals(node.kinds.get(peer));
            String note = failure != null ? "FAILED after " + t.size() + " runs: " + failure : "";
            if (r != null && r.path("failed_docs").asLong() > 0) {
                note = "threw on " + r.get("failed_docs").asLong() + " of " + report.get("docs").asLong() + " files (first: "
                        + r.path("first_failure").asText() + ")";
            }
            rows.add(new PeerRow(name, label, mb / median(unbox(t)), median(unbox(toKerf)), median(unbox(toPass)),
                    r == null || floor ? -1 : r.get("chunks").asLong(),
                    r == null || floor ? -1 : r.get("over_limit").asLong(),
                    r == null || floor ? -1 : r.get("not_verbatim").asLong(),
                    r == null || floor ? Double.NaN : r.get("held_mb").asDouble(), note));
        }
        if (report != null) {
            notes.add(String.format(Locale.ROOT, "%s: Node %s peak resident memory %.0f MB (all Node peers and the texts)",
                    corpus, report.path("node").asText(), report.path("peak_rss_mb").asDouble()));
        }
        return rows;
    }

    private static JsonNode find(JsonNode report, String peer) {
        for (JsonNode p : report.get("peers")) {
            if (p.get("name").asText().equals(peer)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The row of one Java side: its timing, then, chunking once more, its chunks over the limit,
     * those not verbatim, and the heap they hold after full GCs (all of the input's results kept).
     */
    private static PeerRow check(String input, Side s, Corpus corpus, Encoding cl100k, double mbPerS, double toKerf, double toPass, Failures failures) {
        String label = s.name() + (s.kind() == Side.Kind.FLOOR ? "" : " [java]");
        if (s.kind() == Side.Kind.FLOOR) {
            return new PeerRow(input, label, mbPerS, toKerf, toPass, -1, -1, -1, Double.NaN, "");
        }
        long before = usedHeap();
        List<List<?>> held = new ArrayList<>();
        for (Corpus.Doc d : corpus.docs()) {
            try {
                held.add(s.chunk().apply(d));
            } catch (RuntimeException e) {
                held.add(List.of());
            }
        }
        double heldMb = (usedHeap() - before) / 1e6;
        long chunks = 0;
        long over = 0;
        long notVerbatim = 0;
        Map<String, Integer> strategies = new TreeMap<>();
        for (int i = 0; i < held.size(); i++) {
            String text = corpus.docs().get(i).text();
            int cursor = 0;
            for (Object c : held.get(i)) {
                chunks++;
                String t = s.text().apply(c);
                if (cl100k.countTokensOrdinary(t) > JavaPeers.MAX_TOKENS) {
                    over++;
                }
                int at = text.indexOf(t, cursor);
                if (at < 0) {
                    at = text.indexOf(t);
                }
                if (at < 0) {
                    notVerbatim++;
                } else {
                    cursor = at;
                }
                if (s.kind() == Side.Kind.KERF) {
                    strategies.merge(JavaPeers.strategy(c), 1, Integer::sum);
                }
            }
        }
        String note = strategies.isEmpty() ? "" : "strategies: " + strategies.entrySet().stream()
                .sorted((a, b) -> b.getValue() - a.getValue()).map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
        if (failures.files() > 0) {
            note = (note.isEmpty() ? "" : note + "; ") + "threw on " + failures.files() + " of " + corpus.docs().size()
                    + " files (first: " + failures.first() + ")";
        }
        if (held.hashCode() == 42) {
            System.out.println();
        }
        return new PeerRow(input, label, mbPerS, toKerf, toPass, chunks, over, notVerbatim, heldMb, note);
    }

    /** The texts of one pass a side threw on, and the first of its errors. */
    private record Failures(long files, String first) {}

    /**
     * Untimed passes until the JIT has had its chance: at least two, and at least five seconds, at
     * most twenty. The more code a side runs, the more passes it needs: on 200 JDK files kerf's
     * tree-sitter path reached its steady speed only after about eight passes of 0.3 s, so two
     * seconds measured it part-compiled while a small splitter was already warm.
     * Returns what one pass threw on.
     */
    private static Failures warmUp(Corpus corpus, Side side) {
        long t0 = System.nanoTime();
        Failures f = pass(corpus, side, 1);
        for (int i = 1; i < 20 && (i < 2 || System.nanoTime() - t0 < 5_000_000_000L); i++) {
            pass(corpus, side, 1);
        }
        return f;
    }

    /** Chunks every text {@code rounds} times; a peer's failure on one text is counted and the pass goes on. */
    private static Failures pass(Corpus corpus, Side side, int rounds) {
        long failed = 0;
        String first = null;
        long made = 0;
        for (int k = 0; k < rounds; k++) {
            for (Corpus.Doc d : corpus.docs()) {
                try {
                    made += side.chunk().apply(d).size();
                } catch (RuntimeException e) {
                    if (side.kind() != Side.Kind.PEER) {
                        throw e; // kerf and the floors have no excuse
                    }
                    failed++;
                    if (first == null) {
                        first = d.path() + ": " + e;
                    }
                }
            }
        }
        Side.sink += made;
        return new Failures(failed / rounds, first);
    }

    private static int indexOf(List<Side> sides, String prefix) {
        for (int i = 0; i < sides.size(); i++) {
            if (sides.get(i).name().startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    private static double perRun(double[] side, double[] against) {
        return median(ratios(side, against));
    }

    private static double[] ratios(double[] side, double[] against) {
        double[] r = new double[side.length];
        for (int i = 0; i < side.length; i++) {
            r[i] = side[i] / against[i];
        }
        return r;
    }

    private static double[] unbox(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static void gc() {
        System.gc();
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** VmHWM (peak resident set) from /proc/self/status, in KB; 0 where there is no /proc. */
    private static long peakRssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("\\D+", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
