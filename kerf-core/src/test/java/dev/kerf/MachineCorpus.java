package dev.kerf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Assumptions;

/**
 * Real files found on the machine: the running JDK's {@code lib/src.zip} and the Python standard
 * library (without site-packages). Discovered by command, never by a fixed path, and sampled with a
 * fixed seed so runs are repeatable. When a corpus is absent the calling test is aborted with a
 * message saying so (reported as skipped, never as passed).
 */
public final class MachineCorpus {
    private MachineCorpus() {}

    /** {@code n} Java sources from the JDK's src.zip, chosen with {@code seed}. */
    public static List<Source> jdkSources(long seed, int n) {
        Path zip = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        if (!Files.isRegularFile(zip)) {
            Assumptions.abort("machine corpus absent: no JDK sources at " + zip + " (install the JDK's source zip)");
        }
        try (ZipFile z = new ZipFile(zip.toFile())) {
            List<ZipEntry> entries = new ArrayList<>(z.stream().filter(e -> e.getName().endsWith(".java")).toList());
            entries.sort((a, b) -> a.getName().compareTo(b.getName()));
            Collections.shuffle(entries, new Random(seed));
            List<Source> out = new ArrayList<>();
            for (ZipEntry e : entries.subList(0, Math.min(n, entries.size()))) {
                try (InputStream in = z.getInputStream(e)) {
                    out.add(Source.fromBytes(in.readAllBytes()).withPath(e.getName()));
                }
            }
            return out;
        } catch (IOException e) {
            Assumptions.abort("machine corpus unreadable: " + zip + ": " + e.getMessage());
            throw new AssertionError(e);
        }
    }

    /** {@code n} files of the Python standard library, chosen with {@code seed}. */
    public static List<Source> pythonStdlib(long seed, int n) {
        Path stdlib = pythonStdlibDir();
        try (Stream<Path> walk = Files.walk(stdlib)) {
            List<Path> files = new ArrayList<>(walk
                    .filter(p -> p.toString().endsWith(".py"))
                    .filter(p -> !stdlib.relativize(p).toString().contains("site-packages"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList());
            Collections.shuffle(files, new Random(seed));
            List<Source> out = new ArrayList<>();
            for (Path p : files) {
                if (out.size() == n) {
                    break;
                }
                try {
                    out.add(Source.fromBytes(Files.readAllBytes(p)).withPath(stdlib.relativize(p).toString()));
                } catch (ChunkingError notText) {
                    // a few test files are deliberately not UTF-8; they are not this corpus's business
                }
            }
            return out;
        } catch (IOException e) {
            Assumptions.abort("machine corpus unreadable: " + stdlib + ": " + e.getMessage());
            throw new AssertionError(e);
        }
    }

    /**
     * {@code n} Markdown files of Node's documentation, chosen with {@code seed} (all of them for
     * {@code n <= 0}). The package manager names them: {@code dpkg -L nodejs}.
     */
    public static List<Source> nodeDocs(long seed, int n) {
        List<Path> files = new ArrayList<>();
        try {
            Process p = new ProcessBuilder("dpkg", "-L", "nodejs").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                Assumptions.abort("machine corpus absent: dpkg knows no nodejs package");
            }
            out.lines().filter(l -> l.endsWith(".md")).map(Path::of).filter(Files::isRegularFile).sorted().forEach(files::add);
        } catch (IOException e) {
            Assumptions.abort("machine corpus absent: no dpkg on this machine (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        if (files.isEmpty()) {
            Assumptions.abort("machine corpus absent: the nodejs package has no Markdown documentation");
        }
        Collections.shuffle(files, new Random(seed));
        List<Source> out = new ArrayList<>();
        for (Path f : n <= 0 ? files : files.subList(0, Math.min(n, files.size()))) {
            try {
                out.add(Source.fromFile(f).withPath(f.getFileName().toString()));
            } catch (IOException e) {
                Assumptions.abort("machine corpus unreadable: " + f + ": " + e.getMessage());
            }
        }
        return out;
    }

    /** Asks python3 where its standard library is. */
    public static Path pythonStdlibDir() {
        try {
            Process p = new ProcessBuilder("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])")
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0 || !Files.isDirectory(Path.of(out))) {
                Assumptions.abort("machine corpus absent: python3 did not name its standard library (" + out + ")");
            }
            return Path.of(out);
        } catch (IOException e) {
            Assumptions.abort("machine corpus absent: no python3 on this machine (" + e.getMessage() + ")");
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
