package dev.kerf.grammars;

import io.github.treesitter.jtreesitter.NativeLibraryLookup;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * Hands jtreesitter the native library built into this jar: the tree-sitter core and every grammar
 * in one shared object. It is copied out of the jar to a temporary file once per JVM (a library
 * cannot be loaded from inside a jar) and deleted when the JVM exits.
 */
public final class BundledLibrary implements NativeLibraryLookup {
    /** Where in the jar the library of this platform is, e.g. {@code dev/kerf/grammars/linux-x86-64/}. */
    static final String RESOURCE = "/dev/kerf/grammars/" + platform() + "/libkerf-grammars.so";

    private static volatile Path extracted;

    @Override
    public SymbolLookup get(Arena arena) {
        return SymbolLookup.libraryLookup(path(), arena);
    }

    /** The library on disk, extracted on first use. */
    static Path path() {
        Path p = extracted;
        if (p == null) {
            synchronized (BundledLibrary.class) {
                p = extracted;
                if (p == null) {
                    p = extract();
                    extracted = p;
                }
            }
        }
        return p;
    }

    /** Whether this jar carries a library for the running platform. */
    static boolean present() {
        return BundledLibrary.class.getResource(RESOURCE) != null;
    }

    private static Path extract() {
        try (InputStream in = BundledLibrary.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("kerf-grammars has no native library for " + platform()
                        + " (built for linux-x86-64 only)");
            }
            Path file = Files.createTempFile("libkerf-grammars", ".so");
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot extract the grammar library: " + e.getMessage(), e);
        }
    }

    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String o = os.contains("linux") ? "linux" : os.contains("mac") ? "macos" : os.contains("win") ? "windows" : os;
        String a = arch.equals("amd64") || arch.equals("x86_64") ? "x86-64" : arch.equals("aarch64") ? "aarch64" : arch;
        return o + "-" + a;
    }
}
