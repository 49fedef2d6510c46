package dev.kerf.spark;

import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import java.io.Serializable;

/**
 * The chunking settings shipped to Spark executors (a serializable value; each executor builds its
 * chunker from it once).
 *
 * @param maxTokens the most tokens in a chunk
 * @param overlapTokens tokens repeated from the chunk before
 * @param minTokens chunks under this join a neighbour where the two fit
 * @param tokenizer the tokenizer's name ({@code cl100k_base}...)
 * @param granularity {@code packed} or {@code definition}
 * @param maxFileBytes larger files are skipped as {@code too_large}
 * @param contextHeader whether chunks get a contextual text with the file path and scope
 */
public record ChunkSettings(int maxTokens, int overlapTokens, int minTokens, String tokenizer, String granularity, long maxFileBytes,
        boolean contextHeader) implements Serializable {

    public ChunkSettings {
        options(maxTokens, overlapTokens, minTokens, tokenizer, granularity, contextHeader); // fail on the driver, not on executors
    }

    /** kerf's defaults for embedding: 512 cl100k_base tokens, no overlap, packed granularity, the context header on, 10 MiB files. */
    public static ChunkSettings defaults() {
        return new ChunkSettings(512, 0, 0, "cl100k_base", "packed", 10L << 20, true);
    }

    public ChunkSettings withMaxTokens(int max) {
        return new ChunkSettings(max, overlapTokens, minTokens, tokenizer, granularity, maxFileBytes, contextHeader);
    }

    public ChunkSettings withOverlapTokens(int overlap) {
        return new ChunkSettings(maxTokens, overlap, minTokens, tokenizer, granularity, maxFileBytes, contextHeader);
    }

    public ChunkSettings withMinTokens(int min) {
        return new ChunkSettings(maxTokens, overlapTokens, min, tokenizer, granularity, maxFileBytes, contextHeader);
    }

    public ChunkSettings withTokenizer(String name) {
        return new ChunkSettings(maxTokens, overlapTokens, minTokens, name, granularity, maxFileBytes, contextHeader);
    }

    public ChunkSettings withGranularity(String g) {
        return new ChunkSettings(maxTokens, overlapTokens, minTokens, tokenizer, g, maxFileBytes, contextHeader);
    }

    public ChunkSettings withContextHeader(boolean on) {
        return new ChunkSettings(maxTokens, overlapTokens, minTokens, tokenizer, granularity, maxFileBytes, on);
    }

    ChunkOptions options() {
        return options(maxTokens, overlapTokens, minTokens, tokenizer, granularity, contextHeader);
    }

    private static ChunkOptions options(int max, int overlap, int min, String tokenizer, String granularity, boolean contextHeader) {
        return ChunkOptions.builder().maxTokens(max).overlapTokens(overlap).minTokens(min).tokenizer(tokenizer)
                .granularity(Granularity.of(granularity)).contextHeader(contextHeader).build();
    }
}
