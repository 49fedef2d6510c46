package dev.kerf.grammars;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.treesitter.jtreesitter.InputEncoding;
import io.github.treesitter.jtreesitter.Language;
import io.github.treesitter.jtreesitter.Node;
import io.github.treesitter.jtreesitter.Parser;
import io.github.treesitter.jtreesitter.Tree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The grammar library built by this module loads, and every pinned grammar in it works. */
class GrammarsTest {

    static java.util.Set<String> names() {
        return Grammars.names();
    }

    @Test
    void theLibraryLoadsOnThisPlatform() {
        assertThat(Grammars.unavailableReason()).isEmpty();
        assertThat(Grammars.available()).isTrue();
        assertThat(Grammars.names()).hasSizeGreaterThanOrEqualTo(58).contains("java", "python", "tsx", "c_sharp");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void everyPinnedGrammarLoads(String name) {
        Language language = Grammars.language(name).orElseThrow();
        assertThat(language.getAbiVersion()).isBetween(Language.MIN_COMPATIBLE_LANGUAGE_VERSION, Language.LANGUAGE_VERSION);
        assertThat(language.getSymbolCount()).isPositive();
    }

    @Test
    void parsesJavaAndPythonWithoutErrors() {
        String java = "class A {\n  int f(int x) { return x + 1; }\n  // }\n}\n";
        String python = "def f(x):\n    return {'a': x}\n\nclass B:\n    pass\n";
        assertThat(rootKind("java", java)).isEqualTo("program");
        assertThat(rootKind("python", python)).isEqualTo("module");
        assertThat(rootKind("java", "class {{{")).startsWith("ERROR:");
    }

    /** The library itself is offered for direct calls: the core's functions and every grammar's entry point. */
    @Test
    void theLibraryOffersTheCoreAndEveryGrammar() {
        var library = Grammars.library().orElseThrow();
        assertThat(library.find("ts_parser_new")).isPresent();
        assertThat(library.find("ts_tree_cursor_current_node")).isPresent();
        assertThat(Grammars.names()).allSatisfy(name -> assertThat(library.find("tree_sitter_" + name)).isPresent());
    }

    @Test
    void unknownLanguagesHaveNoGrammar() {
        assertThat(Grammars.language("cobol")).isEmpty();
    }

    /** The root's kind, or "ERROR:" and the kind when the tree has an error. */
    private static String rootKind(String language, String text) {
        try (Parser parser = new Parser(Grammars.language(language).orElseThrow());
                Tree tree = parser.parse(text, InputEncoding.UTF_16LE).orElseThrow()) {
            Node root = tree.getRootNode();
            return (root.hasError() ? "ERROR:" : "") + root.getType();
        }
    }
}
