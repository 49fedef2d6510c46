package dev.kerf.eval.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kerf.eval.Question;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The builder on a tiny history made here with the git command line: which commits become
 * questions, what their targets hold, and that a second build gives the same bytes.
 */
class ChangeSetBuilderTest {
    @TempDir
    static Path dir;
    private static Path repo;
    private static int clock;
    private static final Map<String, String> COMMITS = new java.util.HashMap<>();

    @BeforeAll
    static void makeHistory() throws Exception {
        assumeTrue(GitCli.available(), "git is not on the PATH; the change-set builder runs it, so this test cannot");
        repo = dir.resolve("repo");
        Files.createDirectories(repo);
        git("init", "-q", "-b", "main");
        git("config", "user.name", "Test Author");
        git("config", "user.email", "author@example.com");
        git("config", "commit.gpgsign", "false");
        write("adapter.py", "import time\n\n\nclass Adapter:\n    def send(self, request):\n        return request\n");
        write("README.md", "# tiny\n");
        commit("root", "Start the project with a small HTTP adapter");
        append("adapter.py", "\n    def retry(self, request):\n        time.sleep(1)\n\n        return self.send(request)\n");
        commit("retry", "Retry failed requests with a backoff in the adapter (#12)\n\nSigned-off-by: Test Author <author@example.com>");
        write("adapter.py", read("adapter.py").replace("class Adapter:", "class Adapter:  # the one adapter\n    # sends requests\n    # as they come"));
        commit("typo", "Fix typo in the adapter docstring");
        for (int i = 1; i <= 4; i++) {
            write("m" + i + ".py", "log = print\n");
        }
        commit("four files", "Log every request in each of the four modules");
        StringBuilder parser = new StringBuilder();
        for (int i = 0; i < 90; i++) {
            parser.append("TOKEN_").append(i).append(" = ").append(i).append('\n');
        }
        write("parser.py", parser.toString());
        commit("large", "Rewrite the parser in one go for speed");
        write("util.py", "def one():\n    return 1\n");
        commit("small", "Add a helper that returns one");
        // white space only: with -w the retry lines stay the retry commit's
        write("adapter.py", read("adapter.py").replace("        time.sleep(1)", "\ttime.sleep(1)"));
        commit("reindent", "Reindent the retry code with a tab for readability");
        git("checkout", "-q", "-b", "feature");
        write("settings.py", "TIMEOUT = 10\nRETRIES = 3\nBACKOFF = 1.5\n");
        commit("feature", "Add a timeout option to the adapter settings");
        git("checkout", "-q", "main");
        write("session.py", "class Session:\n    def close(self):\n        self.pool.clear()\n");
        commit("session", "Close the session's pool when the session closes");
        tick();
        git("merge", "-q", "--no-ff", "--no-commit", "feature");
        append("session.py", "\n    def timeout(self):\n        from settings import TIMEOUT\n        return TIMEOUT\n");
        commit("merge", "Merge branch 'feature' and wire the timeout into the session");
        append("adapter.py", "\n    def check(self, name):\n        assert ':' not in name\n");
        append("session.py", "\n    def check(self, name):\n        assert name.strip() == name\n");
        commit("two files", "Validate header names in the adapter and in the session");
    }

    private static BuilderOptions options(Path out) {
        return BuilderOptions.parse(new String[] {"--repo", repo.toString(), "--url", "https://example.com/tiny",
            "--commit", "main", "--name", "tiny", "--language", "python", "--ext", "py", "--license", "README.md",
            "--questions", "10", "--seed", "7", "--out", out.toString(), "--built-on", "2026-01-01"});
    }

    @Test
    void focusedChangesOfSubstanceBecomeQuestionsAndTheRestIsCounted() throws Exception {
        SourceText.Facts facts = ChangeSetBuilder.build(options(dir.resolve("out")));
        assertThat(facts.rejected()).containsOnly(
                Map.entry("root commit", 1), Map.entry("typo", 1), Map.entry("over 3 files", 1),
                Map.entry("over 80 lines", 1), Map.entry("fewer than 3 lines", 1), Map.entry("merge commit", 1));
        ChangeSet set = ChangeSet.load(dir.resolve("out/tiny"));
        Map<String, Question> byCommit = new java.util.HashMap<>();
        List<String> lines = Files.readAllLines(dir.resolve("out/tiny/questions.jsonl"));
        for (int i = 0; i < lines.size(); i++) {
            String commit = lines.get(i).replaceAll(".*\"commit\":\"([0-9a-f]+)\".*", "$1");
            byCommit.put(commit, set.questions().get(i));
        }
        assertThat(byCommit).containsOnlyKeys(
                COMMITS.get("retry"), COMMITS.get("feature"), COMMITS.get("session"), COMMITS.get("two files"));
        assertThat(set.count("Questions")).isEqualTo(4);
        assertThat(set.count("Files")).isEqualTo(set.corpora().size()).isEqualTo(9);
        assertThat(set.language()).isEqualTo("python");

        Question retry = byCommit.get(COMMITS.get("retry"));
        assertThat(retry.text()).isEqualTo("Retry failed requests with a backoff in the adapter");
        assertThat(texts(set, retry)).containsExactly(
                "    def retry(self, request):\n\ttime.sleep(1)\n\n        return self.send(request)");
        Question two = byCommit.get(COMMITS.get("two files"));
        assertThat(two.corpusIds()).containsExactly("adapter.py", "session.py");
        assertThat(texts(set, two)).containsExactly("    def check(self, name):\n        assert ':' not in name",
                "    def check(self, name):\n        assert name.strip() == name");
        assertThat(texts(set, byCommit.get(COMMITS.get("session"))))
                .containsExactly("class Session:\n    def close(self):\n        self.pool.clear()");
        for (Question q : set.questions()) {
            assertThat(q.text()).isNotBlank();
            assertThat(texts(set, q)).allSatisfy(t -> assertThat(t).isNotBlank());
        }
        assertThat(Files.readString(dir.resolve("out/tiny/LICENSE"))).isEqualTo("# tiny\n");
        assertThat(Files.readString(dir.resolve("out/tiny/files/adapter.py"))).isEqualTo(read("adapter.py"));
    }

