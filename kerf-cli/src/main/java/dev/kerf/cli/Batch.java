package dev.kerf.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the inputs of one command on several threads and writes their results in input order, so
 * the output is the same bytes on every run whatever the thread count. At most a few results per
 * thread wait in memory.
 */
final class Batch {
    private final int jobs;
    private final Writer out;
    private final PrintWriter err;
    private final Summary summary;
    private Progress progress;
    private long done;

    Batch(int jobs, Writer out, PrintWriter err, Summary summary) {
        this.jobs = jobs;
        this.out = out;
        this.err = err;
        this.summary = summary;
    }

    /** Shows progress over {@code totalFiles} inputs of {@code totalBytes}. */
    void showProgress(long totalFiles, long totalBytes) {
        progress = new Progress(err, totalFiles, totalBytes);
    }

    /** A report that comes from the walk, not from a file's chunking. */
    void report(String path, String reason, String message) {
        summary.skip(reason);
        writeErr(FileChunker.report(path, reason, message));
    }

    void run(List<Callable<FileResult>> tasks) throws IOException {
        if (tasks.isEmpty()) {
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs), r -> {
            Thread t = new Thread(null, r, "kerf-chunk", 64L << 20); // deep structures need a deep stack
            t.setDaemon(true);
            return t;
        });
        try {
            ArrayDeque<Future<FileResult>> window = new ArrayDeque<>();
            int next = 0;
            int written = 0;
            while (next < tasks.size() || !window.isEmpty()) {
                while (next < tasks.size() && window.size() < jobs * 4) {
                    window.add(pool.submit(tasks.get(next++)));
                }
                FileResult result = get(window.poll());
                if (dev.kerf.SkipReason.OUT_OF_MEMORY.equals(result.skip()) && jobs > 1) {
                    result = alone(tasks.get(written), window);
                }
                write(result);
                written++;
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Runs again, with nothing else under way, a task whose file ran out of heap beside others: the
     * files chunked at the same time may have filled it, and a file must not be lost to what ran
     * beside it. The tasks in the window finish first (their results wait).
     */
    private static FileResult alone(Callable<FileResult> task, ArrayDeque<Future<FileResult>> window) {
        for (Future<FileResult> f : window) {
            get(f);
        }
        try {
            return task.call();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static FileResult get(Future<FileResult> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private void write(FileResult r) throws IOException {
        summary.add(r);
        done++;
        if (!r.out().isEmpty()) {
            out.write(r.out());
        }
        if (!r.err().isEmpty()) {
            writeErr(r.err());
        }
        if (progress != null) {
            progress.update(summary, done);
        }
    }

    private void writeErr(String lines) {
        if (progress != null) {
            progress.clear();
        }
        err.print(lines);
        err.flush();
    }

    /** Clears the progress line at the end. */
    void finish() {
        if (progress != null) {
            progress.clear();
        }
    }
}
