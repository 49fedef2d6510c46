package dev.kerf;

/**
 * The base of every exception kerf throws for input it cannot chunk.
 *
 * <p>Misuse of the API (bad options) raises {@link IllegalArgumentException} instead; reading a file
 * raises {@link java.io.IOException}.
 */
public class ChunkingError extends RuntimeException {
    private final String code;

    /**
     * @param code a short machine-readable reason in snake_case, such as {@code invalid_encoding}
     * @param message a sentence for people
     */
    public ChunkingError(String code, String message) {
        super(message);
        this.code = code;
    }

    public ChunkingError(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    /** A short machine-readable reason, such as {@code invalid_encoding} or {@code binary}. */
    public String code() {
        return code;
    }
}
