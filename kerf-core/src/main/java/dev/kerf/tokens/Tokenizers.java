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

    private static TokenCounter bpe(EncodingType type, BpeBoundaryRule rule) {
        return new BpeCounter(Registry.INSTANCE.getEncoding(type), rule);
    }

    /** Holds the jtokkit registry, built lazily: it loads vocabularies only for encodings asked for. */
    private static final class Registry {
        static final EncodingRegistry INSTANCE = Encodings.newLazyEncodingRegistry();
    }
}
