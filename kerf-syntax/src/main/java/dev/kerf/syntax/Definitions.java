package dev.kerf.syntax;

import dev.kerf.internal.text.DataTable;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** Which grammar node kinds are definitions, per language ({@code definitions.tsv}). */
final class Definitions {
    private static final Map<String, Map<String, String>> TABLE = load();

    private Definitions() {}

    static Set<String> languages() {
        return TABLE.keySet();
    }

    /** The node kinds of a language that are definitions, with their classification. */
    static Map<String, String> of(String language) {
        return TABLE.getOrDefault(language, Map.of());
    }

    private static Map<String, Map<String, String>> load() {
        Map<String, Map<String, String>> t = new HashMap<>();
        DataTable.read(Definitions.class, "definitions.tsv", 3, (row, line) -> {
            Map<String, String> kinds = t.computeIfAbsent(row[0], k -> new HashMap<>());
            if (!row[1].equals("-")) { // a "-" row offers the syntax structure without named definitions
                kinds.put(row[1], row[2]);
            }
        });
        return Map.copyOf(t);
    }
}
