package dev.kerf.syntax;

import dev.kerf.grammars.Grammars;
import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.select.ChunkerRegistry;
import dev.kerf.select.SegmenterProvider;
import dev.kerf.select.Selection;
import dev.kerf.spi.Segmenter;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Offers the syntax structure to kerf-core for every language with a grammar and a definitions
 * table, unless the selection asks for delimiters there ({@code prefer_semantic = false},
 * {@code force_delimiter_for_languages}). Where the grammar library cannot load, it offers nothing
 * (kerf then uses the delimiter structure) and says why once.
 */
public final class SyntaxSegmenterProvider implements SegmenterProvider {
    private static final System.Logger LOG = System.getLogger("dev.kerf.syntax");
    private static final AtomicBoolean WARNED = new AtomicBoolean();
    private static final Map<String, Optional<Segmenter>> CACHE = new ConcurrentHashMap<>();

    /** The syntax segmenter with default settings, shared by every selector. */
    private static Optional<Segmenter> base(String language) {
        if (!Definitions.languages().contains(SyntaxSegmenter.readAs(language))) {
            return Optional.empty();
        }
        if (!Grammars.available()) {
            if (WARNED.compareAndSet(false, true)) {
                LOG.log(System.Logger.Level.WARNING, "kerf: syntax chunking is off, using delimiters instead: "
                        + Grammars.unavailableReason().orElse("the grammar library did not load"));
            }
            return Optional.empty();
        }
        return CACHE.computeIfAbsent(language, l -> SyntaxSegmenter.forLanguage(l).map(s -> (Segmenter) s));
    }

    /**
     * The syntax segmenter with the selection's hybrid setting applied, handing what it cannot cut
     * to the language's fallback when that has custom delimiters.
     */
    @Override
    public Optional<Segmenter> forLanguage(String language, Context context) {
        Selection selection = context.selection();
        if (!selection.semanticAllowedFor(language)) {
            return Optional.empty();
        }
        Optional<Segmenter> base = base(language);
        if (base.isEmpty() || (selection.hybrid() && !selection.hasCustomDelimiters(language))) {
            return base;
        }
        SyntaxSegmenter s = ((SyntaxSegmenter) base.get()).withHybrid(selection.hybrid());
        return Optional.of(selection.hasCustomDelimiters(language) && context.fallback(language) instanceof DelimiterSegmenter d
                ? s.withDelimiters(d) : s);
    }

    @Override
    public int priority() {
        return 100;
    }

    @Override
    public String name() {
        return ChunkerRegistry.SEMANTIC;
    }
}
