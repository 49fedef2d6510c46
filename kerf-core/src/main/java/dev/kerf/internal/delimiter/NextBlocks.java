package dev.kerf.internal.delimiter;

import java.util.ArrayList;
import java.util.List;

/** Items that run until the next item of the same or higher priority. */
final class NextBlocks {
    private final BlockFinder f;
    private final SourceLines lines;

    NextBlocks(BlockFinder f) {
        this.f = f;
        this.lines = f.lines;
    }

    /** Items that run until the next item of the same or higher priority at no deeper indentation. */
    void nexts(List<Delimiter> rows, List<Block> out) {
        record Item(int line, int indent, Delimiter d, String opened) {}
        List<Item> items = new ArrayList<>();
        for (int line = 0; line < lines.count(); line++) {
            if (lines.isCodeBlank(line)) {
                continue;
            }
            Delimiter d = f.firstMatching(rows, lines.start(line), lines.contentEnd(line));
            if (d != null && d.start() != null) {
                items.add(new Item(line, lines.indent(line), d, f.matched(d, lines.start(line), lines.contentEnd(line), "")));
            }
        }
        for (int i = 0; i < items.size(); i++) {
            Item it = items.get(i);
            int endLine = lines.count() - 1;
            for (int j = i + 1; j < items.size(); j++) {
                Item next = items.get(j);
                if (next.indent() <= it.indent() && next.d().priority() >= it.d().priority()) {
                    endLine = f.leadIn(next.line()) - 1;
                    break;
                }
            }
            endLine = f.lastNonBlank(it.line(), endLine);
            out.add(f.wholeLines(it.line(), endLine, it.d(), it.opened(), "", true));
        }
    }
}
