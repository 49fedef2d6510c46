package dev.kerf.internal.delimiter;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import java.util.Arrays;

/** Line starts, indentation and blankness of a masked text, for the block finders. */
final class SourceLines {
    final String masked;
    final String original;
    private final int[] starts;

    SourceLines(String original, String masked) {
        this.original = original;
        this.masked = masked;
        this.starts = Lines.starts(original);
    }

    int count() {
        return starts.length;
    }

    int start(int line) {
        return starts[line];
    }

    /** One past the line's break (the next line's start, or the text's end). */
    int end(int line) {
        return line + 1 < starts.length ? starts[line + 1] : original.length();
    }

    /** The line's text without its break, from the masked text. */
    String masked(int line) {
        return masked.substring(starts[line], contentEnd(line));
    }

    String original(int line) {
        return original.substring(starts[line], contentEnd(line));
    }

    /** One past the line's last char before its break. */
    int contentEnd(int line) {
        int e = end(line);
        while (e > starts[line] && Whitespace.isLineBreak(original.charAt(e - 1))) {
            e--;
        }
        return e;
    }

    /** 0-based line holding char {@code pos}. */
    int lineOf(int pos) {
        int i = Arrays.binarySearch(starts, pos);
        return i >= 0 ? i : -i - 2;
    }

    boolean isBlank(int line) {
        return Whitespace.isBlank(original, starts[line], end(line));
    }

    /** Blank once strings and comments are masked: a comment-only (or string-only) line, or a blank one. */
    boolean isCodeBlank(int line) {
        return Whitespace.isBlank(masked, starts[line], end(line));
    }

    /** Columns of leading whitespace (a tab counts as one). */
    int indent(int line) {
        int i = starts[line];
        int e = end(line);
        while (i < e && (original.charAt(i) == ' ' || original.charAt(i) == '\t')) {
            i++;
        }
        return i - starts[line];
    }
}
