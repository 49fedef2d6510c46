package dev.kerf.internal.generic;

import dev.kerf.lang.Languages;
import dev.kerf.spi.Labels;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a chunk of code outside every block (or of a text with no structure but lines) is: the
 * module, named by its file's module path, in the fields the syntax structure gives a module
 * ({@code XML module 'conf.settings'}, classification {@code MODULE}, scope
 * {@code [module conf.settings]}), so that no chunk of code is left undescribed. One per
 * structure, made again only when asked for another path.
 */
public final class ModuleLabels {
    private final String language;
    private List<String> madeFor;
    private Map<String, Object> labels;

    public ModuleLabels(String language) {
        this.language = language;
    }

    /**
     * A module path as a dotted name: {@code app.util}. A hidden folder's leading dot is left out
     * ({@code .github/workflows/ci.yml} is {@code github.workflows.ci}, not
     * {@code .github.workflows.ci} with a dot that reads as an empty part); the path itself keeps it.
     */
    public static String dotted(List<String> modulePath) {
        StringBuilder dotted = new StringBuilder();
        for (String part : modulePath) {
            int from = 0;
            while (from < part.length() - 1 && part.charAt(from) == '.') {
                from++;
            }
            if (!dotted.isEmpty()) {
                dotted.append('.');
            }
            dotted.append(part, from, part.length());
        }
        return dotted.toString();
    }

    /** The module's labels for a file whose module path is {@code modulePath} (empty without a path). */
    public Map<String, Object> of(List<String> modulePath) {
        if (labels == null || !madeFor.equals(modulePath)) {
            String dotted = dotted(modulePath);
            Map<String, Object> m = new LinkedHashMap<>();
            Labels.NAME.put(m, Languages.displayName(language) + " module" + (dotted.isEmpty() ? "" : " '" + dotted + "'"));
            Labels.CLASSIFICATION.put(m, "MODULE");
            Labels.NESTING_LEVEL.put(m, 0);
            Labels.SCOPE.put(m, List.of(dotted.isEmpty() ? "module" : "module " + dotted));
            if (!modulePath.isEmpty()) {
                Labels.MODULE_PATH.put(m, List.copyOf(modulePath));
            }
            labels = Collections.unmodifiableMap(m);
            madeFor = modulePath;
        }
        return labels;
    }
}
