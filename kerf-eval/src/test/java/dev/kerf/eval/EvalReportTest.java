package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvalReportTest {
    private static final NodePeers.Source NONE = (peer, corpus) -> NodePeers.Result.failed(peer, corpus.id(), "unused");

    @Test
    void kerfsDefaultRowsAreComparedWithEveryPeer() {
        List<Chunker> chunkers = new ArrayList<>(Eval.rows(EvalOptions.PEER_TOKENS));
        chunkers.add(NodePeerChunker.langChain(NONE, "java", EvalOptions.PEER_TOKENS));
        chunkers.add(NodePeerChunker.llamaIndex(NONE, EvalOptions.PEER_TOKENS));
        List<EvalRow> rows = chunkers.stream().map(EvalReportTest::row).toList();
        Benchmark benchmark = new Benchmark("b", List.of(), java.util.Map.of(), CodeAnalyzer::new);
        List<String> labels = EvalReport.comparisons(
                        new BenchmarkResult(benchmark, "BM25", "s", chunkers, rows), EvalReport.KERF_DEFAULTS)
                .stream().map(MarkdownTable.Comparison::label).toList();
        for (String kerf : List.of("kerf packed 256", "kerf packed 512", "kerf packed 256 header", "kerf packed 512 header")) {
            for (String peer : List.of("fixed 256", "LangChain4j 256", "LangChain.js 256", "LlamaIndex 1024 chars")) {
                assertThat(labels).contains(kerf + " − " + peer);
            }
        }
        assertThat(labels).contains(
                "kerf definition 512 − kerf packed 512",
                "kerf packed 512 header − kerf packed 512",
                "kerf definition 512 header − kerf packed 512 header");
        assertThat(labels).as("peers are not compared among themselves").noneMatch(l -> l.startsWith("LangChain"));
    }

    @Test
    void peersRunAtTheSizeAskedForAndKerfIsComparedWithThemThere() {
        EvalOptions options = EvalOptions.parse(new String[] {"--kerf-rows", "512,512:header", "--peer-tokens", "512"});
        assertThat(options.peerTokens()).isEqualTo(512);
        List<Chunker> chunkers = new ArrayList<>(Eval.rows(options.kerfRows(), options.peerTokens()));
        chunkers.add(NodePeerChunker.langChain(NONE, "c", options.peerTokens()));
        chunkers.add(NodePeerChunker.llamaIndex(NONE, options.peerTokens()));
        assertThat(chunkers.stream().map(Chunker::shortLabel)).containsExactly(
                "kerf packed 512", "kerf packed 512 header", "fixed 512", "LangChain4j 512", "LangChain.js 512",
                "LlamaIndex 2048 chars");
        assertThat(chunkers.get(5).config()).isEqualTo("2048 chars (512 tokens at 4 chars each)");
        List<EvalRow> rows = chunkers.stream().map(EvalReportTest::row).toList();
        Benchmark benchmark = new Benchmark("b", List.of(), java.util.Map.of(), CodeAnalyzer::new);
        List<String> compared = options.kerfRows().stream().map(KerfRow::label).toList();
        List<String> labels = EvalReport.comparisons(new BenchmarkResult(benchmark, "BM25", "s", chunkers, rows), compared)
                .stream().map(MarkdownTable.Comparison::label).toList();
        assertThat(labels).contains("kerf packed 512 header − LlamaIndex 2048 chars", "kerf packed 512 − fixed 512");
        assertThat(EvalOptions.parse(new String[0]).peerTokens()).isEqualTo(256);
    }

    @Test
    void rowsAskedForAreComparedWithEveryPeerAndWithoutTheirHeader() {
        EvalOptions options = EvalOptions.parse(new String[] {"--kerf-rows", "256:target=64, 256:target=64:header"});
        List<Chunker> chunkers = new ArrayList<>(Eval.rows(options.kerfRows(), options.peerTokens()));
        chunkers.add(NodePeerChunker.llamaIndex(NONE, EvalOptions.PEER_TOKENS));
        assertThat(chunkers.stream().map(Chunker::shortLabel)).containsExactly(
                "kerf packed 256 target 64", "kerf packed 256 target 64 header", "fixed 256", "LangChain4j 256",
                "LlamaIndex 1024 chars");
        List<EvalRow> rows = chunkers.stream().map(EvalReportTest::row).toList();
        Benchmark benchmark = new Benchmark("b", List.of(), java.util.Map.of(), CodeAnalyzer::new);
        List<String> compared = options.kerfRows().stream().map(KerfRow::label).toList();
        List<String> labels = EvalReport.comparisons(new BenchmarkResult(benchmark, "BM25", "s", chunkers, rows), compared)
                .stream().map(MarkdownTable.Comparison::label).toList();
        assertThat(labels).containsExactly(
                "kerf packed 256 target 64 − fixed 256",
                "kerf packed 256 target 64 − LangChain4j 256",
                "kerf packed 256 target 64 − LlamaIndex 1024 chars",
                "kerf packed 256 target 64 header − fixed 256",
                "kerf packed 256 target 64 header − LangChain4j 256",
                "kerf packed 256 target 64 header − LlamaIndex 1024 chars",
                "kerf packed 256 target 64 header − kerf packed 256 target 64");
    }

    @Test
    void withoutNodeTheReportSaysWhyInOneLine() {
        EvalReport report = new EvalReport(EvalOptions.parse(new String[0]), new PairedBootstrap(10, 1, 0.95));
        report.nodePeers(null, "node not found on the PATH");
        assertThat(report.markdown()).contains("\nNode peers (LangChain.js, LlamaIndex) left out: node not found on the PATH.\n");
    }

    @Test
    void documentationSetsArePooledApartFromTheCodeSets() {
        EvalReport report = new EvalReport(EvalOptions.parse(new String[0]), new PairedBootstrap(50, 1, 0.95));
        Chunker kerf = new KerfRow(256, dev.kerf.Granularity.PACKED, true, 0, false).chunker();
        Chunker fixed = new FixedTokenChunker(EvalOptions.PEER_TOKENS);
        for (String name : List.of("docs: book", "docs: guide", "changes: tool")) {
            Benchmark benchmark = new Benchmark(name, List.of(), java.util.Map.of(), CodeAnalyzer::new);
            report.add(new BenchmarkResult(benchmark, "BM25", "s", List.of(kerf, fixed),
                    List.of(scored(kerf, 1, 1, 0), scored(fixed, 0, 1, 0))));
        }
        report.pooled();
        String markdown = report.markdown();
        assertThat(markdown).doesNotContain("## All code sets pooled"); // one code set: nothing to pool
        String docs = markdown.substring(markdown.indexOf("## All documentation sets pooled"));
        assertThat(docs).contains("The 2 documentation sets above", "kerf packed 256 header − fixed 256",
                "kerf packed 256 header − best peer of each set");
    }

    private static EvalRow scored(Chunker c, double... recall) {
        double[] zero = new double[recall.length];
        return new EvalRow(c.name(), c.config(), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                new QuestionScores(recall, zero, zero, zero, zero, zero));
    }

    private static EvalRow row(Chunker c) {
        double[] none = new double[0];
        return new EvalRow(c.name(), c.config(), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, new QuestionScores(none, none, none, none, none, none));
    }
}
