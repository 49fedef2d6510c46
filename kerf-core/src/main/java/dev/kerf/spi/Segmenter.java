package dev.kerf.spi;

/**
 * Builds the {@link Structure} of a text: the one extension point every structure provider
 * (generic, delimiter, syntax, Markdown, prose) implements. Implementations are thread-safe.
 */
public interface Segmenter {

    /** The name chunks made from this structure carry as their {@code strategy}. */
    String strategy();

    /** The segment tree of {@code text}. */
    Structure segment(String text);
}
