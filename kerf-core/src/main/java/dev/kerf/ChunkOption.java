package dev.kerf;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * The chunk options by the key every front end spells them with: kerf.toml and its language
 * tables, the CLI's long options ({@code --max-tokens}), the HTTP API's {@code options}, the Spark
 * job's arguments. Each has its type and what it sets on {@link ChunkOptions.Builder}; set one with
 * {@link ChunkOptions.Builder#set(String, Object)}.
 */
public enum ChunkOption {
    MAX_TOKENS("max_tokens", "maxTokens", Type.WHOLE, "The hard limit per chunk (default 512, or the model's window).",
            (b, v) -> b.maxTokens((Integer) v)),
    MIN_TOKENS("min_tokens", "minTokens", Type.WHOLE, "Chunks under this many tokens merge with a neighbour where possible (default 0).",
            (b, v) -> b.minTokens((Integer) v)),
    TARGET_TOKENS("target_tokens", "targetTokens", Type.WHOLE,
            "Where packing stops adding neighbours to a chunk (default " + ChunkOptions.DEFAULT_TARGET_TOKENS + " for code, "
                    + ChunkOptions.DEFAULT_SECTION_TARGET_TOKENS + " for Markdown, prose and YAML or JSON data).",
            (b, v) -> b.targetTokens((Integer) v)),
    OVERLAP("overlap", "overlapTokens", Type.WHOLE, "Tokens each chunk repeats from the one before (default 0).",
            (b, v) -> b.overlapTokens((Integer) v)),
    OVERLAP_RATIO("overlap_ratio", "overlapRatio", Type.NUMBER, "Overlap as a share of max_tokens, in [0, 1); instead of overlap.",
            (b, v) -> b.overlapRatio((Double) v)),
    TOKENIZER("tokenizer", "tokenizer", Type.TEXT, "The tokenizer that counts: cl100k_base (default), o200k_base, p50k_base, r50k_base,"
            + " bert-base-uncased (BERT's WordPiece, as MiniLM, BGE and E5 count), characters or words.", (b, v) -> b.tokenizer((String) v)),
    MODEL("model", "model", Type.TEXT, "An embedding model whose tokenizer and window set tokenizer and max_tokens.",
            (b, v) -> b.model((String) v)),
    GRANULARITY("granularity", "granularity", Type.TEXT, "packed (default): definitions share chunks; definition: each starts its own.",
            (b, v) -> b.granularity(Granularity.of((String) v))),
    CONTEXT_HEADER("context_header", "contextHeader", Type.BOOLEAN, "Add the file path and scope to each chunk's contextual text.",
            (b, v) -> b.contextHeader((Boolean) v)),
    IMPORTANCE_THRESHOLD("semantic_importance_threshold", "importanceThreshold", Type.NUMBER,
            "With granularity definition, definitions scoring below this in [0, 1] join their neighbours (default 0).",
            (b, v) -> b.importanceThreshold((Double) v)),
    PREFER_SEMANTIC("prefer_semantic", "preferSemantic", Type.BOOLEAN,
            "Use the tree-sitter structure where a grammar exists (default true); false picks delimiters everywhere.",
            (b, v) -> b.preferSemantic((Boolean) v)),
    FORCE_DELIMITER_FOR("force_delimiter_for_languages", "forceDelimiterFor", Type.TEXTS,
            "Languages that always get the delimiter structure, grammar or not.",
            (b, v) -> b.forceDelimiterFor(texts(v))),
    HYBRID("enable_hybrid_chunking", "hybrid", Type.BOOLEAN,
            "Cut a syntax node too large for one chunk, with nothing below it, along delimiters (default true); false: by lines.",
            (b, v) -> b.hybrid((Boolean) v));

    /** The kinds of value an option takes. */
    public enum Type {
        /** An int. */
        WHOLE("a whole number"),
        /** A double. */
        NUMBER("a number"),
        /** A String. */
        TEXT("a string"),
        /** A Boolean. */
        BOOLEAN("true or false"),
        /** A list of Strings; in a command line's text, separated by commas. */
        TEXTS("a list of strings");

        private final String described;

        Type(String described) {
            this.described = described;
        }

        /** The type in words, for messages: {@code a whole number}. */
        public String described() {
            return described;
        }
    }

    private final String key;
    private final String builderName;
    private final Type type;
    private final String doc;
    private final BiConsumer<ChunkOptions.Builder, Object> setter;

    ChunkOption(String key, String builderName, Type type, String doc, BiConsumer<ChunkOptions.Builder, Object> setter) {
        this.key = key;
        this.builderName = builderName;
        this.type = type;
        this.doc = doc;
        this.setter = setter;
    }

    /** The key: {@code max_tokens}. */
    public String key() {
        return key;
    }

    /** The name {@link ChunkOptions.Builder}'s messages give it: {@code maxTokens: must be at least 8}. */
    public String builderName() {
        return builderName;
    }

    public Type type() {
        return type;
    }

    /** What it does, in a sentence. */
    public String doc() {
        return doc;
    }

    /** Every key, in this table's order. */
    public static List<String> keys() {
        return Arrays.stream(values()).map(ChunkOption::key).toList();
    }

    /** The option with this key. */
    public static Optional<ChunkOption> byKey(String key) {
        return Arrays.stream(values()).filter(o -> o.key.equals(key)).findFirst();
    }

    /** The option {@link ChunkOptions.Builder}'s messages call {@code builderName}. */
    public static Optional<ChunkOption> byBuilderName(String builderName) {
        return Arrays.stream(values()).filter(o -> o.builderName.equals(builderName)).findFirst();
    }

    /**
     * The value as this option holds it (an Integer, Double, String, Boolean or list of Strings): any whole number
     * in int range for a whole one, any number for a number.
     *
     * @throws InvalidOptionException naming the key when the value is of another type
     */
    public Object checked(Object value) {
        Object v = switch (type) {
            case WHOLE -> value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte
                    ? (((Number) value).longValue() == ((Number) value).intValue() ? ((Number) value).intValue() : null) : null;
            case NUMBER -> value instanceof Number n ? n.doubleValue() : null;
            case TEXT -> value instanceof String ? value : null;
            case BOOLEAN -> value instanceof Boolean ? value : null;
            case TEXTS -> value instanceof List<?> list && list.stream().allMatch(e -> e instanceof String) ? List.copyOf(list) : null;
        };
        if (v == null && type == Type.WHOLE && value instanceof Long l) {
            throw InvalidOptionException.byKey(this, "must be a whole number " + (l > 0 ? "no larger than " + Integer.MAX_VALUE
                    : "no smaller than " + Integer.MIN_VALUE) + ", was " + value, null);
        }
        if (v == null) {
            throw InvalidOptionException.byKey(this, "must be " + type.described() + ", was " + shown(value), null);
        }
        return v;
    }

    /** A value as a message shows it: text in quotes (so that {@code "512"} is not taken for 512), lists by their elements. */
    static String shown(Object value) {
        if (value instanceof String text) {
            return '"' + text + '"';
        }
        if (value instanceof List<?> list) {
            return list.stream().map(ChunkOption::shown).collect(java.util.stream.Collectors.joining(", ", "[", "]"));
        }
        if (value instanceof java.util.Map<?, ?>) {
            return "a table";
        }
        return String.valueOf(value);
    }

    /**
     * The value from its text, as a command line gives it ({@code "512"}, {@code "0.1"}, {@code "true"}).
     *
     * @throws InvalidOptionException naming the key when the text is not of this option's type
     */
    public Object parsed(String text) {
        String t = text.strip();
        try {
            return switch (type) {
                case WHOLE -> Integer.valueOf(t);
                case NUMBER -> Double.valueOf(t);
                case TEXT -> text;
                case BOOLEAN -> switch (t.toLowerCase(Locale.ROOT)) {
                    case "true" -> Boolean.TRUE;
                    case "false" -> Boolean.FALSE;
                    default -> throw InvalidOptionException.byKey(this, "must be true or false, was " + text, null);
                };
                case TEXTS -> Arrays.stream(text.split(",")).map(String::strip).filter(e -> !e.isEmpty()).toList();
            };
        } catch (NumberFormatException e) {
            throw InvalidOptionException.byKey(this, "must be a number, was " + text, e);
        }
    }

    /** A checked list value as Strings. */
    private static List<String> texts(Object value) {
        return ((List<?>) value).stream().map(String.class::cast).toList();
    }

    void set(ChunkOptions.Builder builder, Object value) {
        setter.accept(builder, checked(value));
    }
}
