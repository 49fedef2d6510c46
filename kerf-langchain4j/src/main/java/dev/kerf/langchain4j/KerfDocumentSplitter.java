package dev.kerf.langchain4j;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.FlatFields;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.SplitterSettings;
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

    /** Settings of a {@link KerfDocumentSplitter}: kerf's {@link ChunkOptions}, plus what text a segment carries (see {@link SplitterSettings}). */
    public static final class Builder extends SplitterSettings<Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        public KerfDocumentSplitter build() {
            return new KerfDocumentSplitter(Kerf.create(chunkOptions()), embedsContextual());
        }
    }
}
