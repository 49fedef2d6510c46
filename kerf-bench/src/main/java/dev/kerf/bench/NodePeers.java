package dev.kerf.bench;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kerf.peers.PeersJs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The Node peers (LangChain's recursive splitter, LlamaIndex's tree-sitter CodeSplitter), run by
 * {@code kerf-peers/peers-js/peers.mjs} ({@link PeersJs}) in a Node process of their own beside this JVM. The harness installs
 * their pinned packages once ({@code npm ci} from {@code package-lock.json}), then, per input, starts
 * the script on the same texts and asks it for one timed run at a time, so that Node's timings
 * alternate with the JVM's run by run and share the machine's noise.
 *
 * <p>When {@code node} or {@code npm} is missing, or the install fails, {@link #prepare} says why,
 * and the table shows that reason in the Node rows instead of leaving them out.
 */
final class NodePeers {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path dir;

    private NodePeers(Path dir) {
        this.dir = dir;
    }

    /** The Node side, installed and ready, or the reason it cannot run. */
    record Prepared(Optional<NodePeers> peers, String reason) {}

    /** Finds and installs peers-js ({@code given}, or {@code kerf-peers/peers-js} found from here), or says why it cannot run. */
    static Prepared prepare(Path given) {
        PeersJs.Prepared p = PeersJs.prepare(given, "peers.mjs", NodePeers.class, System.out);
        return new Prepared(p.installed().map(i -> new NodePeers(i.dir())), p.reason());
    }

    /**
     * Starts the script on {@code corpus} (written to a temporary JSON file) and waits until every
     * peer is set up and warmed up. Peers that failed to set up are named in {@link Session#setupErrors}.
     */
    Session open(Corpus corpus, String language, int rounds) throws IOException {
        Path texts = Files.createTempFile("kerf-bench-texts", ".json");
        try (JsonGenerator g = JSON.getFactory().createGenerator(Files.newBufferedWriter(texts, StandardCharsets.UTF_8))) {
            g.writeStartObject();
            g.writeStringField("language", language);
            g.writeNumberField("rounds", rounds);
            g.writeArrayFieldStart("docs");
            for (Corpus.Doc d : corpus.docs()) {
                g.writeStartObject();
                g.writeStringField("path", d.path());
                g.writeStringField("text", d.text());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        Path log = Files.createTempFile("kerf-bench-node", ".log");
        Process p = new ProcessBuilder("node", "--expose-gc", "--max-old-space-size=4096", "peers.mjs", texts.toString(), "--serve")
                .directory(dir.toFile()).redirectError(log.toFile()).start();
        Session s = new Session(p, texts, log);
        JsonNode ready = s.read("ready");
        for (JsonNode peer : ready.get("ready")) {
            s.names.add(peer.get("name").asText());
            s.kinds.put(peer.get("name").asText(), peer.get("kind").asText());
            if (!peer.get("error").isNull()) {
                s.setupErrors.put(peer.get("name").asText(), peer.get("error").asText());
            }
        }
        return s;
    }

    /** One Node process serving one input. */
    static final class Session implements AutoCloseable {
        private final Process process;
        private final Path texts;
        private final Path log;
        private final BufferedReader out;
        private final Writer in;
        final List<String> names = new ArrayList<>();
        final Map<String, String> kinds = new LinkedHashMap<>();
        final Map<String, String> setupErrors = new LinkedHashMap<>();

        private Session(Process process, Path texts, Path log) {
            this.process = process;
            this.texts = texts;
            this.log = log;
            this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        }

        /** One timed run of every peer that set up: seconds per peer name. */
        Map<String, Double> run() throws IOException {
            send("run");
            Map<String, Double> seconds = new LinkedHashMap<>();
            read("seconds").get("seconds").properties().forEach(e -> seconds.put(e.getKey(), e.getValue().asDouble()));
            return seconds;
        }

        /** Chunk counts, chunks over the limit, chunks not verbatim, memory held, peak RSS. */
        JsonNode report() throws IOException {
            send("report");
            return read("report").get("report");
        }

        private void send(String command) throws IOException {
            in.write(command + "\n");
            in.flush();
        }

        private JsonNode read(String field) throws IOException {
            String line = out.readLine();
            if (line == null) {
                throw new IOException("node exited (" + exitCode() + "): " + PeersJs.tail(log));
            }
            JsonNode node = JSON.readTree(line);
            if (!node.has(field)) {
                throw new IOException("unexpected line from peers.mjs: " + line);
            }
            return node;
        }

        private String exitCode() {
            try {
                return process.waitFor(5, TimeUnit.SECONDS) ? "exit code " + process.exitValue() : "still running";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        }

        @Override
        public void close() throws IOException {
            try {
                in.close();
            } catch (IOException e) {
                // the process is gone already
            }
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
            Files.deleteIfExists(texts);
            Files.deleteIfExists(log);
        }
    }
}
