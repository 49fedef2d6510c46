package dev.kerf.cli;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A time limit on chunking one file ({@code --file-timeout}): when it passes, the thread doing the
 * work is interrupted, which chunking answers by stopping (tree-sitter's parse and the packing
 * loops look at the flag), so one pathological file cannot hold a batch run up for minutes.
 * Opened and closed on the thread that chunks the file.
 */
final class FileDeadline implements AutoCloseable {
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "kerf-file-timeout");
        t.setDaemon(true);
        return t;
    });

    private final Thread worker = Thread.currentThread();
    private final ScheduledFuture<?> alarm;
    private boolean passed;
    private boolean closed;

    FileDeadline(long millis) {
        this.alarm = TIMER.schedule(this::expire, millis, TimeUnit.MILLISECONDS);
    }

    private synchronized void expire() {
        if (!closed) {
            passed = true;
            worker.interrupt();
        }
    }

    /** Whether the limit passed before {@link #close()}. */
    synchronized boolean passed() {
        return passed;
    }

    /** Stops the alarm; clears the interrupt this deadline made, so that the thread can chunk the next file. */
    @Override
    public void close() {
        boolean interrupted;
        synchronized (this) {
            closed = true;
            interrupted = passed;
        }
        alarm.cancel(false);
        if (interrupted) {
            Thread.interrupted();
        }
    }
}
