package dev.kerf.cli;

import dev.kerf.Chunk;
import dev.kerf.ChunkRecord;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;

/** Writes chunks and skip reports as JSON Lines, with the field names docs/cli.md documents ({@link ChunkRecord}). */
final class JsonLines {
    private final Writer out;

    JsonLines(Writer out) {
        this.out = out;
    }

    void chunk(String path, Chunk c) throws IOException {
        chunk(path, c, Map.of());
    }

    /** A chunk with more top-level fields after the documented ones ({@code blob_sha}, {@code commits}). */
    void chunk(String path, Chunk c, Map<String, Object> extra) throws IOException {
        out.write(ChunkRecord.json(path, c, extra));
        out.write('\n');
    }

    /** A skip report, with more fields after the message ({@code blob_sha}, {@code commits}). */
    void error(String path, String code, String message, Map<String, Object> extra) throws IOException {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("path", path);
        report.put("error", code);
        report.put("message", message);
        report.putAll(extra);
        out.write(ChunkRecord.json(report));
        out.write('\n');
    }

    void flush() throws IOException {
        out.flush();
    }
}
