package dev.kerf.eval.changes;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the {@code git} command line in one repository. The user's and the system's git settings
 * are not read (a global {@code blame.ignoreRevsFile} would change what blame says), so the same
 * clone gives the same answers on any machine.
 */
final class GitCli {
    private final Path repo;

    GitCli(Path repo) {
        this.repo = repo;
    }

    /** What {@code git args...} writes on standard output; a failure throws with git's message. */
    byte[] bytes(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("git", "-C", repo.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("GIT_CONFIG_NOSYSTEM", "1");
        builder.environment().put("GIT_CONFIG_GLOBAL", "/dev/null");
        builder.environment().put("LC_ALL", "C");
        Path errors = Files.createTempFile("kerf-git", ".log");
        try {
            Process p = builder.redirectError(errors.toFile()).start();
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readAllBytes();
            int exit = p.waitFor();
            if (exit != 0) {
                String message = Files.readString(errors, StandardCharsets.UTF_8).strip();
                throw new IOException("git " + String.join(" ", args) + " exited with " + exit + ": " + message);
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: git " + String.join(" ", args), e);
        } finally {
            Files.deleteIfExists(errors);
        }
    }

    /** The same, decoded as UTF-8. */
    String text(String... args) throws IOException {
        return new String(bytes(args), StandardCharsets.UTF_8);
    }

    /** Whether the {@code git} command can be run at all. */
    static boolean available() {
        try {
            Process p = new ProcessBuilder("git", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
