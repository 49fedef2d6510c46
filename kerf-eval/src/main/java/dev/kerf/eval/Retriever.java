package dev.kerf.eval;

import java.util.List;

/**
 * Ranks a pool of chunks for a query. The evaluation is written against this seam so that the
 * lexical retriever (BM25) and an embedding model can score the same chunks the same way.
 */
public interface Retriever extends AutoCloseable {
    /** The {@code k} best chunks for the query, best first. */
    List<LocatedChunk> top(String query, int k);

    @Override
    void close() throws java.io.IOException;
}
