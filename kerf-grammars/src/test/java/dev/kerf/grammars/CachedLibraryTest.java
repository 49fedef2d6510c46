package dev.kerf.grammars;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grammar library is copied out of the jar once per version into a per-user cache, checked
 * against the digest the build recorded, and reused by every later JVM; no JVM sees a half-written
 * copy, and JVMs starting at once all end up loading a whole one.
 */
class CachedLibraryTest {
    @TempDir
    Path cache;

    private static BundledLibrary.Digest digest() {
        BundledLibrary.Digest d = BundledLibrary.Digest.read();
        assertThat(d).as("the build records the library's digest beside it").isNotNull();
        return d;
    }

    private static String sha256(Path file) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(file)) {
            in.transferTo(new java.security.DigestOutputStream(java.io.OutputStream.nullOutputStream(), md));
        }
        return HexFormat.of().formatHex(md.digest());
    }

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(cache)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".part")).toList();
        }
    }

    @Test
    void theRecordedDigestIsTheLibrarysOwn() throws Exception {
        BundledLibrary.Digest d = digest();
        Path file = BundledLibrary.cached(cache, d);
        assertThat(file.getFileName().toString()).isEqualTo(d.fileName()).startsWith("libkerf-grammars-" + d.sha256().substring(0, 16));
        assertThat(Files.size(file)).isEqualTo(d.size());
        assertThat(sha256(file)).isEqualTo(d.sha256());
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aSecondLoadReusesTheCopyAndADamagedOneIsReplaced() throws Exception {
        BundledLibrary.Digest d = digest();
        Path file = BundledLibrary.cached(cache, d);
        FileTime written = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(file, written);
        assertThat(BundledLibrary.cached(cache, d)).isEqualTo(file);
        assertThat(Files.getLastModifiedTime(file)).as("not written again").isEqualTo(written);

        Files.write(file, new byte[] {1, 2, 3}); // cut short, as a disk that filled up might have left it
        assertThat(BundledLibrary.cached(cache, d)).isEqualTo(file);
        assertThat(sha256(file)).isEqualTo(d.sha256());
    }

    @Test
    void copiesLeftHalfWrittenByKilledJvmsAreSweptButNotOneBeingWrittenNow() throws Exception {
        BundledLibrary.Digest d = digest();
        BundledLibrary.cached(cache, d);
        Path abandoned = Files.writeString(cache.resolve("." + d.fileName() + "-123.part"), "half");
        Files.setLastModifiedTime(abandoned, FileTime.fromMillis(System.currentTimeMillis() - BundledLibrary.ABANDONED.toMillis() - 60_000));
        Path underWay = Files.writeString(cache.resolve("." + d.fileName() + "-456.part"), "half");
        Path other = Files.writeString(cache.resolve("notes.part"), "not ours");
        Files.setLastModifiedTime(other, FileTime.fromMillis(0));

        BundledLibrary.cached(cache, d); // a later JVM finds its library there
        assertThat(abandoned).doesNotExist();
        assertThat(underWay).exists();
        assertThat(other).as("only the library's own copies are touched").exists();
    }

    @Test
    void aCopyThatDoesNotMatchItsDigestIsRefusedAndNothingIsLeft() {
        BundledLibrary.Digest wrong = new BundledLibrary.Digest("0".repeat(64), digest().size());
        assertThatThrownBy(() -> BundledLibrary.cached(cache, wrong)).isInstanceOf(IOException.class).hasMessageContaining("damaged");
        assertThat(cache.toFile().list()).isEmpty();
    }

    @Test
    void loadsStartedAtOnceAllGetOneWholeCopy() throws Exception {
        BundledLibrary.Digest d = digest();
        List<Future<Path>> loads = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
            for (int i = 0; i < 4; i++) {
                loads.add(pool.submit(() -> BundledLibrary.cached(cache, d)));
            }
        }
        for (Future<Path> f : loads) {
            assertThat(f.get()).isEqualTo(cache.resolve(d.fileName()));
        }
        assertThat(sha256(cache.resolve(d.fileName()))).isEqualTo(d.sha256());
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void twoJvmsStartingAtOnceShareTheCacheAndBothParse() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Process> jvms = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            jvms.add(new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Dkerf.cache.dir=" + cache,
                    "-cp", System.getProperty("java.class.path"), LoadOnce.class.getName()).redirectErrorStream(true).start());
        }
        for (Process p : jvms) {
            String out = new String(p.getInputStream().readAllBytes()).strip();
            assertThat(p.waitFor()).as(out).isZero();
            assertThat(out).isEqualTo(cache.resolve(digest().fileName()) + " java ok");
        }
        assertThat(leftovers()).isEmpty();
    }

    /** In a JVM of its own: loads the library through the cache and parses a line of Java. */
    static final class LoadOnce {
        public static void main(String[] args) {
            var java = Grammars.language("java").orElseThrow(() -> new IllegalStateException(Grammars.unavailableReason().orElse("?")));
            try (var parser = new io.github.treesitter.jtreesitter.Parser(java);
                 var tree = parser.parse("class A { void f() {} }").orElseThrow()) {
                System.out.println(BundledLibrary.path() + " java " + (tree.getRootNode().hasError() ? "errors" : "ok"));
            }
        }
    }

    @Test
    void theCacheFolderFollowsThePlatform() {
        Map<String, String> none = Map.of();
        assertThat(NativeCache.folder("/opt/k", Map.of("KERF_CACHE_DIR", "/e"), "Linux", "/home/u", "/tmp", "u")).isEqualTo(Path.of("/opt/k"));
        assertThat(NativeCache.folder(null, Map.of("KERF_CACHE_DIR", "/e"), "Linux", "/home/u", "/tmp", "u")).isEqualTo(Path.of("/e"));
        assertThat(NativeCache.folder(null, Map.of("XDG_CACHE_HOME", "/x"), "Linux", "/home/u", "/tmp", "u")).isEqualTo(Path.of("/x/kerf"));
        assertThat(NativeCache.folder(null, Map.of("XDG_CACHE_HOME", "rel"), "Linux", "/home/u", "/tmp", "u"))
                .as("a relative XDG_CACHE_HOME is ignored, as the spec says").isEqualTo(Path.of("/home/u/.cache/kerf"));
        assertThat(NativeCache.folder(null, none, "Mac OS X", "/Users/u", "/tmp", "u")).isEqualTo(Path.of("/Users/u/Library/Caches/kerf"));
        assertThat(NativeCache.folder(null, none, "Linux", null, "/tmp", "a b")).isEqualTo(Path.of("/tmp/kerf-a_b"));
    }
}
