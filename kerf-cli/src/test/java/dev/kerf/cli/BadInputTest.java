package dev.kerf.cli;

import static dev.kerf.cli.ChunkCommandTest.kerf;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input never stops a run: each case is reported, and the other files' output is the same
 * bytes with and without the bad file.
 */
class BadInputTest {
    @TempDir
    Path dir;

    private void goodFiles() throws IOException {
        Files.writeString(dir.resolve("a.py"), "def a():\n    return 1\n".repeat(20));
        Files.writeString(dir.resolve("z.md"), "# Z\n\nThe last file.\n");
    }

    /** Runs kerf on the folder without and then with the bad file; returns the report line. */
    private String sameOutputWith(String badName, Consumer<Path> makeBad) throws IOException {
        goodFiles();
        ChunkCommandTest.Run without = kerf("chunk", "--max-tokens", "64", dir.toString());
        assertThat(without.exit()).isZero();
        makeBad.accept(dir.resolve(badName));
        ChunkCommandTest.Run with = kerf("chunk", "--max-tokens", "64", dir.toString());
        assertThat(with.exit()).as("the run finishes").isZero();
        assertThat(with.out()).as("the other files' output, byte for byte").isEqualTo(without.out());
        return with.err();
    }

    private static void write(Path p, byte[] bytes) {
        try {
            Files.write(p, bytes);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void invalidUtf8() throws IOException {
        String err = sameOutputWith("bad.txt", p -> write(p, new byte[] {'o', 'k', (byte) 0xC3, (byte) 0x28, '\n'}));
        assertThat(err).contains("\"path\":\"bad.txt\"").contains("\"error\":\"invalid_encoding\"");
    }

    @Test
    void utf16TextIsNamedForWhatItIsNotCalledBinary() throws IOException {
        byte[] utf16 = ("\uFEFFdef a():\n    return 1\n").getBytes(StandardCharsets.UTF_16LE);
        String err = sameOutputWith("windows.py", p -> write(p, utf16));
        assertThat(err).contains("\"path\":\"windows.py\"", "\"error\":\"invalid_encoding\"", "UTF-16LE", "iconv")
                .doesNotContain("binary");
    }

    @Test
    void binary() throws IOException {
        String err = sameOutputWith("image.png", p -> write(p, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13}));
        assertThat(err).contains("\"error\":\"binary\"");
    }

    @Test
    void emptyFile() throws IOException {
        String err = sameOutputWith("empty.py", p -> write(p, new byte[0]));
        assertThat(err).contains("\"path\":\"empty.py\"").contains("\"error\":\"empty\"");
    }

    @Test
    void whiteSpaceOnlyFileIsReportedEmpty() throws IOException {
        String err = sameOutputWith("blank.py", p -> write(p, " \n\n\t  \n".getBytes(StandardCharsets.UTF_8)));
        assertThat(err).contains("\"path\":\"blank.py\"").contains("\"error\":\"empty\"");
    }

    @Test
    void aFifoInAFolderIsReportedNotRead() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                new ProcessBuilder("mkfifo", "--version").start().waitFor() == 0, "mkfifo (POSIX) is needed");
        String err = sameOutputWith("pipe", p -> {
            try {
                assertThat(new ProcessBuilder("mkfifo", p.toString()).start().waitFor()).isZero();
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(err).contains("\"path\":\"pipe\"").contains("\"error\":\"not_a_file\"");
    }

    @Test
    void anOutputThatIsAnInputIsRefusedAndLeftIntact() throws IOException {
        goodFiles();
        Path a = dir.resolve("a.py");
        String before = Files.readString(a);
        ChunkCommandTest.Run run = kerf("chunk", a.toString(), "-o", a.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("is also an input");
        assertThat(Files.readString(a)).isEqualTo(before);
    }

    @Test
    void aStatsFileThatIsAnInputIsRefusedAndLeftIntact() throws IOException {
        // --summary takes no file, so "--stats a.py b.py" is an easy slip: it must not overwrite a.py.
        goodFiles();
        Path a = dir.resolve("a.py");
        String before = Files.readString(a);
        ChunkCommandTest.Run run = kerf("chunk", "--stats", a.toString(), a.toString(), dir.resolve("z.md").toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--stats " + a + " is also an input");
        assertThat(run.out()).isEmpty();
        assertThat(Files.readString(a)).isEqualTo(before);
        Path same = dir.resolve("out.json");
        run = kerf("chunk", a.toString(), "-o", same.toString(), "--stats", same.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("-o and --stats name the same file");
    }

    /** A link that leads nowhere is reported and the run goes on, with -o too: it ended the run with nothing written. */
    @Test
    void aDanglingLinkIsReportedWhenWritingToAFile() throws IOException {
        goodFiles();
        ChunkCommandTest.Run expected = kerf("chunk", dir.toString());
        Files.createSymbolicLink(dir.resolve("dangling.py"), dir.resolve("nowhere.py"));
        Path out = dir.getParent().resolve(dir.getFileName() + "-out.jsonl");
        ChunkCommandTest.Run run = kerf("chunk", dir.toString(), "-o", out.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).contains("dangling.py", "unreadable");
        assertThat(Files.readString(out)).isEqualTo(expected.out());
        Files.delete(out);
    }

    /** A .git file (a worktree's or submodule's gitdir: line) is skipped as the .git folder is: it holds a local path. */
    @Test
    void aDotGitFileIsNotChunked() throws IOException {
        goodFiles();
        ChunkCommandTest.Run expected = kerf("chunk", dir.toString());
        Files.writeString(dir.resolve(".git"), "gitdir: /home/someone/src/main/.git/worktrees/wt\n");
        ChunkCommandTest.Run run = kerf("chunk", dir.toString());
        assertThat(run.out()).isEqualTo(expected.out()).doesNotContain("gitdir");
    }

    @Test
    void anOutputInsideTheFolderIsNotChunked() throws IOException {
        goodFiles();
        ChunkCommandTest.Run expected = kerf("chunk", dir.toString());
        Path out = dir.resolve("out.jsonl");
        Files.writeString(out, "{\"left\": \"from an earlier run\"}\n".repeat(100));
        ChunkCommandTest.Run run = kerf("chunk", dir.toString(), "-o", out.toString());
        assertThat(run.exit()).isZero();
        assertThat(Files.readString(out)).isEqualTo(expected.out());
    }

    /**
     * An output inside the folder is left out of the walk so that a run can write its JSON there
     * again; a source file there, or a link to one, is refused and left intact: "-o src/x.py src"
     * emptied x.py and wrote nothing.
     */
    @Test
    void anOutputThatIsASourceFileInsideTheFolderIsRefusedAndLeftIntact() throws IOException {
        goodFiles();
        Path a = dir.resolve("a.py");
        String before = Files.readString(a);
        ChunkCommandTest.Run run = kerf("chunk", "-o", a.toString(), dir.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("-o " + a + " is a file of " + dir + ", a folder being chunked");
        assertThat(Files.readString(a)).isEqualTo(before);
        Path link = dir.getParent().resolve("link-" + dir.getFileName() + ".py");
        Files.createSymbolicLink(link, a);
        try {
            run = kerf("chunk", "-o", link.toString(), dir.toString());
            assertThat(run.exit()).isEqualTo(2);
            assertThat(Files.readString(a)).isEqualTo(before);
            run = kerf("chunk", "--stats", a.toString(), dir.toString());
            assertThat(run.exit()).isEqualTo(2);
            assertThat(run.out()).isEmpty();
            assertThat(Files.readString(a)).isEqualTo(before);
        } finally {
            Files.delete(link);
        }
    }

    @Test
    void anOutputThatCannotBeOpenedSaysWhy() throws IOException {
        goodFiles();
        Path out = dir.resolve("no-such-folder").resolve("out.jsonl");
        ChunkCommandTest.Run run = kerf("chunk", "-o", out.toString(), dir.resolve("a.py").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("kerf: " + out + ": no such file or folder");
    }

    @Test
    void aLinkToAFileOutsideTheFolderIsReportedNotRead() throws IOException {
        goodFiles();
        Path secret = Files.createTempFile("kerf-secret", ".txt");
        try {
            Files.writeString(secret, "root:x:0:0:root:/root:/bin/bash\n");
            Files.createSymbolicLink(dir.resolve("outside.txt"), secret);
            Files.createSymbolicLink(dir.resolve("inside.py"), dir.resolve("a.py"));
            ChunkCommandTest.Run run = kerf("chunk", dir.toString());
            assertThat(run.out()).doesNotContain("root:x:0:0").contains("\"path\":\"a.py\"");
            assertThat(run.err()).contains("\"path\":\"outside.txt\"").contains("\"error\":\"link_not_followed\"");
            // A link to a file of the folder is that file, chunked once (as --git chunks a blob kept at two paths once).
            assertThat(run.err()).contains("\"path\":\"inside.py\",\"error\":\"duplicate\"");
        } finally {
            Files.delete(secret);
        }
    }

    @Test
    void aFailingStandardOutputFailsTheRun() throws IOException {
        goodFiles();
        java.io.Writer full = new java.io.Writer() {
            @Override
            public void write(char[] cbuf, int off, int len) throws IOException {
                throw new IOException("No space left on device");
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        java.io.StringWriter err = new java.io.StringWriter();
        int exit = Main.run(new java.io.PrintWriter(full), new java.io.PrintWriter(err), "chunk", dir.toString());
        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("could not write standard output");
    }

    @Test
    void anEndlessInputIsCutAtTheLimitAndTheRunGoesOn() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/dev/zero")), "/dev/zero (POSIX) is needed");
        goodFiles();
        ChunkCommandTest.Run without = kerf("chunk", "--max-file-bytes", "4096", dir.toString());
        ChunkCommandTest.Run with = kerf("chunk", "--max-file-bytes", "4096", "/dev/zero", dir.toString());
        assertThat(with.exit()).isZero();
        assertThat(with.out()).isEqualTo(without.out());
        assertThat(with.errors()).singleElement().satisfies(e -> {
            assertThat(e.get("path").asText()).isEqualTo("/dev/zero");
            assertThat(e.get("error").asText()).isEqualTo("too_large");
        });
        assertThat(kerf("chunk", "--max-file-bytes", "-1", dir.toString()).exit()).isEqualTo(2);
    }

    @Test
    void aFileOverTheTimeoutIsReportedAndTheRunGoesOn() throws IOException {
        goodFiles();
        // 9 MB of text cut into 8-token chunks: seconds of work. (Pages of nested HTML, the slow
        // input this was first shown with, are now bounded by their own rule.)
        Files.writeString(dir.resolve("deep.txt"), "The mill wheel turned all night. ".repeat(280_000));
        ChunkCommandTest.Run without = kerf("chunk", "-j", "1", "--max-tokens", "8", "--exclude", "deep.txt", dir.toString());
        long began = System.nanoTime();
        // One thread: z.md is chunked on the thread that was interrupted, after the timeout.
        ChunkCommandTest.Run with = kerf("chunk", "-j", "1", "--max-tokens", "8", "--file-timeout", "0.5", dir.toString());
        assertThat(with.exit()).isZero();
        assertThat(with.out()).as("the other files' output, byte for byte").isEqualTo(without.out());
        assertThat(with.errors()).singleElement().satisfies(e -> {
            assertThat(e.get("path").asText()).isEqualTo("deep.txt");
            assertThat(e.get("error").asText()).isEqualTo("timeout");
            assertThat(e.get("message").asText()).contains("--file-timeout (0.5 s)");
        });
        assertThat((System.nanoTime() - began) / 1e9).as("seconds the run took").isLessThan(15);
        assertThat(kerf("chunk", "--file-timeout", "0", dir.toString()).exit()).isEqualTo(2);
        assertThat(kerf("chunk", "--file-timeout", "-3", dir.toString()).exit()).isEqualTo(2);
    }

    /**
     * A file too large for the heap is reported and the run goes on, with two threads as with one:
     * a file that ran out beside others is chunked again alone before it is reported.
     */
    @Test
    void aFileThatRunsOutOfHeapIsReportedAndTheRunGoesOn() throws Exception {
        goodFiles();
        String without = kerf("chunk", "--max-tokens", "64", dir.toString()).out();
        // 40 MB of one base64 line: its text alone is more than a 128 MB heap holds beside the rest.
        byte[] random = new byte[30_000_000];
        new java.util.Random(7).nextBytes(random);
        Files.write(dir.resolve("m.txt"), java.util.Base64.getEncoder().encode(random));
        for (String jobs : new String[] {"1", "2"}) {
            Path jvm = Path.of(System.getProperty("java.home"), "bin", "java");
            Process p = new ProcessBuilder(jvm.toString(), "-Xmx128m", "--enable-native-access=ALL-UNNAMED",
                    "-cp", System.getProperty("java.class.path"), "dev.kerf.cli.Main",
                    "chunk", "-j", jobs, "--max-tokens", "64", "--max-file-bytes", "100000000", dir.toString())
                    .start();
            var out = java.util.concurrent.CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
            String err = readAll(p.getErrorStream());
            assertThat(p.waitFor()).as("the run finishes").isZero();
            assertThat(out.get()).as("the other files' output, byte for byte").isEqualTo(without);
            assertThat(err).contains("\"path\":\"m.txt\"", "\"error\":\"out_of_memory\"", "-Xmx");
        }
    }

    private static String readAll(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Creates a file whose name is given in octal escapes, as printf reads them: any bytes, whatever the locale. */
    private void shellFile(String octalName, String content) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "printf '%s' \"$2\" > \"$(printf \"$1\")\"", "sh", octalName, content)
                .directory(dir.toFile()).start();
        assertThat(p.waitFor()).isZero();
    }

    @Test
    void fileNamesThatAreNotUtf8StayDistinctAndRecoverable() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/bin/sh")), "a POSIX shell is needed");
        shellFile("x_\\351.txt", "Same words.\n");
        shellFile("x_\\377.txt", "Same words.\n");
        shellFile("\\303\\251t\\303\\251.txt", "Summer words.\n");
        ChunkCommandTest.Run run = kerf("chunk", dir.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.lines()).extracting(n -> n.get("path").asText())
                .containsExactlyInAnyOrder("x_\\xe9.txt", "x_\\xff.txt", "\u00e9t\u00e9.txt");
        assertThat(run.lines()).extracting(n -> n.get("id").asText()).doesNotHaveDuplicates();
    }

    /** In a repository's tree as in a folder: JGit read the Latin-1 byte as é, the path of another file. */
    @Test
    void fileNamesThatAreNotUtf8InARepositoryAreWrittenAsInAFolder() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/bin/sh")), "a POSIX shell is needed");
        shellFile("caf\\351.txt", "Latin-1 name.\n");
        shellFile("caf\\303\\251.txt", "UTF-8 name.\n");
        String folder = kerf("chunk", dir.toString()).out();
        try (org.eclipse.jgit.api.Git git = org.eclipse.jgit.api.Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            // JGit would add the files under the names Java decoded: write the tree from their bytes.
            var inserter = git.getRepository().newObjectInserter();
            var tree = new org.eclipse.jgit.lib.TreeFormatter();
            tree.append("caf\u00e9.txt".getBytes(java.nio.charset.StandardCharsets.UTF_8), org.eclipse.jgit.lib.FileMode.REGULAR_FILE,
                    inserter.insert(org.eclipse.jgit.lib.Constants.OBJ_BLOB, "UTF-8 name.\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            tree.append(new byte[] {'c', 'a', 'f', (byte) 0xE9, '.', 't', 'x', 't'}, org.eclipse.jgit.lib.FileMode.REGULAR_FILE,
                    inserter.insert(org.eclipse.jgit.lib.Constants.OBJ_BLOB, "Latin-1 name.\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            var commit = new org.eclipse.jgit.lib.CommitBuilder();
            commit.setTreeId(inserter.insert(tree));
            var who = new org.eclipse.jgit.lib.PersonIdent("k", "k@example.org");
            commit.setAuthor(who);
            commit.setCommitter(who);
            commit.setMessage("names");
            var id = inserter.insert(commit);
            inserter.flush();
            var update = git.getRepository().updateRef("refs/heads/main");
            update.setNewObjectId(id);
            update.forceUpdate();
        }
        ChunkCommandTest.Run run = kerf("chunk", "--git", dir.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.lines()).extracting(n -> n.get("path").asText()).containsExactlyInAnyOrder("caf\\xe9.txt", "caf\u00e9.txt");
        assertThat(folder).contains("\"path\":\"caf\\\\xe9.txt\"", "\"path\":\"caf\u00e9.txt\"");
    }

    @Test
    void gitLfsPointer() throws IOException {
        String err = sameOutputWith("model.bin.txt", p -> write(p,
                "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(err).contains("\"error\":\"lfs_pointer\"");
    }

    @Test
    void aHundredMegabyteFile() throws IOException {
        String err = sameOutputWith("huge.txt", p -> {
            try (OutputStream out = Files.newOutputStream(p)) {
                byte[] line = "all work and no play makes a very long file\n".getBytes(StandardCharsets.UTF_8);
                for (long written = 0; written < 100L << 20; written += line.length) {
                    out.write(line);
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(err).contains("\"error\":\"too_large\"");
    }

    @Test
    void fiftyThousandCharacterLinesAreChunkedWithinTheLimit() throws IOException {
        goodFiles();
        Files.writeString(dir.resolve("long.js"), "var s = \"" + "x".repeat(50_000) + "\";\n" + "let t = [" + "1, ".repeat(16_000) + "];\n");
        ChunkCommandTest.Run run = kerf("chunk", "--max-tokens", "64", dir.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.lines()).filteredOn(n -> n.get("path").asText().equals("long.js"))
                .hasSizeGreaterThan(100)
                .allSatisfy(n -> assertThat(n.get("token_count").asInt()).isLessThanOrEqualTo(64));
    }

    @Test
    void tenThousandLevelsOfBracketsAreChunked() throws IOException {
        goodFiles();
        ChunkCommandTest.Run without = kerf("chunk", "--max-tokens", "64", dir.toString());
        String deep = "x = " + "[".repeat(10_000) + "1" + "]".repeat(10_000) + "\n";
        Files.writeString(dir.resolve("deep.py"), deep);
        Files.writeString(dir.resolve("deep.js"), "f(" + "{\n".repeat(10_000) + "}\n".repeat(10_000) + ");\n");
        ChunkCommandTest.Run with = kerf("chunk", "--max-tokens", "64", dir.toString());
        assertThat(with.exit()).isZero();
        assertThat(with.lines()).filteredOn(n -> n.get("path").asText().startsWith("deep."))
                .isNotEmpty()
                .allSatisfy(n -> assertThat(n.get("token_count").asInt()).isLessThanOrEqualTo(64));
        assertThat(with.lines()).filteredOn(n -> !n.get("path").asText().startsWith("deep."))
                .map(n -> n.toString()).containsExactlyElementsOf(without.lines().stream().map(n -> n.toString()).toList());
    }

    @Test
    void aLinkLoopIsReportedNotFollowed() throws IOException {
        Files.createDirectories(dir.resolve("sub"));
        String err = sameOutputWith("sub/loop", p -> {
            try {
                Files.createSymbolicLink(p, dir);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(err).contains("\"path\":\"sub/loop\"").contains("\"error\":\"link_not_followed\"");
    }

    @Test
    void aLinkToItselfIsReportedAsALoopNotAsNothing() throws IOException {
        String err = sameOutputWith("self.py", p -> {
            try {
                Files.createSymbolicLink(p, p.getFileName());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(err).contains("\"path\":\"self.py\"", "\"error\":\"unreadable\"", "cannot be followed").doesNotContain("to nothing");
    }

    @Test
    void aLinkToNothingIsReportedUnreadable() throws IOException {
        String err = sameOutputWith("dangling.py", p -> {
            try {
                Files.createSymbolicLink(p, dir.resolve("missing.py"));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(err).contains("\"path\":\"dangling.py\"").contains("\"error\":\"unreadable\"");
    }

    @Test
    void aPathThatDoesNotExist() throws IOException {
        goodFiles();
        ChunkCommandTest.Run without = kerf("chunk", dir.toString());
        ChunkCommandTest.Run with = kerf("chunk", dir.toString(), dir.resolve("nope.py").toString());
        assertThat(with.exit()).isEqualTo(1);
        assertThat(with.out()).isEqualTo(without.out());
        assertThat(with.err()).contains("\"error\":\"not_found\"");
    }
}
