package dev.kerf.syntax;

import dev.kerf.grammars.Grammars;
import dev.kerf.segment.Segmenter;
import dev.kerf.segment.Structure;
import dev.kerf.segment.delimiter.DelimiterSegmenter;
import io.github.treesitter.jtreesitter.InputEncoding;
import io.github.treesitter.jtreesitter.Language;
import io.github.treesitter.jtreesitter.Node;
import io.github.treesitter.jtreesitter.Parser;
import io.github.treesitter.jtreesitter.Tree;
import io.github.treesitter.jtreesitter.TreeCursor;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;

/**
 * The syntax structure of a language with a tree-sitter grammar (the SemanticChunker of spec 000):
 * definitions (functions, methods, classes, imports) and every node that spans lines become
 * segments; the Packer keeps a definition whole when it fits and splits it at its children when it
 * does not. A file that does not parse cleanly, is over {@value #MAX_CHARS} chars or takes over
 * {@value #TIMEOUT_MICROS} µs to parse gets the delimiter structure instead, and its chunks say so.
 */
public final class SyntaxSegmenter implements Segmenter {
    /** Files larger than this are not parsed. */
    static final int MAX_CHARS = 4_000_000;
    /** A parse that takes longer than this is abandoned. */
    static final long TIMEOUT_MICROS = 5_000_000;

    private final String languageName;
    private final Language grammar;
    private final Map<String, String> definitions;
    private final DelimiterSegmenter fallback;

    SyntaxSegmenter(String languageName, Language grammar) {
        this.languageName = languageName;
        this.grammar = grammar;
        this.definitions = Definitions.of(languageName);
        this.fallback = DelimiterSegmenter.forLanguage(languageName);
    }

    /** The syntax segmenter of a language, when it has a grammar and the grammar library loads. */
    public static Optional<SyntaxSegmenter> forLanguage(String language) {
        if (!Definitions.languages().contains(language)) {
            return Optional.empty();
        }
        return Grammars.language(language).map(g -> new SyntaxSegmenter(language, g));
    }

    @Override
    public String strategy() {
        return "semantic";
    }

    @Override
    public Structure segment(String text) {
        if (text.length() > MAX_CHARS) {
            return fallback.segment(text);
        }
        SyntaxNode root = parse(text);
        return root == null ? fallback.segment(text) : new SyntaxStructure(text, root, languageName);
    }

    /** Parses and copies the nodes kerf needs; null when the parse failed, timed out or has errors. */
    @SuppressWarnings("deprecation") // setTimeoutMicros: the 0.25 core has no progress callback yet
    private SyntaxNode parse(String text) {
        try (Parser parser = new Parser(grammar)) {
            parser.setTimeoutMicros(TIMEOUT_MICROS);
            Optional<Tree> parsed = parser.parse(text, InputEncoding.UTF_16LE);
            if (parsed.isEmpty()) {
                return null;
            }
            try (Tree tree = parsed.get()) {
                Node rootNode = tree.getRootNode();
                if (rootNode.hasError()) {
                    return null;
                }
                return copy(tree, text);
            }
        }
    }

    /**
     * Walks the tree with a cursor and keeps definitions, comments and named nodes that span lines.
     * Byte offsets of a UTF-16LE parse are twice the char offsets.
     */
    private SyntaxNode copy(Tree tree, String text) {
        SyntaxNode root = new SyntaxNode(0, text.length(), "root", null, null, false);
        Deque<SyntaxNode> parents = new ArrayDeque<>();
        parents.push(root);
        try (TreeCursor cursor = tree.walk()) {
            if (!cursor.gotoFirstChild()) {
                return root;
            }
            while (true) {
                Node node = cursor.getCurrentNode();
                SyntaxNode kept = keep(node, text);
                if (kept != null) {
                    parents.peek().children.add(kept);
                }
                if (kept != null && !kept.comment && cursor.gotoFirstChild()) {
                    parents.push(kept);
                    continue;
                }
                if (kept == null && node.getChildCount() > 0 && cursor.gotoFirstChild()) {
                    parents.push(parents.peek()); // look through nodes not kept
                    continue;
                }
                while (!cursor.gotoNextSibling()) {
                    if (!cursor.gotoParent()) {
                        return root;
                    }
                    parents.pop();
                    if (parents.isEmpty()) {
                        return root;
                    }
                }
            }
        }
    }

    private SyntaxNode keep(Node node, String text) {
        if (!node.isNamed()) {
            return null;
        }
        String kind = node.getType();
        int start = node.getStartByte() / 2;
        int end = node.getEndByte() / 2;
        if (end <= start) {
            return null;
        }
        String classification = definitions.get(kind);
        boolean comment = kind.contains("comment");
        boolean spansLines = node.getStartPoint().row() != node.getEndPoint().row();
        if (classification == null && !comment && !spansLines) {
            return null;
        }
        return new SyntaxNode(start, end, kind, classification, classification == null ? null : nameOf(node, text), comment);
    }

    /** The definition's name: its {@code name} field, or that of its declarator or decorated definition. */
    private static String nameOf(Node node, String text) {
        Node current = node;
        for (int depth = 0; depth < 4 && current != null; depth++) {
            Optional<Node> name = current.getChildByFieldName("name");
            if (name.isPresent()) {
                String s = text.substring(name.get().getStartByte() / 2, name.get().getEndByte() / 2).strip();
                int nl = s.indexOf('\n');
                s = nl < 0 ? s : s.substring(0, nl);
                return s.length() > 60 ? s.substring(0, 60) : s;
            }
            current = current.getChildByFieldName("declarator")
                    .or(() -> node.getChildByFieldName("definition"))
                    .orElse(null);
        }
        return null;
    }
}
