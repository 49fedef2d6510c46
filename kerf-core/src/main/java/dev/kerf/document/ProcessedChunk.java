package dev.kerf.document;

import dev.kerf.Chunk;
import java.util.List;
import java.util.Optional;

/**
 * A chunk as {@link Documents#chunkDocument(String, ChunkConfig)} returns it.
 *
 * @param content the text to embed (a cut code fence re-opened and closed)
 * @param position 0-based index of the chunk in the text
 * @param tokenCount the exact cl100k_base token count of {@code content}
 * @param metadata headings and languages
 * @param chunk the chunk itself: verbatim text, exact span and lines, id, all metadata
 */
public record ProcessedChunk(String content, int position, int tokenCount, Metadata metadata, Chunk chunk) {

    /**
     * @param headings the heading breadcrumb at the chunk's first content ({@code ["Architecture", "Backend"]})
     * @param section the innermost heading of that breadcrumb
     * @param language the language the text was chunked as ({@code markdown}, {@code text}, {@code python})
     * @param codeLanguage the language of the code in the chunk, when it holds some
     */
    public record Metadata(List<String> headings, Optional<String> section, String language, Optional<String> codeLanguage) {
        public Metadata {
            headings = List.copyOf(headings);
        }
    }
}
