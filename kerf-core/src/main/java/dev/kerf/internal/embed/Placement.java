package dev.kerf.internal.embed;

import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Node;
import dev.kerf.spi.Segment;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Segments of a structure that was given one part of a file (the file with all else blanked: a
 * component's script, a notebook's code cells) held to the ranges that part holds. A structure
 * may give the blanked text around its part to a segment, which is white space and is cut off; a
 * segment whose content lies in more than one range (markup around a block, code over two cells)
 * is replaced by its children, or, for a leaf, by its pieces.
 */
public final class Placement {
    private Placement() {}

    /**
     * Adds {@code s} held to {@code ranges} (ascending {@code [from, to)} pairs) to {@code out}.
     * Labelled segments replaced by their children go to {@code split}, so that a structure can
     * still describe a chunk inside one by it.
     */
    public static void place(Segment s, String text, List<int[]> ranges, List<Segment> out, List<Segment> split) {
        List<int[]> pieces = new ArrayList<>();
        for (int[] r : ranges) {
            if (r[0] >= s.end()) {
                break;
            }
            int from = Math.max(s.start(), r[0]);
            int to = Math.min(s.end(), r[1]);
            if (from < to && !Whitespace.isBlank(text, from, to)) {
                pieces.add(new int[] {from, to});
            }
        }
        if (pieces.size() == 1) {
            int[] p = pieces.getFirst();
            out.add(p[0] == s.start() && p[1] == s.end() ? s : new Segment(p[0], p[1], s.kind(), s.labels(), held(s, text, ranges, split)));
        } else if (pieces.size() > 1) {
            List<Segment> children = s.children();
            if (children.isEmpty()) {
                for (int[] p : pieces) {
                    out.add(new Segment(p[0], p[1], s.kind(), s.labels()));
                }
            } else {
                if (!s.labels().isEmpty()) {
                    split.add(s);
                }
                for (Segment child : children) {
                    place(child, text, ranges, out, split);
                }
            }
        }
    }

    /** The node of a segment cut down to its ranges: its children are held the same way, and it says what the segment says. */
    private static Node held(Segment inner, String text, List<int[]> ranges, List<Segment> split) {
        return Node.like(inner, self -> {
            List<Segment> out = new ArrayList<>();
            for (Segment child : inner.children()) {
                place(child, text, ranges, out, split);
            }
            return out;
        });
    }

    /**
     * The labels of an embedded part kept whole in a chunk (a component's script beside its
     * markup, a notebook's code cell): those of its most important segment (the first of the
     * highest score, else the first labelled one), less a symbol and an importance of their own,
     * and less a scope when it holds more than one definition, which lie in no one scope, as in
     * a file of them. The part defines nothing a chunk holding a piece of it would not name from
     * its contents, and a definition in a chunk still outranks it as the chunk's description.
     */
    public static Map<String, Object> wholePartLabels(List<Segment> contents) {
        Segment best = null;
        double bestScore = -1;
        for (Segment s : contents) {
            double score = s.highestImportance().orElse(-1);
            if (!s.labels().isEmpty() && (best == null || score > bestScore)) {
                best = s;
                bestScore = score;
            }
        }
        if (best == null) {
            return Map.of();
        }
        Map<String, Object> labels = new LinkedHashMap<>(best.labels());
        labels.remove(Labels.SYMBOL.key());
        labels.remove(Labels.IMPORTANCE.key());
        if (contents.stream().filter(c -> !c.labels().isEmpty()).count() > 1) {
            labels.remove(Labels.SCOPE.key());
        }
        return labels;
    }
}
