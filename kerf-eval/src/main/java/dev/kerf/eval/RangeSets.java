package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * The range arithmetic behind Chroma's metrics, with their exact conventions, so that our numbers
 * can be compared with the published ones: a union merges ranges that overlap or merely touch, a
 * total is a plain sum of lengths (it does not union first), and an intersection of two ranges
 * that only touch is an empty range rather than nothing, unless {@link Overlap#STRICT} is asked
 * for.
 */
public final class RangeSets {
    private RangeSets() {}

    /** Sum of the lengths, counting twice what is listed twice. */
    public static long total(List<CharRange> ranges) {
        long sum = 0;
        for (CharRange r : ranges) {
            sum += r.length();
        }
        return sum;
    }

    /** Sorted by start, with ranges that overlap or touch merged into one. */
    public static List<CharRange> union(List<CharRange> ranges) {
        List<CharRange> sorted = new ArrayList<>(ranges);
        sorted.sort(null); // stable, by start only, as Python's sorted(key=start)
        List<CharRange> merged = new ArrayList<>();
        for (CharRange r : sorted) {
            if (!merged.isEmpty() && r.start() <= merged.getLast().end()) {
                CharRange last = merged.removeLast();
                merged.add(new CharRange(last.start(), Math.max(last.end(), r.end())));
            } else {
                merged.add(r);
            }
        }
        return merged;
    }

    /**
     * The common part of two ranges, or {@code null} when they have none. With {@link
     * Overlap#TOUCHING} (Chroma's rule) ranges that only touch meet in an empty range; with {@link
     * Overlap#STRICT} they do not meet.
     */
    public static CharRange intersect(CharRange a, CharRange b, Overlap overlap) {
        int start = Math.max(a.start(), b.start());
        int end = Math.min(a.end(), b.end());
        boolean meets = overlap == Overlap.TOUCHING ? start <= end : start < end;
        return meets ? new CharRange(start, end) : null;
    }

    /** Each range with {@code target} cut out of it; ranges entirely inside the target go. */
    public static List<CharRange> difference(List<CharRange> ranges, CharRange target) {
        List<CharRange> result = new ArrayList<>();
        for (CharRange r : ranges) {
            if (r.end() < target.start() || r.start() > target.end()) {
                result.add(r);
                continue;
            }
            if (r.start() < target.start()) {
                result.add(new CharRange(r.start(), target.start()));
            }
            if (r.end() > target.end()) {
                result.add(new CharRange(target.end(), r.end()));
            }
        }
        return result;
    }
}
