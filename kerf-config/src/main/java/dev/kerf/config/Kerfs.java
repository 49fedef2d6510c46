package dev.kerf.config;

import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
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
        if (s.importanceThreshold != null) {
            sel = sel.withImportanceThreshold(s.importanceThreshold);
        }
        return sel.withCustomDelimiters(s.customDelimiters);
    }

    /** Chunk options from settings; a bad value's message names its option ({@code --max-tokens}, or the file key). */
    private static ChunkOptions options(Settings s, String keyPrefix) {
        try {
            ChunkOptions.Builder b = ChunkOptions.builder();
            if (s.model != null) {
                b.model(s.model);
            }
            if (s.tokenizer != null) {
                b.tokenizer(s.tokenizer);
            }
            if (s.maxTokens != null) {
                b.maxTokens(s.maxTokens);
            }
            if (s.overlap != null) {
                b.overlapTokens(s.overlap);
            }
            if (s.overlapRatio != null) {
                b.overlapRatio(s.overlapRatio);
            }
            if (s.minTokens != null) {
                b.minTokens(s.minTokens);
            }
            if (s.targetTokens != null) {
                b.targetTokens(s.targetTokens);
            }
            if (s.granularity != null) {
                b.granularity(Granularity.of(s.granularity));
            }
            if (s.contextHeader != null) {
                b.contextHeader(s.contextHeader);
            }
            return b.build();
        } catch (IllegalArgumentException e) {
            // ChunkOptions names the option first ("maxTokens: ..."): say where it was set instead.
            String m = String.valueOf(e.getMessage());
            String where = Settings.renamed(m, s.origins::get);
            throw new IllegalArgumentException(where != null ? where : keyPrefix + m, e);
        }
    }
}
