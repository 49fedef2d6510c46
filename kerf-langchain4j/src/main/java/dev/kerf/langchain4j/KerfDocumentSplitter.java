package dev.kerf.langchain4j;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.FlatFields;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentSplitter;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import java.util.ArrayList;
import java.util.List;

/**
 * A LangChain4j {@link DocumentSplitter} that cuts with kerf: code along its syntax (add
 * {@code dev.kerf:kerf-syntax} for tree-sitter) or delimiters, Markdown by sections, prose by
 * sentences, every segment within the token limit, counted exactly.
 *
 * <pre>{@code
 * DocumentSplitter splitter = KerfDocumentSplitter.builder().maxTokens(512).build();
 * List<TextSegment> segments = splitter.split(FileSystemDocumentLoader.loadDocument(Path.of("src/Main.java")));
 * }</pre>
 *
 * <p>Each segment keeps the document's metadata and adds kerf's: {@code index} (as LangChain4j's
 * own splitters write it), {@code path}, {@code language}, {@code strategy}, {@code start_line},
 * {@code end_line}, {@code char_start}, {@code char_end}, {@code byte_start}, {@code byte_end},
 * {@code token_count}, {@code chunk_id}, and where kerf knows them {@code classification},
 * {@code name}, {@code scope} and {@code headings} (paths joined with " > "). The file's path is
 * taken from the document's {@code path} or {@code file_name} metadata; it picks the language.
 */
public final class KerfDocumentSplitter implements DocumentSplitter {
    private final Kerf kerf;
    private final boolean embedContextual;

    private KerfDocumentSplitter(Kerf kerf, boolean embedContextual) {
        this.kerf = kerf;
        this.embedContextual = embedContextual;
    }

    /** A splitter with kerf's defaults: 512 cl100k_base tokens, no overlap. */
    public static KerfDocumentSplitter withDefaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public List<TextSegment> split(Document document) {
        Metadata base = document.metadata();
        String path = base.getString("path") != null ? base.getString("path") : base.getString(Document.FILE_NAME);
        Source source = Source.fromText(document.text());
        if (path != null) {
            source = source.withPath(path);
        }
        if (base.getString("language") != null) {
            source = source.withLanguage(base.getString("language"));
        }
        List<TextSegment> out = new ArrayList<>();
        for (Chunk c : kerf.chunk(source)) {
            Metadata m = base.copy();
            m.put("index", String.valueOf(c.index()));
            if (path != null) {
                m.put("path", path);
            }
            FlatFields.of(c).forEach((k, v) -> {
                switch (v) {
                    case Integer i -> m.put(k, i);
                    case Long l -> m.put(k, l);
                    default -> m.put(k, String.valueOf(v));
                }
            });
            out.add(TextSegment.from(embedContextual ? c.embeddingText() : c.text(), m));
        }
        return out;
    }

    /** Settings of a {@link KerfDocumentSplitter}: kerf's {@link ChunkOptions}, plus what text a segment carries. */
    public static final class Builder {
        private ChunkOptions.Builder options = ChunkOptions.builder();
        private boolean embedContextual;

        private Builder() {}

        /**
         * Every kerf setting at once, including those without a method here: an overlap ratio, or
         * a {@link dev.kerf.tokens.TokenCounter} of your own (a HuggingFace tokenizer, say). It
         * replaces what was set before; the methods below change single settings after it.
         */
        public Builder options(ChunkOptions options) {
            this.options = options.toBuilder();
            return this;
        }

        /** The most tokens in a segment (default 512). */
        public Builder maxTokens(int max) {
            options.maxTokens(max);
            return this;
        }

        /** Tokens of the previous segment repeated at the start of the next (default 0). */
        public Builder overlapTokens(int overlap) {
            options.overlapTokens(overlap);
            return this;
        }

        /** Segments under this join a neighbour where the two fit (default 0). */
        public Builder minTokens(int min) {
            options.minTokens(min);
            return this;
        }

        /** {@code cl100k_base} (default), {@code o200k_base}, {@code p50k_base}, {@code r50k_base}, {@code characters}, {@code words}. */
        public Builder tokenizer(String name) {
            options.tokenizer(name);
            return this;
        }

        /** A model preset that sets tokenizer and limit, such as {@code text-embedding-3-small}. */
        public Builder model(String name) {
            options.model(name);
            return this;
        }

        /** {@code DEFINITION} (default): each definition begins a segment; or {@code PACKED}: definitions share segments up to the limit. */
        public Builder granularity(Granularity granularity) {
            options.granularity(granularity);
            return this;
        }

        /** Prefix each segment's contextual text with the file path and scope (see {@link #embedContextual}). */
        public Builder contextHeader(boolean on) {
            options.contextHeader(on);
            return this;
        }

        /**
         * Whether a segment's text is kerf's contextual text (a context header, a re-opened code
         * fence) rather than the verbatim slice of the document (default false: verbatim).
         */
        public Builder embedContextual(boolean on) {
            this.embedContextual = on;
            return this;
        }

        public KerfDocumentSplitter build() {
            return new KerfDocumentSplitter(Kerf.create(options.build()), embedContextual);
        }
    }
}
