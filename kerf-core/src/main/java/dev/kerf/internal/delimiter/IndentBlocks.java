package dev.kerf.internal.delimiter;

import java.util.List;

/** Blocks of the lines indented deeper than a header line. */
final class IndentBlocks {
    private final BlockFinder f;
    private final SourceLines lines;

    IndentBlocks(BlockFinder f) {
        this.f = f;
        this.lines = f.lines;
    }

    /** Blocks of the lines indented deeper than a header, for headers on lines {@code [fromLine, toLine)}. */
    void indents(List<Delimiter> rows, int fromLine, int toLine, List<Block> out) {
        for (int line = fromLine; line < toLine; line++) {
            if (lines.isCodeBlank(line)) {
                continue;
            }
            Delimiter d = f.firstMatching(rows, lines.start(line), lines.contentEnd(line));
            if (d == null || d.start() == null) {
                continue;
            }
            int indent = lines.indent(line);
            int last = line;
            for (int k = line + 1; k < lines.count(); k++) {
                if (lines.isBlank(k)) {
                    continue;
                }
                if (lines.indent(k) <= indent && !lines.isCodeBlank(k)) {
                    break;
                }
                if (lines.indent(k) <= indent) {
                    break; // a comment at the header's depth ends the block too
                }
                last = k;
            }
            if (last > line) {
                out.add(f.wholeLines(line, last, d, f.matched(d, lines.start(line), lines.contentEnd(line), ""), "", false));
            }
        }
    }
}
