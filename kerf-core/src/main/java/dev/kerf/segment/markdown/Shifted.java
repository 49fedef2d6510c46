package dev.kerf.segment.markdown;

import dev.kerf.segment.Segment;
import dev.kerf.segment.Segmenter;
import dev.kerf.segment.Structure;
import java.util.ArrayList;
import java.util.List;

/** The structure of a part of a text (a code fence's contents), built on that part alone, with segments in the whole text's offsets. */
final class Shifted {
    private final Structure inner;
    private final int from;
    private final int to;

    Shifted(Segmenter segmenter, String text, int from, int to) {
        this.inner = segmenter.segment(text.substring(from, to));
        this.from = from;
        this.to = to;
    }

    boolean contains(Segment s) {
        return s.start() >= from && s.end() <= to;
    }

    List<Segment> top() {
        return shift(inner.top(), from);
    }

    List<Segment> children(Segment parent) {
        Segment local = new Segment(parent.start() - from, parent.end() - from, parent.kind(), parent.labels());
        return shift(inner.children(local), from);
    }

    private static List<Segment> shift(List<Segment> segments, int by) {
        List<Segment> out = new ArrayList<>(segments.size());
        for (Segment s : segments) {
            out.add(new Segment(s.start() + by, s.end() + by, s.kind(), s.labels()));
        }
        return out;
    }
}
