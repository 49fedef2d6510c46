package dev.kerf.cli;

import dev.kerf.Chunk;
import dev.kerf.FileOutcome;
import dev.kerf.SkipReason;
import dev.kerf.config.KerfConfig;
import dev.kerf.git.FolderWalk;
import dev.kerf.git.GitBlobs;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.util.Map;

/**
 * Chunks one input into its JSON lines, or says why it was skipped: {@code not_found},
 * {@code unreadable}, {@code too_large}, {@code binary}, {@code invalid_encoding},
 * {@code lfs_pointer}, {@code empty} (no bytes, or white space only), {@code timeout} (over
 * {@code --file-timeout}), or {@code internal_error} for a failure of kerf itself (which a run
 * survives too). Thread-safe.
 */
final class FileChunker {
    private final KerfConfig settings;
    private final String language;
    private final long maxFileBytes;
    private final long timeoutMillis;

    /**
     * @param language the language every input is chunked as, or null to detect it
     * @param maxFileBytes inputs larger than this are skipped as {@code too_large}
     * @param timeoutMillis how long chunking one input may take before it is given up as
     *     {@code timeout}; 0 for no limit
     */
    FileChunker(KerfConfig settings, String language, long maxFileBytes, long timeoutMillis) {
        this.settings = settings;
        this.language = language;
        this.maxFileBytes = maxFileBytes;
        this.timeoutMillis = timeoutMillis;
    }

    /**
     * A file, or standard input when {@code in.file()} is null. Running out of heap anywhere in it
     * (reading the bytes, chunking, writing the chunks' JSON) skips the file as out_of_memory.
     */
    FileResult file(FolderWalk.Input in) {
        try {
            return read(in);
        } catch (OutOfMemoryError e) {
            return outOfMemory(in.displayPath(), in.size(), Map.of());
        }
    }

    private FileResult read(FolderWalk.Input in) {
        byte[] bytes;
        try {
            if (in.file() != null && in.size() > maxFileBytes) {
                return skipped(in.displayPath(), SkipReason.tooLarge(in.size(), maxFileBytes), in.size());
            }
            bytes = readAtMost(in, maxFileBytes);
            if (bytes == null) {
                return skipped(in.displayPath(), SkipReason.leftToRead(maxFileBytes), maxFileBytes);
            }
        } catch (NoSuchFileException e) {
            return skipped(in.displayPath(), "not_found", 0, "no such file: " + e.getMessage());
        } catch (IOException e) {
            return skipped(in.displayPath(), "unreadable", 0, FolderWalk.why(e));
        } catch (SecurityException e) {
            return skipped(in.displayPath(), "unreadable", 0, String.valueOf(e.getMessage()));
        }
        return chunk(in.displayPath(), bytes, null, Map.of());
    }

    /** The input's bytes, or null when it holds more than {@code max} ({@link FileOutcome#readAtMost}). */
    private static byte[] readAtMost(FolderWalk.Input in, long max) throws IOException {
        try (java.io.InputStream stream = in.file() == null ? new java.io.FilterInputStream(System.in) {
                    @Override
                    public void close() {} // standard input stays open
                } : Files.newInputStream(in.file())) {
            return FileOutcome.readAtMost(stream, max);
        }
    }

    /** One blob of a repository; {@code withCommits} adds the commits that introduced it. Out of heap as {@link #file}. */
    FileResult blob(GitBlobs git, GitBlobs.Blob blob, boolean withCommits) {
        // In this order, as docs/cli.md gives it: Map.of's order changes from one JVM run to the next.
        // A blob's skip report carries them too: with --all-history a path holds many blobs.
        Map<String, Object> extra = new java.util.LinkedHashMap<>();
        extra.put("blob_sha", blob.sha());
        if (withCommits) {
            extra.put("commits", blob.commits());
        }
        try {
            return readBlob(git, blob, extra);
        } catch (OutOfMemoryError e) {
            return outOfMemory(blob.path(), blob.size(), extra);
        }
    }

    /** What the chunks of a file too large for the heap say; {@link FileOutcome} says the same of a failed chunking. */
    private static FileResult outOfMemory(String path, long bytes, Map<String, Object> extra) {
        return skipped(path, SkipReason.outOfMemory(bytes), Math.max(0, bytes), extra);
    }

    private FileResult readBlob(GitBlobs git, GitBlobs.Blob blob, Map<String, Object> extra) {
        if (blob.size() > maxFileBytes) {
            return skipped(blob.path(), SkipReason.tooLarge(blob.size(), maxFileBytes), blob.size(), extra);
        }
        byte[] bytes;
        try {
            bytes = git.read(blob.sha());
        } catch (IOException | RuntimeException e) {
            return skipped(blob.path(), "unreadable", blob.size(), "blob " + blob.sha() + ": " + e.getMessage(), extra);
        }
        return chunk(blob.path(), bytes, blob.sha(), extra);
    }

    private FileResult chunk(String path, byte[] bytes, String blobSha, Map<String, Object> extra) {
        FileOutcome outcome;
        try (FileDeadline deadline = timeoutMillis > 0 ? new FileDeadline(timeoutMillis) : null) {
            outcome = FileOutcome.of(path, bytes, blobSha, maxFileBytes, language, settings::kerfFor);
            if (deadline != null && deadline.passed()) {
                return skipped(path, "timeout", bytes.length, "chunking took longer than --file-timeout ("
                        + timeoutMillis / 1000.0 + " s): left out", extra);
            }
        }
        if (outcome.skipped() != null) {
            return skipped(path, outcome.skipped(), bytes.length, extra);
        }
        StringWriter out = new StringWriter();
        JsonLines lines = new JsonLines(out);
        long tokens = 0;
        boolean parseErrors = false;
        try {
            for (Chunk c : outcome.chunks()) {
                lines.chunk(path, c, extra);
                tokens += c.tokenCount();
                parseErrors |= Boolean.TRUE.equals(c.metadata().get(dev.kerf.spi.Labels.HAS_PARSE_ERRORS.key()));
            }
            lines.flush();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // a StringWriter does not fail
        }
        return new FileResult(out.toString(), "", outcome.language(), outcome.chunks().size(), tokens, bytes.length, null, parseErrors);
    }

    private static FileResult skipped(String path, SkipReason why, long bytes) {
        return skipped(path, why.code(), bytes, why.message());
    }

    private static FileResult skipped(String path, SkipReason why, long bytes, Map<String, Object> extra) {
        return skipped(path, why.code(), bytes, why.message(), extra);
    }

    static FileResult skipped(String path, String reason, long bytes, String message) {
        return skipped(path, reason, bytes, message, Map.of());
    }

    /** A skip report with more fields after the message: a blob's {@code blob_sha} and {@code commits}. */
    private static FileResult skipped(String path, String reason, long bytes, String message, Map<String, Object> extra) {
        return new FileResult("", report(path, reason, message, extra), null, 0, 0, bytes, reason, false);
    }

    static String report(String path, String reason, String message) {
        return report(path, reason, message, Map.of());
    }

    private static String report(String path, String reason, String message, Map<String, Object> extra) {
        StringWriter w = new StringWriter();
        try {
            JsonLines lines = new JsonLines(w);
            lines.error(path, reason, message, extra);
            lines.flush();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return w.toString();
    }
}
