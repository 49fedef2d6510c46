package dev.kerf.server;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.kerf.Chunk;
import dev.kerf.ContextualText;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The oracle for {@link dev.kerf.ChunkRecord}: a chunk written through Jackson's generator, as the
 * CLI and the HTTP API wrote it before kerf-core had its own writer: {@code path},
 * {@code language}, {@code strategy}, {@code chunk_index}, {@code text}, {@code token_count},
 * {@code start_line}, {@code end_line}, {@code char_start}, {@code char_end}, {@code byte_start},
 * {@code byte_end}, {@code id}, {@code metadata}, then {@code contextual_text} and
 * {@code contextual_token_count} when there is a contextual text, then any extra fields.
 */
final class JacksonChunkJson {
    private JacksonChunkJson() {}

    static void write(JsonGenerator json, String path, Chunk c, Map<String, Object> extra) throws IOException {
        json.writeStartObject();
        if (path == null) {
            json.writeNullField("path");
        } else {
            json.writeStringField("path", path);
        }
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
        value(json, c.metadata());
        if (c.contextual().isPresent()) {
            ContextualText ct = c.contextual().get();
            json.writeStringField("contextual_text", ct.text());
            json.writeNumberField("contextual_token_count", ct.tokenCount());
        }
        for (Map.Entry<String, Object> e : extra.entrySet()) {
            json.writeFieldName(e.getKey());
            value(json, e.getValue());
        }
        json.writeEndObject();
    }

    /** Any metadata value: strings, numbers, booleans, lists and maps of them. */
    static void value(JsonGenerator json, Object v) throws IOException {
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
                    value(json, e.getValue());
                }
                json.writeEndObject();
            }
            case List<?> list -> {
                json.writeStartArray();
                for (Object o : list) {
                    value(json, o);
                }
                json.writeEndArray();
            }
            default -> json.writeString(v.toString());
        }
    }
}
