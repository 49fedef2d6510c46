package dev.kerf;

import dev.kerf.select.CustomDelimiter;
import dev.kerf.select.Selection;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How to chunk: the token budget, overlap and tokenizer. Immutable; build with {@link #builder()}.
 *
 * <p><b>The budget guarantee.</b> Every chunk's exact token count under {@link #tokenizer()} is at
 * most {@link #maxTokens()} (and so is the count of its contextual text, when it has one). This
 * holds for every input from {@value #MIN_MAX_TOKENS} tokens up: byte-level BPE spends at most 4
 * tokens on one code point (its UTF-8 bytes), so even a run of text with no coarser boundary can be
 * cut between code points. When nothing coarser fits, cuts may fall between the code points of a
 * grapheme cluster (an emoji sequence, a letter and its combining marks); they never fall inside a
 * surrogate pair or between a CR and its LF.
 *
 * <pre>{@code
 * ChunkOptions options = ChunkOptions.builder().maxTokens(800).overlapRatio(0.2).build();
 * }</pre>
 */
public final class ChunkOptions {
    /** The smallest {@code maxTokens} accepted: the floor under which the budget guarantee cannot hold. */
    public static final int MIN_MAX_TOKENS = 8;
    /** The default budget. */
    public static final int DEFAULT_MAX_TOKENS = 512;
    /**
     * Where packing stops adding neighbours to a chunk, by default (or maxTokens, when lower). The
     * retrieval evaluation chose it: chunks of about this size retrieved best on every code set,
     * while a definition or a whole file up to maxTokens is still kept in one chunk.
     */
    public static final int DEFAULT_TARGET_TOKENS = 96;
    /**
     * The same for written text (Markdown and prose), by default (or maxTokens, when lower). The
     * evaluation's documentation sets chose it: Markdown packed to the limit retrieved worse at
     * 512 tokens and above, while a section up to maxTokens is still kept in one chunk. Chroma's
     * prose corpora agreed at 512 (paragraphs filled to the limit retrieved worse).
     */
    public static final int DEFAULT_SECTION_TARGET_TOKENS = 192;
    /** The default tokenizer. */
    public static final String DEFAULT_TOKENIZER = "cl100k_base";

    private final int maxTokens;
    private final int overlapTokens;
    private final int minTokens;
    private final int targetTokens;
    private final int sectionTargetTokens;
    /**
     * The target, limit and tokenizer as given to the builder, or null where they were left to
     * their defaults or the model: what {@link #toBuilder()} hands on, so that a builder made from
     * these options can still take a model.
     */
    private final Integer givenTargetTokens;
    private final Integer givenMaxTokens;
    private final TokenCounter givenTokenizer;
    /** The overlap as a share, when given so: the overlap of another limit is the same share of it. */
    private final Double givenOverlapRatio;
    private final TokenCounter tokenizer;
    private final ModelPreset model;
    private final Granularity granularity;
    private final boolean contextHeader;
    private final double importanceThreshold;
    private final Selection selection;

    private ChunkOptions(int maxTokens, int overlapTokens, int minTokens, int targetTokens, int sectionTargetTokens,
            Integer givenTargetTokens, Integer givenMaxTokens, TokenCounter givenTokenizer, Double givenOverlapRatio, TokenCounter tokenizer,
            ModelPreset model, Granularity granularity, boolean contextHeader, double importanceThreshold, Selection selection) {
        this.givenOverlapRatio = givenOverlapRatio;
        this.givenMaxTokens = givenMaxTokens;
        this.givenTokenizer = givenTokenizer;
        this.targetTokens = targetTokens;
        this.sectionTargetTokens = sectionTargetTokens;
        this.givenTargetTokens = givenTargetTokens;
        this.contextHeader = contextHeader;
        this.importanceThreshold = importanceThreshold;
        this.selection = selection;
        this.maxTokens = maxTokens;
        this.overlapTokens = overlapTokens;
        this.minTokens = minTokens;
        this.tokenizer = tokenizer;
        this.model = model;
        this.granularity = granularity;
    }

    /** The defaults: 512 tokens of cl100k_base, no overlap, no minimum. */
    public static ChunkOptions defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The hard limit on every chunk's token count. */
    public int maxTokens() {
        return maxTokens;
    }

    /** How many tokens of the previous chunk each chunk repeats at its start (at most). */
    public int overlapTokens() {
        return overlapTokens;
    }

    /** Chunks smaller than this are merged with a neighbour where the budget allows. */
    public int minTokens() {
        return minTokens;
    }

    /**
     * Where packing stops adding neighbours to a chunk of code: by default {@value #DEFAULT_TARGET_TOKENS}
     * or maxTokens when lower, and maxTokens when there is overlap (an overlap is a share of chunks
     * filled to the limit). It is no limit: a definition, or a whole text, of up to maxTokens is
     * never split to meet it. Set it to maxTokens to fill chunks up to the limit. A target given
     * to the builder is also {@link #sectionTargetTokens()}.
     */
    public int targetTokens() {
        return targetTokens;
    }

    /**
     * Where packing stops adding neighbours to a chunk of written text (Markdown's sections, or its
     * blocks when it has no headings, and the paragraphs of prose and plain text) and of data
     * files (YAML's and JSON's mapping entries): by default
     * {@value #DEFAULT_SECTION_TARGET_TOKENS} or maxTokens when lower, maxTokens when there is
     * overlap, and the builder's {@code targetTokens} when one was given. A section or paragraph
     * of up to maxTokens, or a whole text, is never split to meet it.
     */
    public int sectionTargetTokens() {
        return sectionTargetTokens;
    }

    public TokenCounter tokenizer() {
        return tokenizer;
    }

    /** Whether definitions share chunks ({@link Granularity#PACKED}, the default) or start their own. */
    public Granularity granularity() {
        return granularity;
    }

    /**
     * Whether each chunk gets a contextual text: a header naming the file and the scope of the
     * chunk's definition, then the chunk's text. Its token count is kept within maxTokens, so the
     * text's own budget shrinks by the header's size.
     */
    public boolean contextHeader() {
        return contextHeader;
    }

    /**
     * In {@link Granularity#DEFINITION}, a definition whose highest importance score is below this
     * does not begin a chunk of its own but joins its neighbours (default 0: every definition
     * begins one). Nothing is dropped either way; with {@code PACKED} it changes nothing.
     */
    public double importanceThreshold() {
        return importanceThreshold;
    }

    /**
     * How a structure is picked for each language (spec 000's selection settings: tree-sitter or
     * delimiters, hybrid cuts, custom delimiters); {@link Selection#defaults()} unless set.
     * {@link Kerf#create(ChunkOptions)} picks with these.
     */
    public Selection selection() {
        return selection;
    }

    /** The model preset these options came from, if any. */
    public java.util.Optional<ModelPreset> model() {
        return java.util.Optional.ofNullable(model);
    }

    /** A builder holding these options, to change some of them. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.maxTokens = givenMaxTokens;
        if (givenOverlapRatio != null) {
            b.overlapRatio = givenOverlapRatio;
        } else {
            b.overlapTokens = overlapTokens;
        }
        b.minTokens = minTokens;
        b.targetTokens = givenTargetTokens;
        b.tokenizer = givenTokenizer;
        b.model = model;
        b.granularity = granularity;
        b.contextHeader = contextHeader;
        b.importanceThreshold = importanceThreshold;
        b.selection(selection);
        return b;
    }

    @Override
    public String toString() {
        return "ChunkOptions[maxTokens=" + maxTokens + ", overlapTokens=" + overlapTokens + ", minTokens="
                + minTokens + ", targetTokens=" + targetTokens + ", sectionTargetTokens=" + sectionTargetTokens + ", tokenizer=" + tokenizer.name() + ", granularity=" + granularity.name().toLowerCase(java.util.Locale.ROOT)
                + (contextHeader ? ", contextHeader=true" : "") + (importanceThreshold > 0 ? ", importanceThreshold=" + importanceThreshold : "")
                + (selection.equals(Selection.defaults()) ? "" : ", " + selection)
                + (model == null ? "" : ", model=" + model.modelName()) + "]";
    }

    /** Collects settings; {@link #build()} checks them together. */
    public static final class Builder {
        private Integer maxTokens;
        private Integer overlapTokens;
        private Double overlapRatio;
        private int minTokens;
        private Integer targetTokens;
        private TokenCounter tokenizer;
        private ModelPreset model;
        private Granularity granularity = Granularity.PACKED;
        private boolean contextHeader;
        private double importanceThreshold;
        private Selection selection = Selection.defaults();

        private Builder() {}

        /** Use the tree-sitter structure where a grammar exists (default true); false picks delimiters everywhere. */
        public Builder preferSemantic(boolean value) {
            this.selection = selection.withPreferSemantic(value);
            return this;
        }

        /**
         * Cut a syntax node too large for one chunk, with nothing below it to split at, along its
         * delimiter blocks (default true); false cuts it along lines and words.
         */
        public Builder hybrid(boolean value) {
            this.selection = selection.withHybrid(value);
            return this;
        }

        /** Languages that always get the delimiter structure, grammar or not (names or aliases, as {@code kerf langs} lists them). */
        public Builder forceDelimiterFor(Collection<String> languages) {
            this.selection = selection.withForceDelimiterFor(Set.copyOf(languages));
            return this;
        }

        /** Delimiter patterns of one's own, on top of the built-in ones (see docs/delimiters.md). */
        public Builder customDelimiters(List<CustomDelimiter> delimiters) {
            this.selection = selection.withCustomDelimiters(delimiters);
            return this;
        }

        /** All four selection settings at once. */
        public Builder selection(Selection value) {
            this.selection = Objects.requireNonNull(value, "selection");
            return this;
        }

        /**
         * In {@code DEFINITION} granularity, definitions whose highest importance score is below
         * this join their neighbours instead of beginning a chunk; in [0, 1], default 0.
         */
        public Builder importanceThreshold(double value) {
            this.importanceThreshold = value;
            return this;
        }

        /** Adds a header with the file path and scope to each chunk's contextual text (default off). */
        public Builder contextHeader(boolean value) {
            this.contextHeader = value;
            return this;
        }

        /** Whether definitions share chunks (default {@link Granularity#PACKED}) or start their own. */
        public Builder granularity(Granularity value) {
            this.granularity = Objects.requireNonNull(value, "granularity");
            return this;
        }

        /** The hard limit per chunk; at least {@value ChunkOptions#MIN_MAX_TOKENS}. Default 512, or the model's window. */
        public Builder maxTokens(int value) {
            this.maxTokens = value;
            return this;
        }

        /** Overlap in tokens; must be below maxTokens. Default 0. Replaces an overlap given by {@link #overlapRatio(double)}. */
        public Builder overlapTokens(int value) {
            this.overlapTokens = value;
            this.overlapRatio = null;
            return this;
        }

        /** Overlap as a share of maxTokens, in [0, 1). Replaces an overlap given by {@link #overlapTokens(int)}. */
        public Builder overlapRatio(double value) {
            this.overlapRatio = value;
            this.overlapTokens = null;
            return this;
        }

        /**
         * Where packing stops adding neighbours to a chunk, for code and Markdown sections alike:
         * by default {@value ChunkOptions#DEFAULT_TARGET_TOKENS} for code and
         * {@value ChunkOptions#DEFAULT_SECTION_TARGET_TOKENS} for sections, or maxTokens when lower;
         * at most maxTokens. A definition, a section or a whole text up to maxTokens is never split
         * to meet it.
         */
        public Builder targetTokens(int value) {
            this.targetTokens = value;
            return this;
        }

        /** Chunks under this many tokens merge with a neighbour where possible. Default 0. */
        public Builder minTokens(int value) {
            this.minTokens = value;
            return this;
        }

        /**
         * A built-in tokenizer by name: {@code cl100k_base} (default), {@code o200k_base},
         * {@code p50k_base}, {@code r50k_base}, {@code bert-base-uncased} (BERT's uncased WordPiece,
         * which all-MiniLM-L6-v2, the BGE and E5 English models and many others count with; the
         * {@code [CLS]} and {@code [SEP]} a model adds are not counted), {@code characters} (code
         * points) or {@code words}.
         */
        public Builder tokenizer(String name) {
            Objects.requireNonNull(name, "tokenizer");
            this.tokenizer = Tokenizers.byName(name)
                    .orElseThrow(() -> InvalidOptionException.inBuilder(ChunkOption.TOKENIZER, "unknown tokenizer '" + name + "'; known: " + String.join(", ", Tokenizers.names())));
            return this;
        }

        /** Any tokenizer, for example one wrapping a HuggingFace tokenizer. */
        public Builder tokenizer(TokenCounter counter) {
            this.tokenizer = Objects.requireNonNull(counter, "tokenizer");
            return this;
        }

        /**
         * Sets tokenizer and maxTokens from a known embedding model, such as
         * {@code text-embedding-3-small} or {@code all-MiniLM-L6-v2} (see {@link ModelPreset}).
         */
        public Builder model(String name) {
            Objects.requireNonNull(name, "model");
            this.model = ModelPreset.byName(name).orElseThrow(() -> InvalidOptionException.inBuilder(ChunkOption.MODEL, "unknown model preset '" + name + "'; known: "
                            + Arrays.stream(ModelPreset.values()).map(ModelPreset::modelName).collect(Collectors.joining(", "))));
            return this;
        }

        /**
         * Sets the option {@code key} ({@code max_tokens}, {@code overlap_ratio}, ...; see
         * {@link ChunkOption}) to {@code value}, as kerf.toml, the CLI and the HTTP API name it.
         *
         * @throws IllegalArgumentException for an unknown key
         * @throws InvalidOptionException for a value of the wrong type, naming the key
         */
        public Builder set(String key, Object value) {
            ChunkOption option = ChunkOption.byKey(key).orElseThrow(() -> new IllegalArgumentException(
                    key + ": unknown option (known: " + String.join(", ", ChunkOption.keys()) + ")"));
            option.set(this, value);
            return this;
        }

        /**
         * Checks the settings together.
         *
         * @throws InvalidOptionException naming the option at fault
         */
        public ChunkOptions build() {
            TokenCounter counter = tokenizer;
            int max = DEFAULT_MAX_TOKENS;
            if (model != null) {
                TokenCounter modelCounter = Tokenizers.byName(model.tokenizer()).orElseThrow();
                if (counter != null && counter != modelCounter) {
                    throw InvalidOptionException.inBuilder(ChunkOption.TOKENIZER, "model " + model.modelName() + " counts with kerf's "
                            + model.tokenizer() + ", not " + (counter.name().equals(model.tokenizer()) ? "a tokenizer of your own of that name" : counter.name())
                            + " (with a tokenizer of your own, give maxTokens instead of a model)");
                }
                counter = modelCounter;
                max = model.maxTokens();
            }
            if (counter == null) {
                counter = Tokenizers.byName(DEFAULT_TOKENIZER).orElseThrow();
            }
            if (maxTokens != null) {
                if (model != null && maxTokens > model.maxTokens()) {
                    throw InvalidOptionException.inBuilder(ChunkOption.MAX_TOKENS, maxTokens + " is over the window of "
                            + model.modelName() + " (" + model.maxTokens() + ")");
                }
                max = maxTokens;
            }
            if (max < MIN_MAX_TOKENS) {
                throw InvalidOptionException.inBuilder(ChunkOption.MAX_TOKENS, "must be at least " + MIN_MAX_TOKENS + ", was " + max);
            }
            int overlap = 0;
            if (overlapRatio != null) {
                if (!(overlapRatio >= 0 && overlapRatio < 1)) {
                    throw InvalidOptionException.inBuilder(ChunkOption.OVERLAP_RATIO, "must be in [0, 1), was " + overlapRatio);
                }
                overlap = (int) Math.round(overlapRatio * max);
                if (overlap >= max) {
                    overlap = max - 1;
                }
            } else if (overlapTokens != null) {
                overlap = overlapTokens;
                if (overlap < 0) {
                    throw InvalidOptionException.inBuilder(ChunkOption.OVERLAP, "must not be negative, was " + overlap);
                }
                if (overlap >= max) {
                    throw InvalidOptionException.inBuilder(ChunkOption.OVERLAP, "must be below the token limit (" + max + "), was " + overlap);
                }
            }
            if (minTokens < 0) {
                throw InvalidOptionException.inBuilder(ChunkOption.MIN_TOKENS, "must not be negative, was " + minTokens);
            }
            if (minTokens > max) {
                throw InvalidOptionException.inBuilder(ChunkOption.MIN_TOKENS, "must not exceed the token limit (" + max + "), was " + minTokens);
            }
            // Overlap is asked for as a share of chunks filled to the limit, so with overlap they are.
            int target = overlap > 0 ? max : Math.min(max, DEFAULT_TARGET_TOKENS);
            int sectionTarget = overlap > 0 ? max : Math.min(max, DEFAULT_SECTION_TARGET_TOKENS);
            if (targetTokens != null) {
                if (targetTokens < MIN_MAX_TOKENS) {
                    throw InvalidOptionException.inBuilder(ChunkOption.TARGET_TOKENS, "must be at least " + MIN_MAX_TOKENS + ", was " + targetTokens);
                }
                if (targetTokens > max) {
                    throw InvalidOptionException.inBuilder(ChunkOption.TARGET_TOKENS, "must not exceed the token limit (" + max + "), was " + targetTokens);
                }
                target = targetTokens;
                sectionTarget = targetTokens;
            }
            if (contextHeader && max - overlap < ContextHeader.MIN_BUDGET) {
                throw InvalidOptionException.inBuilder(ChunkOption.CONTEXT_HEADER, "needs the token limit less the overlap to be at least "
                        + ContextHeader.MIN_BUDGET + ", was " + (max - overlap));
            }
            if (!(importanceThreshold >= 0 && importanceThreshold <= 1)) {
                throw InvalidOptionException.inBuilder(ChunkOption.IMPORTANCE_THRESHOLD, "must be in [0, 1], was " + importanceThreshold);
            }
            // The selection holds its languages by their kerf names already; an unknown one is refused.
            Optional<String> unknown = selection.unknownForcedLanguage();
            if (unknown.isPresent()) {
                throw InvalidOptionException.inBuilder(ChunkOption.FORCE_DELIMITER_FOR, "unknown language '" + unknown.get() + "' (see 'kerf langs')");
            }
            Optional<String> badDelimiter = selection.badCustomDelimiter();
            if (badDelimiter.isPresent()) {
                throw new IllegalArgumentException(badDelimiter.get());
            }
            return new ChunkOptions(max, overlap, minTokens, target, sectionTarget, targetTokens, maxTokens, tokenizer, overlapRatio, counter, model,
                    granularity, contextHeader, importanceThreshold, selection);
        }
    }
}
