package dev.kerf.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;

/**
 * A code retrieval benchmark sampled from real source files: each question is the first sentence
 * of a function's doc comment, its target the function's span. Files are drawn in a seeded random
 * order, keeping those with at least one documented function, until there are enough. In the
 * indexed text every doc comment of a documented function is blanked ({@link Blanking}), chosen as
 * a question or not, so no query can meet its own words. A first sentence that several functions
 * of the sample share ("Returns a hash code for this object.") is ambiguous by construction and is
 * no question.
 */
public final class CodeBenchmark {
    /**
     * How much to sample.
     *
     * @param files files per language
     * @param questionsPerFile at most this many questions from one file, so large files do not dominate
     * @param maxChars larger files are skipped, to bound the run time
     * @param seed the seed of every random choice
     */
    public record Sampling(int files, int questionsPerFile, int maxChars, long seed) {}

    private record Sampled(String name, String text, List<DocumentedFunction> functions) {}

    private CodeBenchmark() {}

    /** Samples {@code tree}; {@code finder} lists the documented functions of one file's text. */
    public static Benchmark sample(String name, SourceTree tree, Function<String, List<DocumentedFunction>> finder,
            Sampling sampling) throws IOException {
        List<String> order = new ArrayList<>(tree.names());
        Collections.shuffle(order, new Random(sampling.seed()));
        List<Sampled> files = new ArrayList<>();
        for (String file : order) {
            if (files.size() >= sampling.files()) {
                break;
            }
            Optional<String> text = tree.text(file);
            if (text.isEmpty() || text.get().length() > sampling.maxChars() || text.get().isBlank()) {
                continue;
            }
            List<DocumentedFunction> functions = finder.apply(text.get());
            if (!functions.isEmpty()) {
                files.add(new Sampled(file, text.get(), functions));
            }
        }
        Map<String, Integer> uses = new HashMap<>();
        for (Sampled f : files) {
            for (DocumentedFunction d : f.functions()) {
                uses.merge(d.query(), 1, Integer::sum);
            }
        }
        List<Question> questions = new ArrayList<>();
        Map<String, Corpus> corpora = new LinkedHashMap<>();
        Random pick = new Random(sampling.seed());
        for (Sampled f : files) {
            List<CharRange> comments = new ArrayList<>();
            List<DocumentedFunction> unique = new ArrayList<>();
            for (DocumentedFunction d : f.functions()) {
                comments.add(d.comment());
                if (uses.get(d.query()) == 1) {
                    unique.add(d);
                }
            }
            corpora.put(f.name(), new Corpus(f.name(), Path.of(f.name()), Blanking.blank(f.text(), comments)));
            Collections.shuffle(unique, pick);
            int count = Math.min(unique.size(), sampling.questionsPerFile());
            List<DocumentedFunction> chosen = new ArrayList<>(unique.subList(0, count));
            chosen.sort(Comparator.comparingInt(d -> d.function().start()));
            for (DocumentedFunction d : chosen) {
                questions.add(new Question(d.query(), f.name(), List.of(d.function())));
            }
        }
        return new Benchmark(name, questions, corpora, CodeAnalyzer::new);
    }
}