    @Test
    void theSameInputsGiveTheSameBytes() throws Exception {
        ChangeSetBuilder.build(options(dir.resolve("again")));
        Map<String, String> first = contents(dir.resolve("again/tiny"));
        ChangeSetBuilder.build(options(dir.resolve("again"))); // the earlier build is replaced whole
        assertThat(contents(dir.resolve("again/tiny"))).isEqualTo(first);
        assertThat(Files.readString(dir.resolve("again/tiny/SOURCE.txt")))
                .contains("Builder: java -cp kerf-eval/target/kerf-eval.jar dev.kerf.eval.changes.ChangeSetBuilder"
                        + " --repo CLONE --url https://example.com/tiny")
                .contains(" --out data/changes")
                .doesNotContain(repo.toString()).doesNotContain(dir.toString());
    }

    @Test
    void aDocumentationSetsCommandWritesItToDataDocsWhateverItsMarkup() {
        for (String language : List.of("markdown", "restructuredtext", "asciidoc")) {
            BuilderOptions options = BuilderOptions.parse(new String[] {"--repo", repo.toString(), "--url", "https://example.com/tiny",
                "--commit", "main", "--name", "tiny", "--language", language, "--ext", "md,rst,adoc", "--out", dir.resolve("docs").toString()});
            assertThat(BuilderOptions.DOC_LANGUAGES).contains(language);
            assertThat(options.command()).as(language).endsWith(" --out data/docs").contains(" --language " + language + " ");
        }
        assertThat(BuilderOptions.LANGUAGES).containsAll(BuilderOptions.DOC_LANGUAGES);
    }

    @Test
    void aLanguageTheEvalHasNoPeersForIsRefusedBeforeAnythingIsBuilt() {
        // a misspelt language would give the peers the plain splitter without a word
        String[] args = {"--repo", repo.toString(), "--url", "https://example.com/tiny", "--commit", "main", "--name", "tiny",
            "--language", "pyton", "--ext", "py"};
        assertThatThrownBy(() -> BuilderOptions.parse(args))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--language must be one of python, java,")
                .hasMessageEndingWith(": pyton");
    }

    private static List<String> texts(ChangeSet set, Question q) {
        List<String> texts = new ArrayList<>();
        for (Question.Reference r : q.references()) {
            texts.add(set.corpora().get(r.corpusId()).text().substring(r.range().start(), r.range().end()));
        }
        return texts;
    }

    private static Map<String, String> contents(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).collect(Collectors.toMap(
                    p -> folder.relativize(p).toString(), p -> {
                        try {
                            return Files.readString(p);
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }));
        }
    }

    private static void write(String path, String text) throws IOException {
        Files.writeString(repo.resolve(path), text, StandardCharsets.UTF_8);
    }

    private static void append(String path, String text) throws IOException {
        write(path, read(path) + text);
    }

    private static String read(String path) throws IOException {
        return Files.readString(repo.resolve(path), StandardCharsets.UTF_8);
    }

    private static void commit(String key, String message) throws Exception {
        tick();
        git("add", "-A");
        git("commit", "-q", "-m", message);
        COMMITS.put(key, new GitCli(repo).text("rev-parse", "HEAD").strip());
    }

    /** Commit dates one minute apart, so the history is the same on every run. */
    private static void tick() {
        clock++;
    }

    private static void git(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git", "-C", repo.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        String date = String.format("2026-01-01T00:%02d:00Z", clock);
        builder.environment().put("GIT_AUTHOR_DATE", date);
        builder.environment().put("GIT_COMMITTER_DATE", date);
        builder.environment().put("GIT_CONFIG_GLOBAL", "/dev/null");
        builder.environment().put("GIT_CONFIG_NOSYSTEM", "1");
        Process p = builder.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("git %s: %s", String.join(" ", args), out).isZero();
    }
}
