package dev.kerf.internal.notebook;

import dev.kerf.internal.notebook.Notebook.Cell;
import dev.kerf.internal.notebook.Notebook.SourceLines;
import dev.kerf.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a position of a notebook's view lies in its file, and back. The two have the same lines;
 * on a source line the view holds the string decoded from its first column, the file the string
 * as written ({@code     "print(\"hi\")\n",}). The start of a view line, or the end of its
 * indentation, is the start of the file line, its end (and the blanks after it) the file line's
 * end, and a char between is the char it was decoded from, so that a cut a structure makes between two sentences of a line falls between
 * the same two sentences of the file, escapes and all.
 */
final class ViewMap {
    private final String text;
    private final int[] lineStarts;
    private final int[] stringStarts;
    private final int[] shown;
    private final int[] breaks;

    /** The map of the view of {@code code} cells (else Markdown cells) of {@code notebook} over {@code text}. */
    ViewMap(String text, Notebook notebook, boolean code) {
        this.text = text;
        List<int[]> rows = new ArrayList<>();
        for (Cell cell : notebook.cells()) {
            if (!notebook.shows(cell, code)) {
                continue;
            }
            SourceLines s = cell.source();
            for (int k = 0; k < s.lines().length; k++) {
                int lineStart = s.lineStarts()[k];
                int lineBreak = Lines.breakAt(text, lineStart, text.length());
                rows.add(new int[] {lineStart, s.stringStarts()[k], Notebook.shown(s.lines()[k], code),
                        lineBreak < 0 ? text.length() : lineBreak});
            }
        }
        int n = rows.size();
        lineStarts = new int[n];
        stringStarts = new int[n];
        shown = new int[n];
        breaks = new int[n];
        for (int i = 0; i < n; i++) {
            int[] r = rows.get(i);
            lineStarts[i] = r[0];
            stringStarts[i] = r[1];
            shown[i] = r[2];
            breaks[i] = r[3];
        }
    }

    /** The source line holding {@code at} (up to its line break), or -1. */
    private int lineOf(int at) {
        int lo = 0;
        int hi = lineStarts.length - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (lineStarts[mid] <= at) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found >= 0 && at < breaks[found] ? found : -1;
    }

    /** The file position of the view position {@code at}. */
    int toFile(int at) {
        int k = lineOf(at);
        if (k < 0 || at == lineStarts[k]) {
            return at;
        }
        int column = at - lineStarts[k];
        if (column >= shown[k]) {
            return breaks[k];
        }
        int p = stringStarts[k];
        boolean indentation = true;
        for (int c = 0; c < column; c++) {
            indentation &= text.charAt(p) == ' ' || text.startsWith("\\t", p);
            p += escapeLength(p);
        }
        // After the line's indentation (a nested list item, an indented statement), the line's start.
        return indentation ? lineStarts[k] : p;
    }

    /** The view position of the file position {@code at}. */
    int toView(int at) {
        int k = lineOf(at);
        if (k < 0 || at <= stringStarts[k]) {
            return k < 0 ? at : lineStarts[k];
        }
        int p = stringStarts[k];
        int column = 0;
        while (column < shown[k] && p + escapeLength(p) <= at) {
            p += escapeLength(p);
            column++;
        }
        return lineStarts[k] + column;
    }

    /** How many chars of the file a decoded char at {@code p} was written with. */
    private int escapeLength(int p) {
        if (text.charAt(p) != '\\' || p + 1 >= text.length()) {
            return 1;
        }
        return text.charAt(p + 1) == 'u' ? 6 : 2;
    }
}
