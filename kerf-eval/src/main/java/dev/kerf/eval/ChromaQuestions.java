package dev.kerf.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Chroma's {@code questions_df.csv}: columns {@code question}, {@code references} (a JSON
 * list of {@code {content, start_index, end_index}} excerpts) and {@code corpus_id}, in any
 * order. Only the excerpts' ranges are kept; their text is the corpus's.
 */
public final class ChromaQuestions {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ChromaQuestions() {}

    /** The questions of the CSV text, in file order. */
    public static List<Question> parse(String csv) {
        List<List<String>> records = CsvRecords.parse(csv);
        if (records.isEmpty()) {
            throw new IllegalArgumentException("questions CSV is empty");
        }
        List<String> header = records.getFirst();
        int question = column(header, "question");
        int references = column(header, "references");
        int corpus = column(header, "corpus_id");
        List<Question> questions = new ArrayList<>();
        for (List<String> record : records.subList(1, records.size())) {
            questions.add(new Question(record.get(question), record.get(corpus), ranges(record.get(references))));
        }
        return questions;
    }

    private static int column(List<String> header, String name) {
        int index = header.indexOf(name);
        if (index < 0) {
            throw new IllegalArgumentException("questions CSV has no column '" + name + "': " + header);
        }
        return index;
    }

    private static List<CharRange> ranges(String json) {
        try {
            List<CharRange> ranges = new ArrayList<>();
            for (JsonNode excerpt : JSON.readTree(json)) {
                ranges.add(new CharRange(excerpt.get("start_index").asInt(), excerpt.get("end_index").asInt()));
            }
            return ranges;
        } catch (IOException e) {
            throw new UncheckedIOException("bad references JSON: " + json, e);
        }
    }
}
