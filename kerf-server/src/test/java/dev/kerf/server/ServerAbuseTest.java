package dev.kerf.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The server under abuse, from bounded loopback clients: slow clients, huge answers, work past
 * its timeout, overload, over-cap bodies and lax JSON. Each gets a JSON answer (or a closed
 * connection for a client that never finishes its request), and the server goes on serving.
 */
class ServerAbuseTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static HttpResponse<String> post(HttpClient client, KerfServer server, String body) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chunk"))
                .timeout(Duration.ofSeconds(60)).POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> health(HttpClient client, KerfServer server) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/healthz"))
                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String error(HttpResponse<String> r) throws Exception {
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        return JSON.readTree(r.body()).get("error").asText();
    }

    @Test
    void slowClientsDoNotHoldUpOthers() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0).withWorkers(2).withQueue(2));
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 16; i++) {
                Socket s = new Socket("127.0.0.1", server.port());
                OutputStream out = s.getOutputStream();
                // Half send part of their headers, half a whole header and part of the body; then nothing.
                out.write((i % 2 == 0 ? "POST /v1/chunk HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        : "POST /v1/chunk HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n{\"content\": \"").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                slow.add(s);
            }
            HttpClient client = HttpClient.newHttpClient();
            long t0 = System.nanoTime();
            assertThat(health(client, server).statusCode()).isEqualTo(200);
            assertThat(post(client, server, "{\"content\": \"def f():\\n    return 1\\n\", \"path\": \"a.py\"}").statusCode()).isEqualTo(200);
            assertThat((System.nanoTime() - t0) / 1_000_000).as("ms to answer beside 16 stalled clients").isLessThan(5_000);
        } finally {
            for (Socket s : slow) {
                s.close();
            }
            server.stop();
        }
    }

    @Test
    void answersAreBounded() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0).withMaxBodyBytes(64 << 10));
        try {
            HttpClient client = HttpClient.newHttpClient();
            String longPath = "p".repeat(KerfServer.MAX_PATH_CHARS + 1);
            var path = post(client, server, JSON.writeValueAsString(Map.of("content", "a ".repeat(100), "path", longPath)));
            assertThat(path.statusCode()).isEqualTo(422);
            assertThat(error(path)).isEqualTo("bad_path");
            // 60 KB of words at 8 tokens with 7 of overlap: megabytes of JSON from a small body.
            var huge = post(client, server, JSON.writeValueAsString(Map.of("content", "a ".repeat(30_000), "path", "p".repeat(4000),
                    "options", Map.of("max_tokens", 8, "overlap", 7))));
            assertThat(huge.statusCode()).isEqualTo(422);
            assertThat(error(huge)).isEqualTo("response_too_large");
            assertThat(huge.body().length()).isLessThan(1000);
            assertThat(health(client, server).statusCode()).isEqualTo(200);
        } finally {
            server.stop();
        }
    }

    /**
     * The timeout bounds a request's chunking, not its wait for a chunking thread: twelve
     * requests of about a third of a second each, queued on one thread, were answered 503
     * timeout from the fifth on when the wait counted. Here requests of about a tenth of a second
     * each, as many as make the queue wait about three timeouts: one chunking would have to run
     * fifteen times slower than alone to pass the timeout (on a loaded machine a third of a second
     * did).
     */
    @Test
    void timeWaitingForAChunkingThreadIsNotTimedOut() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0).withWorkers(1).withQueue(64).withTimeoutMillis(1_500));
        try {
            HttpClient client = HttpClient.newHttpClient();
            String body = JSON.writeValueAsString(Map.of("content", "The mill wheel turned all night. ".repeat(10_000),
                    "path", "notes.txt", "options", Map.of("max_tokens", 8)));
            assertThat(post(client, server, body).statusCode()).isEqualTo(200); // warm
            long one = System.nanoTime();
            assertThat(post(client, server, body).statusCode()).isEqualTo(200);
            // Enough requests that the queue waits about three timeouts, on a fast machine or a loaded one.
            long requests = Math.clamp(3 * 1_500_000_000L / Math.max(1, System.nanoTime() - one), 12, 60);
            List<java.util.concurrent.CompletableFuture<HttpResponse<String>>> replies = new java.util.ArrayList<>();
            long started = System.nanoTime();
            for (int i = 0; i < requests; i++) {
                replies.add(client.sendAsync(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chunk"))
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString()));
            }
            for (var reply : replies) {
                assertThat(reply.get().statusCode()).as(reply.get().body()).isEqualTo(200);
            }
            // Only meaningful if the queue really waited longer than the timeout.
            assertThat(System.nanoTime() - started).isGreaterThan(1_500_000_000L);
        } finally {
            server.stop();
        }
    }

    @Test
    void workPastTheTimeoutStopsAndFreesItsThread() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0).withWorkers(1).withQueue(4).withTimeoutMillis(1_000));
        try {
            HttpClient client = HttpClient.newHttpClient();
            String small = "{\"content\": \"def f():\\n    return 1\\n\", \"path\": \"a.py\"}";
            // Once before: loading the grammar library on first use is not what this measures.
            assertThat(post(client, server, small).statusCode()).isEqualTo(200);
            // 15 MB (just under the default body cap) cut into 450,000 chunks of 8 tokens: about 4 s
            // of work here, so well past the second allowed on a faster machine too (4 MB once
            // finished inside the second on CI).
            String heavy = JSON.writeValueAsString(Map.of("content", "The mill wheel turned all night. ".repeat(450_000),
                    "path", "notes.txt", "options", Map.of("max_tokens", 8)));
            var timedOut = post(client, server, heavy);
            assertThat(timedOut.statusCode()).isEqualTo(503);
            assertThat(error(timedOut)).isEqualTo("timeout");
            // The one chunking thread is free again: a small request is answered within its own second.
            var after = post(client, server, small);
            assertThat(after.statusCode()).as(after.body()).isEqualTo(200);
        } finally {
            server.stop();
        }
    }

    @Test
    void aRequestTheHeapCannotHoldGetsATypedAnswerAndTheServerGoesOn() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx64m", "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                SmallHeapServer.class.getName()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            int port = Integer.parseInt(new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream())).readLine().strip());
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            URI chunk = URI.create("http://127.0.0.1:" + port + "/v1/chunk");
            // 4 MB cut into 8-token chunks: hundreds of megabytes of units and chunks, in a 64 MB heap. Sent
            // again and again: before the server measured requests against its heap, the fourth one ran the
            // heap out in the HTTP server's own threads and the server answered nobody after it.
            String heavy = JSON.writeValueAsString(Map.of("content", "The mill wheel turned all night. ".repeat(120_000),
                    "path", "notes.txt", "options", Map.of("max_tokens", 8)));
            for (int i = 0; i < 6; i++) {
                var answer = client.send(HttpRequest.newBuilder(chunk).timeout(Duration.ofSeconds(60))
                        .POST(HttpRequest.BodyPublishers.ofString(heavy)).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(answer.statusCode()).as(answer.body()).isEqualTo(413);
                assertThat(error(answer)).isEqualTo("too_large_for_heap");
                assertThat(answer.body()).contains("-Xmx").contains("max_tokens 8");
            }
            // A run of one char the tokenizer must encode whole costs far more a char than text: refused
            // at once, where it was chunked until the heap ran out (503 out_of_memory, a user trial).
            String run = JSON.writeValueAsString(Map.of("content", "-".repeat(1 << 20)));
            long started = System.nanoTime();
            var refused = client.send(HttpRequest.newBuilder(chunk).timeout(Duration.ofSeconds(60))
                    .POST(HttpRequest.BodyPublishers.ofString(run)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(refused.statusCode()).as(refused.body()).isEqualTo(413);
            assertThat(error(refused)).isEqualTo("too_large_for_heap");
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
            // What fits is chunked as ever, in the same small heap.
            String fits = JSON.writeValueAsString(Map.of("content", "The mill wheel turned all night. ".repeat(3_000), "path", "notes.txt"));
            var moderate = client.send(HttpRequest.newBuilder(chunk).timeout(Duration.ofSeconds(60))
                    .POST(HttpRequest.BodyPublishers.ofString(fits)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(moderate.statusCode()).as(moderate.body()).isEqualTo(200);
            var small = client.send(HttpRequest.newBuilder(chunk).timeout(Duration.ofSeconds(60))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"content\": \"def f():\\n    return 1\\n\", \"path\": \"a.py\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(small.statusCode()).as(small.body()).isEqualTo(200);
        } finally {
            p.destroyForcibly().waitFor();
        }
    }

    @Test
    void overloadGetsBusyAnswersNotResets() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0).withWorkers(1).withQueue(1));
        String body = JSON.writeValueAsString(Map.of("content", "Some words in a sentence. ".repeat(20_000), "path", "a.txt",
                "options", Map.of("max_tokens", 64)));
        HttpClient client = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(16)).build();
        try (ExecutorService pool = Executors.newFixedThreadPool(32)) {
            List<Future<HttpResponse<String>>> replies = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                replies.add(pool.submit(() -> post(client, server, body)));
            }
            int ok = 0;
            int busy = 0;
            for (Future<HttpResponse<String>> f : replies) {
                HttpResponse<String> r = f.get(); // a reset would throw here
                if (r.statusCode() == 200) {
                    ok++;
                } else {
                    assertThat(r.statusCode()).isEqualTo(503);
                    assertThat(error(r)).isEqualTo("busy");
                    assertThat(r.headers().firstValue("Retry-After")).as("when to come back").hasValue("1");
                    busy++;
                }
            }
            assertThat(ok).isPositive();
            assertThat(ok + busy).isEqualTo(64);
        } finally {
            server.stop();
        }
    }

    @Test
    void anOverCapBodyIsAnsweredNotReset() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0).withMaxBodyBytes(1 << 20));
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            OutputStream out = s.getOutputStream();
            int size = 8 << 20;
            out.write(("POST /v1/chunk HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + size + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            byte[] block = new byte[1 << 16];
            java.util.Arrays.fill(block, (byte) 'a');
            for (int sent = 0; sent < size; sent += block.length) {
                out.write(block); // a client that sends its whole body before it reads, as urllib does
            }
            out.flush();
            // The answer, read as a client that keeps the connection does: headers, then Content-Length bytes.
            InputStream in = s.getInputStream();
            StringBuilder head = new StringBuilder();
            while (!head.toString().endsWith("\r\n\r\n")) {
                int c = in.read();
                assertThat(c).as("the connection was closed before the answer: %s", head).isNotNegative();
                head.append((char) c);
            }
            assertThat(head.toString()).startsWith("HTTP/1.1 413");
            java.util.regex.Matcher length = java.util.regex.Pattern.compile("(?i)content-length: (\\d+)").matcher(head);
            assertThat(length.find()).isTrue();
            String body = new String(in.readNBytes(Integer.parseInt(length.group(1))), StandardCharsets.UTF_8);
            assertThat(body).contains("\"too_large\"");
        } finally {
            server.stop();
        }
    }

    @Test
    void strictJson() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0));
        try {
            HttpClient client = HttpClient.newHttpClient();
            record Case(String body, int status, String error) {}
            for (Case c : List.of(
                    new Case("{\"content\": \"a\"} xyz", 400, "malformed_json"),
                    new Case("{\"content\": \"a\"}{\"content\": \"b\"}", 400, "malformed_json"),
                    new Case("{\"content\": \"a\", \"content\": \"b\"}", 400, "malformed_json"),
                    new Case("{\"content\": \"a\", \"path\": \"x\\u0000y\"}", 422, "not_text"),
                    new Case("{\"content\": \"a\", \"path\": \"x\\ud800y\"}", 422, "not_text"),
                    new Case("{\"content\": \"a\", \"options\": {\"overlap\": 8, \"overlap_ratio\": 0.1}}", 400, "bad_option"))) {
                var r = post(client, server, c.body());
                assertThat(r.statusCode()).as(c.body()).isEqualTo(c.status());
                assertThat(error(r)).as(c.body()).isEqualTo(c.error());
            }
            // An overlong UTF-8 form of '/' (C0 AF), which the CLI refuses too.
            byte[] overlong = {'{', '"', 'c', 'o', 'n', 't', 'e', 'n', 't', '"', ':', '"', 'a', (byte) 0xC0, (byte) 0xAF, '"', '}'};
            var r = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chunk"))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(overlong)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(400);
            assertThat(error(r)).isEqualTo("invalid_encoding");
            JsonNode ok = JSON.readTree(post(client, server, "{\"content\": \"fine\"}").body());
            assertThat(ok.get("chunks")).hasSize(1);
        } finally {
            server.stop();
        }
    }
}
