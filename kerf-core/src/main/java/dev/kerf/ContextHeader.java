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
 * Packing keeps free in every chunk of a file what its header needs: the file line's exact count,
 * plus {@value #SCOPE_TOKENS} tokens for the scope line where the file's structure may name a
 * scope, or that line's exact count where every chunk names the same (at most half the budget
 * in all). A header that would still not fit is shortened (the
 * scope from its outer end, then the path from its start), so the contextual text never exceeds
 * maxTokens.
 */
final class ContextHeader {
    /** Tokens kept free for the scope line: {@code # scope: class Ledger > method add} takes 10. */
    static final int SCOPE_TOKENS = 16;
    /** The least budget (maxTokens less overlap) a context header is allowed with. */
    static final int MIN_BUDGET = 64;

    private ContextHeader() {}

    /**
     * The tokens to keep free in each chunk of a file at {@code path} (null for none) for its
     * header: its file line, and a scope line's where the file's structure may name a scope:
     * {@code knownScope}'s exact count when every chunk names that one (a CSV file's module),
     * else {@link #SCOPE_TOKENS}.
     */
    static int reserve(String path, boolean scoped, List<?> knownScope, int budget, TokenCounter counter) {
        int file = path == null || path.isEmpty() ? 0 : counter.count(fileLine(wellFormed(path)));
        int scope = !scoped ? 0 : knownScope == null ? SCOPE_TOKENS : knownScope.isEmpty() ? 0
                : counter.count(scopeLine(knownScope.stream().map(e -> wellFormed(String.valueOf(e))).toList(), false));
        return Math.min(file + scope, budget / 2);
    }

    /**
     * {@code scope} without its inner entries, as far as needed for its line to cost at most
     * {@code limit} tokens; its first entry is always kept.
     */
    static List<?> within(List<?> scope, int limit, TokenCounter counter) {
        List<?> kept = scope;
        while (kept.size() > 1 && counter.count(scopeLine(kept.stream().map(e -> wellFormed(String.valueOf(e))).toList(), false)) > limit) {
            kept = kept.subList(0, kept.size() - 1);
        }
        return kept;
    }

    private static String fileLine(String file) {
        return "# file: " + file + "\n";
    }

    /** The scope line of {@code entries} (well formed), "… > " first when outer ones were left out. */
    private static String scopeLine(List<String> entries, boolean elided) {
        return "# scope: " + (elided ? "… > " : "") + String.join(" > ", entries) + "\n";
    }

    /** The contextual text of a chunk, within {@code maxTokens}; null when not even a short header fits. */
    static ContextualText of(String path, Object scope, String text, int maxTokens, TokenCounter counter) {
        String file = path == null || path.isEmpty() ? null : wellFormed(path);
        List<String> entries = scope instanceof List<?> l ? new ArrayList<>(l.stream().map(e -> wellFormed(String.valueOf(e))).toList()) : new ArrayList<>();
        boolean elided = false;
        while (file != null || !entries.isEmpty()) {
            String contextual = (file != null ? fileLine(file) : "") + (entries.isEmpty() ? "" : scopeLine(entries, elided)) + text;
            int count = dev.kerf.internal.pack.Packer.checkedCount(counter, contextual);
            if (count <= maxTokens) {
                return new ContextualText(contextual, count);
            }
            // Too long: drop the outermost scope entry first, then shorten the path from its start.
            if (!entries.isEmpty()) {
                entries.removeFirst();
                elided = true;
            } else if (file.length() > 8) {
                int half = file.length() / 2;
                // Never cut a surrogate pair: the tokenizer refuses half of one.
                file = "…" + file.substring(Character.isLowSurrogate(file.charAt(half)) ? half + 1 : half);
            } else {
                file = null;
            }
        }
        return null;
    }

    /**
     * Whether {@code contextual} (null for none) opens with the whole header of {@code path} and
     * {@code scope}: nothing of either left out to fit the limit.
     */
    static boolean isWhole(String contextual, String path, Object scope) {
        if (contextual == null) {
            return false;
        }
        String file = path == null || path.isEmpty() ? "" : fileLine(wellFormed(path));
        List<String> entries = scope instanceof List<?> l ? l.stream().map(e -> wellFormed(String.valueOf(e))).toList() : List.of();
        return contextual.startsWith(file + (entries.isEmpty() ? "" : scopeLine(entries, false)));
    }

    /**
     * A path or scope entry as the header shows it: a lone surrogate (a path is any String, unlike the text,
     * which is checked) becomes U+FFFD, since the tokenizer refuses one; a line break becomes a
     * space, so that a path cannot add a line of its own ({@code a\n# scope: fake}) to the header.
     */
    private static String wellFormed(String path) {
        StringBuilder out = null;
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            boolean paired = Character.isHighSurrogate(c) && i + 1 < path.length() && Character.isLowSurrogate(path.charAt(i + 1));
            if (paired) {
                if (out != null) {
                    out.append(c).append(path.charAt(i + 1));
                }
                i++;
            } else if (Character.isSurrogate(c) || breaksLine(c)) {
                if (out == null) {
                    out = new StringBuilder(path.substring(0, i));
                }
                out.append(breaksLine(c) ? ' ' : '\ufffd');
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? path : out.toString();
    }

    private static boolean breaksLine(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029' || c == '\u000b' || c == '\u000c';
    }
}
