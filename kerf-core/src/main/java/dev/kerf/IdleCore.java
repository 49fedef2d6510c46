package dev.kerf;

import dev.kerf.internal.pack.Packer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Shares a document's tokenizer pass with an idle core. While one thread builds the structure
 * (for code, the parse), a helper from the common pool counts the pass's blocks; the packing
 * thread counts whatever is left. A helper pays off only when a core would otherwise idle: when
 * every core already chunks a file of its own (a batch over a folder), a helper just takes turns
 * with them and costs about 7% in switching. So kerf counts the threads at work on documents in
 * this process and offers a pass only while there are fewer than cores.
 */
final class IdleCore {
    /** Below this size a document's pass is not worth handing over. */
    static final int MIN_CHARS = 4 * 1024;
    private static final int CORES = Runtime.getRuntime().availableProcessors();
    private static final AtomicInteger WORKING = new AtomicInteger();

    private IdleCore() {}

    /** Runs {@code work} counted as one thread at work on a document. */
    static <T> T working(Supplier<T> work) {
        WORKING.incrementAndGet();
        try {
            return work.get();
        } finally {
            WORKING.decrementAndGet();
        }
    }

    /** Offers {@code tokens} to a helper when the text is large enough and a core is free. */
    static void offer(String text, Packer.Tokens tokens) {
        if (text.length() >= MIN_CHARS && WORKING.get() < CORES) {
            // A helper does not count itself: one still leaving the last document's pass would
            // otherwise keep the next document from being offered one.
            CompletableFuture.runAsync(tokens::help);
        }
    }
}
