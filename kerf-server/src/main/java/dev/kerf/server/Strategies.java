package dev.kerf.server;

import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.internal.markdown.MarkdownSegmenter;
import dev.kerf.internal.markup.MarkupSegmenter;
import dev.kerf.internal.prose.ProseSegmenter;
import dev.kerf.select.ChunkerSelector;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;

/** The structure a request pins with {@code options.strategy}, so the page can show one against another. */
final class Strategies {
    private Strategies() {}

    static Segmenter pinned(String strategy, String language) {
        return switch (strategy) {
            case Strategy.SEMANTIC -> ChunkerSelector.defaults().chain(language).stream()
                    .filter(s -> s.strategy().equals(Strategy.SEMANTIC))
                    .findFirst()
                    .orElseThrow(() -> new ApiError(400, "bad_option", "strategy: no semantic (tree-sitter) structure for " + language));
            case Strategy.DELIMITER -> DelimiterSegmenter.forLanguage(language);
            case Strategy.MARKDOWN -> new MarkdownSegmenter(ChunkerSelector.defaults()::primary);
            case Strategy.MARKUP -> MarkupSegmenter.forLanguage(language, ChunkerSelector.defaults()::primary)
                    .orElseThrow(() -> new ApiError(400, "bad_option", "strategy: no markup sections for " + language
                            + " (they are read for " + String.join(", ", new java.util.TreeSet<>(MarkupSegmenter.languages())) + ")"));
            case Strategy.PROSE -> new ProseSegmenter();
            case Strategy.GENERIC -> new GenericSegmenter();
            default -> throw new ApiError(400, "bad_option", "strategy: unknown strategy " + strategy);
        };
    }
}
