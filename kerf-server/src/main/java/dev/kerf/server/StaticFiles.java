package dev.kerf.server;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;

/**
 * Serves the chunk previewer's files from the jar ({@code web/} beside this class): no CDN, so the
 * page works offline. Only the names listed here are served; nothing of the file system is.
 */
final class StaticFiles implements HttpHandler {
    private static final Map<String, String> FILES = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/app.js", "app.js",
            "/style.css", "style.css",
            "/favicon.ico", "favicon.svg",
            "/favicon.svg", "favicon.svg");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml");

    interface ErrorSender {
        void send(HttpExchange ex, ApiError e) throws IOException;
    }

    private final ErrorSender errors;
    private final java.util.function.Function<HttpExchange, ApiError> refusal;

    StaticFiles(ErrorSender errors, java.util.function.Function<HttpExchange, ApiError> refusal) {
        this.errors = errors;
        this.refusal = refusal;
    }

    @Override
    public void handle(HttpExchange ex) throws IOException {
        try (ex) {
            ApiError refused = refusal.apply(ex);
            if (refused != null) {
                errors.send(ex, refused);
                return;
            }
            String name = FILES.get(ex.getRequestURI().getPath());
            if (name == null) {
                errors.send(ex, new ApiError(404, "not_found", "no such page: " + ex.getRequestURI().getPath()));
                return;
            }
            if (!ex.getRequestMethod().equals("GET") && !ex.getRequestMethod().equals("HEAD")) {
                ex.getResponseHeaders().set("Allow", "GET, HEAD"); // a 405 says which methods are allowed (RFC 9110)
                errors.send(ex, new ApiError(405, "method_not_allowed", "pages take GET"));
                return;
            }
            byte[] bytes;
            try (InputStream in = StaticFiles.class.getResourceAsStream("web/" + name)) {
                if (in == null) {
                    errors.send(ex, new ApiError(500, "internal_error", "the page " + name + " is missing from the jar"));
                    return;
                }
                bytes = in.readAllBytes();
            }
            ex.getResponseHeaders().set("Content-Type", TYPES.get(name.substring(name.lastIndexOf('.') + 1)));
            ex.getResponseHeaders().set("Cache-Control", "no-cache");
            ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            // The page is not to be framed by another site's (clickjacking).
            ex.getResponseHeaders().set("Content-Security-Policy", "frame-ancestors 'none'");
            ex.getResponseHeaders().set("X-Frame-Options", "DENY");
            boolean head = ex.getRequestMethod().equals("HEAD");
            ex.sendResponseHeaders(200, head ? -1 : bytes.length);
            if (!head) {
                try (OutputStream out = ex.getResponseBody()) {
                    out.write(bytes);
                }
            }
        }
    }
}
