package dev.kerf.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The key paths of data files. A YAML or JSON file defines nothing, so its chunks had only the
 * module for a scope, and a chunk cut out of a large mapping ({@code paths:} of an OpenAPI file,
 * one service of a Compose file) no longer said which key it lies under. Each mapping entry that
 * spans lines keeps its key ({@link SyntaxNode#key}), and a chunk lying inside entries is scoped
 * to their keys, outermost first: {@code services > web > environment}.
 */
final class KeyPaths {
    /** By language, the node kinds of a mapping entry whose {@code key} field names it. */
    private static final Map<String, Set<String>> ENTRY_KINDS = Map.of(
            "yaml", Set.of("block_mapping_pair", "flow_pair"),
            "json", Set.of("pair"));

    /** The most chars of a key the scope shows; a longer one (a sentence used as a key) is cut, marked by "…". */
    static final int MAX_KEY_CHARS = 64;

    private KeyPaths() {}

    /** The entry kinds of {@code language}, empty for a language that has none. */
    static Set<String> entryKinds(String language) {
        return ENTRY_KINDS.getOrDefault(language, Set.of());
    }

    /** A key as the scope shows it: the text of {@code [start, end)} without its quotes, on one line, cut to {@link #MAX_KEY_CHARS}. */
    static String shown(String text, int start, int end) {
        if (end - start >= 2) {
            char open = text.charAt(start);
            if ((open == '"' || open == '\'') && text.charAt(end - 1) == open) {
                start++;
                end--;
            }
        }
        StringBuilder key = new StringBuilder(Math.min(end - start, MAX_KEY_CHARS + 1));
        for (int i = start; i < end && key.length() < MAX_KEY_CHARS; i++) {
            char c = text.charAt(i);
            key.append(Character.isWhitespace(c) ? ' ' : c);
        }
        if (start + key.length() < end) {
            if (Character.isHighSurrogate(key.charAt(key.length() - 1))) {
                key.setLength(key.length() - 1);
            }
            key.append('…');
        }
        return key.toString().strip();
    }

    /**
     * Where {@code [start, end)} ends without the whitespace, commas and closing brackets at its
     * end: the brackets that close the mappings around a chunk's last lines do not take it out of
     * them (the last chunk of a JSON file ends with every bracket that closes the file).
     */
    static int beforeClosers(String text, int start, int end) {
        int at = end;
        while (at > start && (Character.isWhitespace(text.charAt(at - 1)) || "}],".indexOf(text.charAt(at - 1)) >= 0)) {
            at--;
        }
        return at;
    }

    /**
     * The keys of the entries that hold all of {@code [start, end)}, outermost first; empty when
     * the range lies in none (it spans two top-level entries, or the file is no mapping).
     */
    static List<String> around(SyntaxNode root, int start, int end) {
        List<String> path = new ArrayList<>();
        SyntaxNode node = root;
        while (true) {
            SyntaxNode inside = childHolding(node, start, end);
            if (inside == null) {
                return path;
            }
            if (inside.key != null && !inside.key.isEmpty()) {
                path.add(inside.key);
            }
            node = inside;
        }
    }

    /** The child of {@code node} that holds {@code [start, end)}, or null. */
    private static SyntaxNode childHolding(SyntaxNode node, int start, int end) {
        List<SyntaxNode> children = node.children;
        int lo = 0;
        int hi = children.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (children.get(mid).start <= start) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if (lo == 0) {
            return null;
        }
        SyntaxNode child = children.get(lo - 1);
        return child.end >= end ? child : null;
    }
}
