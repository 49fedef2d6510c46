package dev.kerf.internal.table;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;

/**
 * CSV and TSV files as their records: a record is a line, or several where a quoted field holds
 * line breaks (RFC 4180), so that no chunk ends inside one while the next begins it. Every chunk
 * is scoped to the file's module and, where the first record is a header, to its columns, which
 * the context header then repeats: a row read alone says what its values are.
 */
public final class TableSegmenter implements Segmenter {
    private final String language;

    /** For {@code csv} (fields separated by commas, or semicolons where the header has more) or {@code tsv} (tabs). */
    public TableSegmenter(String language) {
        this.language = java.util.Objects.requireNonNull(language, "language");
    }

    @Override
    public String strategy() {
        return Strategy.GENERIC;
    }

    @Override
    public Structure segment(String text) {
        return new TableStructure(text, language);
    }
}
