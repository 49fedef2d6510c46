package dev.kerf.internal.markup;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The structure of a document in a markup language other than Markdown (reStructuredText,
 * AsciiDoc, Org, POD, LaTeX), read by the rules of {@code markup.tsv}: sections under headings, then blocks,
 * packed as Markdown's are. Every chunk's metadata has {@code headings} (the heading path at its
 * first content), {@code sections} (every heading path it covers), {@code contains_code} and, where
 * a code block names it, {@code code_language}.
 */
public final class MarkupSegmenter implements Segmenter {
    /** Segment kinds. */
    public static final String SECTION = "section";
    public static final String LEAD = "lead";
    public static final String HEADING = "heading";
    public static final String PARAGRAPH = "paragraph";
    public static final String SENTENCE = "sentence";
    public static final String LIST = "list";
    public static final String ITEM = "item";
    public static final String CODE = "code";
    public static final String LINE = "line";
    public static final String TABLE = "table";
    public static final String ROW = "row";
    public static final String BLOCK = "block";

    private final MarkupDialect dialect;
    private final Function<String, Segmenter> codeSegmenters;

    private MarkupSegmenter(MarkupDialect dialect, Function<String, Segmenter> codeSegmenters) {
        this.dialect = dialect;
        this.codeSegmenters = Objects.requireNonNull(codeSegmenters, "codeSegmenters");
    }

    /**
     * The structure of {@code language}, whose code blocks are cut by the segmenter
     * {@code codeSegmenters} gives for their language; empty when kerf reads no sections of it.
     */
    public static Optional<Segmenter> forLanguage(String language, Function<String, Segmenter> codeSegmenters) {
        return MarkupDialect.of(language).map(d -> new MarkupSegmenter(d, codeSegmenters));
    }

    /** The languages kerf reads sections of here. */
    public static Set<String> languages() {
        return MarkupDialect.languages();
    }

    @Override
    public String strategy() {
        return Strategy.MARKUP;
    }

    @Override
    public Structure segment(String text) {
        return new MarkupStructure(new MarkupDocument(text, dialect), codeSegmenters);
    }
}
