package dev.kerf.document;

import dev.kerf.text.DataTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Tells source code from prose in a bare string, by lines typical of a language (see code_signatures.tsv). */
final class CodeSignatures {
    private record Signature(String language, Pattern pattern) {}

    private static final List<Signature> SIGNATURES = load();
    private static final int MIN_LINES = 2;

    private CodeSignatures() {}

    private static List<Signature> load() {
        List<Signature> out = new ArrayList<>();
        DataTable.read(CodeSignatures.class, "code_signatures.tsv", 2,
                (cells, line) -> out.add(new Signature(cells[0], Pattern.compile(cells[1]))));
        return List.copyOf(out);
    }

    /** The language whose signature lines {@code text} has most of (at least two), or null for none. */
    static String language(String text) {
        Map<String, Integer> hits = new LinkedHashMap<>();
        for (String line : text.lines().toList()) {
            for (Signature s : SIGNATURES) {
                if (s.pattern().matcher(line).find()) {
                    hits.merge(s.language(), 1, Integer::sum);
                    break;
                }
            }
        }
        String best = null;
        int most = MIN_LINES - 1;
        for (var e : hits.entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        return best;
    }
}
