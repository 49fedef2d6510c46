package dev.kerf.cli;

import static dev.kerf.cli.ChunkCommandTest.kerf;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whole folders and repositories: ignore rules, parallel runs in a stable order, settings files, git blobs, stats. */
class RepositoryRunTest {
    @TempDir
    Path dir;

    private void write(String path, String content) throws IOException {
        Path f = dir.resolve(path);
        Files.createDirectories(f.getParent());
        Files.writeString(f, content);
    }

    private void project() throws IOException {
        write(".gitignore", "*.log\nbuild/\n");
        write("src/.gitignore", "generated.py\n");
        write("src/app.py", "def main():\n    return 1\n".repeat(30));
        write("src/generated.py", "x = 1\n");
        write("src/util/text.py", "def shout(s):\n    return s.upper()\n");
        write("docs/guide.md", "# Guide\n\nRead me.\n\n## More\n\nText.\n");
        write("build/out.py", "y = 2\n");
        write("debug.log", "noise\n");
        write(".git/config", "[core]\n");
    }

    @Test
    void foldersHonourNestedGitignoresAndSkipGit() throws IOException {
        project();
        List<JsonNode> lines = kerf("chunk", dir.toString()).lines();
        assertThat(lines.stream().map(n -> n.get("path").asText()).distinct())
                .containsExactly(".gitignore", "docs/guide.md", "src/.gitignore", "src/app.py", "src/util/text.py");
    }

    @Test
    void aFolderInsideARepositoryObeysTheIgnoreRulesAboveIt() throws IOException {
        project();
        write("src/util/trace.log", "noise\n"); // ignored by the top .gitignore, which lies above src
        write("src/util/local.py", "x = 3\n");
        write(".git/info/exclude", "local.py\n");
        List<JsonNode> lines = kerf("chunk", dir.resolve("src").toString()).lines();
        assertThat(lines.stream().map(n -> n.get("path").asText()).distinct())
                .containsExactly(".gitignore", "app.py", "util/text.py");
    }

    @Test
    void theOutputIsTheSameBytesWhateverTheThreadCount() throws IOException {
        project();
        for (int i = 0; i < 30; i++) {
            write("many/f" + i + ".py", ("def f" + i + "():\n    return " + i + "\n").repeat(i + 1));
        }
        String one = kerf("chunk", "--jobs", "1", "--max-tokens", "32", dir.toString()).out();
        String two = kerf("chunk", "--jobs", "2", "--max-tokens", "32", dir.toString()).out();
        String four = kerf("chunk", "--jobs", "4", "--max-tokens", "32", dir.toString()).out();
        assertThat(two).isEqualTo(one);
        assertThat(four).isEqualTo(one);
    }

    @Test
    void includeAndExcludeGlobsAndStats() throws IOException {
        project();
        Files.write(dir.resolve("src/blob.py"), new byte[] {1, 0, 2, 0, 3}); // binary: skipped, and its bytes count nowhere
        Path stats = dir.resolve("stats.json");
        var run = kerf("chunk", "--include", "**.py", "--exclude", "src/util/**", "--stats", stats.toString(), dir.toString());
        assertThat(run.exit()).as("exit code; stderr: %s", run.err()).isZero();
        assertThat(run.err()).doesNotContain("kerf:");
        assertThat(Files.readString(stats)).endsWith("}\n");
        assertThat(run.lines().stream().map(n -> n.get("path").asText()).distinct()).containsExactly("src/app.py");
        JsonNode s = new ObjectMapper().readTree(Files.readString(stats));
        assertThat(s.get("files").asInt()).isEqualTo(1);
        assertThat(s.get("files_by_language").get("python").asInt()).isEqualTo(1);
        assertThat(s.get("chunks").asInt()).isEqualTo(run.lines().size());
        assertThat(s.get("bytes").asLong()).as("the bytes of the files chunked").isEqualTo(Files.size(dir.resolve("src/app.py")));
        assertThat(s.get("skipped").get("binary").asInt()).isEqualTo(1);
        assertThat(s.get("skipped").get("ignored").asInt()).isGreaterThanOrEqualTo(4);
        assertThat(s.has("seconds") && s.has("mb_per_s") && s.has("tokens")).isTrue();
    }

