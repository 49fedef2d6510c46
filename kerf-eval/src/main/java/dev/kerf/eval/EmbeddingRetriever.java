package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * Dense retrieval, the way a vector store answers: every chunk of the pool embedded with
 * {@link MiniLmEmbedder}, ranked by cosine similarity to the query's embedding (exact search, no
 * index approximation); ties go to the earlier chunk.
 */
public final class EmbeddingRetriever implements Retriever {
    private final List<LocatedChunk> chunks;
    private final List<float[]> vectors;
    private final MiniLmEmbedder embedder;

    public EmbeddingRetriever(List<LocatedChunk> chunks, MiniLmEmbedder embedder) {
        this.chunks = List.copyOf(chunks);
        this.embedder = embedder;
        List<String> texts = new ArrayList<>(chunks.size());
        for (LocatedChunk c : chunks) {
            texts.add(c.text());
        }
        this.vectors = embedder.embed(texts);
    }

    @Override
    public List<LocatedChunk> top(String query, int k) {
        float[] q = embedder.embed(query);
        double[] scores = new double[chunks.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = dot(q, vectors.get(i));
        }
        return best(scores, k).stream().map(chunks::get).toList();
    }

    /** The indices of the {@code k} highest scores, highest first, the lower index first on ties. */
    static List<Integer> best(double[] scores, int k) {
        List<Integer> order = new ArrayList<>(scores.length);
        for (int i = 0; i < scores.length; i++) {
            order.add(i);
        }
        order.sort((a, b) -> scores[a] != scores[b] ? Double.compare(scores[b], scores[a]) : Integer.compare(a, b));
        return order.subList(0, Math.min(k, order.size()));
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    @Override
    public void close() {}
}
