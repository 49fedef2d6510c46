package dev.kerf.internal.component;

import dev.kerf.internal.embed.Cut;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The structure of a component file (Vue, Svelte, Astro) or an HTML page: each {@code <script>},
 * {@code <style>} and Astro front matter cut by the structure of its own language (TypeScript,
 * JavaScript, CSS, SCSS...), so that a component's functions are kept whole, named and scoped as
 * they are in a {@code .ts} file, and the markup around them as the file would be cut without
 * them (see {@link #markup}). Chunks say the strategy of the script's structure ({@code semantic} with
 * kerf-syntax, else {@code delimiter}), and name the language of the first block they hold code
 * of in {@code code_language}.
 */
public final class ComponentSegmenter implements Segmenter {
    private final String language;
    private final Function<String, Segmenter> primary;
    private final Function<String, Segmenter> fallback;
    private final Supplier<Segmenter> markup;

    /**
     * @param language the component language: {@code vue}, {@code svelte}, {@code astro} or {@code html}
     * @param primary the first choice of structure for a language (what a block's contents get)
     * @param fallback the delimiter structure of a language: a block's when the first choice fails on it
     * @param markup the structure of the markup around the blocks, asked for when a file is cut: the
     *     one the component language would have without this (an HTML page's tree-sitter
     *     structure, a Vue file's delimiter table)
     */
    public ComponentSegmenter(String language, Function<String, Segmenter> primary, Function<String, Segmenter> fallback,
            Supplier<Segmenter> markup) {
        this.language = Objects.requireNonNull(language, "language");
        this.primary = Objects.requireNonNull(primary, "primary");
        this.fallback = Objects.requireNonNull(fallback, "fallback");
        this.markup = Objects.requireNonNull(markup, "markup");
    }

    /** The strategy of the structure a component's script gets; its structure may say otherwise for one text. */
    @Override
    public String strategy() {
        return primary.apply("javascript").strategy();
    }

    @Override
    public Structure segment(String text) {
        return new ComponentStructure(text, EmbeddedBlocks.of(text, language), this);
    }

    /**
     * The markup (the file with its blocks blanked), cut as the file would be without its blocks
     * read as code: by the delimiter table for Vue, Svelte and Astro (their markup is not HTML,
     * {@code items={[ ... ]}}, and tree-sitter's HTML grammar cut inside such attributes; on Vue's
     * templates the two retrieved alike), by tree-sitter's HTML structure for HTML.
     */
    Cut markup(String text) {
        return cut(markup.get(), language, text);
    }

    /**
     * One part of the file cut as {@code partLanguage} (the file with all else blanked): by its
     * first choice, or, when that fails outright, its fallback.
     */
    Cut code(String partLanguage, String part) {
        return cut(primary.apply(partLanguage), partLanguage, part);
    }

    /** {@code text} cut by {@code first}, or, when that fails outright, by the delimiter structure of {@code textLanguage}. */
    private Cut cut(Segmenter first, String textLanguage, String text) {
        return Cut.of(first, () -> fallback.apply(textLanguage), text);
    }
}
