package dev.kerf.eval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Chroma evaluation data: the questions and the corpora they were written from, read from a
 * folder holding {@code questions_df.csv} and {@code corpora/*.md}. Corpora are kept in the order
 * their ids first appear among the questions, the order Chroma chunks and pools them in.
 */
public record ChromaDataset(List<Question> questions, Map<String, Corpus> corpora) {
    public static final String QUESTIONS_FILE = "questions_df.csv";

    public ChromaDataset {
        questions = List.copyOf(questions);
        corpora = Collections.unmodifiableMap(new LinkedHashMap<>(corpora));
    }

    /** Reads the folder; every corpus a question names must exist. */
    public static ChromaDataset load(Path folder) throws IOException {
        List<Question> questions = ChromaQuestions.parse(Files.readString(folder.resolve(QUESTIONS_FILE)));
        Map<String, Corpus> corpora = new LinkedHashMap<>();
        for (Question q : questions) {
            for (String id : q.corpusIds()) {
                if (!corpora.containsKey(id)) {
                    Path file = folder.resolve("corpora").resolve(id + ".md");
                    corpora.put(id, new Corpus(id, file, Files.readString(file)));
                }
            }
        }
        return new ChromaDataset(questions, corpora);
    }
}
