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
 * contextual text's: header and slice), {@code classification}, {@code name}, {@code scope},
 * {@code headings}, {@code kind} (the syntax node or part the chunk is named by: a notebook's
 * {@code outputs} and {@code attachments} are filtered by it) and {@code code_language}, paths
 * joined with " > ".
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
        for (String key : List.of(ChunkMetadata.CLASSIFICATION, ChunkMetadata.NAME, ChunkMetadata.SCOPE, ChunkMetadata.HEADINGS,
                ChunkMetadata.KIND, ChunkMetadata.CODE_LANGUAGE)) {
            String text = joined(c.metadata().get(key));
            if (text != null) {
                m.put(key, text);
            }
        }
        return m;
    }

    /** A path as "a > b > c", a string as itself; null for anything else or empty. */
    public static String joined(Object value) {
        if (value instanceof List<?> list && !list.isEmpty()) {
            return String.join(" > ", list.stream().map(String::valueOf).toList());
        }
        return value instanceof String s && !s.isEmpty() ? s : null;
    }
}
