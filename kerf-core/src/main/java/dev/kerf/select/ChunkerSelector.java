package dev.kerf.select;

import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.lang.Language;
import dev.kerf.lang.LanguageFamily;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segmenter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Picks the structures for a language, best first: the degradation chain from the language's own
 * structure to delimiters to the generic structure (spec 000 section 7 in docs/specs.md).
 *
 * <ol>
 *   <li>The structure of the first provider in the registry, highest priority first, that offers
 *       one: Markdown for Markdown and prose for plain text (kerf-core's own providers),
 *       kerf-syntax's tree-sitter structure where it has a grammar and the selection allows it,
 *       or a plug-in's.</li>
 *   <li>The delimiter structure of the language, with its custom delimiters (it falls back to
 *       generic braces and indentation by itself when its own patterns find nothing), when the
 *       language is known and not plain text, or has custom delimiters.</li>
 *   <li>The generic structure: blank-line blocks, lines, words, characters. It always succeeds.
 *       For a known language other than plain text, its chunks are described as the file's module.</li>
 * </ol>
 *
 * <p>A chunker tries the chain in order and moves on when a structure fails outright; each
 * chunk's {@code strategy} names the level that produced it. Thread-safe; chains are built once
 * per language.
 */
public final class ChunkerSelector {
    private static final Segmenter GENERIC = new GenericSegmenter();
    private static final ChunkerSelector DEFAULTS = new ChunkerSelector(ChunkerRegistry.discovered(), Selection.defaults());

    private final ChunkerRegistry registry;
    private final Selection selection;
    private final Map<String, List<Segmenter>> chains = new ConcurrentHashMap<>();
    private final SegmenterProvider.Context context = new SegmenterProvider.Context() {
        @Override
        public Selection selection() {
            return selection;
        }

        @Override
        public Segmenter fallback(String language) {
            return selection.delimitersFor(language);
        }

        @Override
        public Segmenter primary(String language) {
            return ChunkerSelector.this.primary(language);
        }

        @Override
        public Segmenter beneath(String language, SegmenterProvider provider) {
            return beneaths.computeIfAbsent(List.of(language, provider), k -> {
                List<SegmenterProvider> all = registry.providers();
                int at = all.indexOf(provider);
                List<SegmenterProvider> below = at < 0 ? List.of() : all.subList(at + 1, all.size());
                return firstOffered(below, language).orElseGet(() -> selection.delimitersFor(language));
            });
        }
    };
    /** {@link SegmenterProvider.Context#beneath} per language and provider (compared as itself). */
    private final Map<List<Object>, Segmenter> beneaths = new ConcurrentHashMap<>();

    /** @throws IllegalArgumentException when the selection forces delimiters for a language kerf does not know */
    public ChunkerSelector(ChunkerRegistry registry, Selection selection) {
        Optional<String> unknown = selection.unknownForcedLanguage();
        if (unknown.isPresent()) {
            throw new IllegalArgumentException("force_delimiter_for_languages: unknown language '" + unknown.get() + "' (see 'kerf langs')");
        }
        this.registry = registry;
        this.selection = selection;
    }

    /** The registry found on the class path, with default settings. */
    public static ChunkerSelector defaults() {
        return DEFAULTS;
    }

    public Selection selection() {
        return selection;
    }

    /** The best structure for a language (the generic one for null or an unknown language). */
    public Segmenter primary(String language) {
        return chain(language).getFirst();
    }

    /**
     * Whether a language has a structure of its own: kerf knows it (see {@code kerf langs}), or a
     * registered provider offers one for it. A name that is neither would be cut as plain text.
     */
    public boolean serves(String language) {
        return language == null || Languages.byName(language).isPresent() || chain(language).size() > 1;
    }

    /** The structures to try for a language, best first; the last is always the generic structure. */
    public List<Segmenter> chain(String language) {
        if (language == null) {
            return List.of(GENERIC);
        }
        return chains.computeIfAbsent(language, this::build);
    }

    /** The structure the first of {@code providers} (in their order) that offers one for the language offers. */
    private Optional<Segmenter> firstOffered(List<SegmenterProvider> providers, String language) {
        for (SegmenterProvider p : providers) {
            Optional<Segmenter> offered = p.forLanguage(language, context);
            if (offered.isPresent()) {
                return offered;
            }
        }
        return Optional.empty();
    }

    private List<Segmenter> build(String language) {
        List<Segmenter> chain = new ArrayList<>();
        firstOffered(registry.providers(), language).ifPresent(chain::add);
        Optional<Language> known = Languages.byName(language);
        boolean plainText = known.map(l -> l.family() == LanguageFamily.PLAIN_TEXT).orElse(true);
        if (known.isPresent() && (!plainText || selection.hasCustomDelimiters(language) || DelimiterSegmenter.hasRows(known.get()))) {
            chain.add(selection.delimitersFor(language));
        }
        // Plain text has nothing to describe; a file of a known language is its module.
        String name = known.map(Language::name).orElse(Languages.TEXT);
        chain.add(name.equals(Languages.TEXT) ? GENERIC : GenericSegmenter.describing(name));
        return List.copyOf(chain);
    }
}
