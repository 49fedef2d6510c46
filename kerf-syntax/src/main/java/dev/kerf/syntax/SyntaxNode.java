package dev.kerf.syntax;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * kerf's own copy of a tree-sitter node, made while the tree is open: tree-sitter nodes must never
 * outlive their tree, so ranges, kinds and names are copied out inside the parse.
 */
final class SyntaxNode {
    /** Not final only so that a body can take in the comments above its first member (see SyntaxSegmenter), and a definition the macros blanked before it on its line (Rereading.widenOverBlanked). */
    int start;
    /** Not final only so that a body written after its signature can join it (Dart's function_body, see SyntaxSegmenter). */
    int end;
    final String kind;
    /** The definition's classification (METHOD, CLASS...), or null for other nodes. */
    final String classification;
    /** The definition's name, or null. */
    final String name;
    final boolean comment;
    final List<SyntaxNode> children = new ArrayList<>();
    /** For a function or method found to be a test, what it is declared as (FUNCTION, METHOD); else null. */
    String declaredAs;
    /** For a mapping entry of a data file (YAML, JSON) that spans lines, its key as the scope shows it ({@link KeyPaths}); else null. */
    String key;
    /** For a Go method, the type its receiver names ({@code Server} of {@code func (s *Server) Run()}); else null. */
    String receiver;
    /** An ERROR node, or a definition with a syntax error inside. */
    boolean error;
    /** An attribute or decorator written before what it describes (Rust's #[...], Elixir's @doc). */
    boolean attribute;
    /** On the root: the module path the file declares (package, namespace), else empty. */
    List<String> modulePath = List.of();
    /** On the root: every definition of the text, in order; null on other nodes. */
    DefinitionIndex definitions;
    /** Where a definition is in its text's {@link DefinitionIndex}, or -1. */
    int indexed = -1;

    /**
     * Definition kinds that wrap another definition and are described by it: a decorated Python
     * function or class, a C++ template, a JavaScript or TypeScript {@code export}. One that wraps
     * no definition ({@code export { a, b }}) is described by its own row of definitions.tsv.
     */
    private static final Set<String> WRAPPERS = Set.of("decorated_definition", "template_declaration", "export_statement");

    /**
     * Node kinds of functions without a name of their own, across grammars: an arrow function, a
     * lambda, a closure, a function literal. What they define is local, as in a named function
     * (the {@code const user} inside {@code const handler = async (req) => {...}}).
     */
    private static final Set<String> ANONYMOUS_FUNCTIONS = Set.of("arrow_function", "function_expression", "generator_function",
            "lambda", "lambda_expression", "lambda_literal", "closure_expression", "func_literal", "anonymous_function",
            "anonymous_function_creation_expression", "anonymous_method_expression");

    SyntaxNode(int start, int end, String kind, String classification, String name, boolean comment) {
        this.start = start;
        this.end = end;
        this.kind = kind;
        this.classification = classification;
        this.name = name;
        this.comment = comment;
    }

    /** The same node, not yet given children, named {@code given}: an anonymous struct by the typedef that names it. */
    SyntaxNode namedAs(String given) {
        SyntaxNode n = new SyntaxNode(start, end, kind, classification, given, comment);
        n.error = error;
        n.attribute = attribute;
        n.receiver = receiver;
        n.declaredAs = declaredAs;
        n.key = key;
        return n;
    }

    /** The same node, not yet given children, as a test: a function or method its language's test runners run. */
    SyntaxNode asTest() {
        SyntaxNode n = new SyntaxNode(start, end, kind, "TEST", name, comment);
        n.error = error;
        n.attribute = attribute;
        n.receiver = receiver;
        n.declaredAs = classification;
        return n;
    }

    /**
     * Whether exactly one line break lies between this node's end and {@code codeStart}: none is
     * code on its own line, two a blank line. A line comment may end with its break.
     */
    boolean endsLineRightAbove(String text, int codeStart) {
        boolean holdsBreak = end > 0 && Whitespace.isLineBreak(text.charAt(end - 1));
        return Lines.countBreaks(text, end, codeStart) + (holdsBreak ? 1 : 0) == 1;
    }

    boolean isDefinition() {
        return classification != null;
    }

    /** Whether this is a function, a method, a test or a macro. */
    boolean isCallable() {
        return "FUNCTION".equals(classification) || "METHOD".equals(classification) || "TEST".equals(classification)
                || "MACRO".equals(classification);
    }

    /** Whether what is defined inside this node is local to it: a function, a method, a test, or one without a name. */
    boolean holdsLocals() {
        return isCallable() || classification == null && ANONYMOUS_FUNCTIONS.contains(kind);
    }

    /** Whether this is a type signature (Haskell's {@code f :: Int -> Int}), whose nodes below are types, not definitions. */
    boolean isSignature() {
        return "signature".equals(kind) && classification != null;
    }

    /** Whether this is a definition kind that wraps another ({@link #WRAPPERS}). */
    boolean isWrapper() {
        return classification != null && WRAPPERS.contains(kind);
    }

    /** A comment, or an attribute or decorator written as a sibling before what it describes (Rust's #[...]). */
    boolean leads() {
        return comment || attribute;
    }

    /**
     * Whether a definition's name stands for one the code does not write, so that it defines no
     * symbol: C++'s anonymous {@code namespace} is {@code (anonymous)}, PHP's global
     * {@code namespace} {@code (global)}, OCaml's {@code let () =} {@code ()}. The scope shows them.
     */
    static boolean namesNothing(String name) {
        return UNWRITTEN.contains(name);
    }

    private static final java.util.Set<String> UNWRITTEN = java.util.Set.of("(anonymous)", "(global)", "()");

    /** Node kinds that annotate the declaration after them: Rust attributes, decorators, Java annotations, F#'s {@code [<Fact>]}. */
    static boolean isAttribute(String kind) {
        return kind.equals("attribute_item") || kind.equals("decorator") || kind.endsWith("annotation") || kind.equals("attributes");
    }
}
