package dev.kerf.syntax;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    static List<String> around(String text, SyntaxNode root, int start, int end, Map<SyntaxNode, int[]> elementStarts) {
        List<String> path = new ArrayList<>();
        SyntaxNode node = root;
        while (true) {
            SyntaxNode inside = childHolding(node, start, end);
            if (inside == null) {
                return path;
            }
            if (inside.key != null && !inside.key.isEmpty()) {
                path.add(inside.key);
            } else if (SEQUENCE_KINDS.contains(node.kind)) {
                path.add(element(text, node, inside, elementStarts.computeIfAbsent(node, n -> elementStarts(text, n))));
            } else if (node == root && inside.kind.equals("document") && inside.key == null) {
                // Every document named once, kept as its key ("" in a stream of one): asked for every chunk.
                nameDocuments(text, root);
                if (!inside.key.isEmpty()) {
                    path.add(inside.key);
                }
            }
            node = inside;
        }
    }

    /**
     * Where the data of a chunk beginning at {@code start} begins. Past the comments it opens
     * with (YAML's {@code #} lines; in JSON with comments, {@code //} lines and {@code /*}
     * blocks), which describe the entry below them: a chunk holding the comments on
     * {@code kubeRBACProxy:} and its first entries is scoped to it, not to the file. And past the
     * brackets that open the mappings and sequences around it, as {@link #beforeClosers} is where
     * it ends before those that close them: the first chunk of a JSON file begins with the file's
     * opening brace, and one holding the first entries of {@code "config": {...}} is scoped to
     * {@code config}, as its YAML twin is. {@code start} itself when nothing else lies before
     * {@code end}.
     */
    static int dataStart(String text, int start, int end) {
        int at = start;
        while (at < end) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c) || c == '{' || c == '[') {
                at++;
            } else if (c == '#' || text.startsWith("//", at)) {
                int lineEnd = Lines.breakAt(text, at, end); // LF, CRLF or a lone CR
                if (lineEnd < 0) {
                    return start;
                }
                at = lineEnd;
            } else if (text.startsWith("/*", at)) {
                int close = at + 2;
                while (close + 1 < end && !(text.charAt(close) == '*' && text.charAt(close + 1) == '/')) {
                    close++;
                }
                if (close + 1 >= end) {
                    return start;
                }
                at = close + 2;
            } else {
                break;
            }
        }
        return at < end ? at : start;
    }

    /** A GitHub Actions expression, <code>${{ matrix.os }}</code>, on one line. */
    private static final String EXPRESSION = "\\$\\{\\{[^}\\r\\n]*\\}\\}";
    /** The node kinds of a sequence, whose elements are told apart by their place ({@code [2]}). */
    private static final Set<String> SEQUENCE_KINDS = Set.of("array", "block_sequence", "flow_sequence");
    /**
     * An element's own name, when its first key is one: {@code - name: web}, <code>{"id": "s3",</code>.
     * A GitHub Actions expression in it is part of it (<code>name: Set up Python ${{ matrix.python-version }}</code>
     * was named "Set up Python $"), though braces end a name elsewhere (a YAML flow mapping).
     */
    private static final Pattern ELEMENT_NAME = Pattern.compile("\\G[-{\\s]*[\"']?(?:name|id)[\"']?[ \\t]*:[ \\t]*([\"']?)"
            + "((?:" + EXPRESSION + "|[^\\s\"',{}\\[\\]#])(?:" + EXPRESSION + "|[^\"',{}\\[\\]#\\r\\n])*)\\1");

    /**
     * An element of a sequence as a scope shows it: its place, from 0 as jq and JSON Pointer
     * count, and its name when its first key is {@code name} or {@code id} ({@code [2] Run
     * tests}, a workflow's third step): a chunk of one element of a long array (a JSON Schema's
     * {@code allOf}, a manifest's containers) said only the array's key.
     */
    private static String element(String text, SyntaxNode sequence, SyntaxNode element, int[] starts) {
        int lo = 0;
        int hi = starts.length;
        while (lo < hi) { // the last element that starts at or before the node
            int mid = (lo + hi) >>> 1;
            if (starts[mid] <= element.start) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        String place = "[" + Math.max(0, lo - 1) + "]";
        Matcher name = ELEMENT_NAME.matcher(text);
        name.region(element.start, Math.min(element.end, element.start + 200));
        return name.lookingAt() ? place + " " + shown(text, name.start(2), name.end(2)) : place;
    }

    /**
     * Where each element of a sequence starts: after its bracket and each comma outside strings
     * and brackets (JSON, YAML's flow sequences), or at each {@code -} in the sequence's column (a
     * YAML block sequence, whose elements' own lines are indented deeper). Read once per sequence.
     */
    private static int[] elementStarts(String text, SyntaxNode sequence) {
        int[] starts = new int[16];
        int count = 0;
        if (sequence.kind.equals("block_sequence")) {
            int column = sequence.start - Lines.lineStart(text, sequence.start, 0);
            for (int line = Lines.lineStart(text, sequence.start, 0); line < sequence.end; ) {
                int at = line + column;
                if (at < sequence.end && text.charAt(at) == '-' && Whitespace.isBlank(text, line, at)
                        && (at + 1 == text.length() || Character.isWhitespace(text.charAt(at + 1)))) {
                    starts = grown(starts, count);
                    starts[count++] = at;
                }
                int next = text.indexOf('\n', line);
                line = next < 0 ? sequence.end : next + 1;
            }
            return java.util.Arrays.copyOf(starts, count);
        }
        int depth = 0;
        boolean expecting = true;
        for (int i = sequence.start + 1; i < sequence.end - 1; i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            if (expecting && depth == 0) {
                starts = grown(starts, count);
                starts[count++] = i;
                expecting = false;
            }
            if (c == '"' || c == '\'') {
                i = stringEnd(text, i, sequence.end);
            } else if (c == '[' || c == '{') {
                depth++;
            } else if (c == ']' || c == '}') {
                depth--;
            } else if (c == ',' && depth == 0) {
                expecting = true;
            }
        }
        return java.util.Arrays.copyOf(starts, count);
    }

    private static int[] grown(int[] starts, int count) {
        return count < starts.length ? starts : java.util.Arrays.copyOf(starts, starts.length * 2);
    }

    /** The last char of the string that opens at {@code open}, its backslash escapes skipped. */
    private static int stringEnd(String text, int open, int limit) {
        char quote = text.charAt(open);
        for (int i = open + 1; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == quote) {
                return i;
            }
        }
        return limit - 1;
    }

    /** A manifest's top-level kind and its metadata's name: {@code kind: Deployment}, then {@code metadata:} and {@code   name: web}. */
    private static final Pattern KIND = Pattern.compile("(?m)^kind:[ \\t]*([\\w.-]+)[ \\t]*$");
    private static final Pattern NAME = Pattern.compile("(?m)^metadata:[ \\t]*\\R(?:[ \\t]+\\S.*\\R)*?[ \\t]+name:[ \\t]*[\"']?([^\\s\"'#]+)");

    /**
     * Names every YAML document of the file, as its key, by what it is called in a scope: in a
     * stream of several, a manifest by its kind and name ({@code Deployment payments-api}), as
     * Kubernetes addresses it, else by its place ({@code document 2}); "" in a stream of one.
     */
    private static void nameDocuments(String text, SyntaxNode root) {
        boolean stream = documents(root) > 1;
        int place = 0;
        for (SyntaxNode child : root.children) {
            if (child.kind.equals("document")) {
                place++;
                child.key = stream ? document(text, child, place) : "";
            }
        }
    }

    /** One document's name in a stream of several; {@code place} counts from 1. */
    private static String document(String text, SyntaxNode document, int place) {
        CharSequence body = text.subSequence(document.start, document.end);
        Matcher kind = KIND.matcher(body);
        if (kind.find()) {
            Matcher name = NAME.matcher(body);
            return name.find() ? kind.group(1) + " " + shown(name.group(1), 0, name.group(1).length()) : kind.group(1);
        }
        return "document " + place;
    }

    /** How many YAML documents the file holds: a stream of several when more than one. */
    static int documents(SyntaxNode root) {
        int documents = 0;
        for (SyntaxNode child : root.children) {
            documents += child.kind.equals("document") ? 1 : 0;
        }
        return documents;
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
