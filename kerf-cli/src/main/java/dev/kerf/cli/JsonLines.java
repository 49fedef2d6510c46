package dev.kerf.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.kerf.Chunk;
import dev.kerf.ContextualText;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;

/** Writes chunks and skip reports as JSON Lines, with the field names the README documents. */
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
        json.writeStartObject();
        json.writeStringField("path", path);
        json.writeStringField("language", c.language());
        json.writeStringField("strategy", c.strategy());
        json.writeNumberField("chunk_index", c.index());
        json.writeStringField("text", c.text());
        json.writeNumberField("token_count", c.tokenCount());
        json.writeNumberField("start_line", c.span().startLine());
        json.writeNumberField("end_line", c.span().endLine());
        json.writeNumberField("char_start", c.span().charStart());
        json.writeNumberField("char_end", c.span().charEnd());
        json.writeNumberField("byte_start", c.span().byteStart());
        json.writeNumberField("byte_end", c.span().byteEnd());
        json.writeStringField("id", c.id());
        json.writeFieldName("metadata");
        value(c.metadata());
        if (c.contextual().isPresent()) {
            ContextualText ct = c.contextual().get();
            json.writeStringField("contextual_text", ct.text());
            json.writeNumberField("contextual_token_count", ct.tokenCount());
        }
        for (Map.Entry<String, Object> e : extra.entrySet()) {
            json.writeFieldName(e.getKey());
            value(e.getValue());
        }
        json.writeEndObject();
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

    private void value(Object v) throws IOException {
        switch (v) {
            case null -> json.writeNull();
            case String s -> json.writeString(s);
            case Integer i -> json.writeNumber(i);
            case Long l -> json.writeNumber(l);
            case Double d -> json.writeNumber(d);
            case Float f -> json.writeNumber(f);
            case Number n -> json.writeNumber(n.toString());
            case Boolean b -> json.writeBoolean(b);
            case Map<?, ?> m -> {
                json.writeStartObject();
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    json.writeFieldName(String.valueOf(e.getKey()));
                    value(e.getValue());
                }
                json.writeEndObject();
            }
            case List<?> list -> {
                json.writeStartArray();
                for (Object o : list) {
                    value(o);
                }
                json.writeEndArray();
            }
            default -> json.writeString(v.toString());
        }
    }
}
