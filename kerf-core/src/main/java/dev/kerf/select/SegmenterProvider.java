package dev.kerf.select;

import dev.kerf.segment.Segmenter;
import java.util.Optional;

/**
 * Offers a structure for some languages: the plug-in point through which modules such as
 * kerf-syntax (tree-sitter) take over from the built-in delimiter structure. Found with
 * {@link java.util.ServiceLoader}; register an implementation in
 * {@code META-INF/services/dev.kerf.select.SegmenterProvider}, or in code with
 * {@link dev.kerf.select.ChunkerRegistry#register}.
 */
public interface SegmenterProvider {

    /** A segmenter for the language (a kerf language name such as {@code java}), or empty to pass. */
    Optional<Segmenter> forLanguage(String language);

    /** A segmenter for the language under the given selection settings; by default they do not matter. */
    default Optional<Segmenter> forLanguage(String language, Selection selection) {
        return forLanguage(language);
    }

    /** Providers are asked from the highest priority down. */
    default int priority() {
        return 0;
    }

    /**
     * The provider's name. The one named {@value dev.kerf.select.ChunkerRegistry#SEMANTIC} (the
     * tree-sitter structure) is skipped where {@link Selection} asks for delimiters.
     */
    default String name() {
        return getClass().getName();
    }
}
