package dev.kerf.spark;

import dev.kerf.config.KerfConfig;
import java.io.Serializable;
import java.util.Objects;

/**
 * The chunking settings shipped to Spark executors: a {@link KerfConfig}, the same settings the
 * command line takes (kerf.toml, with its per-language tables, and options by key), with the job's
 * own defaults under them. Each executor makes its chunkers from it once.
 *
 * @param config the settings; {@link #defaults()} is where to start
 */
public record ChunkSettings(KerfConfig config) implements Serializable {
    /** Files over this many bytes are skipped as {@code too_large} unless {@code max_file_bytes} says otherwise (as in the CLI). */
    public static final long DEFAULT_MAX_FILE_BYTES = 10L << 20;

    /** Where the job's own default header comes from, as messages name it. */
    private static final String DEFAULT_ORIGIN = "the job's default";

    public ChunkSettings {
        Objects.requireNonNull(config, "config");
    }

    /** kerf's defaults for embedding: 512 cl100k_base tokens, no overlap, packed granularity, the context header on, 10 MiB files. */
    public static ChunkSettings defaults() {
        return new ChunkSettings(KerfConfig.options().set("context_header", true, DEFAULT_ORIGIN).build());
    }

    /**
     * The job's settings: kerf's defaults for embedding with {@code chosen} (a kerf.toml, then the
     * job's arguments) over them. As in the LangChain4j and Spring AI adapters, the context header
     * that is on by default stays off when maxTokens less overlap leaves no room for one (under 64
     * tokens), there only: in the general settings, or in one language's table; asked for, it is
     * an error there.
     *
     * @throws IllegalArgumentException for settings that are wrong whatever the default
     */
    public static ChunkSettings of(KerfConfig chosen) {
        ChunkSettings withHeader = defaults().overriddenBy(chosen);
        try {
            withHeader.config().validate();
            return withHeader;
        } catch (IllegalArgumentException e) {
            // Off only where it has no room: the general settings, or one language's table.
            ChunkSettings fitted = new ChunkSettings(withHeader.config().offWhereItCannotBe("context_header", false, DEFAULT_ORIGIN));
            fitted.config().validate();
            return fitted;
        }
    }

    /** These settings with {@code over}'s values taken over them (a kerf.toml, then the job's arguments). */
    public ChunkSettings overriddenBy(KerfConfig over) {
        return new ChunkSettings(config.overriddenBy(over));
    }

    /** These settings with one option set by its key ({@code max_tokens}, {@code overlap_ratio}...). */
    public ChunkSettings with(String key, Object value) {
        return overriddenBy(KerfConfig.options().set(key, value, key).build());
    }

    public ChunkSettings withMaxTokens(int max) {
        return with("max_tokens", max);
    }

    public ChunkSettings withOverlapTokens(int overlap) {
        return with("overlap", overlap);
    }

    public ChunkSettings withMinTokens(int min) {
        return with("min_tokens", min);
    }

    public ChunkSettings withTokenizer(String name) {
        return with("tokenizer", name);
    }

    public ChunkSettings withGranularity(String g) {
        return with("granularity", g);
    }

    public ChunkSettings withContextHeader(boolean on) {
        return with("context_header", on);
    }

    /** Larger files are skipped as {@code too_large}. */
    public long maxFileBytes() {
        return config.maxFileBytes(DEFAULT_MAX_FILE_BYTES);
    }
}
