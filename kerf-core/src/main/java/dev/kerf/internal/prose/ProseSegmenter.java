package dev.kerf.internal.prose;

import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;

/**
 * The structure of prose: paragraphs (blocks between blank lines), then sentences; a sentence
 * too long for one chunk is cut between lines, then words, then characters, by the Packer's
 * generic descent. Overlaps repeat whole sentences, or whole words inside an over-long one.
 */
public final class ProseSegmenter implements Segmenter {
    /** Segment kinds. */
    public static final String PARAGRAPH = "paragraph";
    public static final String SENTENCE = "sentence";

    @Override
    public String strategy() {
        return Strategy.PROSE;
    }

    @Override
    public Structure segment(String text) {
        return new ProseStructure(text);
    }
}
