package dev.kerf;

/** The input looks binary: it has a NUL byte in its first 8 KiB. */
public final class BinaryContentException extends ChunkingError {
    public BinaryContentException(String message) {
        super("binary", message);
    }
}
