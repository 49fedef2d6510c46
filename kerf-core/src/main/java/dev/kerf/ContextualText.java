package dev.kerf;

/**
 * The text a user should embed for a chunk when it differs from the chunk's verbatim text: the
 * text with a context header, a re-opened code fence or a repeated table header. When a chunk has
 * one, its token count is the one kept within {@code maxTokens}.
 */
public record ContextualText(String text, int tokenCount) {
    public ContextualText {
        if (text == null || tokenCount < 0) {
            throw new IllegalArgumentException("contextual text needs text and a token count");
        }
    }
}
