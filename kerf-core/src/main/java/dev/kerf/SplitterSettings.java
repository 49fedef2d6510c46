package dev.kerf;

import java.util.Objects;

/**
 * The settings every framework adapter's builder takes (LangChain4j's {@code KerfDocumentSplitter},
 * Spring AI's {@code KerfTextSplitter}): kerf's {@link ChunkOptions}, one by one or all at once,
 * and whether a piece carries kerf's contextual text or the verbatim slice. Kept here so that a
 * new option reaches every adapter at once.
 *
 * <p>An adapter's pieces are what gets embedded, so its defaults are the ones kerf's retrieval
 * evaluation chose for embedding: the context header on, and each piece's text the contextual
 * text (the header, then the verbatim slice; the slice's exact position is in the metadata).
 *
 * @param <B> the adapter's builder, returned by every setter
 */
public abstract class SplitterSettings<B extends SplitterSettings<B>> {
    private ChunkOptions.Builder options = ChunkOptions.builder();
    /** Whether the context header was chosen (by {@link #contextHeader} or {@link #options}) rather than defaulted. */
    private boolean headerChosen;
    private boolean embedContextual = true;

    protected SplitterSettings() {}

    /** This builder, as its own type. */
    protected abstract B self();

    /**
     * The chunk options set so far. The context header is on unless it was turned off, pieces
     * carry the verbatim slice ({@link #embedContextual}: the header would be made and thrown
     * away, and its room taken from every piece), or the budget (maxTokens less overlap) has no
     * room for one.
     */
    protected final ChunkOptions chunkOptions() {
        if (headerChosen) {
            return options.build();
        }
        ChunkOptions plain = options.contextHeader(false).build();
        boolean room = plain.maxTokens() - plain.overlapTokens() >= ContextHeader.MIN_BUDGET;
        return room && embedContextual ? plain.toBuilder().contextHeader(true).build() : plain;
    }

    /** Whether pieces carry the contextual text. */
    protected final boolean embedsContextual() {
        return embedContextual;
    }

    /**
     * Every kerf setting at once, including those without a method here: an overlap ratio, or a
     * {@link dev.kerf.tokens.TokenCounter} of your own (a HuggingFace tokenizer, say). It replaces
     * what was set before, the context header included (it is on only when {@code options} ask for
     * it); the methods below change single settings after it.
     */
    public B options(ChunkOptions options) {
        this.options = Objects.requireNonNull(options, "options").toBuilder();
        this.headerChosen = true;
        return self();
    }

    /** The most tokens in a piece (default 512). */
    public B maxTokens(int max) {
        options.maxTokens(max);
        return self();
    }

    /** Tokens of the previous piece repeated at the start of the next (default 0). */
    public B overlapTokens(int overlap) {
        options.overlapTokens(overlap);
        return self();
    }

    /**
     * Where packing stops adding neighbours to a piece (default {@value ChunkOptions#DEFAULT_TARGET_TOKENS}
     * for code and {@value ChunkOptions#DEFAULT_SECTION_TARGET_TOKENS} for Markdown, prose and YAML or JSON data, or maxTokens when lower).
     */
    public B targetTokens(int target) {
        options.targetTokens(target);
        return self();
    }

    /** Pieces under this join a neighbour where the two fit (default 0). */
    public B minTokens(int min) {
        options.minTokens(min);
        return self();
    }

    /** {@code cl100k_base} (default), {@code o200k_base}, {@code p50k_base}, {@code r50k_base}, {@code bert-base-uncased}, {@code characters}, {@code words}. */
    public B tokenizer(String name) {
        options.tokenizer(name);
        return self();
    }

    /** A model preset that sets tokenizer and limit, such as {@code text-embedding-3-small}. */
    public B model(String name) {
        options.model(name);
        return self();
    }

    /** {@code PACKED} (default): whole definitions share pieces up to the limit; or {@code DEFINITION}: each definition begins a piece. */
    public B granularity(Granularity granularity) {
        options.granularity(granularity);
        return self();
    }

    /**
     * Prefix each piece's contextual text with the file path and scope (default on, when maxTokens
     * less overlap leaves at least 64 tokens; see {@link #embedContextual}).
     */
    public B contextHeader(boolean on) {
        options.contextHeader(on);
        headerChosen = true;
        return self();
    }

    /**
     * Whether a piece's text is kerf's contextual text (a context header, a re-opened code fence)
     * rather than the verbatim slice of the document (default true: what is embedded is what the
     * evaluation measured; false gives the verbatim slice, and turns off the context header unless
     * {@link #contextHeader} asks for it, so that no room is kept for a header nobody reads).
     */
    public B embedContextual(boolean on) {
        this.embedContextual = on;
        return self();
    }
}
