package dev.kerf.eval;

/**
 * A half-open range {@code [start, end)} of character offsets into one corpus. Chroma's metrics
 * are all computed over such ranges, so chunks and reference excerpts are both reduced to them.
 */
public record CharRange(int start, int end) implements Comparable<CharRange> {
    public CharRange {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range [" + start + ", " + end + ")");
        }
    }

    public int length() {
        return end - start;
    }

    @Override
    public int compareTo(CharRange other) {
        return Integer.compare(start, other.start);
    }

    @Override
    public String toString() {
        return "[" + start + ", " + end + ")";
    }
}
