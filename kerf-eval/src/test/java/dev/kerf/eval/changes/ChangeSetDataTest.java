package dev.kerf.eval.changes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.eval.Question;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The change sets committed under data/changes and data/docs: each loads, and its figures match its SOURCE.txt. */
class ChangeSetDataTest {
    @Test
    void everyCommittedSetLoadsWithItsTargetsInsideTheirFiles() throws Exception {
        List<Path> sets = ChangeSet.find(projectRoot().resolve("data/changes"));
        assertThat(sets).extracting(p -> p.getFileName().toString())
                .contains("requests", "commons-lang", "gin", "ripgrep", "express", "thor", "httpx", "jackson-core", "serde-json", "urfave-cli", "got",
                        "leveldb", "yaml-cpp", "libuv");
        for (Path folder : sets) {
            checkSet(folder, BuilderOptions.LANGUAGES.stream().filter(l -> !BuilderOptions.DOC_LANGUAGES.contains(l)).toList());
        }
    }

    @Test
    void everyDocumentationSetLoadsWithItsTargetsInsideTheirFiles() throws Exception {
        List<Path> sets = ChangeSet.find(projectRoot().resolve("data/docs"));
        assertThat(sets).extracting(p -> p.getFileName().toString()).contains("rust-book", "vite-docs", "cargo-book", "uv-docs", "pydantic-docs",
                "eslint-docs", "flask-docs", "pytest-docs", "spring-framework-docs", "spring-boot-docs");
        Map<String, String> extensions = Map.of("markdown", ".md", "restructuredtext", ".rst", "asciidoc", ".adoc");
        for (Path folder : sets) {
            checkSet(folder, BuilderOptions.DOC_LANGUAGES);
            ChangeSet set = ChangeSet.load(folder);
            assertThat(set.corpora().keySet()).as(set.name()).allMatch(path -> path.endsWith(extensions.get(set.language())));
        }
    }

    private static void checkSet(Path folder, List<String> languages) throws Exception {
        ChangeSet set = ChangeSet.load(folder); // throws when a target is not inside a kept file
        assertThat(set.questions()).as(set.name()).hasSize(set.count("Questions")).isNotEmpty();
        assertThat(set.corpora()).as(set.name()).hasSize(set.count("Files"));
        assertThat(set.language()).as(set.name()).isIn(languages);
        assertThat(folder.resolve("LICENSE")).as(set.name()).isRegularFile();
        assertThat(set.source()).as(set.name()).containsKeys("Repository", "Commit", "Commit date", "Builder", "Built");
        for (Question q : set.questions()) {
            assertThat(q.text()).as(set.name()).isNotBlank();
            assertThat(q.corpusIds()).as(set.name() + ": " + q.text()).hasSizeBetween(1, Candidates.MAX_FILES);
            for (Question.Reference r : q.references()) {
                String text = set.corpora().get(r.corpusId()).text();
                assertThat(text.substring(r.range().start(), r.range().end()))
                        .as(set.name() + ": " + q.text()).isNotBlank();
            }
        }
    }

    private static Path projectRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("data/changes"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("the project's data/changes folder above " + Path.of("").toAbsolutePath()).isNotNull();
        return dir;
    }
}
