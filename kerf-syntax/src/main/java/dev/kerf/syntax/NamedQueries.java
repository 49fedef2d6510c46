package dev.kerf.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SQL queries named by the comment line right above them, as the tools that load or generate code
 * from {@code .sql} files name them: sqlc's {@code -- name: GetAuthor :one}, yesql's and
 * PugSQL's {@code -- name: get-author}, HugSQL's {@code -- :name get-author :? :1}. Such a file
 * is a list of queries; each is a definition named so, not a part of the module.
 */
final class NamedQueries {
    /** The comment line: group 1 is the query's name. */
    private static final Pattern NAME = Pattern.compile("--[ \\t]*(?:name:|:name[ \\t])[ \\t]*([A-Za-z_][\\w\\-.!<>]*)");

    private NamedQueries() {}

    /**
     * The name the comment on the line before {@code start} (a statement's first char) gives it,
     * past other comment lines between them ({@code -- Returns the author.}); null when there is none.
     */
    static String nameAbove(String text, int start) {
        int lineStart = start;
        while (lineStart > 0 && text.charAt(lineStart - 1) != '\n') {
            lineStart--;
        }
        if (!text.substring(lineStart, start).isBlank()) {
            return null; // the statement does not open its line
        }
        int end = lineStart - 1; // the line break before it
        for (int lines = 0; lines < 8 && end > 0; lines++) {
            int from = end;
            while (from > 0 && text.charAt(from - 1) != '\n') {
                from--;
            }
            String line = text.substring(from, end).strip();
            if (!line.startsWith("--")) {
                return null;
            }
            Matcher m = NAME.matcher(line);
            if (m.lookingAt()) {
                return m.group(1);
            }
            end = from - 1;
        }
        return null;
    }
}
