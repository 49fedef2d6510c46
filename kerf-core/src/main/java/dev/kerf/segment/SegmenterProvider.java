package dev.kerf.segment;

import java.util.Optional;

/**
 * Offers a structure for some languages: the plug-in point through which modules such as
 * kerf-syntax (tree-sitter) take over from the built-in delimiter structure. Found with
 * {@link java.util.ServiceLoader}; register an implementation in
 * {@code META-INF/services/dev.kerf.segment.SegmenterProvider}.
 */
public interface SegmenterProvider {

    /** A segmenter for the language (a kerf language name such as {@code java}), or empty to pass. */
    Optional<Segmenter> forLanguage(String language);

    /** Providers are asked from the highest priority down. */
    default int priority() {
        return 0;
    }
}
