package dev.kerf.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.kerf.Chunk;
import dev.kerf.server.ChunkJson;
import java.io.IOException;
import java.io.Writer;
import java.util.Map;

/** Writes chunks and skip reports as JSON Lines, with the field names docs/cli.md documents. */
final class JsonLines {
    private static final JsonFactory FACTORY = new JsonFactory();

    private final Writer out;
    private final JsonGenerator json;

    JsonLines(Writer out) throws IOException {
        this.out = out;
        this.json = FACTORY.createGenerator(out);
        json.setRootValueSeparator(null);
    }

    void chunk(String path, Chunk c) throws IOException {
        chunk(path, c, Map.of());
    }

    /** A chunk with more top-level fields after the documented ones ({@code blob_sha}, {@code commits}). */
    void chunk(String path, Chunk c, Map<String, Object> extra) throws IOException {
        ChunkJson.write(json, path, c, extra);
        endLine();
    }

    void error(String path, String code, String message) throws IOException {
        json.writeStartObject();
        json.writeStringField("path", path);
        json.writeStringField("error", code);
        json.writeStringField("message", message);
        json.writeEndObject();
        endLine();
    }

    void flush() throws IOException {
        json.flush();
        out.flush();
    }

    private void endLine() throws IOException {
        json.flush();
        out.write('\n');
    }
}
