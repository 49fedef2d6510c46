package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QuestionTableTest {
    @Test
    void everyRowScoresEveryQuestionOnALine(@TempDir Path dir) throws Exception {
        List<Question> questions = List.of(
                new Question("Add a flag\tto panes", "a.c", List.of(new CharRange(0, 4))),
                new Question("Fix the loop\non close", "a.c", List.of(new CharRange(5, 9))));
        Benchmark benchmark = new Benchmark("changes: x (c)", questions, Map.of(), CodeAnalyzer::new);
        List<Chunker> chunkers = List.of(new KerfRow(256, dev.kerf.Granularity.PACKED, true, 0, false).chunker(),
                new FixedTokenChunker(256));
        List<EvalRow> rows = List.of(row(new double[] {1, 0.25}, new double[] {0.5, 0}),
                row(new double[] {0, 0.125}, new double[] {0, 0.1}));
        Path file = dir.resolve("q.tsv");

        QuestionTable.write(file, List.of(new BenchmarkResult(benchmark, "BM25", "s", chunkers, rows)));

        assertThat(Files.readAllLines(file)).containsExactly(
                "benchmark\tretriever\trow\tquestion\trecall@4k chars\tIoU@1\ttext",
                "changes: x (c)\tBM25\tkerf packed 256 header\t0\t1.0000\t0.5000\tAdd a flag to panes",
                "changes: x (c)\tBM25\tkerf packed 256 header\t1\t0.2500\t0.0000\tFix the loop on close",
                "changes: x (c)\tBM25\tfixed 256\t0\t0.0000\t0.0000\tAdd a flag to panes",
                "changes: x (c)\tBM25\tfixed 256\t1\t0.1250\t0.1000\tFix the loop on close");
    }

    private static EvalRow row(double[] recall, double[] iou) {
        double[] zero = new double[recall.length];
        return new EvalRow("c", "c", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                new QuestionScores(recall, iou, zero, zero, zero, zero));
    }
}
