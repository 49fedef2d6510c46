package dev.kerf.langchain4j;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.ChunkingError;
import dev.kerf.DocumentMetadata;
import dev.kerf.FlatFields;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.SplitterSettings;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentSplitter;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

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
 * own splitters write it), {@code chunk_index} (the same number, as kerf's other outputs name it),
 * {@code path}, {@code language}, {@code strategy}, {@code start_line}, {@code end_line},
 * {@code char_start}, {@code char_end}, {@code byte_start}, {@code byte_end}, {@code token_count}
 * (of the verbatim slice), {@code contextual_token_count} (of the text embedded, header included,
 * where there is a header), {@code chunk_id}, and where kerf knows them
 * {@code classification}, {@code name}, {@code scope} and {@code headings} (paths joined with
 * " > "). A key the document already holds keeps its value, and kerf's goes under
 * {@code kerf_<key>} ({@code kerf_name}); only {@code index} is written over. The file's path is
 * taken from the document's {@code path} or {@code file_name} metadata (the first that is a
 * non-blank string); it picks the language, unless the document's {@code language} names one kerf
 * knows ({@code kerf langs}; a tag such as {@code en} is passed over). A piece of control
 * characters alone, which LangChain4j's {@code TextSegment} refuses as blank, gives no segment.
 */
public final class KerfDocumentSplitter implements DocumentSplitter {
    /** The metadata that names a document's file, first found first. */
    private static final String[] PATH_KEYS = {"path", Document.FILE_NAME};
    /** The keys LangChain4j's own splitters write, written over here too. */
    private static final Set<String> FRAMEWORK_KEYS = Set.of("index");

    private final Kerf kerf;
    private final boolean embedContextual;
    private final BiConsumer<Document, ChunkingError> onError;

    private KerfDocumentSplitter(Kerf kerf, boolean embedContextual, BiConsumer<Document, ChunkingError> onError) {
        this.kerf = kerf;
        this.embedContextual = embedContextual;
        this.onError = onError;
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
        Map<String, Object> base = document.metadata().toMap();
        Source source = DocumentMetadata.source(document.text(), base, PATH_KEYS);
        String path = source.path().orElse(null);
        List<TextSegment> out = new ArrayList<>();
        for (Chunk c : kerf.chunk(source)) {
            String text = embedContextual ? c.embeddingText() : c.text();
            if (text.trim().isEmpty()) {
                // Control characters alone (a run of NULs): kerf's content, but LangChain4j refuses
                // a segment that trim() empties, and there is nothing in it to embed.
                continue;
            }
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("index", String.valueOf(c.index()));
            if (path != null) {
                fields.put("path", path);
            }
            FlatFields.of(c).forEach((k, v) -> fields.put(k, v instanceof Integer || v instanceof Long ? v : String.valueOf(v)));
            out.add(TextSegment.from(text, Metadata.from(DocumentMetadata.withChunk(base, fields, FRAMEWORK_KEYS))));
        }
        return out;
    }

    /**
     * Splits each document in turn. A document kerf cannot chunk (text with an unpaired
     * surrogate) is handed to the builder's {@link Builder#onError} handler and left out, when
     * one is set; else the run stops with a {@link ChunkingError} that names the document (its
     * place in the list and its path) and has kerf's typed error as its cause.
     */
    @Override
    public List<TextSegment> splitAll(List<Document> documents) {
        List<TextSegment> out = new ArrayList<>();
        for (int i = 0; i < documents.size(); i++) {
            Document d = documents.get(i);
            try {
                out.addAll(split(d));
            } catch (ChunkingError e) {
                if (onError == null) {
                    String path = DocumentMetadata.firstText(d.metadata().toMap(), PATH_KEYS);
                    throw new ChunkingError(e.code(), "document " + i + (path != null ? " (" + path + ")" : "") + ": " + e.getMessage(), e);
                }
                onError.accept(d, e);
            }
        }
        return out;
    }

    /** Settings of a {@link KerfDocumentSplitter}: kerf's {@link ChunkOptions}, plus what text a segment carries (see {@link SplitterSettings}). */
    public static final class Builder extends SplitterSettings<Builder> {
        private BiConsumer<Document, ChunkingError> onError;

        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * In {@link #splitAll}, a document kerf cannot chunk is handed to {@code handler} (to log
         * it, say) and left out, and the other documents are split; by default the run stops.
         */
        public Builder onError(BiConsumer<Document, ChunkingError> handler) {
            this.onError = java.util.Objects.requireNonNull(handler, "handler");
            return this;
        }

        public KerfDocumentSplitter build() {
            return new KerfDocumentSplitter(Kerf.create(chunkOptions()), embedsContextual(), onError);
        }
    }
}
