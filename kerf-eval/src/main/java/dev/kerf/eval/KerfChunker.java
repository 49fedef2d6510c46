package dev.kerf.eval;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * kerf itself at a token limit, granularity and optional minimum; its spans are exact. The
 * structure is the one {@link Kerf#create(ChunkOptions)} picks from the corpus's path: Markdown for
 * the Chroma corpora, tree-sitter syntax (kerf-syntax is on the class path) for code.
 */
public final class KerfChunker implements Chunker {
    private final int maxTokens;
    private final int minTokens;
    private final Granularity granularity;
    private final boolean header;
    private final int targetTokens;
    private final boolean delimiters;
    private final Kerf kerf;

    public KerfChunker(int maxTokens, int minTokens) {
        this(maxTokens, minTokens, Granularity.PACKED);
    }

    public KerfChunker(int maxTokens, int minTokens, Granularity granularity) {
        this(maxTokens, minTokens, granularity, false);
    }

    /**
     * @param header whether chunks get kerf's context header (file path and definition scope), in
     *     which case the retriever indexes that contextual text and the budgets count it whole
     */
    public KerfChunker(int maxTokens, int minTokens, Granularity granularity, boolean header) {
        this(maxTokens, minTokens, granularity, header, 0);
    }

    /** @param targetTokens kerf's target (0 for its default) */
    public KerfChunker(int maxTokens, int minTokens, Granularity granularity, boolean header, int targetTokens) {
        this(maxTokens, minTokens, granularity, header, targetTokens, false);
    }

    /**
     * @param delimiters whether code is cut along kerf-core's delimiter tables instead of
     *     tree-sitter syntax, as it is for a project with kerf-core alone on its class path
     */
    public KerfChunker(int maxTokens, int minTokens, Granularity granularity, boolean header, int targetTokens, boolean delimiters) {
        this.delimiters = delimiters;
        this.maxTokens = maxTokens;
        this.minTokens = minTokens;
        this.granularity = granularity;
        this.header = header;
        this.targetTokens = targetTokens;
        ChunkOptions.Builder options = ChunkOptions.builder()
                .maxTokens(maxTokens)
                .minTokens(minTokens)
                .granularity(granularity)
                .contextHeader(header);
        if (targetTokens > 0) {
            options.targetTokens(targetTokens);
        }
        if (delimiters) {
            options.preferSemantic(false);
        }
        this.kerf = Kerf.create(options.build());
    }

    @Override
    public String name() {
        return "kerf";
    }

    @Override
    public String shortLabel() {
        return shortLabel(maxTokens, minTokens, granularity, header, targetTokens, delimiters);
    }

    /** The short label of a kerf row with these settings, without making its chunker. */
    static String shortLabel(int maxTokens, int minTokens, Granularity granularity, boolean header, int targetTokens,
            boolean delimiters) {
        return "kerf " + granularity.name().toLowerCase(Locale.ROOT) + " " + maxTokens
                + (minTokens > 0 ? " min " + minTokens : "") + (targetTokens > 0 ? " target " + targetTokens : "")
                + (header ? " header" : "") + (delimiters ? " delimiters" : "");
    }

    @Override
    public String config() {
        return "max " + maxTokens + (minTokens > 0 ? ", min " + minTokens : "")
                + (targetTokens > 0 ? ", target " + targetTokens : "") + ", "
                + granularity.name().toLowerCase(Locale.ROOT) + (header ? ", context header" : "")
                + (delimiters ? ", delimiter tables" : "");
    }

    @Override
    public List<LocatedChunk> chunk(Corpus corpus) {
        List<LocatedChunk> located = new ArrayList<>();
        // The path as a repository would give it: a corpus read from a folder is named by its file
        // alone, so that a header does not index where this checkout happens to sit.
        java.nio.file.Path path = corpus.path();
        Source source = Source.fromText(corpus.text()).withPath(
                (path.isAbsolute() && path.getFileName() != null ? path.getFileName() : path).toString().replace('\\', '/'));
        for (Chunk c : kerf.chunk(source)) {
            String indexed = header ? c.embeddingText() : c.text();
            int tokens = header ? c.contextual().map(t -> t.tokenCount()).orElse(c.tokenCount()) : c.tokenCount();
            located.add(new LocatedChunk(
                    corpus.id(), new CharRange(c.span().charStart(), c.span().charEnd()), indexed, tokens));
        }
        return located;
    }
}
