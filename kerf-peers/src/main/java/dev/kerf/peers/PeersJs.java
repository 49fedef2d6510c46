package dev.kerf.peers;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The Node peers that kerf-bench times and kerf-eval scores: {@code kerf-peers/peers-js}, a Node
 * package pinning LangChain.js's recursive splitter and LlamaIndex's tree-sitter CodeSplitter
 * ({@code package-lock.json}), with the scripts that run them ({@code peers.mjs} for timing,
 * {@code chunk.mjs} for chunks). This class finds the folder, checks for node and npm, and installs
 * the packages once; each harness then talks to its script its own way.
 */
public final class PeersJs {
    private PeersJs() {}

    /**
     * The installed peers.
     *
     * @param dir the peers-js folder, absolute
     * @param nodeVersion what {@code node --version} says, for reports
     */
    public record Installed(Path dir, String nodeVersion) {}

    /** The peers installed and ready, or the reason they cannot run (the harness leaves their rows out and says why). */
    public record Prepared(Optional<Installed> installed, String reason) {}

    /**
     * Finds peers-js ({@code given}, or {@code kerf-peers/peers-js} in the working directory, the
     * folder of {@code anchor}'s jar, or a parent of either), checks that it holds {@code script},
     * that node and npm run, and runs {@code npm ci} unless the installed tree is as new as the lock
     * file, telling {@code progress} when it does.
     */
    public static Prepared prepare(Path given, String script, Class<?> anchor, PrintStream progress) {
        Path found = given != null ? given : locate(script, anchor).orElse(null);
        if (found == null || !Files.isRegularFile(found.resolve(script))) {
            return failed("kerf-peers/peers-js/" + script + " not found (run from the repository, or give --peers-js DIR)");
        }
        Path dir = found.toAbsolutePath();
        String nodeVersion = "";
        for (String tool : List.of("node", "npm")) {
            try {
                Process p = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
                String version = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                if (p.waitFor() != 0) {
                    return failed(tool + " --version failed");
                }
                if (tool.equals("node")) {
                    nodeVersion = version;
                }
            } catch (IOException e) {
                return failed(tool + " not found on the PATH");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return failed("interrupted");
            }
        }
        try {
            Path installed = dir.resolve("node_modules/.package-lock.json");
            Path lock = dir.resolve("package-lock.json");
            if (!Files.isRegularFile(installed) || Files.getLastModifiedTime(installed).compareTo(Files.getLastModifiedTime(lock)) < 0) {
                progress.println("npm ci in " + dir + " (once; node_modules is git-ignored)");
                Path log = Files.createTempFile("kerf-peers-npm", ".log");
                Process p = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund").directory(dir.toFile())
                        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
                if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
                    p.destroyForcibly();
                    String why = "npm ci failed: " + tail(log);
                    Files.deleteIfExists(log);
                    return failed(why);
                }
                Files.deleteIfExists(log);
            }
        } catch (IOException e) {
            return failed("npm ci failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failed("interrupted");
        }
        return new Prepared(Optional.of(new Installed(dir, nodeVersion)), "");
    }

    private static Prepared failed(String reason) {
        return new Prepared(Optional.empty(), reason);
    }

    private static Optional<Path> locate(String script, Class<?> anchor) {
        List<Path> starts = new ArrayList<>(List.of(Path.of("").toAbsolutePath()));
        try {
            starts.add(Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            // no jar location: the working directory remains
        }
        for (Path start : starts) {
            for (Path d = start; d != null; d = d.getParent()) {
                Path candidate = d.resolve("kerf-peers").resolve("peers-js");
                if (Files.isRegularFile(candidate.resolve(script))) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /** The last lines of a log, for a failure's message. */
    public static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
            return lines.isEmpty() ? "(nothing logged)" : String.join(" / ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
        } catch (IOException e) {
            return "(no log)";
        }
    }
}
