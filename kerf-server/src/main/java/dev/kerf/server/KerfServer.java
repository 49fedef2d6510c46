package dev.kerf.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.kerf.Chunk;
import dev.kerf.ChunkRecord;
import dev.kerf.ChunkingError;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.lang.Language;
import dev.kerf.lang.Languages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * kerf over HTTP, on the JDK's own server: {@code POST /v1/chunk}, {@code GET /v1/languages},
 * {@code GET /v1/version}, {@code GET /healthz}, and the chunk previewer page at {@code /}.
 *
 * <p>It binds 127.0.0.1 unless told otherwise, reads no files, caps the request body, runs
 * requests on a bounded pool with a bounded queue (a full server answers 503 at once) and gives up
 * on a chunking that runs past the timeout. Every refusal is a JSON error, never a stack trace.
 *
 * <pre>{@code
 * KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(8080));
 * // curl -d '{"content":"def f():\n  pass\n","path":"a.py"}' localhost:8080/v1/chunk
 * server.stop();
 * }</pre>
 */
public final class KerfServer {
    static {
        // Without it the JDK server waits on Nagle's algorithm: 23 requests/s instead of over 1,000 here.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    /** Strict JSON: one value and nothing after it, no key twice. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    /** The longest {@code path} taken: the path is repeated in every chunk of the answer. */
    static final int MAX_PATH_CHARS = 4096;
    /** How much of an over-cap body is read and thrown away, so that the client reads the 413 instead of a reset. */
    private static final long DRAIN_BYTES = 256L << 20;
    private static final JsonFactory FACTORY = new JsonFactory();

    /** Heap kept for the server itself: its threads, connections and error answers. */
    private static final long SERVER_HEAP_BYTES = 24L << 20;
    /** The exchange attribute holding the heap a chunk request was given, released once it is answered. */
    private static final String HEAP_GIVEN = "kerf.heapKib";

    private final HttpServer http;
    /** Requests are read and answered on virtual threads: a slow client parks one, and never holds up the others. */
    private final java.util.concurrent.ExecutorService workers;
    /** Chunk requests under way or waiting for a chunker; past it a request gets 503 busy at once. */
    private final java.util.concurrent.Semaphore admitted;
    /** Chunking runs here, apart from the request threads, so a request can be given up on after the timeout. */
    private final ThreadPoolExecutor chunkers;
    private final ServerConfig config;
    /** Whether it listens on a loopback address only, so that requests must name localhost. */
    private final boolean loopback;
    /** The heap requests under way may take, in KiB ({@link HeapEstimate}); what the server itself needs is kept apart. */
    private final java.util.concurrent.Semaphore heapKib;
    private final long heapBudgetKib;

    private KerfServer(HttpServer http, java.util.concurrent.ExecutorService workers, ServerConfig config) {
        this.http = http;
        this.workers = workers;
        this.config = config;
        this.loopback = http.getAddress().getAddress().isLoopbackAddress();
        this.admitted = new java.util.concurrent.Semaphore(config.workers() + config.queue());
        this.heapBudgetKib = Math.max(1, (Runtime.getRuntime().maxMemory() - SERVER_HEAP_BYTES) >> 10);
        this.heapKib = new java.util.concurrent.Semaphore((int) Math.min(Integer.MAX_VALUE, heapBudgetKib));
        this.chunkers = new ThreadPoolExecutor(config.workers(), config.workers(), 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(config.queue()), r -> {
                    Thread t = new Thread(null, r, "kerf-chunk", 64L << 20); // deep structures need a deep stack
                    t.setDaemon(true);
                    return t;
                });
    }

    /** Starts a server; port 0 picks a free one (see {@link #port()}). */
    public static KerfServer start(ServerConfig config) throws IOException {
        // A connection that has not sent its whole request (and had its answer begun) within this
        // many seconds is closed: the JDK server reads this once, when its first server starts.
        System.setProperty("sun.net.httpserver.maxReqTime", System.getProperty("sun.net.httpserver.maxReqTime",
                String.valueOf(config.timeoutMillis() / 1000 + 30)));
        InetSocketAddress address = new InetSocketAddress(config.host(), config.port());
        if (address.isUnresolved()) {
            throw new IOException("cannot bind " + config.host() + ": no such address on this machine");
        }
        HttpServer http;
        try {
            http = HttpServer.create(address, 1024);
        } catch (java.net.BindException e) {
            throw new IOException("cannot listen on " + config.host() + " port " + config.port() + ": " + e.getMessage(), e);
        }
        java.util.concurrent.ExecutorService workers = java.util.concurrent.Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name("kerf-http-", 0).factory());
        KerfServer server = new KerfServer(http, workers, config);
        http.setExecutor(workers);
        http.createContext("/v1/chunk", ex -> server.handle(ex, "/v1/chunk", "POST", server::chunk));
        http.createContext("/v1/languages", ex -> server.handle(ex, "/v1/languages", "GET", e -> languages()));
        http.createContext("/v1/version", ex -> server.handle(ex, "/v1/version", "GET", e -> version()));
        http.createContext("/healthz", ex -> server.handle(ex, "/healthz", "GET", e -> Map.of("status", "ok")));
        http.createContext("/", new StaticFiles(server::sendError, server::refusal));
        http.start();
        return server;
    }

