package dev.kerf.spi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.UnaryOperator;

/**
 * A labelled range of a text: a block, a line, a function, a section. Segments nest: the
 * structure that made a segment gives it a {@link Node}, which finds its children (they tile it)
 * when the Packer asks; a segment without one is a leaf.
 *
 * <p>Two segments are equal when their ranges, kinds and labels are: the node is how a segment's
 * children are found, not what the segment is.
 */
public final class Segment {
    private final int start;
    private final int end;
    private final String kind;
    private final Map<String, Object> labels;
    private final Node node;

    /**
     * @param start first char (UTF-16 index into the text)
     * @param end one past the last char
     * @param kind what the range is, in the segmenter's words ({@code block}, {@code line},
     *     {@code function_definition}...)
     * @param labels details a segmenter wants carried into chunk metadata (name, scope...); copied,
     *     in their order
     * @param node what the structure knows of the segment (its children...); null for a leaf
     */
    public Segment(int start, int end, String kind, Map<String, Object> labels, Node node) {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad segment range [" + start + ", " + end + ")");
        }
        this.start = start;
        this.end = end;
        this.kind = Objects.requireNonNull(kind, "kind");
        this.labels = labels.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(labels));
        this.node = node;
    }

    /** A leaf with labels. */
    public Segment(int start, int end, String kind, Map<String, Object> labels) {
        this(start, end, kind, labels, null);
    }

    /** A leaf with no labels. */
    public Segment(int start, int end, String kind) {
        this(start, end, kind, Map.of(), null);
    }

    public int start() {
        return start;
    }

    public int end() {
        return end;
    }

    public String kind() {
        return kind;
    }

    /** The labels, immutable, in the order the structure gave them. */
    public Map<String, Object> labels() {
        return labels;
    }

    public int length() {
        return end - start;
    }

    /** The segments directly below this one, tiling it; empty for a leaf. Found on each call. */
    public List<Segment> children() {
        return node == null ? List.of() : node.children(this);
    }

    /** See {@link Node#startsChunk()}; false for a leaf. */
    public boolean startsChunk() {
        return node != null && node.startsChunk();
    }

    /** See {@link Node#endsChunk()}; false for a leaf. */
    public boolean endsChunk() {
        return node != null && node.endsChunk();
    }

    /** See {@link Node#opensWithHeader()}; false for a leaf. */
    public boolean opensWithHeader() {
        return node != null && node.opensWithHeader();
    }

    /** See {@link Node#describesParts()}; true for a leaf. */
    public boolean describesParts() {
        return node == null || node.describesParts();
    }

    /** See {@link Node#wrapping()}; none for a leaf. */
    public Optional<Wrapping> wrapping() {
        return node == null ? Optional.empty() : node.wrapping();
    }

    /** The same segment (kind, labels, node) over another range: widened over whitespace, or moved to a line boundary. */
    public Segment withRange(int start, int end) {
        return start == this.start && end == this.end ? this : new Segment(start, end, kind, labels, node);
    }

    /** The same segment (range, kind, node) with other labels. */
    public Segment withLabels(Map<String, Object> labels) {
        return new Segment(start, end, kind, labels, node);
    }

    /** The same segment (range, kind, labels) with another node. */
    public Segment withNode(Node node) {
        return new Segment(start, end, kind, labels, node);
    }

    /**
     * The same segment in chunks of its own: it begins a chunk, and what follows it begins another
     * (base64 data written into a page, a notebook's image output). Its children, header and
     * wrapping stay as they were.
     */
    public Segment apart() {
        Segment s = this;
        return withNode(new Node() {
            @Override
            public List<Segment> children(Segment self) {
                return s.withRange(self.start(), self.end()).children();
            }

            @Override
            public boolean startsChunk() {
                return true;
            }

            @Override
            public boolean endsChunk() {
                return true;
            }

            @Override
            public boolean opensWithHeader() {
                return s.opensWithHeader();
            }

            @Override
            public Optional<Wrapping> wrapping() {
                return s.wrapping();
            }

            @Override
            public boolean describesParts() {
                return s.describesParts();
            }
        });
    }

    /**
     * Segments another structure made, taken into the caller's: each moved {@code by} chars (for a
     * structure built on a substring of the caller's text, such as a code fence's contents) and
     * labelled by {@code labels} applied to its own labels. Their children, when the Packer asks,
     * are the inner segments' children, carried the same way. A carried segment keeps
     * {@link #opensWithHeader()}, but begins or ends no chunk and wraps nothing: the caller's own segment
     * around it decides those.
     */
    public static List<Segment> carried(List<Segment> inner, int by, UnaryOperator<Map<String, Object>> labels) {
        List<Segment> out = new ArrayList<>(inner.size());
        for (Segment s : inner) {
            out.add(new Segment(s.start + by, s.end + by, s.kind, labels.apply(s.labels), new Carried(s, by, labels)));
        }
        return out;
    }

    /** The node of a segment carried from {@code inner}'s structure into another's. */
    private record Carried(Segment inner, int by, UnaryOperator<Map<String, Object>> labels) implements Node {
        @Override
        public List<Segment> children(Segment self) {
            return carried(inner.withRange(self.start() - by, self.end() - by).children(), by, labels);
        }

        @Override
        public boolean opensWithHeader() {
            return inner.opensWithHeader();
        }

        @Override
        public boolean describesParts() {
            return inner.describesParts();
        }
    }

    /**
     * The highest of its task importance scores (the {@code importance} label of the definition
     * metadata, spec 000 section 2.4 in docs/specs.md), or empty when it has none.
     */
    public OptionalDouble highestImportance() {
        return highestImportance(labels);
    }

    /**
     * The highest of the task importance scores in {@code labels} (under {@link Labels#IMPORTANCE},
     * a map of task to score); empty when there are none.
     */
    public static OptionalDouble highestImportance(Map<String, ?> labels) {
        if (!(Labels.IMPORTANCE.in(labels) instanceof Map<?, ?> scores) || scores.isEmpty()) {
            return OptionalDouble.empty();
        }
        double most = 0;
        for (Object v : scores.values()) {
            if (v instanceof Number n) {
                most = Math.max(most, n.doubleValue());
            }
        }
        return OptionalDouble.of(most);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Segment s && s.start == start && s.end == end && s.kind.equals(kind) && s.labels.equals(labels);
    }

    @Override
    public int hashCode() {
        return Objects.hash(start, end, kind, labels);
    }

    @Override
    public String toString() {
        return "Segment[start=" + start + ", end=" + end + ", kind=" + kind + ", labels=" + labels + "]";
    }
}
