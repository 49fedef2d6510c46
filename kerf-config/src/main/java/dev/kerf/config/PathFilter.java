package dev.kerf.config;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.PatternSyntaxException;

/**
 * Which files of a folder a run chunks: those whose path relative to the folder matches one of the
 * {@code include} globs (when there are any) and none of the {@code exclude} globs. The CLI's walk
 * and the Spark job's listing both ask this one filter, so a kerf.toml picks the same files in both.
 * Globs are Java's ({@code **}{@code /*.java}, {@code docs/**}, {@code *.{md,txt}}), matched
 * against the whole relative path, with one change: a {@code **}{@code /} also matches no folder
 * at all, as in {@code .gitignore} and shell globstar ({@code **}{@code /*.py} takes {@code a.py}
 * too, {@code **}{@code /generated/**} the {@code generated} folder at the top).
 */
public final class PathFilter {
    private final List<PathMatcher> includes;
    private final List<PathMatcher> excludes;

    PathFilter(List<String> include, List<String> exclude) {
        this.includes = matchers(include);
        this.excludes = matchers(exclude);
    }

    /** True when the file at {@code relative} (to the folder walked) is to be chunked. */
    public boolean wants(Path relative) {
        return (includes.isEmpty() || includes.stream().anyMatch(m -> m.matches(relative)))
                && excludes.stream().noneMatch(m -> m.matches(relative));
    }

    /** The glob, when it is one; a {@link ConfigError} naming {@code origin} and what is wrong when not. */
    static String checked(String glob, String origin) {
        try {
            FileSystems.getDefault().getPathMatcher("glob:" + glob);
            return glob;
        } catch (PatternSyntaxException e) {
            // Java says "Missing ']" (its quote unclosed): said plainly.
            String what = e.getDescription().replace("'", "").toLowerCase(Locale.ROOT);
            throw new ConfigError(origin + ": '" + glob + "' is not a glob: " + what);
        }
    }

    private static List<PathMatcher> matchers(List<String> globs) {
        List<PathMatcher> out = new ArrayList<>();
        for (String glob : globs) {
            for (String variant : withoutFolderStars(glob)) {
                out.add(FileSystems.getDefault().getPathMatcher("glob:" + variant));
            }
        }
        return List.copyOf(out);
    }

    /**
     * The glob, and the globs it gives with any of its {@code **}{@code /} (at its start or after a
     * {@code /}) left out: Java's {@code **}{@code /} needs at least one folder.
     */
    static List<String> withoutFolderStars(String glob) {
        List<String> variants = new ArrayList<>(List.of(glob));
        for (int i = 0; i < variants.size() && variants.size() < 64; i++) {
            String g = variants.get(i);
            for (int at = g.indexOf("**/"); at >= 0; at = g.indexOf("**/", at + 1)) {
                if (at == 0 || g.charAt(at - 1) == '/') {
                    String shorter = g.substring(0, at) + g.substring(at + 3);
                    if (!shorter.isEmpty() && !variants.contains(shorter)) {
                        variants.add(shorter);
                    }
                }
            }
        }
        return variants;
    }
}
