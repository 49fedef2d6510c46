package dev.kerf.tokens;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/** The built-in tokenizers, by name. Each is created once, on first use, and shared. */
public final class Tokenizers {
    private static final Map<String, Supplier<TokenCounter>> FACTORIES = Map.of(
            "cl100k_base", () -> bpe(EncodingType.CL100K_BASE, BpeBoundaryRule.CL100K),
            "o200k_base", () -> bpe(EncodingType.O200K_BASE, BpeBoundaryRule.O200K),
            "p50k_base", () -> bpe(EncodingType.P50K_BASE, BpeBoundaryRule.P50K),
            "r50k_base", () -> bpe(EncodingType.R50K_BASE, BpeBoundaryRule.P50K),
            "bert-base-uncased", WordPieceCounter::bertBaseUncased,
            "characters", CodePointCounter::new,
            "words", WordCounter::new);
    private static final List<String> NAMES =
            List.of("cl100k_base", "o200k_base", "p50k_base", "r50k_base", "bert-base-uncased", "characters", "words");
    private static final Map<String, TokenCounter> CREATED = new ConcurrentHashMap<>();

    private Tokenizers() {}

    /** The names {@link #byName(String)} knows, default first. */
    public static List<String> names() {
        return NAMES;
    }

    /** A built-in tokenizer, or empty for an unknown name. */
    public static Optional<TokenCounter> byName(String name) {
        // In any case, as language names are taken ("CL100K_BASE" is cl100k_base).
        String key = name == null ? null : name.strip().toLowerCase(java.util.Locale.ROOT);
        Supplier<TokenCounter> factory = key == null ? null : FACTORIES.get(key);
        return factory == null ? Optional.empty() : Optional.of(CREATED.computeIfAbsent(key, n -> factory.get()));
    }

    /**
     * A WordPiece tokenizer of BERT's kind with a vocabulary of its own, for a model that counts
     * with one other than {@code bert-base-uncased}'s (a cased, Chinese or multilingual BERT): its
     * tokenizer.json has a {@code BertNormalizer} and a {@code WordPiece} model, and its vocab.txt
     * lists the entries, one per line in id order. Counted as {@code bert-base-uncased} is: exact,
     * in one pass, without the {@code [CLS]} and {@code [SEP]} around an input.
     *
     * @param name what chunks and messages call it
     * @param vocabulary the entries of vocab.txt, {@code ##} before those that continue a word
     * @param uncased true when the normalizer lowercases ({@code "lowercase": true}; accents are
     *     then stripped too, as BERT's normalizer does unless told otherwise), false for a cased model
     */
    public static TokenCounter wordPiece(String name, List<String> vocabulary, boolean uncased) {
        java.util.Objects.requireNonNull(name, "name");
        if (vocabulary.isEmpty()) {
            throw new IllegalArgumentException("wordPiece " + name + ": the vocabulary is empty");
        }
        return new WordPieceCounter(name, List.copyOf(vocabulary), uncased);
    }

    /** {@link #wordPiece(String, List, boolean)} with the vocabulary read from a vocab.txt file (UTF-8). */
    public static TokenCounter wordPiece(String name, java.nio.file.Path vocabTxt, boolean uncased) throws java.io.IOException {
        return wordPiece(name, java.nio.file.Files.readAllLines(vocabTxt, java.nio.charset.StandardCharsets.UTF_8), uncased);
    }

    private static TokenCounter bpe(EncodingType type, BpeBoundaryRule rule) {
        return new BpeCounter(Registry.INSTANCE.getEncoding(type), rule);
    }

    /** Holds the jtokkit registry, built lazily: it loads vocabularies only for encodings asked for. */
    private static final class Registry {
        static final EncodingRegistry INSTANCE = Encodings.newLazyEncodingRegistry();
    }
}
