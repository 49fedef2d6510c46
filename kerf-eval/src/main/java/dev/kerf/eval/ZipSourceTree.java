package dev.kerf.eval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The {@code .java} files of a JDK's {@code lib/src.zip} ({@code java.base/java/util/List.java}),
 * without {@code module-info.java} and {@code package-info.java}, which hold no methods.
 */
public final class ZipSourceTree implements SourceTree {
    private final ZipFile zip;
    private final List<String> names = new ArrayList<>();

    public ZipSourceTree(Path file) throws IOException {
        zip = new ZipFile(file.toFile());
        zip.stream()
                .map(ZipEntry::getName)
                .filter(n -> n.endsWith(".java") && !n.endsWith("/module-info.java") && !n.endsWith("/package-info.java"))
                .sorted()
                .forEach(names::add);
    }

    /** The src.zip of the running JDK; it exists when the JDK was installed with its sources. */
    public static Path ofRunningJdk() {
        return Path.of(System.getProperty("java.home"), "lib", "src.zip");
    }

    @Override
    public List<String> names() {
        return names;
    }

    @Override
    public byte[] read(String name) throws IOException {
        try (InputStream in = zip.getInputStream(zip.getEntry(name))) {
            return in.readAllBytes();
        }
    }

    @Override
    public void close() throws IOException {
        zip.close();
    }
}
