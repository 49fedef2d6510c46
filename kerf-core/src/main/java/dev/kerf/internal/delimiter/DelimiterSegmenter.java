package dev.kerf.internal.delimiter;

import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.internal.generic.ModuleLabels;
import dev.kerf.lang.Language;
import dev.kerf.lang.LanguageFamily;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Block structure from delimiter patterns, for the 270-odd languages kerf knows (the
 * delimiter chunker of spec 000 in docs/specs.md). A language's patterns come from
 * {@code delimiters.tsv}: its own rows, or else its family's. Strings and comments are masked
 * first, so a {@code }} in a string does not close a block. When the patterns find no block, generic delimiters (braces, then
 * indentation) are tried, and when those find none either, the generic structure.
 *
 * <pre>{@code
 * Segmenter s = DelimiterSegmenter.forLanguage("lua");
 * Kerf kerf = Kerf.create(ChunkOptions.defaults(), s);
 * // custom patterns, in the schema of delimiters.tsv:
 * Segmenter t = DelimiterSegmenter.forLanguage("tcl")
 *         .withCustom("FUNCTION", "^\\s*itcl::body\\b", "{}", "-", 65, "whole_lines,nestable");
 * }</pre>
 */
public final class DelimiterSegmenter implements Segmenter {
    /** Tried when a region has no block of the language's own: braces, then a colon and indentation. */
    static final List<Delimiter> GENERIC_DELIMITERS = List.of(
            DelimiterTable.parse("BLOCK", "-", "{}", "-", 10, "whole_lines,nestable"),
            DelimiterTable.parse("BLOCK", ":\\s*$", "indent", "-", 5, "whole_lines,nestable"));

    private final Language language;
    private final List<Delimiter> delimiters;
    private final List<String> quotes;
    private final String patternSet;

    private DelimiterSegmenter(Language language, List<Delimiter> delimiters, List<String> quotes, String patternSet) {
        this.language = language;
        this.delimiters = List.copyOf(delimiters);
        this.quotes = List.copyOf(quotes);
        this.patternSet = patternSet;
    }

    /**
     * The segmenter of a language known to kerf (a name or alias from {@code kerf langs}).
     *
     * @throws IllegalArgumentException for an unknown language
     */
    public static DelimiterSegmenter forLanguage(String name) {
        Language language = Languages.byName(name)
                .orElseThrow(() -> new IllegalArgumentException("language: unknown language '" + name + "'"));
        return new DelimiterSegmenter(language, DelimiterTable.BUILT_IN.delimitersFor(language),
                DelimiterTable.BUILT_IN.quotesFor(language), DelimiterTable.BUILT_IN.patternSetOf(language));
    }

    /**
     * The same segmenter with one more delimiter, in the schema of {@code delimiters.tsv} (see
     * {@code docs/delimiters.md}): kind, start regex ("-" for any header), end style ({@code {}},
     * {@code ()}, {@code end}, {@code indent}, {@code next}, {@code heading}, {@code tag}), closer regex
     * for {@code end} ("-" for {@code ^\s*end\b}, "same" for the start regex), priority, flags.
     *
     * @throws IllegalArgumentException naming the field at fault
     */
    public DelimiterSegmenter withCustom(String kind, String start, String end, String closer, int priority, String flags) {
        List<Delimiter> more = new ArrayList<>(delimiters);
        more.add(DelimiterTable.parse(kind, start, end, closer, priority, flags));
        more.sort(Comparator.comparingInt(Delimiter::priority).reversed());
        return new DelimiterSegmenter(language, more, quotes, patternSet + "+custom");
    }

    /** The language's delimiters, highest priority first. */
    public List<Delimiter> delimiters() {
        return delimiters;
    }

    /** Where the patterns come from: the language's own rows, or its family's ({@code c_style}...). */
    public String patternSet() {
        return patternSet;
    }

    /**
     * Whether a language has delimiter rows, its own or its family's: plain-text languages have
     * none but those of config files with sections ({@code ini}), and are cut as text.
     */
    public static boolean hasRows(Language language) {
        return !DelimiterTable.BUILT_IN.delimitersFor(Objects.requireNonNull(language)).isEmpty();
    }

    /** The language's family id and pattern set, as {@code kerf langs} shows them. */
    public static String patternSetOf(Language language) {
        return DelimiterTable.BUILT_IN.patternSetOf(Objects.requireNonNull(language));
    }

    @Override
    public String strategy() {
        return Strategy.DELIMITER;
    }

    @Override
    public Structure segment(String text) {
        return segment(text, 0, text.length());
    }

    /**
     * The block structure of one region of a text, such as a syntax node too large for one chunk
     * or a region whose parse failed: the whole text is read (so strings and comments are masked
     * correctly), but only blocks lying inside {@code [from, to)} count, and the structure's top
     * segments tile that region. To cut several regions of one text, use {@link #regions}.
     */
    public Structure segment(String text, int from, int to) {
        return regions(text).segment(from, to);
    }

    /**
     * One text to cut region by region ({@link Regions#segment} gives what
     * {@link #segment(String, int, int)} gives), reading the text once: it is masked, and its
     * blocks found, on the first region asked for, not again for every region.
     */
    public Regions regions(String text) {
        return new Regions(Objects.requireNonNull(text, "text"));
    }

    /** The block structures of regions of one text, from one reading of it. Not thread-safe. */
    /** A finder of {@code rows}' blocks in {@code lines}, reading them as this language writes statements (the shell family's end at a line's end). */
    BlockFinder blockFinder(SourceLines lines, List<Delimiter> rows) {
        return new BlockFinder(lines, rows, language.family() == LanguageFamily.SHELL);
    }

    public final class Regions {
        private final String text;
        private SourceLines lines;
        private BlockFinder finder;
        /** The generic delimiters' finder, used when a region has no block of the language's own. */
        private BlockFinder generics;
        private final ModuleLabels module = new ModuleLabels(language.name());

        private Regions(String text) {
            this.text = text;
        }

        /** The block structure of {@code text[from, to)}, as {@link DelimiterSegmenter#segment(String, int, int)}. */
        public Structure segment(int from, int to) {
            if (from < 0 || to > text.length() || from > to) {
                throw new IllegalArgumentException("region [" + from + ", " + to + ") is not inside a text of " + text.length() + " chars");
            }
            if (lines == null) {
                lines = new SourceLines(text, new Masker(language, quotes).mask(text));
                finder = blockFinder(lines, delimiters);
            }
            DelimiterStructure own = new DelimiterStructure(text, lines, finder, finder.find(from, to), from, to, module);
            if (own.hasBlocks()) {
                return own;
            }
            if (language.family() == LanguageFamily.PLAIN_TEXT) {
                // A config file without its sections ([x] in an INI file) is text: any brace or
                // colon in its values would open a block by the generic rows.
                return GenericSegmenter.region(text, from, to, module::of);
            }
            if (generics == null) {
                generics = blockFinder(lines, GENERIC_DELIMITERS);
            }
            DelimiterStructure generic = new DelimiterStructure(text, lines, generics, generics.find(from, to), from, to, module);
            return generic.hasBlocks() ? generic : GenericSegmenter.region(text, from, to, module::of);
        }
    }
}
