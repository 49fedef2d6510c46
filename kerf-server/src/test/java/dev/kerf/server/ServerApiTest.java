package dev.kerf.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every endpoint over loopback, and every kind of bad request: a JSON error, and the server goes on. */
class ServerApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static KerfServer server;
    private static HttpClient client;

    @BeforeAll
    static void start() throws IOException {
        server = KerfServer.start(ServerConfig.defaults().withPort(0).withMaxBodyBytes(1 << 20));
        client = HttpClient.newHttpClient();
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    record Reply(int status, JsonNode body, String raw, String type) {}

    static Reply call(String method, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        String type = r.headers().firstValue("Content-Type").orElse("");
        JsonNode json = type.startsWith("application/json") ? JSON.readTree(r.body()) : null;
        return new Reply(r.statusCode(), json, r.body(), type);
    }

    private static void assertError(Reply r, int status, String code) {
        assertThat(r.status()).as(r.raw()).isEqualTo(status);
        assertThat(r.body().get("error").asText()).isEqualTo(code);
        assertThat(r.body().get("message").asText()).isNotBlank().doesNotContain("\tat ");
    }

    @Test
    void chunkReturnsTheCliFields() throws Exception {
        String code = "def a():\n    return 1\n\n\ndef b():\n    return 2\n";
        Reply r = call("POST", "/v1/chunk", JSON.writeValueAsString(java.util.Map.of(
                "content", code, "path", "m.py", "options", java.util.Map.of("max_tokens", 16, "granularity", "definition"))));
        assertThat(r.status()).as(r.raw()).isEqualTo(200);
        JsonNode chunks = r.body().get("chunks");
        assertThat(chunks).hasSize(2);
        List<String> fields = new java.util.ArrayList<>();
        chunks.get(0).fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactly("path", "language", "strategy", "chunk_index", "text", "token_count", "start_line",
                "end_line", "char_start", "char_end", "byte_start", "byte_end", "id", "metadata");
        assertThat(chunks.get(0).get("language").asText()).isEqualTo("python");
        assertThat(chunks.get(1).get("text").asText()).startsWith("def b");
        assertThat(chunks.get(0).get("text").asText()).isEqualTo("def a():\n    return 1");
        assertThat(chunks.get(1).get("text").asText()).isEqualTo("def b():\n    return 2");
        assertThat(chunks.get(1).get("end_line").asInt()).isEqualTo(6);
    }

    @Test
    void languagesVersionHealthAndThePage() throws Exception {
        assertThat(call("GET", "/v1/languages", null).body().get("languages").toString()).contains("\"java\"", "\"markdown\"");
        assertThat(call("GET", "/v1/version", null).body().get("name").asText()).isEqualTo("kerf");
        assertThat(call("GET", "/healthz", null).body().get("status").asText()).isEqualTo("ok");
        Reply page = call("GET", "/", null);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.type()).startsWith("text/html");
        assertThat(page.raw()).contains("<script src=\"app.js\">").doesNotContain("http://", "https://");
        assertThat(call("GET", "/app.js", null).type()).startsWith("text/javascript");
        assertThat(call("GET", "/style.css", null).type()).startsWith("text/css");
    }

    /** The same bytes on every run: the fields in a fixed order (Map.of's changed from one JVM run to the next). */
    @Test
    void answersKeepTheirFieldsInOrder() throws Exception {
        assertThat(call("GET", "/v1/version", null).raw()).startsWith("{\"name\":\"kerf\",\"version\":");
        assertThat(call("POST", "/v1/chunk", "{}").raw()).startsWith("{\"error\":\"missing_field\",\"message\":");
    }

    /** Python's json module writes a float 100.0 so; it is the whole number it says. */
    @Test
    void aWholeNumberWrittenAsAFloatIsTaken() throws Exception {
        Reply r = call("POST", "/v1/chunk", "{\"content\": \"def f():\\n    return 1\\n\", \"options\": {\"max_tokens\": 100.0}}");
        assertThat(r.status()).as(r.raw()).isEqualTo(200);
        assertThat(r.body().get("chunks")).hasSize(1);
    }

    @Test
    void badRequestsGetJsonErrorsAndTheServerGoesOn() throws Exception {
        assertError(call("POST", "/v1/chunk", "{\"content\": "), 400, "malformed_json");
        assertError(call("POST", "/v1/chunk", "[1, 2]"), 400, "malformed_request");
        assertError(call("POST", "/v1/chunk", "{}"), 400, "missing_field");
        assertError(call("POST", "/v1/chunk", "{\"content\": 42}"), 400, "wrong_type");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"max_tokenz\": 5}}"), 400, "unknown_option");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"max_tokens\": \"big\"}}"), 400, "wrong_type");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"max_tokens\": 3}}"), 400, "bad_option");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"max_tokens\": 100.5}}"), 400, "wrong_type");
        // A whole number too large for an int is a bad value, not a wrong type ("must be a whole number" misled).
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"max_tokens\": 1e300}}"), 400, "bad_option");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"max_tokens\": 99999999999999999999999}}"), 400, "bad_option");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"force_delimiter_for_languages\": \"python\"}}"), 400, "wrong_type");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"force_delimiter_for_languages\": [\"python\", 3]}}"), 400, "wrong_type");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"options\": {\"force_delimiter_for_languages\": [\"klingon\"]}}"), 400, "bad_option");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"language\": \"klingon\"}"), 400, "unknown_language");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"colour\": \"red\"}"), 400, "unknown_field");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"PNG\\u0000\\u0001\"}"), 422, "not_text");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"\\ud800 alone\"}"), 422, "not_text");
        assertError(call("POST", "/v1/chunk", "{\"content\": \"" + "a".repeat(2 << 20) + "\"}"), 413, "too_large");
        assertError(call("GET", "/v1/chunk", null), 405, "method_not_allowed");
        assertError(call("GET", "/etc/passwd", null), 404, "not_found");
        assertError(call("GET", "/../pom.xml", null), 404, "not_found");
        assertThat(call("POST", "/v1/chunk", "{\"content\": \"still serving\"}").status()).isEqualTo(200);
    }

    /** A page path refuses other methods with the Allow header a 405 needs, the page's icon is served, a compressed body is refused as such. */
    @Test
    void pagePathsSayWhichMethodsTheyTakeAndServeTheIcon() throws Exception {
        HttpResponse<String> post = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.headers().firstValue("Allow")).hasValue("GET, HEAD");
        Reply icon = call("GET", "/favicon.ico", null);
        assertThat(icon.status()).isEqualTo(200);
        assertThat(icon.type()).startsWith("image/svg+xml");
        HttpResponse<String> gzip = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chunk"))
                .header("Content-Encoding", "gzip").POST(HttpRequest.BodyPublishers.ofString("{\"content\": \"x\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(gzip.statusCode()).isEqualTo(415);
        assertThat(gzip.body()).contains("unsupported_encoding");
    }

    @Test
    void aRequestCanPinTheStructure() throws Exception {
        String body = "{\"content\": \"def a():\\n    return 1\\n\", \"path\": \"a.py\", \"options\": {\"strategy\": \"%s\"}}";
        for (String strategy : List.of("semantic", "delimiter", "generic", "prose")) {
            Reply r = call("POST", "/v1/chunk", body.formatted(strategy));
            assertThat(r.status()).as(r.raw()).isEqualTo(200);
            assertThat(r.body().get("chunks").get(0).get("strategy").asText()).isEqualTo(strategy);
        }
        assertError(call("POST", "/v1/chunk", body.formatted("magic")), 400, "bad_option");
        // Markup sections are read for the markup languages that have them, not for Python.
        assertError(call("POST", "/v1/chunk", body.formatted("markup")), 400, "bad_option");
        Reply rst = call("POST", "/v1/chunk",
                "{\"content\": \"Title\\n=====\\n\\nText.\\n\", \"path\": \"a.rst\", \"options\": {\"strategy\": \"markup\"}}");
        assertThat(rst.status()).as(rst.raw()).isEqualTo(200);
        assertThat(rst.body().get("chunks").get(0).get("strategy").asText()).isEqualTo("markup");
        assertThat(rst.body().get("chunks").get(0).get("metadata").get("headings").get(0).asText()).isEqualTo("Title");
        // In any case, as granularity is taken.
        Reply upper = call("POST", "/v1/chunk", body.formatted("SEMANTIC"));
        assertThat(upper.status()).as(upper.raw()).isEqualTo(200);
        assertThat(upper.body().get("chunks").get(0).get("strategy").asText()).isEqualTo("semantic");
    }

    @Test
    void emptyContentGivesNoChunks() throws Exception {
        Reply r = call("POST", "/v1/chunk", "{\"content\": \"  \\n\"}");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().get("chunks")).isEmpty();
    }

    /** The JDK server hands a context every path that begins with its name; kerf answers only its own. */
    @Test
    void pathsAreExactAndMonitorsMayAskWithHead() throws Exception {
        assertError(call("POST", "/v1/chunkX", "{\"content\": \"x\"}"), 404, "not_found");
        assertError(call("POST", "/v1/chunk/x", "{\"content\": \"x\"}"), 404, "not_found");
        assertError(call("GET", "/healthzz", null), 404, "not_found");
        assertError(call("GET", "/v1/versions", null), 404, "not_found");
        Reply head = call("HEAD", "/healthz", null);
        assertThat(head.status()).isEqualTo(200);
        assertThat(head.raw()).isEmpty();
        assertThat(call("HEAD", "/v1/version", null).status()).isEqualTo(200);
    }

    /** A raw request, so that the Host and Origin headers are the test's own. */
    private static String raw(String request) throws IOException {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            socket.shutdownOutput();
            return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    private static String post(String host, String origin) throws IOException {
        String body = "{\"content\": \"x = 1\\n\", \"path\": \"a.py\"}";
        return raw("POST /v1/chunk HTTP/1.1\r\nHost: " + host + "\r\n" + (origin == null ? "" : "Origin: " + origin + "\r\n")
                + "Content-Type: text/plain\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body);
    }

    /**
     * Any page a user visits could post to a server on their machine (a form's simple request
     * needs no permission), and a page on a DNS name rebound to 127.0.0.1 could read the answers.
     */
    @Test
    void otherSitesPagesCannotUseTheServer() throws Exception {
        String own = "127.0.0.1:" + server.port();
        assertThat(post(own, null)).startsWith("HTTP/1.1 200");
        assertThat(post(own, "http://" + own)).startsWith("HTTP/1.1 200");
        assertThat(post("localhost:" + server.port(), "http://localhost:" + server.port())).startsWith("HTTP/1.1 200");
        assertThat(post(own, "http://evil.example")).startsWith("HTTP/1.1 403").contains("\"cross_origin\"");
        assertThat(post(own, "null")).startsWith("HTTP/1.1 403").contains("\"cross_origin\"");
        assertThat(post("evil.example:" + server.port(), null)).startsWith("HTTP/1.1 403").contains("\"forbidden_host\"");
        assertThat(raw("GET / HTTP/1.1\r\nHost: rebound.example\r\nConnection: close\r\n\r\n"))
                .startsWith("HTTP/1.1 403").contains("\"forbidden_host\"");
        String page = raw("GET / HTTP/1.1\r\nHost: " + own + "\r\nConnection: close\r\n\r\n");
        assertThat(page).startsWith("HTTP/1.1 200").containsIgnoringCase("X-Frame-Options: DENY").containsIgnoringCase("frame-ancestors 'none'");
    }

    /** The page drops a file's BOM from the text, as the CLI does, and says so: byte offsets then count it, as the CLI's do. */
    @Test
    void aFilesBomCountsInByteOffsets() throws Exception {
        String code = "def a():\n    return 1\n";
        Reply withBom = call("POST", "/v1/chunk", JSON.writeValueAsString(java.util.Map.of("content", code, "path", "a.py", "bom", true)));
        Reply without = call("POST", "/v1/chunk", JSON.writeValueAsString(java.util.Map.of("content", code, "path", "a.py")));
        JsonNode a = withBom.body().get("chunks").get(0);
        JsonNode b = without.body().get("chunks").get(0);
        assertThat(a.get("char_start").asInt()).isZero();
        assertThat(a.get("byte_start").asInt()).isEqualTo(3);
        assertThat(a.get("byte_end").asInt()).isEqualTo(b.get("byte_end").asInt() + 3);
        assertThat(a.get("id").asText()).isEqualTo(b.get("id").asText());
        dev.kerf.Chunk cli = dev.kerf.Kerf.create(dev.kerf.ChunkOptions.builder().build())
                .chunk(dev.kerf.Source.fromBytes(("\uFEFF" + code).getBytes(java.nio.charset.StandardCharsets.UTF_8)).withPath("a.py")).getFirst();
        assertThat(a.get("byte_end").asLong()).isEqualTo(cli.span().byteEnd());
        assertError(call("POST", "/v1/chunk", "{\"content\": \"x\", \"bom\": \"yes\"}"), 400, "wrong_type");
    }
}
