package dev.kerf.eval.changes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.eval.Benchmark;
import dev.kerf.eval.CharRange;
import dev.kerf.eval.Corpus;
import dev.kerf.eval.Question;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChangeSetSampleTest {
    private static Question q(String text, String... files) {
        return new Question(text, java.util.Arrays.stream(files)
                .map(f -> new Question.Reference(f, new CharRange(0, 1))).toList());
    }

    @Test
    void questionsAreTakenInOrderWhileTheirFilesFitThenOtherFilesFillTheRest() {
        Map<String, Corpus> corpora = new LinkedHashMap<>();
        for (String name : List.of("a", "b", "c", "d", "e", "f")) {
            int size = name.equals("c") ? 500 : 100;
            corpora.put(name, new Corpus(name, Path.of(name), "x".repeat(size)));
        }
        ChangeSet set = new ChangeSet("s", Map.of(), List.of(q("1", "a"), q("2", "c"), q("3", "a", "b"), q("4", "d")),
                corpora);
        // targets within 300 chars: "2" (c is 500) does not fit; then others up to 450 chars in all
        Benchmark sample = set.sample("t", 10, 300, 450, 1);
        assertThat(sample.questions()).extracting(Question::text).containsExactly("1", "3", "4");
        assertThat(sample.corpora().keySet()).hasSize(4).containsSubsequence("a", "b", "d").doesNotContain("c");
        assertThat(set.sample("t", 2, 300, 300, 1).questions()).extracting(Question::text).containsExactly("1", "3");
        assertThat(set.sample("t", 10, 300, 450, 1).corpora()).isEqualTo(sample.corpora());
    }
}
