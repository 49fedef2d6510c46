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
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--context-header") || arg.equals("--no-context-header")) {
                given.set("context_header", arg.equals("--context-header"), arg);
                continue;
            }
            if (!arg.startsWith("--") || arg.length() < 3) {
                usage("unknown argument " + arg);
            }
            if (i + 1 >= args.length) {
                usage(arg + " needs a value");
            }
            String value = args[++i];
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
            System.out.println("kerf-spark: " + counts[0] + " chunks, " + counts[1] + " files skipped, written to " + output);
        } finally {
            spark.stop();
        }
    }

    /** Chunks {@code input} into Parquet under {@code output}; returns the counts of chunks and skipped files. */
    public static long[] run(SparkSession spark, String input, String output, ChunkSettings settings) {
        SparkChunker.Result r = SparkChunker.chunk(SparkChunker.readFiles(spark, input, settings), settings);
        r.chunks().write().mode(SaveMode.Overwrite).partitionBy("language").parquet(output + "/chunks");
        r.skipped().write().mode(SaveMode.Overwrite).parquet(output + "/skipped");
        return new long[] {r.chunks().count(), r.skipped().count()};
    }

    private static void usage(String why) {
        System.err.println("kerf-spark: " + why);
        System.err.println("usage: KerfSparkJob --input DIR --output DIR [--config FILE] [--max-tokens N] [--target-tokens N] "
                + "[--overlap N | --overlap-ratio R] [--min-tokens N] [--tokenizer NAME] [--model NAME] [--granularity packed|definition] "
                + "[--no-context-header] [--max-file-bytes N] [--include GLOB]... [--exclude GLOB]... [--master URL]");
        System.exit(2);
    }
}
