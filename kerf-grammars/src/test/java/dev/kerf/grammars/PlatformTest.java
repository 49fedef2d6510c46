package dev.kerf.grammars;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The loader finds the library of the machine it runs on by the folder build-grammars.sh names for
 * that platform, and every library the build put in the jar comes with the digest of what it is.
 */
class PlatformTest {
    @Test
    void eachOperatingSystemAndArchitectureHasItsFolderAndFileName() {
        assertThat(BundledLibrary.platform("Linux", "amd64")).isEqualTo("linux-x86-64");
        assertThat(BundledLibrary.platform("Linux", "aarch64")).isEqualTo("linux-aarch64");
        assertThat(BundledLibrary.platform("Windows 11", "amd64")).isEqualTo("windows-x86-64");
        assertThat(BundledLibrary.platform("Mac OS X", "aarch64")).isEqualTo("macos-aarch64");
        assertThat(BundledLibrary.platform("Mac OS X", "x86_64")).isEqualTo("macos-x86-64");
        assertThat(BundledLibrary.platform("FreeBSD", "amd64")).isEqualTo("freebsd-x86-64");

        assertThat(BundledLibrary.fileName("linux-aarch64")).isEqualTo("libkerf-grammars.so");
        assertThat(BundledLibrary.fileName("windows-x86-64")).isEqualTo("kerf-grammars.dll");
        assertThat(BundledLibrary.fileName("macos-aarch64")).isEqualTo("libkerf-grammars.dylib");
    }

    @Test
    void thisMachinesLibraryIsInTheBuild() {
        assertThat(BundledLibrary.present()).as("a library for " + BundledLibrary.platform()).isTrue();
    }

    @Test
    void everyBundledLibraryMatchesTheDigestRecordedBesideIt() throws Exception {
        // The folder beside grammars.tsv (the test classes have a dev/kerf/grammars folder too).
        Path folder = Path.of(URI.create(BundledLibrary.class.getResource("/dev/kerf/grammars/grammars.tsv").toString())).getParent();
        List<String> platforms = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(folder)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                String platform = dir.getFileName().toString();
                Path library = dir.resolve(BundledLibrary.fileName(platform));
                assertThat(library).as(platform + " holds its library under the name the loader asks for").isRegularFile();
                String[] recorded = Files.readString(dir.resolve(library.getFileName() + ".sha256"), StandardCharsets.US_ASCII)
                        .strip().split("\\s+");
                assertThat(recorded[0]).as(platform).isEqualTo(sha256(library));
                assertThat(Long.parseLong(recorded[1])).as(platform).isEqualTo(Files.size(library));
                platforms.add(platform);
            }
        }
        assertThat(platforms).contains(BundledLibrary.platform());
    }

    private static String sha256(Path file) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), md)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(md.digest());
    }
}
