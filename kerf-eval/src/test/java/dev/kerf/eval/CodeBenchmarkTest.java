package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CodeBenchmarkTest {
    /** Files held in memory. */
    private record MemoryTree(Map<String, String> files) implements SourceTree {
        @Override
        public List<String> names() {
            return new ArrayList<>(files.keySet());
        }

        @Override
        public byte[] read(String name) {
            return files.get(name).getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public void close() {}
    }

    private static String module(String name, String doc) {
        return "def " + name + "(x):\n    \"\"\"" + doc + "\"\"\"\n    return x\n";
    }

    private static final Map<String, String> FILES = new LinkedHashMap<>();

    static {
        String shared = module("shared", "Do the common thing here.");
        FILES.put("a.py", module("first", "Return the first thing given.") + shared);
        FILES.put("b.py", module("second", "Return the second thing given.") + shared);
        FILES.put("c.py", "x = 1\n");
        FILES.put("big.py", module("big", "Return something from a file too large.") + "#".repeat(500));
    }

    private static Benchmark sample(int files) throws Exception {
        return CodeBenchmark.sample("test", new MemoryTree(FILES), PythonDocstrings::find,
                new CodeBenchmark.Sampling(files, 10, 300, 1));
    }

    @Test
    void questionsAreFirstSentencesAndTargetsTheFunctions() throws Exception {
        Benchmark b = sample(10);
        assertThat(b.corpora()).containsOnlyKeys("a.py", "b.py");
        assertThat(b.questions()).extracting(Question::text)
                .containsExactlyInAnyOrder("Return the first thing given.", "Return the second thing given.");
        for (Question q : b.questions()) {
            assertThat(q.references()).hasSize(1);
            String text = b.corpora().get(q.references().getFirst().corpusId()).text();
            CharRange target = q.references().getFirst().range();
            assertThat(text.substring(target.start(), target.end())).startsWith("def ").endsWith("return x");
        }
    }

    @Test
    void everyDocCommentIsBlankedSoNoQueryMeetsItsOwnWords() throws Exception {
        Benchmark b = sample(10);
        for (Corpus c : b.corpora().values()) {
            assertThat(c.text()).doesNotContain("Return the", "common thing", "\"\"\"");
            assertThat(c.text()).hasSameSizeAs(FILES.get(c.id()));
        }
    }

    @Test
    void theSampleStopsAtTheNumberOfFilesAndIsTheSameForTheSameSeed() throws Exception {
        assertThat(sample(1).corpora()).hasSize(1);
        assertThat(sample(2).questions()).isEqualTo(sample(2).questions());
    }
}
