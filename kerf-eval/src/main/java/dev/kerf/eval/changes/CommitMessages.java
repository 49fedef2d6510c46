package dev.kerf.eval.changes;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Turns a commit message into a query: what its author wrote about the change, without the
 * bookkeeping. Dropped are trailers in the body ({@code Signed-off-by:}, {@code Co-authored-by:},
 * {@code Change-Id:}, git-ps's {@code ps-id:}..., also inside an HTML comment), cherry-pick and
 * revert notes, issue and pull-request references ({@code #123}, {@code (#123)},
 * {@code owner/repo#12}, {@code GH-12}, {@code Fixes #12}, links to issues and pulls, and the issue
 * keys of a tracker such as Jira's {@code LANG-1234} when their prefix is given, with the brackets
 * around them and a word that leads to them: fixes, closes, see, issue...), {@code [skip ci]} and
 * {@code [ci fast]} tags, a coding assistant's "Generated with" footer, and the punctuation these
 * leave behind. White space is collapsed to single spaces.
 */
final class CommitMessages {
    /** The message cleaned: its subject (first line) alone, and all of it (subject and body). */
    record Cleaned(String subject, String text) {}

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final Pattern TRAILER = Pattern.compile(
            "^\\s*(?:<!--\\s*)?(signed-off-by|co-authored-by|reviewed-by|acked-by|tested-by|reported-by|suggested-by|helped-by"
                    + "|requested-by|approved-by|reviewed-on|reviewed-url|cc|change-id|pr-url|pull-request|bug|issues?"
                    + "|fixes|fixed|closes|closed|resolves|resolved|refs?|see-also|link|backport-of|cherry-picked-from"
                    + "|original-commit|git-svn-id|differential revision|ps-id|x-[\\w-]+)\\s*:.*$",
            FLAGS);
    private static final Pattern CHERRY_PICK = Pattern.compile(
            "\\(?\\s*cherry[- ]picked from commit [0-9a-f]{7,40}\\s*\\)?", FLAGS);
    private static final Pattern REVERT_NOTE = Pattern.compile("this reverts commit [0-9a-f]{7,40}\\.?", FLAGS);
    private static final Pattern SKIP_CI = Pattern.compile("\\[(?:skip[ -]ci|ci[ -]\\w+|no ci)\\]", FLAGS);
    /** The line a coding assistant signs its commits with: "🤖 Generated with [Claude Code](https://...)". */
    private static final Pattern TOOL_FOOTER = Pattern.compile("^\\s*(?:\\p{So}\\s*)?generated with \\[[^\\]]+\\]\\(https?://[^)]*\\)\\s*$", FLAGS);
    private static final String URL_REFERENCE =
            "https?://\\S+?/(?:issues|pull|pulls|merge_requests|browse)/[\\w-]+(?:[^\\s)\\]]*[^\\s)\\].,;:!?'\"])?";
    private static final String NUMBER_REFERENCE = "(?:[\\w.-]+/[\\w.-]+)?#\\d+\\b|\\bgh-\\d+\\b";
    private static final String VERBS = "\\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|references?|see|addresses"
            + "|related to|part of|re|for|in|issues?|pr|pull request|pull)\\b:?\\s*";

    private CommitMessages() {}

    /** Cleans a raw message; {@code issuePrefixes} are tracker keys such as {@code LANG} (for LANG-1234). */
    static Cleaned clean(String raw, List<String> issuePrefixes) {
        String[] lines = raw.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (i > 0 && (TRAILER.matcher(lines[i]).matches() || TOOL_FOOTER.matcher(lines[i]).matches())) {
                continue;
            }
            kept.add(lines[i]);
        }
        Pattern references = references(issuePrefixes);
        String subject = kept.isEmpty() ? "" : tidy(kept.getFirst(), references);
        return new Cleaned(subject, tidy(String.join("\n", kept), references));
    }

    private static Pattern references(List<String> issuePrefixes) {
        StringBuilder reference = new StringBuilder(URL_REFERENCE + "|" + NUMBER_REFERENCE);
        for (String prefix : issuePrefixes) {
            reference.append("|\\b").append(Pattern.quote(prefix)).append("-\\d+\\b");
        }
        String one = "(?:" + reference + ")";
        String verbs = "(?:" + VERBS + ")?";
        String list = one + "(?:\\s*(?:,|and|&)\\s*" + verbs + one + ")*";
        // references with the words that lead to them, alone or in brackets
        return Pattern.compile("\\(\\s*" + verbs + list + "\\s*\\)|\\[\\s*" + verbs + list + "\\s*\\]|" + verbs + list,
                FLAGS);
    }

    private static String tidy(String text, Pattern references) {
        String t = CHERRY_PICK.matcher(text).replaceAll(" ");
        t = REVERT_NOTE.matcher(t).replaceAll(" ");
        t = SKIP_CI.matcher(t).replaceAll(" ");
        t = references.matcher(t).replaceAll(" ");
        t = t.replaceAll("\\s+", " ").strip();
        t = t.replaceAll("(?<=[.!?]) [.,;:](?= |$)", ""); // what a sentence's reference ("Fixes #4.") left
        t = t.replaceAll(" ([.,;:!?])(?=\\s|$)", "$1");
        // What a reference the message opened with left ("#12: x", "#12 - x"); not a sign the message opens with ("->wrap").
        t = t.replaceAll("^(?:[:;,.\\-–—]+(?=\\s|$)|\\s)+", "");
        return t.strip();
    }
}
