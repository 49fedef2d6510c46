package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PooledComparisonTest {
    private static final NodePeers.Source NONE = (peer, corpus) -> NodePeers.Result.failed(peer, corpus.id(), "unused");

    @Test
    void kerfIsSetAgainstEachPeerAndTheBestPeerOfEachSetOverAllQuestions() {
        Chunker kerf = new KerfRow(256, dev.kerf.Granularity.PACKED, true, 0, false).chunker();
        Chunker fixed = new FixedTokenChunker(256);
        Chunker llama = NodePeerChunker.llamaIndex(NONE, EvalOptions.PEER_TOKENS);
        // set a: fixed is the better peer; set b: LlamaIndex is
        BenchmarkResult a = result("a", List.of(kerf, fixed, llama),
                List.of(row(0.5, 1, 0), row(0.4, 1, 0), row(0.2, 0, 0)));
        BenchmarkResult b = result("b", List.of(kerf, fixed, llama),
                List.of(row(0.3, 0, 1, 1), row(0.1, 0, 0, 0), row(0.6, 1, 1, 0)));

        List<MarkdownTable.Comparison> pooled = PooledComparison.of(List.of(a, b), List.of("kerf packed 256 header"));

        assertThat(pooled).extracting(MarkdownTable.Comparison::label).containsExactly(
                "kerf packed 256 header − fixed 256",
                "kerf packed 256 header − LlamaIndex 1024 chars",
                "kerf packed 256 header − best peer of each set");
        MarkdownTable.Comparison best = pooled.get(2);
        assertThat(best.a().perQuestion().recallWithinBudget()).containsExactly(1, 0, 0, 1, 1);
        // fixed's questions in set a, LlamaIndex's in set b
        assertThat(best.b().perQuestion().recallWithinBudget()).containsExactly(1, 0, 1, 1, 0);
        PairedBootstrap.Interval i = new PairedBootstrap(200, 1, 0.95).difference(
                best.a().perQuestion().recallWithinBudget(), best.b().perQuestion().recallWithinBudget());
        assertThat(i.difference()).isCloseTo(0.0, within(1e-9));
    }

    /** A row whose mean recall is {@code mean} and whose per-question recall is {@code perQuestion}. */
    private static EvalRow row(double mean, double... perQuestion) {
        double[] zero = new double[perQuestion.length];
        return new EvalRow("r", "c", 0, 0, 0, 0, 0, 100 * mean, 0, 0, 0, 0, 0, 0, 0,
                new QuestionScores(perQuestion, zero, zero, zero, zero, zero));
    }

    private static BenchmarkResult result(String name, List<Chunker> chunkers, List<EvalRow> rows) {
        Benchmark benchmark = new Benchmark("changes: " + name, List.of(), Map.of(), CodeAnalyzer::new);
        return new BenchmarkResult(benchmark, "BM25", "s", chunkers, rows);
    }
}
