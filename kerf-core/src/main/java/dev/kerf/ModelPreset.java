package dev.kerf;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Embedding models whose tokenizer and input window kerf knows, so that
 * {@code ChunkOptions.builder().model("text-embedding-3-large")} sets both.
 */
public enum ModelPreset {
    TEXT_EMBEDDING_3_SMALL("text-embedding-3-small", "cl100k_base", 8191),
    TEXT_EMBEDDING_3_LARGE("text-embedding-3-large", "cl100k_base", 8191),
    TEXT_EMBEDDING_ADA_002("text-embedding-ada-002", "cl100k_base", 8191);

    private final String modelName;
    private final String tokenizer;
    private final int maxTokens;

    ModelPreset(String modelName, String tokenizer, int maxTokens) {
        this.modelName = modelName;
        this.tokenizer = tokenizer;
        this.maxTokens = maxTokens;
    }

    /** The model's name as its provider spells it. */
    public String modelName() {
        return modelName;
    }

    /** The tokenizer the model counts with. */
    public String tokenizer() {
        return tokenizer;
    }

    /** The model's input window in tokens. */
    public int maxTokens() {
        return maxTokens;
    }

    /** Looks a preset up by model name, ignoring case. */
    public static Optional<ModelPreset> byName(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(p -> p.modelName.equals(wanted)).findFirst();
    }
}
