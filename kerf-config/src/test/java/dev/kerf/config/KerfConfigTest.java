package dev.kerf.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.Chunk;
import dev.kerf.Source;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The settings every front end takes by the same keys: kerf.toml's, the same options given one by
 * one (flags, job arguments) with the same effect, and the same settings after a trip through Java
 * serialization (as the Spark job ships them).
 */
class KerfConfigTest {
    @TempDir
    Path dir;

    private static final String CODE = "import os\n\n\ndef first(a, b):\n    \"\"\"Adds.\"\"\"\n    return a + b\n\n\n"
            + "class Second:\n    def method(self):\n        return os.getcwd()\n".repeat(40);

    private static List<String> texts(KerfConfig config, String language) {
        return config.kerfFor(language).chunk(Source.fromText(CODE).withPath("a.py").withLanguage(language)).stream()
                .map(c -> c.contextual().map(t -> t.text()).orElse(c.text())).toList();
    }

    @Test
    void anOptionGivenByKeyActsAsTheSameKeyInKerfToml() throws Exception {
        Path toml = Files.writeString(dir.resolve("kerf.toml"), """
                max_tokens = 128
                min_tokens = 8
                target_tokens = 96
                overlap_ratio = 0.125
                tokenizer = "o200k_base"
                granularity = "definition"
                context_header = true
                max_file_bytes = 1000
                include = ["src/**"]
                exclude = ["src/gen/**"]
                jobs = 3
                """);
        KerfConfig fromFile = KerfConfig.load(toml);
        Map<String, Object> values = Map.of("max_tokens", 128, "min_tokens", 8, "target_tokens", 96, "overlap_ratio", 0.125,
                "tokenizer", "o200k_base", "granularity", "definition", "context_header", true, "max_file_bytes", 1000L,
                "include", List.of("src/**"), "exclude", List.of("src/gen/**"));
        KerfConfig.Options byKey = KerfConfig.options();
        values.forEach((k, v) -> byKey.set(k, v, "--" + k.replace('_', '-')));
        KerfConfig given = byKey.set("jobs", 3, "--jobs").build();

        assertThat(texts(given, "python")).isEqualTo(texts(fromFile, "python")).hasSizeGreaterThan(3);
        assertThat(given.maxFileBytes(1)).isEqualTo(fromFile.maxFileBytes(1)).isEqualTo(1000);
        assertThat(given.include()).isEqualTo(fromFile.include()).containsExactly("src/**");
        assertThat(given.exclude()).isEqualTo(fromFile.exclude()).containsExactly("src/gen/**");
        assertThat(given.jobs(1)).isEqualTo(fromFile.jobs(1)).isEqualTo(3);

        // The same from text, as a command line gives it.
        KerfConfig.Options byText = KerfConfig.options();
        values.forEach((k, v) -> {
            if (v instanceof List<?> list) {
                byText.setText(k, (String) list.getFirst(), k);
            } else {
                byText.setText(k, String.valueOf(v), k);
            }
        });
        assertThat(texts(byText.build(), "python")).isEqualTo(texts(fromFile, "python"));
    }

    @Test
    void givenOptionsWinOverTheFileAndALanguageTableOverBoth() throws Exception {
        Path toml = Files.writeString(dir.resolve("kerf.toml"), "max_tokens = 300\n[languages.python]\nmax_tokens = 40\n");
        KerfConfig config = KerfConfig.load(toml).overriddenBy(KerfConfig.options().set("max_tokens", 100, "--max-tokens").build());
        assertThat(config.kerfFor("python").chunk(Source.fromText(CODE).withPath("a.py"))).allSatisfy(c -> assertThat(c.tokenCount()).isLessThanOrEqualTo(40));
        List<Chunk> text = config.kerfFor("text").chunk(Source.fromText("A sentence of words. ".repeat(200)).withPath("a.txt"));
        assertThat(text).allSatisfy(c -> assertThat(c.tokenCount()).isLessThanOrEqualTo(100));
        assertThat(text).anySatisfy(c -> assertThat(c.tokenCount()).isGreaterThan(40));
    }

