package dev.kerf;

import java.util.Locale;

/** How much a chunk may hold when a structure knows definitions (functions, classes, blocks). */
public enum Granularity {
    /**
     * The default. A definition that fits the budget is never split, nor is a whole text that
     * fits it; neighbouring definitions and the code around them (imports, module docstrings,
     * top-level statements) share a chunk up to {@link ChunkOptions#targetTokens()}. A full chunk
     * ends at the shallowest boundary that keeps it at least three quarters full: between two
     * top-level definitions rather than between the members of a class, and between members
     * rather than inside one. A definition too large for one chunk is cut between its members,
     * and its header (a signature, a class's first line) stays with the start of its body.
     */
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
            throw InvalidOptionException.byKey(ChunkOption.GRANULARITY, "expected packed or definition, was '" + name + "'", e);
        }
    }
}
