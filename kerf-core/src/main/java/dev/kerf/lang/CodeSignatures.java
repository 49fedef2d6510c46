package dev.kerf.lang;

import dev.kerf.internal.text.DataTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Tells source code from prose by its lines, when nothing else names the language: lines typical
 * of a language (see {@code code_signatures.tsv}), outside Markdown code fences, in the text's head.
 */
final class CodeSignatures {
    private record Signature(String language, int minShare, Pattern pattern) {}

    private static final List<Signature> SIGNATURES = load();
    private static final int MIN_LINES = 2;
    /** How many lines are looked at: enough to see a file's imports and first definitions. */
    private static final int MAX_LINES = 300;
    /**
     * A code fence's line; a backtick fence indented too, as MkDocs writes them inside its tabs and
     * notes (an indented run of tildes is more often a reStructuredText underline in a docstring).
     */
    private static final Pattern FENCE = Pattern.compile("^(\\s*```| {0,3}~~~)");

    private CodeSignatures() {}

    private static List<Signature> load() {
        List<Signature> out = new ArrayList<>();
        DataTable.read(CodeSignatures.class, "code_signatures.tsv", 3,
                (cells, line) -> out.add(new Signature(cells[0], Integer.parseInt(cells[1]), Pattern.compile(cells[2]))));
        return List.copyOf(out);
    }

    /** The language the text's lines point to, or null when they point to none. */
    static String language(String text) {
        Map<String, Integer> hits = new LinkedHashMap<>();
        Map<String, Integer> shares = new LinkedHashMap<>();
        int looked = 0;
        String opening = text.stripLeading();
        boolean jsonShaped = opening.startsWith("{") || opening.startsWith("[");
        boolean fenced = false;
        for (String line : (Iterable<String>) text.lines().limit(MAX_LINES)::iterator) {
            if (FENCE.matcher(line).find()) {
                fenced = !fenced;
                continue;
            }
            if (fenced || line.isBlank()) {
                continue;
            }
            looked++;
            for (Signature s : SIGNATURES) {
                if (!jsonShaped && s.language().equals("json")) {
                    continue; // a JSON text is an object or an array: a Python list of strings is no JSON
                }
                if (s.pattern().matcher(line).find()) {
                    hits.merge(s.language(), 1, Integer::sum);
                    shares.putIfAbsent(s.language(), s.minShare());
                    break;
                }
            }
        }
        String best = null;
        int most = MIN_LINES - 1;
        for (var e : hits.entrySet()) {
            boolean enough = e.getValue() * 100 >= shares.get(e.getKey()) * looked;
            if (e.getValue() > most && enough) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        if ("yaml".equals(best) && repeatsTopLevelKey(text)) {
            return null; // YAML allows a key once per mapping: "fix: ..." lines again and again are a changelog's
        }
        return best;
    }

    private static final Pattern TOP_LEVEL_KEY = Pattern.compile("^([\\w.-]+):(?:\\s|$)");

    /** Whether a key opens two lines at the left margin of one YAML document (between {@code ---} lines). */
    private static boolean repeatsTopLevelKey(String text) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (String line : (Iterable<String>) text.lines().limit(MAX_LINES)::iterator) {
            if (line.startsWith("---")) {
                keys.clear();
                continue;
            }
            var m = TOP_LEVEL_KEY.matcher(line);
            if (m.find() && !keys.add(m.group(1))) {
                return true;
            }
        }
        return false;
    }
}
