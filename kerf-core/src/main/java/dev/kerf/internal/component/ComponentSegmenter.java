package dev.kerf.internal.component;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.Function;

/**
 * The structure of a component file (Vue, Svelte, Astro): each {@code <script>}, {@code <style>}
 * and Astro front matter cut by the structure of its own language (TypeScript, JavaScript, CSS,
 * SCSS...), so that a component's functions are kept whole, named and scoped as they are in a
 * {@code .ts} file, and the markup around them along the component language's delimiter table
 * (its elements). Chunks say the strategy of the script's structure ({@code semantic} with
 * kerf-syntax, else {@code delimiter}), and name the language of the first block they hold code
 * of in {@code code_language}.
 */
public final class ComponentSegmenter implements Segmenter {
    private final String language;
    private final Function<String, Segmenter> primary;
    private final Function<String, Segmenter> fallback;

    /**
     * @param language the component language: {@code vue}, {@code svelte} or {@code astro}
     * @param primary the first choice of structure for a language (what a block's contents get)
     * @param fallback the delimiter structure of a language: the markup's (of the component
     *     language), and a block's when the first choice fails on it
     */
    public ComponentSegmenter(String language, Function<String, Segmenter> primary, Function<String, Segmenter> fallback) {
        this.language = Objects.requireNonNull(language, "language");
        this.primary = Objects.requireNonNull(primary, "primary");
        this.fallback = Objects.requireNonNull(fallback, "fallback");
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
     * The markup (the file with its blocks blanked), cut by the delimiter structure of the
     * component language, as the whole file was before its blocks were read as code: Svelte's and
     * Astro's markup is not HTML ({@code items={[ ... ]}}), and tree-sitter's HTML grammar read
     * such attributes as words and cut inside lines; on Vue's templates the two retrieved alike.
     */
    Cut markup(String text) {
        Segmenter own = fallback.apply(language);
        Structure s = own.segment(text);
        return new Cut(s, s.strategy().orElse(own.strategy()));
    }

    /**
     * One part of the file cut as {@code partLanguage} (the file with all else blanked): by its
     * first choice, or, when that fails outright, its fallback.
     */
    Cut code(String partLanguage, String part) {
        Segmenter first = primary.apply(partLanguage);
        try {
            Structure s = first.segment(part);
            return new Cut(s, s.strategy().orElse(first.strategy()));
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            Segmenter next = fallback.apply(partLanguage);
            Structure s = next.segment(part);
            return new Cut(s, s.strategy().orElse(next.strategy()));
        }
    }

    /** A part's structure and the strategy its chunks would say. */
    record Cut(Structure structure, String strategy) {}
}
