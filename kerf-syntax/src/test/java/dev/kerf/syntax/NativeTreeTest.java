package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Source;
import dev.kerf.grammars.Grammars;
import io.github.treesitter.jtreesitter.InputEncoding;
import io.github.treesitter.jtreesitter.Language;
import io.github.treesitter.jtreesitter.Node;
import io.github.treesitter.jtreesitter.Parser;
import io.github.treesitter.jtreesitter.Tree;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link NativeTree} declares tree-sitter's structs and calls by hand (the {@code TSNode},
 * {@code TSTreeCursor}, {@code TSInput} layouts and its read and progress callbacks) to parse without
 * jtreesitter's per-node allocations. Here every fixture, and a damaged copy of each, is parsed
 * both ways and walked node by node: the same symbols, byte ranges, error flags and named-child
 * counts, and the same first named child, or a layout is wrong.
 */
class NativeTreeTest {
    /** What both walks read of a node, in document order. */
    private record Seen(short symbol, int start, int end, boolean error, boolean hasError, int namedChildren, int firstNamedStart) {}

    @Test
    void theHandWrittenBindingReadsTheSameTreesAsJtreesitter() {
        int compared = 0;
        long nodes = 0;
        for (Source fixture : SyntaxFixturesTest.allFixtures()) {
            String language = fixture.languageHint().orElseThrow();
            String text = fixture.text();
            // A copy cut mid-way and given a stray bracket: trees with ERROR and MISSING nodes too.
            String damaged = text.substring(0, text.length() / 2) + " ) { ]\n" + text.substring(text.length() / 2 + 1);
            for (String t : List.of(text, damaged)) {
                List<Seen> ours = ours(language, t);
                List<Seen> theirs = theirs(language, t);
                assertThat(ours).as("%s (%d chars)", language, t.length()).isEqualTo(theirs);
                nodes += ours.size();
            }
            compared++;
        }
        assertThat(compared).isGreaterThanOrEqualTo(40);
        assertThat(nodes).isGreaterThan(50_000);
    }

    private static List<Seen> ours(String language, String text) {
        List<Seen> seen = new ArrayList<>();
        try (NativeTree tree = NativeTree.parse(NativeTree.language(language), text, Long.MAX_VALUE)) {
            assertThat(tree).isNotNull();
            MemorySegment child = tree.newNode();
            do {
                MemorySegment n = tree.current();
                int firstNamed = NativeTree.namedChild(n, 0, child) ? NativeTree.startByte(child) : -1;
                seen.add(new Seen(NativeTree.symbol(n), NativeTree.startByte(n), NativeTree.endByte(n), NativeTree.isError(n),
                        NativeTree.hasError(n), NativeTree.namedChildCount(n), firstNamed));
            } while (next(tree));
        }
        return seen;
    }

    /** Moves to the next node in document order; false past the last. */
    private static boolean next(NativeTree tree) {
        if (tree.gotoFirstChild() || tree.gotoNextSibling()) {
            return true;
        }
        while (tree.gotoParent()) {
            if (tree.gotoNextSibling()) {
                return true;
            }
        }
        return false;
    }

    private static List<Seen> theirs(String language, String text) {
        Language grammar = Grammars.language(language).orElseThrow();
        List<Seen> seen = new ArrayList<>();
        try (Parser parser = new Parser(grammar); Tree tree = parser.parse(text, InputEncoding.UTF_16LE).orElseThrow()) {
            walk(tree.getRootNode(), seen);
        }
        return seen;
    }

    private static void walk(Node n, List<Seen> seen) {
        int firstNamed = n.getNamedChildCount() > 0 ? n.getNamedChild(0).orElseThrow().getStartByte() : -1;
        seen.add(new Seen(n.getSymbol(), n.getStartByte(), n.getEndByte(), n.isError(), n.hasError(), n.getNamedChildCount(), firstNamed));
        for (Node c : n.getChildren()) {
            walk(c, seen);
        }
    }
}
