package dev.kerf.internal.delimiter;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Elements whose opening and closing tags stand on different lines, or whose one tag spans lines ({@code <x ... />}). */
final class TagBlocks {
    /** A tag: groups 1 ("/" when closing), 2 (the name) and 3 ("/" when self-closing). */
    static final Pattern TAG = Pattern.compile("<(/?)([A-Za-z][\\w:.-]*)\\b[^<>]*?(/?)>");
    private static final Set<String> VOID_ELEMENTS = Set.of("area", "base", "br", "col", "embed", "hr", "img", "input",
            "link", "meta", "param", "source", "track", "wbr", "keygen", "command", "basefont", "frame", "isindex");
    private static final Set<String> RAW_TEXT_ELEMENTS = Set.of("script", "style");

    private final BlockFinder f;
    private final SourceLines lines;

    TagBlocks(BlockFinder f) {
        this.f = f;
        this.lines = f.lines;
    }

    /** Elements whose opening and closing tags are on different lines; script and style bodies are not scanned. */
    void tags(List<Delimiter> rows, List<Block> out) {
        Delimiter d = rows.getFirst();
        record Open(String name, int pos) {}
        Deque<Open> stack = new ArrayDeque<>();
        String m = lines.masked;
        Matcher t = TAG.matcher(m);
        int from = 0;
        while (from < m.length() && t.find(from)) {
            from = t.end();
            String name = t.group(2).toLowerCase(Locale.ROOT);
            boolean closing = !t.group(1).isEmpty();
            boolean selfClosing = !t.group(3).isEmpty();
            if (!closing) {
                if (selfClosing) {
                    // An element written as one tag over several lines (an Android manifest's
                    // <activity android:name=".Checkout" ... />) is a block of its own.
                    int openLine = lines.lineOf(t.start());
                    int closeLine = lines.lineOf(t.end() - 1);
                    if (openLine != closeLine) {
                        out.add(f.wholeLines(openLine, closeLine, d, "<" + name + ">", "/>", false));
                    }
                    continue;
                }
                if (VOID_ELEMENTS.contains(name)) {
                    continue;
                }
                stack.push(new Open(name, t.start()));
                if (RAW_TEXT_ELEMENTS.contains(name)) {
                    int close = m.toLowerCase(Locale.ROOT).indexOf("</" + name, from);
                    if (close >= 0) {
                        from = close;
                    }
                }
                continue;
            }
            Open match = null;
            for (Open o : stack) {
                if (o.name().equals(name)) {
                    match = o;
                    break;
                }
            }
            if (match == null) {
                continue;
            }
            while (stack.peek() != match) {
                stack.pop();
            }
            stack.pop();
            int openLine = lines.lineOf(match.pos());
            int closeLine = lines.lineOf(t.start());
            if (openLine != closeLine) {
                out.add(f.wholeLines(openLine, closeLine, d, "<" + name + ">", "</" + name + ">", false));
            }
        }
    }
}
