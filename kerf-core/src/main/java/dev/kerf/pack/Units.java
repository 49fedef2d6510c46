package dev.kerf.pack;

import dev.kerf.segment.Segment;
import java.util.ArrayList;
import java.util.List;

/**
 * The units found so far, with their counts, owners, whether a chunk must begin at them, and
 * the tokens their chunk keeps free for a wrapping, in parallel lists.
 */
final class Units {
    /** The count of a unit that fits by the tokenizer's upper bound and was never counted. */
    static final int UNCOUNTED = -1;

    /** The merge budget of a chunk with no wrapping. */
    final int budget;
    final List<Segment> segments = new ArrayList<>();
    final List<Integer> counts = new ArrayList<>();
    final List<Segment> owners = new ArrayList<>();
    final List<Boolean> breaks = new ArrayList<>();
    final List<Integer> reserves = new ArrayList<>();
    /**
     * For each unit, how deep the boundary before it lies: how many segments that were too
     * large to keep (and so were split) hold both it and the unit before it. 0 between two
     * top-level segments, 1 between two members of a split class, and so on.
     */
    final List<Integer> depths = new ArrayList<>();
    /** For each unit, whether it is part of a split definition's header, which no chunk should end with. */
    final List<Boolean> glued = new ArrayList<>();
    /** Whether the units being added are part of such a header. */
    boolean inHeader;
    /** Where a header begins that waits for the first part of the segment split next; -1 for none. */
    int pendingHeader = -1;
    /** How many split segments hold the unit being added. */
    int level;
    /** The shallowest level passed since the last unit was added. */
    int lowWater;
    /** Consecutive descents where a structure answered with one segment of the parent's range. */
    int sameRangeDescents;
    /** Whether the next unit added must begin a chunk. */
    boolean pendingBreak;
    /** Tokens kept free in the chunks of the wrapped segment being split, 0 outside one. */
    int reserve;

    Units(int budget) {
        this.budget = budget;
    }

    void add(Segment segment, int count, Segment owner) {
        // Splitting counts tokens unit by unit: for small chunks, much of a document's time.
        dev.kerf.segment.Cancellation.check(segments.size());
        segments.add(segment);
        counts.add(count);
        owners.add(owner);
        breaks.add(pendingBreak);
        reserves.add(reserve);
        depths.add(lowWater);
        glued.add(inHeader);
        lowWater = level;
        pendingBreak = false;
    }

    /** Removes the last unit, keeping its break for the unit that replaces it. */
    void removeLast() {
        segments.removeLast();
        counts.removeLast();
        owners.removeLast();
        pendingBreak |= breaks.removeLast();
        reserves.removeLast();
        lowWater = depths.removeLast(); // the unit that replaces it has the same boundary before it
        glued.removeLast();
    }

    List<Piece.Unit> slice(int from, int to) {
        List<Piece.Unit> out = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            out.add(new Piece.Unit(segments.get(i), owners.get(i)));
        }
        return List.copyOf(out);
    }
}
