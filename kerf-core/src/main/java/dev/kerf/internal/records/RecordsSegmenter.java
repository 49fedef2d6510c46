package dev.kerf.internal.records;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import java.util.Set;

/**
 * Texts of records, cut between them: CSV and TSV files by their rows ({@link TableStructure}: a
 * row of a quoted field with line breaks is one record, and the columns scope every chunk), log
 * files by their entries ({@link LogStructure}: a stack trace stays with the line that logged
 * it). Read as lines or as prose, their chunks ended inside records that fit.
 */
public final class RecordsSegmenter implements Segmenter {
    /** The languages whose texts are records. */
    public static final Set<String> LANGUAGES = Set.of("csv", "tsv", "log");

    private final String language;

    /** For one of {@link #LANGUAGES}. */
    public RecordsSegmenter(String language) {
        if (!LANGUAGES.contains(language)) {
            throw new IllegalArgumentException("language: no records structure for '" + language + "'");
        }
        this.language = language;
    }

    @Override
    public String strategy() {
        return Strategy.GENERIC;
    }

    @Override
    public Structure segment(String text) {
        return language.equals("log") ? new LogStructure(text, language) : new TableStructure(text, language);
    }
}
