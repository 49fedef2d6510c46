package dev.kerf.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * kerf's own copy of a tree-sitter node, made while the tree is open: tree-sitter nodes must never
 * outlive their tree, so ranges, kinds and names are copied out inside the parse.
 */
final class SyntaxNode {
    final int start;
    final int end;
    final String kind;
    /** The definition's classification (METHOD, CLASS...), or null for other nodes. */
    final String classification;
    /** The definition's name, or null. */
    final String name;
    final boolean comment;
    final List<SyntaxNode> children = new ArrayList<>();
    /** An ERROR node, or a definition with a syntax error inside. */
    boolean error;
    /** On the root: the module path the file declares (package, namespace), else empty. */
    List<String> modulePath = List.of();

    SyntaxNode(int start, int end, String kind, String classification, String name, boolean comment) {
        this.start = start;
        this.end = end;
        this.kind = kind;
        this.classification = classification;
        this.name = name;
        this.comment = comment;
    }

    boolean isDefinition() {
        return classification != null;
    }

    /** A comment, or an attribute or decorator written as a sibling before what it describes (Rust's #[...]). */
    boolean leads() {
        return comment || isAttribute(kind);
    }

    /** Node kinds that annotate the declaration after them: Rust attributes, decorators, Java annotations. */
    static boolean isAttribute(String kind) {
        return kind.equals("attribute_item") || kind.equals("decorator") || kind.endsWith("annotation");
    }
}
