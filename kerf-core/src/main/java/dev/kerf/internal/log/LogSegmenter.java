package dev.kerf.internal.log;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;

/**
 * Log files as their entries ({@link LogStructure}): a stack trace stays with the line that
 * logged it, and no chunk ends inside an entry that fits. Read as prose, a log's chunks ended
 * inside entries and inside their time stamps, at the commas and periods of sentences.
 */
public final class LogSegmenter implements Segmenter {
    private final String language;

    public LogSegmenter(String language) {
        this.language = java.util.Objects.requireNonNull(language, "language");
    }

    @Override
    public String strategy() {
        return Strategy.GENERIC;
    }

    @Override
    public Structure segment(String text) {
        return new LogStructure(text, language);
    }
}
