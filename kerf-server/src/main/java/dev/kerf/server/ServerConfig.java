package dev.kerf.server;

/**
 * How the server runs.
 *
 * @param host the address to bind (127.0.0.1 by default: the API is for this machine)
 * @param port the port (0 for any free one)
 * @param maxBodyBytes the largest request body accepted (16 MiB by default); larger gets 413
 * @param workers threads chunking requests (requests are read and answered on virtual threads)
 * @param queue chunk requests that may wait for a chunking thread; more get 503 busy
 * @param timeoutMillis how long one chunking may take before the request gets 503
 */
public record ServerConfig(String host, int port, long maxBodyBytes, int workers, int queue, long timeoutMillis) {
    public ServerConfig {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port: must be 0 to 65535, was " + port);
        }
        if (maxBodyBytes < 1) {
            throw new IllegalArgumentException("--max-body-bytes: must be at least 1, was " + maxBodyBytes);
        }
        if (timeoutMillis < 1) {
            throw new IllegalArgumentException("--timeout-ms: must be at least 1, was " + timeoutMillis);
        }
        if (workers < 1 || queue < 1) {
            throw new IllegalArgumentException("workers and queue must be at least 1, were " + workers + " and " + queue);
        }
    }

    public static ServerConfig defaults() {
        return new ServerConfig("127.0.0.1", 8080, 16L << 20, Math.max(2, Runtime.getRuntime().availableProcessors() * 2), 256, 30_000);
    }

    public ServerConfig withHost(String h) {
        return new ServerConfig(h, port, maxBodyBytes, workers, queue, timeoutMillis);
    }

    public ServerConfig withPort(int p) {
        return new ServerConfig(host, p, maxBodyBytes, workers, queue, timeoutMillis);
    }

    public ServerConfig withMaxBodyBytes(long b) {
        return new ServerConfig(host, port, b, workers, queue, timeoutMillis);
    }

    public ServerConfig withTimeoutMillis(long t) {
        return new ServerConfig(host, port, maxBodyBytes, workers, queue, t);
    }

    public ServerConfig withWorkers(int w) {
        return new ServerConfig(host, port, maxBodyBytes, w, queue, timeoutMillis);
    }

    public ServerConfig withQueue(int q) {
        return new ServerConfig(host, port, maxBodyBytes, workers, q, timeoutMillis);
    }
}
