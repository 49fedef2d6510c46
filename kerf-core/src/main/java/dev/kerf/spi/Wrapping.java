package dev.kerf.spi;

/**
 * Text put around a part of a block cut into several chunks, so that what gets embedded stays
 * well-formed: a code fence re-opened and closed, a table's header repeated.
 *
 * @param prefix text before a part that does not hold the block's opening ({@code "```java\n"})
 * @param suffix text after a part that does not hold the block's closing ({@code "\n```"})
 */
public record Wrapping(String prefix, String suffix) {
    public Wrapping {
        prefix = prefix == null ? "" : prefix;
        suffix = suffix == null ? "" : suffix;
    }
}
