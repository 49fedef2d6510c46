package dev.kerf.springai;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.ChunkingError;
import dev.kerf.DocumentMetadata;
import dev.kerf.FlatFields;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.SplitterSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import org.springframework.ai.document.Document;
import org.springframework.ai.transformer.splitter.TextSplitter;

/**
 * A Spring AI {@link TextSplitter} (and so a {@code DocumentTransformer}) that cuts with kerf:
 * code along its syntax (add {@code dev.kerf:kerf-syntax} for tree-sitter) or delimiters,
 * Markdown by sections, prose by sentences, every piece within the token limit, counted exactly.
 *
 * <pre>{@code
 * TextSplitter splitter = KerfTextSplitter.builder().maxTokens(512).build();
 * List<Document> chunks = splitter.apply(List.of(new Document(code, Map.of("path", "src/Main.java"))));
 * }</pre>
 *
 * <p>Each output document keeps its source document's metadata (and its score, and its content
 * formatter when {@link #isCopyContentFormatter()}) and adds kerf's: {@code parent_document_id},
 * {@code chunk_index}, {@code path}, {@code language}, {@code strategy}, {@code start_line},
 * {@code end_line}, {@code char_start}, {@code char_end}, {@code byte_start}, {@code byte_end},
 * {@code token_count} (of the verbatim slice), {@code chunk_id}, and where kerf knows them
 * {@code classification}, {@code name}, {@code scope} and {@code headings} (paths joined with
 * " > ", as vector stores filter on strings). A key the source document already holds keeps its
 * value, and kerf's goes under {@code kerf_<key>} ({@code kerf_scope}); only
 * {@code parent_document_id} and {@code chunk_index}, which Spring AI's own splitters write, are
 * written over. Its id is a name-based UUID (version 3) made from the source document's id and
 * kerf's chunk id: the chunks of two documents never share one, and a document with a stable id
 * gets the same ids on every run. The path comes from the document's {@code path}, {@code source}
 * or {@code file_name} metadata (the first that is a non-blank string); it picks the language,
 * unless the document's {@code language} names one kerf knows ({@code kerf langs}; a tag such as
 * {@code en} is passed over).
 */
public final class KerfTextSplitter extends TextSplitter {
    /** The keys Spring AI's own splitters write, written over here too. */
    private static final Set<String> FRAMEWORK_KEYS = Set.of("parent_document_id", "chunk_index");

    private final Kerf kerf;
    private final boolean embedContextual;
    private final BiConsumer<Document, ChunkingError> onError;

    private KerfTextSplitter(Kerf kerf, boolean embedContextual, BiConsumer<Document, ChunkingError> onError) {
        this.kerf = kerf;
        this.embedContextual = embedContextual;
        this.onError = onError;
    }

    /** A splitter with kerf's defaults: 512 cl100k_base tokens, no overlap. */
    public static KerfTextSplitter withDefaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public List<Document> apply(List<Document> documents) {
        return split(documents);
    }

    /**
     * Splits each document in turn. A document kerf cannot chunk (text with an unpaired
     * surrogate) is handed to the builder's {@link Builder#onError} handler and left out, when
     * one is set; else the run stops with a {@link ChunkingError} that names the document (its
     * place in the list and its id) and has kerf's typed error as its cause.
     */
    @Override
    public List<Document> split(List<Document> documents) {
        List<Document> out = new ArrayList<>();
        for (int i = 0; i < documents.size(); i++) {
            Document d = documents.get(i);
            try {
                out.addAll(split(d));
            } catch (ChunkingError e) {
                if (onError == null) {
                    throw new ChunkingError(e.code(), "document " + i + " (id " + d.getId() + "): " + e.getMessage(), e);
                }
                onError.accept(d, e);
            }
        }
        return out;
    }

    @Override
    public List<Document> split(Document document) {
        String text = document.getText();
        if (text == null) {
            return List.of(); // media documents have no text to cut
        }
        Map<String, Object> base = document.getMetadata();
        Source source = DocumentMetadata.source(text, base, "path", "source", "file_name");
        String path = source.path().orElse(null);
        List<Document> out = new ArrayList<>();
        for (Chunk c : kerf.chunk(source)) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("parent_document_id", document.getId());
            if (path != null) {
                fields.put("path", path);
            }
            fields.putAll(FlatFields.of(c));
            Document piece = Document.builder()
                    .id(asUuid(document.getId(), c.id()))
                    .text(embedContextual ? c.embeddingText() : c.text())
                    .metadata(DocumentMetadata.withChunk(base, fields, FRAMEWORK_KEYS))
                    .score(document.getScore())
                    .build();
            if (isCopyContentFormatter()) {
                piece.setContentFormatter(document.getContentFormatter());
            }
            out.add(piece);
        }
        return out;
    }

    /** The texts alone, for callers of the plain {@link TextSplitter} contract. */
    @Override
    protected List<String> splitText(String text) {
        return kerf.chunk(DocumentMetadata.loaded(text)).stream().map(c -> embedContextual ? c.embeddingText() : c.text()).toList();
    }

    /**
     * A name-based UUID (RFC 9562 version 3) made from the source document's id and kerf's chunk
     * id, as many vector stores want their ids: a valid UUID with its version and variant bits.
     * Chunks of two documents never share one, even when their text and path are the same (kerf's
     * chunk id alone, made from the path, span and text, would let a store's upsert keep one and
     * drop the other); a document with the same id gives the same ids on every run.
     */
    static String asUuid(String documentId, String chunkId) {
        String name = "kerf-chunk:" + documentId.length() + ":" + documentId + ":" + chunkId;
        return java.util.UUID.nameUUIDFromBytes(name.getBytes(java.nio.charset.StandardCharsets.UTF_8)).toString();
    }

    /** Settings of a {@link KerfTextSplitter}: kerf's {@link ChunkOptions}, plus what text a chunk carries (see {@link SplitterSettings}). */
    public static final class Builder extends SplitterSettings<Builder> {
        private BiConsumer<Document, ChunkingError> onError;

        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * In {@link #split(List)} and {@link #apply}, a document kerf cannot chunk is handed to
         * {@code handler} (to log it, say) and left out, and the other documents are split; by
         * default the run stops.
         */
        public Builder onError(BiConsumer<Document, ChunkingError> handler) {
            this.onError = java.util.Objects.requireNonNull(handler, "handler");
            return this;
        }

        public KerfTextSplitter build() {
            return new KerfTextSplitter(Kerf.create(chunkOptions()), embedsContextual(), onError);
        }
    }
}
