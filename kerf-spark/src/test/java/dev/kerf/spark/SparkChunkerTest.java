package dev.kerf.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kerf.MachineCorpus;
import dev.kerf.Source;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spark in local mode on a few hundred real files: the chunks equal, field for field, what
 * {@code kerf chunk --context-header} writes for the same folder (Spark's defaults turn the header
 * on, and its reserve shapes the chunks); a bad file lands in the skipped output with its
 * reason; the Parquet output reads back.
 */
class SparkChunkerTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static SparkSession spark;
    private static final List<String> HIDDEN = List.of("_version.py", ".hidden.py", "_build/gen.py", ".github/tool.py");

    @TempDir
    static Path dir;

    @BeforeAll
    static void start() throws Exception {
        List<Source> sources = new java.util.ArrayList<>();
        sources.addAll(MachineCorpus.jdkSources(5, 150));
        sources.addAll(MachineCorpus.pythonStdlib(5, 80));
        sources.addAll(MachineCorpus.nodeDocs(5, 20));
        for (Source s : sources) {
            Path f = dir.resolve("files").resolve(s.path().orElseThrow().replace('/', '_'));
            Files.createDirectories(f.getParent());
            Files.writeString(f, s.text());
        }
        Files.write(dir.resolve("files/broken.txt"), new byte[] {'o', 'k', (byte) 0xC3, (byte) 0x28});
        // Names Spark's own file source hides: they are chunked like any other, as the CLI does.
        for (String hidden : HIDDEN) {
            Path f = dir.resolve("files").resolve(hidden);
            Files.createDirectories(f.getParent());
            Files.writeString(f, "def " + f.getFileName().toString().replaceAll("\\W", "_") + "():\n    return 1\n");
        }
        Files.createDirectories(dir.resolve("files/.git"));
        Files.writeString(dir.resolve("files/.git/HEAD"), "ref: refs/heads/main\n");
        spark = SparkSession.builder().master("local[2]").appName("kerf-test")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "4").getOrCreate();
        spark.sparkContext().setLogLevel("ERROR");
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    @Test
    void chunksEqualTheClisFieldForField() throws Exception {
        Path files = dir.resolve("files");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertThat(dev.kerf.cli.Main.run(new PrintWriter(out), new PrintWriter(err), "chunk", "--context-header", files.toString())).isZero();
        Map<String, JsonNode> cli = new HashMap<>();
        for (String line : out.toString().split("\n")) {
            if (!line.isBlank()) {
                JsonNode n = JSON.readTree(line);
                cli.put(n.get("path").asText() + "#" + n.get("chunk_index").asInt(), n);
            }
        }

        SparkChunker.Result r = SparkChunker.chunk(SparkChunker.readFiles(spark, files.toString()), ChunkSettings.defaults());
        List<Row> rows = r.chunks().collectAsList();

        assertThat(rows).hasSize(cli.size());
        assertThat(cli.size()).isGreaterThan(500);
        for (Row row : rows) {
            String key = row.getAs("path") + "#" + row.<Integer>getAs("chunk_index");
            JsonNode c = cli.get(key);
            assertThat(c).as("the CLI has %s", key).isNotNull();
            for (String f : List.of("language", "strategy", "text", "id", "contextual_text")) {
                assertThat(row.<String>getAs(f)).as("%s %s", key, f).isEqualTo(c.get(f).asText());
            }
            for (String f : List.of("token_count", "contextual_token_count", "start_line", "end_line", "char_start", "char_end")) {
                assertThat(row.<Integer>getAs(f)).as("%s %s", key, f).isEqualTo(c.get(f).asInt());
            }
            for (String f : List.of("byte_start", "byte_end")) {
                assertThat(row.<Long>getAs(f)).as("%s %s", key, f).isEqualTo(c.get(f).asLong());
            }
            assertThat(JSON.readTree(row.<String>getAs("metadata"))).as("%s metadata", key).isEqualTo(c.get("metadata"));
        }
        assertThat(rows).extracting(row -> row.<String>getAs("path")).containsAll(HIDDEN).noneMatch(p -> p.startsWith(".git/"));
        List<Row> skipped = r.skipped().collectAsList();
        assertThat(skipped).singleElement().satisfies(s -> {
            assertThat(s.<String>getAs("path")).isEqualTo("broken.txt");
            assertThat(s.<String>getAs("reason")).isEqualTo("invalid_encoding");
        });
        assertThat(err.toString()).contains("broken.txt", "invalid_encoding");
    }

    @Test
    void theJobTakesTheSameKerfTomlAsTheCli() throws Exception {
        Path files = dir.resolve("files");
        Path toml = Files.writeString(dir.resolve("kerf.toml"), """
                max_tokens = 200
                exclude = ["_build/**"]

                [languages.python]
                max_tokens = 64
                """);
        StringWriter out = new StringWriter();
        assertThat(dev.kerf.cli.Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "chunk", "--config", toml.toString(),
                "--context-header", files.toString())).isZero();
        Map<String, JsonNode> cli = new HashMap<>();
        for (String line : out.toString().split("\n")) {
            if (!line.isBlank()) {
                JsonNode n = JSON.readTree(line);
                cli.put(n.get("path").asText() + "#" + n.get("chunk_index").asInt(), n);
            }
        }

        ChunkSettings settings = ChunkSettings.defaults().overriddenBy(dev.kerf.config.KerfConfig.load(toml));
        List<Row> rows = SparkChunker.chunk(SparkChunker.readFiles(spark, files.toString(), settings), settings).chunks().collectAsList();

        assertThat(rows).hasSize(cli.size());
        for (Row row : rows) {
            String key = row.getAs("path") + "#" + row.<Integer>getAs("chunk_index");
            assertThat(cli.get(key)).as("the CLI has %s", key).isNotNull();
            assertThat(row.<String>getAs("text")).as(key).isEqualTo(cli.get(key).get("text").asText());
            assertThat(row.<String>getAs("contextual_text")).as(key).isEqualTo(cli.get(key).get("contextual_text").asText());
            int limit = row.<String>getAs("language").equals("python") ? 64 : 200;
            Integer withHeader = row.getAs("contextual_token_count");
            assertThat(withHeader != null ? withHeader : row.<Integer>getAs("token_count")).as(key).isLessThanOrEqualTo(limit);
        }
        assertThat(rows).extracting(row -> row.<String>getAs("path")).noneMatch(p -> p.startsWith("_build/"))
                .anyMatch(p -> p.endsWith(".py")).anyMatch(p -> p.endsWith(".java"));
    }

    /** As in the adapters: the default context header steps aside for a budget with no room for it; asked for, it is an error. */
    @Test
    void theJobsDefaultHeaderStaysOffWhereItHasNoRoom() {
        dev.kerf.Source code = dev.kerf.Source.fromText("def f():\n    return 1\n".repeat(20)).withPath("a.py");
        ChunkSettings small = ChunkSettings.of(dev.kerf.config.KerfConfig.options().set("max_tokens", 32, "--max-tokens").build());
        assertThat(small.config().kerfFor("python").chunk(code)).isNotEmpty().allSatisfy(c -> assertThat(c.contextual()).isEmpty());
        ChunkSettings usual = ChunkSettings.of(dev.kerf.config.KerfConfig.options().set("max_tokens", 256, "--max-tokens").build());
        assertThat(usual.config().kerfFor("python").chunk(code)).allSatisfy(c -> assertThat(c.contextual()).isPresent());
        assertThatThrownBy(() -> ChunkSettings.of(dev.kerf.config.KerfConfig.options().set("max_tokens", 32, "--max-tokens")
                .set("context_header", true, "--context-header").build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--context-header: needs the token limit less the overlap to be at least 64");
    }

    /** One language's table with a small budget turned the default header off for every language. */
    @Test
    void aSmallLanguageTableTurnsTheDefaultHeaderOffThereOnly() throws Exception {
        Path toml = dir.resolve("small-python.toml");
        Files.writeString(toml, "max_tokens = 256\n\n[languages.python]\nmax_tokens = 40\n");
        ChunkSettings settings = ChunkSettings.of(dev.kerf.config.KerfConfig.load(toml));
        dev.kerf.Source python = dev.kerf.Source.fromText("def f():\n    return 1\n".repeat(5)).withPath("a.py");
        dev.kerf.Source c = dev.kerf.Source.fromText("int f(void) {\n    return 1;\n}\n".repeat(5)).withPath("a.c");
        assertThat(settings.config().kerfFor("python").chunk(python)).isNotEmpty().allSatisfy(k -> assertThat(k.contextual()).isEmpty());
        assertThat(settings.config().kerfFor("c").chunk(c)).isNotEmpty().allSatisfy(k -> assertThat(k.contextual()).isPresent());

        // The other way round: no room in general, room in one table.
        Files.writeString(toml, "max_tokens = 40\n\n[languages.python]\nmax_tokens = 256\n");
        ChunkSettings inverse = ChunkSettings.of(dev.kerf.config.KerfConfig.load(toml));
        assertThat(inverse.config().kerfFor("python").chunk(python)).allSatisfy(k -> assertThat(k.contextual()).isPresent());
        assertThat(inverse.config().kerfFor("c").chunk(c)).allSatisfy(k -> assertThat(k.contextual()).isEmpty());
    }

    @Test
    void theJobWritesParquetThatReadsBack() {
        String output = dir.resolve("out").toString();
        long[] counts = KerfSparkJob.run(spark, dir.resolve("files").toString(), output, ChunkSettings.defaults().withMaxTokens(256));
        assertThat(counts[1]).isEqualTo(1);
        var chunks = spark.read().parquet(output + "/chunks");
        assertThat(chunks.count()).isEqualTo(counts[0]);
        assertThat(chunks.select("language").distinct().collectAsList()).extracting(r -> r.getString(0))
                .contains("java", "python", "markdown");
        assertThat(chunks.filter("language = 'java' AND classification IS NOT NULL").count()).isGreaterThan(0);
        assertThat(chunks.filter("language = 'markdown' AND headings IS NOT NULL").count()).isGreaterThan(0);
        assertThat(spark.read().parquet(output + "/skipped").count()).isEqualTo(1);
    }

    /**
     * Entries a folder may hold that are not plain files, and names Hadoop's local file system
     * cannot read: each was a job killed (a name with {@code :}, an unreadable file), a job hung (a
     * FIFO), files multiplied (a link loop) or a file dropped in silence (a name like a checksum
     * file's). The job now walks a local folder as {@code kerf chunk} does: the same files, the
     * same paths, the same reports.
     */
    @Test
    void aFolderOfOddEntriesGivesTheClisFilesAndReports() throws Exception {
        Path odd = dir.resolve("odd");
        Files.createDirectories(odd.resolve("d"));
        Files.writeString(odd.resolve("d/a.py"), "def a():\n    return 1\n");
        Files.writeString(odd.resolve("x:y.py"), "def colon():\n    return 2\n");
        Files.writeString(odd.resolve(".notes.py.crc"), "def crc():\n    return 3\n");
        Files.writeString(odd.resolve("big.txt"), "word ".repeat(2_000));
        Files.createSymbolicLink(odd.resolve("d/up"), Path.of("..")); // a loop
        Files.createSymbolicLink(odd.resolve("nowhere.py"), Path.of("missing.py"));
        Files.createSymbolicLink(odd.resolve("same.py"), Path.of("d/a.py")); // the same file: read once
        assertThat(new ProcessBuilder("mkfifo", odd.resolve("pipe.py").toString()).start().waitFor()).isZero();

        ChunkSettings settings = ChunkSettings.defaults().withMaxTokens(256).with("max_file_bytes", 5_000);
        SparkChunker.Result r = SparkChunker.chunk(SparkChunker.readFiles(spark, odd.toString(), settings), settings);
        assertThat(r.chunks().select("path").distinct().collectAsList()).extracting(row -> row.getString(0))
                .containsExactlyInAnyOrder("d/a.py", "x:y.py", ".notes.py.crc");
        assertThat(r.skipped().collectAsList()).extracting(row -> row.getString(0) + " " + row.getString(1))
                .containsExactlyInAnyOrder("big.txt too_large", "d/up link_not_followed", "nowhere.py unreadable", "pipe.py not_a_file",
                        "same.py duplicate");

        // The same as the CLI, file for file.
        dev.kerf.git.FolderWalk.Walk walk = dev.kerf.git.FolderWalk.walk(odd, "", p -> true, null);
        assertThat(walk.reports()).extracting(k -> k.displayPath() + " " + k.reason())
                .containsExactlyInAnyOrder("d/up link_not_followed", "nowhere.py unreadable", "pipe.py not_a_file", "same.py duplicate");

        // One file named: its path as named, as the CLI writes it.
        SparkChunker.Result one = SparkChunker.chunk(SparkChunker.readFiles(spark, odd.resolve("d/a.py").toString(), settings), settings);
        assertThat(one.chunks().select("path").collectAsList()).extracting(row -> row.getString(0)).containsOnly(odd.resolve("d/a.py").toString());
    }

    /** A job that fails leaves the last good output as it was; an output inside the input is refused before Spark starts. */
    @Test
    void theLastGoodOutputSurvivesAndTheOutputMayNotLieInTheInput() throws Exception {
        Path in = dir.resolve("small");
        Files.createDirectories(in);
        Files.writeString(in.resolve("m.py"), "def m():\n    return 1\n");
        String output = dir.resolve("kept").toString();
        long[] first = KerfSparkJob.run(spark, in.toString(), output, ChunkSettings.defaults());
        assertThat(first[0]).isEqualTo(1);
        assertThat(first[2]).isEqualTo(1);
        assertThatThrownBy(() -> KerfSparkJob.run(spark, dir.resolve("no-such-folder").toString(), output, ChunkSettings.defaults()))
                .isInstanceOf(RuntimeException.class);
        assertThat(spark.read().parquet(output + "/chunks").count()).isEqualTo(1);
        assertThat(Files.exists(dir.resolve("kept").resolve(KerfSparkJob.NEW_OUTPUT))).isFalse();

        assertThat(KerfSparkJob.checkLocalPlaces(in.toString(), in.resolve("out").toString())).contains("overlap");
        assertThat(KerfSparkJob.checkLocalPlaces(in.toString(), in.toString())).contains("overlap");
        assertThat(KerfSparkJob.checkLocalPlaces(in.toString(), in.resolve("m.py").toString())).contains("is a file");
        assertThat(KerfSparkJob.checkLocalPlaces(dir.resolve("no-such-folder").toString(), output)).contains("no such file");
        assertThat(KerfSparkJob.checkLocalPlaces(in.toString(), output)).isNull();
        assertThat(KerfSparkJob.checkLocalPlaces("hdfs://name/in", "hdfs://name/out")).isNull();
    }
}
