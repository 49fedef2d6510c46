package dev.kerf.eval;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Scores one chunker on a benchmark: chunks every corpus, pools the chunks into one index,
 * retrieves for every question and averages the per-question scores. It computes Chroma's
 * precision-omega (their touching rule and the strict one) and top-5 scores, and the
 * {@link BudgetMetrics} within a context of {@value #BUDGET_CHARS} chars (and of
 * {@value #BUDGET_TOKENS} tokens).
 */
public final class RowEvaluator {
    /** Chroma's report retrieves five chunks per question. */
    public static final int TOP_K = 5;
    /** The context a reader gets, in chars, whatever the chunk size. */
    public static final int BUDGET_CHARS = 4_000;
    /** The same context in {@code cl100k_base} tokens (about 4 chars each in English). */
    public static final int BUDGET_TOKENS = 1_000;
    /** Chunks fetched first; more when these do not fill the budget. */
    private static final int FIRST_FETCH = 64;

    private final Benchmark benchmark;
    private final Function<List<LocatedChunk>, Retriever> retrievers;

    /** With BM25 and the benchmark's analysis. */
    public RowEvaluator(Benchmark benchmark) {
        this(benchmark, pool -> new Bm25Retriever(pool, benchmark.analysis().get()));
    }

    /** With any retriever, built over each row's pool of chunks. */
    public RowEvaluator(Benchmark benchmark, Function<List<LocatedChunk>, Retriever> retrievers) {
        this.benchmark = benchmark;
        this.retrievers = retrievers;
    }

    /** The chunks of every corpus, by corpus id, in corpus order. */
    public Map<String, List<LocatedChunk>> chunkAll(Chunker chunker) throws IOException {
        Map<String, List<LocatedChunk>> byCorpus = new LinkedHashMap<>();
        for (Corpus corpus : benchmark.corpora().values()) {
            byCorpus.put(corpus.id(), chunker.chunk(corpus));
        }
        return byCorpus;
    }

    public EvalRow evaluate(Chunker chunker) throws IOException {
        return evaluate(chunker.name(), chunker.config(), chunkAll(chunker));
    }

    /** Scores chunks made beforehand (so one chunking can serve several retrievers). */
    public EvalRow evaluate(String name, String config, Map<String, List<LocatedChunk>> byCorpus) throws IOException {
        List<LocatedChunk> pool = new ArrayList<>();
        Map<String, ContentChars> content = new LinkedHashMap<>();
        long corpusContent = 0;
        long coveredContent = 0;
        for (Corpus corpus : benchmark.corpora().values()) {
            List<LocatedChunk> chunks = byCorpus.getOrDefault(corpus.id(), List.of());
            pool.addAll(chunks);
            ContentChars cc = new ContentChars(corpus.text());
            content.put(corpus.id(), cc);
            corpusContent += cc.in(new CharRange(0, corpus.text().length()));
            coveredContent += BudgetMetrics.covered(chunks, cc);
        }
        double tokens = 0;
        double chars = 0;
        for (LocatedChunk c : pool) {
            tokens += c.tokens();
            chars += c.text().length();
        }
        List<Question> questions = benchmark.questions();
        int n = questions.size();
        double[] recallBudget = new double[n];
        double recallTokens = 0;
        double[] iouFirst = new double[n];
        double[] whole = new double[n];
        double[] omega = new double[n];
        double strictOmega = 0;
        double[] recall = new double[n];
        double precision = 0;
        double[] iou = new double[n];
        try (Retriever retriever = retrievers.apply(pool)) {
            for (int i = 0; i < n; i++) {
                Question q = questions.get(i);
                List<LocatedChunk> own = new ArrayList<>();
                for (String corpus : q.corpusIds()) {
                    own.addAll(byCorpus.getOrDefault(corpus, List.of()));
                }
                omega[i] = SpanMetrics.precisionOmega(q, own, Overlap.TOUCHING);
                strictOmega += SpanMetrics.precisionOmega(q, own, Overlap.STRICT);
                whole[i] = BudgetMetrics.wholeShare(q, own, content::get);
                List<LocatedChunk> ranked = ranked(retriever, q.text());
                RetrievalScores top = SpanMetrics.retrieval(
                        q, ranked.subList(0, Math.min(TOP_K, ranked.size())), Overlap.TOUCHING);
                recall[i] = top.recall();
                precision += top.precision();
                iou[i] = top.iou();
                recallBudget[i] = BudgetMetrics.recallWithinBudget(q, ranked, BUDGET_CHARS, content::get);
                recallTokens += BudgetMetrics.recallWithinBudget(
                        q, ranked, BUDGET_TOKENS, content::get, LocatedChunk::tokens);
                iouFirst[i] = BudgetMetrics.iouOfFirst(q, ranked, content::get);
            }
        }
        double percent = n == 0 ? 0 : 100.0 / n;
        return new EvalRow(
                name,
                config,
                pool.size(),
                pool.isEmpty() ? 0 : tokens / pool.size(),
                pool.isEmpty() ? 0 : chars / pool.size(),
                corpusContent == 0 ? 0 : 100.0 * coveredContent / corpusContent,
                mean(whole) * 100,
                mean(recallBudget) * 100,
                recallTokens * percent,
                mean(iouFirst) * 100,
                mean(omega) * 100,
                strictOmega * percent,
                mean(recall) * 100,
                precision * percent,
                mean(iou) * 100,
                new QuestionScores(recallBudget, iouFirst, whole, recall, iou, omega));
    }

    /** Enough of the ranking to fill the budget (and at least the top 5). */
    private static List<LocatedChunk> ranked(Retriever retriever, String query) {
        List<LocatedChunk> ranked = retriever.top(query, FIRST_FETCH);
        if (ranked.size() == FIRST_FETCH && (totalChars(ranked) < BUDGET_CHARS || totalTokens(ranked) < BUDGET_TOKENS)) {
            ranked = retriever.top(query, BUDGET_CHARS);
        }
        return ranked;
    }

    private static long totalChars(List<LocatedChunk> chunks) {
        long sum = 0;
        for (LocatedChunk c : chunks) {
            sum += c.text().length();
        }
        return sum;
    }

    private static long totalTokens(List<LocatedChunk> chunks) {
        long sum = 0;
        for (LocatedChunk c : chunks) {
            sum += c.tokens();
        }
        return sum;
    }

    static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return values.length == 0 ? 0 : sum / values.length;
    }
}
