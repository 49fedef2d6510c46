package dev.kerf.spark;

import dev.kerf.config.KerfConfig;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * The batch job: chunks every file under {@code --input} and writes the chunks as Parquet,
 * partitioned by language, to {@code OUTPUT/chunks}, and the skipped files to
 * {@code OUTPUT/skipped}.
 *
 * <pre>
 * spark-submit --class dev.kerf.spark.KerfSparkJob kerf-spark.jar --input repo/ --output out/ [--config kerf.toml]
 *     [--max-tokens N] [--target-tokens N] [--overlap N | --overlap-ratio R] [--min-tokens N] [--tokenizer NAME]
 *     [--model NAME] [--granularity packed|definition] [--no-context-header] [--max-file-bytes N]
 *     [--include GLOB]... [--exclude GLOB]... [--master URL]
 * </pre>
 *
 * <p>The settings are the command line's: {@code kerf.toml} ({@code --config}, or the one in the
 * working folder when it exists, with its per-language tables and selection settings), then the
 * options given here, which win. The job's own default differs in one thing: the context header is
 * on, since its chunks are for embedding.
 */
public final class KerfSparkJob {
    private KerfSparkJob() {}

    public static void main(String[] args) {
        String input = null;
        String output = null;
        String master = null;
        Path configFile = null;
        KerfConfig.Options given = KerfConfig.options();
        java.util.Set<String> named = new java.util.HashSet<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--help") || arg.equals("-h")) {
                System.out.println(USAGE);
                System.exit(0);
            }
            if (arg.equals("--context-header") || arg.equals("--no-context-header")) {
                given.set("context_header", arg.equals("--context-header"), arg);
                continue;
            }
            if (!arg.startsWith("--") || arg.length() < 3) {
                usage("unknown argument " + arg);
            }
            String value;
            int equals = arg.indexOf('=');
            if (equals > 0) {
                // --max-tokens=100, as the command line takes it
                value = arg.substring(equals + 1);
                arg = arg.substring(0, equals);
            } else if (i + 1 >= args.length) {
                usage(arg + " needs a value");
                return;
            } else {
                value = args[++i];
            }
            named.add(arg);
            if (named.contains("--overlap") && named.contains("--overlap-ratio")) {
                usage("--overlap and --overlap-ratio: give one, not both");
            }
            try {
                switch (arg) {
                    case "--input" -> input = value;
                    case "--output" -> output = value;
                    case "--master" -> master = value;
                    case "--config" -> configFile = Path.of(value);
                    // Every other option by its key, as kerf.toml names it: --max-tokens is max_tokens.
                    default -> given.setText(arg.substring(2).replace('-', '_'), value, arg);
                }
            } catch (IllegalArgumentException e) {
                usage(e.getMessage());
            }
        }
        if (input == null || output == null) {
            usage("--input and --output are required");
        }
        String wrongPlaces = checkLocalPlaces(input, output);
        if (wrongPlaces != null) {
            usage(wrongPlaces);
        }
        ChunkSettings settings = null;
        try {
            settings = ChunkSettings.of(KerfConfig.find(configFile, "--config").overriddenBy(given.build()));
        } catch (IOException e) {
            usage("cannot read the settings file: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            usage(e.getMessage());
        }
        SparkSession.Builder builder = SparkSession.builder().appName("kerf");
        if (master != null) {
            builder.master(master);
        }
        SparkSession spark = builder.getOrCreate();
        try {
            long[] counts = run(spark, input, output, settings);
            System.out.println("kerf-spark: " + counts[2] + " files chunked into " + counts[0] + " chunks, " + counts[1]
                    + " files skipped (see " + output + "/skipped), written to " + output);
        } finally {
            spark.stop();
        }
    }

    /**
     * Chunks {@code input} into Parquet under {@code output}; returns the counts of chunks, skipped
     * files and chunked files. The new output is written beside the old ({@code OUTPUT/_kerf_new})
     * and takes its place only once complete: a run that fails leaves the last good output as it was.
     */
    public static long[] run(SparkSession spark, String input, String output, ChunkSettings settings) {
        SparkChunker.Result r = SparkChunker.chunk(SparkChunker.readFiles(spark, input, settings), settings);
        String fresh = output + "/" + NEW_OUTPUT;
        try {
            org.apache.hadoop.fs.Path freshPath = new org.apache.hadoop.fs.Path(fresh);
            org.apache.hadoop.fs.FileSystem fs = freshPath.getFileSystem(spark.sparkContext().hadoopConfiguration());
            fs.delete(freshPath, true); // a failed run's leftovers
            r.chunks().write().mode(SaveMode.ErrorIfExists).partitionBy("language").parquet(fresh + "/chunks");
            r.skipped().write().mode(SaveMode.ErrorIfExists).parquet(fresh + "/skipped");
            for (String part : new String[] {"chunks", "skipped"}) {
                org.apache.hadoop.fs.Path old = new org.apache.hadoop.fs.Path(output, part);
                fs.delete(old, true);
                if (!fs.rename(new org.apache.hadoop.fs.Path(freshPath, part), old)) {
                    throw new IOException("cannot move " + fresh + "/" + part + " to " + old);
                }
            }
            fs.delete(freshPath, true);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + output + ": " + e.getMessage(), e);
        }
        return new long[] {r.chunks().count(), r.skipped().count(), r.chunks().select("path").distinct().count()};
    }

    /** Where a run writes its output before it replaces the last one (Spark's readers pass over names that begin with {@code _}). */
    static final String NEW_OUTPUT = "_kerf_new";

    /**
     * Why local {@code input} and {@code output} cannot be used, or null (paths on other file
     * systems are checked by Spark): an input that does not exist, an output that is a file, or
     * one inside the input or holding it (a run would read its own output, or replace the files
     * it reads).
     */
    static String checkLocalPlaces(String input, String output) {
        Path in = localPath(input);
        Path out = localPath(output);
        if (in == null || out == null) {
            return null;
        }
        if (!java.nio.file.Files.exists(in)) {
            return "--input " + input + ": no such file or folder";
        }
        if (java.nio.file.Files.exists(out) && !java.nio.file.Files.isDirectory(out)) {
            return "--output " + output + ": is a file; name a folder (the job writes OUTPUT/chunks and OUTPUT/skipped)";
        }
        try {
            Path realIn = in.toRealPath();
            Path realOut = out.toAbsolutePath().normalize();
            for (Path p = realOut; p != null; p = p.getParent()) {
                if (java.nio.file.Files.exists(p)) {
                    realOut = p.toRealPath().resolve(p.relativize(out.toAbsolutePath().normalize()));
                    break;
                }
            }
            if (realOut.startsWith(realIn) || realIn.startsWith(realOut)) {
                return "--output " + output + " and --input " + input + " overlap: the job would read its own output, or replace what it reads";
            }
        } catch (IOException e) {
            return "--input " + input + ": " + e.getMessage();
        }
        return null;
    }

    /** A path on the local file system ({@code dir}, {@code file:/dir}), or null for another file system's ({@code hdfs://...}). */
    private static Path localPath(String location) {
        if (location.startsWith("file:")) {
            try {
                return Path.of(java.net.URI.create(location));
            } catch (IllegalArgumentException e) {
                return null; // not a path this check can read: Spark's own checks follow
            }
        }
        return location.matches("[A-Za-z][A-Za-z0-9+.-]*://.*") ? null : Path.of(location);
    }

    private static final String USAGE = "usage: KerfSparkJob --input DIR --output DIR [--config FILE] [--max-tokens N] [--target-tokens N] "
            + "[--overlap N | --overlap-ratio R] [--min-tokens N] [--tokenizer NAME] [--model NAME] [--granularity packed|definition] "
            + "[--no-context-header] [--max-file-bytes N] [--include GLOB]... [--exclude GLOB]... [--master URL]";

    private static void usage(String why) {
        System.err.println("kerf-spark: " + why);
        System.err.println(USAGE);
        System.exit(2);
    }
}
