package dev.kerf.eval;

import io.github.treesitter.jtreesitter.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The documented functions and methods of a Python file: a {@code def} whose body begins with a
 * string literal (its docstring) and holds at least one more statement. The function's span takes
 * in its decorators. A body that is only a docstring is left out: with the docstring blanked,
 * nothing would be left to find but the signature.
 */
public final class PythonDocstrings {
    private PythonDocstrings() {}

    /** In text order; those whose first sentence is too short to be a query are left out. */
    public static List<DocumentedFunction> find(String text) {
        List<DocumentedFunction> found = new ArrayList<>();
        SyntaxTrees.walk("python", text, node -> {
            if (!node.getType().equals("function_definition")) {
                return;
            }
            Optional<Node> body = node.getChildByFieldName("body");
            if (body.isEmpty() || body.get().getNamedChildCount() < 2) {
                return;
            }
            Node first = body.get().getNamedChild(0).orElseThrow();
            if (!first.getType().equals("expression_statement") || first.getNamedChildCount() != 1) {
                return;
            }
            Node literal = first.getNamedChild(0).orElseThrow();
            if (!literal.getType().equals("string")) {
                return;
            }
            Node definition = node.getParent()
                    .filter(p -> p.getType().equals("decorated_definition"))
                    .orElse(node);
            CharRange docstring = SyntaxTrees.range(first);
            String literalText = text.substring(SyntaxTrees.start(literal), SyntaxTrees.end(literal));
            FirstSentence.ofDocstring(literalText).ifPresent(query ->
                    found.add(new DocumentedFunction(SyntaxTrees.range(definition), docstring, query)));
        });
        return found;
    }
}
