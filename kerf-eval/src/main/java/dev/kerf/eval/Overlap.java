package dev.kerf.eval;

/**
 * When a chunk counts as touching a reference excerpt. Chroma counts a chunk that ends exactly
 * where an excerpt begins (or begins where it ends); that chunk then adds its whole length to the
 * precision-omega denominator while adding nothing to the numerator. The strict rule shows how
 * much of a score comes from that convention.
 */
public enum Overlap {
    /** Chroma's rule: ranges that share only an end point meet. */
    TOUCHING,
    /** Ranges meet only when they share at least one character. */
    STRICT
}
