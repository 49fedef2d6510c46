package dev.kerf.eval.changes;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Writes one change set's folder: {@code files/} (the kept files, byte for byte), {@code
 * questions.jsonl}, the licence files and {@code SOURCE.txt}. An earlier build of the set is
 * replaced whole; a folder that does not look like one is refused.
 */
final class ChangeSetWriter {
    static final String FILES = "files";
    static final String QUESTIONS = "questions.jsonl";
    static final String SOURCE = "SOURCE.txt";
    static final String LICENSE = "LICENSE";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ChangeSetWriter() {}

    /**
     * @param licenses licence file names and bytes; the first is written as {@code LICENSE}
     */
    static void write(Path folder, List<SourceSelection.SourceFile> files, List<ChangeQuestion> questions,
            Map<String, byte[]> licenses, String source) throws IOException {
        clear(folder);
        Files.createDirectories(folder);
        for (SourceSelection.SourceFile f : files) {
            Path target = folder.resolve(FILES).resolve(f.path()).normalize();
            if (!target.startsWith(folder.resolve(FILES))) {
                throw new IOException("a path that leaves files/: " + f.path());
            }
            Files.createDirectories(target.getParent());
            Files.write(target, f.bytes());
        }
        StringBuilder lines = new StringBuilder();
        for (ChangeQuestion q : questions) {
            lines.append(jsonLine(q)).append('\n');
        }
        Files.writeString(folder.resolve(QUESTIONS), lines, StandardCharsets.UTF_8);
        boolean first = true;
        for (Map.Entry<String, byte[]> license : licenses.entrySet()) {
            Files.write(folder.resolve(first ? LICENSE : Path.of(license.getKey()).getFileName().toString()),
                    license.getValue());
            first = false;
        }
        Files.writeString(folder.resolve(SOURCE), source, StandardCharsets.UTF_8);
    }

    /** One question as a JSON object on one line: query, commit, targets [{path, start, end}]. */
    static String jsonLine(ChangeQuestion q) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("query", q.query());
        object.put("commit", q.commit());
        List<Map<String, Object>> targets = new ArrayList<>();
        for (ChangeQuestion.Target t : q.targets()) {
            Map<String, Object> target = new LinkedHashMap<>();
            target.put("path", t.path());
            target.put("start", t.start());
            target.put("end", t.end());
            targets.add(target);
        }
        object.put("targets", targets);
        try {
            return JSON.writeValueAsString(object);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes an earlier build; refuses a folder that holds anything but an empty one or a change set. */
    private static void clear(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        boolean empty;
        try (Stream<Path> entries = Files.list(folder)) {
            empty = entries.findAny().isEmpty();
        }
        if (!empty && !Files.isRegularFile(folder.resolve(SOURCE))) {
            throw new IOException(folder + " exists and holds no " + SOURCE + ": not replacing it");
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
