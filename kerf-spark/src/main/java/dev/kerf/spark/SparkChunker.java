package dev.kerf.spark;

import dev.kerf.Chunk;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkRecord;
import dev.kerf.FileOutcome;
import dev.kerf.FlatFields;
import dev.kerf.config.KerfConfig;
import dev.kerf.config.PathFilter;
import dev.kerf.git.FolderWalk;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.col;

/**
 * Chunks files held in a Spark {@code Dataset<Row>}: columns {@code path} (string) and
 * {@code content} (binary, as Spark's {@code binaryFile} source gives it, or string). One row per
 * chunk comes out, with every field of the CLI's JSON lines ({@code metadata} as a JSON string;
 * {@code contextual_text} and {@code contextual_token_count} null when there is none; and
 * {@code classification}, {@code scope} and {@code headings} as columns of their own), and
 * one row per skipped file with its reason in a separate Dataset, so nothing vanishes silently.
 *
 * <pre>{@code
 * Dataset<Row> files = SparkChunker.readFiles(spark, "repo/");
 * SparkChunker.Result r = SparkChunker.chunk(files, ChunkSettings.defaults());
 * r.chunks().write().partitionBy("language").parquet("out/chunks");
 * }</pre>
 *
 * <p>A chunker is built once per executor JVM and reused; the tree-sitter library loads there from
 * kerf's jar.
 */
public final class SparkChunker {
    /** The chunk rows' columns. */
    public static final StructType CHUNKS = new StructType()
            .add("path", DataTypes.StringType, false)
            .add("language", DataTypes.StringType)
            .add("strategy", DataTypes.StringType)
            .add("chunk_index", DataTypes.IntegerType)
            .add("text", DataTypes.StringType)
            .add("token_count", DataTypes.IntegerType)
            .add("start_line", DataTypes.IntegerType)
            .add("end_line", DataTypes.IntegerType)
            .add("char_start", DataTypes.IntegerType)
            .add("char_end", DataTypes.IntegerType)
            .add("byte_start", DataTypes.LongType)
            .add("byte_end", DataTypes.LongType)
            .add("id", DataTypes.StringType)
            .add("metadata", DataTypes.StringType)
            .add("contextual_text", DataTypes.StringType)
            .add("contextual_token_count", DataTypes.IntegerType)
            .add("classification", DataTypes.StringType)
            .add("scope", DataTypes.StringType)
            .add("headings", DataTypes.StringType);
    /** The skipped files' columns. */
    public static final StructType SKIPPED = new StructType()
            .add("path", DataTypes.StringType, false)
            .add("reason", DataTypes.StringType)
            .add("message", DataTypes.StringType);
    /** Both kinds of row travel together once, then are split by {@code kind}. */
    private static final StructType OUTCOMES = new StructType(concat(
            new StructType().add("kind", DataTypes.StringType, false).fields(),
            Arrays.stream(CHUNKS.fields()).filter(f -> !f.name().equals("path")).toArray(org.apache.spark.sql.types.StructField[]::new),
            new StructType().add("path", DataTypes.StringType, false).add("reason", DataTypes.StringType).add("message", DataTypes.StringType).fields()));
    /** One copy of each settings per executor JVM, so its chunkers are made once, not once per task. */
    private static final Map<KerfConfig, KerfConfig> CONFIGS = new ConcurrentHashMap<>();

    /** The chunks, and the files that gave none with why. */
    public record Result(Dataset<Row> chunks, Dataset<Row> skipped) {}

    private SparkChunker() {}

    public static Result chunk(Dataset<Row> files, ChunkSettings settings) {
        settings.config().validate(); // a bad value fails here, on the driver, not on every executor
        boolean binary = files.schema().apply("content").dataType().equals(DataTypes.BinaryType);
        java.util.Set<String> columns = java.util.Set.of(files.columns());
        Dataset<Row> outcomes = (columns.contains("reason") && columns.contains("message")
                ? files.select(col("path"), col("content"), col("reason"), col("message"))
                : files.select(col("path"), col("content")))
                .flatMap((FlatMapFunction<Row, Row>) row -> outcomes(row, binary, settings), Encoders.row(OUTCOMES))
                .persist(org.apache.spark.storage.StorageLevel.MEMORY_AND_DISK());
        Dataset<Row> chunks = outcomes.filter(col("kind").equalTo("chunk"))
                .select(Arrays.stream(CHUNKS.fieldNames()).map(org.apache.spark.sql.functions::col).toArray(org.apache.spark.sql.Column[]::new));
        Dataset<Row> skipped = outcomes.filter(col("kind").equalTo("skipped")).select(col("path"), col("reason"), col("message"));
        return new Result(chunks, skipped);
    }

