package dev.kerf.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kerf.ChunkOption;
import dev.kerf.ChunkOptions;
import dev.kerf.InvalidOptionException;
import dev.kerf.config.KerfConfig;
import dev.kerf.lang.Language;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Strategy;
import java.util.Iterator;
import java.util.Map;

/**
 * The body of {@code POST /v1/chunk}: {@code {"content": "...", "path": "optional/name.py",
 * "language": "optional", "options": {"max_tokens": 512, ...}, "bom": false}}. Options are the
 * CLI's long options in snake_case; {@code bom} says the content was read from a file that began
 * with a UTF-8 BOM, so that byte offsets count its 3 bytes as the CLI's do. Every problem is an
 * {@link ApiError} that names the field.
 */
record ChunkRequest(String content, String path, String language, ChunkOptions options, String strategy, boolean bom) {

    /** The structures a request may pin with {@code options.strategy}; {@code auto} lets kerf pick. */
    static final java.util.List<String> STRATEGIES = java.util.stream.Stream.concat(java.util.stream.Stream.of("auto"), Strategy.BUILT_IN.stream()).toList();

    static ChunkRequest parse(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw new ApiError(400, "malformed_request", "the body must be a JSON object with a \"content\" string");
        }
        for (Iterator<String> it = body.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!f.equals("content") && !f.equals("path") && !f.equals("language") && !f.equals("options") && !f.equals("bom")) {
                throw new ApiError(400, "unknown_field", "unknown field \"" + f + "\" (expected content, path, language, options, bom)");
            }
        }
        String content = string(body, "content", true);
        String path = string(body, "path", false);
        String language = string(body, "language", false);
        if (language != null) {
            language = Languages.byName(language).map(Language::name)
                    .orElseThrow(() -> new ApiError(400, "unknown_language", "unknown language \"" + body.get("language").asText() + "\""));
        }
        JsonNode o = body.get("options");
        String strategy = "auto";
        if (o != null && o.isObject() && o.has("strategy")) {
            String given = text("strategy", o.get("strategy"));
            strategy = given.strip().toLowerCase(java.util.Locale.ROOT); // in any case, as granularity is taken
            if (!STRATEGIES.contains(strategy)) {
                throw new ApiError(400, "bad_option", "strategy: must be one of " + String.join(", ", STRATEGIES) + ", was \"" + given + "\"");
            }
        }
        JsonNode bom = body.get("bom");
        if (bom != null && !bom.isNull() && !bom.isBoolean()) {
            throw new ApiError(400, "wrong_type", "\"bom\" must be true or false, was " + type(bom));
        }
        return new ChunkRequest(content, path, language, options(o), strategy, bom != null && bom.booleanValue());
    }

    private static String string(JsonNode body, String field, boolean required) {
        JsonNode v = body.get(field);
        if (v == null || v.isNull()) {
            if (required) {
                throw new ApiError(400, "missing_field", "\"" + field + "\" is required");
            }
            return null;
        }
        if (!v.isTextual()) {
            throw new ApiError(400, "wrong_type", "\"" + field + "\" must be a string, was " + type(v));
        }
        return v.asText();
    }

    private static ChunkOptions options(JsonNode o) {
        ChunkOptions.Builder b = ChunkOptions.builder();
        if (o == null || o.isNull()) {
            return b.build();
        }
        if (!o.isObject()) {
            throw new ApiError(400, "wrong_type", "\"options\" must be an object, was " + type(o));
        }
        if (o.has("overlap") && o.has("overlap_ratio")) {
            throw new ApiError(400, "bad_option", "overlap and overlap_ratio: give one, not both");
        }
        try {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String key = e.getKey();
                JsonNode v = e.getValue();
                if (key.equals("strategy")) {
                    continue; // read by parse
                }
                ChunkOption option = ChunkOption.byKey(key).orElseThrow(() -> new ApiError(400, "unknown_option", "unknown option \""
                        + key + "\" (expected " + String.join(", ", KerfConfig.CHUNK_OPTION_KEYS) + ", strategy)"));
                b.set(key, switch (option.type()) {
                    case WHOLE -> integer(key, v);
                    case NUMBER -> number(key, v);
                    case TEXT -> text(key, v);
                    case BOOLEAN -> bool(key, v);
                    case TEXTS -> texts(key, v);
                });
            }
            return b.build();
        } catch (InvalidOptionException e) {
            throw new ApiError(400, "bad_option", e.option().key() + ": " + e.problem());
        } catch (IllegalArgumentException e) {
            throw new ApiError(400, "bad_option", String.valueOf(e.getMessage()));
        }
    }

    private static int integer(String key, JsonNode v) {
        if (v.isIntegralNumber() && v.canConvertToInt()) {
            return v.intValue();
        }
        // 512.0 is a whole number too: clients that hold every number as a float (JavaScript's
        // JSON.stringify writes 512, but Python's json writes 512.0 for a float) send it so.
        if (v.isFloatingPointNumber() && Double.isFinite(v.doubleValue()) && v.doubleValue() == Math.rint(v.doubleValue())
                && Math.abs(v.doubleValue()) <= Integer.MAX_VALUE) {
            return (int) v.doubleValue();
        }
        if (v.isIntegralNumber() || v.isNumber() && Double.isFinite(v.doubleValue()) && v.doubleValue() == Math.rint(v.doubleValue())) {
            throw new ApiError(400, "bad_option", "option \"" + key + "\" is too large: " + v.asText());
        }
        throw new ApiError(400, "wrong_type", "option \"" + key + "\" must be a whole number, was " + type(v)
                + (v.isNumber() ? " " + v.asText() : ""));
    }

    private static double number(String key, JsonNode v) {
        if (!v.isNumber()) {
            throw new ApiError(400, "wrong_type", "option \"" + key + "\" must be a number, was " + type(v));
        }
        return v.doubleValue();
    }

    private static String text(String key, JsonNode v) {
        if (!v.isTextual()) {
            throw new ApiError(400, "wrong_type", "option \"" + key + "\" must be a string, was " + type(v));
        }
        return v.asText();
    }

    private static java.util.List<String> texts(String key, JsonNode v) {
        if (!v.isArray() || !java.util.stream.StreamSupport.stream(v.spliterator(), false).allMatch(JsonNode::isTextual)) {
            throw new ApiError(400, "wrong_type", "option \"" + key + "\" must be an array of strings, was " + type(v));
        }
        return java.util.stream.StreamSupport.stream(v.spliterator(), false).map(JsonNode::asText).toList();
    }

    private static boolean bool(String key, JsonNode v) {
        if (!v.isBoolean()) {
            throw new ApiError(400, "wrong_type", "option \"" + key + "\" must be true or false, was " + type(v));
        }
        return v.booleanValue();
    }

    private static String type(JsonNode v) {
        return v.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }
}
