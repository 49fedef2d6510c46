package dev.kerf;

import dev.kerf.tokens.TokenCounter;
import java.util.ArrayList;
import java.util.List;

/**
 * The context header of a chunk's contextual text: the file's path and the scope of the chunk's
 * definition, on comment-like lines an embedding model reads as context.
 *
 * <pre>
 * # file: src/main/java/demo/Ledger.java
 * # scope: class Ledger > method add
 * </pre>
 *
 * Packing reserves {@value #RESERVE_TOKENS} tokens for the header; a header that would not fit is
 * shortened (the scope from its outer end, then the path from its start), so the contextual text
 * never exceeds maxTokens.
 */
final class ContextHeader {
    /** Tokens kept free in every chunk for its header. */
    static final int RESERVE_TOKENS = 48;

    private ContextHeader() {}

    /** The contextual text of a chunk, within {@code maxTokens}; null when not even a short header fits. */
    static ContextualText of(String path, Object scope, String text, int maxTokens, TokenCounter counter) {
        String file = path == null || path.isEmpty() ? null : path;
        List<String> entries = scope instanceof List<?> l ? new ArrayList<>(l.stream().map(String::valueOf).toList()) : new ArrayList<>();
        boolean elided = false;
        while (file != null || !entries.isEmpty()) {
            StringBuilder header = new StringBuilder();
            if (file != null) {
                header.append("# file: ").append(file).append('\n');
            }
            if (!entries.isEmpty()) {
                header.append("# scope: ").append(elided ? "… > " : "").append(String.join(" > ", entries)).append('\n');
            }
            String contextual = header + text;
            int count = counter.count(contextual);
            if (count <= maxTokens) {
                return new ContextualText(contextual, count);
            }
            // Too long: drop the outermost scope entry first, then shorten the path from its start.
            if (!entries.isEmpty()) {
                entries.removeFirst();
                elided = true;
            } else if (file.length() > 8) {
                file = "…" + file.substring(file.length() / 2);
            } else {
                file = null;
            }
        }
        return null;
    }
}
