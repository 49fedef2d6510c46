package dev.kerf.eval;

import java.util.List;
import java.util.function.Function;

/** A retriever under a name, built over each row's pool of chunks. */
public record RetrieverKind(String name, Function<List<LocatedChunk>, Retriever> factory) {
    /** BM25 with the benchmark's own analysis. */
    public static RetrieverKind bm25(Benchmark benchmark) {
        return new RetrieverKind("BM25", pool -> new Bm25Retriever(pool, benchmark.analysis().get()));
    }

    /** MiniLM embeddings, cosine similarity. */
    public static RetrieverKind miniLm(MiniLmEmbedder embedder) {
        return new RetrieverKind("MiniLM", pool -> new EmbeddingRetriever(pool, embedder));
    }
}
