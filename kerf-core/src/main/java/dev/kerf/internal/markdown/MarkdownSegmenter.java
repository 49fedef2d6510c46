package dev.kerf.internal.markdown;

import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * The structure of a Markdown document, from a CommonMark parse (with GFM tables) that keeps the
 * exact source span of every block.
 *
 * <ul>
 *   <li>Sections: a heading (ATX or setext), with any headings right after it, and the blocks up
 *       to the next heading. Each section begins a chunk; a chunk under minTokens still joins a
 *       neighbour. Headings inside code fences, lists and quotes are content.</li>
 *   <li>Blocks stay whole when they fit: paragraphs, lists, tables, code, quotes, HTML, and front
 *       matter (YAML {@code ---} or TOML {@code +++}) as a unit of its own.</li>
 *   <li>Too large: a paragraph splits into sentences, a list between items, a quote between its
 *       blocks, a table between rows (its parts repeat the header row in their contextual text),
 *       a code fence by the code structure of its language (its parts re-open and close the fence
 *       in their contextual text).</li>
 * </ul>
 *
 * <p>Every chunk's metadata has {@code headings} (the heading path at its first content),
 * {@code sections} (every heading path it covers), {@code contains_code}, and where they apply
 * {@code code_language}, {@code code_block_part} ("2/3") and {@code front_matter}.
 */
public final class MarkdownSegmenter implements Segmenter {
    /** Segment kinds. */
    public static final String SECTION = "section";
    public static final String FRONT_MATTER = "front_matter";
    public static final String LEAD = "lead";
    public static final String HEADING = "heading";
    public static final String PARAGRAPH = "paragraph";
    public static final String SENTENCE = "sentence";
    public static final String LIST = "list";
    public static final String ITEM = "item";
    public static final String QUOTE = "quote";
    public static final String TABLE = "table";
    public static final String TABLE_HEADER = "table_header";
    public static final String TABLE_ROW = "table_row";
    public static final String CODE_FENCE = "code_fence";
    public static final String FENCE_LINE = "fence_line";
    public static final String INDENTED_CODE = "indented_code";
    public static final String BLOCK = "block";

    /** Bounds CommonMark's nesting, so that pathological input (10,000 nested quotes) stays cheap. */
    private static final Parser PARSER = parser(Parser.builder());
    /**
     * The same parser without indented code blocks, for MDX, which has none: text indented inside
     * a JSX element ({@code <TabItem>}, {@code <details>}) is text there, as Docusaurus writes it.
     */
    private static final Parser NO_INDENTED_CODE = parser(Parser.builder().enabledBlockTypes(java.util.Set.of(
            org.commonmark.node.Heading.class, org.commonmark.node.HtmlBlock.class, org.commonmark.node.ThematicBreak.class,
            org.commonmark.node.FencedCodeBlock.class, org.commonmark.node.BlockQuote.class, org.commonmark.node.ListBlock.class)));

    /** kerf's parser from {@code builder}: GFM tables, blocks' source spans, nesting bounded, headings' inlines only. */
    private static Parser parser(Parser.Builder builder) {
        return builder.extensions(List.of(TablesExtension.create()))
                .includeSourceSpans(IncludeSourceSpans.BLOCKS)
                .maxOpenBlockParsers(64)
                .maxInlineNesting(64)
                .inlineParserFactory(new HeadingInlines())
                .build();
    }

    private static final Segmenter GENERIC = new GenericSegmenter();

    private final Function<String, Segmenter> codeSegmenters;
    private final int sectionLevel;
    private final Parser parser;

    /** A Markdown structure whose code fences are cut by the generic structure (lines, words). */
    public MarkdownSegmenter() {
        this(language -> GENERIC);
    }

    /**
     * A Markdown structure whose code fences are cut by the structure of their language.
     *
     * @param codeSegmenters the segmenter for a kerf language name ({@code java}), or for null
     *     when the fence names no known language
     */
    public MarkdownSegmenter(Function<String, Segmenter> codeSegmenters) {
        this(codeSegmenters, 6, PARSER);
    }

    private MarkdownSegmenter(Function<String, Segmenter> codeSegmenters, int sectionLevel, Parser parser) {
        this.codeSegmenters = Objects.requireNonNull(codeSegmenters, "codeSegmenters");
        this.sectionLevel = sectionLevel;
        this.parser = parser;
    }

    /** The same structure for MDX: no indented code blocks (MDX has none; an indented line is text). */
    public MarkdownSegmenter withoutIndentedCode() {
        return new MarkdownSegmenter(codeSegmenters, sectionLevel, NO_INDENTED_CODE);
    }

    /**
     * The same structure where only headings of {@code level} or above ({@code #} is 1) begin a
     * section; 0 for none, so that headings only name the sections of chunks packed across them.
     */
    public MarkdownSegmenter withSectionLevel(int level) {
        if (level < 0 || level > 6) {
            throw new IllegalArgumentException("section level must be 0 to 6, was " + level);
        }
        return new MarkdownSegmenter(codeSegmenters, level, parser);
    }

    @Override
    public String strategy() {
        return Strategy.MARKDOWN;
    }

    /**
     * The kinds of the top-level blocks of {@code text} read as Markdown ({@link #HEADING},
     * {@link #PARAGRAPH}, {@link #CODE_FENCE}...): enough to tell a Markdown document from plain
     * prose. Front matter counts as {@link #FRONT_MATTER}.
     */
    public static java.util.Set<String> blockKinds(String text) {
        MarkdownStructure structure = new MarkdownStructure(text, PARSER, language -> GENERIC, 0);
        return structure.topLevelKinds();
    }

    @Override
    public Structure segment(String text) {
        return new MarkdownStructure(text, parser, codeSegmenters, sectionLevel);
    }
}
