package dev.kerf.segment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A labelled range of a text: a block, a line, a function, a section. Segments nest; a
 * segment's children tile it exactly.
 *
 * @param start first char (UTF-16 index into the text)
 * @param end one past the last char
 * @param kind what the range is, in the segmenter's words ({@code block}, {@code line},
 *     {@code function_definition}...)
 * @param labels details a segmenter wants carried into chunk metadata (name, scope...); immutable
 */
public record Segment(int start, int end, String kind, Map<String, Object> labels) {
    public Segment {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad segment range [" + start + ", " + end + ")");
        }
        labels = labels.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(labels));
    }

    /** A segment with no labels. */
    public Segment(int start, int end, String kind) {
        this(start, end, kind, Map.of());
    }

    public int length() {
        return end - start;
    }

    /**
     * The highest of its task importance scores (the {@code importance} label of the definition
     * metadata, spec 000 section 2.4 in docs/specs.md), or empty when it has none.
     */
    public java.util.OptionalDouble highestImportance() {
        return highestImportance(labels);
    }

    /**
     * The highest of the task importance scores in {@code labels} (under {@link Labels#IMPORTANCE},
     * a map of task to score); empty when there are none.
     */
    public static java.util.OptionalDouble highestImportance(Map<String, ?> labels) {
        if (!(Labels.IMPORTANCE.in(labels) instanceof Map<?, ?> scores) || scores.isEmpty()) {
            return java.util.OptionalDouble.empty();
        }
        double most = 0;
        for (Object v : scores.values()) {
            if (v instanceof Number n) {
                most = Math.max(most, n.doubleValue());
            }
        }
        return java.util.OptionalDouble.of(most);
    }
}
