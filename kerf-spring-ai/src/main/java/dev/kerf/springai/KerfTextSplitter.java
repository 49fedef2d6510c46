package dev.kerf.springai;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.FlatFields;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.SplitterSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * <p>Each output document keeps its source document's metadata and adds kerf's:
 * {@code parent_document_id}, {@code chunk_index}, {@code path}, {@code language},
 * {@code strategy}, {@code start_line}, {@code end_line}, {@code char_start}, {@code char_end},
 * {@code byte_start}, {@code byte_end}, {@code token_count}, {@code chunk_id}, and where kerf knows
 * them {@code classification}, {@code name}, {@code scope} and {@code headings} (paths joined with
 * " > ", as vector stores filter on strings). Its id is a name-based UUID (version 3) made from kerf's
 * chunk id, so the same chunk gets the same id on every run. The path comes from the document's {@code path},
 * {@code source} or {@code file_name} metadata; it picks the language.
 */
public final class KerfTextSplitter extends TextSplitter {
    private final Kerf kerf;
    private final boolean embedContextual;

    private KerfTextSplitter(Kerf kerf, boolean embedContextual) {
        this.kerf = kerf;
        this.embedContextual = embedContextual;
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

    @Override
    public List<Document> split(List<Document> documents) {
        List<Document> out = new ArrayList<>();
        for (Document d : documents) {
            out.addAll(split(d));
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
        String path = firstString(base, "path", "source", "file_name");
        Source source = Source.fromText(text);
        if (path != null) {
            source = source.withPath(path);
        }
        if (base.get("language") instanceof String language) {
            source = source.withLanguage(language);
        }
        List<Document> out = new ArrayList<>();
        for (Chunk c : kerf.chunk(source)) {
            Map<String, Object> m = new LinkedHashMap<>(base);
            m.put("parent_document_id", document.getId());
            if (path != null) {
                m.put("path", path);
            }
            m.putAll(FlatFields.of(c));
            out.add(Document.builder().id(asUuid(c.id())).text(embedContextual ? c.embeddingText() : c.text()).metadata(m).build());
        }
        return out;
    }

    /** The texts alone, for callers of the plain {@link TextSplitter} contract. */
    @Override
    protected List<String> splitText(String text) {
        return kerf.chunk(Source.fromText(text)).stream().map(c -> embedContextual ? c.embeddingText() : c.text()).toList();
    }

    private static String firstString(Map<String, Object> m, String... keys) {
        for (String k : keys) {
            if (m.get(k) instanceof String s && !s.isBlank()) {
                return s;
            }
        }
        return null;
    }

    /**
     * A name-based UUID (RFC 9562 version 3) made from kerf's chunk id, as many vector stores want
     * their ids: a valid UUID with its version and variant bits, the same for the same chunk on every run.
     */
    static String asUuid(String id) {
        return java.util.UUID.nameUUIDFromBytes(("kerf-chunk:" + id).getBytes(java.nio.charset.StandardCharsets.UTF_8)).toString();
    }

    /** Settings of a {@link KerfTextSplitter}: kerf's {@link ChunkOptions}, plus what text a chunk carries (see {@link SplitterSettings}). */
    public static final class Builder extends SplitterSettings<Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        public KerfTextSplitter build() {
            return new KerfTextSplitter(Kerf.create(chunkOptions()), embedsContextual());
        }
    }
}
