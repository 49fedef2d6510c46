package dev.kerf;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A framework document's metadata on its way into kerf and back, for the adapters (LangChain4j,
 * Spring AI): which file and language it names, and how kerf's fields of a chunk join it
 * ({@link FlatFields} makes those fields).
 */
public final class DocumentMetadata {
    /** Where kerf's value of a key the document's own metadata already holds goes: {@code kerf_name}. */
    public static final String COLLISION_PREFIX = "kerf_";

    private DocumentMetadata() {}

    /**
     * The document's text as a source: with the path the first of {@code pathKeys} names, and the
     * language its {@code language} metadata names when kerf knows it (see {@code kerf langs}; a
     * natural language's tag such as {@code en} leaves the path's extension and the content to
     * decide).
     *
     * @throws BinaryContentException when a NUL is among the text's first 8,192 chars, as in a
     *     binary file a loader read as text
     */
    public static Source source(String text, Map<String, ?> metadata, String... pathKeys) {
        // A framework's loader turns any file into a string, a binary one too (its NULs and
        // U+FFFD kept): what the CLI and Source.fromBytes refuse as binary is refused here too.
        int sniff = Math.min(text.length(), Source.BINARY_SNIFF_BYTES);
        for (int i = 0; i < sniff; i++) {
            if (text.charAt(i) == '\0') {
                throw new BinaryContentException("binary content: NUL at char " + i);
            }
        }
        Source source = loaded(text);
        String path = firstText(metadata, pathKeys);
        if (path != null) {
            source = source.withPath(path);
        }
        if (metadata.get("language") instanceof String s && !s.isBlank()) {
            var known = dev.kerf.lang.Languages.byName(s.strip());
            if (known.isPresent()) {
                source = source.withLanguage(known.get().name());
            }
        }
        return source;
    }

    /**
     * A framework loader's text as a source: a leading U+FEFF is the file's BOM, which the loader
     * kept, read as {@link Source#fromBytes} reads it (no part of the text, its 3 bytes counted in
     * byte offsets), so that chunks, offsets, ids and the language found are those of the CLI for
     * the same file.
     */
    public static Source loaded(String text) {
        Source source = Source.fromText(text); // refuses an unpaired surrogate, which no file's bytes hold
        return text.startsWith("\uFEFF") ? Source.fromBytes(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)) : source;
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
     * A document's own metadata with kerf's fields of one of its chunks added. The document's keys
     * keep their values (a {@code scope} or {@code name} of its own may be what a store filters
     * on): where one of kerf's keys is already there with another value, kerf's goes under
     * {@code kerf_<key>}. The keys in {@code framework} are the framework's own splitters'
     * (LangChain4j's {@code index}; Spring AI's {@code parent_document_id} and
     * {@code chunk_index}) and are written over, as those splitters write them.
     */
    public static Map<String, Object> withChunk(Map<String, ?> document, Map<String, ?> fields, Set<String> framework) {
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
}
