package dev.kerf.internal.delimiter;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Blocks opened by a keyword line and closed by one such as {@code end} or {@code fi}. */
final class KeywordBlocks {
    private final BlockFinder f;
    private final SourceLines lines;

    KeywordBlocks(BlockFinder f) {
        this.f = f;
        this.lines = f.lines;
    }

    /** Keyword blocks closed by a line such as {@code end}, {@code fi} or {@code End Sub}; unclosed openers are dropped. */
    void keywords(List<Delimiter> rows, List<Block> out) {
        record Open(int line, Delimiter d, String opened) {}
        Deque<Open> stack = new ArrayDeque<>();
        for (int line = 0; line < lines.count(); line++) {
            if (lines.isCodeBlank(line)) {
                continue;
            }
            int from = lines.start(line);
            int to = lines.contentEnd(line);
            // A closer first: it may close the block a fence-like opener (closer == start) opened.
            Open closedHere = null;
            int depth = 0;
            for (Open o : stack) {
                if (f.lineMatches(o.d().closer(), line)) {
                    closedHere = o;
                    break;
                }
                if (++depth > 64) {
                    break;
                }
            }
            if (closedHere != null) {
                while (!stack.isEmpty() && stack.peek() != closedHere) {
                    stack.pop(); // openers that never closed inside it were not blocks
                }
                stack.pop();
                Matcher cm = f.region(closedHere.d().closer(), from, to);
                String closed = cm.find() ? cm.group().strip() : "";
                out.add(f.wholeLines(closedHere.line(), line, closedHere.d(), closedHere.opened(), closed, false));
                if (closedHere.d().closer() == closedHere.d().start()) {
                    continue;
                }
            }
            Delimiter d = f.firstMatching(rows, from, to);
            if (d != null && d.start() != null) {
                Matcher sm = f.region(d.start(), from, to);
                sm.find();
                String opened = sm.group().strip();
                if (!closesInline(d, lines.masked.substring(sm.end(), to))) {
                    stack.push(new Open(line, d, opened.length() > 40 ? opened.substring(0, 40) : opened));
                }
            }
        }
    }

    /** A one-line block such as {@code def x; end}: its closer follows the opener on the same line. */
    private static boolean closesInline(Delimiter d, String rest) {
        if (d.closer() == d.start()) {
            return false;
        }
        String inline = d.closer().pattern().replaceFirst("^\\^\\\\s\\*", "(?:^|[\\\\s;])");
        return Pattern.compile(inline).matcher(rest).find();
    }
}
