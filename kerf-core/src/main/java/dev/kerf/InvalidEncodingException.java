package dev.kerf;

/** The input is not valid UTF-8 (or, for text given as a {@code String}, holds an unpaired surrogate). */
public final class InvalidEncodingException extends ChunkingError {
    private final long offset;

    public InvalidEncodingException(String message, long offset) {
        super("invalid_encoding", message);
        this.offset = offset;
    }

    /** The byte offset (or, for a {@code String}, the char offset) of the first bad unit. */
    public long offset() {
        return offset;
    }
}
