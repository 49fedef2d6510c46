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
 * @param reserve tokens kept free for the wrapping of a part of a block cut into several chunks
 * @param breakBefore whether the structure asked for a chunk to begin here (a Markdown section)
 */
public record Piece(int start, int end, int tokenCount, List<Unit> units, int reserve, boolean breakBefore) {

    public Piece(int start, int end, int tokenCount, List<Unit> units) {
        this(start, end, tokenCount, units, 0, false);
    }

    /** The same units over a new range (an overlap prefix added). */
    Piece withRange(int newStart, int newTokenCount) {
        return new Piece(newStart, end, newTokenCount, units, reserve, breakBefore);
    }

    /**
     * One unit of a chunk.
     *
     * @param segment the unit's own range (a whole block, or a line or word of one too large to keep)
     * @param owner the innermost labelled segment holding it (itself when labelled), or null
     */
    public record Unit(Segment segment, Segment owner) {}

    /**
     * The block a chunk describes in its metadata: the first labelled segment that begins in the
     * chunk, or, when the chunk lies inside one block, the one that owns most of its text.
     */
    public Segment primaryOwner() {
        for (Segment owner : owners()) {
            if (owner.start() >= start) {
                return owner;
            }
        }
        java.util.Map<Segment, Integer> owned = new java.util.LinkedHashMap<>();
        for (Unit u : units) {
            if (u.owner() != null) {
                owned.merge(u.owner(), u.segment().length(), Integer::sum);
            }
        }
        Segment best = null;
        int most = -1;
        for (var e : owned.entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        return best;
    }

    /** The labelled segments the units belong to, each once, in order. */
    public List<Segment> owners() {
        java.util.LinkedHashSet<Segment> owners = new java.util.LinkedHashSet<>();
        for (Unit u : units) {
            if (u.owner() != null) {
                owners.add(u.owner());
            }
        }
        return List.copyOf(owners);
    }
}
