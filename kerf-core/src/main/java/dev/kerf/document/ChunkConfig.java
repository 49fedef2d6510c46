package dev.kerf.document;

import java.util.Optional;

/**
 * Settings of {@link Documents#chunkDocument(String, ChunkConfig)}.
 *
 * @param maxTokens the most cl100k_base tokens in a chunk (default 512, at least 8)
 * @param overlapTokens tokens of the previous chunk repeated at the start of the next (default 50)
 * @param minTokens chunks under this join a neighbour when the two fit (default 50)
 * @param strategy the strategy, or empty to pick one from the text: {@link ChunkStrategy#HEADING}
 *     when it has Markdown headings, {@link ChunkStrategy#CODE} when it looks like source code,
 *     else {@link ChunkStrategy#SEMANTIC}
 */
public record ChunkConfig(int maxTokens, int overlapTokens, int minTokens, Optional<ChunkStrategy> strategy) {
    public static final int DEFAULT_MAX_TOKENS = 512;
    public static final int DEFAULT_OVERLAP_TOKENS = 50;
    public static final int DEFAULT_MIN_TOKENS = 50;

    public ChunkConfig {
        if (maxTokens < 8) {
            throw new IllegalArgumentException("maxTokens must be at least 8, was " + maxTokens);
        }
        if (overlapTokens < 0 || overlapTokens >= maxTokens) {
            throw new IllegalArgumentException("overlapTokens must be at least 0 and under maxTokens " + maxTokens + ", was " + overlapTokens);
        }
        if (minTokens < 0 || minTokens > maxTokens) {
            throw new IllegalArgumentException("minTokens must be between 0 and maxTokens " + maxTokens + ", was " + minTokens);
        }
        strategy = strategy == null ? Optional.empty() : strategy;
    }

    /** 512 tokens, 50 of overlap, 50 at least, strategy picked from the text. */
    public static ChunkConfig defaults() {
        return new ChunkConfig(DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP_TOKENS, DEFAULT_MIN_TOKENS, Optional.empty());
    }

    public ChunkConfig withMaxTokens(int max) {
        return new ChunkConfig(max, overlapTokens, minTokens, strategy);
    }

    public ChunkConfig withOverlapTokens(int overlap) {
        return new ChunkConfig(maxTokens, overlap, minTokens, strategy);
    }

    public ChunkConfig withMinTokens(int min) {
        return new ChunkConfig(maxTokens, overlapTokens, min, strategy);
    }

    public ChunkConfig withStrategy(ChunkStrategy s) {
        return new ChunkConfig(maxTokens, overlapTokens, minTokens, Optional.of(s));
    }
}
