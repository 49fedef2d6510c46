package dev.kerf.syntax;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The module path a file declares, the {@code module_path} of a chunk's context in the tree-sitter
 * chunking spec (spec 002 in docs/specs.md): from a {@code package} (Java, Kotlin, Scala, Go) or
 * {@code namespace} (C#, PHP) or {@code module} (Haskell's header) declaration at the top of the file, or Perl's one {@code package}, e.g. {@code ["java", "util", "concurrent"]}; a namespace with a body counts when it
 * holds every definition of the file, and so does an Elixir {@code defmodule}.
 */
final class ModulePath {
    /** Grammar kinds of module declarations. */
    private static final Set<String> DECLARATIONS = Set.of("package_declaration", "package_header", "package_clause",
            "namespace_declaration", "file_scoped_namespace_declaration", "namespace_definition", "header", "package_statement");
    private static final Pattern NAME = Pattern.compile(
            "^\\s*(?:package|namespace|module)\\s+([A-Za-z_][\\w]*(?:\\s*(?:\\.|\\\\|::)\\s*[A-Za-z_][\\w]*)*)");

    private ModulePath() {}

    /**
     * Whether a namespace with a body ({@code namespace util { ... }}) holds every definition of
     * the file but imports: only then is it the file's module path, not that of one block.
     */
    private static boolean holdsTheFile(SyntaxNode root, SyntaxNode namespace) {
        for (SyntaxNode other : root.children) {
            if (other != namespace && other.isDefinition() && !"IMPORT".equals(other.classification)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether another child of {@code root} is a declaration of the same kind: Perl's
     * {@code package A;} is the file's module only when no {@code package B;} follows it.
     */
    private static boolean declaresAnother(SyntaxNode root, SyntaxNode declaration) {
        return root.children.stream().anyMatch(c -> c != declaration && c.kind.equals(declaration.kind));
    }

    /** Whether nodes of this kind may declare the module path (kept even on one line, so that they are found). */
    static boolean declares(String kind) {
        return DECLARATIONS.contains(kind);
    }

    static List<String> declared(SyntaxNode root, String text) {
        for (SyntaxNode child : root.children) {
            if (child.kind.equals("call") && "MODULE".equals(child.classification) && child.name != null
                    && child.name.matches("[A-Z]\\w*(?:\\.[A-Z]\\w*)*") && holdsTheFile(root, child)) {
                return List.of(child.name.split("\\.")); // Elixir's defmodule MyApp.Greeter around the whole file
            }
            // Haskell's header holds no body (comments in its export list are its children).
            if (DECLARATIONS.contains(child.kind) && (child.children.isEmpty() || child.kind.equals("header") || holdsTheFile(root, child))
                    && !(child.kind.equals("package_statement") && declaresAnother(root, child))) {
                Matcher m = NAME.matcher(text.substring(child.start, Math.min(child.end, child.start + 300)));
                if (m.find()) {
                    return List.copyOf(Arrays.stream(m.group(1).split("\\s*(?:\\.|\\\\|::)\\s*")).toList());
                }
            }
        }
        return List.of();
    }
}
