package dev.kerf.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The {@code .py} files of a Python standard library folder. Installed packages
 * ({@code site-packages}) are not the standard library, and test folders are left out too: test
 * code has few docstrings and would crowd out the library's own.
 */
public final class DirectorySourceTree implements SourceTree {
    static final Set<String> SKIPPED_FOLDERS =
            Set.of("site-packages", "dist-packages", "test", "tests", "idle_test", "__pycache__");

    private final Path root;
    private final List<String> names = new ArrayList<>();

    public DirectorySourceTree(Path root) throws IOException {
        this.root = root;
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> n.endsWith(".py") && !skipped(n))
                    .sorted()
                    .forEach(names::add);
        }
    }

    static boolean skipped(String relative) {
        String[] parts = relative.split("/");
        for (int i = 0; i < parts.length - 1; i++) {
            if (SKIPPED_FOLDERS.contains(parts[i])) {
                return true;
            }
        }
        return false;
    }

    /** The standard library folder of the {@code python3} on the path, as sysconfig reports it. */
    public static Path ofPython3() throws IOException {
        Process p = new ProcessBuilder("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])")
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        try {
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0 || out.isEmpty()) {
                throw new IOException("python3 did not name its standard library: " + out);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while asking python3", e);
        }
        return Path.of(out);
    }

    @Override
    public List<String> names() {
        return names;
    }

    @Override
    public byte[] read(String name) throws IOException {
        return Files.readAllBytes(root.resolve(name));
    }

    @Override
    public void close() {}
}
