package dev.kerf.eval.changes;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Whether a cleaned commit message says something a reader would search for. A message of fewer
 * than {@value #MIN_WORDS} words is too thin, and a subject that names housekeeping rather than
 * a change (typos, formatting, white space, lint, version bumps and releases, changelogs,
 * dependency updates, reverts, merges, work in progress) is no question, whatever lines it
 * touched. The patterns are matched against the subject, ignoring case.
 */
final class Substance {
    static final int MIN_WORDS = 4;
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]");
    /** Each kind of housekeeping, by the name the build's counts give it. */
    static final Map<String, Pattern> HOUSEKEEPING = new LinkedHashMap<>();

    static {
        rule("typo", "\\btypos?\\b|\\bspelling\\b|\\bmisspel");
        rule("formatting", "^(?:[\\w/()-]+:\\s*)?(?:re)?format(?:s|ting|ted)?\\b|^style\\b|\\breformat\\w*"
                + "|\\b(?:fix(?:es|ed)?|clean(?:\\s*up)?|minor|better|small|some|more|weird|consistent|code|source|javadoc"
                + "|readme|apply|run|changed?)\\s+(?:(?:the|some|minor|code|source)\\s+)?formatting\\b"
                + "|\\bformat(?:ting)?\\s+(?:fix(?:es)?|nits?|changes?|only|issues?|tweaks?|clean\\s*up|consistent)\\b"
                + "|\\bcode\\s+(?:format|style)\\b"
                + "|\\b(?:gofmt|go fmt|rustfmt|cargo fmt|prettier|isort|autopep8|yapf|spotless|checkstyle"
                + "|rubocop|standardrb|clang-format|ocamlformat|ormolu|fourmolu|stylish-haskell|zig fmt|elm-format|fantomas"
                + "|perltidy|nixfmt|nixpkgs-fmt|alejandra)\\b"
                + "|\\b(?:organi[sz]e|sort|unused|clean\\s*up)\\s+imports\\b|\\bsort\\s+members\\b");
        rule("whitespace", "^white ?space\\b|\\bwhite ?space\\s+(?:fix\\w*|clean\\s*up|changes?|only)\\b"
                + "|^(?:fix|remove|strip|trim|clean(?:\\s*up)?|delete|normalize|correct)\\s+"
                + "(?:(?:some|the|extra|unnecessary|trailing|redundant|stray)\\s+)*white ?space"
                + "|\\btrailing\\s+(?:spaces?|blanks?)\\b|\\bindentation\\b|\\btabs?\\s+to\\s+spaces\\b|\\bline endings?\\b");
        rule("lint", "\\blint(?:s|ing|er|ers)?\\b|\\bclippy\\b|\\beslint\\b|\\bflake8\\b|\\bpylint\\b|\\bruff\\b"
                + "|\\bgolangci\\b|\\bgo vet\\b|\\bmypy\\b");
        rule("bump", "\\bbump(?:s|ed|ing)?\\b");
        rule("release", "^(?:release|releasing|cut release)(?:\\s+v?\\d|\\s*$)|\\[maven-release-plugin\\]"
                + "|\\brelease\\s+(?:v?\\d|notes)|\\bprepare\\s+(?:for\\s+)?(?:the\\s+)?(?:next\\s+)?(?:release|version)");
        rule("version", "^v?\\d+(?:\\.\\d+)+\\b|\\b(?:set|update|increment|change|bump)s?\\s+(?:the\\s+)?"
                + "(?:project\\s+)?version\\b|\\bversion\\s+(?:bump|update)\\b"
                + "|\\bnext\\s+(?:development\\s+)?(?:version|iteration)\\b|-snapshot\\b");
        rule("changelog", "\\bchange ?log\\b|\\bchanges\\.(?:xml|md|txt)\\b|\\bhistory\\.(?:md|rst)\\b|\\brelease notes\\b");
        rule("dependencies", "\\b(?:update|upgrade)s?\\s+(?:all\\s+|the\\s+)?(?:dev\\s*)?(?:dependencies|deps|dependency)\\b"
                + "|^(?:chore|build)\\((?:deps|deps-dev)\\)|\\bdependabot\\b");
        rule("revert", "^(?:\\w+(?:\\([^)]*\\))?:\\s*)?revert(?:s|ed|ing)?\\b");
        rule("merge", "^merged?\\s+(?:branch|pull request|remote-tracking|tag|commit|changes|master|main|origin|upstream"
                + "|in|from|into|'|\")");
        rule("work in progress", "^(?:wip\\b|fixup!|squash!|amend!)");
    }

    private Substance() {}

    private static void rule(String name, String regex) {
        HOUSEKEEPING.put(name, Pattern.compile(regex, FLAGS));
    }

    /** Why the message is no question (a housekeeping kind, or too few words), or empty when it is one. */
    static Optional<String> rejection(CommitMessages.Cleaned message) {
        for (Map.Entry<String, Pattern> rule : HOUSEKEEPING.entrySet()) {
            if (rule.getValue().matcher(message.subject()).find()) {
                return Optional.of(rule.getKey());
            }
        }
        if (words(message.text()) < MIN_WORDS) {
            return Optional.of("fewer than " + MIN_WORDS + " words");
        }
        return Optional.empty();
    }

    /** Words: runs between white space that hold a letter or a digit. */
    static int words(String text) {
        int n = 0;
        for (String w : text.strip().split("\\s+")) {
            if (WORD.matcher(w).find()) {
                n++;
            }
        }
        return n;
    }
}