    /**
     * A data file that does not parse (an unclosed bracket, a tab in YAML's indentation) is
     * chunked all the same, and the summary says how many such files there were, by language:
     * before, only each chunk's has_parse_errors told, and a run over a folder said nothing.
     */
    @Test
    void theSummaryCountsFilesWithSyntaxErrors() throws IOException {
        write("conf/good.json", "{\n  \"name\": \"payments\",\n  \"replicas\": 3\n}\n");
        write("conf/broken.json", "{\n  \"name\": \"payments\",\n  \"replicas\": [3,\n  \"env\": {\"A\": 1\n");
        write("conf/app.yaml", "name: payments\nreplicas: 3\n");
        Path stats = dir.resolve("stats.json");
        var run = kerf("chunk", "--summary", "--stats", stats.toString(), dir.resolve("conf").toString());
        assertThat(run.exit()).as("exit code; stderr: %s", run.err()).isZero();
        assertThat(run.lines().stream().map(n -> n.get("path").asText()).distinct()).hasSize(3);
        assertThat(run.err()).contains("with syntax errors (chunked all the same; their chunks say has_parse_errors): json 1");
        JsonNode s = new ObjectMapper().readTree(Files.readString(stats));
        assertThat(s.get("files_with_parse_errors").get("json").asInt()).isEqualTo(1);
        assertThat(s.get("files_with_parse_errors").has("yaml")).isFalse();
    }

    @Test
    void aSettingsFileIsReadAndFlagsWinOverIt() throws IOException {
        write("a.py", "def f():\n    return 1\n".repeat(40));
        write("notes.md", "# A\n\n" + "Word and more words. ".repeat(60) + "\n");
        Path config = dir.resolve("kerf.toml");
        Files.writeString(config, """
                max_tokens = 40
                exclude = ["kerf.toml"]

                [chunker]
                prefer_semantic = false

                [languages.markdown]
                max_tokens = 100
                """);
        List<JsonNode> lines = kerf("chunk", "--config", config.toString(), dir.toString()).lines();
        assertThat(lines).filteredOn(n -> n.get("path").asText().equals("a.py"))
                .allSatisfy(n -> {
                    assertThat(n.get("token_count").asInt()).isLessThanOrEqualTo(40);
                    assertThat(n.get("strategy").asText()).isEqualTo("delimiter");
                });
        assertThat(lines).filteredOn(n -> n.get("path").asText().equals("notes.md"))
                .anySatisfy(n -> assertThat(n.get("token_count").asInt()).isGreaterThan(40))
                .allSatisfy(n -> assertThat(n.get("token_count").asInt()).isLessThanOrEqualTo(100));
        List<JsonNode> flagged = kerf("chunk", "--config", config.toString(), "--max-tokens", "20", dir.resolve("a.py").toString()).lines();
        assertThat(flagged).allSatisfy(n -> assertThat(n.get("token_count").asInt()).isLessThanOrEqualTo(20));
    }

