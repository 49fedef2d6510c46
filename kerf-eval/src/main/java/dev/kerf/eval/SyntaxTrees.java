package dev.kerf.eval;

import dev.kerf.grammars.Grammars;
import io.github.treesitter.jtreesitter.InputEncoding;
import io.github.treesitter.jtreesitter.Language;
import io.github.treesitter.jtreesitter.Node;
import io.github.treesitter.jtreesitter.Parser;
import io.github.treesitter.jtreesitter.Tree;
import io.github.treesitter.jtreesitter.TreeCursor;
import java.lang.foreign.Arena;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Walks a tree-sitter parse of a text with the grammars kerf bundles ({@code kerf-grammars}). The
 * code benchmark finds its documented functions this way, independently of kerf's own chunking
 * structure, so that the targets do not depend on the chunker under test.
 */
final class SyntaxTrees {
    private SyntaxTrees() {}

    /**
     * Calls {@code visit} for every node, parents before children. A node is valid only during its
     * visit. Offsets of the UTF-16LE parse are bytes: {@link #start} and {@link #end} give chars.
     */
    static void walk(String language, String text, Consumer<Node> visit) {
        Language grammar = Grammars.language(language).orElseThrow(() -> new IllegalStateException(
                "no tree-sitter grammar for " + language + ": " + Grammars.unavailableReason().orElse("not bundled")));
        try (Parser parser = new Parser(grammar)) {
            Optional<Tree> parsed = parser.parse(text, InputEncoding.UTF_16LE);
            if (parsed.isEmpty()) {
                return;
            }
            try (Tree tree = parsed.get(); Arena arena = Arena.ofConfined(); TreeCursor cursor = tree.walk()) {
                while (true) {
                    visit.accept(cursor.getCurrentNode(arena));
                    if (cursor.gotoFirstChild()) {
                        continue;
                    }
                    while (!cursor.gotoNextSibling()) {
                        if (!cursor.gotoParent()) {
                            return;
                        }
                    }
                }
            }
        }
    }

    static int start(Node node) {
        return node.getStartByte() / 2;
    }

    static int end(Node node) {
        return node.getEndByte() / 2;
    }

    static CharRange range(Node node) {
        return new CharRange(start(node), end(node));
    }
}