    /**
     * The columns {@link #readFiles} gives: a path relative to the root, and the file's bytes; or,
     * for an entry the listing or the read could not take (a link not followed, a FIFO, a file
     * that cannot be read or is over {@code max_file_bytes}), no bytes and the reason and message
     * its {@code skipped} row will carry, as {@code kerf chunk} reports them. A Dataset of files
     * made otherwise (Spark's {@code binaryFile} source) needs only {@code path} and {@code content}.
     */
    public static final StructType FILES = new StructType()
            .add("path", DataTypes.StringType, false)
            .add("content", DataTypes.BinaryType)
            .add("reason", DataTypes.StringType)
            .add("message", DataTypes.StringType);

    /**
     * Every file under {@code root}, with paths relative to it ({@code src/Main.java}, as {@code kerf
     * chunk root} writes them, so ids match the CLI's), in path order; like the CLI, it skips
     * {@code .git} folders.
     *
     * <p>The files are listed here through Hadoop's file system and read on the executors, not
     * through Spark's {@code binaryFile} source: that source hides every file and folder whose name
     * begins with {@code _} or {@code .} ({@code _version.py}, {@code .eslintrc.js}, {@code
     * .github/}), so they would vanish without a line in {@code skipped}.
     */
    public static Dataset<Row> readFiles(org.apache.spark.sql.SparkSession spark, String root) {
        return readFiles(spark, root, new Selection(KerfConfig.none().pathFilter(), ChunkSettings.DEFAULT_MAX_FILE_BYTES));
    }

    /**
     * {@link #readFiles(org.apache.spark.sql.SparkSession, String)} with the settings' {@code include}
     * and {@code exclude} globs (kerf.toml's, or the job's {@code --include} and {@code --exclude}),
     * matched against the path relative to the root as the CLI matches them.
     */
    public static Dataset<Row> readFiles(org.apache.spark.sql.SparkSession spark, String root, ChunkSettings settings) {
        return readFiles(spark, root, new Selection(settings.config().pathFilter(), settings.maxFileBytes()));
    }

