package dev.kerf.bench;

import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.select.ChunkerRegistry;
import dev.kerf.select.ChunkerSelector;
import dev.kerf.select.Selection;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What one large file costs outside the Java heap: the peak resident memory while kerf chunks it,
 * above the resident memory before, per byte of source, and what is still resident after. The
 * tree-sitter tree lives in native memory; the delimiter structure (the same file with {@code
 * Selection.withPreferSemantic(false)}) is measured beside it as the baseline, so JIT and
 * metaspace growth are not counted as the tree's.
 *
 * <p>Linux only: it resets the peak with {@code /proc/self/clear_refs} and reads {@code VmHWM}. Each
 * row runs in a fresh JVM with a pre-touched heap, so that heap growth is not counted, and no row
 * reuses memory that another freed: {@code java -jar kerf-bench.jar --native}.
 */
final class NativeMemory {
    private static final int SIZE = 3_900_000; // under the syntax structure's limit of 4,000,000 chars

    private NativeMemory() {}

    /** Prints the table: one fresh JVM per input and structure, so that no run reuses memory another freed. */
    static void run(Path data) throws IOException, InterruptedException {
        if (!Files.isReadable(Path.of("/proc/self/status")) || !Files.isWritable(Path.of("/proc/self/clear_refs"))) {
            System.out.println("native memory: needs Linux /proc (VmHWM and clear_refs)");
            return;
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> jvm = List.of(java, "-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--enable-native-access=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"), Bench.class.getName());
        System.out.println("| input | MB | peak above start, syntax MB | delimiters MB | syntax − delimiters, bytes per source byte | still resident after, syntax MB |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        for (String label : inputs(data).keySet()) {
            // Each measuring JVM prints: peak above start, still resident after, the input's UTF-8 bytes.
            long[][] figures = new long[2][];
            for (int m = 0; m < 2; m++) {
                List<String> command = new ArrayList<>(jvm);
                command.addAll(List.of("--native-one", label, m == 0 ? "syntax" : "delimiters", "--data", data.toString()));
                Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                if (p.waitFor() != 0) {
                    throw new IOException("the measuring JVM failed on " + label + ": " + out);
                }
                figures[m] = Arrays.stream(out.split(" ")).mapToLong(Long::parseLong).toArray();
            }
            long syntax = figures[0][0];
            long delimiters = figures[1][0];
            long bytes = figures[0][2];
            System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f | %.1f | %.1f | %.1f |%n", label, bytes / 1e6, syntax / 1e6, delimiters / 1e6,
                    (syntax - delimiters) / (double) bytes, figures[0][1] / 1e6);
        }
    }

    /**
     * In a fresh JVM: warms up on the input's first 100,000 chars, then prints the peak above start
     * of one chunking, what is still resident after it, and the input's size in UTF-8 bytes.
     */
    static void one(Path data, String label, String structure) throws IOException {
        String text = inputs(data).get(label).make();
        ChunkOptions options = ChunkOptions.builder().maxTokens(512).build();
        Kerf kerf = structure.equals("syntax") ? Kerf.create(options)
                : Kerf.create(options, new ChunkerSelector(ChunkerRegistry.discovered(), Selection.defaults().withPreferSemantic(false)));
        String path = label.split(" ")[0];
        kerf.chunk(Source.fromText(text.substring(0, 100_000)).withPath(path));
        Source source = Source.fromText(text).withPath(path);
        System.gc();
        Files.writeString(Path.of("/proc/self/clear_refs"), "5");
        long before = status("VmRSS");
        kerf.chunk(source);
        System.out.println((status("VmHWM") - before) + " " + (status("VmRSS") - before) + " "
                + text.getBytes(StandardCharsets.UTF_8).length);
    }

    /** How to make one input's text: only the measuring JVM of that input makes it. */
    private interface Input {
        String make() throws IOException;
    }

    /** The inputs by label. */
    private static Map<String, Input> inputs(Path data) {
        Map<String, Input> inputs = new LinkedHashMap<>();
        inputs.put("Big.java", () -> grow(Corpus.jdkSources(600).docs().stream().map(Corpus.Doc::text).toList()));
        inputs.put("big.py", () -> grow(texts(data.resolve("changes/requests/files"), ".py")));
        inputs.put("big.go", () -> grow(texts(data.resolve("changes/gin/files"), ".go")));
        inputs.put("big.rs", () -> grow(texts(data.resolve("changes/ripgrep/files"), ".rs")));
        inputs.put("big.js", () -> grow(texts(data.resolve("changes/express/files"), ".js")));
        inputs.put("big.rb", () -> grow(texts(data.resolve("changes/thor/files"), ".rb")));
        inputs.put("numbers.js (dense worst case)", NativeMemory::denseNumbers);
        return inputs;
    }

    private static long status(String field) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith(field + ":")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
            }
        }
        throw new IOException("no " + field + " in /proc/self/status");
    }

    private static List<String> texts(Path dir, String suffix) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            List<String> out = new ArrayList<>();
            for (Path p : walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList()) {
                out.add(Files.readString(p));
            }
            return out;
        }
    }

    /** The texts one after another, repeated until about {@link #SIZE} chars. */
    private static String grow(List<String> texts) {
        StringBuilder sb = new StringBuilder(SIZE + 100_000);
        while (sb.length() < SIZE) {
            for (String t : texts) {
                sb.append(t).append('\n');
                if (sb.length() >= SIZE) {
                    break;
                }
            }
        }
        return sb.toString();
    }

    /** One array of small numbers: the most syntax nodes per byte of ordinary text. */
    private static String denseNumbers() {
        StringBuilder sb = new StringBuilder(SIZE + 16).append("const n = [");
        for (int i = 0; sb.length() < SIZE; i++) {
            sb.append(i % 10).append(',');
        }
        return sb.append("];\n").toString();
    }
}
