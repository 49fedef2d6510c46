package dev.kerf.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * A bounded load: 5,000 requests of mixed sizes, 8 at a time, over loopback. Every one must
 * succeed; the latencies are printed (they are a measurement, not a test condition).
 */
class ServerLoadTest {

    @Test
    void fiveThousandRequestsEightAtATime() throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0));
        String[] bodies = {
            "{\"content\": \"def f():\\n    return 1\\n\", \"path\": \"a.py\"}",
            "{\"content\": \"" + "Some prose sentence here. ".repeat(60) + "\", \"path\": \"notes.txt\", \"options\": {\"max_tokens\": 64}}",
            "{\"content\": \"" + "public int f(int x) {\\n  return x + 1;\\n}\\n".repeat(80) + "\", \"path\": \"A.java\", \"options\": {\"max_tokens\": 128}}",
            "{\"content\": \"" + "# Title\\n\\nA paragraph of text.\\n\\n".repeat(40) + "\", \"path\": \"r.md\"}",
        };
        HttpClient client = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(8)).build();
        List<Long> micros = Collections.synchronizedList(new ArrayList<>());
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            List<Future<Integer>> results = new ArrayList<>();
            for (int i = 0; i < 5000; i++) {
                String body = bodies[i % bodies.length];
                results.add(pool.submit(() -> {
                    HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chunk"))
                            .POST(HttpRequest.BodyPublishers.ofString(body)).build();
                    long t0 = System.nanoTime();
                    HttpResponse<String> r = client.send(req, HttpResponse.BodyHandlers.ofString());
                    micros.add((System.nanoTime() - t0) / 1000);
                    return r.statusCode();
                }));
            }
            for (Future<Integer> f : results) {
                assertThat(f.get()).isEqualTo(200);
            }
        } finally {
            server.stop();
        }
        List<Long> sorted = new ArrayList<>(micros);
        Collections.sort(sorted);
        System.out.printf("kerf-server load: %d requests, 8 at a time: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n", sorted.size(),
                sorted.get(sorted.size() / 2) / 1000.0, sorted.get((int) (sorted.size() * 0.99)) / 1000.0, sorted.getLast() / 1000.0);
        assertThat(sorted).hasSize(5000);
    }
}
