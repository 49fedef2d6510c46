package dev.kerf.internal.prose;

import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Paragraphs, then sentences, of one text. */
final class ProseStructure implements Structure {
    private final String text;

    ProseStructure(String text) {
        this.text = text;
    }

    @Override
    public List<Segment> top() {
        List<Segment> out = new ArrayList<>();
        for (Segment block : GenericSegmenter.region(text, 0, text.length()).top()) {
            out.add(new Segment(block.start(), block.end(), ProseSegmenter.PARAGRAPH, Map.of(),
                    self -> Sentences.segments(text, self.start(), self.end(), ProseSegmenter.SENTENCE)));
        }
        return out;
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