    @Test
    void aBadValueSaysWhereItWasGiven() throws Exception {
        assertThatThrownBy(() -> KerfConfig.options().setText("max_tokens", "lots", "--max-tokens").build())
                .isInstanceOf(ConfigError.class).hasMessage("--max-tokens: must be a number, was lots");
        assertThatThrownBy(() -> KerfConfig.options().set("max_toknes", 5, "--max-tokens").build())
                .isInstanceOf(ConfigError.class).hasMessage("--max-tokens: unknown option");
        assertThatThrownBy(() -> KerfConfig.options().set("max_tokens", 3, "--max-tokens").build().validate())
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--max-tokens: ");
        assertThatThrownBy(() -> KerfConfig.options().set("jobs", 0, "--jobs").build())
                .isInstanceOf(ConfigError.class).hasMessage("--jobs: must be a whole number from 1 to 1024, was 0");
        assertThatThrownBy(() -> KerfConfig.options().set("jobs", 100000, "--jobs").build())
                .isInstanceOf(ConfigError.class).hasMessage("--jobs: must be a whole number from 1 to 1024, was 100000");
        Path toml = Files.writeString(dir.resolve("kerf.toml"), "\nmax_tokens = 3\n");
        assertThatThrownBy(() -> KerfConfig.load(toml).validate()).hasMessageStartingWith("kerf.toml:2: max_tokens: ");
        assertThatThrownBy(() -> KerfConfig.find(dir.resolve("none.toml"), "--config"))
                .isInstanceOf(ConfigError.class).hasMessageContaining("--config: no such file");
        assertThatThrownBy(() -> KerfConfig.find(dir, "--config"))
                .isInstanceOf(ConfigError.class).hasMessage("--config: a folder, not a file: " + dir);
    }

    /** A kerf.toml saved with a byte order mark (Windows' Notepad) was refused: "Unexpected '\ufeff'". */
    @Test
    void aFileWithAByteOrderMarkIsRead() throws Exception {
        Path toml = Files.writeString(dir.resolve("kerf.toml"), "\uFEFFmax_tokens = 40\n");
        KerfConfig config = KerfConfig.find(toml, "--config");
        assertThat(config.kerfFor("text").chunk(Source.fromText("A sentence of words. ".repeat(200)).withPath("a.txt")))
                .allSatisfy(c -> assertThat(c.tokenCount()).isLessThanOrEqualTo(40));
    }

    /**
     * A custom delimiter row is an element of an array of tables: its problems are typed errors
     * placed at the row's line, never a crash, and a value of the wrong type is never replaced by
     * a default (a priority of "80" would have become 50, and lost to the built-in rows).
     */
    @Test
    void aBadDelimiterRowIsRefusedAtItsLine() throws Exception {
        String row = "max_tokens = 256\n\n[[chunker.custom_delimiters.python]]\nkind = \"WIDGET\"\nstart = '^class\\b'\nend = \"indent\"\n";
        Map<String, String> bad = Map.of(
                "extra = 1\n", "kerf.toml:7: chunker.custom_delimiters.python.extra: unknown key 'extra' (a delimiter takes kind, start, end, closer, priority, flags)",
                "priority = 99999999999\n", "kerf.toml:7: chunker.custom_delimiters.python.priority: must be a whole number from 0 to 1000, was 99999999999",
                "priority = \"80\"\n", "kerf.toml:7: chunker.custom_delimiters.python.priority: must be a whole number from 0 to 1000, was \"80\"",
                "priority = 80.7\n", "kerf.toml:7: chunker.custom_delimiters.python.priority: must be a whole number from 0 to 1000, was 80.7",
                "flags = [\"nestable\"]\n", "kerf.toml:7: chunker.custom_delimiters.python.flags: must be a string, was an array");
        for (Map.Entry<String, String> e : bad.entrySet()) {
            Path toml = Files.writeString(dir.resolve("kerf.toml"), row + e.getKey());
            assertThatThrownBy(() -> KerfConfig.load(toml)).as(e.getKey()).isInstanceOf(ConfigError.class).hasMessage(e.getValue());
        }
        Path start = Files.writeString(dir.resolve("kerf.toml"), row.replace("start = '^class\\b'", "start = 7"));
        assertThatThrownBy(() -> KerfConfig.load(start)).isInstanceOf(ConfigError.class)
                .hasMessage("kerf.toml:5: chunker.custom_delimiters.python.start: must be a string, was 7");
        Path good = Files.writeString(dir.resolve("kerf.toml"), row + "priority = 80\n");
        assertThat(KerfConfig.load(good).kerfFor("python").chunk(Source.fromText("class A:\n    x = 1\n").withPath("a.py").withLanguage("python")))
                .isNotEmpty();
    }

