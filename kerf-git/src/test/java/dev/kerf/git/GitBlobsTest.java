package dev.kerf.git;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.storage.file.FileBasedConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Unique blobs of a revision and of a whole history, on a repository made in the test. */
class GitBlobsTest {
    @TempDir
    Path dir;

    private RevCommit commit(Git git, String message, String... pathsAndContents) throws Exception {
        for (int i = 0; i < pathsAndContents.length; i += 2) {
            Path f = dir.resolve(pathsAndContents[i]);
            Files.createDirectories(f.getParent());
            if (pathsAndContents[i + 1] == null) {
                Files.delete(f);
                git.rm().addFilepattern(pathsAndContents[i]).call();
            } else {
                Files.writeString(f, pathsAndContents[i + 1], StandardCharsets.UTF_8);
                git.add().addFilepattern(pathsAndContents[i]).call();
            }
        }
        return git.commit().setMessage(message).setAuthor("kerf", "kerf@example.org").setCommitter("kerf", "kerf@example.org").call();
    }

    @Test
    void eachBlobOnceWithItsFirstPathAndTheCommitsThatIntroducedIt() throws Exception {
        RevCommit c1;
        RevCommit c2;
        RevCommit c3;
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            c1 = commit(git, "one", "a.py", "print(1)\n", "copy/a.py", "print(1)\n", "gone.txt", "bye\n");
            c2 = commit(git, "two", "a.py", "print(2)\n", "gone.txt", null);
            c3 = commit(git, "three", "b.py", "print(1)\n");
        }
        try (GitBlobs blobs = GitBlobs.open(dir)) {
            List<GitBlobs.Blob> head = blobs.atRevision("HEAD");
            assertThat(head).extracting(GitBlobs.Blob::path).containsExactly("a.py", "b.py");
            assertThat(new String(blobs.read(head.get(1).sha()), StandardCharsets.UTF_8)).isEqualTo("print(1)\n");

            List<GitBlobs.Blob> all = blobs.allHistory();
            assertThat(all).extracting(GitBlobs.Blob::path).containsExactly("a.py", "gone.txt", "a.py");
            assertThat(all.get(0).commits()).containsExactly(c1.name(), c3.name()); // print(1) again at b.py
            assertThat(all.get(1).commits()).containsExactly(c1.name());
            assertThat(all.get(2).commits()).containsExactly(c2.name());

            assertThat(blobs.newSince(all, c1.name())).extracting(GitBlobs.Blob::sha).containsExactly(all.get(2).sha());
            assertThat(blobs.newSince(head, c2.name())).isEmpty();
        }
    }

    /**
     * A clone of depth 1, as CI checks a repository out: its HEAD's files are read as any others;
     * a walk of its history, which is cut off, is refused, and so is a revision it does not hold.
     */
    @Test
    void aShallowCloneGivesItsHeadButNotItsHistory(@TempDir Path clone) throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            commit(git, "one", "a.txt", "a\n", "b.txt", "b\n");
            commit(git, "two", "a.txt", "a, later\n");
        }
        Git.cloneRepository().setURI(dir.toUri().toString()).setDirectory(clone.toFile()).setDepth(1).call().close();
        assertThat(clone.resolve(".git/shallow")).exists();
        try (GitBlobs blobs = GitBlobs.open(clone)) {
            List<GitBlobs.Blob> head = blobs.atRevision("HEAD");
            assertThat(head).extracting(GitBlobs.Blob::path).containsExactly("a.txt", "b.txt");
            assertThat(new String(blobs.read(head.getFirst().sha()), StandardCharsets.UTF_8)).isEqualTo("a, later\n");
            assertThatThrownBy(blobs::allHistory).isInstanceOf(GitException.class).hasMessageContaining("shallow clone")
                    .hasMessageContaining("--unshallow");
            assertThatThrownBy(() -> blobs.newSince(head, "HEAD")).isInstanceOf(GitException.class).hasMessageContaining("shallow clone");
            assertThatThrownBy(() -> blobs.atRevision("HEAD~1")).isInstanceOf(GitException.class)
                    .hasMessageContaining("no such revision: HEAD~1").hasMessageContaining("shallow clone");
        }
    }

    @Test
    void partialAndMissingRepositoriesAreRefusedClearly() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            commit(git, "one", "a.txt", "a\n");
        }

        FileBasedConfig config = new FileBasedConfig(dir.resolve(".git/config").toFile(), org.eclipse.jgit.util.FS.DETECTED);
        config.load();
        config.setString("remote", "origin", "promisor", "true");
        config.save();
        assertThatThrownBy(() -> GitBlobs.open(dir)).isInstanceOf(GitException.class).hasMessageContaining("partial clone");

        Path empty = Files.createDirectories(dir.resolveSibling(dir.getFileName() + "-plain"));
        assertThatThrownBy(() -> GitBlobs.open(empty)).isInstanceOf(GitException.class).hasMessageContaining("not a git repository");
    }

    @Test
    void nestedGitignoreFilesDecideAsGitDoes() throws IOException {
        Files.writeString(dir.resolve(".gitignore"), "*.log\nbuild/\n!keep.log\n");
        Files.createDirectories(dir.resolve("sub/build"));
        Files.writeString(dir.resolve("sub/.gitignore"), "secret.txt\n!important.log\n");
        GitIgnores ignores = new GitIgnores(dir);
        assertThat(ignores.isIgnored(dir.resolve("x.log"), false)).isTrue();
        assertThat(ignores.isIgnored(dir.resolve("keep.log"), false)).isFalse();
        assertThat(ignores.isIgnored(dir.resolve("sub/build"), true)).isTrue();
        assertThat(ignores.isIgnored(dir.resolve("sub/secret.txt"), false)).isTrue();
        assertThat(ignores.isIgnored(dir.resolve("secret.txt"), false)).isFalse();
        assertThat(ignores.isIgnored(dir.resolve("sub/important.log"), false)).isFalse();
        assertThat(ignores.isIgnored(dir.resolve("sub/a.py"), false)).isFalse();
    }

    @Test
    void aTreeInsideARepositoryReadsTheRulesAboveItAndInfoExclude() throws IOException {
        Files.writeString(dir.resolve(".gitignore"), "*.log\n");
        Files.createDirectories(dir.resolve(".git/info"));
        Files.writeString(dir.resolve(".git/info/exclude"), "scratch/\n");
        Files.createDirectories(dir.resolve("sub/scratch"));
        Files.writeString(dir.resolve("sub/.gitignore"), "!keep.log\n");
        GitIgnores ignores = new GitIgnores(dir.resolve("sub"));
        assertThat(ignores.isIgnored(dir.resolve("sub/x.log"), false)).as("the repository's .gitignore, above the tree").isTrue();
        assertThat(ignores.isIgnored(dir.resolve("sub/keep.log"), false)).as("the nearer .gitignore wins").isFalse();
        assertThat(ignores.isIgnored(dir.resolve("sub/scratch"), true)).as(".git/info/exclude").isTrue();
        assertThat(ignores.isIgnored(dir.resolve("sub/a.py"), false)).isFalse();
    }

    @Test
    void outsideARepositoryOnlyTheTreesOwnRulesCount() throws IOException {
        Files.writeString(dir.resolve(".gitignore"), "*.log\n"); // no .git: a folder, not a repository
        Files.createDirectories(dir.resolve("sub"));
        assertThat(new GitIgnores(dir.resolve("sub")).isIgnored(dir.resolve("sub/x.log"), false)).isFalse();
    }
}
