package dev.kerf.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kerf.Source;
import dev.kerf.config.KerfConfig;
import dev.kerf.server.KerfServer;
import dev.kerf.server.ServerConfig;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every chunk option is one option everywhere: the same key is taken by kerf.toml, the command
 * line (as {@code --key-with-dashes}), the Spark job's arguments (which it reads through
 * {@link KerfConfig.Options#setText}) and the HTTP API's {@code options}, with the same effect on
 * the chunks; and a bad value is refused by each, naming the option as that front end spells it.
 */
class OptionConformanceTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CODE = ("class Counter:\n    \"\"\"Counts.\"\"\"\n\n    def __init__(self):\n        self.n = 0\n\n"
            + "    def add(self, k):\n        self.n += k\n        return self.n\n\n\n").repeat(30)
            + "def main():\n    c = Counter()\n    for i in range(10):\n        c.add(i)\n    print(c.n)\n";

    /** A valid value of each option: as TOML, as a command line's text, as JSON. Chunks are compared by strategy and text. */
    private record Sample(String key, String toml, String text, String json) {}

    private static final List<Sample> VALID = List.of(
            new Sample("max_tokens", "64", "64", "64"),
            new Sample("min_tokens", "120", "120", "120"),
            new Sample("target_tokens", "64", "64", "64"),
            new Sample("overlap", "16", "16", "16"),
            new Sample("overlap_ratio", "0.1", "0.1", "0.1"),
            new Sample("tokenizer", "\"o200k_base\"", "o200k_base", "\"o200k_base\""),
            new Sample("model", "\"text-embedding-3-small\"", "text-embedding-3-small", "\"text-embedding-3-small\""),
            new Sample("granularity", "\"definition\"", "definition", "\"definition\""),
            new Sample("context_header", "true", "true", "true"),
            new Sample("semantic_importance_threshold", "0.9", "0.9", "0.9"),
            new Sample("prefer_semantic", "false", "false", "false"),
            new Sample("force_delimiter_for_languages", "[\"python\"]", "python", "[\"python\"]"),
            new Sample("enable_hybrid_chunking", "false", "false", "false"));

    @TempDir
    static Path dir;
    private static KerfServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        Files.writeString(dir.resolve("counter.py"), CODE);
        server = KerfServer.start(ServerConfig.defaults().withPort(0));
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @Test
    void everyKeyIsTheSameOptionInEveryFrontEnd() throws Exception {
        assertThat(VALID).extracting(Sample::key).containsExactlyInAnyOrderElementsOf(KerfConfig.CHUNK_OPTION_KEYS);
        for (Sample s : VALID) {
            String flag = "--" + s.key().replace('_', '-');
            List<String> byFlag = cli(s.key().equals("context_header") ? List.of(flag) : List.of(flag, s.text()));
            Path toml = Files.writeString(dir.resolve(s.key() + ".toml"), s.key() + " = " + s.toml() + "\n");
            List<String> byFile = cli(List.of("--config", toml.toString()));
            List<String> byApi = api("{\"" + s.key() + "\": " + s.json() + "}");
            List<String> byJobArgument = KerfConfig.options().setText(s.key(), s.text(), flag).build().kerfFor("python")
                    .chunk(Source.fromText(CODE).withPath("counter.py")).stream().map(c -> c.strategy() + ": " + c.text()).toList();

            assertThat(byFlag).as(s.key()).isNotEmpty().isEqualTo(byFile).isEqualTo(byApi).isEqualTo(byJobArgument);
        }
        // And each one changes something, so the comparisons above are not of defaults alone. The
        // importance threshold acts in definition granularity only, so it is tried there; hybrid
        // chunking only on a node too large with nothing below it (SelectionTest in kerf-syntax).
        List<String> defaults = cli(List.of());
        for (Sample s : VALID) {
            if (!List.of("context_header", "tokenizer", "semantic_importance_threshold", "enable_hybrid_chunking").contains(s.key())) {
                String flag = "--" + s.key().replace('_', '-');
                assertThat(cli(List.of(flag, s.text()))).as(s.key()).isNotEqualTo(defaults);
            }
        }
        List<String> eachDefinition = cli(List.of("--granularity", "definition"));
        assertThat(cli(List.of("--granularity", "definition", "--semantic-importance-threshold", "0.9"))).isNotEqualTo(eachDefinition);
        assertThat(KerfConfig.options().setText("granularity", "definition", "--granularity")
                .setText("semantic_importance_threshold", "0.9", "--semantic-importance-threshold").build().kerfFor("python")
                .chunk(Source.fromText(CODE).withPath("counter.py")).stream().map(c -> c.strategy() + ": " + c.text()).toList())
                .isNotEqualTo(eachDefinition);
    }

    @Test
    void aBadValueIsRefusedByEveryFrontEndNamingTheOption() throws Exception {
        StringWriter err = new StringWriter();
        assertThat(Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "chunk", "--max-tokens", "3",
                dir.resolve("counter.py").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("--max-tokens: ");

        Path toml = Files.writeString(dir.resolve("bad.toml"), "max_tokens = 3\n");
        StringWriter fileErr = new StringWriter();
        assertThat(Main.run(new PrintWriter(new StringWriter()), new PrintWriter(fileErr), "chunk", "--config", toml.toString(),
                dir.resolve("counter.py").toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(fileErr.toString()).contains("bad.toml:1: max_tokens: ");

        HttpResponse<String> answer = post("{\"content\": \"x\", \"options\": {\"max_tokens\": 3}}");
        assertThat(answer.statusCode()).isEqualTo(400);
        JsonNode error = JSON.readTree(answer.body());
        assertThat(error.get("error").asText()).isEqualTo("bad_option");
        assertThat(error.get("message").asText()).startsWith("max_tokens: ");

        assertThatThrownBy(() -> KerfConfig.options().setText("max_tokens", "3", "--max-tokens").build().validate())
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--max-tokens: ");
    }

    private static List<String> cli(List<String> options) throws Exception {
        List<String> args = new ArrayList<>(List.of("chunk"));
        args.addAll(options);
        args.add(dir.resolve("counter.py").toString());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertThat(Main.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new))).as(err.toString()).isZero();
        List<String> texts = new ArrayList<>();
        for (String line : out.toString().split("\n")) {
            if (!line.isBlank()) {
                JsonNode c = JSON.readTree(line);
                texts.add(c.get("strategy").asText() + ": " + c.get("text").asText());
            }
        }
        return texts;
    }

    private static List<String> api(String options) throws Exception {
        String body = JSON.writeValueAsString(Map.of("content", CODE, "path", "counter.py", "options", JSON.readTree(options)));
        HttpResponse<String> answer = post(body);
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        List<String> texts = new ArrayList<>();
        for (JsonNode c : JSON.readTree(answer.body()).get("chunks")) {
            texts.add(c.get("strategy").asText() + ": " + c.get("text").asText());
        }
        return texts;
    }

    private static HttpResponse<String> post(String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chunk"))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