    /** The port the server listens on. */
    public int port() {
        return http.getAddress().getPort();
    }

    /** Stops accepting requests and waits up to a second for those under way. */
    public void stop() {
        http.stop(1);
        workers.shutdownNow();
        chunkers.shutdownNow();
    }

    private interface Endpoint {
        Object answer(HttpExchange ex) throws IOException;
    }

    /**
     * Why a request is refused before it is read, or null: a request another web site's page made
     * (a browser sends its {@code Origin}), or one whose {@code Host} names another server while
     * this one listens on loopback (a DNS rebinding page reaching it under its own name). Either
     * would let any page a user visits use the server; clients that are not browsers send neither.
     */
    ApiError refusal(HttpExchange ex) {
        String host = ex.getRequestHeaders().getFirst("Host");
        if (loopback && host != null && !isLoopbackName(host)) {
            return new ApiError(403, "forbidden_host", "this server listens on loopback and answers only requests to localhost, not to " + host);
        }
        String origin = ex.getRequestHeaders().getFirst("Origin");
        if (origin != null && (host == null || !origin.equals("http://" + host) && !origin.equals("https://" + host))) {
            return new ApiError(403, "cross_origin", "requests from another site's page (Origin " + origin + ") are refused");
        }
        return null;
    }

    /** Whether a Host header names this machine's loopback: localhost, 127.x.x.x or [::1], with any port. */
    private static boolean isLoopbackName(String host) {
        String name = host.startsWith("[") ? host.substring(0, host.indexOf(']') + 1) : host.replaceFirst(":\\d*$", "");
        name = name.toLowerCase(java.util.Locale.ROOT);
        return name.equals("localhost") || name.endsWith(".localhost") || name.equals("[::1]") || name.matches("127(\\.\\d{1,3}){3}");
    }

    private void handle(HttpExchange ex, String path, String method, Endpoint endpoint) throws IOException {
        try (ex) {
            try {
                ApiError refused = refusal(ex);
                if (refused != null) {
                    throw refused;
                }
                if (!ex.getRequestURI().getPath().equals(path)) {
                    // The JDK server hands a context every path that begins with its name.
                    throw new ApiError(404, "not_found", "no such page: " + ex.getRequestURI().getPath());
                }
                boolean head = method.equals("GET") && ex.getRequestMethod().equals("HEAD");
                if (!ex.getRequestMethod().equals(method) && !head) {
                    ex.getResponseHeaders().set("Allow", method.equals("GET") ? "GET, HEAD" : method);
                    throw new ApiError(405, "method_not_allowed", ex.getRequestURI().getPath() + " takes " + method);
                }
                Object answer = endpoint.answer(ex);
                try {
                    send(ex, 200, answer);
                } catch (CappedBuffer.Full full) {
                    throw new ApiError(422, "response_too_large", "the chunks would take over " + maxResponseBytes()
                            + " bytes of JSON; ask for larger chunks (max_tokens), less overlap, or send less");
                }
            } catch (ApiError e) {
                sendError(ex, e);
            } catch (RuntimeException | StackOverflowError e) {
                sendError(ex, new ApiError(500, "internal_error", "kerf failed on this request, please report it: " + e));
            } finally {
                if (ex.getAttribute(HEAP_GIVEN) instanceof Integer kib) {
                    heapKib.release(kib);
                }
            }
        }
    }

