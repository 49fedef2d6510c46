package dev.kerf.segment;

import java.util.List;

/**
 * The segment tree of one text, built lazily: the Packer asks for the children of a segment only
 * when the segment is too large to be a unit of its own.
 *
 * <p>The top-level segments tile the text, and each segment's children tile the segment, except
 * that whitespace between segments may be left out (the Packer gives it to a neighbour). A
 * segment with no children is a leaf; if a leaf is still too large the Packer descends into it with
 * the generic structure (lines, words, graphemes, code points).
 */
public interface Structure {

    /** The segments directly below the whole text, in order. Empty for whitespace-only text. */
    List<Segment> top();

    /** The segments directly below {@code parent}, in order; empty when it is a leaf. */
    List<Segment> children(Segment parent);

    /**
     * The strategy chunks of this structure report, when it differs from its segmenter's: a
     * syntax segmenter whose parse failed hands back a delimiter structure, and says so.
     */
    default java.util.Optional<String> strategy() {
        return java.util.Optional.empty();
    }
}
