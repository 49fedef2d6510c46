package dev.kerf.eval.changes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SubstanceTest {
    private static Optional<String> rejection(String raw) {
        return Substance.rejection(CommitMessages.clean(raw, List.of("LANG")));
    }

    @Test
    void housekeepingIsNoQuestionWhatsoeverItTouched() {
        assertThat(rejection("Fix typo in the redirect docstring")).contains("typo");
        assertThat(rejection("Fix spelling of 'receive' in comments")).contains("typo");
        assertThat(rejection("style: run gofmt on the binding package")).contains("formatting");
        assertThat(rejection("Reformat code with the new line length")).contains("formatting");
        assertThat(rejection("Run cargo fmt over the whole workspace")).contains("formatting");
        assertThat(rejection("Fix formatting of the test helpers")).contains("formatting");
        assertThat(rejection("Format tweak in a while statement for coverage")).contains("formatting");
        assertThat(rejection("ignore/types: fix formatting of the table")).contains("formatting");
        assertThat(rejection("Organize imports in the builder package")).contains("formatting");
        assertThat(rejection("chore: Apply OCamlFormat 0.26.2")).contains("formatting");
        assertThat(rejection("Run ormolu over the library sources")).contains("formatting");
        assertThat(rejection("Run elm-format on Tests.elm and Properties.elm")).contains("formatting");
        assertThat(rejection("Add Fantomas validation to CI")).contains("formatting");
        assertThat(rejection("treewide: apply nixfmt to the modules")).contains("formatting");
        assertThat(rejection("Remove trailing whitespace from sources")).contains("whitespace");
        assertThat(rejection("Whitespace fixes in the adapters module")).contains("whitespace");
        assertThat(rejection("chore: fix lint errors in tests")).contains("lint");
        assertThat(rejection("Address clippy warnings in printer crate")).contains("lint");
        assertThat(rejection("Bump actions/checkout from 3 to 4 (#7000)")).contains("bump");
        assertThat(rejection("build(deps-dev): bump hbs from 4.2.0 to 4.2.1 (#7152)")).contains("bump");
        assertThat(rejection("Release 2.32.0 with the new adapter")).contains("release");
        assertThat(rejection("Prepare for the next release of lang")).contains("release");
        assertThat(rejection("[maven-release-plugin] prepare for next development iteration")).contains("release");
        assertThat(rejection("4.18.1 with a fix for query parsing")).contains("version");
        assertThat(rejection("Update version to 3.15.0-SNAPSHOT")).contains("version");
        assertThat(rejection("Update CHANGELOG for the 1.2 release")).contains("changelog");
        assertThat(rejection("Add an entry to changes.xml for LANG-1700")).contains("changelog");
        assertThat(rejection("Update dependencies to their latest versions")).contains("dependencies");
        assertThat(rejection("chore(deps): update module golang.org/x/net to v0.38.0")).contains("dependencies");
        assertThat(rejection("Revert \"Add a cache to the resolver\"")).contains("revert");
        assertThat(rejection("fix: revert the change to header parsing")).contains("revert");
        assertThat(rejection("Merge branch 'main' into feature/binding")).contains("merge");
        assertThat(rejection("Merge pull request #922 from someone/suppress-warnings")).contains("merge");
        assertThat(rejection("WIP on the new printer, do not look")).contains("work in progress");
        assertThat(rejection("fixup! Add the retry adapter to sessions")).contains("work in progress");
    }

    @Test
    void aMessageNeedsFourWordsAfterCleaning() {
        assertThat(rejection("Fix NPE")).contains("fewer than 4 words");
        assertThat(rejection("LANG-1234: Fix an NPE (#77)")).contains("fewer than 4 words");
        assertThat(rejection("Use final")).contains("fewer than 4 words");
        assertThat(rejection("--- * ---")).contains("fewer than 4 words");
        assertThat(rejection("Fix an NPE in join")).isEmpty();
    }

    @Test
    void wordsThatOnlyLookLikeHousekeepingStay() {
        assertThat(rejection("Add support for a custom time format in form binding")).isEmpty();
        assertThat(rejection("Trim leading whitespace from matched lines with --trim")).isEmpty();
        assertThat(rejection("Support Java version 25 in JavaVersion")).isEmpty();
        assertThat(rejection("Merge adjacent ranges in the interval set")).isEmpty();
        assertThat(rejection("Print black on white when colors are forced")).isEmpty();
        assertThat(rejection("Fix the NPE when the version string is empty")).isEmpty();
        assertThat(rejection("Release the connection back to the pool on error")).isEmpty();
        assertThat(rejection("Fix negative week year formatting in FastDatePrinter")).isEmpty();
        assertThat(rejection("printer: hand-roll decimal formatting for speed")).isEmpty();
    }
}
