package dev.kerf.bench;

import dev.kerf.cli.Main;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Whole-folder throughput of {@code kerf chunk DIR}, as a user runs it (walk, read, detect,
 * chunk, JSON Lines out), with one job ({@code --jobs 1}) and one job per core, alternating,
 * several runs, medians; the speed-up is the median of the per-run ratios. One job may still use
 * an idle core for a file's tokenizer pass. Folders: the JDK's sources unpacked from src.zip
 * (a sample with {@code --quick}), and the Python standard library.
 *
 * <pre>
 * java -jar kerf-bench/target/kerf-bench.jar --repo [--quick] [--runs N]
 * </pre>
 */
final class RepoBench {
    private RepoBench() {}

    static void run(boolean quick, int runs) throws IOException {
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf(Locale.ROOT, "kerf chunk DIR: Java %s, %d cores, %d runs (medians)%n%n", Runtime.version(), cores, runs);
        System.out.println("| folder | files | MB | 1 job MB/s | " + cores + " jobs MB/s | speed-up |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        Path jdk = Files.createTempDirectory("kerf-bench-jdk");
        try {
            int files = unpackJdk(jdk, quick ? 3000 : 0);
            measure("JDK src.zip" + (quick ? " (3,000 files)" : ""), jdk, files, runs, cores);
            Path python = Corpus.pythonStdlibDir().orElse(null);
            if (python != null) {
                // Its .py files only, without site-packages: compiled caches and third-party code are not the stdlib.
                measure("Python stdlib (.py)", python, -1, runs, cores, "--include", "**.py", "--exclude", "site-packages/**");
            }
        } finally {
            deleteTree(jdk);
        }
    }

    private static void measure(String name, Path dir, int files, int runs, int cores, String... filters) throws IOException {
        long bytes;
        int count;
        try (var walk = Files.walk(dir)) {
            List<Path> all = walk.filter(Files::isRegularFile)
                    .filter(p -> filters.length == 0 || (p.toString().endsWith(".py") && !dir.relativize(p).toString().startsWith("site-packages")))
                    .toList();
            count = files >= 0 ? files : all.size();
            long b = 0;
            for (Path p : all) {
                b += Files.size(p);
            }
            bytes = b;
        }
        double mb = bytes / 1e6;
        chunk(dir, 1, filters); // warm-up
        double[] one = new double[runs];
        double[] many = new double[runs];
        double[] ratio = new double[runs];
        for (int r = 0; r < runs; r++) {
            one[r] = chunk(dir, 1, filters);
            many[r] = chunk(dir, cores, filters);
            ratio[r] = one[r] / many[r];
        }
        System.out.printf(Locale.ROOT, "| %s | %d | %.1f | %.1f | %.1f | %.2fx |%n", name, count, mb, mb / median(one), mb / median(many), median(ratio));
    }

    /** Seconds for one {@code kerf chunk --jobs N DIR}, output discarded. */
    private static double chunk(Path dir, int jobs, String... filters) {
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        List<String> args = new ArrayList<>(List.of("chunk", "--jobs", String.valueOf(jobs), "--max-file-bytes", "4000000"));
        args.addAll(List.of(filters));
        args.add(dir.toString());
        long t0 = System.nanoTime();
        int code = Main.run(nowhere, nowhere, args.toArray(String[]::new));
        if (code != 0) {
            throw new IllegalStateException("kerf chunk exited with " + code);
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    private static int unpackJdk(Path into, int limit) throws IOException {
        Path zip = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        try (ZipFile z = new ZipFile(zip.toFile())) {
            List<ZipEntry> entries = new ArrayList<>(z.stream().filter(e -> e.getName().endsWith(".java")).toList());
            entries.sort((a, b) -> a.getName().compareTo(b.getName()));
            if (limit > 0 && limit < entries.size()) {
                Collections.shuffle(entries, new Random(42));
                entries = entries.subList(0, limit);
            }
            for (ZipEntry e : entries) {
                Path out = into.resolve(e.getName());
                Files.createDirectories(out.getParent());
                try (InputStream in = z.getInputStream(e)) {
                    Files.copy(in, out);
                }
            }
            return entries.size();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Collections.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
