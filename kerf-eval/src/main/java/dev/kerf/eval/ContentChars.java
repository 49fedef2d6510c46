package dev.kerf.eval;

import java.util.List;

/**
 * Counts the chars of ranges of one text that are not white space. The budget metrics weigh
 * ranges this way: white space is not content, so a splitter that strips it between its chunks
 * loses no recall for that, and a blanked doc comment inside a target function counts for nothing.
 */
public final class ContentChars {
    private final int[] before;

    public ContentChars(String text) {
        before = new int[text.length() + 1];
        for (int i = 0; i < text.length(); i++) {
            before[i + 1] = before[i] + (PythonWhitespace.isSpace(text.charAt(i)) ? 0 : 1);
        }
    }

    /** Chars of the range that are not white space. */
    public int in(CharRange range) {
        return before[Math.min(range.end(), before.length - 1)] - before[Math.min(range.start(), before.length - 1)];
    }

    /** The same summed over ranges that do not overlap (a union). */
    public long in(List<CharRange> disjoint) {
        long sum = 0;
        for (CharRange r : disjoint) {
            sum += in(r);
        }
        return sum;
    }

    /** The range without white space at either end (empty at its start when all of it is). */
    public CharRange trim(CharRange range) {
        int start = range.start();
        int end = range.end();
        while (start < end && before[start + 1] == before[start]) {
            start++;
        }
        while (end > start && before[end] == before[end - 1]) {
            end--;
        }
        return new CharRange(start, end);
    }
}
