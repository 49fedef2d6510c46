package dev.kerf.eval;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Scores one chunker on the data set: chunks every corpus, pools the chunks, computes
 * precision-omega (Chroma's rule and the strict one) and the BM25 top-k retrieval scores for
 * every question, and averages them.
 */
public final class RowEvaluator {
    /** Chroma's report retrieves five chunks per question. */
    public static final int TOP_K = 5;

    private final ChromaDataset dataset;

    public RowEvaluator(ChromaDataset dataset) {
        this.dataset = dataset;
    }

    public EvalRow evaluate(Chunker chunker) throws IOException {
        Map<String, List<LocatedChunk>> byCorpus = new LinkedHashMap<>();
        List<LocatedChunk> pool = new ArrayList<>();
        for (Corpus corpus : dataset.corpora().values()) {
            List<LocatedChunk> chunks = chunker.chunk(corpus);
            byCorpus.put(corpus.id(), chunks);
            pool.addAll(chunks);
        }
        double tokens = 0;
        for (LocatedChunk c : pool) {
            tokens += c.tokens();
        }
        double omega = 0;
        double strictOmega = 0;
        double recall = 0;
        double precision = 0;
        double iou = 0;
        try (Bm25Retriever retriever = new Bm25Retriever(pool)) {
            for (Question q : dataset.questions()) {
                List<LocatedChunk> own = byCorpus.getOrDefault(q.corpusId(), List.of());
                omega += SpanMetrics.precisionOmega(q, own, Overlap.TOUCHING);
                strictOmega += SpanMetrics.precisionOmega(q, own, Overlap.STRICT);
                RetrievalScores scores = SpanMetrics.retrieval(q, retriever.top(q.text(), TOP_K), Overlap.TOUCHING);
                recall += scores.recall();
                precision += scores.precision();
                iou += scores.iou();
            }
        }
        double percent = 100.0 / dataset.questions().size();
        return new EvalRow(
                chunker.name(),
                chunker.config(),
                pool.size(),
                pool.isEmpty() ? 0 : tokens / pool.size(),
                omega * percent,
                strictOmega * percent,
                recall * percent,
                precision * percent,
                iou * percent);
    }
}
