package dev.kerf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shipped {@code kerf.jar}, run as users run it: a separate JVM, a folder and a repository. */
class KerfJarIT {

    private static String run(Path dir, String... args) throws Exception {
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar"));
        assertThat(jar).as("the packaged jar").isRegularFile();
        List<String> cmd = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("exit code; stderr: %s", err).isZero();
        assertThat(err).as("standard error").isEmpty();
        return out;
    }

    @Test
    void chunksAFolderAndARepository(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.py"), "def a():\n    return 1\n");
        Files.writeString(dir.resolve("README.md"), "# Read me\n\nHello.\n");
        Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("docs/guide.md"), "# Guide\n\nRead on.\n");
        String folder = run(dir, "chunk", ".");
        assertThat(folder).contains("\"path\":\"README.md\"", "\"strategy\":\"markdown\"", "\"path\":\"a.py\"", "\"strategy\":\"semantic\"");
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            git.add().addFilepattern(".").call();
            git.commit().setMessage("one").setAuthor("k", "k@example.org").setCommitter("k", "k@example.org").call();
        }
        String blobs = run(dir, "chunk", "--git", ".", "--all-history");
        assertThat(blobs.lines()).hasSize(3).allSatisfy(l -> assertThat(l).contains("\"blob_sha\":", "\"commits\":["));
        // A sub-folder named relatively, or "." inside it: JGit walked up from a one-part relative path and found nothing.
        assertThat(run(dir, "chunk", "--git", "docs")).contains("\"path\":\"docs/guide.md\"").doesNotContain("a.py");
        assertThat(run(dir.resolve("docs"), "chunk", "--git", ".")).contains("\"path\":\"docs/guide.md\"").doesNotContain("a.py");
    }

    /**
     * Separate JVMs give the same bytes: metadata maps must not iterate in an order that changes
     * from one JVM to the next (as Map.of's does). A syntax error and a small limit bring out the
     * labels of damaged regions and of code cut inside a definition.
     */
    @Test
    void separateRunsWriteTheSameBytes(@TempDir Path dir) throws Exception {
        StringBuilder py = new StringBuilder("class Ledger:\n");
        for (int i = 0; i < 30; i++) {
            py.append("    def add").append(i).append("(self, x):\n        total = x + ").append(i).append("\n        return total\n\n");
        }
        // A function of one-line statements too long for a chunk is cut along delimiter blocks, whose
        // chunks carry semantic_context; a broken one has has_parse_errors: both are ordered maps.
        py.append("def flat(x):\n").append("    x = x + 1\n".repeat(12)).append("    return x\n\n");
        Files.writeString(dir.resolve("ledger.py"), py + "def broken(:\n    pass\n");
        Files.writeString(dir.resolve("Calc.java"), "class Calc {\n  int f() { return 1 +; }\n  int g() { return 2; }\n}\n");
        String first = run(dir, "chunk", "--max-tokens", "24", ".");
        assertThat(first).contains("has_parse_errors", "semantic_context");
        for (int i = 0; i < 3; i++) {
            assertThat(run(dir, "chunk", "--max-tokens", "24", ".")).as("run %d", i + 2).isEqualTo(first);
        }
    }

    /** A full disk must fail the run: the exit code is the only way a script learns output was lost. */
    @Test
    void aFullStandardOutputExitsWithOne(@TempDir Path dir) throws Exception {
        java.io.File full = new java.io.File("/dev/full");
        org.junit.jupiter.api.Assumptions.assumeTrue(full.exists(), "/dev/full (Linux) is needed");
        Files.writeString(dir.resolve("a.py"), "def a():\n    return 1\n".repeat(200));
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(),
                "chunk", ".").directory(dir.toFile()).redirectOutput(full).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("exit code; stderr: %s", err).isEqualTo(1);
        assertThat(err).contains("could not write standard output");
    }

    /** An output that is a pipe (-o /dev/stdout into a pipe, -o >(gzip > out.gz)) is written, not refused for having no real path. */
    @Test
    void anOutputThatIsAPipeIsWritten(@TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/bin/sh")) && Files.exists(Path.of("/dev/stdout")), "a POSIX shell is needed");
        Files.writeString(dir.resolve("a.py"), "def a():\n    return 1\n");
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar")).toAbsolutePath();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder("sh", "-c", "'" + java + "' -jar '" + jar + "' chunk . -o /dev/stdout | cat").directory(dir.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("exit code; stderr: %s", err).isZero();
        assertThat(out).contains("\"path\":\"a.py\"");
    }

    /** A run stopped by SIGTERM leaves an output of whole JSON lines: what was buffered is written out, never half a line. */
    @Test
    void aStoppedRunLeavesWholeLines(@TempDir Path dir) throws Exception {
        StringBuilder py = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            py.append("def f").append(i).append("(x):\n    \"\"\"Returns x and a long note about the value ").append(i).append(".\"\"\"\n    return x + ").append(i).append("\n\n");
        }
        for (int i = 0; i < 400; i++) {
            Files.writeString(dir.resolve("m" + i + ".py"), py);
        }
        Path out = dir.resolve("out.jsonl");
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar")).toAbsolutePath();
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(),
                "chunk", "--max-tokens", "16", "-j", "1", ".", "-o", out.toString()).directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline && p.isAlive() && (!Files.exists(out) || Files.size(out) < 200_000)) {
            Thread.sleep(20);
        }
        p.destroy(); // SIGTERM
        p.waitFor();
        String written = Files.readString(out);
        assertThat(written).isNotEmpty().endsWith("\n");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        for (String line : written.split("\n")) {
            assertThat(json.readTree(line).get("path")).as(line).isNotNull();
        }
    }

    /** A reader that stops early (| head) ends the run as it ends a C tool's: status 141, nothing on standard error. */
    @Test
    void aReaderThatClosesTheOutputEndsTheRunQuietly(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.py"), "def a():\n    return 1\n\n\n".repeat(20_000));
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                jar.toAbsolutePath().toString(), "chunk", "--max-tokens", "16", ".").directory(dir.toFile()).start();
        byte[] first = p.getInputStream().readNBytes(100);
        p.getInputStream().close();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(first).hasSize(100);
        assertThat(p.waitFor()).as("exit code; stderr: %s", err).isEqualTo(141);
        assertThat(err).isEmpty();
    }

    /** With no locale at all (env -i: Java then decodes file names as ASCII) a UTF-8 name is still read and named. */
    @Test
    void aNonAsciiFileNameWithoutALocale(@TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/bin/sh")), "a POSIX shell is needed");
        Process make = new ProcessBuilder("sh", "-c", "printf 'def a():\\n    return 1\\n' > \"$(printf '\\303\\251.py')\"; printf 'x = 1\\n' > b.py")
                .directory(dir.toFile()).start();
        assertThat(make.waitFor()).isZero();
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar"));
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                jar.toAbsolutePath().toString(), "chunk", ".").directory(dir.toFile());
        pb.environment().clear();
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("exit code; stderr: %s", err).isZero();
        assertThat(out).contains("\"path\":\"b.py\"", "\"path\":\"\u00e9.py\"");
    }

    /**
     * Under LC_ALL=C Java cannot make a path of a non-ASCII argument: the run says so and how to
     * mend it (the ./kerf launcher runs under C.UTF-8 then), rather than failing with Java's words.
     */
    @Test
    void aNonAsciiNameOnTheCommandLineUnderLcAllC(@TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/bin/sh")), "a POSIX shell is needed");
        Files.writeString(dir.resolve("a.py"), "x = 1\n");
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar"));
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                jar.toAbsolutePath().toString(), "chunk", "caf\u00e9", "a.py").directory(dir.toFile());
        pb.environment().put("LC_ALL", "C");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("exit code; stderr: %s", err).isEqualTo(1);
        assertThat(err).contains("\"error\":\"unreadable\"", "LC_ALL=C.UTF-8").doesNotContain("Malformed input");
        assertThat(out).as("the other path is chunked").contains("\"path\":\"a.py\"");
    }

    @Test
    void servesTheApiAndThePage(@TempDir Path dir) throws Exception {
        Path jar = Path.of(System.getProperty("kerf.jar", "target/kerf.jar"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(),
                "serve", "--port", "0").directory(dir.toFile()).redirectErrorStream(true).start();
        try {
            String first = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertThat(first).startsWith("kerf: serving http://127.0.0.1:");
            String base = first.substring(first.indexOf("http://"), first.indexOf(" (Ctrl-C"));
            var client = java.net.http.HttpClient.newHttpClient();
            var health = client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + "healthz")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(health.body()).contains("\"ok\"");
            var chunks = client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + "v1/chunk"))
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"content\": \"# Hi\\n\\nThere.\\n\", \"path\": \"a.md\"}")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(chunks.statusCode()).isEqualTo(200);
            assertThat(chunks.body()).contains("\"strategy\":\"markdown\"");
        } finally {
            p.destroy();
            p.waitFor();
        }
    }
}
