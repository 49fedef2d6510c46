package dev.kerf.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Headless Chromium driven through its DevTools protocol over a WebSocket: enough to load a page,
 * run JavaScript in it and take a screenshot, with nothing downloaded at run time.
 */
final class DevTools implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");

    private final Process browser;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();

    private DevTools(Process browser, WebSocket socket) {
        this.browser = browser;
        this.socket = socket;
    }

    /** Starts {@code chromium} headless with a fresh profile and connects to its one page. */
    static DevTools start(String chromium, Path profile) throws Exception {
        Process p = new ProcessBuilder(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--no-first-run", "--disable-dev-shm-usage", "--remote-allow-origins=*", "--window-size=1280,900",
                "--user-data-dir=" + profile, "--remote-debugging-port=0", "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String browserUrl = null;
        BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        for (String line; browserUrl == null && System.nanoTime() < deadline && (line = err.readLine()) != null; ) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                browserUrl = m.group(1);
            }
        }
        if (browserUrl == null) {
            p.destroyForcibly();
            throw new IllegalStateException("chromium did not start its DevTools endpoint");
        }
        Thread.ofVirtual().start(() -> err.lines().forEach(l -> { })); // keep draining its log
        URI ws = URI.create(browserUrl);
        HttpClient http = HttpClient.newHttpClient();
        String list = http.send(HttpRequest.newBuilder(URI.create("http://" + ws.getHost() + ":" + ws.getPort() + "/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String pageUrl = null;
        for (JsonNode target : JSON.readTree(list)) {
            if (target.get("type").asText().equals("page")) {
                pageUrl = target.get("webSocketDebuggerUrl").asText();
            }
        }
        if (pageUrl == null) {
            p.destroyForcibly();
            throw new IllegalStateException("chromium has no page to drive");
        }
        DevTools[] self = new DevTools[1];
        WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(pageUrl), new WebSocket.Listener() {
            private final StringBuilder partial = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                partial.append(data);
                if (last) {
                    String message = partial.toString();
                    partial.setLength(0);
                    self[0].receive(message);
                }
                webSocket.request(1);
                return null;
            }
        }).get(30, TimeUnit.SECONDS);
        self[0] = new DevTools(p, socket);
        return self[0];
    }

    private void receive(String message) {
        try {
            JsonNode m = JSON.readTree(message);
            if (m.has("id")) {
                CompletableFuture<JsonNode> f = pending.remove(m.get("id").asInt());
                if (f != null) {
                    f.complete(m);
                }
            }
        } catch (IOException e) {
            // not JSON: ignore
        }
    }

    /** Sends one command and waits for its result. */
    JsonNode send(String method, Map<String, Object> params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        ObjectNode command = JSON.createObjectNode();
        command.put("id", id);
        command.put("method", method);
        command.set("params", JSON.valueToTree(params));
        socket.sendText(JSON.writeValueAsString(command), true).get(30, TimeUnit.SECONDS);
        JsonNode m = reply.get(60, TimeUnit.SECONDS);
        if (m.has("error")) {
            throw new IllegalStateException(method + ": " + m.get("error"));
        }
        return m.get("result");
    }

    /** Evaluates a JavaScript expression in the page (awaiting a promise) and returns its value. */
    JsonNode eval(String expression) throws Exception {
        JsonNode r = send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true, "awaitPromise", true));
        if (r.has("exceptionDetails")) {
            throw new IllegalStateException("JavaScript failed: " + r.get("exceptionDetails"));
        }
        return r.get("result").get("value");
    }

    /** Polls {@code condition} until it is true, for up to {@code seconds}. */
    boolean waitFor(String condition, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            JsonNode v = eval(condition);
            if (v != null && v.asBoolean()) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** Stops the browser and every process it started (renderers, GPU, zygote), and waits for them. */
    @Override
    public void close() {
        socket.abort();
        List<ProcessHandle> children = browser.descendants().toList();
        browser.destroy();
        children.forEach(ProcessHandle::destroy);
        try {
            if (!browser.waitFor(10, TimeUnit.SECONDS)) {
                browser.destroyForcibly();
            }
            for (ProcessHandle child : children) {
                child.onExit().get(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            browser.destroyForcibly();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            children.forEach(ProcessHandle::destroyForcibly);
        }
    }

    static List<String> candidates() {
        return List.of("chromium", "chromium-browser", "google-chrome");
    }
}
