package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.Fixtures;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.grammars.Grammars;
import io.github.treesitter.jtreesitter.InputEncoding;
import io.github.treesitter.jtreesitter.Node;
import io.github.treesitter.jtreesitter.Parser;
import io.github.treesitter.jtreesitter.Tree;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One realistic fixture per language with a grammar, named after the grammar: it parses with no
 * ERROR node, the invariants hold at several budgets, the syntax structure produces its chunks,
 * and the top-level definitions its {@code .expect} file lists are named in the chunks'
 * {@code symbols}. Each fixture is listed by its {@code .expect} file in fixtures/syntax; its text
 * is there too, or, for languages the delimiter tests already cover, in kerf-core's
 * fixtures/delimiter.
 */
class SyntaxFixturesTest {

    static Stream<String> fixtures() throws IOException, URISyntaxException {
        Path dir = Path.of(SyntaxFixturesTest.class.getResource("/fixtures/syntax").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".expect"))
                    .map(n -> n.substring(0, n.length() - ".expect".length()))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    /** Every fixture's source, with its language. */
    static List<Source> allFixtures() {
        try {
            return fixtures().map(SyntaxFixturesTest::source).toList();
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String language(String fixture) {
        return fixture.substring(0, fixture.indexOf('.'));
    }

    private static Source source(String fixture) {
        String own = "syntax/" + fixture;
        return (SyntaxFixturesTest.class.getResource("/fixtures/" + own) != null
                ? Fixtures.source(own) : Fixtures.source("delimiter/" + fixture)).withLanguage(language(fixture));
    }

    @Test
    void atLeastFortyLanguagesHaveAFixture() throws Exception {
        List<String> languages = fixtures().map(SyntaxFixturesTest::language).toList();
        assertThat(languages).hasSizeGreaterThanOrEqualTo(40);
        assertThat(Grammars.names()).containsAll(languages);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void parsesCleanlyAndChunksAlongItsSyntax(String fixture) throws IOException, URISyntaxException {
        String language = language(fixture);
        Source source = source(fixture);
        assertThat(source.text().lines().count()).as("fixture length").isGreaterThanOrEqualTo(80);
        try (Parser parser = new Parser(Grammars.language(language).orElseThrow());
                Tree tree = parser.parse(source.text(), InputEncoding.UTF_16LE).orElseThrow()) {
            Node root = tree.getRootNode();
            assertThat(root.hasError()).as("%s parses with no ERROR or MISSING node", fixture).isFalse();
        }
        Set<Object> symbols = new LinkedHashSet<>();
        for (int max : new int[] {32, 128, 512}) {
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(max).build());
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
            if (max == 128) {
                for (Chunk c : chunks) {
                    if (c.metadata().get("symbols") instanceof List<?> list) {
                        symbols.addAll(list);
                    }
                }
            }
        }
        List<String> expected = expected(fixture);
        assertThat(symbols).as("%s: definitions named in chunk metadata", fixture).containsAll(expected);
    }

    private static List<String> expected(String fixture) throws IOException, URISyntaxException {
        Path expect = Path.of(SyntaxFixturesTest.class.getResource("/fixtures/syntax/" + fixture + ".expect").toURI());
        List<String> names = new ArrayList<>();
        for (String line : Files.readAllLines(expect)) {
            if (!line.isBlank()) {
                names.add(line.strip());
            }
        }
        return names;
    }
}
