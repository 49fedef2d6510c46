package dev.kerf.internal.markdown;

import dev.kerf.internal.text.Lines;

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
}
