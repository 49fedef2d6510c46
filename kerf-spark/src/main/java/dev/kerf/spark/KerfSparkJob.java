package dev.kerf.spark;

import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * The batch job: chunks every file under {@code --input} and writes the chunks as Parquet,
 * partitioned by language, to {@code OUTPUT/chunks}, and the skipped files to
 * {@code OUTPUT/skipped}.
 *
 * <pre>
 * spark-submit --class dev.kerf.spark.KerfSparkJob kerf-spark.jar --input repo/ --output out/ [--max-tokens N]
 *     [--overlap N] [--min-tokens N] [--tokenizer NAME] [--granularity packed|definition] [--no-context-header] [--master local[*]]
 * </pre>
 */
public final class KerfSparkJob {
    private static final java.util.Set<String> TAKES_VALUE = java.util.Set.of(
            "--input", "--output", "--master", "--max-tokens", "--overlap", "--min-tokens", "--tokenizer", "--granularity");

    private KerfSparkJob() {}

    public static void main(String[] args) {
        String input = null;
        String output = null;
        String master = null;
        ChunkSettings settings = ChunkSettings.defaults();
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            if (TAKES_VALUE.contains(args[i]) && value == null) {
                usage(args[i] + " needs a value");
            }
            try {
                switch (args[i]) {
                    case "--input" -> input = value;
                    case "--output" -> output = value;
                    case "--master" -> master = value;
                    case "--max-tokens" -> settings = settings.withMaxTokens(Integer.parseInt(value));
                    case "--overlap" -> settings = settings.withOverlapTokens(Integer.parseInt(value));
                    case "--min-tokens" -> settings = settings.withMinTokens(Integer.parseInt(value));
                    case "--tokenizer" -> settings = settings.withTokenizer(value);
                    case "--granularity" -> settings = settings.withGranularity(value);
                    case "--context-header" -> {
                        settings = settings.withContextHeader(true);
                        i--; // a flag, no value
                    }
                    case "--no-context-header" -> {
                        settings = settings.withContextHeader(false);
                        i--;
                    }
                    default -> usage("unknown argument " + args[i]);
                }
            } catch (IllegalArgumentException e) { // a number that is not one, a limit out of range, an unknown tokenizer
                usage(args[i] + " " + value + ": " + e.getMessage());
            }
            i++;
        }
        if (input == null || output == null) {
            usage("--input and --output are required");
        }
        SparkSession.Builder builder = SparkSession.builder().appName("kerf");
        if (master != null) {
            builder.master(master);
        }
        SparkSession spark = builder.getOrCreate();
        try {
            long[] counts = run(spark, input, output, settings);
            System.out.println("kerf-spark: " + counts[0] + " chunks, " + counts[1] + " files skipped, written to " + output);
        } finally {
            spark.stop();
        }
    }

    /** Chunks {@code input} into Parquet under {@code output}; returns the counts of chunks and skipped files. */
    public static long[] run(SparkSession spark, String input, String output, ChunkSettings settings) {
        SparkChunker.Result r = SparkChunker.chunk(SparkChunker.readFiles(spark, input), settings);
        r.chunks().write().mode(SaveMode.Overwrite).partitionBy("language").parquet(output + "/chunks");
        r.skipped().write().mode(SaveMode.Overwrite).parquet(output + "/skipped");
        return new long[] {r.chunks().count(), r.skipped().count()};
    }

    private static void usage(String why) {
        System.err.println("kerf-spark: " + why);
        System.err.println("usage: KerfSparkJob --input DIR --output DIR [--max-tokens N] [--overlap N] [--min-tokens N] "
                + "[--tokenizer NAME] [--granularity packed|definition] [--no-context-header] [--master URL]");
        System.exit(2);
    }
}