    @Test
    void badSettingsNameTheKeyAndTheLine() throws IOException {
        Path config = dir.resolve("kerf.toml");
        Files.writeString(config, "max_tokens = 100\n\n[chunker]\nprefer_semantics = true\n");
        var run = kerf("chunk", "--config", config.toString(), dir.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("kerf.toml:4:").contains("prefer_semantics").contains("unknown key");
        Files.writeString(config, "max_tokens = \"big\"\n");
        assertThat(kerf("chunk", "--config", config.toString(), dir.toString()).err()).contains("kerf.toml:1:").contains("max_tokens");
        Files.writeString(config, "[custom_delimiters]\ntcl = [{ kind = \"METHOD\", start = \"^itcl::body\", end = \"sideways\" }]\n");
        assertThat(kerf("chunk", "--config", config.toString(), dir.toString()).err()).contains("kerf.toml:2:").contains("custom_delimiters.tcl");
        Files.writeString(config, "max_tokens = = 3\n");
        assertThat(kerf("chunk", "--config", config.toString(), dir.toString()).err()).contains("kerf.toml:1:");

        // A value refused by the options as a whole is reported where it was written, not as a flag.
        Files.writeString(config, "max_tokens = 64\n\noverlap = 64\n");
        var combined = kerf("chunk", "--config", config.toString(), dir.toString());
        assertThat(combined.exit()).isEqualTo(2);
        assertThat(combined.err()).contains("kerf.toml:3: overlap:").doesNotContain("--overlap");
        assertThat(kerf("chunk", "--config", config.toString(), "--overlap", "70", dir.toString()).err()).contains("--overlap:");
        // An integer too large for TOML names the line it is on.
        Files.writeString(config, "max_tokens = 99999999999999999999999\n");
        assertThat(kerf("chunk", "--config", config.toString(), dir.toString()).err()).contains("kerf.toml:1:").contains("max_tokens");
        // A key at the top and in [chunker] too.
        Files.writeString(config, "max_tokens = 100\n\n[chunker]\nmax_tokens = 200\n");
        var twice = kerf("chunk", "--config", config.toString(), dir.toString());
        assertThat(twice.exit()).isEqualTo(2);
        assertThat(twice.err()).contains("kerf.toml:4:", "chunker.max_tokens", "also set at the top (line 1)");
        // A UTF-16 file.
        Files.write(config, new byte[] {(byte) 0xFF, (byte) 0xFE, 'm', 0, 'a', 0});
        assertThat(kerf("chunk", "--config", config.toString(), dir.toString()).err()).contains("kerf.toml: not UTF-8 text");
    }

    @Test
    void specZerosOwnSettingsExampleIsAcceptedAndMarkdownCanBeForcedToDelimiters() throws IOException {
        write("notes.md", "# A\n\nText under A.\n\n## B\n\nText under B.\n");
        Path config = dir.resolve("codeweaver.toml");
        Files.writeString(config, """
                [chunker]
                semantic_importance_threshold = 0.4
                prefer_semantic = true
                enable_hybrid_chunking = true

                force_delimiter_for_languages = ["latex", "markdown"]

                [chunker.custom_delimiters.latex]
                # Add custom LaTeX delimiters
                """);
        var run = kerf("chunk", "--config", config.toString(), dir.resolve("notes.md").toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.lines()).isNotEmpty().allSatisfy(n -> assertThat(n.get("strategy").asText()).isEqualTo("delimiter"));
    }

    @Test
    void customDelimitersFromTheSettingsFile() throws IOException {
        write("stack.tcl", "itcl::body Stack::push {x} {\n    lappend items $x\n}\n\nitcl::body Stack::pop {} {\n    return [lindex $items end]\n}\n");
        Path config = dir.resolve("settings.toml");
        Files.writeString(config, """
                granularity = "definition"

                [[chunker.custom_delimiters.tcl]]
                kind = "METHOD"
                start = "^\\\\s*itcl::body\\\\b"
                end = "{}"
                priority = 65
                flags = "whole_lines,nestable"
                """);
        List<JsonNode> lines = kerf("chunk", "--config", config.toString(), dir.resolve("stack.tcl").toString()).lines();
        assertThat(lines).hasSize(2).allSatisfy(n -> assertThat(n.get("metadata").get("delimiter_kind").asText()).isEqualTo("METHOD"));
    }

    /** "--git repo/docs" chunked the whole repository; now what lies under docs/, with paths from the root as git gives them. */
    @Test
    void gitOnASubfolderChunksThatFolder() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("a.py", "def a():\n    return 1\n");
            write("docs/guide.md", "# Guide\n\nRead me.\n");
            write("docs more/b.py", "def b():\n    return 2\n");
            git.add().addFilepattern(".").call();
            git.commit().setMessage("one").setAuthor("k", "k@example.org").setCommitter("k", "k@example.org").call();
        }
        assertThat(kerf("chunk", "--git", dir.resolve("docs").toString()).lines()).extracting(n -> n.get("path").asText())
                .containsExactly("docs/guide.md");
        assertThat(kerf("chunk", "--git", dir.toString()).lines()).extracting(n -> n.get("path").asText())
                .containsExactly("a.py", "docs more/b.py", "docs/guide.md");
    }

    private static RevCommit commit(Git git, String message) throws Exception {
        git.add().addFilepattern(".").call();
        return git.commit().setMessage(message).setAuthor("k", "k@example.org").setCommitter("k", "k@example.org").call();
    }

    /** One content at a.txt and docs/a.txt: the blob was kept at its first path only, and a selection by folder or pattern lost it. */
    @Test
    void aBlobAtSeveralPathsIsFoundAtAnyOfThem() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("a.txt", "The same words.\n");
            write("docs/a.txt", "The same words.\n");
            write("docs/b.md", "# B\n\nOther words.\n");
            commit(git, "one");
        }
        assertThat(kerf("chunk", "--git", dir.resolve("docs").toString()).lines()).extracting(n -> n.get("path").asText())
                .containsExactly("docs/a.txt", "docs/b.md");
        assertThat(kerf("chunk", "--git", dir.toString(), "--exclude", "a.txt").lines()).extracting(n -> n.get("path").asText())
                .containsExactly("docs/a.txt", "docs/b.md");
        assertThat(kerf("chunk", "--git", dir.toString(), "--all-history", "--include", "docs/**").lines())
                .extracting(n -> n.get("path").asText()).containsExactly("docs/a.txt", "docs/b.md");
        assertThat(kerf("chunk", "--git", dir.toString()).lines()).as("each blob once, at its first path")
                .extracting(n -> n.get("path").asText()).containsExactly("a.txt", "docs/b.md");
    }

    /** A commit only an annotated tag reaches (its branch deleted): a loose tag ref carries no peeled id, and it was left out. */
    @Test
    void aCommitOnlyAnAnnotatedTagReachesIsInTheWholeHistory() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("base.txt", "Base.\n");
            commit(git, "base");
            git.checkout().setCreateBranch(true).setName("release").call();
            write("tagged.txt", "Only the tag reaches this.\n");
            commit(git, "tagged");
            git.tag().setName("v1").setAnnotated(true).setMessage("v1").call();
            git.checkout().setName("main").call();
            git.branchDelete().setBranchNames("release").setForce(true).call();
        }
        assertThat(kerf("chunk", "--git", dir.toString(), "--all-history").lines()).extracting(n -> n.get("path").asText())
                .containsExactly("base.txt", "tagged.txt");
    }

    /** A link replaced by a file holding the same bytes (the link's target path): the file's blob was taken as already in the parent. */
    @Test
    void aFileThatWasALinkWithTheSameBytesIsInTheWholeHistory() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("keep.txt", "Kept.\n");
            Files.createSymbolicLink(dir.resolve("notes.txt"), Path.of("keep.txt"));
            commit(git, "a link");
            Files.delete(dir.resolve("notes.txt"));
            Files.writeString(dir.resolve("notes.txt"), "keep.txt");
            commit(git, "a file");
        }
        assertThat(kerf("chunk", "--git", dir.toString()).lines()).extracting(n -> n.get("path").asText())
                .containsExactly("keep.txt", "notes.txt");
        assertThat(kerf("chunk", "--git", dir.toString(), "--all-history").lines()).extracting(n -> n.get("path").asText())
                .containsExactly("keep.txt", "notes.txt");
    }

    /**
     * A path that held text and later a binary: with the whole history, the binary's skip report
     * says which blob and commit it is (the path alone named two blobs), as its chunks would.
     */
    @Test
    void aSkippedBlobIsReportedWithItsIdAndCommits() throws Exception {
        RevCommit binary;
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("data.txt", "Text at first.\n");
            commit(git, "text");
            Files.write(dir.resolve("data.txt"), new byte[] {1, 0, 2, 0, 3});
            binary = commit(git, "binary");
        }
        var all = kerf("chunk", "--git", dir.toString(), "--all-history");
        assertThat(all.exit()).as(all.err()).isZero();
        assertThat(all.lines()).singleElement().satisfies(n -> assertThat(n.get("path").asText()).isEqualTo("data.txt"));
        assertThat(all.errors()).singleElement().satisfies(e -> {
            assertThat(e.get("error").asText()).isEqualTo("binary");
            assertThat(e.get("blob_sha").asText()).hasSize(40).isNotEqualTo(all.lines().getFirst().get("blob_sha").asText());
            assertThat(e.get("commits")).extracting(com.fasterxml.jackson.databind.JsonNode::asText).containsExactly(binary.name());
        });
        // At a revision too, without commits.
        var head = kerf("chunk", "--git", dir.toString());
        assertThat(head.errors()).singleElement().satisfies(e -> {
            assertThat(e.get("blob_sha").asText()).hasSize(40);
            assertThat(e.has("commits")).isFalse();
        });
    }

    /** Links and submodules were passed over without a word; a folder walk reports the links it does not follow. */
    @Test
    void linksAndSubmodulesAtARevisionAreReported(@TempDir Path elsewhere) throws Exception {
        try (Git lib = Git.init().setDirectory(elsewhere.toFile()).setInitialBranch("main").call()) {
            Files.writeString(elsewhere.resolve("lib.py"), "def lib():\n    return 1\n");
            commit(lib, "lib");
        }
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("keep.txt", "Kept.\n");
            Files.createSymbolicLink(dir.resolve("notes.txt"), Path.of("keep.txt"));
            git.submoduleAdd().setPath("vendor/lib").setURI(elsewhere.toUri().toString()).call().close();
            commit(git, "a link and a submodule");
        }
        var run = kerf("chunk", "--git", dir.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.lines()).extracting(n -> n.get("path").asText()).containsExactly(".gitmodules", "keep.txt");
        assertThat(run.errors()).extracting(e -> e.get("path").asText() + " " + e.get("error").asText())
                .containsExactly("notes.txt link_not_followed", "vendor/lib submodule");
    }

    /** With the whole history, or only what is new since a revision, links and submodules are reported too. */
    @Test
    void linksAndSubmodulesOfHistoryAndSinceARevisionAreReported(@TempDir Path elsewhere) throws Exception {
        try (Git lib = Git.init().setDirectory(elsewhere.toFile()).setInitialBranch("main").call()) {
            Files.writeString(elsewhere.resolve("lib.py"), "def lib():\n    return 1\n");
            commit(lib, "lib");
        }
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("keep.txt", "Kept.\n");
            Files.createSymbolicLink(dir.resolve("notes.txt"), Path.of("keep.txt"));
            git.submoduleAdd().setPath("vendor/lib").setURI(elsewhere.toUri().toString()).call().close();
            commit(git, "a link and a submodule");
            Files.createSymbolicLink(dir.resolve("more.txt"), Path.of("keep.txt"));
            write("later.txt", "Later.\n");
            commit(git, "another link");
        }
        var all = kerf("chunk", "--git", dir.toString(), "--all-history");
        assertThat(all.exit()).isZero();
        assertThat(all.errors()).extracting(e -> e.get("path").asText() + " " + e.get("error").asText())
                .containsExactly("notes.txt link_not_followed", "vendor/lib submodule", "more.txt link_not_followed");
        var since = kerf("chunk", "--git", dir.toString(), "--since-rev", "HEAD~1");
        assertThat(since.lines()).extracting(n -> n.get("path").asText()).containsExactly("later.txt");
        assertThat(since.errors()).extracting(e -> e.get("path").asText() + " " + e.get("error").asText())
                .containsExactly("more.txt link_not_followed");
        var allSince = kerf("chunk", "--git", dir.toString(), "--all-history", "--since-rev", "HEAD~1");
        assertThat(allSince.errors()).extracting(e -> e.get("path").asText() + " " + e.get("error").asText())
                .containsExactly("more.txt link_not_followed");
    }

    @Test
    void aRepositoryWithNoCommitsSaysSo() throws Exception {
        Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call().close();
        var empty = kerf("chunk", "--git", dir.toString());
        assertThat(empty.exit()).isEqualTo(1);
        assertThat(empty.err()).contains("no commits yet");
    }

    @Test
    void gitNamedByItsDotGitFolderAFileOrAFolderItDoesNotTrack() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("a.py", "def a():\n    return 1\n");
            commit(git, "one");
        }
        Files.createDirectories(dir.resolve("untracked"));
        assertThat(kerf("chunk", "--git", dir.resolve(".git").toString()).lines()).as("the .git folder names the repository")
                .extracting(n -> n.get("path").asText()).containsExactly("a.py");
        var file = kerf("chunk", "--git", dir.resolve("a.py").toString());
        assertThat(file.exit()).isEqualTo(2);
        assertThat(file.err()).contains("is a file");
        var untracked = kerf("chunk", "--git", dir.resolve("untracked").toString());
        assertThat(untracked.exit()).isEqualTo(1);
        assertThat(untracked.err()).contains("no file of HEAD lies under untracked/");
        // -o naming a file of the work tree would overwrite a source file and its uncommitted edits.
        Files.writeString(dir.resolve("a.py"), "def a():\n    return 1\n# not committed yet\n");
        var over = kerf("chunk", "--git", dir.toString(), "-o", dir.resolve("a.py").toString());
        assertThat(over.exit()).isEqualTo(2);
        assertThat(dir.resolve("a.py")).hasContent("def a():\n    return 1\n# not committed yet");
    }

    @Test
    void gitRevisionsAndWholeHistories() throws Exception {
        RevCommit first;
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("a.py", "def a():\n    return 1\n");
            write("same.py", "def a():\n    return 1\n");
            git.add().addFilepattern(".").call();
            first = git.commit().setMessage("one").setAuthor("k", "k@example.org").setCommitter("k", "k@example.org").call();
            write("a.py", "def a():\n    return 2\n");
            git.add().addFilepattern(".").call();
            git.commit().setMessage("two").setAuthor("k", "k@example.org").setCommitter("k", "k@example.org").call();
        }
        List<JsonNode> head = kerf("chunk", "--git", dir.toString()).lines();
        assertThat(head).extracting(n -> n.get("path").asText()).containsExactly("a.py", "same.py");
        assertThat(head).allSatisfy(n -> assertThat(n.get("blob_sha").asText()).hasSize(40));

        var history = kerf("chunk", "--git", dir.toString(), "--all-history");
        List<JsonNode> all = history.lines();
        assertThat(all).hasSize(2);
        // The same bytes on every run: blob_sha, then commits (their order once changed from one JVM to the next).
        assertThat(history.out().lines()).allSatisfy(l -> assertThat(l.indexOf("\"blob_sha\"")).isLessThan(l.indexOf("\"commits\"")));
        assertThat(all.getFirst().get("commits").get(0).asText()).isEqualTo(first.name());

        List<JsonNode> picked = kerf("chunk", "--git", dir.toString(), "--exclude", "same.py").lines();
        assertThat(picked).as("--exclude picks blobs by path, as it picks files").extracting(n -> n.get("path").asText()).containsExactly("a.py");
        assertThat(kerf("chunk", "--git", dir.toString(), "--include", "**/a.py").lines()).extracting(n -> n.get("path").asText())
                .containsExactly("a.py");

        List<JsonNode> since = kerf("chunk", "--git", dir.toString(), "--since-rev", first.name()).lines();
        assertThat(since).singleElement().satisfies(n -> assertThat(n.get("text").asText()).contains("return 2"));

        var noSuch = kerf("chunk", "--git", dir.toString(), "--rev", "HEAD@{1000}");
        assertThat(noSuch.err()).contains("no such revision: HEAD@{1000}").doesNotContain("null");
        var tree = kerf("chunk", "--git", dir.toString(), "--rev", "HEAD^{tree}");
        assertThat(tree.exit()).isEqualTo(1);
        assertThat(tree.err()).contains("not a commit: HEAD^{tree} names a tree");
        assertThat(kerf("chunk", "--git", dir.toString(), "--rev", "").exit()).isEqualTo(2);

        // A shallow clone (history cut at the first commit): its HEAD is chunked, its history refused.
        String whole = kerf("chunk", "--git", dir.toString()).out();
        Files.writeString(dir.resolve(".git/shallow"), first.name() + "\n");
        var shallowHead = kerf("chunk", "--git", dir.toString());
        assertThat(shallowHead.exit()).as(shallowHead.err()).isZero();
        assertThat(shallowHead.out()).isEqualTo(whole);
        var refused = kerf("chunk", "--git", dir.toString(), "--all-history");
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("shallow clone").contains("--unshallow");
        assertThat(kerf("chunk", "--git", dir.toString(), "--since-rev", first.name()).err()).contains("shallow clone");
    }

    @Test
    void aMissingBlobIsReportedAndTheOtherFilesAreChunked() throws Exception {
        String lost;
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            write("a.py", "def a():\n    return 1\n");
            write("b.py", "def b():\n    return 'only here'\n");
            git.add().addFilepattern(".").call();
            git.commit().setMessage("one").setAuthor("k", "k@example.org").setCommitter("k", "k@example.org").call();
            lost = git.getRepository().resolve("HEAD:b.py").name();
        }
        Files.delete(dir.resolve(".git/objects/" + lost.substring(0, 2) + "/" + lost.substring(2)));
        for (String history : new String[] {"--rev", "--all-history"}) {
            var run = history.equals("--rev") ? kerf("chunk", "--git", dir.toString(), "--rev", "HEAD")
                    : kerf("chunk", "--git", dir.toString(), "--all-history");
            assertThat(run.exit()).as(history).isZero();
            assertThat(run.lines()).as(history).extracting(n -> n.get("path").asText()).containsExactly("a.py");
            assertThat(run.errors()).as(history).singleElement().satisfies(e -> {
                assertThat(e.get("path").asText()).isEqualTo("b.py");
                assertThat(e.get("error").asText()).isEqualTo("unreadable");
                assertThat(e.get("message").asText()).contains(lost);
            });
        }
    }

    @Test
    void progressAndSummaryGoToStandardErrorOnly() throws IOException {
        project();
        String plain = kerf("chunk", dir.toString()).out();
        var shown = kerf("chunk", "--progress", "--summary", dir.toString());
        assertThat(shown.out()).isEqualTo(plain);
        assertThat(shown.err()).contains("files", "MB/s", "ETA").contains("kerf: 5 files").contains("by language: ")
                .contains("skipped: ignored");
        // Standard error is no terminal here: no terminal codes, so the JSON report lines stay whole,
        // and nothing is left to do at the end.
        assertThat(shown.err()).doesNotContain("\033", "\r").contains("5/5 files").contains("ETA 0s");
    }
}
