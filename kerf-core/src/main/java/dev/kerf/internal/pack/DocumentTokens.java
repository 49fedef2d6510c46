package dev.kerf.internal.pack;

import dev.kerf.tokens.TokenCounter;
import java.util.Arrays;

/**
 * Exact token counts for any range of one document, from a single tokenizer pass.
 *
 * <p>The document is cut at positions where the tokenizer's counts are additive (see
 * {@link TokenCounter#isAdditiveBoundary} and {@link TokenPass}); each piece between two such marks
 * is counted once, and prefix sums answer the count of any range between marks at no further cost.
 * A range whose ends fall between marks is counted as its partial pieces at the edges plus the
 * prefix sums in between, which is exact for the same reason. Not thread-safe: one instance per document and thread.
 */
final class DocumentTokens {
    /** How far before a new end {@link #countShortened} looks for a position where counts add up. */
    private static final int NEAR = 64;

    private final String text;
    private final TokenCounter counter;
    private final int[] marks;
    private final long[] prefix;

    /** {@code marks} ascending from 0 to the text's end; {@code prefix[k]} the count of {@code text[0, marks[k])}. */
    DocumentTokens(String text, TokenCounter counter, int[] marks, long[] prefix) {
        this.text = text;
        this.counter = counter;
        this.marks = marks;
        this.prefix = prefix;
    }

    /** Tokenizes {@code text} once, on this thread (see {@link TokenPass}). */
    static DocumentTokens index(String text, TokenCounter counter) {
        return new TokenPass(text, counter, TokenPass.BLOCK_CHARS).finish();
    }

    String text() {
        return text;
    }

    TokenCounter counter() {
        return counter;
    }

    /** Whether {@code text[a, b)} fits {@code budget} by the tokenizer's upper bound alone, without counting. */
    boolean surelyFits(int a, int b, int budget) {
        return counter.maxCount(b - a) <= budget;
    }

    /** The exact token count of {@code text[a, b)}. */
    int count(int a, int b) {
        if (a >= b) {
            return 0;
        }
        int first = ceilingMark(a);
        int last = floorMark(b);
        if (first > last || marks[first] >= b || marks[last] <= a) {
            return recount(a, b);
        }
        long sum = prefix[last] - prefix[first];
        if (a < marks[first]) {
            sum += recount(a, marks[first]);
        }
        if (marks[last] < b) {
            sum += recount(marks[last], b);
        }
        return (int) sum;
    }

    /**
     * The exact count of {@code text[a, newEnd)}, given that {@code text[a, b)} counts
     * {@code countAB} and {@code newEnd <= b}. Near the new end there is usually a position q where
     * counts add up; then {@code count(a, newEnd) = countAB - count(q, b) + count(q, newEnd)}, which
     * tokenizes a few chars instead of the run from the last mark (in indented code the marks can
     * be far apart).
     */
    int countShortened(int a, int b, int countAB, int newEnd) {
        for (int q = newEnd; q > a && q >= newEnd - NEAR; q--) {
            if (counter.isAdditiveBoundary(text, q)) {
                return countAB - recount(q, b) + recount(q, newEnd);
            }
        }
        return count(a, newEnd);
    }

    /**
     * About the largest {@code e} in {@code [a, limit]} with {@code count(a, e) <= budget}: exact up
     * to the last mark, then a proportional estimate inside the next piece (the tokenizer's own
     * when the range starts inside a piece). A hint, to be verified with {@link #count(int, int)}.
     */
    int reach(int a, int limit, int budget) {
        int pos = a;
        long remaining = budget;
        int k = ceilingMark(a);
        if (k >= marks.length || marks[k] >= limit) {
            return within(a, limit, (int) remaining);
        }
        if (a < marks[k]) {
            if (marks[k] - a > firstWindow((int) remaining)) {
                // A long piece with no mark inside (a run of blank lines is one BPE piece):
                // counting all of the rest of it for every chunk made such a run quadratic.
                // Ask the tokenizer how far the budget reaches within it first.
                int r = within(a, marks[k], (int) remaining);
                if (r < marks[k]) {
                    return r;
                }
            }
            int c = recount(a, marks[k]);
            if (c > remaining) {
                return within(a, marks[k], (int) remaining);
            }
            remaining -= c;
            pos = marks[k];
        }
        // The furthest mark not past limit whose prefix stays within the remaining budget.
        int hiMark = floorMark(limit);
        long target = prefix[k] + remaining;
        int lo = k;
        int hi = hiMark;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (prefix[mid] <= target) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        remaining -= prefix[lo] - prefix[k];
        pos = marks[lo];
        if (pos >= limit || lo + 1 >= marks.length) {
            return Math.min(pos, limit);
        }
        // Inside the next piece, whose count the pass already knows, assume its tokens are spread
        // evenly: a hint needs no more, and asking the tokenizer here cost 6% of a Java run.
        long pieceTokens = prefix[lo + 1] - prefix[lo];
        int pieceEnd = marks[lo + 1];
        if (pieceTokens <= remaining) {
            return Math.min(pieceEnd, limit);
        }
        int estimate = pos + (int) ((pieceEnd - pos) * remaining / pieceTokens);
        return Math.min(estimate, limit);
    }


    /** Asks the tokenizer how far {@code budget} tokens reach from {@code from}, looking at a growing window. */
    private int within(int from, int to, int budget) {
        if (budget <= 0 || from >= to) {
            return from;
        }
        int window = Math.min(to - from, firstWindow(budget));
        while (true) {
            int end = from + window;
            if (end < to && Character.isLowSurrogate(text.charAt(end)) && Character.isHighSurrogate(text.charAt(end - 1))) {
                end++; // never hand the tokenizer half a surrogate pair
            }
            int r = counter.reach(text.substring(from, end), budget);
            if (r < end - from || end == to) {
                return from + r;
            }
            window = (int) Math.min(to - from, window * 2L);
        }
    }

    /** The chars {@link #within} first hands the tokenizer: enough for {@code budget} tokens of most text. */
    private static int firstWindow(int budget) {
        return budget * 6 + 64;
    }

    private int recount(int a, int b) {
        return Packer.checkedCount(counter, text.substring(a, b));
    }

    /** Index of the first mark at or after {@code pos} (marks.length when none). */
    private int ceilingMark(int pos) {
        int i = Arrays.binarySearch(marks, pos);
        return i >= 0 ? i : -i - 1;
    }

    /** Index of the last mark at or before {@code pos} (-1 when none). */
    private int floorMark(int pos) {
        int i = Arrays.binarySearch(marks, pos);
        return i >= 0 ? i : -i - 2;
    }
}
