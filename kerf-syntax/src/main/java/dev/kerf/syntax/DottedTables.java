package dev.kerf.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * TOML's tables nested as their keys nest them. tree-sitter-toml gives every table as a sibling
 * of the others, but {@code [package.dependencies]} after {@code [[package]]} is a table of that
 * package, and {@code [tool.poetry.dependencies]} one of {@code [tool.poetry]}: as siblings, a
 * poetry.lock package's dependencies opened the chunk of the next package and were named after it.
 * Here a table whose key extends the key of the table or array element before it (or of one
 * nested in that) becomes a child of it, which then ends where the table does.
 */
final class DottedTables {
    /** The grammars whose tables are headed by dotted keys. */
    private static final Set<String> LANGUAGES = Set.of("toml");
    private static final Set<String> TABLES = Set.of("table", "table_array_element");

    private DottedTables() {}

    static boolean appliesTo(String language) {
        return LANGUAGES.contains(language);
    }

    /**
     * Makes {@code table} a child of the table before it among the last children of
     * {@code parent} (the document), or of one nested in that, when its key extends that table's,
     * with the comments between them; each table that now holds it ends where it does. Whether
     * it did.
     */
    static boolean nest(SyntaxNode parent, SyntaxNode table, String text, DefinitionIndex definitions) {
        if (!TABLES.contains(table.kind)) {
            return false;
        }
        String key = key(text, table.start);
        List<SyntaxNode> siblings = parent.children;
        int comments = 0;
        while (comments < siblings.size() && siblings.get(siblings.size() - 1 - comments).comment) {
            comments++;
        }
        List<SyntaxNode> holders = new ArrayList<>();
        SyntaxNode last = comments < siblings.size() ? siblings.get(siblings.size() - 1 - comments) : null;
        while (key != null && last != null && TABLES.contains(last.kind)) {
            String outer = key(text, last.start);
            if (outer == null || !key.startsWith(outer + ".")) {
                break;
            }
            holders.add(last);
            last = last.children.isEmpty() ? null : last.children.getLast();
        }
        if (holders.isEmpty()) {
            return false;
        }
        List<SyntaxNode> above = siblings.subList(siblings.size() - comments, siblings.size());
        holders.getLast().children.addAll(above);
        above.clear();
        holders.getLast().children.add(table);
        for (SyntaxNode holder : holders) {
            holder.end = table.end;
            definitions.extend(holder);
        }
        return true;
    }

    /**
     * The key of the table header at {@code start} ({@code [a.b]} or {@code [[a.b]]}), with the
     * blanks around its dots left out; null when no header is there.
     */
    static String key(String text, int start) {
        int at = start;
        int n = text.length();
        int brackets = 0;
        while (at < n && text.charAt(at) == '[' && brackets < 2) {
            at++;
            brackets++;
        }
        if (brackets == 0) {
            return null;
        }
        StringBuilder key = new StringBuilder();
        boolean quoted = false;
        char quote = 0;
        for (; at < n; at++) {
            char c = text.charAt(at);
            if (quoted) {
                quoted = c != quote;
            } else if (c == '"' || c == '\'') {
                quoted = true;
                quote = c;
            } else if (c == ']') {
                return key.toString();
            } else if (c == '\n') {
                return null;
            } else if (c == ' ' || c == '\t') {
                continue;
            }
            key.append(c);
        }
        return null;
    }
}
