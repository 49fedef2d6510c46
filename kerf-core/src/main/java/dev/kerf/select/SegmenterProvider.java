package dev.kerf.select;

import dev.kerf.spi.Segmenter;
import java.util.Optional;

/**
 * Offers a structure for some languages. kerf's own Markdown and prose structures are providers,
 * as is kerf-syntax's tree-sitter structure and any plug-in: for each language the provider of
 * the highest priority that offers a structure is the language's first choice, and the delimiter
 * and generic structures follow it as the fallbacks every language has (see
 * {@link ChunkerSelector}). Found with {@link java.util.ServiceLoader}; register an implementation
 * in {@code META-INF/services/dev.kerf.select.SegmenterProvider}, or in code with
 * {@link ChunkerRegistry#register}.
 */
public interface SegmenterProvider {

    /**
     * A segmenter for the language (a kerf language name such as {@code java}), or empty to pass.
     * Asked once per language and selector.
     */
    Optional<Segmenter> forLanguage(String language, Context context);

    /** Providers are asked from the highest priority down; kerf-syntax's is 100, the built-in document structures' 200. */
    default int priority() {
        return 0;
    }

    /** The provider's name, for messages and for ordering providers of equal priority. */
    default String name() {
        return getClass().getName();
    }

    /** What kerf hands a provider with each language. */
    interface Context {

        /**
         * The selection settings of the run. A provider honours those meant for it: the
         * tree-sitter structure passes where {@link Selection#semanticAllowedFor} is false.
         */
        Selection selection();

        /**
         * The fallback of the language: its delimiter structure with the selection's custom
         * delimiters, which follows every provider's structure in the chain, and which a
         * structure may hand a part of the text it cannot cut itself.
         */
        Segmenter fallback(String language);

        /**
         * The first choice for another language (what the code in a Markdown fence gets); the
         * generic structure for null. Ask it when segmenting, not while offering: the other
         * language's choice may not be made yet.
         */
        Segmenter primary(String language);

        /**
         * The first choice for a language among the providers ranked below {@code provider}, or
         * the language's fallback when none of them offers one: what a structure that wraps
         * another of the same language builds on (an HTML page's markup around its scripts). Ask
         * it when segmenting, as {@link #primary}.
         */
        Segmenter beneath(String language, SegmenterProvider provider);
    }
}
