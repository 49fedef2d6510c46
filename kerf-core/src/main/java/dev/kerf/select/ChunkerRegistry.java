package dev.kerf.select;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;

/**
 * The structures kerf can choose from, a registry that plug-ins add to (spec 000 section 5 in
 * docs/specs.md): kerf-core's Markdown and prose providers, every {@link SegmenterProvider} on the
 * class path (found with {@link ServiceLoader}, as kerf-syntax's tree-sitter structure is), plus
 * factories registered in code. The delimiter and generic structures are no providers: they are
 * the fallbacks that end every language's chain. Immutable; {@link #register} returns a new
 * registry.
 *
 * <pre>{@code
 * ChunkerRegistry registry = ChunkerRegistry.discovered()
 *         .register("notebook", 200, language -> language.equals("json") ? Optional.of(new NotebookSegmenter()) : Optional.empty());
 * Kerf kerf = Kerf.create(options, new ChunkerSelector(registry, Selection.defaults()));
 * }</pre>
 */
public final class ChunkerRegistry {
    /** The name of the tree-sitter structure's provider, which passes where {@link Selection} asks for delimiters. */
    public static final String SEMANTIC = Strategy.SEMANTIC;

    private static final ChunkerRegistry BUILT_IN = new ChunkerRegistry(BuiltInProviders.all());
    private static final ChunkerRegistry DISCOVERED = BUILT_IN.registerAll(ServiceLoader.load(SegmenterProvider.class).stream()
            .map(ServiceLoader.Provider::get)
            .toList());

    private final List<SegmenterProvider> providers;

    private ChunkerRegistry(List<SegmenterProvider> providers) {
        List<SegmenterProvider> sorted = new ArrayList<>(providers);
        sorted.sort(Comparator.comparingInt(SegmenterProvider::priority).reversed().thenComparing(SegmenterProvider::name));
        this.providers = List.copyOf(sorted);
    }

    /** The built-in providers and those found on the class path, found once. */
    public static ChunkerRegistry discovered() {
        return DISCOVERED;
    }

    /** kerf-core's own providers (Markdown and prose) only. */
    public static ChunkerRegistry builtInOnly() {
        return BUILT_IN;
    }

    /** This registry with one more provider. */
    public ChunkerRegistry register(SegmenterProvider provider) {
        return registerAll(List.of(provider));
    }

    private ChunkerRegistry registerAll(List<SegmenterProvider> added) {
        List<SegmenterProvider> more = new ArrayList<>(providers);
        more.addAll(added);
        return new ChunkerRegistry(more);
    }

    /**
     * This registry with a factory: {@code factory} offers a segmenter for a language or passes
     * with an empty result; higher priorities are asked first (kerf-syntax's is 100, the built-in
     * Markdown and prose providers' 200).
     */
    public ChunkerRegistry register(String name, int priority, Function<String, Optional<Segmenter>> factory) {
        return register(new SegmenterProvider() {
            @Override
            public Optional<Segmenter> forLanguage(String language, Context context) {
                return factory.apply(language);
            }

            @Override
            public int priority() {
                return priority;
            }

            @Override
            public String name() {
                return name;
            }
        });
    }

    /** The providers, highest priority first (by name among equals). */
    public List<SegmenterProvider> providers() {
        return providers;
    }
}
