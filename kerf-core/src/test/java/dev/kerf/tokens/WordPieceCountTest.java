package dev.kerf.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.ModelPreset;
import dev.kerf.Source;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code bert-base-uncased} counts what HuggingFace's {@code tokenizers} library counts (without the
 * {@code [CLS]} and {@code [SEP]} around an input), with the tokenizer.json of all-MiniLM-L6-v2
 * from LangChain4j's in-process model as the oracle: every code point, real code and prose, and
 * the chunks kerf cuts with it.
 */
class WordPieceCountTest {
    private static final TokenCounter KERF = Tokenizers.byName("bert-base-uncased").orElseThrow();
    private static HuggingFaceTokenizer oracle;

    @BeforeAll
    static void loadOracle() throws IOException {
        try (InputStream in = resource("all-minilm-l6-v2-q-tokenizer.json")) {
            oracle = HuggingFaceTokenizer.newInstance(in, Map.of("addSpecialTokens", "false", "truncation", "false", "padding", "false"));
        }
    }

    @AfterAll
    static void closeOracle() {
        oracle.close();
    }

    /**
     * Each code point alone, inside a word, and doubled before a word: what is dropped, stripped,
     * set apart or kept in a word shows in one of them. Java's Unicode is newer than the tables
     * BERT's tokenizer classifies with ({@code BertUnicode}). A code point Java leaves unassigned
     * or private is so in every older Unicode too, and the tokenizer treats a run of them alike but
     * where one of its own ranges (the CJK blocks) begins; so of those 958k code points the oracle
     * sees each one at which kerf's counts change within the run, and every 61st: asking it about
     * all three million texts took 50 s of the suite.
     */
    @Test
    void everyCodePointCountsAsTheTokenizerCountsIt() {
        List<String> texts = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        String lastClass = "";
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
                continue;
            }
            String x = Character.toString(cp);
            if (KERF.count(x) > KERF.maxCount(x.length())) {
                wrong.add(Integer.toHexString(cp) + ": " + KERF.count(x) + " tokens, over maxCount");
            }
            List<String> three = List.of(x, "ab" + x + "cd", x + x + " ok");
            int type = Character.getType(cp);
            if (type == Character.UNASSIGNED || type == Character.PRIVATE_USE) {
                String kind = type + ":" + three.stream().map(t -> String.valueOf(KERF.count(t))).toList();
                boolean sameAsBefore = kind.equals(lastClass);
                lastClass = kind;
                if (sameAsBefore && cp % 61 != 0) {
                    continue;
                }
            } else {
                lastClass = "";
            }
            texts.addAll(three);
            if (texts.size() >= 6000) {
                compare(texts, wrong);
                texts.clear();
            }
        }
        compare(texts, wrong);
        assertThat(wrong).as("texts counted otherwise than by the tokenizers library").isEmpty();
    }

    /** Special tokens written in the text are one token each, as the tokenizer's added vocabulary takes them. */
    @Test
    void specialTokensInTheTextAndOtherEdges() {
        List<String> wrong = new ArrayList<>();
        compare(List.of("", " ", "[CLS]", "x[SEP]y", "[MASK][MASK]", "[mask]", "[CLS", "a [UNK] b", "[[PAD]]",
                "\u0130stanbul", "Stra\u00dfe caf\u00e9 na\u00efve", "\ud55c\uad6d\uc5b4 \ud14d\uc2a4\ud2b8", "\u4e2d\u6587\u5b57 \u3042\u3044",
                "a".repeat(100), "a".repeat(101), "\u00e9".repeat(101), "x\u200by", "tab\there\r\nnew\u00a0line",
                "getHTTPResponseCode()", "snake_case_name = 42;", "\ud83d\ude00 emoji \ud83d\udc4d\ud83c\udffd",
                "\u0645\u0631\u062d\u0628\u0627 \u05e9\u05dc\u05d5\u05dd", "\u0928\u092e\u0938\u094d\u0924\u0947"), wrong);
        assertThat(wrong).isEmpty();
    }

    /** Source files in every language of the change sets, and the documentation sets' Markdown. */
    @Test
    void realFilesCountAsTheTokenizerCountsThem() throws IOException {
        Path root = projectRoot();
        List<String> texts = new ArrayList<>();
        for (String set : List.of("changes/requests", "changes/gin", "changes/ripgrep", "changes/express", "changes/libuv",
                "changes/newtonsoft-json", "changes/aeson", "changes/mojo", "changes/fastparse", "docs/rust-book", "docs/vite-docs", "chroma")) {
            try (Stream<Path> files = Files.walk(root.resolve("data").resolve(set))) {
                for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                    try {
                        texts.add(Files.readString(p, StandardCharsets.UTF_8));
                    } catch (MalformedInputException e) {
                        // not UTF-8: no text to count
                    }
                }
            }
        }
        assertThat(texts).hasSizeGreaterThan(1000);
        List<String> wrong = new ArrayList<>();
        compare(texts, wrong);
        assertThat(wrong).isEmpty();
    }

    /** Chunks cut with the counter hold exactly the tokens they say, never over the limit, header included. */
    @Test
    void chunksFitTheModelsWindow() throws IOException {
        Path root = projectRoot();
        Kerf kerf = Kerf.create(ChunkOptions.builder().tokenizer("bert-base-uncased").maxTokens(128).contextHeader(true).build());
        int chunks = 0;
        for (String file : List.of("data/changes/requests/files/src/requests/sessions.py", "data/changes/gin/files/context.go",
                "data/chroma/corpora/chatlogs.md", "data/docs/rust-book/files/src/ch04-01-what-is-ownership.md")) {
            Path p = root.resolve(file);
            for (Chunk c : kerf.chunk(Source.fromFile(p).withPath(file))) {
                assertThat(c.tokenCount()).isEqualTo(count(c.text())).isLessThanOrEqualTo(128);
                String embedded = c.contextual().orElseThrow().text();
                assertThat(count(embedded)).as(embedded).isLessThanOrEqualTo(128);
                chunks++;
            }
        }
        assertThat(chunks).isGreaterThan(100);
    }

    /**
     * The models kerf has presets for count with this vocabulary: their tokenizer.json files hold
     * the same vocabulary, normalizer, pre-tokenizer and WordPiece settings.
     */
    @Test
    void thePresetsModelsShareTheVocabulary() throws IOException {
        List<String> ours;
        try (InputStream in = resource("dev/kerf/tokens/bert-base-uncased.txt")) {
            ours = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        Map<String, String> files = Map.of(
                "all-minilm-l6-v2", "all-minilm-l6-v2-q-tokenizer.json",
                "bge-small-en-v1.5", "bge-small-en-v1.5-q-tokenizer.json",
                "e5-small-v2", "e5-small-v2-q-tokenizer.json");
        for (var e : files.entrySet()) {
            JsonObject json;
            try (InputStream in = resource(e.getValue())) {
                json = JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8)).getAsJsonObject();
            }
            assertThat(json.get("normalizer").toString()).as(e.getKey())
                    .isEqualTo("{\"type\":\"BertNormalizer\",\"clean_text\":true,\"handle_chinese_chars\":true,\"strip_accents\":null,\"lowercase\":true}");
            assertThat(json.get("pre_tokenizer").toString()).isEqualTo("{\"type\":\"BertPreTokenizer\"}");
            JsonObject model = json.getAsJsonObject("model");
            assertThat(model.get("type").getAsString()).isEqualTo("WordPiece");
            assertThat(model.get("max_input_chars_per_word").getAsInt()).isEqualTo(100);
            JsonObject vocab = model.getAsJsonObject("vocab");
            assertThat(vocab.size()).isEqualTo(ours.size());
            for (int id = 0; id < ours.size(); id++) {
                assertThat(vocab.get(ours.get(id)).getAsInt()).as(ours.get(id)).isEqualTo(id);
            }
            ModelPreset preset = ModelPreset.byName(e.getKey()).orElseThrow();
            assertThat(preset.tokenizer()).isEqualTo("bert-base-uncased");
        }
    }

    /**
     * A vocabulary of one's own, cased: counted as the tokenizers library counts with the same
     * vocabulary and a normalizer that neither lowercases nor strips accents.
     */
    @Test
    void aCasedVocabularyOfOnesOwn() throws IOException {
        JsonObject json;
        try (InputStream in = resource("all-minilm-l6-v2-q-tokenizer.json")) {
            json = JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8)).getAsJsonObject();
        }
        json.getAsJsonObject("normalizer").addProperty("lowercase", false);
        List<String> vocabulary;
        try (InputStream in = resource("dev/kerf/tokens/bert-base-uncased.txt")) {
            vocabulary = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        TokenCounter cased = Tokenizers.wordPiece("my-cased-bert", vocabulary, false);
        assertThat(cased.name()).isEqualTo("my-cased-bert");
        Path root = projectRoot();
        List<String> texts = new ArrayList<>(List.of("Hello World", "Caf\u00e9 \u00c9COLE na\u00efve", "\u0130stanbul", "[CLS] Mixed CASE",
                "getHTTPResponseCode()", "e\u0301 \u0301", "\ud55c\uad6d\uc5b4"));
        for (String file : List.of("data/changes/requests/files/src/requests/sessions.py", "data/changes/gin/files/context.go",
                "data/chroma/corpora/wikitexts.md", "data/docs/rust-book/files/src/ch04-01-what-is-ownership.md")) {
            texts.add(Files.readString(root.resolve(file)));
        }
        try (HuggingFaceTokenizer casedOracle = HuggingFaceTokenizer.newInstance(
                new java.io.ByteArrayInputStream(json.toString().getBytes(StandardCharsets.UTF_8)),
                Map.of("addSpecialTokens", "false", "truncation", "false", "padding", "false"))) {
            for (String t : texts) {
                assertThat(cased.count(t)).as(t.length() > 40 ? t.substring(0, 40) : t).isEqualTo(casedOracle.encode(t).getIds().length);
            }
        }
        // Capitals are no entries of an uncased vocabulary: the cased counter finds other pieces.
        assertThat(texts.stream().mapToInt(cased::count).sum()).isNotEqualTo(texts.stream().mapToInt(KERF::count).sum());
    }

    private static void compare(List<String> texts, List<String> wrong) {
        Encoding[] encodings = oracle.batchEncode(texts);
        for (int i = 0; i < texts.size(); i++) {
            int want = encodings[i].getIds().length;
            int got = KERF.count(texts.get(i));
            if (want != got && wrong.size() < 20) {
                String t = texts.get(i);
                wrong.add((t.length() > 60 ? t.substring(0, 60) + "..." : t) + " " + t.codePoints().limit(6).mapToObj(Integer::toHexString).toList()
                        + ": kerf " + got + ", tokenizers " + want);
            }
        }
    }

    private static Path projectRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("data/chroma"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("the project's data/ folder").isNotNull();
        return dir;
    }

    private static int count(String text) {
        return oracle.encode(text).getIds().length;
    }

    private static InputStream resource(String name) {
        InputStream in = WordPieceCountTest.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new UncheckedIOException(new IOException(name + " is not on the test class path"));
        }
        return in;
    }
}
