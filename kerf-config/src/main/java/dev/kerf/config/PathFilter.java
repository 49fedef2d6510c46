package dev.kerf.config;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.List;
import java.util.Locale;
import java.util.regex.PatternSyntaxException;

/**
 * Which files of a folder a run chunks: those whose path relative to the folder matches one of the
 * {@code include} globs (when there are any) and none of the {@code exclude} globs. The CLI's walk
 * and the Spark job's listing both ask this one filter, so a kerf.toml picks the same files in both.
 * Globs are Java's ({@code **}{@code /*.java}, {@code docs/**}, {@code *.{md,txt}}).
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
        return globs.stream().map(g -> FileSystems.getDefault().getPathMatcher("glob:" + g)).toList();
    }
}