    /** As on the command line and in the HTTP API, overlap is given one way: in tokens or as a ratio. */
    @Test
    void overlapAndOverlapRatioTogetherAreRefused() throws Exception {
        Path toml = Files.writeString(dir.resolve("kerf.toml"), "overlap = 10\n[chunker]\noverlap_ratio = 0.5\n");
        assertThatThrownBy(() -> KerfConfig.load(toml)).isInstanceOf(ConfigError.class)
                .hasMessage("kerf.toml:3: chunker.overlap_ratio: overlap and overlap_ratio: give one, not both (overlap is set at kerf.toml:1: overlap)");
        Path language = Files.writeString(dir.resolve("kerf.toml"), "[languages.go]\noverlap = 10\noverlap_ratio = 0.5\n");
        assertThatThrownBy(() -> KerfConfig.load(language)).isInstanceOf(ConfigError.class).hasMessageStartingWith("kerf.toml:3: languages.go.overlap_ratio: ");
        // One in the file and the other for one language: the language's table wins for that language, as documented.
        Path split = Files.writeString(dir.resolve("kerf.toml"), "overlap = 10\n[languages.go]\noverlap_ratio = 0.25\n");
        assertThat(KerfConfig.load(split).kerfFor("go")).isNotNull();
    }

    @Test
    void includeAndExcludePickFilesByTheirRelativePath() throws Exception {
        PathFilter filter = KerfConfig.options().set("include", List.of("src/**", "*.md"), "--include")
                .set("exclude", "**/gen/**", "--exclude").build().pathFilter();
        assertThat(filter.wants(Path.of("src/a/B.java"))).isTrue();
        assertThat(filter.wants(Path.of("README.md"))).isTrue();
        assertThat(filter.wants(Path.of("docs/guide.md"))).isFalse();
        assertThat(filter.wants(Path.of("src/gen/C.java"))).isFalse();
        assertThat(KerfConfig.none().pathFilter().wants(Path.of("any/thing.bin"))).isTrue();
        Path toml = Files.writeString(dir.resolve("kerf.toml"), "exclude = [\"*.lock\"]\n");
        assertThat(KerfConfig.load(toml).pathFilter().wants(Path.of("a.lock"))).isFalse();
    }

    @Test
    void aFolderStarAlsoMatchesNoFolder() {
        PathFilter filter = KerfConfig.options().set("include", List.of("**/*.py", "src/**/test/**"), "--include")
                .set("exclude", "**/generated/**", "--exclude").build().pathFilter();
        assertThat(filter.wants(Path.of("setup.py"))).as("a top-level file").isTrue();
        assertThat(filter.wants(Path.of("pkg/a/mod.py"))).isTrue();
        assertThat(filter.wants(Path.of("src/test/T.java"))).as("no folder between src and test").isTrue();
        assertThat(filter.wants(Path.of("src/x/y/test/T.java"))).isTrue();
        assertThat(filter.wants(Path.of("generated/gen.py"))).as("the generated folder at the top").isFalse();
        assertThat(filter.wants(Path.of("pkg/generated/gen.py"))).isFalse();
        assertThat(filter.wants(Path.of("README.md"))).isFalse();
        assertThat(PathFilter.withoutFolderStars("a**/b")).containsExactly("a**/b"); // not a folder star
    }

    @Test
    void aBadGlobIsRefusedWhereItWasWritten() throws Exception {
        assertThatThrownBy(() -> KerfConfig.options().set("include", "src/[a", "--include"))
                .isInstanceOf(ConfigError.class).hasMessage("--include: 'src/[a' is not a glob: missing ]");
        Path toml = Files.writeString(dir.resolve("kerf.toml"), "max_tokens = 64\nexclude = [\"ok/**\", \"a{b\"]\n");
        assertThatThrownBy(() -> KerfConfig.load(toml))
                .isInstanceOf(ConfigError.class).hasMessage("kerf.toml:2: exclude: 'a{b' is not a glob: missing }");
    }

    @Test
    void theSettingsSurviveSerializationAndChunkTheSame() throws Exception {
        Path toml = Files.writeString(dir.resolve("kerf.toml"), """
                max_tokens = 96
                context_header = true
                [languages.python]
                granularity = "definition"
                [[custom_delimiters.tcl]]
                kind = "METHOD"
                start = '^\\s*itcl::body\\b'
                end = "{}"
                priority = 65
                flags = "whole_lines,nestable"
                """);
        KerfConfig config = KerfConfig.load(toml).overriddenBy(KerfConfig.options().set("min_tokens", 4, "--min-tokens").build());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(config);
        }
        KerfConfig back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (KerfConfig) in.readObject();
        }
        assertThat(back).isEqualTo(config).hasSameHashCodeAs(config);
        assertThat(texts(back, "python")).isEqualTo(texts(config, "python"));
    }
}
