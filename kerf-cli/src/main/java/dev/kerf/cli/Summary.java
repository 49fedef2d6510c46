package dev.kerf.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The counts of one run: files by language, chunks, tokens, skips by reason, time. */
final class Summary {
    final Map<String, Integer> filesByLanguage = new TreeMap<>();
    final Map<String, Integer> skipped = new TreeMap<>();
    /** Files chunked whose text does not parse in their language (an unclosed bracket in a JSON file): chunked all the same, each such chunk marked has_parse_errors. */
    final Map<String, Integer> parseErrorsByLanguage = new TreeMap<>();
    long files;
    long chunks;
    long tokens;
    /** The bytes of the files chunked: a skipped file's (a binary, one too large) count nowhere, as in {@code files}. */
    long bytes;
    private final long startNanos = System.nanoTime();

    void add(FileResult r) {
        if (r.skip() != null) {
            skip(r.skip());
            return;
        }
        bytes += r.bytes();
        files++;
        chunks += r.chunks();
        tokens += r.tokens();
        filesByLanguage.merge(r.language(), 1, Integer::sum);
        if (r.parseErrors()) {
            parseErrorsByLanguage.merge(r.language(), 1, Integer::sum);
        }
    }

    void skip(String reason) {
        skipped.merge(reason, 1, Integer::sum);
    }

    double seconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    double mbPerSecond() {
        double s = seconds();
        return s > 0 ? bytes / 1e6 / s : 0;
    }

    /** A few lines for people. */
    String text() {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "kerf: %d files, %d chunks, %d tokens, %.1f MB in %.1f s (%.1f MB/s)%n",
                files, chunks, tokens, bytes / 1e6, seconds(), mbPerSecond()));
        if (!filesByLanguage.isEmpty()) {
            b.append("  by language: ");
            filesByLanguage.entrySet().stream()
                    .sorted((x, y) -> y.getValue() - x.getValue())
                    .forEach(e -> b.append(e.getKey()).append(' ').append(e.getValue()).append("  "));
            b.append(System.lineSeparator());
        }
        if (!parseErrorsByLanguage.isEmpty()) {
            b.append("  with syntax errors (chunked all the same; their chunks say has_parse_errors): ");
            parseErrorsByLanguage.forEach((k, v) -> b.append(k).append(' ').append(v).append("  "));
            b.append(System.lineSeparator());
        }
        if (!skipped.isEmpty()) {
            b.append("  skipped: ");
            skipped.forEach((k, v) -> b.append(k).append(' ').append(v).append("  "));
            b.append(System.lineSeparator());
        }
        return b.toString();
    }

    /** The same counts as one JSON object (for {@code --stats FILE}). */
    void writeJson(Writer out) throws IOException {
        // The generator must not close the writer: the newline after the object still goes to it.
        try (JsonGenerator json = new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).createGenerator(out)) {
            json.writeStartObject();
            json.writeNumberField("files", files);
            json.writeObjectFieldStart("files_by_language");
            for (var e : filesByLanguage.entrySet()) {
                json.writeNumberField(e.getKey(), e.getValue());
            }
            json.writeEndObject();
            json.writeObjectFieldStart("files_with_parse_errors");
            for (var e : parseErrorsByLanguage.entrySet()) {
                json.writeNumberField(e.getKey(), e.getValue());
            }
            json.writeEndObject();
            json.writeNumberField("chunks", chunks);
            json.writeNumberField("tokens", tokens);
            json.writeNumberField("bytes", bytes);
            json.writeObjectFieldStart("skipped");
            for (var e : skipped.entrySet()) {
                json.writeNumberField(e.getKey(), e.getValue());
            }
            json.writeEndObject();
            json.writeNumberField("seconds", Math.round(seconds() * 1000) / 1000.0);
            json.writeNumberField("mb_per_s", Math.round(mbPerSecond() * 100) / 100.0);
            json.writeEndObject();
        }
        out.write('\n');
    }
}
