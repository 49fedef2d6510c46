package dev.kerf.server;

/** A server on any free port in a JVM of its own, for tests that must run it out of heap: prints its port, then serves until killed. */
final class SmallHeapServer {
    private SmallHeapServer() {}

    public static void main(String[] args) throws Exception {
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0));
        System.out.println(server.port());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
