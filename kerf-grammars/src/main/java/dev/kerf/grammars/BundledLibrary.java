package dev.kerf.grammars;

import io.github.treesitter.jtreesitter.NativeLibraryLookup;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

/**
 * Hands jtreesitter the native library built into this jar: the tree-sitter core and every grammar
 * in one shared object. A library cannot be loaded from inside a jar, so it is copied out once per
 * version into a per-user cache folder ({@link NativeCache}), named by its SHA-256, and every later
 * JVM loads that copy. The copy is written beside its final name, checked against the digest the
 * build recorded, and only then renamed into place, so no JVM ever sees a half-written library and
 * two JVMs starting at once both end up with a whole one. Where the cache cannot be written, the
 * library goes to a temporary file deleted at exit, as before the cache.
 */
public final class BundledLibrary implements NativeLibraryLookup {
    /** Where in the jar the library of this platform is, e.g. {@code dev/kerf/grammars/linux-x86-64/}. */
    static final String RESOURCE = "/dev/kerf/grammars/" + platform() + "/" + fileName();
    /** The build's record of the library: its SHA-256 in hex and its size in bytes, one line. */
    static final String DIGEST = RESOURCE + ".sha256";

    private static volatile Path extracted;

    @Override
    public SymbolLookup get(Arena arena) {
        return SymbolLookup.libraryLookup(path(), arena);
    }

    /** The library on disk, extracted on first use (or found in the cache). */
    static Path path() {
        Path p = extracted;
        if (p == null) {
            synchronized (BundledLibrary.class) {
                p = extracted;
                if (p == null) {
                    p = locate();
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

    private static Path locate() {
        Digest digest = Digest.read();
        if (digest != null) {
            try {
                return cached(NativeCache.folder(), digest);
            } catch (IOException | UncheckedIOException | SecurityException e) {
                // A read-only home, a full disk: load from a temporary copy instead.
            }
        }
        return temporary();
    }

    /**
     * The cached library of this digest in {@code folder}: reused when a file of its name and size is
     * there, else written, verified and renamed into place.
     */
    static Path cached(Path folder, Digest digest) throws IOException {
        Path target = folder.resolve(digest.fileName());
        if (Files.isRegularFile(target) && Files.size(target) == digest.size()) {
            sweepLeftovers(folder);
            return target;
        }
        Files.createDirectories(folder);
        Path part = Files.createTempFile(folder, "." + digest.fileName() + "-", ".part");
        try {
            String written = copyOut(part);
            if (!written.equals(digest.sha256())) {
                throw new IOException("the grammar library read from the jar does not match its digest (" + written
                        + " against " + digest.sha256() + "): the jar is damaged");
            }
            try {
                Files.move(part, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException lost) {
                // Another JVM put the same library there first (Windows will not replace a loaded one).
                if (!(Files.isRegularFile(target) && Files.size(target) == digest.size())) {
                    throw lost;
                }
            }
            return target;
        } finally {
            Files.deleteIfExists(part);
        }
    }

    /** A copy under way is renamed within seconds; one this old was left by a JVM killed while copying. */
    static final java.time.Duration ABANDONED = java.time.Duration.ofHours(1);

    /**
     * Deletes the half-written copies that killed JVMs left in the cache folder ({@code .part}
     * files older than {@link #ABANDONED}); a copy another JVM is writing now is younger and stays.
     * Best effort: a file that cannot be deleted is left for the next time.
     */
    static void sweepLeftovers(Path folder) {
        long before = System.currentTimeMillis() - ABANDONED.toMillis();
        try (java.util.stream.Stream<Path> files = Files.list(folder)) {
            for (Path p : files.toList()) {
                String name = p.getFileName().toString();
                if (name.startsWith(".libkerf-grammars-") && name.endsWith(".part")
                        && Files.getLastModifiedTime(p).toMillis() < before) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | UncheckedIOException | SecurityException e) {
            // Leftovers cost only disk; the next JVM tries again.
        }
    }

    private static Path temporary() {
        try {
            Path file = Files.createTempFile("libkerf-grammars", suffix());
            file.toFile().deleteOnExit();
            copyOut(file);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot extract the grammar library: " + e.getMessage(), e);
        }
    }

    /** Copies the library out of the jar into {@code file}; returns the SHA-256 of what was written. */
    private static String copyOut(Path file) throws IOException {
        try (InputStream resource = BundledLibrary.class.getResourceAsStream(RESOURCE)) {
            if (resource == null) {
                throw new IllegalStateException("kerf-grammars has no native library for " + platform());
            }
            DigestInputStream in = new DigestInputStream(resource, sha256());
            try (OutputStream out = Files.newOutputStream(file)) {
                in.transferTo(out);
            }
            return HexFormat.of().formatHex(in.getMessageDigest().digest());
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The digest and size the build recorded for a library. */
    record Digest(String sha256, long size) {
        /** The cached file's name: the library's name with the digest's first 16 hex digits. */
        String fileName() {
            return "libkerf-grammars-" + sha256.substring(0, 16) + suffix();
        }

        /** The record in this jar; null when the jar has none (a library built before it was recorded). */
        static Digest read() {
            try (InputStream in = BundledLibrary.class.getResourceAsStream(DIGEST)) {
                if (in == null) {
                    return null;
                }
                String[] fields = new String(in.readAllBytes(), StandardCharsets.US_ASCII).strip().split("\\s+");
                return new Digest(fields[0], Long.parseLong(fields[1]));
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }

    /** This machine's platform as the jar names its folders: {@code linux-x86-64}, {@code windows-x86-64}... */
    static String platform() {
        return platform(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
    }

    /** The platform folder for an {@code os.name} and {@code os.arch}. */
    static String platform(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String arch = osArch.toLowerCase(Locale.ROOT);
        String o = os.contains("linux") ? "linux" : os.contains("mac") || os.contains("darwin") ? "macos" : os.startsWith("win") ? "windows" : os.replace(' ', '-');
        String a = arch.equals("amd64") || arch.equals("x86_64") ? "x86-64" : arch.equals("aarch64") || arch.equals("arm64") ? "aarch64" : arch;
        return o + "-" + a;
    }

    /** The library's file name on this platform. */
    static String fileName() {
        return fileName(platform());
    }

    /** The library's file name on a platform, as build-grammars.sh names it. */
    static String fileName(String platform) {
        return platform.startsWith("windows") ? "kerf-grammars.dll" : "libkerf-grammars" + suffix(platform);
    }

    private static String suffix() {
        return suffix(platform());
    }

    private static String suffix(String platform) {
        return platform.startsWith("windows") ? ".dll" : platform.startsWith("macos") ? ".dylib" : ".so";
    }
}
