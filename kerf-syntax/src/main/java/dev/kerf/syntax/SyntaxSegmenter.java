package dev.kerf.syntax;

import dev.kerf.ParseError;
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
import java.lang.foreign.Arena;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;

/**
 * The syntax structure of a language with a tree-sitter grammar (the SemanticChunker of spec 000):
 * definitions (functions, methods, classes, imports) and every node that spans lines become
 * segments; the Packer keeps a definition whole when it fits and splits it at its children when it
 * does not. Where a file has syntax errors, the parts that parsed keep their structure and the
 * damaged regions are cut along delimiters, their chunks marked {@code has_parse_errors} (or, in
 * {@link #strict()} mode, {@link ParseError} is raised). A file over {@value #MAX_CHARS} chars or
 * that takes over {@value #TIMEOUT_MICROS} µs to parse gets the delimiter structure, and its chunks
 * say so.
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
    private final boolean strict;
    private final boolean hybrid;

    SyntaxSegmenter(String languageName, Language grammar) {
        this(languageName, grammar, DelimiterSegmenter.forLanguage(languageName), false, true);
    }

    private SyntaxSegmenter(String languageName, Language grammar, DelimiterSegmenter fallback, boolean strict, boolean hybrid) {
        this.languageName = languageName;
        this.grammar = grammar;
        this.definitions = Definitions.of(languageName);
        this.fallback = fallback;
        this.strict = strict;
        this.hybrid = hybrid;
    }

    /**
     * The same segmenter in strict mode: a file that does not parse cleanly raises
     * {@link ParseError} (as spec 000's test expects) instead of falling back to delimiters.
     */
    public SyntaxSegmenter strict() {
        return new SyntaxSegmenter(languageName, grammar, fallback, true, hybrid);
    }

    /**
     * The same segmenter with hybrid chunking on or off (spec 000 section 6.1; on by default): a
     * node too large for one chunk with nothing below it to split at is cut along its delimiter
     * blocks when on, along lines and words when off.
     */
    public SyntaxSegmenter withHybrid(boolean on) {
        return new SyntaxSegmenter(languageName, grammar, fallback, strict, on);
    }

    /** The same segmenter with other delimiters for hybrid cuts and failed parses (custom patterns added). */
    public SyntaxSegmenter withDelimiters(DelimiterSegmenter delimiters) {
        return new SyntaxSegmenter(languageName, grammar, delimiters, strict, hybrid);
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
            if (strict) {
                throw new ParseError(languageName + ": " + text.length() + " chars is over the parse limit of " + MAX_CHARS);
            }
            return fallback.segment(text);
        }
        SyntaxNode root = parse(text);
        if (root != null) {
            root.modulePath = ModulePath.declared(root, text);
        }
        if (root == null && strict) {
            throw new ParseError(languageName + ": the text does not parse cleanly (syntax errors, or the parse timed out)");
        }
        return root == null ? fallback.segment(text) : new SyntaxStructure(text, root, languageName, fallback, hybrid);
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
                if (rootNode.hasError() && strict) {
                    return null;
                }
                // With errors, the parts that parsed keep their structure; damaged regions are ERROR
                // segments, cut along delimiters when too large, and their chunks say has_parse_errors.
                return copy(tree, text);
            }
        }
    }

    /** What kerf needs to know of a grammar symbol, looked up once per symbol. */
    private record Kind(String name, boolean named, String classification, boolean comment) {}

    private Kind kind(short symbol, Kind[] cache) {
        Kind k = symbol >= 0 && symbol < cache.length ? cache[symbol] : null;
        if (k == null) {
            String name = grammar.getSymbolName(symbol);
            k = new Kind(name, grammar.isNamed(symbol), definitions.get(name), name != null && name.contains("comment"));
            if (symbol >= 0 && symbol < cache.length) {
                cache[symbol] = k;
            }
        }
        return k;
    }

    /**
     * Walks the tree with a cursor and keeps definitions, comments and named nodes that span lines;
     * a node on one line is not entered (nothing below it can span lines). Byte offsets of a
     * UTF-16LE parse are twice the char offsets. Nodes are allocated in an arena closed with the walk.
     */
    private SyntaxNode copy(Tree tree, String text) {
        SyntaxNode root = new SyntaxNode(0, text.length(), tree.getRootNode().getType(), null, null, false);
        Kind[] kinds = new Kind[grammar.getSymbolCount() + 1];
        Deque<SyntaxNode> parents = new ArrayDeque<>();
        parents.push(root);
        try (Arena arena = Arena.ofConfined(); TreeCursor cursor = tree.walk()) {
            if (!cursor.gotoFirstChild()) {
                return root;
            }
            while (true) {
                Node node = cursor.getCurrentNode(arena);
                SyntaxNode kept = keep(node, kind(node.getSymbol(), kinds), text);
                if (kept != null) {
                    parents.peek().children.add(kept);
                    if (!kept.comment && !kept.error && cursor.gotoFirstChild()) {
                        parents.push(kept);
                        continue;
                    }
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

    private SyntaxNode keep(Node node, Kind kind, String text) {
        int start = node.getStartByte() / 2;
        int end = node.getEndByte() / 2;
        if (end <= start) {
            return null;
        }
        if (node.isError()) {
            SyntaxNode error = new SyntaxNode(start, end, "ERROR", null, null, false);
            error.error = true;
            return error;
        }
        if (!kind.named()) {
            return null;
        }
        if (kind.classification() == null && !kind.comment() && !SyntaxNode.isAttribute(kind.name())) {
            int nl = text.indexOf('\n', start);
            if (nl < 0 || nl >= end - 1) {
                return null; // on one line: nothing to split at below it
            }
        }
        String name = kind.classification() == null ? null : nameOf(node, text);
        SyntaxNode kept = new SyntaxNode(start, end, kind.name(), kind.classification(), name, kind.comment());
        kept.error = kind.classification() != null && node.hasError();
        return kept;
    }

    /**
     * The definition's name: its {@code name} field, or that of its declarator, decorated
     * definition or first named child ({@code const f = ...} names its variable declarator).
     */
    private static String nameOf(Node node, String text) {
        Node current = node;
        for (int depth = 0; depth < 5 && current != null; depth++) {
            Optional<Node> name = current.getChildByFieldName("name");
            if (name.isPresent()) {
                return shortened(text.substring(name.get().getStartByte() / 2, name.get().getEndByte() / 2));
            }
            if (depth > 0 && current.getNamedChildCount() == 0
                    && (current.getType().contains("identifier") || current.getType().contains("name"))) {
                return shortened(text.substring(current.getStartByte() / 2, current.getEndByte() / 2));
            }
            Node here = current;
            current = here.getChildByFieldName("declarator")
                    .or(() -> here.getChildByFieldName("definition"))
                    .or(() -> here.getChildByFieldName("declaration"))
                    .or(() -> here.getNamedChildCount() > 0 ? here.getNamedChild(0) : Optional.empty())
                    .orElse(null);
        }
        return null;
    }

    /** The first line of a name, at most 60 chars. */
    private static String shortened(String name) {
        String s = name.strip();
        int nl = s.indexOf('\n');
        s = nl < 0 ? s : s.substring(0, nl);
        return s.length() > 60 ? s.substring(0, 60) : s;
    }
}
