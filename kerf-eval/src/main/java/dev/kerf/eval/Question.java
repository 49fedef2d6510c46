package dev.kerf.eval;

import java.util.List;

/**
 * One question of the Chroma data set: its text (the retrieval query), the corpus it was written
 * from, and the excerpts of that corpus that answer it.
 */
public record Question(String text, String corpusId, List<CharRange> references) {
    public Question {
        references = List.copyOf(references);
    }
}
