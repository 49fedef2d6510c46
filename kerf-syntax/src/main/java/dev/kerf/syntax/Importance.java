package dev.kerf.syntax;

import dev.kerf.internal.text.DataTable;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Task importance scores of a definition: a table per classification ({@code importance.tsv}),
 * adjusted by what can be seen in the code. The five tasks (discovery, comprehension, modification,
 * debugging, documentation) are those of the definition metadata of spec 000 section 2.4
 * (docs/specs.md).
 */
final class Importance {
    static final String[] TASKS = {"discovery", "comprehension", "modification", "debugging", "documentation"};
    private static final Map<String, double[]> BASE = load();
    private static final Pattern PUBLIC = Pattern.compile("\\b(?:public|export|pub|open)\\b");
    private static final Pattern PRIVATE = Pattern.compile("\\b(?:private|internal|fileprivate|static)\\b|^\\s*(?:async\\s+)?(?:def|function|fn)\\s+_");

    private Importance() {}

    /**
     * @param header the definition's first line
     * @param documented whether a doc comment or docstring comes with it
     * @param nesting how many definitions enclose it
     * @param lines how many lines it spans
     */
    static Map<String, Double> of(String classification, String header, boolean documented, int nesting, int lines) {
        boolean moduleLine = lines <= 1 && (classification.equals("MODULE") || classification.equals("NAMESPACE"));
        double[] s = BASE.getOrDefault(moduleLine ? "MODULE_LINE" : classification, BASE.get("OTHER")).clone();
        if (documented) {
            s[0] += 0.05;
            s[1] += 0.05;
            s[4] += 0.10;
        }
        if (PUBLIC.matcher(header).find()) {
            s[0] += 0.10;
        } else if (PRIVATE.matcher(header).find()) {
            s[0] -= 0.10;
        }
        s[0] -= 0.05 * nesting;
        if (lines >= 20) {
            s[1] += 0.05;
            s[3] += 0.05;
        } else if (lines <= 1) {
            s[1] -= 0.10;
        }
        Map<String, Double> out = new LinkedHashMap<>();
        for (int i = 0; i < TASKS.length; i++) {
            out.put(TASKS[i], Math.round(Math.max(0, Math.min(1, s[i])) * 100) / 100.0);
        }
        return out;
    }

    private static Map<String, double[]> load() {
        Map<String, double[]> t = new HashMap<>();
        DataTable.read(Importance.class, "importance.tsv", 6, (row, line) -> {
            double[] v = new double[5];
            for (int i = 0; i < 5; i++) {
                v[i] = Double.parseDouble(row[i + 1]);
            }
            t.put(row[0], v);
        });
        return Map.copyOf(t);
    }
}
