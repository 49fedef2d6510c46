package dev.kerf.pack;

import dev.kerf.segment.Segment;
import java.util.List;

/**
 * A range the Packer chose as one chunk, with its exact token count and the units it is made of.
 *
 * @param start first char
 * @param end one past the last char
 * @param tokenCount exact count of {@code text[start, end)}
 * @param units the units packed into it, in order (an overlap prefix is not among them)
 */
public record Piece(int start, int end, int tokenCount, List<Unit> units) {

    /**
     * One unit of a chunk.
     *
     * @param segment the unit's own range (a whole block, or a line or word of one too large to keep)
     * @param owner the innermost labelled segment holding it (itself when labelled), or null
     */
    public record Unit(Segment segment, Segment owner) {}

    /** The owner of the first unit that has one: the block a chunk describes in its metadata. */
    public Segment primaryOwner() {
        for (Unit u : units) {
            if (u.owner() != null) {
                return u.owner();
            }
        }
        return null;
    }
}
