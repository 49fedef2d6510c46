package dev.kerf.document;

import dev.kerf.Chunk;
import java.util.List;
import java.util.Map;

/**
 * A chunk of a Markdown file, as {@link Documents#chunkDocument(java.nio.file.Path, int, int)}
 * returns it.
 *
 * @param content the text to embed: the chunk's text, with a code fence it cuts re-opened and
 *     closed so that fences are balanced
 * @param headerHierarchy the heading path at the chunk's first content, outermost first
 * @param tokenCount the exact cl100k_base token count of {@code content}
 * @param metadata the chunk's metadata: {@code contains_code} always, {@code code_language},
 *     {@code code_block_part}, {@code sections}, {@code front_matter} where they apply
 * @param chunk the chunk itself: verbatim text, exact span and lines, id
 */
public record DocumentChunk(String content, List<String> headerHierarchy, int tokenCount, Map<String, Object> metadata, Chunk chunk) {
    public DocumentChunk {
        headerHierarchy = List.copyOf(headerHierarchy);
        // In the order it was given, as every other chunk's metadata (Map.copyOf would shuffle it).
        metadata = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(metadata));
    }
}
