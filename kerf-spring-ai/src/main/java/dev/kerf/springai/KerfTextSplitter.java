package dev.kerf.springai;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.FlatFields;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
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
 * " > ", as vector stores filter on strings). Its id is kerf's chunk id written as a UUID, so the
 * same chunk gets the same id on every run. The path comes from the document's {@code path},
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

    /** kerf's 32-hex-digit chunk id written as a UUID (8-4-4-4-12), as many vector stores want their ids. */
    static String asUuid(String id) {
        return id.substring(0, 8) + "-" + id.substring(8, 12) + "-" + id.substring(12, 16) + "-" + id.substring(16, 20) + "-" + id.substring(20, 32);
    }

    /** Settings of a {@link KerfTextSplitter}: kerf's {@link ChunkOptions}, plus what text a chunk carries. */
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

        /** The most tokens in a chunk (default 512). */
        public Builder maxTokens(int max) {
            options.maxTokens(max);
            return this;
        }

        /** Tokens of the previous chunk repeated at the start of the next (default 0). */
        public Builder overlapTokens(int overlap) {
            options.overlapTokens(overlap);
            return this;
        }

        /** Chunks under this join a neighbour where the two fit (default 0). */
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

        /** {@code DEFINITION} (default): each definition begins a chunk; or {@code PACKED}: definitions share chunks up to the limit. */
        public Builder granularity(Granularity granularity) {
            options.granularity(granularity);
            return this;
        }

        /** Prefix each chunk's contextual text with the file path and scope (see {@link #embedContextual}). */
        public Builder contextHeader(boolean on) {
            options.contextHeader(on);
            return this;
        }

        /** Whether a chunk's text is kerf's contextual text rather than the verbatim slice (default false). */
        public Builder embedContextual(boolean on) {
            this.embedContextual = on;
            return this;
        }

        public KerfTextSplitter build() {
            return new KerfTextSplitter(Kerf.create(options.build()), embedContextual);
        }
    }
}
