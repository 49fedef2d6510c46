package dev.kerf;

import java.util.List;
import java.util.Map;

/**
 * A chunk as the one JSON object every front end writes (the CLI's lines, the HTTP API's answers,
 * the Spark job's {@code metadata} column): {@code path}, {@code language}, {@code strategy},
 * {@code chunk_index}, {@code text}, {@code token_count}, {@code start_line}, {@code end_line},
 * {@code char_start}, {@code char_end}, {@code byte_start}, {@code byte_end}, {@code id},
 * {@code metadata}, then {@code contextual_text} and {@code contextual_token_count} when there is
 * a contextual text, then any extra fields, in that order.
 *
 * <p>Written without a JSON library, so that kerf-core needs none and Spark's own Jackson is left
 * alone, and the same, byte for byte, as Jackson's default generator writes it: compact, non-ASCII
 * as is, {@code \b \t \n \f \r} and other control characters as six-char escapes with upper-case hex digits,
 * and a number that is not finite as a quoted string.
 */
public final class ChunkRecord {
    private ChunkRecord() {}

    /** The chunk's JSON object; {@code path} may be null, {@code extra} adds fields after the documented ones. */
    public static String json(String path, Chunk c, Map<String, Object> extra) {
        StringBuilder out = new StringBuilder(c.text().length() + 512);
        out.append('{');
        field(out, "path", true).append(path == null ? "null" : quoted(path));
        field(out, "language", false);
        string(out, c.language());
        field(out, "strategy", false);
        string(out, c.strategy());
        field(out, "chunk_index", false).append(c.index());
        field(out, "text", false);
        string(out, c.text());
        field(out, "token_count", false).append(c.tokenCount());
        field(out, "start_line", false).append(c.span().startLine());
        field(out, "end_line", false).append(c.span().endLine());
        field(out, "char_start", false).append(c.span().charStart());
        field(out, "char_end", false).append(c.span().charEnd());
        field(out, "byte_start", false).append(c.span().byteStart());
        field(out, "byte_end", false).append(c.span().byteEnd());
        field(out, "id", false);
        string(out, c.id());
        field(out, "metadata", false);
        value(out, c.metadata());
        if (c.contextual().isPresent()) {
            ContextualText ct = c.contextual().get();
            field(out, "contextual_text", false);
            string(out, ct.text());
            field(out, "contextual_token_count", false).append(ct.tokenCount());
        }
        for (Map.Entry<String, Object> e : extra.entrySet()) {
            field(out, e.getKey(), false);
            value(out, e.getValue());
        }
        return out.append('}').toString();
    }

    /** Any value as JSON: strings, numbers, booleans, null, and lists and maps of them (others by their string). */
    public static String json(Object value) {
        StringBuilder out = new StringBuilder();
        value(out, value);
        return out.toString();
    }

    private static StringBuilder field(StringBuilder out, String name, boolean first) {
        if (!first) {
            out.append(',');
        }
        string(out, name);
        return out.append(':');
    }

    private static void value(StringBuilder out, Object v) {
        switch (v) {
            case null -> out.append("null");
            case String s -> string(out, s);
            case Boolean b -> out.append(b);
            case Integer i -> out.append(i);
            case Long l -> out.append(l);
            case Double d -> out.append(Double.isFinite(d) ? d.toString() : quoted(d.toString()));
            case Float f -> out.append(Float.isFinite(f) ? f.toString() : quoted(f.toString()));
            case Number n -> out.append(n);
            case Map<?, ?> m -> {
                out.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    field(out, String.valueOf(e.getKey()), first);
                    first = false;
                    value(out, e.getValue());
                }
                out.append('}');
            }
            case List<?> list -> {
                out.append('[');
                for (int i = 0; i < list.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    value(out, list.get(i));
                }
                out.append(']');
            }
            default -> string(out, v.toString());
        }
    }

    private static String quoted(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2);
        string(out, s);
        return out.toString();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void string(StringBuilder out, String s) {
        out.append('"');
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') {
                continue;
            }
            out.append(s, from, i);
            from = i + 1;
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                default -> out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        out.append(s, from, s.length()).append('"');
    }
}
