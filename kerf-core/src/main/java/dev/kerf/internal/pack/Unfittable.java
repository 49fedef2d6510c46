package dev.kerf.internal.pack;

/**
 * A unit the packer cannot fit in a chunk: one code point costs more tokens than the limit (a
 * tokenizer below kerf's floor), or an invariant broke. {@code Kerf} reports it to the caller as
 * an {@code OversizedChunkError}.
 */
public final class Unfittable extends RuntimeException {
    Unfittable(String message) {
        super(message);
    }
}