    private Object chunk(HttpExchange ex) throws IOException {
        String encoding = ex.getRequestHeaders().getFirst("Content-Encoding");
        if (encoding != null && !encoding.isBlank() && !encoding.strip().equalsIgnoreCase("identity")) {
            // A gzip body was read as text and refused as "not valid UTF-8", which misled.
            throw new ApiError(415, "unsupported_encoding", "Content-Encoding " + encoding.strip() + " is not supported: send the JSON uncompressed");
        }
        // Read first: a client slow to send its body holds only its own virtual thread, not a
        // place among the requests admitted to chunking.
        byte[] body = readBody(ex.getRequestBody(), config.maxBodyBytes());
        if (!admitted.tryAcquire()) {
            throw new ApiError(503, "busy", "the server is busy; try again");
        }
        try {
            return admittedChunk(ex, body);
        } finally {
            admitted.release();
        }
    }

    private Object admittedChunk(HttpExchange ex, byte[] body) throws IOException {
        JsonNode tree;
        try {
            tree = JSON.readTree(strictUtf8(body));
        } catch (JsonProcessingException e) {
            throw new ApiError(400, "malformed_json", "the body is not valid JSON: " + e.getOriginalMessage());
        }
        ChunkRequest request = ChunkRequest.parse(tree);
        requireText("content", request.content());
        if (request.path() != null) {
            requireText("path", request.path());
            if (request.path().length() > MAX_PATH_CHARS) {
                throw new ApiError(422, "bad_path", "the path has " + request.path().length() + " chars, over the limit of " + MAX_PATH_CHARS);
            }
        }
        // A file that began with a BOM, as the page sends it: byte offsets count the BOM's 3
        // bytes, as the CLI's do for the same file.
        Source source = request.bom()
                ? Source.fromBytes(withBom(request.content()))
                : Source.fromText(request.content());
        if (request.path() != null) {
            source = source.withPath(request.path());
        }
        if (request.language() != null) {
            source = source.withLanguage(request.language());
        }
        String language = request.language() != null ? request.language() : Languages.detect(request.path(), request.content());
        reserveHeap(ex, request, body.length, language);
        Kerf kerf = request.strategy().equals("auto")
                ? Kerf.create(request.options())
                : Kerf.create(request.options(), Strategies.pinned(request.strategy(), language));
        Source s = source;
        Future<List<Chunk>> work;
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
        try {
            work = chunkers.submit(() -> {
                started.countDown();
                return kerf.chunk(s);
            });
        } catch (RejectedExecutionException full) {
            throw new ApiError(503, "busy", "the server is busy; try again");
        }
        List<Chunk> chunks;
        try {
            // The timeout is the chunking's: time spent waiting for a chunking thread (the queue
            // is bounded) does not count, or a busy server would time out every request it queued.
            while (!started.await(100, TimeUnit.MILLISECONDS) && !work.isDone()) {
                // waiting for a chunking thread
            }
            chunks = work.get(config.timeoutMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            work.cancel(true);
            throw new ApiError(503, "timeout", "chunking took longer than " + config.timeoutMillis() + " ms");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "interrupted", "the server is stopping");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof ChunkingError ce) {
                throw new ApiError(422, ce.code(), ce.getMessage());
            }
            if (e.getCause() instanceof OutOfMemoryError) {
                // Not a fault of kerf's: the heap is too small for this request beside the others.
                throw new ApiError(503, "out_of_memory", "the server ran out of heap for this request: retry later, send less"
                        + " text or ask for larger chunks, or start the server with a larger -Xmx");
            }
            throw new ApiError(500, "internal_error", "kerf failed on this request, please report it: " + e.getCause());
        }
        return new ChunkList(request.path(), chunks);
    }

    /**
     * Takes the heap this request needs from what the server may give ({@link HeapEstimate}), until
     * it is answered: a request that could never fit is refused (413), one that does not fit beside
     * those under way is told to come back (503).
     */
    private void reserveHeap(HttpExchange ex, ChunkRequest request, long bodyBytes, String language) {
        int perChunk = request.options().maxTokens() - request.options().overlapTokens();
        long need = HeapEstimate.bytes(request.content().length(), bodyBytes, perChunk, language,
                HeapEstimate.longestPiece(request.content(), request.options().tokenizer()));
        long kib = (need >> 10) + 1;
        if (kib > heapBudgetKib) {
            throw new ApiError(413, "too_large_for_heap", String.format(java.util.Locale.ROOT,
                    "chunking %,d chars of %s at max_tokens %d needs about %,d MB of heap, and this server can give %,d MB: "
                            + "send less text, ask for larger chunks, or start the server with a larger -Xmx",
                    request.content().length(), language, request.options().maxTokens(), need >> 20, heapBudgetKib >> 10));
        }
        if (!heapKib.tryAcquire((int) kib)) {
            throw new ApiError(503, "busy", "the server's heap is taken by the requests under way; try again");
        }
        ex.setAttribute(HEAP_GIVEN, (int) kib);
    }

    private static void requireText(String field, String content) {
        for (int i = 0; i < content.length(); i++) {
            char c = content.charAt(i);
            if (c == 0) {
                throw new ApiError(422, "not_text", "the " + field + " has a NUL character at " + i + ": binary data is not chunked");
            }
            if (Character.isSurrogate(c)) {
                boolean paired = Character.isHighSurrogate(c) && i + 1 < content.length() && Character.isLowSurrogate(content.charAt(i + 1));
                if (!paired) {
                    throw new ApiError(422, "not_text", "the " + field + " has a lone surrogate at " + i + ": it is not valid Unicode text");
                }
                i++;
            }
        }
    }

    private static byte[] withBom(String content) {
        byte[] text = content.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        return bytes;
    }

    /** The body as text, refusing what is not UTF-8 (overlong forms such as C0 AF included), as the CLI does. */
    private static String strictUtf8(byte[] body) {
        return dev.kerf.internal.text.Utf8.decode(body).orElseThrow(() -> new ApiError(400, "invalid_encoding", "the body is not valid UTF-8"));
    }

    private static byte[] readBody(InputStream in, long cap) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        long total = 0;
        for (int n; (n = in.read(buf)) > 0; ) {
            total += n;
            if (total > cap) {
                throw new ApiError(413, "too_large", "the body is over the limit of " + cap + " bytes");
            }
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    private static Object languages() {
        return Map.of("languages", Languages.all().stream().map(Language::name).toList());
    }

    private static Object version() {
        String v = KerfServer.class.getPackage().getImplementationVersion();
        // Fields in a fixed order: Map.of's changes from one JVM run to the next.
        Map<String, Object> fields = new java.util.LinkedHashMap<>();
        fields.put("name", "kerf");
        fields.put("version", v == null ? "development" : v);
        return fields;
    }

    /** The chunks of one request, written with the CLI's fields. */
    private record ChunkList(String path, List<Chunk> chunks) {}

    /** The largest answer: its JSON is built in memory before it is sent. */
    long maxResponseBytes() {
        return 4 * config.maxBodyBytes() + (1 << 20);
    }

    private void send(HttpExchange ex, int status, Object answer) throws IOException {
        ByteArrayOutputStream buf = new CappedBuffer(answer instanceof ChunkList ? maxResponseBytes() : Long.MAX_VALUE);
        try (JsonGenerator json = FACTORY.createGenerator(buf)) {
            if (answer instanceof ChunkList list) {
                json.writeStartObject();
                json.writeArrayFieldStart("chunks");
                for (Chunk c : list.chunks()) {
                    json.writeRawValue(ChunkRecord.json(list.path(), c, Map.of()));
                }
                json.writeEndArray();
                json.writeEndObject();
            } else {
                json.writeRawValue(ChunkRecord.json(answer));
            }
        }
        byte[] bytes = buf.toByteArray();
        ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        if (ex.getRequestMethod().equals("HEAD")) {
            ex.sendResponseHeaders(status, -1);
            return;
        }
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }

    void sendError(HttpExchange ex, ApiError e) throws IOException {
        // Drain what the client sent (up to a bound), so that it reads the answer instead of a
        // reset, and the connection can be reused.
        try (InputStream in = ex.getRequestBody()) {
            byte[] sink = new byte[1 << 16];
            long left = DRAIN_BYTES;
            for (int n; left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) > 0; ) {
                left -= n;
            }
        } catch (IOException ignored) {
            // the client went away
        }
        if (e.status == 503 && e.code.equals("busy")) {
            ex.getResponseHeaders().set("Retry-After", "1"); // the requests under way free their places within seconds
        }
        Map<String, Object> error = new java.util.LinkedHashMap<>();
        error.put("error", e.code);
        error.put("message", String.valueOf(e.getMessage()));
        send(ex, e.status, error);
    }

    /** A buffer that refuses to grow past a cap: a small request must not make a huge answer. */
    private static final class CappedBuffer extends ByteArrayOutputStream {
        static final class Full extends RuntimeException {
            Full() {
                super(null, null, false, false);
            }
        }

        private final long cap;

        CappedBuffer(long cap) {
            this.cap = cap;
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            if (count + (long) len > cap) {
                throw new Full();
            }
            super.write(b, off, len);
        }

        @Override
        public synchronized void write(int b) {
            if (count + 1L > cap) {
                throw new Full();
            }
            super.write(b);
        }
    }
}
