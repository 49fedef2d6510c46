package dev.kerf;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A chunk's fields as flat scalar values, for stores and frameworks whose metadata holds only
 * strings and numbers (LangChain4j, Spring AI, vector databases): {@code language},
 * {@code strategy}, {@code chunk_index}, {@code start_line}, {@code end_line}, {@code char_start},
 * {@code char_end}, {@code byte_start}, {@code byte_end}, {@code token_count} (the verbatim
 * slice's), {@code chunk_id}, and where the chunk has them {@code contextual_token_count} (the
 * contextual text's: header and slice), {@code classification}, {@code name}, {@code scope} and
 * {@code headings}, paths joined with " > ".
 */
public final class FlatFields {
    private FlatFields() {}

    public static Map<String, Object> of(Chunk c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("language", c.language());
        m.put("strategy", c.strategy());
        m.put("chunk_index", c.index());
        m.put("start_line", c.span().startLine());
        m.put("end_line", c.span().endLine());
        m.put("char_start", c.span().charStart());
        m.put("char_end", c.span().charEnd());
        m.put("byte_start", c.span().byteStart());
        m.put("byte_end", c.span().byteEnd());
        m.put("token_count", c.tokenCount());
        // What an embedder is given when it takes the contextual text: the header counts too.
        c.contextual().ifPresent(ct -> m.put("contextual_token_count", ct.tokenCount()));
        m.put("chunk_id", c.id());
        for (String key : List.of(ChunkMetadata.CLASSIFICATION, ChunkMetadata.NAME, ChunkMetadata.SCOPE, ChunkMetadata.HEADINGS)) {
            String text = joined(c.metadata().get(key));
            if (text != null) {
                m.put(key, text);
            }
        }
        return m;
    }

    /** Where kerf's value of a key the document's own metadata already holds goes: {@code kerf_name}. */
    public static final String COLLISION_PREFIX = "kerf_";

    /**
     * A document's own metadata with kerf's fields of one of its chunks added, for the adapters.
     * The document's keys keep their values (a {@code scope} or {@code name} of its own may be what
     * a store filters on): where one of kerf's keys is already there with another value, kerf's
     * goes under {@code kerf_<key>}. The keys in {@code framework} are the framework's own
     * splitters' (LangChain4j's {@code index}; Spring AI's {@code parent_document_id} and
     * {@code chunk_index}) and are written over, as those splitters write them.
     */
    public static Map<String, Object> onto(Map<String, ?> document, Map<String, ?> fields, java.util.Set<String> framework) {
        Map<String, Object> m = new LinkedHashMap<>(document);
        fields.forEach((k, v) -> {
            Object own = m.get(k);
            if (own == null || framework.contains(k) || own.equals(v)) {
                m.put(k, v);
            } else {
                m.put(COLLISION_PREFIX + k, v);
            }
        });
        return m;
    }

    /**
     * The first of {@code keys} whose value in {@code metadata} is a non-blank string, or null: a
     * value of another type (a number, a {@code Path}) names no file kerf can read.
     */
    public static String firstText(Map<String, ?> metadata, String... keys) {
        for (String k : keys) {
            if (metadata.get(k) instanceof String s && !s.isBlank()) {
                return s;
            }
        }
        return null;
    }

    /**
     * The language a document's {@code language} metadata names, when it is one kerf knows (see
     * {@code kerf langs}); null otherwise, so that a natural language's tag ({@code en}) leaves the
     * file's extension and content to decide.
     */
    public static String knownLanguage(Object value) {
        return value instanceof String s && !s.isBlank() ? dev.kerf.lang.Languages.byName(s.strip()).map(l -> l.name()).orElse(null) : null;
    }

    /** A path as "a > b > c", a string as itself; null for anything else or empty. */
    public static String joined(Object value) {
        if (value instanceof List<?> list && !list.isEmpty()) {
            return String.join(" > ", list.stream().map(String::valueOf).toList());
        }
        return value instanceof String s && !s.isEmpty() ? s : null;
    }
}
