package dev.kerf.select;

import dev.kerf.lang.LanguageFamily;
import dev.kerf.lang.Languages;
import dev.kerf.segment.Segmenter;
import dev.kerf.segment.generic.GenericSegmenter;
import dev.kerf.segment.markdown.MarkdownSegmenter;
import dev.kerf.segment.prose.ProseSegmenter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Picks the structures for a language, best first: the degradation chain from the syntax tree to
 * delimiters to the generic structure (spec 000 section 7 in docs/specs.md).
 *
 * <ol>
 *   <li>Markdown gets the Markdown structure (its code fences get the first structure of their
 *       own language); plain text gets the prose structure.</li>
 *   <li>Otherwise the first registered provider that offers one: kerf-syntax's tree-sitter
 *       structure ({@code semantic}) unless {@link Selection} turns it off for the language.</li>
 *   <li>The delimiter structure of the language, with its custom delimiters (it falls back to
 *       generic braces and indentation by itself when its own patterns find nothing).</li>
 *   <li>The generic structure: blank-line blocks, lines, words, characters. It always succeeds.</li>
 * </ol>
 *
 * <p>A chunker tries the chain in order and moves on when a structure fails outright; each
 * chunk's {@code strategy} names the level that produced it. Thread-safe; chains are built once
 * per language.
 */
public final class ChunkerSelector {
    private static final Set<String> MARKDOWN_LANGUAGES = Set.of("markdown", "mdx", "rmarkdown");
    private static final Segmenter GENERIC = new GenericSegmenter();
    private static final Segmenter PROSE = new ProseSegmenter();
    private static final ChunkerSelector DEFAULTS = new ChunkerSelector(ChunkerRegistry.discovered(), Selection.defaults());

    private final ChunkerRegistry registry;
    private final Selection selection;
    private final Segmenter markdown;
    private final Map<String, List<Segmenter>> chains = new ConcurrentHashMap<>();

    public ChunkerSelector(ChunkerRegistry registry, Selection selection) {
        this.registry = registry;
        this.selection = selection;
        this.markdown = new MarkdownSegmenter(language -> language == null ? GENERIC : primary(language));
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

    /** The structures to try for a language, best first; the last is always the generic structure. */
    public List<Segmenter> chain(String language) {
        if (language == null) {
            return List.of(GENERIC);
        }
        return chains.computeIfAbsent(language, this::build);
    }

    private List<Segmenter> build(String language) {
        if (MARKDOWN_LANGUAGES.contains(language)) {
            // force_delimiter_for_languages may name Markdown too (spec 000's example config does).
            return selection.forceDelimiterFor().contains(language)
                    ? List.of(selection.delimitersFor(language), GENERIC)
                    : List.of(markdown, GENERIC);
        }
        if (language.equals(Languages.TEXT)) {
            return List.of(PROSE, GENERIC);
        }
        List<Segmenter> chain = new ArrayList<>();
        for (SegmenterProvider p : registry.providers()) {
            if (p.name().equals(ChunkerRegistry.SEMANTIC) && !selection.semanticAllowedFor(language)) {
                continue;
            }
            Optional<Segmenter> offered = p.forLanguage(language, selection);
            if (offered.isPresent()) {
                chain.add(offered.get());
                break;
            }
        }
        boolean known = Languages.byName(language).isPresent();
        boolean plainText = Languages.byName(language).map(l -> l.family() == LanguageFamily.PLAIN_TEXT).orElse(true);
        if (known && (!plainText || selection.hasCustomDelimiters(language))) {
            chain.add(selection.delimitersFor(language));
        }
        chain.add(GENERIC);
        return List.copyOf(chain);
    }
}
