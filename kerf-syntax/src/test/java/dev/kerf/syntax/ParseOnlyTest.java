package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The benchmarks' parse floor parses with the bundled grammars, and says so when it cannot. */
class ParseOnlyTest {

    @Test
    void parsesWithABundledGrammar() {
        assertThat(ParseOnly.parses("java", "class A { int f() { return 1; } }")).isTrue();
        assertThat(ParseOnly.parses("python", "def f():\n    return 1\n")).isTrue();
        // Broken code still gives a tree (with ERROR nodes), as it does for the syntax structure.
        assertThat(ParseOnly.parses("java", "class A { int f( {")).isTrue();
    }

    @Test
    void aGrammarNotInTheLibraryIsAnError() {
        assertThatThrownBy(() -> ParseOnly.parses("no_such_language", "x")).isInstanceOf(RuntimeException.class);
    }
}