    private static Dataset<Row> readFiles(org.apache.spark.sql.SparkSession spark, String root, Selection selection) {
        org.apache.hadoop.conf.Configuration conf = spark.sparkContext().hadoopConfiguration();
        long maxFileBytes = selection.maxFileBytes();
        // Rows of (path, location, reason, message, size): a file to read, or an entry reported.
        List<Row> listed = new ArrayList<>();
        try {
            org.apache.hadoop.fs.Path rootPath = new org.apache.hadoop.fs.Path(root);
            org.apache.hadoop.fs.FileSystem fs = rootPath.getFileSystem(conf);
            if (fs.getScheme().equals("file")) {
                listLocal(java.nio.file.Path.of(fs.makeQualified(rootPath).toUri()), root, selection.filter(), listed);
            } else {
                listHadoop(fs, rootPath, selection.filter(), listed);
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot list " + root + ": " + e.getMessage(), e);
        }
        listed.sort(java.util.Comparator.comparing(r -> r.getString(0)));
        Map<String, String> settings = new java.util.HashMap<>();
        for (Map.Entry<String, String> e : conf) {
            settings.put(e.getKey(), e.getValue());
        }
        var context = org.apache.spark.api.java.JavaSparkContext.fromSparkContext(spark.sparkContext());
        int slices = Math.max(1, Math.min(listed.size(), 4 * context.defaultParallelism()));
        StructType located = new StructType().add("path", DataTypes.StringType, false).add("location", DataTypes.StringType)
                .add("reason", DataTypes.StringType).add("message", DataTypes.StringType).add("size", DataTypes.LongType);
        return spark.createDataFrame(context.parallelize(listed, slices), located)
                .map((org.apache.spark.api.java.function.MapFunction<Row, Row>) r -> r.isNullAt(1)
                        ? RowFactory.create(r.getString(0), null, r.getString(2), r.getString(3))
                        : read(r.getString(0), r.getString(1), r.getLong(4), maxFileBytes, settings), Encoders.row(FILES));
    }

    /** What a listing takes and the size over which a file is not read: from the settings, or every file with the default cap. */
    private record Selection(PathFilter filter, long maxFileBytes) {}

    /**
     * A local folder, walked as {@code kerf chunk} walks it ({@link FolderWalk}): the same files,
     * paths and reports ({@code .gitignore} honoured, links to folders not followed, a FIFO not
     * read), and a file over the cap reported without being read.
     */
    private static void listLocal(java.nio.file.Path dir, String named, PathFilter filter, List<Row> listed) throws java.io.IOException {
        if (!java.nio.file.Files.isDirectory(dir)) {
            // One file named: its path as named, as the CLI writes it.
            listed.add(RowFactory.create(named, dir.toUri().toString(), null, null, java.nio.file.Files.size(dir)));
            return;
        }
        FolderWalk.Walk walk = FolderWalk.walk(dir, "", filter::wants, null);
        for (FolderWalk.Input in : walk.files()) {
            listed.add(RowFactory.create(in.displayPath(), in.file().toUri().toString(), null, null, in.size()));
        }
        for (FolderWalk.Skip skip : walk.reports()) {
            listed.add(RowFactory.create(skip.displayPath(), null, skip.reason(), skip.message(), 0L));
        }
    }

    /** Another file system (HDFS, S3): its files, with paths relative to the root; what is not a file is reported. */
    private static void listHadoop(org.apache.hadoop.fs.FileSystem fs, org.apache.hadoop.fs.Path rootPath, PathFilter filter, List<Row> listed)
            throws java.io.IOException {
        String prefix = fs.makeQualified(rootPath).toString();
        String stripped = prefix.endsWith("/") ? prefix : prefix + "/";
        java.util.ArrayDeque<org.apache.hadoop.fs.FileStatus> todo = new java.util.ArrayDeque<>(List.of(fs.getFileStatus(rootPath)));
        while (!todo.isEmpty()) {
            org.apache.hadoop.fs.FileStatus status = todo.pop();
            String full = status.getPath().toString();
            String relative = full.startsWith(stripped) ? full.substring(stripped.length()) : full;
            if (status.isDirectory()) {
                if (!status.getPath().getName().equals(".git") || full.equals(prefix)) {
                    todo.addAll(Arrays.asList(fs.listStatus(status.getPath())));
                }
            } else if (!status.isFile()) {
                listed.add(RowFactory.create(relative, null, "not_a_file", "not a regular file is not read", 0L));
            } else if (filter.wants(java.nio.file.Path.of(relative))) {
                listed.add(RowFactory.create(relative, status.getPath().toUri().toString(), null, null, status.getLen()));
            }
        }
    }

    /**
     * A file's row (runs on executors): its bytes, read at most one byte past the cap (a file that
     * grew since the listing cannot fill the memory), or why it was not read. Local files are read
     * directly, not through Hadoop's checksummed local file system, which cannot open a name
     * holding {@code :} and hides names that look like its checksum files.
     */
    private static Row read(String path, String location, long size, long maxFileBytes, Map<String, String> settings) {
        if (size > maxFileBytes) {
            dev.kerf.SkipReason tooLarge = dev.kerf.SkipReason.tooLarge(size, maxFileBytes);
            return RowFactory.create(path, null, tooLarge.code(), tooLarge.message());
        }
        java.net.URI uri = java.net.URI.create(location);
        try (java.io.InputStream in = uri.getScheme().equals("file") ? java.nio.file.Files.newInputStream(java.nio.file.Path.of(uri)) : hadoopOpen(uri, settings)) {
            byte[] bytes = FileOutcome.readAtMost(in, maxFileBytes);
            if (bytes == null) {
                dev.kerf.SkipReason left = dev.kerf.SkipReason.leftToRead(maxFileBytes);
                return RowFactory.create(path, null, left.code(), left.message());
            }
            return RowFactory.create(path, bytes, null, null);
        } catch (java.nio.file.NoSuchFileException e) {
            return RowFactory.create(path, null, "not_found", "no such file: it was removed after the listing");
        } catch (java.io.IOException | SecurityException e) {
            return RowFactory.create(path, null, "unreadable",
                    e instanceof java.io.IOException io ? FolderWalk.why(io) : String.valueOf(e.getMessage()));
        }
    }

    private static java.io.InputStream hadoopOpen(java.net.URI uri, Map<String, String> settings) throws java.io.IOException {
        org.apache.hadoop.conf.Configuration conf = new org.apache.hadoop.conf.Configuration(false);
        settings.forEach(conf::set);
        org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(uri);
        return p.getFileSystem(conf).open(p);
    }

    /** Chunks one file into outcome rows (runs on executors). */
    static Iterator<Row> outcomes(Row file, boolean binary, ChunkSettings settings) {
        String path = file.getString(0);
        if (file.size() > 2 && !file.isNullAt(2)) {
            // Not read: the listing or the read says why.
            return List.of(skippedRow(path, file.getString(2), file.getString(3))).iterator();
        }
        byte[] bytes = binary ? (byte[]) file.get(1) : file.getString(1) == null ? null : file.getString(1).getBytes(StandardCharsets.UTF_8);
        List<Row> out = new ArrayList<>();
        // The CLI's policy (FileOutcome), each executor JVM sharing one copy of the settings and so its chunkers.
        KerfConfig config = CONFIGS.computeIfAbsent(settings.config(), c -> c);
        FileOutcome outcome = FileOutcome.of(path, bytes, null, settings.maxFileBytes(), null, config::kerfFor);
        for (Chunk c : outcome.chunks()) {
            out.add(chunkRow(path, c));
        }
        if (outcome.skipped() != null) {
            out.add(skippedRow(path, outcome.skipped().code(), outcome.skipped().message()));
        }
        return out.iterator();
    }

    private static Row skippedRow(String path, String reason, String message) {
        Object[] values = new Object[OUTCOMES.size()];
        values[0] = "skipped";
        values[OUTCOMES.fieldIndex("path")] = path;
        values[OUTCOMES.fieldIndex("reason")] = reason;
        values[OUTCOMES.fieldIndex("message")] = message;
        return RowFactory.create(values);
    }

    private static Row chunkRow(String path, Chunk c) {
        Map<String, Object> m = c.metadata();
        Object[] values = new Object[OUTCOMES.size()];
        values[0] = "chunk";
        values[OUTCOMES.fieldIndex("path")] = path;
        values[OUTCOMES.fieldIndex("language")] = c.language();
        values[OUTCOMES.fieldIndex("strategy")] = c.strategy();
        values[OUTCOMES.fieldIndex("chunk_index")] = c.index();
        values[OUTCOMES.fieldIndex("text")] = c.text();
        values[OUTCOMES.fieldIndex("token_count")] = c.tokenCount();
        values[OUTCOMES.fieldIndex("start_line")] = c.span().startLine();
        values[OUTCOMES.fieldIndex("end_line")] = c.span().endLine();
        values[OUTCOMES.fieldIndex("char_start")] = c.span().charStart();
        values[OUTCOMES.fieldIndex("char_end")] = c.span().charEnd();
        values[OUTCOMES.fieldIndex("byte_start")] = (long) c.span().byteStart();
        values[OUTCOMES.fieldIndex("byte_end")] = (long) c.span().byteEnd();
        values[OUTCOMES.fieldIndex("id")] = c.id();
        values[OUTCOMES.fieldIndex("metadata")] = ChunkRecord.json(m);
        if (c.contextual().isPresent()) {
            values[OUTCOMES.fieldIndex("contextual_text")] = c.contextual().get().text();
            values[OUTCOMES.fieldIndex("contextual_token_count")] = c.contextual().get().tokenCount();
        }
        values[OUTCOMES.fieldIndex("classification")] = ChunkMetadata.text(m, ChunkMetadata.CLASSIFICATION).orElse(null);
        values[OUTCOMES.fieldIndex("scope")] = FlatFields.joined(m.get(ChunkMetadata.SCOPE));
        values[OUTCOMES.fieldIndex("headings")] = FlatFields.joined(m.get(ChunkMetadata.HEADINGS));
        return RowFactory.create(values);
    }

    private static org.apache.spark.sql.types.StructField[] concat(org.apache.spark.sql.types.StructField[]... parts) {
        return Arrays.stream(parts).flatMap(Arrays::stream).toArray(org.apache.spark.sql.types.StructField[]::new);
    }
}
