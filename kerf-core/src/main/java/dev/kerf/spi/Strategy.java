package dev.kerf.spi;

import java.util.List;

/**
 * The names of kerf's own structures, as their chunks report them in {@code strategy} and as the
 * HTTP API's {@code strategy} option pins them. A plug-in's structure names its own
 * ({@link Segmenter#strategy()}).
 */
public final class Strategy {
    /** The tree-sitter structure (module kerf-syntax), spec 000's semantic chunker. */
    public static final String SEMANTIC = "semantic";
    /** Blocks found by the delimiter patterns of the language. */
    public static final String DELIMITER = "delimiter";
    /** Markdown sections, then blocks. */
    public static final String MARKDOWN = "markdown";
    /**
     * Sections under headings, then blocks, of the other markup languages with headings
     * (reStructuredText, AsciiDoc, Org, POD, LaTeX), as Markdown's.
     */
    public static final String MARKUP = "markup";
    /** Paragraphs, then sentences. */
    public static final String PROSE = "prose";
    /** Blank-line blocks, lines, words, graphemes, code points. */
    public static final String GENERIC = "generic";
    /** The six, in the order of the HTTP API's list. */
    public static final List<String> BUILT_IN = List.of(SEMANTIC, DELIMITER, MARKDOWN, MARKUP, PROSE, GENERIC);

    private Strategy() {}
}
