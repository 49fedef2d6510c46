package dev.kerf.eval.changes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommitMessagesTest {
    private static String clean(String raw, String... issuePrefixes) {
        return CommitMessages.clean(raw, List.of(issuePrefixes)).text();
    }

    @Test
    void trailersInTheBodyGoAndTheRestIsOneLine() {
        String raw = """
                Fix redirect loop with a relative Location (#6543)

                The session resolved the Location header against the original URL
                instead of the last one.

                Signed-off-by: Ann Example <ann@example.com>
                Co-authored-by: Bob Example <bob@example.com>
                Reviewed-by: Cy <cy@example.com>
                Change-Id: I0123456789abcdef
                """;
        assertThat(clean(raw)).isEqualTo("Fix redirect loop with a relative Location The session resolved the"
                + " Location header against the original URL instead of the last one.");
    }

    @Test
    void aPatchStacksIdGoesAsATrailerInAnHtmlCommentToo() {
        assertThat(clean("chore(examples): use ctx value in docker_lwt\n\nps-id: 1DE4EDCB-06CC-4035-AA01-7F60B8FFF92A\n"))
                .isEqualTo("chore(examples): use ctx value in docker_lwt");
        assertThat(clean("Drain the body on errors\n\n<!-- ps-id: c1719f95-0851-4245-8948-61a975d97f1d -->\n"))
                .isEqualTo("Drain the body on errors");
    }

    @Test
    void issueAndPullReferencesGoWithTheWordsThatLeadToThem() {
        String raw = """
                Handle an empty body in json()

                Fixes #4321, closes gh-12 and see https://github.com/psf/requests/issues/99#issuecomment-1.
                Follow-up to psf/requests#77 (Issue #5) [#6].

                (cherry picked from commit 0123456789abcdef0123456789abcdef01234567)
                """;
        assertThat(clean(raw)).isEqualTo("Handle an empty body in json(). Follow-up to.");
    }

    @Test
    void aSquashMergeKeepsItsListOfCommits() {
        String raw = """
                feat(binding): support time.Duration in form (#3456)

                * feat: support duration

                * Update binding/form_mapping.go

                Co-authored-by: someone <someone@example.com>
                """;
        assertThat(clean(raw)).isEqualTo(
                "feat(binding): support time.Duration in form * feat: support duration * Update binding/form_mapping.go");
    }

    @Test
    void trackerKeysGoWhenTheirPrefixIsGivenAndOnlyThen() {
        String raw = """
                [LANG-1689] Add ObjectUtils.isEmpty(Optional)

                See https://issues.apache.org/jira/browse/LANG-1689 for the discussion.

                git-svn-id: https://svn.apache.org/repos/asf/commons/proper/lang/trunk@1234 13f79535-47bb-0310-9956-ffa450edef68
                """;
        assertThat(clean(raw, "LANG")).isEqualTo("Add ObjectUtils.isEmpty(Optional) for the discussion.");
        assertThat(clean("LANG-1234: Fix an NPE in StringUtils.join", "LANG")).isEqualTo("Fix an NPE in StringUtils.join");
        assertThat(clean("Decode headers as UTF-8, not ISO-8859-1 (#12)", "LANG"))
                .isEqualTo("Decode headers as UTF-8, not ISO-8859-1");
        assertThat(clean("LANG-1234: Fix an NPE")).isEqualTo("LANG-1234: Fix an NPE");
    }

    @Test
    void aSubjectThatLooksLikeATrailerStaysAndEmptyCallsKeepTheirParentheses() {
        CommitMessages.Cleaned c = CommitMessages.clean("Bug: crash when the input is empty\n\nCall close() first.\n",
                List.of());
        assertThat(c.subject()).isEqualTo("Bug: crash when the input is empty");
        assertThat(c.text()).isEqualTo("Bug: crash when the input is empty Call close() first.");
    }

    @Test
    void revertNotesAndSkipTagsGoAndCrLfIsWhiteSpace() {
        assertThat(clean("Restore the old parser [skip ci]\r\n\r\nThis reverts commit 0123456789abcdef.\r\n"))
                .isEqualTo("Restore the old parser");
        // Nextflow's tag for a shorter CI run
        assertThat(clean("Add pretty option to dump operator [ci fast]")).isEqualTo("Add pretty option to dump operator");
    }

    @Test
    void aToolsGeneratedWithFooterGoesLikeATrailer() {
        assertThat(clean("Handle a missing lock file gracefully\n\n🤖 Generated with [Claude Code](https://claude.ai/code)\n\n"
                + "Co-Authored-By: Claude <noreply@anthropic.com>\n")).isEqualTo("Handle a missing lock file gracefully");
    }

    @Test
    void aSentenceThatWasOnlyAReferenceLeavesNoStrayStop() {
        assertThat(clean("Add curly brace alternates to glob format.\n\nFixes #4.\n"))
                .isEqualTo("Add curly brace alternates to glob format.");
        assertThat(clean("Wait for the pool... then close it (#9).")).isEqualTo("Wait for the pool... then close it.");
    }

    @Test
    void whatALeadingReferenceLeavesGoesButAMessageKeepsTheSignItOpensWith() {
        assertThat(clean("#123: Decode headers as UTF-8")).isEqualTo("Decode headers as UTF-8");
        assertThat(clean("#12 - Decode headers as UTF-8")).isEqualTo("Decode headers as UTF-8");
        assertThat(clean("->wrap can now be called on instance too")).isEqualTo("->wrap can now be called on instance too");
        assertThat(clean(".gitignore the build folder")).isEqualTo(".gitignore the build folder");
    }
}
