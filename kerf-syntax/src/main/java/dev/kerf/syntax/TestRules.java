package dev.kerf.syntax;

import dev.kerf.internal.text.DataTable;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What makes a function or method a test, per language ({@code tests.tsv}): a mark before its
 * name or in an attribute above it ({@code @Test}, {@code [Fact]}, {@code #[test]}), or a name
 * its test runners go by ({@code test_parse}, {@code TestParse}).
 */
record TestRules(Pattern mark, Pattern name) {
    private static final TestRules NONE = new TestRules(null, null);
    private static final Map<String, TestRules> TABLE = load();

    static TestRules of(String language) {
        return TABLE.getOrDefault(language, NONE);
    }

    /** Whether this language marks tests at all ({@code @Test}, {@code #[test]}): if not, no text need be searched. */
    boolean hasMark() {
        return mark != null;
    }

    /** Whether {@code text[from, to)} (a definition's text before its name, or an attribute) holds a test's mark. */
    boolean marks(String text, int from, int to) {
        return mark != null && from < to && mark.matcher(text).region(from, to).find();
    }

    boolean names(String definitionName) {
        return name != null && name.matcher(definitionName).matches();
    }

    private static Map<String, TestRules> load() {
        Map<String, String[]> rows = new HashMap<>();
        DataTable.read(TestRules.class, "tests.tsv", 3, (row, line) -> {
            String[] rules = rows.computeIfAbsent(row[0], k -> new String[2]);
            int at = switch (row[1]) {
                case "mark" -> 0;
                case "name" -> 1;
                default -> throw new IllegalStateException("tests.tsv line " + line + ": a rule is 'mark' or 'name', not '" + row[1] + "'");
            };
            rules[at] = rules[at] == null ? row[2] : rules[at] + "|" + row[2];
        });
        Map<String, TestRules> out = new HashMap<>();
        rows.forEach((language, r) -> out.put(language,
                new TestRules(r[0] == null ? null : Pattern.compile(r[0]), r[1] == null ? null : Pattern.compile(r[1]))));
        return Map.copyOf(out);
    }
}
