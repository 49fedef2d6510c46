package dev.kerf.config;

import dev.kerf.ChunkOption;
import dev.kerf.InvalidOptionException;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.select.ChunkerRegistry;
import dev.kerf.select.ChunkerSelector;
import dev.kerf.select.Selection;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** The chunkers of one run: one from the general settings, and one per language that has its own table. */
final class Kerfs {
    private final Kerf general;
    private final Map<String, Kerf> byLanguage = new HashMap<>();

    Kerfs(Settings settings) {
        ChunkerSelector selector = new ChunkerSelector(ChunkerRegistry.discovered(), selection(settings));
        this.general = Kerf.create(options(settings, ""), selector);
        settings.languages.forEach((language, own) ->
                byLanguage.put(language, Kerf.create(options(settings.overriddenBy(own), "languages." + language + "."), selector)));
    }

    Kerf forLanguage(String language) {
        return byLanguage.getOrDefault(language, general);
    }

    private static Selection selection(Settings s) {
        Selection sel = Selection.defaults();
        if (s.preferSemantic != null) {
            sel = sel.withPreferSemantic(s.preferSemantic);
        }
        if (s.forceDelimiterFor != null) {
            sel = sel.withForceDelimiterFor(Set.copyOf(s.forceDelimiterFor));
        }
        if (s.hybrid != null) {
            sel = sel.withHybrid(s.hybrid);
        }
        return sel.withCustomDelimiters(s.customDelimiters);
    }

    /** Chunk options from settings; a bad value's message names its option ({@code --max-tokens}, or the file key). */
    private static ChunkOptions options(Settings s, String keyPrefix) {
        try {
            ChunkOptions.Builder b = ChunkOptions.builder();
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
