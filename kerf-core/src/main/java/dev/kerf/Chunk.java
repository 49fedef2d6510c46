package dev.kerf;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One piece of a source, ready to embed.
 *
 * @param text the verbatim slice of the source at {@code span} (never trimmed or rewritten)
 * @param span where the text lies: chars, bytes and lines
 * @param index 0-based position of the chunk in its source
 * @param tokenCount the exact token count of {@code text} under the configured tokenizer
 * @param language the language the source was chunked as (for example {@code java}, {@code text})
 * @param strategy which structure produced the chunk ({@code generic}, later {@code semantic},
 *     {@code delimiter}, {@code markdown}, {@code prose})
 * @param metadata strategy-specific details; immutable, in a stable order
 * @param id the first 32 hex digits of SHA-256 over the source identity, the span and the text
 * @param contextual the text to embed instead of {@code text}, when there is one
 */
public record Chunk(
        String text,
        Span span,
        int index,
        int tokenCount,
        String language,
        String strategy,
        Map<String, Object> metadata,
        String id,
        Optional<ContextualText> contextual) {

    public Chunk {
        metadata = Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
        if (contextual == null) {
            contextual = Optional.empty();
        }
    }

    /** The text to embed: the contextual text when there is one, else the verbatim text. */
    public String embeddingText() {
        return contextual.map(ContextualText::text).orElse(text);
    }
}
