package dev.kerf;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * Why a file's bytes are not chunked before they are even decoded, in the words batch runs report:
 * {@code empty}, {@code too_large}, {@code lfs_pointer}. (Decoding adds {@code binary} and
 * {@code invalid_encoding}, as {@link ChunkingError} codes.) Shared by the CLI and the Spark job
 * so that both skip the same files for the same reasons.
 *
 * @param code the reason, in snake_case
 * @param message a sentence for people
 */
public record SkipReason(String code, String message) {
    /** The first line of a Git LFS pointer file: its content lives elsewhere. */
    private static final byte[] LFS_POINTER = "version https://git-lfs.github.com/spec/v1".getBytes(StandardCharsets.US_ASCII);

    /** The reason to skip these bytes, or empty when they are worth decoding and chunking. */
    public static Optional<SkipReason> of(byte[] bytes, long maxFileBytes) {
        if (bytes == null || bytes.length == 0) {
            return Optional.of(new SkipReason("empty", "an empty file has no chunks"));
        }
        if (bytes.length > maxFileBytes) {
            return Optional.of(tooLarge(bytes.length, maxFileBytes));
        }
        if (bytes.length >= LFS_POINTER.length && Arrays.equals(bytes, 0, LFS_POINTER.length, LFS_POINTER, 0, LFS_POINTER.length)) {
            return Optional.of(new SkipReason("lfs_pointer", "a Git LFS pointer: the content is stored outside the repository"));
        }
        return Optional.empty();
    }

    /** A file of white space only: it has no chunks, and is reported as empty too. */
    public static SkipReason blank() {
        return new SkipReason("empty", "only white space: no chunks");
    }

    /** A file read up to the cap with more left to read ({@link FileOutcome#readAtMost}): it grew, or it is a stream. */
    public static SkipReason leftToRead(long maxFileBytes) {
        return new SkipReason("too_large", "over max_file_bytes (" + maxFileBytes + " bytes), or over what one file can hold: more was left to read");
    }

    /** The code of {@link #outOfMemory}: a batch may try such a file again on its own. */
    public static final String OUT_OF_MEMORY = "out_of_memory";

    /**
     * A file of {@code size} bytes whose reading, chunking or output ran out of the Java heap. What
     * it held is garbage once it is skipped, so a batch goes on with the next file.
     */
    public static SkipReason outOfMemory(long size) {
        return new SkipReason(OUT_OF_MEMORY, "the Java heap ran out on this file" + (size >= 0 ? " (" + size + " bytes)" : "")
                + ": give the JVM more (JAVA_TOOL_OPTIONS=-Xmx8g, say) or lower max_file_bytes");
    }

    /** A file of {@code size} bytes over the cap, known before reading it. */
    public static SkipReason tooLarge(long size, long maxFileBytes) {
        return new SkipReason("too_large", "over max_file_bytes (" + maxFileBytes + " bytes): " + size + " bytes");
    }
}
