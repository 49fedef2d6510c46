package dev.kerf.internal.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hugo's paired shortcodes: {@code {{< code-toggle file=hugo >}}} ... {@code {{< /code-toggle >}}}
 * (or {@code {{% name %}}} ... {@code {{% /name %}}}) around Markdown or a configuration, which
 * CommonMark reads as paragraphs. What they hold is one unit, as a fence's code is: a blank line
 * inside one made two paragraphs, and a chunk was cut between them. A self-closing one
 * ({@code {{< name />}}}) and one never closed hold nothing.
 */
final class Shortcodes {
    /** A shortcode's tag: its delimiter, a closing slash, its name, and a self-closing slash before its end. */
    private static final Pattern TAG = Pattern.compile("\\{\\{([<%])\\s*(/?)\\s*([\\w.-]+)[^}]*?(/?)\\s*[>%]\\}\\}");

    private Shortcodes() {}

    /** The ranges {@code {start, end}} from each paired shortcode's opening tag to the end of its closing tag, outer ones first. */
    static List<int[]> find(String text, int from) {
        if (text.indexOf("{{<", from) < 0 && text.indexOf("{{%", from) < 0) {
            return List.of(); // most pages: no tag to read
        }
        List<int[]> out = new ArrayList<>();
        List<Object[]> open = new ArrayList<>(); // {name, start, index in out}
        Matcher m = TAG.matcher(text);
        m.region(from, text.length());
        while (m.find()) {
            String name = m.group(1) + m.group(3);
            if (m.group(2).isEmpty()) {
                if (m.group(4).isEmpty()) {
                    open.add(new Object[] {name, m.start(), out.size()});
                    out.add(null);
                }
                continue;
            }
            for (int k = open.size() - 1; k >= 0; k--) {
                if (open.get(k)[0].equals(name)) {
                    out.set((Integer) open.get(k)[2], new int[] {(Integer) open.get(k)[1], m.end()});
                    open.subList(k, open.size()).clear();
                    break;
                }
            }
        }
        out.removeIf(r -> r == null);
        return List.copyOf(out);
    }
}
