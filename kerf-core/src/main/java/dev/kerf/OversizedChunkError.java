package dev.kerf;

/**
 * A chunk came out over its token limit. This is never a normal outcome: it means an internal
 * invariant broke (a bug in kerf), or a custom {@link dev.kerf.tokens.TokenCounter} spent more
 * than 4 tokens on one code point, below kerf's documented floor.
 */
public final class OversizedChunkError extends ChunkingError {
    public OversizedChunkError(String message) {
        super("oversized_chunk", message);
    }
}
