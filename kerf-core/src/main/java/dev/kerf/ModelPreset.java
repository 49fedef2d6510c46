package dev.kerf;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Embedding models whose tokenizer and input window kerf knows, so that
 * {@code ChunkOptions.builder().model("text-embedding-3-large")} sets both.
 *
 * <p>The open models count with BERT's uncased WordPiece vocabulary ({@code bert-base-uncased}),
 * which their tokenizer.json files share. Their window is what is left of their positions after
 * the {@code [CLS]} and {@code [SEP]} they put around every input: 254 of all-MiniLM-L6-v2's 256,
 * 510 of 512. A model of the same vocabulary without a preset here (many of the BERT-sized English
 * models) can take {@code tokenizer("bert-base-uncased")} and its own limit.
 */
public enum ModelPreset {
    TEXT_EMBEDDING_3_SMALL("text-embedding-3-small", "cl100k_base", 8191),
    TEXT_EMBEDDING_3_LARGE("text-embedding-3-large", "cl100k_base", 8191),
    TEXT_EMBEDDING_ADA_002("text-embedding-ada-002", "cl100k_base", 8191),
    ALL_MINILM_L6_V2("all-minilm-l6-v2", "bert-base-uncased", 254),
    BGE_SMALL_EN_V1_5("bge-small-en-v1.5", "bert-base-uncased", 510),
    E5_SMALL_V2("e5-small-v2", "bert-base-uncased", 510);

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

    /** The model's input window in tokens of text, less the special tokens the model adds around it. */
    public int maxTokens() {
        return maxTokens;
    }

    /**
     * Looks a preset up by model name, ignoring case and the owner of a HuggingFace id
     * ({@code sentence-transformers/all-MiniLM-L6-v2} is {@code all-minilm-l6-v2}).
     */
    public static Optional<ModelPreset> byName(String name) {
        String lower = name.strip().toLowerCase(Locale.ROOT);
        String wanted = lower.substring(lower.lastIndexOf('/') + 1);
        return Arrays.stream(values()).filter(p -> p.modelName.equals(wanted)).findFirst();
    }
}
