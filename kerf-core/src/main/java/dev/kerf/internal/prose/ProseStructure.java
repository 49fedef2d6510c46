package dev.kerf.internal.prose;

import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.util.List;
import java.util.Optional;

/** Paragraphs, then sentences, of one text. */
final class ProseStructure implements Structure {
    private final String text;

    ProseStructure(String text) {
        this.text = text;
    }

    @Override
    public List<Segment> top() {
        return Sentences.paragraphs(text, 0, text.length(), ProseSegmenter.PARAGRAPH, ProseSegmenter.SENTENCE);
    }

    /** Paragraphs pack to the target of written text ({@code sectionTargetTokens}), as Markdown's sections do. */
    @Override
    public boolean isWrittenText() {
        return true;
    }

    /** Sentences and paragraphs have no scope to name. */
    @Override
    public boolean scoped() {
        return false;
    }

    @Override
    public Optional<List<Integer>> overlapStarts(int from, int cut) {
        return Optional.of(Sentences.overlapStarts(text, from, cut, from));
    }
}
