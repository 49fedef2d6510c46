package dev.kerf.internal.pack;

import dev.kerf.spi.Segment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The units found so far, in order: each one's segment and owner, its count, whether a chunk must
 * begin at it, the tokens its chunk keeps free for a wrapping, how deep the boundary before it
 * lies, whether it is part of a definition's header, and whether it is comment text. The numbers
 * and flags are kept in primitive arrays indexed by unit, since a large file has hundreds of
 * thousands of units.
 */
final class Units {
    /** The count of a unit that fits by the tokenizer's upper bound and was never counted. */
    static final int UNCOUNTED = -1;

    /** The merge budget of a chunk with no wrapping. */
    final int budget;
    private final List<Segment> segments = new ArrayList<>();
    private final List<Segment> owners = new ArrayList<>();
    private int[] counts = new int[16];
    private int[] reserves = new int[16];
    private int[] depths = new int[16];
    private boolean[] breaks = new boolean[16];
    private boolean[] glued = new boolean[16];
    private boolean[] comment = new boolean[16];
    /** Whether the units being added are part of such a header. */
    boolean inHeader;
    /** Whether the units being added are the parts of a comment too large to keep. */
    boolean inComment;
    /** Where a header begins that waits for the first part of the segment split next; -1 for none. */
    int pendingHeader = -1;
    /** How many split segments hold the unit being added. */
    int level;
    /** The shallowest level passed since the last unit was added. */
    int lowWater;
    /** Consecutive descents where a structure answered with one segment of the parent's range. */
    int sameRangeDescents;
    /** How deep the split walk is in nested segments ({@link Splitting#MAX_DEPTH}). */
    int depth;
    /** Whether the next unit added must begin a chunk. */
    boolean pendingBreak;
    /** Tokens kept free in the chunks of the wrapped segment being split, 0 outside one. */
    int reserve;

    Units(int budget) {
        this.budget = budget;
    }

    void add(Segment segment, int count, Segment owner) {
        // Splitting counts tokens unit by unit: for small chunks, much of a document's time.
        dev.kerf.spi.Cancellation.check(segments.size());
        int i = segments.size();
        if (i == counts.length) {
            int n = i * 2;
            counts = Arrays.copyOf(counts, n);
            reserves = Arrays.copyOf(reserves, n);
            depths = Arrays.copyOf(depths, n);
            breaks = Arrays.copyOf(breaks, n);
            glued = Arrays.copyOf(glued, n);
            comment = Arrays.copyOf(comment, n);
        }
        segments.add(segment);
        owners.add(owner);
        counts[i] = count;
        breaks[i] = pendingBreak;
        reserves[i] = reserve;
        depths[i] = lowWater;
        glued[i] = inHeader;
        comment[i] = inComment || CommentSeams.isComment(segment.kind());
        lowWater = level;
        pendingBreak = false;
    }

    /** Removes the last unit, keeping its break for the unit that replaces it. */
    void removeLast() {
        int i = segments.size() - 1;
        segments.removeLast();
        owners.removeLast();
        pendingBreak |= breaks[i];
        lowWater = depths[i]; // the unit that replaces it has the same boundary before it
    }

    int size() {
        return segments.size();
    }

    boolean isEmpty() {
        return segments.isEmpty();
    }

    Segment segment(int i) {
        return segments.get(i);
    }

    /** The innermost labelled segment around unit {@code i}, or null. */
    Segment owner(int i) {
        return owners.get(i);
    }

    /** Its count, or {@link #UNCOUNTED}. */
    int count(int i) {
        return counts[i];
    }

    /** The tokens the chunk holding unit {@code i} keeps free for a wrapping. */
    int reserve(int i) {
        return reserves[i];
    }

    /**
     * How deep the boundary before unit {@code i} lies: how many segments that were too large to
     * keep (and so were split) hold both it and the unit before it. 0 between two top-level
     * segments, 1 between two members of a split class, and so on.
     */
    int depth(int i) {
        return depths[i];
    }

    /** Whether a chunk must begin at unit {@code i}. */
    boolean breaksBefore(int i) {
        return breaks[i];
    }

    /** Whether unit {@code i} is part of a split definition's header, which no chunk should end with. */
    boolean glued(int i) {
        return glued[i];
    }

    /** Whether unit {@code i} is comment text: a comment, or a part of one too large to keep. */
    boolean comment(int i) {
        return comment[i];
    }

    /** The last unit index at or after {@code from} that ends at or before {@code pos}; at least {@code from}. */
    int lastEndingBy(int from, int pos) {
        int lo = from;
        int hi = segments.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (segments.get(mid).end() <= pos) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    List<Piece.Unit> slice(int from, int to) {
        List<Piece.Unit> out = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            out.add(new Piece.Unit(segments.get(i), owners.get(i)));
        }
        return List.copyOf(out);
    }
}
