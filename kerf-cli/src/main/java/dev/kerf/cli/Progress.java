package dev.kerf.cli;

import java.io.PrintWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A one-line progress display on standard error: files, MB, chunks, rate, time left. On a
 * terminal it is drawn over itself at most five times a second and cleared before any report line
 * is written; elsewhere (a file, a pipe: {@code --progress} asked for it) it is a plain line at
 * most once a second, with no terminal codes, so that the JSON report lines between stay whole.
 */
final class Progress {
    private final PrintWriter err;
    private final boolean terminal = stderrIsTerminal();
    private final long totalFiles;
    private final long totalBytes;
    private final long start = System.nanoTime();
    private long lastDraw;
    private boolean drawn;

    Progress(PrintWriter err, long totalFiles, long totalBytes) {
        this.err = err;
        this.totalFiles = totalFiles;
        this.totalBytes = totalBytes;
    }

    /**
     * Whether standard error is a terminal: on Linux, where {@code /proc/self/fd/2} leads (a
     * {@code /dev/pts} or {@code /dev/tty} device); elsewhere, whether the JVM has an interactive
     * console.
     */
    static boolean stderrIsTerminal() {
        try {
            Path fd = Path.of("/proc/self/fd/2");
            if (Files.exists(fd, LinkOption.NOFOLLOW_LINKS)) {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
            return System.console() != null && System.console().isTerminal();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    void update(Summary s, long doneFiles) {
        long now = System.nanoTime();
        if (now - lastDraw < (terminal ? 200_000_000L : 1_000_000_000L) && doneFiles < totalFiles) {
            return;
        }
        lastDraw = now;
        double seconds = (now - start) / 1e9;
        double rate = seconds > 0 ? s.bytes / 1e6 / seconds : 0;
        // The bytes still to read: the total counts files that are then skipped (binaries), so at the end none are left.
        double left = doneFiles < totalFiles && totalBytes > s.bytes && s.bytes > 0 ? seconds * (totalBytes - s.bytes) / s.bytes : 0;
        err.printf(Locale.ROOT, "%s%d/%d files  %.1f/%.1f MB  %d chunks  %.1f MB/s  ETA %ds%s", terminal ? "\r\033[K" : "",
                doneFiles, totalFiles, s.bytes / 1e6, totalBytes / 1e6, s.chunks, rate, Math.round(left), terminal ? "" : "\n");
        err.flush();
        drawn = terminal;
    }

    /** Clears the line so a report or the summary can be written. */
    void clear() {
        if (drawn) {
            err.print("\r\033[K");
            err.flush();
            drawn = false;
        }
    }
}
