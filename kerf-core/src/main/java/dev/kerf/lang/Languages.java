package dev.kerf.lang;

import dev.kerf.internal.text.DataTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The language registry, read once from {@code languages.tsv}, {@code heuristics.tsv},
 * {@code aliases.tsv} and {@code language_names.tsv} beside this class.
 *
 * <pre>{@code
 * Languages.detect("src/app.py", text);            // "python"
 * Languages.detect("Makefile", text);              // "make"
 * Languages.detect(null, "#!/usr/bin/env node\n"); // "javascript"
 * }</pre>
 */
public final class Languages {
    /** The language of files kerf does not recognise. */
    public static final String TEXT = "text";

    private static final Registry REGISTRY = Registry.load();

    private Languages() {}

    /** Every language, sorted by name. */
    public static List<Language> all() {
        return REGISTRY.languages;
    }

    /** A language by its name or a common alias ({@code js}, {@code c++}, {@code sh}), ignoring case. */
    public static Optional<Language> byName(String nameOrAlias) {
        String key = nameOrAlias.toLowerCase(Locale.ROOT);
        Language direct = REGISTRY.byName.get(key);
        if (direct != null) {
            return Optional.of(direct);
        }
        String aliased = REGISTRY.aliases.get(key);
        return aliased == null ? Optional.empty() : Optional.ofNullable(REGISTRY.byName.get(aliased));
    }

    /**
     * The kerf name of a language named by any of its aliases, in any case ({@code "PY"} is
     * {@code python}); a name kerf does not know, as given.
     */
    public static String kerfName(String nameOrAlias) {
        return byName(nameOrAlias).map(Language::name).orElse(nameOrAlias);
    }

    /**
     * How the language is written for people ({@code language_names.tsv}): {@code TypeScript},
     * {@code C++}, {@code XML}; a language not listed there, and any other name, as itself with a
     * capital first letter ({@code Fortran}).
     */
    public static String displayName(String name) {
        String written = REGISTRY.displayNames.get(name);
        return written != null ? written : name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /**
     * The language of a file, from (in this order) an Emacs or Vim modeline, its exact file name, a
     * {@code #!} line, its extension (with content heuristics for shared extensions such as
     * {@code .h} or {@code .m}), and, when none of these says, lines typical of a language in its
     * first 8 KiB ({@code code_signatures.tsv}). {@value #TEXT} when nothing matches.
     *
     * @param path the file's path or name, or null when unknown
     * @param text the file's text (only its start and end are looked at)
     */
    public static String detect(String path, String text) {
        return Detector.detect(REGISTRY, path, text == null ? "" : text);
    }

    /** The parsed data files. */
    static final class Registry {
        final List<Language> languages;
        final Map<String, Language> byName;
        final Map<String, Language> byFileName;
        final Map<String, Language> byFileNameIgnoringCase;
        final Map<String, Language> byExtension;
        final Map<String, Language> byInterpreter;
        final Map<String, List<Heuristic>> heuristics;
        final Map<String, String> aliases;
        final Map<String, String> displayNames;
        final int longestExtensionDots;

        private Registry(List<Language> languages, Map<String, List<Heuristic>> heuristics, Map<String, String> aliases,
                Map<String, String> displayNames) {
            this.languages = List.copyOf(languages);
            this.heuristics = heuristics;
            this.aliases = aliases;
            this.displayNames = displayNames;
            Map<String, Language> names = new LinkedHashMap<>();
            Map<String, Language> files = new LinkedHashMap<>();
            Map<String, Language> filesLower = new LinkedHashMap<>();
            Map<String, Language> exts = new LinkedHashMap<>();
            Map<String, Language> interps = new LinkedHashMap<>();
            int dots = 1;
            for (Language l : languages) {
                names.put(l.name(), l);
                l.fileNames().forEach(f -> {
                    files.putIfAbsent(f, l);
                    filesLower.putIfAbsent(f.toLowerCase(Locale.ROOT), l);
                });
                for (String e : l.extensions()) {
                    if (!heuristics.containsKey(e)) {
                        exts.put(e, l);
                    }
                    dots = Math.max(dots, (int) e.chars().filter(c -> c == '.').count());
                }
                l.interpreters().forEach(i -> interps.put(i, l));
            }
            this.byName = Collections.unmodifiableMap(names);
            this.byFileName = Collections.unmodifiableMap(files);
            this.byFileNameIgnoringCase = Collections.unmodifiableMap(filesLower);
            this.byExtension = Collections.unmodifiableMap(exts);
            this.byInterpreter = Collections.unmodifiableMap(interps);
            this.longestExtensionDots = dots;
        }

        static Registry load() {
            List<Language> languages = new ArrayList<>();
            DataTable.read(Languages.class, "languages.tsv", 7, (row, line) -> languages.add(new Language(
                    row[0],
                    LanguageFamily.valueOf(row[1].toUpperCase(Locale.ROOT)),
                    list(row[2]),
                    list(row[3]),
                    list(row[4]),
                    list(row[5]),
                    list(row[6]).stream().map(Registry::blockComment).toList())));
            languages.sort((a, b) -> a.name().compareTo(b.name()));
            Map<String, List<Heuristic>> heuristics = new LinkedHashMap<>();
            DataTable.read(Languages.class, "heuristics.tsv", 3, (row, line) -> heuristics
                    .computeIfAbsent(row[0], k -> new ArrayList<>())
                    .add(Heuristic.of(row[1], row[2])));
            Map<String, String> aliases = new LinkedHashMap<>();
            DataTable.read(Languages.class, "aliases.tsv", 2, (row, line) -> aliases.put(row[0], row[1]));
            Map<String, String> displayNames = new LinkedHashMap<>();
            DataTable.read(Languages.class, "language_names.tsv", 2, (row, line) -> displayNames.put(row[0], row[1]));
            return new Registry(languages, heuristics, aliases, Collections.unmodifiableMap(displayNames));
        }

        private static Language.BlockComment blockComment(String pair) {
            int space = pair.indexOf(' ');
            if (space < 0) {
                throw new IllegalStateException("block comment needs 'open close': " + pair);
            }
            return new Language.BlockComment(pair.substring(0, space), pair.substring(space + 1));
        }

        private static List<String> list(String cell) {
            return cell.equals("-") ? List.of() : Arrays.asList(cell.split(","));
        }
    }
}
