package dev.kerf.segment;

import dev.kerf.text.Lines;
import dev.kerf.text.Whitespace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Segments tiling {@code [from, to)} of a parent from its child nodes, in order: each child
 * stretched over the whitespace after it, the code between two children as a segment of the gap
 * kind, and whitespace left at the end joined to the last child. Each child's segment is
 * remembered with its node in the structure's {@link SegmentNodes}.
 *
 * @param <N> the structure's own node type
 */
public final class Tiling<N> {
    private final String text;
    private final String gapKind;
    private final int to;
    private final SegmentNodes<N> nodes;
    private final List<Segment> out = new ArrayList<>();
    private int at;

    public Tiling(String text, String gapKind, int from, int to, SegmentNodes<N> nodes) {
        this.text = text;
        this.gapKind = gapKind;
        this.at = from;
        this.to = to;
        this.nodes = nodes;
    }

    /** Where the next segment begins: the end of the last one, or {@code from}. */
    public int at() {
        return at;
    }

    /**
     * Adds {@code node}, beginning at {@code start} (code before it, unless blank, becomes a gap
     * segment) and ending at {@code end} and the whitespace after it. A node that ends before
     * {@link #at()} adds nothing, and then its labels are never asked for.
     */
    public void add(N node, int start, int end, String kind, Supplier<Map<String, Object>> labels) {
        if (start > at && !Whitespace.isBlank(text, at, start)) {
            out.add(new Segment(at, start, gapKind));
            at = start;
        }
        int stop = Math.min(Lines.afterTrailingWhitespace(text, end, to), to);
        if (stop <= at) {
            return;
        }
        Segment segment = new Segment(at, stop, kind, labels.get());
        nodes.put(segment, node);
        out.add(segment);
        at = stop;
    }

    /** The segments, with what is left after the last child: joined to it when blank, else a gap segment. */
    public List<Segment> finish() {
        if (at < to) {
            if (Whitespace.isBlank(text, at, to) && !out.isEmpty()) {
                Segment last = out.removeLast();
                Segment widened = new Segment(last.start(), to, last.kind(), last.labels());
                nodes.move(last, widened);
                out.add(widened);
            } else {
                out.add(new Segment(at, to, gapKind));
            }
            at = to;
        }
        return out;
    }
}
