package dev.kerf.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kerf.peers.PeersJs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The Node peers (LangChain.js's recursive splitter, LlamaIndex's tree-sitter CodeSplitter), run by
 * {@code kerf-peers/peers-js/chunk.mjs} ({@link PeersJs}), with the packages pinned there for kerf-bench's speed comparison too.
 * Starting Node and loading the packages takes a while, so the script is run once per benchmark on
 * all its corpora, and the chunks are kept: the MiniLM samples, made of the same files, are then
 * served from the cache.
 *
 * <p>When node or npm is missing or {@code npm ci} fails, {@link #prepare} says why, the Node rows
 * are left out and the report says so.
 */
public final class NodePeers {
    static final String LANGCHAIN = "langchain.js";
    static final String LLAMAINDEX = "llamaindex";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path dir;
    private final String nodeVersion;
    private final int tokens;
    private final Map<Key, Result> cache = new HashMap<>();
    private int batches;

    private NodePeers(Path dir, String nodeVersion, int tokens) {
        this.dir = dir;
        this.nodeVersion = nodeVersion;
        this.tokens = tokens;
    }

    /** The Node side, installed and ready, or the reason it cannot run. */
    public record Prepared(Optional<NodePeers> peers, String reason) {}

    /**
     * What a peer made of one text: its chunk texts, or the error it threw (then no chunks).
     *
     * @param id the corpus id
     */
    public record Result(String peer, String id, List<String> chunks, String error) {
        public Result {
            chunks = List.copyOf(chunks);
        }

        static Result failed(String peer, String id, String error) {
            return new Result(peer, id, List.of(), error);
        }

        /** One output line of chunk.mjs. */
        static Result parse(String line) throws IOException {
            JsonNode node = JSON.readTree(line);
            if (node == null || !node.hasNonNull("peer") || !node.hasNonNull("id")) {
                throw new IOException("unexpected line from chunk.mjs: " + abbreviate(line));
            }
            String peer = node.get("peer").asText();
            String id = node.get("id").asText();
            if (node.hasNonNull("error")) {
                return failed(peer, id, node.get("error").asText());
            }
            if (!node.path("chunks").isArray()) {
                throw new IOException("no chunks and no error in a line from chunk.mjs: " + abbreviate(line));
            }
            List<String> chunks = new ArrayList<>();
            node.get("chunks").forEach(c -> chunks.add(c.asText()));
            return new Result(peer, id, chunks, null);
        }
    }

    /** Where a peer's chunks of one corpus come from (the cache, or a test's stand-in). */
    @FunctionalInterface
    public interface Source {
        Result chunks(String peer, Corpus corpus) throws IOException;
    }

    private record Key(String peer, String language, String id, String text) {}

    /**
     * The languages of code chunk.mjs runs both peers on: each has a tree-sitter-wasms grammar
     * web-tree-sitter runs, and all but {@link #PLAIN_LANGUAGES} LangChain.js separators. Dart,
     * Bash, Haskell, Julia, R, PowerShell and Svelte are not among them and get LangChain.js alone:
     * tree-sitter-wasms has no grammar for the last five, its Dart grammar is of language version 15, where the pinned
     * web-tree-sitter loads 13 to 14, and its Bash grammar loads but fails on every real script
     * ("resolved is not a function": its scanner needs a function web-tree-sitter does not give it).
     * CUDA gets the C++ grammar (tree-sitter-wasms has none for CUDA, which extends C++), as a
     * LlamaIndex user would give it; Starlark gets no LlamaIndex row (no grammar of its own).
     * Vue's grammar loads and parses every file of the vue set, but it reads the body of a
     * {@code <script>} or {@code <style>} block as one leaf ({@code raw_text}), which LlamaIndex's
     * splitter drops when it is over its limit: most of a component's script is lost, as it is for
     * LlamaIndex's users, and the report's coverage shows it. HTML's grammar does the same with a
     * page's inline {@code <script>} and {@code <style>} bodies. A Jupyter notebook ({@code jupyter},
     * an {@code .ipynb} file) is JSON, and LlamaIndex gets the {@code json} grammar, the one
     * tree-sitter-wasms has for the file as it is (it has none for notebooks): it loads and parses
     * real notebooks, but a JSON string is one leaf, so a line of source longer than the limit, or
     * an output's base64 image, is dropped. JSON files get the same grammar; YAML gets no LlamaIndex
     * row: its grammar loads but fails as Bash's does ("resolved is not a function").
     */
    static final List<String> CODE_LANGUAGES = List.of(
            "java", "python", "go", "rust", "javascript", "typescript", "ruby", "cpp", "c", "php", "swift", "scala", "c_sharp", "kotlin",
            "elixir", "lua", "objc", "ocaml", "zig", "solidity", "vue", "html", "jupyter", "json", "cuda");

    /**
     * Code LangChain.js has no separators for, nor any near them: it gets the plain splitter, as its users do.
     * Jupyter notebooks are among them: it has no separators for notebooks, JSON or YAML.
     */
    static final List<String> PLAIN_LANGUAGES = List.of("elixir", "lua", "dart", "bash", "haskell", "ocaml", "zig", "julia", "r", "powershell",
            "perl", "fsharp", "elm", "nix", "commonlisp", "hcl", "jupyter", "yaml", "json");

    /** The peers chunk.mjs runs for a language, as it picks them: LlamaIndex's splitter is for code only. */
    static List<String> peersOf(String language) {
        return CODE_LANGUAGES.contains(language) ? List.of(LANGCHAIN, LLAMAINDEX) : List.of(LANGCHAIN);
    }

    /**
     * The language LangChain.js's {@code fromLanguage} is given, as chunk.mjs maps it: it has one
     * set of separators, {@code js}, for JavaScript and TypeScript alike, and none for C or
     * Objective-C, which get C++'s, or for C#, Kotlin and Groovy, which get Java's; CUDA gets C++'s
     * and Starlark Python's, the languages they extend; Solidity's are
     * {@code sol}. It has none for Vue's or Svelte's single-file components either: they get
     * {@code html}, its separators for markup (tags, then spaces; none at line breaks), the nearest
     * it has to a file of a template, a script and a style. HTML pages get {@code html} as they
     * are. Documentation sets get their markup's separators: {@code markdown}, and {@code rst} for
     * reStructuredText. It has none for AsciiDoc (its Markdown separators, {@code ## } headings and
     * {@code ```} fences, would not match AsciiDoc's {@code == } titles and {@code ----} blocks), so
     * AsciiDoc gets the plain splitter, as its users do. Null for prose, AsciiDoc and
     * {@link #PLAIN_LANGUAGES} (Jupyter notebooks among them): the plain splitter with its default separators.
     */
    static String langChainLanguage(String language) {
        if (language.equals("text") || language.equals("asciidoc") || PLAIN_LANGUAGES.contains(language)) {
            return null;
        }
        return switch (language) {
            case "restructuredtext" -> "rst";
            case "javascript", "typescript" -> "js";
            case "c", "objc", "cuda" -> "cpp";
            case "starlark" -> "python";
            case "solidity" -> "sol";
            case "c_sharp", "kotlin", "groovy" -> "java";
            case "vue", "svelte" -> "html";
            default -> language;
        };
    }

    /**
     * The rows of the peers for one benchmark; {@code language} is one of {@link #CODE_LANGUAGES},
     * a documentation set's markup (markdown, restructuredtext, asciidoc), or text (prose).
     */
    public List<Chunker> chunkers(Benchmark benchmark, String language) {
        Source source = (peer, corpus) -> result(peer, language, benchmark, corpus);
        List<Chunker> rows = new ArrayList<>();
        for (String peer : peersOf(language)) {
            rows.add(peer.equals(LANGCHAIN) ? NodePeerChunker.langChain(source, language, tokens)
                    : NodePeerChunker.llamaIndex(source, tokens));
        }
        return rows;
    }

    /** The peers, their pinned versions and the Node they ran on, for the report's header. */
    public String describe() {
        Map<String, String> pinned = new HashMap<>();
        try {
            JSON.readTree(dir.resolve("package.json").toFile()).path("dependencies").properties()
                    .forEach(e -> pinned.put(e.getKey(), e.getValue().asText()));
        } catch (IOException e) {
            // the versions are a courtesy; the rows stand without them
        }
        return String.format(Locale.ROOT,
                "LangChain.js (@langchain/textsplitters %s, js-tiktoken %s) and LlamaIndex (@llamaindex/node-parser %s,"
                        + " tree-sitter-wasms %s) on Node %s, run by kerf-peers/peers-js/chunk.mjs",
                pinned.get("@langchain/textsplitters"), pinned.get("js-tiktoken"), pinned.get("@llamaindex/node-parser"),
                pinned.get("tree-sitter-wasms"), nodeVersion);
    }

    private Result result(String peer, String language, Benchmark benchmark, Corpus corpus) throws IOException {
        Key key = new Key(peer, language, corpus.id(), corpus.text());
        if (!cache.containsKey(key)) {
            // this corpus and every other of its benchmark not chunked yet, in one run of Node
            List<Corpus> missing = new ArrayList<>(List.of(corpus));
            benchmark.corpora().values().stream()
                    .filter(c -> !c.id().equals(corpus.id()) && !cache.containsKey(new Key(peer, language, c.id(), c.text())))
                    .forEach(missing::add);
            chunkAhead(Map.of(language, missing));
        }
        return cache.get(key);
    }

    /** One text of a run of chunk.mjs: its language and corpus; the run numbers them, so ids may repeat across languages. */
    private record Text(String language, Corpus corpus) {}

    /**
     * Runs chunk.mjs once on the corpora of each language and caches every peer's result for each,
     * ahead of {@link #chunkers}' rows asking for them: Node and its packages take two seconds to
     * start, which a run for each language of a mixed set would spend again and again. A text the
     * script gave no line for (Node died) is cached as failed with the end of Node's log, so the
     * run goes on and the note tells.
     */
    void chunkAhead(Map<String, List<Corpus>> byLanguage) throws IOException {
        batches++;
        long started = System.nanoTime();
        List<Text> run = new ArrayList<>();
        byLanguage.forEach((language, corpora) -> corpora.forEach(c -> run.add(new Text(language, c))));
        Path texts = Files.createTempFile("kerf-eval-texts", ".jsonl");
        Path log = Files.createTempFile("kerf-eval-node", ".log");
        try {
            try (var out = Files.newBufferedWriter(texts, StandardCharsets.UTF_8)) {
                for (int i = 0; i < run.size(); i++) {
                    out.write(JSON.writeValueAsString(Map.of("id", String.valueOf(i), "language", run.get(i).language(),
                            "text", run.get(i).corpus().text())));
                    out.write('\n');
                }
            }
            Process p = new ProcessBuilder("node", "--max-old-space-size=4096", "chunk.mjs", texts.toString(),
                    "--tokens", String.valueOf(tokens), "--max-chars", String.valueOf(NodePeerChunker.maxChars(tokens)))
                    .directory(dir.toFile()).redirectError(log.toFile()).start();
            p.getOutputStream().close();
            boolean readAll = false;
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    Result r = Result.parse(line);
                    Text t = textOf(run, r.id());
                    Corpus c = t.corpus();
                    cache.put(new Key(r.peer(), t.language(), c.id(), c.text()), new Result(r.peer(), c.id(), r.chunks(), r.error()));
                }
                readAll = true;
            } finally {
                if (!readAll) {
                    p.destroyForcibly(); // a line that makes no sense is a bug in the script: stop it, then fail
                }
            }
            String exit = exit(p);
            for (Text t : run) {
                for (String peer : peersOf(t.language())) {
                    cache.putIfAbsent(new Key(peer, t.language(), t.corpus().id(), t.corpus().text()),
                            Result.failed(peer, t.corpus().id(), "node " + exit + ": " + PeersJs.tail(log)));
                }
            }
        } finally {
            Files.deleteIfExists(texts);
            Files.deleteIfExists(log);
        }
        long chars = run.stream().mapToLong(t -> t.corpus().text().length()).sum();
        System.err.printf(Locale.ROOT, "  Node peers (%s): %d texts, %,d chars, %.1f s%n",
                String.join(", ", byLanguage.keySet()), run.size(), chars, Eval.seconds(started));
    }

    /** How many times Node was started to chunk. */
    int batches() {
        return batches;
    }

    private static Text textOf(List<Text> run, String id) throws IOException {
        try {
            return run.get(Integer.parseInt(id));
        } catch (NumberFormatException | IndexOutOfBoundsException e) {
            throw new IOException("chunk.mjs answered for a text it was not given: " + id);
        }
    }

    private static String exit(Process p) {
        try {
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "did not exit";
            }
            return "exited with " + p.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            return "interrupted";
        }
    }

    /**
     * Finds and installs peers-js ({@code given}, or {@code kerf-peers/peers-js} found from here), or
     * says why it cannot run; the peers chunk at {@code tokens} (LlamaIndex at {@link NodePeerChunker#maxChars} of it).
     */
    public static Prepared prepare(Path given, int tokens) {
        PeersJs.Prepared p = PeersJs.prepare(given, "chunk.mjs", NodePeers.class, System.err);
        return new Prepared(p.installed().map(i -> new NodePeers(i.dir(), i.nodeVersion(), tokens)), p.reason());
    }

    static String abbreviate(String text) {
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }
}
