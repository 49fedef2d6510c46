package dev.kerf.spi;

import java.util.concurrent.CancellationException;

/**
 * Chunking stops when its thread is interrupted: a caller that gave up on a document (a server
 * request past its timeout, a cancelled task) gets its thread back instead of waiting for work
 * nobody will read. Nothing a finished chunking returns ever depends on this.
 */
public final class Cancellation {
    /** How many steps of a loop run between two looks at the interrupt flag. */
    private static final int EVERY = 256;

    private Cancellation() {}

    /**
     * Throws {@link CancellationException} when the current thread was interrupted; looks only
     * at every {@value #EVERY}th {@code step} (0 always looks). The interrupt flag stays set.
     */
    public static void check(int step) {
        if (step % EVERY == 0 && Thread.currentThread().isInterrupted()) {
            throw new CancellationException("chunking was interrupted");
        }
    }
}
