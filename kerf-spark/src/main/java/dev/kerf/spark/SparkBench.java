package dev.kerf.spark;

import java.io.IOException;
import java.io.InputStream;
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
import org.apache.spark.sql.SparkSession;

/**
 * Spark in local mode against the CLI on the same files and machine: the JDK's sources (a
 * fixed-seed sample), chunked by {@code kerf chunk DIR} (the packaged CLI jar, in its own JVM,
 * output discarded) and by {@link SparkChunker} in {@code local[*]} (chunks counted). Alternating,
 * several runs, medians.
 *
 * <pre>
 * java $SPARK_FLAGS -cp kerf-spark/target/kerf-spark.jar:$(spark jars) dev.kerf.spark.SparkBench \
 *     --cli kerf-cli/target/kerf.jar [--files N] [--runs N]
 * </pre>
 */
public final class SparkBench {
    private SparkBench() {}

    public static void main(String[] args) throws Exception {
        Path cli = null;
        int files = 2000;
        int runs = 3;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--cli" -> cli = Path.of(args[++i]);
                case "--files" -> files = Integer.parseInt(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (cli == null || !Files.isRegularFile(cli)) {
            throw new IllegalArgumentException("--cli: the path of kerf.jar (mvn -B package builds kerf-cli/target/kerf.jar)");
        }
        Path dir = Files.createTempDirectory("kerf-spark-bench");
        long bytes = unpack(dir, files);
        SparkSession spark = SparkSession.builder().master("local[*]").appName("kerf-bench")
                .config("spark.ui.enabled", "false").getOrCreate();
        spark.sparkContext().setLogLevel("ERROR");
        try {
            runSpark(spark, dir); // warm-up
            double[] cliTimes = new double[runs];
            double[] sparkTimes = new double[runs];
            for (int r = 0; r < runs; r++) {
                cliTimes[r] = runCli(cli, dir);
                sparkTimes[r] = runSpark(spark, dir);
            }
            double mb = bytes / 1e6;
            System.out.printf(Locale.ROOT, "%d JDK files, %.1f MB, %d cores, %d runs (medians)%n", files, mb,
                    Runtime.getRuntime().availableProcessors(), runs);
            System.out.println("| | files/s | MB/s |");
            System.out.println("|---|---:|---:|");
            System.out.printf(Locale.ROOT, "| kerf chunk DIR (CLI, all cores) | %.0f | %.1f |%n", files / median(cliTimes), mb / median(cliTimes));
            System.out.printf(Locale.ROOT, "| Spark local[*] (SparkChunker) | %.0f | %.1f |%n", files / median(sparkTimes), mb / median(sparkTimes));
        } finally {
            spark.stop();
        }
    }

    private static double runSpark(SparkSession spark, Path dir) {
        long t0 = System.nanoTime();
        long n = SparkChunker.chunk(SparkChunker.readFiles(spark, dir.toString()), ChunkSettings.defaults()).chunks().count();
        if (n == 0) {
            throw new IllegalStateException("no chunks");
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    private static double runCli(Path jar, Path dir) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(),
                "chunk", "-o", "/dev/null", dir.toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("kerf chunk exited with " + p.exitValue());
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    private static long unpack(Path into, int limit) throws IOException {
        Path zip = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        long bytes = 0;
        try (ZipFile z = new ZipFile(zip.toFile())) {
            List<ZipEntry> entries = new ArrayList<>(z.stream().filter(e -> e.getName().endsWith(".java")).toList());
            entries.sort((a, b) -> a.getName().compareTo(b.getName()));
            Collections.shuffle(entries, new Random(42));
            for (ZipEntry e : entries.subList(0, Math.min(limit, entries.size()))) {
                Path out = into.resolve(e.getName());
                Files.createDirectories(out.getParent());
                try (InputStream in = z.getInputStream(e)) {
                    bytes += Files.copy(in, out);
                }
            }
        }
        return bytes;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
