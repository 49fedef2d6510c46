package dev.kerf.eval;

import java.io.IOException;
import java.util.List;

/** A chunking configuration under evaluation: one row of the results table. */
public interface Chunker {
    /** The chunker's name, such as {@code kerf}. */
    String name();

    /** Its settings, in a few words. */
    String config();

    /** A few words for a chart label, such as {@code kerf packed 256}. */
    default String shortLabel() {
        return name() + " " + config();
    }

    /** Anything the report should say about how the chunks were made, or null. */
    default String note() {
        return null;
    }

    /** The chunks of one corpus, in order, with their ranges in it. */
    List<LocatedChunk> chunk(Corpus corpus) throws IOException;
}
