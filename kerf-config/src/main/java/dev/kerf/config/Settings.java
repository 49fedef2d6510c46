package dev.kerf.config;

import dev.kerf.ChunkOption;
import dev.kerf.select.CustomDelimiter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The settings of one run, from {@code kerf.toml} and the command line; null means not set. The
 * names are the CLI's long options in snake_case (the chunk options, spec 000 section 10's
 * selection settings among them: {@code prefer_semantic}, {@code force_delimiter_for_languages}...),
 * plus the custom delimiters of {@code kerf.toml} (docs/specs.md).
 */
final class Settings implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The chunk options set, by key, each value as its {@link ChunkOption} holds it. */
    Map<String, Object> chunk = new LinkedHashMap<>();
    Long maxFileBytes;
    List<String> include;
    List<String> exclude;
    Integer jobs;
    List<CustomDelimiter> customDelimiters = new ArrayList<>();
    /** Chunk settings for one language ({@code [languages.python]}), over the general ones. */
    Map<String, Settings> languages = new LinkedHashMap<>();
    /**
     * Where each chunk option was set, by its {@code ChunkOptions} name ({@code maxTokens}): a
     * flag ({@code --max-tokens}) or a file's line and key ({@code kerf.toml:3: max_tokens}), so
     * that a bad value is reported where it was written.
     */
    Map<String, String> origins = new LinkedHashMap<>();

    /** These settings with every value {@code over} sets taken from it (the command line wins over the file). */
    Settings overriddenBy(Settings over) {
        Settings s = new Settings();
        s.chunk = new LinkedHashMap<>(chunk);
        // An overlap given one way replaces one given the other way.
        boolean overOverlap = over.chunk.containsKey(ChunkOption.OVERLAP.key()) || over.chunk.containsKey(ChunkOption.OVERLAP_RATIO.key());
        if (overOverlap) {
            s.chunk.remove(ChunkOption.OVERLAP.key());
            s.chunk.remove(ChunkOption.OVERLAP_RATIO.key());
        }
        s.chunk.putAll(over.chunk);
        s.maxFileBytes = pick(over.maxFileBytes, maxFileBytes);
        s.include = pick(over.include, include);
        s.exclude = pick(over.exclude, exclude);
        s.jobs = pick(over.jobs, jobs);
        s.customDelimiters = new ArrayList<>(customDelimiters);
        s.customDelimiters.addAll(over.customDelimiters);
        s.languages = new LinkedHashMap<>(languages);
        over.languages.forEach((k, v) -> s.languages.merge(k, v, Settings::overriddenBy));
        s.origins = new LinkedHashMap<>(origins);
        if (overOverlap) {
            s.origins.remove("overlapTokens");
            s.origins.remove("overlapRatio");
        }
        s.origins.putAll(over.origins);
        return s;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Settings s && chunk.equals(s.chunk)
                && Objects.equals(maxFileBytes, s.maxFileBytes) && Objects.equals(include, s.include) && Objects.equals(exclude, s.exclude)
                && Objects.equals(jobs, s.jobs) && customDelimiters.equals(s.customDelimiters)
                && languages.equals(s.languages) && origins.equals(s.origins);
    }

    @Override
    public int hashCode() {
        return Objects.hash(chunk, maxFileBytes, include, exclude, jobs, customDelimiters, languages);
    }

    private static <T> T pick(T preferred, T fallback) {
        return preferred != null ? preferred : fallback;
    }
}
