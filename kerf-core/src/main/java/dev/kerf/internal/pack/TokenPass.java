package dev.kerf.internal.pack;

import dev.kerf.internal.text.Lines;
import dev.kerf.tokens.TokenCounter;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The one tokenizer pass over a document, cut into blocks that more than one thread can count.
 *
 * <p>The blocks begin at positions where the tokenizer's counts add up (see
 * {@link TokenCounter#isAdditiveBoundary}), one after every {@value #BLOCK_CHARS} chars or so,
 * so each block is counted on its own and the sums stay exact. Inside a block, the pass marks every
 * additive line start, and within long lines an additive position every {@value #STRIDE} chars or
 * so; each piece between two marks is counted once. The blocks and marks depend on the text alone,
 * so the result is the same whichever threads counted which blocks.
 *
 * <p>A thread that wants the counts calls {@link #finish()}: it counts the blocks nobody has taken
 * yet and then waits for the ones other threads are counting ({@link #help()}). A helper that
 * starts late finds nothing left and returns at once.
 */
final class TokenPass {
    /** About how many chars one block holds: large enough that handing one over costs nothing. */
    static final int BLOCK_CHARS = 8 * 1024;
    /**
     * Inside long lines, a mark at the first additive position after this many chars. A range's
     * edges are re-counted from the nearest mark, so prose (a paragraph on one line) wants marks
     * close together; pieces of 64 chars cost the pass a few percent over 256, and packing the
     * Chroma corpora ran about 9% faster.
     */
    private static final int STRIDE = 64;

    private final String text;
    private final TokenCounter counter;
    /** Block b is {@code [bounds[b], bounds[b + 1])}. */
    private final int[] bounds;
    private final int[][] marks;
    private final int[][] counts;
    private final AtomicInteger next = new AtomicInteger();
    private final CountDownLatch counted;
    private volatile Throwable failure;
    private DocumentTokens result;

    TokenPass(String text, TokenCounter counter, int blockChars) {
        this.text = text;
        this.counter = counter;
        this.bounds = bounds(text, counter, blockChars);
        int blocks = bounds.length - 1;
        this.marks = new int[blocks][];
        this.counts = new int[blocks][];
        this.counted = new CountDownLatch(blocks);
    }

    /** The block starts: 0, the first additive position at or after every {@code blockChars}, and the end. */
    private static int[] bounds(String text, TokenCounter counter, int blockChars) {
        int n = text.length();
        int[] out = new int[n / blockChars + 2];
        int count = 0;
        out[count++] = 0;
        for (int at = blockChars; at < n; at += blockChars) {
            // Not past the next block's start: a text with no additive position for a while gets fewer blocks.
            for (int p = Math.max(at, out[count - 1] + 1); p < n && p < at + blockChars; p++) {
                if (counter.isAdditiveBoundary(text, p)) {
                    out[count++] = p;
                    break;
                }
            }
        }
        if (n > 0) {
            out[count++] = n;
        }
        return Arrays.copyOf(out, count);
    }

    /** Counts blocks nobody has taken yet; for a thread other than the one that will {@link #finish()}. */
    void help() {
        take(false);
    }

    /**
     * Counts blocks nobody has taken yet. The owner (the thread that will use the counts) stops if
     * its thread was interrupted: work given up on (a server request past its timeout) must not
     * run on. Only the owner checks, so an interrupted helper never fails another thread's document.
     */
    private void take(boolean owner) {
        for (int b = next.getAndIncrement(); b < marks.length; b = next.getAndIncrement()) {
            if (owner) {
                dev.kerf.spi.Cancellation.check(0);
            }
            try {
                if (failure == null) {
                    count(b);
                }
            } catch (RuntimeException | Error e) {
                failure = e;
            } finally {
                counted.countDown();
            }
        }
    }

    /** Counts what is left, waits for the blocks other threads took, and gives the counts. */
    DocumentTokens finish() {
        if (result != null) {
            return result;
        }
        take(true);
        try {
            counted.await();
        } catch (InterruptedException e) {
            // Interrupted while other threads count: a cancellation like any other, flag kept.
            Thread.currentThread().interrupt();
            CancellationException cancelled = new CancellationException("chunking was interrupted");
            cancelled.initCause(e);
            throw cancelled;
        }
        Throwable f = failure;
        if (f instanceof RuntimeException r) {
            throw r;
        }
        if (f instanceof Error e) {
            throw e;
        }
        result = merged();
        return result;
    }

    /** Marks block {@code b} and counts its pieces. */
    private void count(int b) {
        int from = bounds[b];
        int to = bounds[b + 1];
        int[] m = new int[16];
        int k = 0;
        m[k++] = from;
        Lines lines = new Lines(text);
        int last = from;
        int lineStart = from;
        while (lineStart < to) {
            int lineEnd = lines.lineEnd(lineStart, to);
            // Inside a long line, the first additive position after every STRIDE chars.
            for (int p = Math.max(last + STRIDE, lineStart + 1); p < lineEnd; p++) {
                if (counter.isAdditiveBoundary(text, p)) {
                    m = add(m, k++, p);
                    last = p;
                    p = last + STRIDE - 1;
                }
            }
            if (lineEnd < to && counter.isAdditiveBoundary(text, lineEnd)) {
                m = add(m, k++, lineEnd);
                last = lineEnd;
            }
            lineStart = lineEnd;
        }
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = Packer.checkedCount(counter, text.substring(m[i], i + 1 < k ? m[i + 1] : to));
        }
        marks[b] = Arrays.copyOf(m, k);
        counts[b] = c;
    }

    private static int[] add(int[] marks, int at, int mark) {
        int[] out = at == marks.length ? Arrays.copyOf(marks, at * 2) : marks;
        out[at] = mark;
        return out;
    }

    /** All blocks' marks in one list, the text's end last, with prefix sums of the piece counts. */
    private DocumentTokens merged() {
        int total = 1;
        for (int[] m : marks) {
            total += m.length;
        }
        if (text.isEmpty()) {
            return new DocumentTokens(text, counter, new int[] {0}, new long[1]);
        }
        int[] all = new int[total];
        long[] prefix = new long[total];
        int k = 0;
        for (int b = 0; b < marks.length; b++) {
            for (int i = 0; i < marks[b].length; i++) {
                all[k] = marks[b][i];
                prefix[k + 1] = prefix[k] + counts[b][i];
                k++;
            }
        }
        all[k] = text.length();
        return new DocumentTokens(text, counter, all, prefix);
    }
}
