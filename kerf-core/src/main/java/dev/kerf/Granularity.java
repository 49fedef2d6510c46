package dev.kerf;

import java.util.Locale;

/** How much a chunk may hold when a structure knows definitions (functions, classes, blocks). */
public enum Granularity {
    /** Neighbouring definitions merge up to the budget; a whole small file is one chunk. */
    PACKED,
    /**
     * Each definition starts its own chunk (and each member of a class too large to keep whole);
     * only chunks smaller than {@code minTokens} merge with a neighbour.
     */
    DEFINITION;

    /** {@code packed} or {@code definition}, ignoring case. */
    public static Granularity of(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("granularity: expected packed or definition, was '" + name + "'", e);
        }
    }
}
