package dev.kerf.eval.changes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kerf.eval.Benchmark;
import dev.kerf.eval.CharRange;
import dev.kerf.eval.CodeAnalyzer;
import dev.kerf.eval.Corpus;
import dev.kerf.eval.Question;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A change set as {@link ChangeSetBuilder} wrote it under {@code data/changes/NAME/}: its
 * questions, and every kept file of the repository as a corpus (its id the path in the
 * repository, with {@code /}). Loading checks that each target lies inside its file.
 *
 * @param source the {@code Key: value} lines of SOURCE.txt
 */
public record ChangeSet(String name, Map<String, String> source, List<Question> questions, Map<String, Corpus> corpora) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public ChangeSet {
        source = Collections.unmodifiableMap(new LinkedHashMap<>(source));
        questions = List.copyOf(questions);
        corpora = Collections.unmodifiableMap(new LinkedHashMap<>(corpora));
    }

    /** The sets under {@code folder} (each a sub-folder with a SOURCE.txt), by name; none when it does not exist. */
    public static List<Path> find(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(p -> Files.isRegularFile(p.resolve(ChangeSetWriter.SOURCE))).sorted().toList();
        }
    }

    public static ChangeSet load(Path folder) throws IOException {
        Map<String, String> source = new LinkedHashMap<>();
        for (String line : Files.readAllLines(folder.resolve(ChangeSetWriter.SOURCE), StandardCharsets.UTF_8)) {
            int colon = line.indexOf(": ");
            if (colon > 0 && !line.startsWith(" ")) {
                source.put(line.substring(0, colon), line.substring(colon + 2));
            }
        }
        Path files = folder.resolve(ChangeSetWriter.FILES);
        Map<String, Corpus> corpora = new LinkedHashMap<>();
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(files)) {
            paths = walk.filter(Files::isRegularFile).toList();
        }
        List<String> ids = new ArrayList<>();
        for (Path p : paths) {
            ids.add(files.relativize(p).toString().replace('\\', '/'));
        }
        Collections.sort(ids);
        for (String id : ids) {
            corpora.put(id, new Corpus(id, Path.of(id), Files.readString(files.resolve(id))));
        }
        List<Question> questions = new ArrayList<>();
        int lineNumber = 0;
        for (String line : Files.readAllLines(folder.resolve(ChangeSetWriter.QUESTIONS), StandardCharsets.UTF_8)) {
            lineNumber++;
            if (!line.isBlank()) {
                questions.add(question(JSON.readTree(line), corpora, folder.getFileName() + ":" + lineNumber));
            }
        }
        return new ChangeSet(folder.getFileName().toString(), source, questions, corpora);
    }

    private static Question question(JsonNode node, Map<String, Corpus> corpora, String where) throws IOException {
        String query = node.path("query").asText("");
        if (query.isBlank()) {
            throw new IOException(where + ": no query");
        }
        List<Question.Reference> references = new ArrayList<>();
        for (JsonNode t : node.path("targets")) {
            String path = t.path("path").asText();
            Corpus corpus = corpora.get(path);
            int start = t.path("start").asInt(-1);
            int end = t.path("end").asInt(-1);
            if (corpus == null || start < 0 || end <= start || end > corpus.text().length()) {
                throw new IOException(where + ": target " + t + " is not inside a kept file");
            }
            references.add(new Question.Reference(path, new CharRange(start, end)));
        }
        if (references.isEmpty()) {
            throw new IOException(where + ": no targets");
        }
        return new Question(query, references);
    }

    /** The language of the set's files, as the Node peers are told it. */
    public String language() {
        return source.getOrDefault("Language", "text");
    }

    /** The leading number of a SOURCE.txt value, such as the 150 of {@code Questions: 150, drawn ...}. */
    public int count(String key) {
        String value = source.getOrDefault(key, "");
        StringBuilder digits = new StringBuilder();
        for (char c : value.toCharArray()) {
            if (Character.isDigit(c)) {
                digits.append(c);
            } else if (c != ',') {
                break;
            }
        }
        return digits.isEmpty() ? -1 : Integer.parseInt(digits.toString());
    }

    /** The repository and its pinned commit in a few words: {@code psf/requests at 1f6589e (2026-08-03)}. */
    public String describe() {
        String repository = source.getOrDefault("Repository", name).replaceFirst("^https?://github\\.com/", "");
        String commit = source.getOrDefault("Commit", "");
        String date = source.getOrDefault("Commit date", "");
        return repository + " at " + commit.substring(0, Math.min(7, commit.length()))
                + (date.length() >= 10 ? " (" + date.substring(0, 10) + ")" : "");
    }

    /** The benchmark of the first {@code questions} questions over every file. */
    public Benchmark benchmark(String title, int questions) {
        return new Benchmark(title, this.questions.subList(0, Math.min(questions, this.questions.size())), corpora,
                CodeAnalyzer::new);
    }

    /**
     * A smaller benchmark, for a slow retriever, bounded in chars: the questions, in order, whose
     * target files fit with those of the questions taken before in {@code targetChars} (at most
     * {@code questions} of them), over those files and, up to {@code totalChars} in all, other files
     * drawn with {@code seed}. The files keep their order in the set.
     */
    public Benchmark sample(String title, int questions, long targetChars, long totalChars, long seed) {
        List<Question> asked = new ArrayList<>();
        Set<String> kept = new LinkedHashSet<>();
        long chars = 0;
        for (Question q : this.questions) {
            if (asked.size() >= questions) {
                break;
            }
            long more = 0;
            for (String id : q.corpusIds()) {
                more += kept.contains(id) ? 0 : corpora.get(id).text().length();
            }
            if (chars + more <= targetChars) {
                asked.add(q);
                kept.addAll(q.corpusIds());
                chars += more;
            }
        }
        List<String> others = new ArrayList<>(corpora.keySet());
        others.removeAll(kept);
        Collections.shuffle(others, new Random(seed));
        for (String other : others) {
            long more = corpora.get(other).text().length();
            if (chars + more <= totalChars) {
                kept.add(other);
                chars += more;
            }
        }
        Map<String, Corpus> sampled = new LinkedHashMap<>();
        corpora.forEach((id, corpus) -> {
            if (kept.contains(id)) {
                sampled.put(id, corpus);
            }
        });
        return new Benchmark(title, asked, sampled, CodeAnalyzer::new);
    }
}
