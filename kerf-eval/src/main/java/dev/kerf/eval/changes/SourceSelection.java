package dev.kerf.eval.changes;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The source files a change set keeps from the pinned commit: regular files with one of the given
 * extensions or matching one of the given file globs (scripts named without an extension), inside the include globs (all files when none is given) and outside the exclude
 * globs, then without vendored code (a path through {@code vendor/}, {@code third_party/},
 * {@code node_modules/}...), generated code (a {@code @generated} or {@code DO NOT EDIT} mark, or
 * "this file is generated", near the top), minified code ({@code .min.} in the name, or lines of
 * over {@value #MAX_MEAN_LINE} chars on average), text that is not UTF-8 or holds a NUL, and files
 * over {@value #MAX_CHARS} chars. Globs are matched against the path in the repository, such as
 * {@code src/main/java/**}.
 */
final class SourceSelection {
    static final int MAX_CHARS = 120_000;
    static final int MAX_MEAN_LINE = 300;
    private static final Set<String> VENDORED = Set.of(
            "vendor", "vendored", "_vendor", "third_party", "third-party", "thirdparty", "node_modules", "bower_components");
    /** The usual marks: {@code @generated}, Go's {@code Code generated ... DO NOT EDIT.}, "this file is generated". */
    private static final Pattern GENERATED = Pattern.compile("@generated\\b|\\bDO NOT EDIT\\b"
            + "|(?i:\\b(?:this|the) (?:file|code) (?:is|was|has been) (?:auto(?:matically)?[- ]?)?generated\\b)");
    private static final int GENERATED_MARK_WITHIN = 2_000;

    /** A kept file: its path in the repository, its bytes as stored, and their text. */
    record SourceFile(String path, byte[] bytes, String text) {}

    /** The kept files in path order, and how many files with a kept extension were left out, by reason. */
    record Selected(List<SourceFile> files, Map<String, Integer> leftOut) {}

    private final List<String> extensions;
    private final List<PathMatcher> files;
    private final List<PathMatcher> includes;
    private final List<PathMatcher> excludes;

    SourceSelection(List<String> extensions, List<String> files, List<String> includes, List<String> excludes) {
        this.extensions = extensions.stream().map(e -> "." + e.toLowerCase(Locale.ROOT)).toList();
        this.files = files.stream().map(SourceSelection::glob).toList();
        this.includes = includes.stream().map(SourceSelection::glob).toList();
        this.excludes = excludes.stream().map(SourceSelection::glob).toList();
    }

    private static PathMatcher glob(String pattern) {
        return FileSystems.getDefault().getPathMatcher("glob:" + pattern);
    }

    Selected select(GitCli git, String commit) throws IOException {
        List<SourceFile> files = new ArrayList<>();
        Map<String, Integer> leftOut = new TreeMap<>();
        for (String entry : git.text("ls-tree", "-r", "-z", "--full-tree", commit).split("\u0000")) {
            if (entry.isEmpty()) {
                continue;
            }
            int tab = entry.indexOf('\t');
            String[] meta = entry.substring(0, tab).split(" ");
            String path = entry.substring(tab + 1);
            if (!meta[1].equals("blob") || !isCandidate(path)) {
                continue;
            }
            String reason = reasonByPath(meta[0], path);
            SourceFile file = null;
            if (reason == null) {
                byte[] bytes = git.bytes("cat-file", "blob", meta[2]);
                String text = decode(bytes);
                reason = reasonByText(text);
                file = new SourceFile(path, bytes, text);
            }
            if (reason != null) {
                leftOut.merge(reason, 1, Integer::sum);
            } else {
                files.add(file);
            }
        }
        files.sort((a, b) -> a.path().compareTo(b.path()));
        return new Selected(files, leftOut);
    }

    /** Whether a path is looked at all: it has a kept extension or matches a file glob. */
    boolean isCandidate(String path) {
        String lower = path.toLowerCase(Locale.ROOT);
        return extensions.stream().anyMatch(lower::endsWith) || files.stream().anyMatch(m -> m.matches(Path.of(path)));
    }

    /** Why a file is left out by its mode or path, or null. */
    String reasonByPath(String mode, String path) {
        if (!mode.equals("100644") && !mode.equals("100755")) {
            return "not a regular file";
        }
        Path p = Path.of(path);
        if (!includes.isEmpty() && includes.stream().noneMatch(m -> m.matches(p))) {
            return "outside the include globs";
        }
        if (excludes.stream().anyMatch(m -> m.matches(p))) {
            return "inside an exclude glob";
        }
        for (String segment : path.split("/")) {
            if (VENDORED.contains(segment)) {
                return "vendored";
            }
        }
        if (p.getFileName().toString().contains(".min.")) {
            return "minified";
        }
        return null;
    }

    /** Why a file is left out by its text (null: not UTF-8 or a NUL), or null. */
    static String reasonByText(String text) {
        if (text == null || text.indexOf('\u0000') >= 0) {
            return "not UTF-8 text";
        }
        if (text.length() > MAX_CHARS) {
            return String.format(java.util.Locale.ROOT, "over %,d chars", MAX_CHARS);
        }
        if (text.isBlank()) {
            return "empty";
        }
        if (GENERATED.matcher(text.substring(0, Math.min(text.length(), GENERATED_MARK_WITHIN))).find()) {
            return "generated";
        }
        long lines = text.chars().filter(c -> c == '\n').count() + 1;
        if (text.length() / lines > MAX_MEAN_LINE) {
            return "minified";
        }
        return null;
    }

    /** The bytes as strict UTF-8, or null when they are not. */
    static String decode(byte[] bytes) {
        return dev.kerf.internal.text.Utf8.decode(bytes).orElse(null);
    }
}
