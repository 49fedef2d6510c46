package dev.kerf;

import java.util.Arrays;
import java.util.Optional;

/**
 * Embedding models whose tokenizer and input window kerf knows, so that
 * {@code ChunkOptions.builder().model("text-embedding-3-large")} sets both.
 *
 * <p>The open models count with BERT's uncased WordPiece vocabulary ({@code bert-base-uncased}),
 * which their tokenizer.json files share. Their window is what is left of their positions after
 * the {@code [CLS]} and {@code [SEP]} they put around every input: 254 of all-MiniLM-L6-v2's 256,
 * 510 of bge-small-en-v1.5's 512. E5 expects every text to begin with {@code "passage: "} (or
 * {@code "query: "}), two tokens more, so its preset leaves 508. A model of the same vocabulary
 * without a preset here (many of the BERT-sized English models) can take
 * {@code tokenizer("bert-base-uncased")} and its own limit.
 */
public enum ModelPreset {
    TEXT_EMBEDDING_3_SMALL("openai", "text-embedding-3-small", "cl100k_base", 8191),
    TEXT_EMBEDDING_3_LARGE("openai", "text-embedding-3-large", "cl100k_base", 8191),
    TEXT_EMBEDDING_ADA_002("openai", "text-embedding-ada-002", "cl100k_base", 8191),
    ALL_MINILM_L6_V2("sentence-transformers", "all-MiniLM-L6-v2", "bert-base-uncased", 254),
    BGE_SMALL_EN_V1_5("BAAI", "bge-small-en-v1.5", "bert-base-uncased", 510),
    E5_SMALL_V2("intfloat", "e5-small-v2", "bert-base-uncased", 508);

    private final String owner;
    private final String modelName;
    private final String tokenizer;
    private final int maxTokens;

    ModelPreset(String owner, String modelName, String tokenizer, int maxTokens) {
        this.owner = owner;
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

    /** The model's input window in tokens of text, less the special tokens (and E5's prefix) the model adds around it. */
    public int maxTokens() {
        return maxTokens;
    }

    /**
     * Looks a preset up by model name, ignoring case, or by its HuggingFace id
     * ({@code sentence-transformers/all-MiniLM-L6-v2}, {@code BAAI/bge-small-en-v1.5}).
     */
    public static Optional<ModelPreset> byName(String name) {
        String wanted = name.strip();
        int slash = wanted.lastIndexOf('/');
        String owner = slash < 0 ? null : wanted.substring(0, slash);
        String model = wanted.substring(slash + 1);
        return Arrays.stream(values())
                .filter(p -> p.modelName.equalsIgnoreCase(model) && (owner == null || p.owner.equalsIgnoreCase(owner)))
                .findFirst();
    }
}
