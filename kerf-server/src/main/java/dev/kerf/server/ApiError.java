package dev.kerf.server;

/**
 * A request the API refuses, answered as {@code {"error": code, "message": ...}} with an HTTP
 * status: 400 for malformed JSON, an unknown option or a wrong type, 413 for a body over the size
 * cap, 422 for content that is not text, 404 and 405 for the wrong path or method, 503 for a
 * timeout or a full server.
 */
final class ApiError extends RuntimeException {
    final int status;
    final String code;

    ApiError(int status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }
}
