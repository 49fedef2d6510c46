package dev.kerf.internal.markdown;

import dev.kerf.spi.Node;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import java.util.ArrayList;
import java.util.List;

/**
 * The structure of a part of a text (a code fence's contents), built on that part alone, with
 * segments in the whole text's offsets; their children are found by the inner structure and
 * shifted in turn.
 */
final class Shifted {
    private Shifted() {}

    /** The top-level segments of {@code text[from, to)} under {@code segmenter}, in the whole text's offsets. */
    static List<Segment> top(Segmenter segmenter, String text, int from, int to) {
        return shift(segmenter.segment(text.substring(from, to)).top(), from);
    }

    private static List<Segment> shift(List<Segment> segments, int by) {
        List<Segment> out = new ArrayList<>(segments.size());
        for (Segment s : segments) {
            out.add(new Segment(s.start() + by, s.end() + by, s.kind(), s.labels(), new By(s, by)));
        }
        return out;
    }

    /**
     * The node of a segment {@code by} chars to the right of {@code inner}, the inner structure's
     * own. A header inside stays with what follows it, but the contents begin no chunk and wrap
     * nothing of their own: the fence around them is what begins and wraps.
     */
    private record By(Segment inner, int by) implements Node {
        @Override
        public List<Segment> children(Segment self) {
            return shift(inner.withRange(self.start() - by, self.end() - by).children(), by);
        }

        @Override
        public boolean opensWithHeader() {
            return inner.opensWithHeader();
        }
    }
}
