package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChromaQuestionsTest {
    @Test
    void csvFieldsMayHoldQuotesCommasAndLineBreaks() {
        String csv = "a,b,c\nplain,\"with, comma\",\"say \"\"hi\"\"\nthere\"\n,,last\n";
        assertThat(CsvRecords.parse(csv))
                .containsExactly(
                        List.of("a", "b", "c"),
                        List.of("plain", "with, comma", "say \"hi\"\nthere"),
                        List.of("", "", "last"));
    }

    @Test
    void questionsKeepTheirCorpusAndExcerptRanges() {
        String csv = "question,references,corpus_id\n"
                + "\"Who, and why?\",\"[{\"\"content\"\": \"\"x\\u2019y\"\", \"\"start_index\"\": 3, \"\"end_index\"\": 6},"
                + " {\"\"content\"\": \"\"z\"\", \"\"start_index\"\": 10, \"\"end_index\"\": 11}]\",finance\n";
        assertThat(ChromaQuestions.parse(csv))
                .containsExactly(new Question(
                        "Who, and why?", "finance", List.of(new CharRange(3, 6), new CharRange(10, 11))));
    }

    @Test
    void aMissingColumnIsNamed() {
        assertThatThrownBy(() -> ChromaQuestions.parse("question,corpus_id\nq,c\n"))
                .hasMessageContaining("references");
    }
}
