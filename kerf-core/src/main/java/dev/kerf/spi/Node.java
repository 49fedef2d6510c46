package dev.kerf.spi;

import java.util.List;
import java.util.Optional;

/**
 * What a structure knows of one of its segments beyond the range, kind and labels: the segments
 * below it, and how the Packer must treat it. A structure gives each segment it makes its node, so
 * that nothing is looked up again when the Packer comes back to the segment; a segment with no node
 * is a leaf (the Packer cuts a leaf too large for one chunk by its generic parts).
 *
 * <p>A node is usually a lambda over the structure's own tree node:
 * <pre>{@code
 * new Segment(start, end, "class", labels, self -> tile(classNode, self.start(), self.end()))
 * }</pre>
 */
@FunctionalInterface
public interface Node {

    /**
     * The segments directly below {@code self}, in order, tiling it; empty when it is a leaf.
     * Asked when the Packer needs them (a segment too large for one chunk), at most once per
     * descent. {@code self} is the segment as the Packer holds it: its range may have grown over
     * whitespace since the structure made it.
     */
    List<Segment> children(Segment self);

    /**
     * Whether a chunk must begin where the segment begins (a Markdown section does). A chunk
     * under minTokens still joins a neighbour.
     */
    default boolean startsChunk() {
        return false;
    }

    /**
     * Whether a chunk must end where the segment ends: what follows it begins a chunk (the base64
     * data of an image written into a page is not packed with the text after it). A chunk under
     * minTokens still joins a neighbour.
     */
    default boolean endsChunk() {
        return false;
    }

    /**
     * Whether the segment opens with a header that no chunk may end with apart from what follows
     * it: a Markdown section's headings before its first block. The Packer treats such a header as
     * it treats a definition's signature (every labelled segment opens with one): when the header
     * and the first block after it do not fit together, that block is split so that the header
     * keeps its first part.
     */
    default boolean opensWithHeader() {
        return false;
    }

    /**
     * Whether the segment's labels also describe its parts when it is too large for one chunk: a
     * class's do (a chunk of its methods' lines belongs to the class). Labels that name the most
     * important definition inside the segment do not: an embedded script described by its main
     * function is, once split, chunks of other code that function is not in.
     */
    default boolean describesParts() {
        return true;
    }

    /**
     * The text that will wrap each part of the segment when it is too large for one chunk (a code
     * fence's opening and closing lines, a table's header rows), if any. The Packer keeps room for
     * the wrapping in every part, and the parts form chunks of their own.
     */
    default Optional<Wrapping> wrapping() {
        return Optional.empty();
    }

    /**
     * A node with other children that otherwise says what {@code inner} says (its chunk starts and
     * ends, header, parts, wrapping): for a segment made from another, widened over what is joined
     * to it or cut down to some of its text.
     */
    static Node like(Segment inner, java.util.function.Function<Segment, List<Segment>> children) {
        return new Node() {
            @Override
            public List<Segment> children(Segment self) {
                return children.apply(self);
            }

            @Override
            public boolean startsChunk() {
                return inner.startsChunk();
            }

            @Override
            public boolean endsChunk() {
                return inner.endsChunk();
            }

            @Override
            public boolean opensWithHeader() {
                return inner.opensWithHeader();
            }

            @Override
            public boolean describesParts() {
                return inner.describesParts();
            }

            @Override
            public Optional<Wrapping> wrapping() {
                return inner.wrapping();
            }
        };
    }
}
