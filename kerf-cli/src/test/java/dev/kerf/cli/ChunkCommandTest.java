package dev.kerf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kerf chunk} as a user runs it: JSON Lines out, skip reports on standard error, exit codes. */
class ChunkCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Run(int exit, String out, String err) {
        List<JsonNode> lines() throws IOException {
            return parse(out);
        }

        List<JsonNode> errors() throws IOException {
            return parse(err);
        }

        static List<JsonNode> parse(String s) throws IOException {
            List<JsonNode> nodes = new ArrayList<>();
            for (String line : s.split("\n")) {
                if (!line.isBlank()) {
                    nodes.add(JSON.readTree(line));
                }
            }
            return nodes;
        }
    }

    static Run kerf(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    /**
     * The README's first example prints what {@code ./kerf chunk --max-tokens 256 examples/greeter.py}
     * prints: the same span, token count, id and name. Run on a folder holding {@code examples/},
     * so that the path, and with it the id, is the README's.
     */
    @Test
    void theReadmeExampleIsWhatKerfPrints(@TempDir Path dir) throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        String readme = Files.readString(root.resolve("README.md"));
        assertThat(readme).contains("$ ./kerf chunk --max-tokens 256 examples/greeter.py");
        Files.createDirectories(dir.resolve("examples"));
        Files.copy(root.resolve("examples/greeter.py"), dir.resolve("examples/greeter.py"));

        Run run = kerf("chunk", "--max-tokens", "256", dir.toString());

        assertThat(run.exit()).isZero();
        JsonNode chunk = run.lines().getFirst();
        assertThat(run.lines()).hasSize(1);
        assertThat(chunk.get("path").asText()).isEqualTo("examples/greeter.py");
        for (String field : List.of("token_count", "start_line", "end_line", "char_start", "char_end", "byte_start", "byte_end")) {
            assertThat(readme).as(field).contains("\"" + field + "\":" + chunk.get(field).asInt());
        }
        assertThat(readme).contains("\"id\":\"" + chunk.get("id").asText() + "\"")
                .contains("\"name\":\"" + chunk.get("metadata").get("name").asText() + "\"");
    }

    @Test
    void anImportanceThresholdWithoutDefinitionGranularitySaysItDoesNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("a.py");
        Files.writeString(file, "def a():\n    return 1\n\n\ndef b():\n    return 2\n");
        Run packed = kerf("chunk", "--semantic-importance-threshold", "0.5", file.toString());
        assertThat(packed.exit()).isZero();
        assertThat(packed.err()).contains("applies only where granularity is definition", "here it is packed");
        Run definition = kerf("chunk", "--granularity", "definition", "--semantic-importance-threshold", "0.5", file.toString());
        assertThat(definition.exit()).isZero();
        assertThat(definition.err()).isEmpty();
    }

    /** A file named twice, or through a folder and by itself, is chunked once; the other times are reported. */
    @Test
    void aFileMetTwiceIsChunkedOnce(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("x.py");
        Files.writeString(file, "def x():\n    return 1\n");
        Run once = kerf("chunk", file.toString());
        Run twice = kerf("chunk", file.toString(), file.toString(), dir.toString());
        assertThat(twice.exit()).isZero();
        assertThat(twice.out()).isEqualTo(once.out());
        assertThat(twice.errors()).hasSize(2).allSatisfy(e -> assertThat(e.get("error").asText()).isEqualTo("duplicate"));
    }

    @Test
    void chunksAFileIntoJsonLinesWithTheDocumentedFields(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("app.py");
        String text = "import os\n\n\ndef main():\n    print(os.getcwd())\n".repeat(40);
        Files.writeString(file, text);

        Run run = kerf("chunk", "--max-tokens", "64", file.toString());

        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        List<JsonNode> lines = run.lines();
        assertThat(lines).hasSizeGreaterThan(1);
        List<String> fields = new ArrayList<>();
        lines.getFirst().fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactly("path", "language", "strategy", "chunk_index", "text", "token_count", "start_line",
                "end_line", "char_start", "char_end", "byte_start", "byte_end", "id", "metadata");
        // The chunks with the whitespace between their spans give back the file.
        StringBuilder joined = new StringBuilder();
        int at = 0;
        for (int i = 0; i < lines.size(); i++) {
            JsonNode c = lines.get(i);
            assertThat(c.get("path").asText()).isEqualTo(file.toString());
            assertThat(c.get("language").asText()).isEqualTo("python");
            assertThat(c.get("strategy").asText()).isEqualTo("semantic");
            assertThat(c.get("chunk_index").asInt()).isEqualTo(i);
            assertThat(c.get("token_count").asInt()).isBetween(1, 64);
            assertThat(c.get("metadata").isObject()).isTrue();
            assertThat(c.get("id").asText()).hasSize(32);
            String gap = text.substring(at, c.get("char_start").asInt());
            assertThat(gap).as("between chunks %d and %d", i - 1, i).isBlank();
            joined.append(gap).append(c.get("text").asText());
            at = c.get("char_end").asInt();
        }
        assertThat(text.substring(at)).isBlank();
        joined.append(text.substring(at));
        assertThat(joined.toString()).isEqualTo(text);
    }

    @Test
    void walksADirectoryInAStableOrderWithRelativePaths(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src/b"));
        Files.createDirectories(dir.resolve(".git/objects"));
        Files.writeString(dir.resolve("src/b/z.go"), "package b\n");
        Files.writeString(dir.resolve("src/a.rs"), "fn main() {}\n");
        Files.writeString(dir.resolve("README.md"), "# Title\n");
        Files.writeString(dir.resolve(".git/objects/x"), "not to be chunked\n");

        Run first = kerf("chunk", dir.toString());
        Run second = kerf("chunk", dir.toString());

        assertThat(first.exit()).isZero();
        assertThat(first.out()).isEqualTo(second.out());
        assertThat(first.lines()).extracting(n -> n.get("path").asText()).containsExactly("README.md", "src/a.rs", "src/b/z.go");
        assertThat(first.lines()).extracting(n -> n.get("language").asText()).containsExactly("markdown", "rust", "go");
    }

    @Test
    void theFilesOfSeveralFoldersKeepTheirFolderInThePathAndNeverShareIds(@TempDir Path dir) throws IOException {
        for (String folder : new String[] {"v1", "v2"}) {
            Files.createDirectories(dir.resolve(folder + "/pkg"));
            Files.writeString(dir.resolve(folder + "/pkg/util.py"), "def helper():\n    return 42\n");
        }
        Run one = kerf("chunk", dir.resolve("v1").toString());
        Run two = kerf("chunk", dir.resolve("v1") + "/", dir.resolve("v2").toString());

        assertThat(one.lines()).extracting(n -> n.get("path").asText()).containsExactly("pkg/util.py"); // one folder: as before
        assertThat(two.exit()).isZero();
        assertThat(two.lines()).extracting(n -> n.get("path").asText())
                .containsExactly(dir.resolve("v1") + "/pkg/util.py", dir.resolve("v2") + "/pkg/util.py");
        assertThat(two.lines()).extracting(n -> n.get("id").asText()).doesNotHaveDuplicates();
        assertThat(ChunkCommand.folderPrefix("./src/")).isEqualTo("src/");
        assertThat(ChunkCommand.folderPrefix(".")).isEmpty();
    }

    @Test
    void aFolderNamedThroughALinkIsWalked(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("real/sub"));
        Files.writeString(dir.resolve("real/sub/a.go"), "package sub\n");
        Path link = Files.createSymbolicLink(dir.resolve("link"), dir.resolve("real"));

        Run run = kerf("chunk", link.toString());

        assertThat(run.exit()).isZero();
        assertThat(run.err()).doesNotContain("link_not_followed");
        assertThat(run.lines()).extracting(n -> n.get("path").asText()).containsExactly("sub/a.go");
    }

    @Test
    void aBadFileIsReportedAndTheRunGoesOn(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.txt"), "first good file\n");
        Files.write(dir.resolve("b.txt"), new byte[] {'o', 'k', (byte) 0xC3, (byte) 0x28});
        Files.write(dir.resolve("c.bin"), new byte[] {1, 2, 0, 3});
        Files.writeString(dir.resolve("d.txt"), "last good file\n");

        Run run = kerf("chunk", dir.toString());

        assertThat(run.exit()).isZero();
        assertThat(run.lines()).extracting(n -> n.get("path").asText()).containsExactly("a.txt", "d.txt");
        List<JsonNode> errors = run.errors();
        assertThat(errors).extracting(n -> n.get("path").asText() + ":" + n.get("error").asText())
                .containsExactly("b.txt:invalid_encoding", "c.bin:binary");
        assertThat(errors).allSatisfy(e -> assertThat(e.get("message").asText()).isNotBlank());
        // The good files' output is the same with and without the bad ones.
        Files.delete(dir.resolve("b.txt"));
        Files.delete(dir.resolve("c.bin"));
        assertThat(kerf("chunk", dir.toString()).out()).isEqualTo(run.out());
    }

    @Test
    void readsStandardInput() throws IOException {
        var stdin = System.in;
        try {
            System.setIn(new java.io.ByteArrayInputStream("echo hello\n".getBytes(StandardCharsets.UTF_8)));
            Run run = kerf("chunk", "--language", "sh", "-");
            assertThat(run.exit()).isZero();
            JsonNode only = run.lines().getFirst();
            assertThat(only.get("path").asText()).isEqualTo("-");
            assertThat(only.get("language").asText()).isEqualTo("bash");
            assertThat(only.get("text").asText()).isEqualTo("echo hello");
        } finally {
            System.setIn(stdin);
        }
    }

    /**
     * Text piped in with its name (git show, a database, an editor's buffer) is chunked as that
     * file: its language by the name, its path, module path and ids. Without it, piped YAML was
     * read by its lines and piped Go with no signature line as prose.
     */
    @Test
    void standardInputTakesThePathItIsGiven() throws IOException {
        var stdin = System.in;
        try {
            String yaml = "replicaCount: 2\nimage:\n  repository: registry.example.com/payments\n  tag: \"1.4.2\"\n";
            System.setIn(new java.io.ByteArrayInputStream(yaml.getBytes(StandardCharsets.UTF_8)));
            Run run = kerf("chunk", "--stdin-path", "charts/payments/values.yaml", "-");
            assertThat(run.exit()).as(run.err()).isZero();
            JsonNode only = run.lines().getFirst();
            assertThat(only.get("path").asText()).isEqualTo("charts/payments/values.yaml");
            assertThat(only.get("language").asText()).isEqualTo("yaml");
            assertThat(only.get("metadata").get("module_path").toString()).isEqualTo("[\"charts\",\"payments\",\"values\"]");
            System.setIn(new java.io.ByteArrayInputStream(yaml.getBytes(StandardCharsets.UTF_8)));
            String id = kerf("chunk", "--stdin-path", "charts/billing/values.yaml", "-").lines().getFirst().get("id").asText();
            assertThat(id).as("another path, another id").isNotEqualTo(only.get("id").asText());
        } finally {
            System.setIn(stdin);
        }
        Run alone = kerf("chunk", "--stdin-path", "a.yaml", "README.md");
        assertThat(alone.exit()).isEqualTo(2);
        assertThat(alone.err()).contains("--stdin-path names standard input's text, and '-' is not among the inputs");
    }

    @Test
    void writesToAnOutputFile(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("x.md"), "# Hello\n\nworld\n");
        Path out = dir.resolve("out.jsonl");
        Run run = kerf("chunk", "--output", out.toString(), dir.resolve("x.md").toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(Files.readString(out)).contains("\"text\":\"# Hello\\n\\nworld\"");
    }

    @Test
    void aMissingPathExitsWithOneButTheOthersAreStillChunked(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("here.txt"), "present\n");
        Run run = kerf("chunk", dir.resolve("missing.txt").toString(), dir.resolve("here.txt").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.lines()).hasSize(1);
        assertThat(run.errors().getFirst().get("error").asText()).isEqualTo("not_found");
    }

    @Test
    void usageErrorsExitWithTwoAndAMessageNotAStackTrace(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("f.txt");
        Files.writeString(f, "x\n");
        for (String[] args : List.of(
                new String[] {"chunk", "--max-tokens", "4", f.toString()},
                new String[] {"chunk", "--max-tokens", "lots", f.toString()},
                new String[] {"chunk", "--overlap", "600", f.toString()},
                new String[] {"chunk", "--overlap", "10", "--overlap-ratio", "0.1", f.toString()},
                new String[] {"chunk", "--tokenizer", "nope", f.toString()},
                new String[] {"chunk", "--model", "nope", f.toString()},
                new String[] {"chunk", "--language", "klingon", f.toString()},
                new String[] {"chunk", "--granularity", "huge", f.toString()},
                new String[] {"chunk", "--force-delimiter-for-languages", ",,", f.toString()},
                new String[] {"chunk", "--force-delimiter-for-languages", "python,,go", f.toString()},
                new String[] {"chunk", "--no-such-flag", f.toString()},
                new String[] {"chunk"})) {
            Run run = kerf(args);
            assertThat(run.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", args)).startsWith("kerf: ").doesNotContain("\tat ");
        }
        assertThat(kerf("chunk", "--no-such-flag", f.toString()).err()).contains("Try 'kerf chunk --help'.");
        Run unknown = kerf("bench");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("'bench'").contains("Try 'kerf --help'.");
        assertThat(kerf("chunk", "--max-tokens", "4", f.toString()).err()).contains("--max-tokens");
        assertThat(kerf("chunk", "--tokenizer", "nope", f.toString()).err()).contains("--tokenizer").contains("cl100k_base");
    }

    @Test
    void optionsReachTheChunker(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("words.txt");
        Files.writeString(f, "alpha beta gamma delta epsilon zeta eta theta iota kappa\n".repeat(10));
        Run run = kerf("chunk", "--tokenizer", "words", "--max-tokens", "20", "--overlap", "5", f.toString());
        List<JsonNode> lines = run.lines();
        assertThat(lines).hasSizeGreaterThan(3);
        assertThat(lines).allSatisfy(n -> assertThat(n.get("token_count").asInt()).isLessThanOrEqualTo(20));
        Iterator<JsonNode> it = lines.iterator();
        JsonNode prev = it.next();
        while (it.hasNext()) {
            JsonNode next = it.next();
            assertThat(next.get("char_start").asInt()).as("overlap").isLessThan(prev.get("char_end").asInt());
            prev = next;
        }
        Run model = kerf("chunk", "--model", "text-embedding-3-small", f.toString());
        assertThat(model.lines()).hasSize(1);
    }

    @Test
    void definitionGranularityGivesEachDefinitionItsOwnChunk(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("two.py");
        Files.writeString(f, "def a():\n    return 1\n\n\ndef b():\n    return 2\n");
        assertThat(kerf("chunk", "--granularity", "packed", f.toString()).lines()).hasSize(1);
        assertThat(kerf("chunk", f.toString()).lines()).as("packed is the default").hasSize(1);
        List<JsonNode> lines = kerf("chunk", "--granularity", "definition", f.toString()).lines();
        assertThat(lines).extracting(n -> n.get("metadata").get("symbol").asText()).containsExactly("a", "b");
    }

    @Test
    void targetTokensStopsPackingButNeverSplitsADefinition(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("many.py");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            b.append("def f").append(i).append("(x):\n    return x * ").append(i).append(" + len(str(x))\n\n\n");
        }
        Files.writeString(f, b.toString());
        List<JsonNode> filled = kerf("chunk", "--target-tokens", "512", f.toString()).lines();
        List<JsonNode> targeted = kerf("chunk", f.toString()).lines();
        assertThat(filled).as("filled up to --max-tokens").hasSize(2);
        assertThat(targeted).as("packed up to the default target of 128").hasSizeGreaterThan(4)
                .allSatisfy(n -> assertThat(n.get("token_count").asInt()).isLessThanOrEqualTo(128));
        assertThat(targeted.stream().map(n -> n.get("text").asText()).toList())
                .as("no function is split").allSatisfy(t -> assertThat(t.strip()).startsWith("def ").endsWith(")"));
        Run over = kerf("chunk", "--target-tokens", "600", f.toString());
        assertThat(over.exit()).as("a target over --max-tokens is a usage error").isEqualTo(2);
        assertThat(over.err()).contains("--target-tokens");
    }

    @Test
    void contextHeadersAddContextualTextFields(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("m.py");
        Files.writeString(f, "class M:\n    def f(self):\n        return 1\n");
        JsonNode only = kerf("chunk", "--context-header", f.toString()).lines().getFirst();
        assertThat(only.get("contextual_text").asText()).startsWith("# file: " + f).endsWith(only.get("text").asText());
        assertThat(only.get("contextual_token_count").asInt()).isGreaterThan(only.get("token_count").asInt());
    }

    /**
     * Where the grammar library cannot load (here: the JVM told it runs on another platform),
     * kerf still chunks, with the delimiter structure, and says why once.
     */
    @Test
    void withoutTheGrammarLibraryKerfFallsBackToDelimitersWithOneWarning(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.py");
        Path b = dir.resolve("b.py");
        Files.writeString(a, "def f():\n    return 1\n");
        Files.writeString(b, "def g():\n    return 2\n");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Dos.arch=aarch64", "--enable-native-access=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"), "dev.kerf.cli.Main", "chunk", a.toString(), b.toString())
                .redirectErrorStream(false)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).isZero();
        List<JsonNode> lines = Run.parse(out);
        assertThat(lines).hasSize(2).allSatisfy(n -> assertThat(n.get("strategy").asText()).isEqualTo("delimiter"));
        assertThat(err).contains("syntax chunking is off");
        assertThat(err.split("syntax chunking is off", -1)).hasSize(2);
    }

    @Test
    void versionHelpAndLangs() {
        Run version = kerf("--version");
        assertThat(version.exit()).isZero();
        assertThat(version.out()).startsWith("kerf ");
        Run help = kerf("chunk", "--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("--max-tokens", "--overlap", "--overlap-ratio", "--min-tokens", "--tokenizer", "--model",
                "--granularity", "--language", "--output");
        Run langs = kerf("langs");
        assertThat(langs.exit()).isZero();
        assertThat(langs.out()).contains("python", "c_style", ".py");
        assertThat(langs.out().lines().filter(l -> l.startsWith("fortran ")).findFirst().orElseThrow())
                .contains("ruby_style").contains("fortran").contains(" no ");
        assertThat(langs.out().lines().filter(l -> l.startsWith("java ")).findFirst().orElseThrow()).contains(" yes ");
        assertThat(langs.out().lines().filter(l -> l.startsWith("php_only ")).findFirst().orElseThrow()).contains(" yes ");
        // A grammar in the library without definitions gets no syntax structure, and says so.
        assertThat(langs.out().lines().filter(l -> l.startsWith("awk ")).findFirst().orElseThrow()).contains(" no ");
        assertThat(langs.out().lines().count()).isGreaterThan(170);
    }

    @Test
    void anUnknownCommandIsAUsageErrorEvenWithHelp() {
        for (String[] args : new String[][] {{"spark", "--help"}, {"spark"}, {"chunks", "a.py"}}) {
            Run run = kerf(args);
            assertThat(run.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err()).contains("unknown command '" + args[0] + "'", "chunk", "serve", "langs");
            assertThat(run.out()).isEmpty();
        }
    }

    @Test
    void theServerNamesAnIpv6AddressInBrackets() {
        assertThat(ServeCommand.url("::1", 8080)).isEqualTo("http://[::1]:8080/");
        assertThat(ServeCommand.url("127.0.0.1", 8080)).isEqualTo("http://127.0.0.1:8080/");
    }

    @Test
    void markdownComesOutBySectionWithHeadingPathsAndBalancedContextualFences(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("guide.md");
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            code.append("def step").append(i).append("():\n    return ").append(i).append("\n\n");
        }
        Files.writeString(file, "# Guide\n\nIntro.\n\n## Steps\n\n```python\n" + code + "```\n");

        Run run = kerf("chunk", "--max-tokens", "64", file.toString());

        assertThat(run.exit()).isZero();
        List<JsonNode> lines = run.lines();
        assertThat(lines).allSatisfy(c -> assertThat(c.get("strategy").asText()).isEqualTo("markdown"));
        assertThat(lines.getFirst().get("metadata").get("headings").toString()).isEqualTo("[\"Guide\"]");
        List<JsonNode> parts = lines.stream().filter(c -> c.get("metadata").has("code_block_part")).toList();
        assertThat(parts).hasSizeGreaterThan(2);
        for (JsonNode part : parts) {
            assertThat(part.get("metadata").get("headings").toString()).isEqualTo("[\"Guide\",\"Steps\"]");
            assertThat(part.get("metadata").get("sections").toString()).isEqualTo("[[\"Guide\",\"Steps\"]]");
            String embedded = part.has("contextual_text") ? part.get("contextual_text").asText() : part.get("text").asText();
            assertThat(embedded.split("```", -1).length - 1).as("balanced fences in %s", embedded).isEven();
            assertThat(part.path("contextual_token_count").asInt(0)).isLessThanOrEqualTo(64);
        }
    }
}
