package dev.kerf.internal.embed;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * One part of a file cut by the structure of its own language (a component's script, a
 * notebook's code cells), and the strategy its chunks would say.
 */
public record Cut(Structure structure, String strategy) {

    /** {@code text} cut by {@code first}, or, when that fails outright, by {@code fallback} (a language's delimiter structure). */
    public static Cut of(Segmenter first, Supplier<Segmenter> fallback, String text) {
        try {
            return of(first, text);
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return of(fallback.get(), text);
        }
    }

    private static Cut of(Segmenter segmenter, String text) {
        Structure s = segmenter.segment(text);
        return new Cut(s, s.strategy().orElse(segmenter.strategy()));
    }
}
