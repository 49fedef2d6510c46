package dev.kerf.eval;

import io.github.treesitter.jtreesitter.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The documented methods and constructors of a Java file: those with a body and a Javadoc comment
 * ({@code /** ... *}{@code /}) directly above them, nothing but white space between. Abstract and
 * interface methods without a body are left out: their whole span is a signature, which says
 * little about how a chunker keeps code together.
 */
public final class JavadocMethods {
    private JavadocMethods() {}

    /** In text order; those whose first sentence is too short to be a query are left out. */
    public static List<DocumentedFunction> find(String text) {
        List<DocumentedFunction> found = new ArrayList<>();
        SyntaxTrees.walk("java", text, node -> {
            String type = node.getType();
            if (!type.equals("method_declaration") && !type.equals("constructor_declaration")) {
                return;
            }
            if (node.getChildByFieldName("body").isEmpty()) {
                return;
            }
            Optional<Node> before = node.getPrevSibling();
            if (before.isEmpty() || !before.get().getType().equals("block_comment")) {
                return;
            }
            CharRange comment = SyntaxTrees.range(before.get());
            CharRange method = SyntaxTrees.range(node);
            String commentText = text.substring(comment.start(), comment.end());
            if (!commentText.startsWith("/**") || commentText.equals("/**/")
                    || !text.substring(comment.end(), method.start()).isBlank()) {
                return;
            }
            FirstSentence.ofJavadoc(commentText)
                    .ifPresent(query -> found.add(new DocumentedFunction(method, comment, query)));
        });
        return found;
    }
}
