package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class Bm25RetrieverTest {
    private static LocatedChunk chunk(String corpus, int start, String text) {
        return new LocatedChunk(corpus, new CharRange(start, start + text.length()), text, 1);
    }

    private final List<LocatedChunk> pool = List.of(
            chunk("a", 0, "The committee approved the annual budget for schools."),
            chunk("a", 60, "Rainfall in the northern valleys was unusually heavy."),
            chunk("b", 0, "Heavy rains flooded the valley roads in spring."),
            chunk("b", 50, "Nothing relevant is said here at all."));

    @Test
    void theBestMatchingChunksComeFirstAcrossAllCorpora() throws Exception {
        try (Bm25Retriever retriever = new Bm25Retriever(pool)) {
            List<LocatedChunk> top = retriever.top("Which valleys had heavy rainfall?", 2);
            assertThat(top).containsExactly(pool.get(1), pool.get(2));
        }
    }

    @Test
    void atMostKChunksAndNoneForAQueryOfStopWords() throws Exception {
        try (Bm25Retriever retriever = new Bm25Retriever(pool)) {
            assertThat(retriever.top("budget", 5)).containsExactly(pool.get(0));
            assertThat(retriever.top("the of and", 5)).isEmpty();
        }
    }
}
