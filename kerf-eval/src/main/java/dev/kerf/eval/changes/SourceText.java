package dev.kerf.eval.changes;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The text of a set's {@code SOURCE.txt}: one {@code Key: value} line per fact (the loader and the
 * tests read the leading number of {@code Files} and {@code Questions}), then the command that
 * rebuilds the set.
 */
final class SourceText {
    private SourceText() {}

    /** What a build found, for SOURCE.txt. */
    record Facts(
            Commit pinned,
            List<SourceSelection.SourceFile> files,
            Map<String, Integer> leftOut,
            List<String> licenses,
            int commitsWithLines,
            int candidates,
            Map<String, Integer> rejected,
            int ambiguous,
            int questions) {}

    static String of(BuilderOptions o, Facts f) {
        long chars = f.files().stream().mapToLong(s -> s.text().length()).sum();
        long bytes = f.files().stream().mapToLong(s -> s.bytes().length).sum();
        StringBuilder out = new StringBuilder();
        line(out, "Repository", o.url());
        line(out, "Commit", f.pinned().sha());
        line(out, "Commit date", f.pinned().date());
        line(out, "Licence", (o.licenseName() != null ? o.licenseName() + "; " : "") + "LICENSE is the repository's "
                + f.licenses().getFirst() + " at that commit, copied verbatim"
                + (f.licenses().size() > 1 ? " (beside it: " + String.join(", ", f.licenses().subList(1, f.licenses().size()))
                        + ", also verbatim)" : ""));
        line(out, "Language", o.language());
        line(out, "Files", String.format(Locale.ROOT, "%d (%,d chars, %,d bytes) in files/, with their paths in the"
                + " repository: %s", f.files().size(), chars, bytes, rule(o)));
        line(out, "Left out", f.leftOut().isEmpty() ? "none" : counts(f.leftOut()));
        line(out, "Commits", String.format(Locale.ROOT, "%,d commits introduced the lines that are not blank of the"
                + " kept files (git blame -w --porcelain at the commit)", f.commitsWithLines()));
        line(out, "Candidates", String.format(Locale.ROOT, "%,d focused changes of substance: %d-%d surviving lines"
                + " that are not blank, in at most %d files, from a commit that is not a merge nor the root, whose"
                + " cleaned message has at least %d words and names no housekeeping", f.candidates(),
                Candidates.MIN_LINES, Candidates.MAX_LINES, Candidates.MAX_FILES, Substance.MIN_WORDS));
        line(out, "Not candidates", counts(f.rejected()));
        line(out, "Ambiguous", f.ambiguous() + " candidates share their cleaned message with another one and are no question");
        line(out, "Questions", String.format(Locale.ROOT, "%d, drawn with java.util.Random(%d) from the candidates in"
                + " commit-id order; questions.jsonl lists them in drawn order, so its first N lines are a random sample",
                f.questions(), o.seed()));
        line(out, "Seed", String.valueOf(o.seed()));
        line(out, "Built", o.builtOn().toString());
        line(out, "Builder", o.command());
        out.append("  (CLONE is a full clone: git clone ").append(o.url()).append(" CLONE; run from the root of the"
                + " kerf repository after mvn -B -DskipTests package)\n");
        return out.toString();
    }

    private static String rule(BuilderOptions o) {
        StringBuilder r = new StringBuilder("the ");
        StringJoiner ext = new StringJoiner(", ");
        o.extensions().forEach(e -> ext.add("*." + e));
        r.append(ext).append(" files");
        if (!o.files().isEmpty()) {
            r.append(" and the files matching ").append(String.join(" or ", o.files()));
        }
        r.append(" at the commit");
        if (!o.includes().isEmpty()) {
            r.append(" matching ").append(String.join(" or ", o.includes()));
        }
        if (!o.excludes().isEmpty()) {
            r.append(", except those matching ").append(String.join(" or ", o.excludes()));
        }
        return r.append(", less vendored, generated and minified files, files that are not UTF-8 text and files over ")
                .append(String.format(Locale.ROOT, "%,d", SourceSelection.MAX_CHARS)).append(" chars").toString();
    }

    private static String counts(Map<String, Integer> counts) {
        StringJoiner out = new StringJoiner(", ");
        counts.forEach((reason, n) -> out.add(String.format(Locale.ROOT, "%s %,d", reason, n)));
        return out.toString();
    }

    private static void line(StringBuilder out, String key, String value) {
        out.append(key).append(": ").append(value).append('\n');
    }
}
