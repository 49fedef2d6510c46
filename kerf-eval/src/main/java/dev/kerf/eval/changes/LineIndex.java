package dev.kerf.eval.changes;

import java.util.Arrays;

/**
 * The lines of a text as git counts them: a line ends after each {@code \n}, and a last line
 * without one still counts. Offsets are UTF-16 chars; a line's content ends before its line break
 * ({@code \n}, or {@code \r\n}).
 */
final class LineIndex {
    private final String text;
    private final int[] starts;
    private final int count;

    LineIndex(String text) {
        this.text = text;
        int[] found = new int[64];
        int n = 0;
        int start = 0;
        while (start < text.length()) {
            if (n == found.length) {
                found = Arrays.copyOf(found, n * 2);
            }
            found[n++] = start;
            int newline = text.indexOf('\n', start);
            start = newline < 0 ? text.length() : newline + 1;
        }
        this.starts = Arrays.copyOf(found, n);
        this.count = n;
    }

    int count() {
        return count;
    }

    /** Where line {@code line} (1-based) starts. */
    int start(int line) {
        return starts[line - 1];
    }

    /** Where the content of line {@code line} ends: before its line break. */
    int contentEnd(int line) {
        int end = line < count ? starts[line] : text.length();
        if (end > starts[line - 1] && text.charAt(end - 1) == '\n') {
            end--;
            if (end > starts[line - 1] && text.charAt(end - 1) == '\r') {
                end--;
            }
        }
        return end;
    }

    /** Whether line {@code line} holds nothing but white space. */
    boolean isBlank(int line) {
        return text.substring(start(line), contentEnd(line)).isBlank();
    }
}
