package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * One question of a benchmark: its text (the retrieval query) and the excerpts that answer it,
 * each a range of one corpus. A Chroma question and a docstring question have all their excerpts
 * in one corpus; a change-set question's excerpts are the lines a commit introduced, in up to three
 * files.
 */
public record Question(String text, List<Reference> references) {
    /** One excerpt: a range of chars of one corpus. */
    public record Reference(String corpusId, CharRange range) {}

    public Question {
        references = List.copyOf(references);
    }

    /** A question whose excerpts all lie in one corpus. */
    public Question(String text, String corpusId, List<CharRange> ranges) {
        this(text, ranges.stream().map(r -> new Reference(corpusId, r)).toList());
    }

    /** The corpora the excerpts lie in, each once, in the order they first appear. */
    public List<String> corpusIds() {
        List<String> ids = new ArrayList<>();
        for (Reference r : references) {
            if (!ids.contains(r.corpusId())) {
                ids.add(r.corpusId());
            }
        }
        return ids;
    }

    /** The ranges of the excerpts in one corpus, in their order (none when it holds none). */
    public List<CharRange> ranges(String corpusId) {
        List<CharRange> ranges = new ArrayList<>();
        for (Reference r : references) {
            if (r.corpusId().equals(corpusId)) {
                ranges.add(r.range());
            }
        }
        return ranges;
    }
}
