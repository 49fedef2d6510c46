package dev.kerf.cli;

import dev.kerf.server.KerfServer;
import dev.kerf.server.ServerConfig;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code kerf serve}: the HTTP API and the chunk previewer page, until interrupted. */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Serves POST /v1/chunk, GET /v1/languages, GET /v1/version, GET /healthz, and the chunk previewer at /.",
            "Binds 127.0.0.1 unless --host says otherwise. Stop it with Ctrl-C."
        })
final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--host", paramLabel = "ADDRESS", description = "Address to bind (default 127.0.0.1).")
    String host = "127.0.0.1";

    @Option(names = "--port", paramLabel = "N", description = "Port (default 8080; 0 for any free one).")
    int port = 8080;

    @Option(names = "--max-body-bytes", paramLabel = "N", description = "Largest request body (default 16 MiB); larger gets 413.")
    long maxBodyBytes = 16L << 20;

    @Option(names = "--timeout-ms", paramLabel = "N", description = "Longest one request may chunk (default 30000); longer gets 503.")
    long timeoutMillis = 30_000;

    @Override
    public Integer call() throws Exception {
        ServerConfig config = ServerConfig.defaults().withHost(host).withPort(port).withMaxBodyBytes(maxBodyBytes).withTimeoutMillis(timeoutMillis);
        KerfServer server = KerfServer.start(config);
        PrintWriter out = spec.commandLine().getOut();
        out.println("kerf: serving " + url(host, server.port()) + " (Ctrl-C to stop)");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        stopped.await();
        return ExitCodes.OK;
    }

    /** The page's address; an IPv6 literal goes in brackets (RFC 3986): {@code http://[::1]:8080/}. */
    static String url(String host, int port) {
        String shown = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return "http://" + shown + ":" + port + "/";
    }
}
