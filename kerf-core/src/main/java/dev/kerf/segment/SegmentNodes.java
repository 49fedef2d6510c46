package dev.kerf.segment;

import java.util.HashMap;
import java.util.Map;

/**
 * The nodes a structure made its segments from, found again by a segment's range: the Packer hands
 * back a segment to ask for its children, and the structure needs the node behind it.
 *
 * @param <N> the structure's own node type
 */
public final class SegmentNodes<N> {
    private final Map<Long, N> byRange = new HashMap<>();

    /** Remembers {@code node} as the one behind {@code segment}. */
    public void put(Segment segment, N node) {
        byRange.put(key(segment.start(), segment.end()), node);
    }

    /** The node behind {@code segment}, or null when it is none of this structure's. */
    public N get(Segment segment) {
        return byRange.get(key(segment.start(), segment.end()));
    }

    /** The node behind {@code from}, now behind {@code to} instead (a segment widened over whitespace). */
    void move(Segment from, Segment to) {
        N node = byRange.remove(key(from.start(), from.end()));
        if (node != null) {
            byRange.put(key(to.start(), to.end()), node);
        }
    }

    private static long key(int start, int end) {
        return ((long) start << 32) | (end & 0xFFFFFFFFL);
    }
}
