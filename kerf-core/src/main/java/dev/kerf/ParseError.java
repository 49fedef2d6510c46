package dev.kerf;

/** A parser could not make sense of the input (raised only where a strict mode asks for it). */
public final class ParseError extends ChunkingError {
    public ParseError(String message) {
        super("parse_error", message);
    }

    public ParseError(String message, Throwable cause) {
        super("parse_error", message, cause);
    }
}
