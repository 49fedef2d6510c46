package dev.kerf.config;

import dev.kerf.ChunkOption;
import dev.kerf.ChunkOptions;
import dev.kerf.InvalidOptionException;
import dev.kerf.Kerf;
import java.util.HashMap;
import java.util.Map;

/** The chunkers of one run: one from the general settings, and one per language that has its own table. */
final class Kerfs {
    private final Kerf general;
    private final Map<String, Kerf> byLanguage = new HashMap<>();

    Kerfs(Settings settings) {
        this.general = Kerf.create(options(settings, ""));
        settings.languages.forEach((language, own) ->
                byLanguage.put(language, Kerf.create(options(settings.overriddenBy(own), "languages." + language + "."))));
    }

    /** Whether the general settings of {@code s} (its language tables aside) make a chunker. */
    static boolean builds(Settings s) {
        try {
            options(s, "");
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    Kerf forLanguage(String language) {
        return byLanguage.getOrDefault(language, general);
    }

    /**
     * Chunk options from settings, with their custom delimiters (kerf.toml's: a language table
     * takes none of its own); a bad value's message names its option ({@code --max-tokens}, or the
     * file key).
     */
    private static ChunkOptions options(Settings s, String keyPrefix) {
        try {
            ChunkOptions.Builder b = ChunkOptions.builder().customDelimiters(s.customDelimiters);
            // In the table's order, as before: of an overlap given both ways, the ratio is set last and wins.
            for (ChunkOption o : ChunkOption.values()) {
                if (s.chunk.containsKey(o.key())) {
                    b.set(o.key(), s.chunk.get(o.key()));
                }
            }
            return b.build();
        } catch (InvalidOptionException e) {
            // Say where the option was set ("--max-tokens", "kerf.toml:3: max_tokens") rather than its builder name.
            String where = s.origins.get(e.option().builderName());
            throw new IllegalArgumentException(where != null ? where + ": " + e.problem() : keyPrefix + e.getMessage(), e);
        }
    }
}
