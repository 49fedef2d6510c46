package dev.kerf.eval;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Every row's score on every question, as tab-separated text ({@code --questions FILE}): to see
 * which questions one row wins or loses against another, which the report's means and intervals
 * do not show. One line per benchmark, retriever, row and question: the question's number in its
 * benchmark, recall within 4,000 chars and IoU of the first hit (fractions), and the question's
 * text (tabs and line breaks made spaces).
 */
final class QuestionTable {
    static final String HEADER = "benchmark\tretriever\trow\tquestion\trecall@4k chars\tIoU@1\ttext\n";

    private QuestionTable() {}

    static void write(Path file, List<BenchmarkResult> results) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        try (Writer out = Files.newBufferedWriter(file)) {
            out.write(HEADER);
            for (BenchmarkResult r : results) {
                List<Question> questions = r.benchmark().questions();
                for (int row = 0; row < r.rows().size(); row++) {
                    QuestionScores scores = r.rows().get(row).perQuestion();
                    String label = r.chunkers().get(row).shortLabel();
                    for (int q = 0; q < questions.size(); q++) {
                        out.write(String.format(Locale.ROOT, "%s\t%s\t%s\t%d\t%.4f\t%.4f\t%s%n",
                                r.benchmark().name(), r.retriever(), label, q,
                                scores.recallWithinBudget()[q], scores.iouOfFirst()[q], flat(questions.get(q).text())));
                    }
                }
            }
        }
    }

    private static String flat(String text) {
        return text.replaceAll("[\\t\\r\\n]+", " ");
    }
}
