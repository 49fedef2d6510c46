package dev.kerf.internal.generic;

import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The structure every text has: blocks separated by blank lines, then lines, words, the clauses
 * of a word (parts ending at punctuation that ends a statement or an item), runs of grapheme
 * clusters, grapheme clusters and code points. It always succeeds, and the Packer also uses it to descend into leaves
 * of other structures that are still too large.
 *
 * <p>Whitespace belongs to what comes before it: a block keeps the blank lines after it, a line
 * its terminator (and any blank lines after it), a word the spaces after it. Whitespace at the very
 * start of the text belongs to the first block, line or word. So cuts fall just before
 * non-whitespace, and no chunk starts with a blank line.
 */
public final class GenericSegmenter implements Segmenter {
    /** Segment kinds, coarse to fine. */
    public static final String BLOCK = "block";
    public static final String LINE = "line";
    /**
     * A part of a line too long for a chunk, up to and including a {@code , ; } ]} outside double
     * quotes, with the spaces after it: an item of minified JSON, a statement of a minified line.
     */
    public static final String ITEM = "item";
    public static final String WORD = "word";
    /** A part of a word too long for a chunk, up to and including a {@code ; , } ) ] >} (minified code, data). */
    public static final String CLAUSE = "clause";
    /** The base64 data of a data URI in a word ({@link DataUris}), which begins a chunk; cut into runs. */
    public static final String DATA = "data";
    /** Up to {@link GenericStructure#RUN_GRAPHEMES} grapheme clusters of a word or clause too long for a chunk. */
    public static final String RUN = "run";
    public static final String GRAPHEME = "grapheme";
    public static final String CODE_POINT = "code_point";

    /** The language whose module describes every chunk, or null for none. */
    private final String language;

    /** The generic structure, with chunks described by nothing. */
    public GenericSegmenter() {
        this(null);
    }

    private GenericSegmenter(String language) {
        this.language = language;
    }

    /**
     * The generic structure for a text of a known language, which has no other structure (a CSV
     * or INI file) or whose others failed: every chunk is described as the module, as code
     * outside every block is.
     */
    public static GenericSegmenter describing(String language) {
        return new GenericSegmenter(java.util.Objects.requireNonNull(language, "language"));
    }

    @Override
    public String strategy() {
        return Strategy.GENERIC;
    }

    @Override
    public Structure segment(String text) {
        return language == null ? new GenericStructure(text) : region(text, 0, text.length(), new ModuleLabels(language)::of);
    }

    /** The generic structure of {@code text[from, to)} alone. */
    public static Structure region(String text, int from, int to) {
        return region(text, from, to, modulePath -> Map.of());
    }

    /**
     * The generic structure of {@code text[from, to)} alone, where every chunk is described by
     * {@code context} (given the file's module path): the delimiter structure's module, for code
     * in which no block was found.
     */
    public static Structure region(String text, int from, int to, Function<List<String>, Map<String, Object>> context) {
        GenericStructure whole = new GenericStructure(text);
        return new Structure() {
            @Override
            public List<Segment> top() {
                return whole.blocks(from, to);
            }

            @Override
            public java.util.Optional<String> strategy() {
                return whole.strategy();
            }

            @Override
            public Map<String, Object> context(int start, int end, List<String> modulePath) {
                return context.apply(modulePath);
            }
        };
    }

    /**
     * Splits {@code [start, end)} at the coarsest generic level that gives at least two parts
     * (lines, then words, clauses, runs of graphemes, graphemes, code points); empty when the range is one code point (or one
     * CRLF) and cannot be split.
     */
    public static List<Segment> split(String text, int start, int end) {
        return new GenericStructure(text).finer(start, end);
    }
}
