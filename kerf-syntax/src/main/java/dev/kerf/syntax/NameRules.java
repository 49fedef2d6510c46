package dev.kerf.syntax;

import dev.kerf.internal.text.DataTable;
import java.util.HashMap;
import java.util.Map;

/** How definitions are named where their name field does not say it, per language and node kind ({@code names.tsv}). */
final class NameRules {
    enum Rule {
        /** Type and labels, as Terraform addresses an HCL block. */
        LABELS,
        /** What the first line holds before the colon: a Make rule's targets. */
        TARGETS,
        /** The first reference or identifier: the object a SQL statement creates or alters. */
        OBJECT,
        /** The key and the value of its own {@code name} key: a TOML array table element. */
        KEY_NAME,
        /** What a call statement calls and the value of its {@code name} argument: a Bazel target. */
        CALL_NAME
    }

    /** The kind that stands for every definition of a language. */
    private static final String EVERY = "*";
    private static final Map<String, Map<String, Rule>> TABLE = load();

    private final Map<String, Rule> byKind;

    private NameRules(Map<String, Rule> byKind) {
        this.byKind = byKind;
    }

    static NameRules of(String language) {
        return new NameRules(TABLE.getOrDefault(language, Map.of()));
    }

    /** The rule that names a definition of {@code kind}, or null when its name field and the general rules do. */
    Rule forKind(String kind) {
        Rule own = byKind.get(kind);
        return own != null ? own : byKind.get(EVERY);
    }

    private static Map<String, Map<String, Rule>> load() {
        Map<String, Map<String, Rule>> t = new HashMap<>();
        DataTable.read(NameRules.class, "names.tsv", 3, (row, line) -> {
            Rule rule;
            try {
                rule = Rule.valueOf(row[2].toUpperCase(java.util.Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("names.tsv line " + line + ": no naming rule '" + row[2] + "'", e);
            }
            t.computeIfAbsent(row[0], k -> new HashMap<>()).put(row[1], rule);
        });
        Map<String, Map<String, Rule>> out = new HashMap<>();
        t.forEach((language, rules) -> out.put(language, Map.copyOf(rules)));
        return Map.copyOf(out);
    }
}
