package dev.kerf.internal.markdown;

import dev.kerf.internal.text.Lines;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A metadata block at the very start of a Markdown file: YAML between {@code ---} lines (the
 * closing one may be {@code ...}) or TOML between {@code +++} lines. CommonMark knows neither, so
 * kerf finds it before parsing and keeps it as one unit of its own.
 *
 * @param end one past the closing line's line break
 * @param format {@code yaml} or {@code toml}
 */
record FrontMatter(int end, String format) {

    /** The front matter at the start of {@code text}, or null when there is none (or it is never closed). */
    static FrontMatter find(String text) {
        String fence = text.startsWith("---") ? "---" : text.startsWith("+++") ? "+++" : null;
        if (fence == null) {
            return null;
        }
        Lines lines = new Lines(text);
        int next = lines.lineEnd(0, text.length());
        if (!text.substring(0, next).strip().equals(fence)) {
            return null;
        }
        while (next < text.length()) {
            int end = lines.lineEnd(next, text.length());
            String line = text.substring(next, end).strip();
            if (line.equals(fence) || (fence.equals("---") && line.equals("..."))) {
                return new FrontMatter(end, fence.equals("---") ? "yaml" : "toml");
            }
            next = end;
        }
        return null;
    }

    /** A top-level {@code title: ...} (YAML) or {@code title = "..."} (TOML, before any table), one line. */
    private static final Pattern YAML_TITLE = Pattern.compile("(?m)^title[ \t]*:[ \t]*(\\S.*?)[ \t]*$");
    private static final Pattern TOML_TITLE = Pattern.compile("(?m)^title[ \t]*=[ \t]*(\"(?:[^\"\\\\\n]|\\\\.)*\"|'[^'\n]*')[ \t]*$");

    /**
     * The page's title, as the static site generators that write front matter (Hugo, Jekyll,
     * Docusaurus, Eleventy, MkDocs) render it above the page: a one-line {@code title} at the top
     * level, unquoted; null when there is none, or it is a block scalar, a list or empty.
     */
    String title(String text) {
        String body = text.substring(0, end);
        if (format.equals("toml")) {
            int table = body.indexOf("\n[");
            Matcher m = TOML_TITLE.matcher(table < 0 ? body : body.substring(0, table));
            return m.find() ? unquoted(m.group(1)) : null;
        }
        Matcher m = YAML_TITLE.matcher(body);
        if (!m.find()) {
            return null;
        }
        String value = m.group(1);
        if (value.startsWith("#") || value.startsWith("|") || value.startsWith(">") || value.startsWith("[") || value.startsWith("{")
                || value.startsWith("&") || value.startsWith("*")) {
            return null; // a comment, a block scalar, a flow collection, an anchor or alias: not a title as written
        }
        int comment = value.startsWith("\"") || value.startsWith("'") ? -1 : value.indexOf(" #");
        String title = unquoted(comment < 0 ? value : value.substring(0, comment).strip());
        return title.isBlank() ? null : title;
    }

    /** A quoted scalar's text (the quotes off, {@code ''} and {@code \"} read), else the text as it is. */
    private static String unquoted(String value) {
        if (value.length() >= 2 && value.startsWith("'") && value.endsWith("'")) {
            return value.substring(1, value.length() - 1).replace("''", "'");
        }
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
            return value.substring(1, value.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
        }
        return value;
    }
}
