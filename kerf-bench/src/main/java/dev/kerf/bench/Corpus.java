package dev.kerf.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** A named set of texts held in memory, so that timings measure chunking and not I/O. */
record Corpus(String name, List<Doc> docs) {

    /** One text with the path it is chunked under. */
    record Doc(String path, String text) {}

    long utf8Bytes() {
        return docs.stream().mapToLong(d -> d.text().getBytes(StandardCharsets.UTF_8).length).sum();
    }

    /** The JDK's own sources (lib/src.zip of the running JDK); {@code limit} files chosen with a fixed seed, or all. */
    static Corpus jdkSources(int limit) throws IOException {
        Path zip = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        if (!Files.isRegularFile(zip)) {
            throw new IOException("no JDK sources at " + zip);
        }
        try (ZipFile z = new ZipFile(zip.toFile())) {
            List<ZipEntry> entries = new ArrayList<>(z.stream().filter(e -> e.getName().endsWith(".java")).toList());
            entries.sort((a, b) -> a.getName().compareTo(b.getName()));
            if (limit > 0 && limit < entries.size()) {
                Collections.shuffle(entries, new Random(42));
                entries = entries.subList(0, limit);
            }
            List<Doc> docs = new ArrayList<>();
            for (ZipEntry e : entries) {
                try (InputStream in = z.getInputStream(e)) {
                    docs.add(new Doc(e.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8)));
                }
            }
            return new Corpus(limit > 0 ? "JDK src.zip (" + docs.size() + " files)" : "JDK src.zip (all " + docs.size() + " .java files)", docs);
        }
    }

    /** The Markdown files of Node's documentation, as the package manager lists them ({@code dpkg -L nodejs}). */
    static Corpus nodeDocs() throws IOException {
        Process p = new ProcessBuilder("dpkg", "-L", "nodejs").redirectErrorStream(true).start();
        String listing = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        List<Doc> docs = new ArrayList<>();
        for (String line : listing.lines().filter(l -> l.endsWith(".md")).sorted().toList()) {
            Path f = Path.of(line);
            if (Files.isRegularFile(f)) {
                docs.add(new Doc(f.getFileName().toString(), Files.readString(f)));
            }
        }
        if (docs.isEmpty()) {
            throw new IOException("no Markdown files in the nodejs package (dpkg -L nodejs)");
        }
        return new Corpus("Node docs (" + docs.size() + " .md files)", docs);
    }

    /**
     * The Python standard library's {@code .py} files (no site-packages: third-party code is not the
     * stdlib) of the {@code python3} on the PATH; {@code limit} files chosen with a fixed seed, or all.
     * The few files that are not UTF-8 (encoding tests) are left out.
     */
    static Corpus pythonStdlib(int limit) throws IOException {
        Path dir = pythonStdlibDir().orElseThrow(() -> new IOException("no python3 standard library found"));
        List<Doc> docs = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                String relative = dir.relativize(p).toString();
                if (relative.endsWith(".py") && !relative.startsWith("site-packages")) {
                    try {
                        docs.add(new Doc(relative, Files.readString(p)));
                    } catch (java.nio.charset.CharacterCodingException e) {
                        // not UTF-8
                    }
                }
            }
        }
        if (docs.isEmpty()) {
            throw new IOException("no .py files below " + dir);
        }
        Corpus all = new Corpus("Python stdlib (all " + docs.size() + " .py files)", docs);
        return limit > 0 && limit < docs.size() ? all.sample(limit).renamed("Python stdlib (" + limit + " .py files)") : all;
    }

    /** The standard library folder of the {@code python3} on the PATH, as {@code sysconfig} reports it. */
    static java.util.Optional<Path> pythonStdlibDir() {
        try {
            Process p = new ProcessBuilder("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").start();
            String out = new String(p.getInputStream().readAllBytes()).strip();
            return p.waitFor() == 0 && Files.isDirectory(Path.of(out)) ? java.util.Optional.of(Path.of(out)) : java.util.Optional.empty();
        } catch (IOException e) {
            return java.util.Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return java.util.Optional.empty();
        }
    }

    /** {@code limit} of these texts chosen with a fixed seed (in their original order), or all of them when {@code limit} is 0 or more than there are. */
    Corpus sample(int limit) {
        if (limit <= 0 || limit >= docs.size()) {
            return this;
        }
        List<Integer> order = new ArrayList<>(java.util.stream.IntStream.range(0, docs.size()).boxed().toList());
        Collections.shuffle(order, new Random(42));
        List<Doc> chosen = order.subList(0, limit).stream().sorted().map(docs::get).toList();
        return new Corpus(name.replaceFirst("\\(\\d+ ", "(" + limit + " of " + docs.size() + " "), chosen);
    }

    private Corpus renamed(String newName) {
        return new Corpus(newName, docs);
    }

    /** Every file below {@code dir} with one of the given endings. */
    static Corpus files(String name, Path dir, String... endings) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new java.io.FileNotFoundException(name + ": no folder " + dir.toAbsolutePath()
                    + " (run from the repository's root, or give the data folder with --data DIR)");
        }
        List<Doc> docs = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                for (String ending : endings) {
                    if (p.toString().endsWith(ending)) {
                        docs.add(new Doc(dir.relativize(p).toString(), Files.readString(p)));
                        break;
                    }
                }
            }
        }
        if (docs.isEmpty()) {
            throw new IOException("no " + String.join("/", endings) + " files below " + dir);
        }
        return new Corpus(name, docs);
    }
}
