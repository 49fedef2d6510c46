package dev.kerf.config;

import dev.kerf.ChunkOption;
import dev.kerf.InvalidOptionException;
import dev.kerf.lang.Language;
import dev.kerf.lang.Languages;
import dev.kerf.select.CustomDelimiter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseError;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/**
 * Reads {@code kerf.toml}. Keys are the CLI's long options in snake_case ({@code max_tokens},
 * {@code overlap_ratio}...), the structure selection settings of spec 000 section 10 in
 * docs/specs.md ({@code prefer_semantic}, {@code force_delimiter_for_languages},
 * {@code enable_hybrid_chunking} and {@code semantic_importance_threshold} are chunk options like
 * {@code max_tokens}; {@code custom_delimiters} is read here),
 * {@code max_file_bytes}, {@code include} and {@code exclude} globs, {@code jobs}, and
 * per-language tables ({@code [languages.python]}). They may stand at the top or in a
 * {@code [chunker]} table. An unknown key or a bad value is an error that names the key and its
 * line.
 */
final class ConfigFile {

    private final String name;
    private final TomlTable root;

    private ConfigFile(String name, TomlTable root) {
        this.name = name;
        this.root = root;
    }

    /** The settings in {@code file}; a {@link ConfigError} names the line of the first problem. */
    static Settings load(Path file) throws IOException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        String text = dev.kerf.internal.text.Utf8.decode(java.nio.file.Files.readAllBytes(file))
                .orElseThrow(() -> new ConfigError(name + ": not UTF-8 text (saved as UTF-16? TOML files are UTF-8)"));
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1); // a byte order mark, which some Windows editors write: no part of the TOML
        }
        TomlParseResult parsed = Toml.parse(text);
        if (parsed.hasErrors()) {
            TomlParseError e = parsed.errors().getFirst();
            String line = e.position() == null ? "" : text.lines().skip(e.position().line() - 1).findFirst().orElse("").strip();
            throw new ConfigError(name + ":" + line(e.position()) + ": " + e.getMessage() + (line.isEmpty() ? "" : " (in: " + line + ")"));
        }
        ConfigFile config = new ConfigFile(name, parsed);
        config.refuseTwice();
        Settings s = new Settings();
        config.read(parsed, s, List.of(), true);
        return s;
    }

    /** A key set both at the top and in {@code [chunker]} would silently lose one value: refused. */
    private void refuseTwice() {
        if (root.get(List.of("chunker")) instanceof TomlTable chunker) {
            for (String key : chunker.keySet()) {
                if (root.contains(List.of(key))) {
                    throw error(List.of("chunker", key), "'" + key + "' is also set at the top (line "
                            + line(root.inputPositionOf(List.of(key))) + "): set it once");
                }
            }
        }
    }

    /** Where a key stands, for messages: {@code kerf.toml:3: chunker.max_tokens}. */
    private String where(List<String> at) {
        return name + ":" + line(root.inputPositionOf(at)) + ": " + String.join(".", at);
    }

    private void read(TomlTable table, Settings s, List<String> path, boolean general) {
        for (Map.Entry<String, Object> e : table.entrySet()) {
            String key = e.getKey();
            List<String> at = append(path, key);
            Object v = e.getValue();
            java.util.Optional<ChunkOption> option = ChunkOption.byKey(key);
            if (option.isPresent()) {
                s.origins.put(option.get().builderName(), where(at));
                s.chunk.put(key, chunkValue(at, option.get(), v));
            } else if (!general) {
                throw error(at, "unknown key '" + key + "' (a language table takes " + String.join(", ", ChunkOption.keys()) + ")");
            } else {
                readGeneral(key, at, v, s);
            }
        }
        boolean wholeTable = path.isEmpty() || !general; // the file's settings, [chunker] included, or a language's
        if (wholeTable && s.chunk.containsKey(ChunkOption.OVERLAP.key()) && s.chunk.containsKey(ChunkOption.OVERLAP_RATIO.key())) {
            // As on the command line and in the HTTP API: two ways of giving one setting.
            throw new ConfigError(s.origins.get(ChunkOption.OVERLAP_RATIO.builderName()) + ": overlap and overlap_ratio: give one, not both"
                    + " (overlap is set at " + s.origins.get(ChunkOption.OVERLAP.builderName()) + ")");
        }
    }

    /** A chunk option's value, of its type; its range is checked with the others when the options are built. */
    private Object chunkValue(List<String> at, ChunkOption option, Object v) {
        try {
            return option.checked(plain(v));
        } catch (InvalidOptionException e) {
            throw error(at, e.problem());
        }
    }

    private void readGeneral(String key, List<String> at, Object v, Settings s) {
        switch (key) {
            case "max_file_bytes" -> s.maxFileBytes = (long) integer(at, v, 1, Integer.MAX_VALUE);
            case "jobs" -> s.jobs = integer(at, v, 1, 1024);
            case "include" -> s.include = globs(at, v);
            case "exclude" -> s.exclude = globs(at, v);
            case "chunker" -> read(table(at, v), s, at, true);
            case "languages" -> {
                TomlTable langs = table(at, v);
                for (String lang : langs.keySet()) {
                    List<String> langAt = append(at, lang);
                    Settings one = new Settings();
                    read(table(langAt, langs.get(List.of(lang))), one, langAt, false);
                    s.languages.put(language(langAt, lang), one);
                }
            }
            case "custom_delimiters" -> {
                TomlTable langs = table(at, v);
                for (String lang : langs.keySet()) {
                    List<String> langAt = append(at, lang);
                    String canonical = language(langAt, lang);
                    Object rows = langs.get(List.of(lang));
                    if (rows instanceof TomlTable t && t.isEmpty()) {
                        continue; // a table with no delimiters yet, as in spec 000's example config (docs/specs.md)
                    }
                    if (!(rows instanceof TomlArray array)) {
                        throw error(langAt, "must be an array of tables ([[custom_delimiters." + lang + "]])");
                    }
                    for (int i = 0; i < array.size(); i++) {
                        s.customDelimiters.add(delimiter(langAt, canonical, table(langAt, array.get(i))));
                    }
                }
            }
            default -> throw error(at, "unknown key '" + key + "'");
        }
    }

    /**
     * One {@code [[custom_delimiters.LANG]]} row. A row is an element of an array, which the root
     * table cannot point into, so its problems are placed by the row's own table.
     */
    private CustomDelimiter delimiter(List<String> at, String language, TomlTable t) {
        for (String k : t.keySet()) {
            if (!List.of("kind", "start", "end", "closer", "priority", "flags").contains(k)) {
                throw rowError(at, t, k, "unknown key '" + k + "' (a delimiter takes kind, start, end, closer, priority, flags)");
            }
        }
        if (!t.contains(List.of("kind")) || !t.contains(List.of("end"))) {
            throw rowError(at, t, null, "a delimiter needs kind and end (and usually start)");
        }
        String kind = rowString(at, t, "kind", null);
        String end = rowString(at, t, "end", null);
        String start = rowString(at, t, "start", "-");
        String closer = rowString(at, t, "closer", "-");
        String flags = rowString(at, t, "flags", "-");
        int priority = 50;
        if (t.contains(List.of("priority"))) {
            Object p = t.get(List.of("priority"));
            if (!(p instanceof Long l) || l < 0 || l > 1000) {
                throw rowError(at, t, "priority", "must be a whole number from 0 to 1000, was " + shown(p));
            }
            priority = l.intValue();
        }
        try {
            dev.kerf.internal.delimiter.DelimiterSegmenter.forLanguage(language).withCustom(kind, start, end, closer, priority, flags);
        } catch (IllegalArgumentException bad) {
            throw rowError(at, t, null, bad.getMessage());
        }
        return new CustomDelimiter(language, kind, start, end, closer, priority, flags);
    }

    /** A row's text field, or {@code otherwise} when the row does not set it. */
    private String rowString(List<String> at, TomlTable row, String key, String otherwise) {
        if (!row.contains(List.of(key))) {
            return otherwise;
        }
        Object v = row.get(List.of(key));
        if (!(v instanceof String text)) {
            throw rowError(at, row, key, "must be a string, was " + shown(v));
        }
        return text;
    }

    /** A problem in a delimiter row: {@code kerf.toml:7: custom_delimiters.python.priority: ...}. */
    private ConfigError rowError(List<String> at, TomlTable row, String key, String message) {
        TomlPosition p = key != null ? row.inputPositionOf(List.of(key)) : null;
        if (p == null && !row.isEmpty()) {
            p = row.inputPositionOf(List.of(row.keySet().iterator().next()));
        }
        return new ConfigError(name + ":" + line(p) + ": " + String.join(".", key == null ? at : append(at, key)) + ": " + message);
    }

    private String language(List<String> at, String name) {
        return Languages.byName(name).map(Language::name)
                .orElseThrow(() -> error(at, "unknown language '" + name + "' (see 'kerf langs')"));
    }

    private int integer(List<String> at, Object v, int min, int max) {
        if (!(v instanceof Long l) || l < min || l > max) {
            throw error(at, "must be a whole number from " + min + " to " + max + ", was " + shown(v));
        }
        return l.intValue();
    }

    private String string(List<String> at, Object v) {
        if (!(v instanceof String s)) {
            throw error(at, "must be a string, was " + shown(v));
        }
        return s;
    }

    private List<String> strings(List<String> at, Object v) {
        if (!(v instanceof TomlArray array)) {
            throw error(at, "must be an array of strings, was " + shown(v));
        }
        List<String> out = new ArrayList<>();
        for (Object o : array.toList()) {
            out.add(string(at, o));
        }
        return out;
    }

    private List<String> globs(List<String> at, Object v) {
        return strings(at, v).stream().map(g -> PathFilter.checked(g, where(at))).toList();
    }

    private TomlTable table(List<String> at, Object v) {
        if (!(v instanceof TomlTable t)) {
            throw error(at, "must be a table, was " + shown(v));
        }
        return t;
    }

    /** A TOML value with its arrays and tables as lists and maps, all the way down. */
    private static Object plain(Object v) {
        if (v instanceof TomlArray array) {
            return array.toList().stream().map(ConfigFile::plain).toList();
        }
        return v instanceof TomlTable table ? table.toMap() : v;
    }

    /** A value as a message shows it: text in quotes, an array or table by what it is. */
    private static String shown(Object v) {
        if (v instanceof String text) {
            return '"' + text + '"';
        }
        return v instanceof TomlArray ? "an array" : v instanceof TomlTable ? "a table" : String.valueOf(v);
    }

    private ConfigError error(List<String> at, String message) {
        return new ConfigError(where(at) + ": " + message);
    }

    private static String line(TomlPosition p) {
        return p == null ? "?" : String.valueOf(p.line());
    }

    private static List<String> append(List<String> path, String key) {
        List<String> out = new ArrayList<>(path);
        out.add(key);
        return List.copyOf(out);
    }
}
