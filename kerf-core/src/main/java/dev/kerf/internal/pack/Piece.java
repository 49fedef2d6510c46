package dev.kerf.internal.pack;

import dev.kerf.spi.Segment;
import java.util.List;

/**
 * A range the Packer chose as one chunk, with its exact token count and the units it is made of.
 *
 * @param start first char of the range the chunk describes (its units, and an overlap prefix)
 * @param end one past the last char
 * @param tokenCount exact count of {@code text[textStart, end)}
 * @param units the units packed into it, in order (an overlap prefix is not among them)
 * @param reserve tokens kept free for the wrapping of a part of a block cut into several chunks
 * @param breakBefore whether the structure asked for a chunk to begin here (a Markdown section)
 * @param textStart first char of the chunk's text: {@code start}, or past the blank lines the range
 *     begins with (they belong to no chunk, as the whitespace after its end; the metadata still
 *     describes the whole range, so a block whose segment begins with them still begins in it)
 */
public record Piece(int start, int end, int tokenCount, List<Unit> units, int reserve, boolean breakBefore, int textStart) {

    public Piece(int start, int end, int tokenCount, List<Unit> units) {
        this(start, end, tokenCount, units, 0, false);
    }

    public Piece(int start, int end, int tokenCount, List<Unit> units, int reserve, boolean breakBefore) {
        this(start, end, tokenCount, units, reserve, breakBefore, start);
    }

    /** The same units over a new range (an overlap prefix added). */
    Piece withRange(int newStart, int newTokenCount) {
        return new Piece(newStart, end, newTokenCount, units, reserve, breakBefore);
    }

    /** The same range, its text beginning at {@code newTextStart} (the blank lines before its content left out). */
    Piece withTextStart(int newTextStart, int newTokenCount) {
        return new Piece(start, end, newTokenCount, units, reserve, breakBefore, newTextStart);
    }

    /** The same units over a range that ends earlier (the whitespace after its content left out). */
    Piece withEnd(int newEnd, int newTokenCount) {
        return new Piece(start, newEnd, newTokenCount, units, reserve, breakBefore, textStart);
    }

    /**
     * One unit of a chunk.
     *
     * @param segment the unit's own range (a whole block, or a line or word of one too large to keep)
     * @param owner the innermost labelled segment holding it (itself when labelled), or null
     */
    public record Unit(Segment segment, Segment owner) {}

    /**
     * The block a chunk describes in its metadata: of the labelled segments that begin in the
     * chunk, the most important (the highest of its {@code importance} scores; a class or function
     * before an import group or a field), among equals the one that covers most of the chunk (a
     * small class kept whole before the header and docstring of a large one that fill the rest
     * named the chunk); unless a block that began before the chunk and ends in it before that one
     * begins owns more of its text than that one covers (the chunk is mostly the last part of a
     * block cut into several: a long function's end, a small one after it). When none begins in
     * it, the one that owns most of its text.
     */
    public Segment primaryOwner() {
        List<Segment> owners = owners();
        Segment chosen = null;
        double chosenScore = 0;
        int chosenCover = 0;
        for (Segment owner : owners) {
            if (owner.start() >= start) {
                double score = owner.highestImportance().orElse(-1);
                int cover = Math.min(owner.end(), end) - owner.start();
                if (chosen == null || score > chosenScore || (score == chosenScore && cover > chosenCover)) {
                    chosen = owner;
                    chosenScore = score;
                    chosenCover = cover;
                }
            }
        }
        if (chosen != null && !continuesBefore(owners, chosen)) {
            return chosen; // no block that began before the chunk ends in it before the chosen one: nothing to weigh
        }
        // Owners are compared by identity: the units of one block share its segment, and a
        // segment's hash covers its labels, which is too costly to compute per chunk.
        int[] owned = new int[owners.size()];
        for (Unit u : units) {
            if (u.owner() != null) {
                owned[indexOf(owners, u.owner())] += u.segment().length();
            }
        }
        Segment best = null;
        int most = -1;
        for (int i = 0; i < owners.size(); i++) {
            Segment owner = owners.get(i);
            if ((chosen == null || continued(owner, chosen)) && owned[i] > most) {
                best = owner;
                most = owned[i];
            }
        }
        // A chunk that is mostly the last part of a block cut into several (a long function's
        // end, with a small one after it) is described by that block, not by the one that
        // begins in its last lines.
        return chosen == null || best != null && most > chosenCover ? best : chosen;
    }

    /** Whether {@code owner} began before the chunk and ends in it before {@code chosen} begins: its last part. */
    private boolean continued(Segment owner, Segment chosen) {
        return owner.start() < start && owner.end() <= chosen.start();
    }

    private boolean continuesBefore(List<Segment> owners, Segment chosen) {
        for (Segment owner : owners) {
            if (continued(owner, chosen)) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(List<Segment> owners, Segment s) {
        for (int i = owners.size() - 1; i >= 0; i--) {
            if (owners.get(i) == s) {
                return i;
            }
        }
        return -1;
    }

    /** The labelled segments the units belong to, each once (by identity), in order. */
    public List<Segment> owners() {
        java.util.ArrayList<Segment> owners = new java.util.ArrayList<>();
        Segment last = null;
        for (Unit u : units) {
            Segment o = u.owner();
            if (o != null && o != last && indexOf(owners, o) < 0) {
                owners.add(o);
            }
            last = o != null ? o : last;
        }
        return List.copyOf(owners);
    }
}
