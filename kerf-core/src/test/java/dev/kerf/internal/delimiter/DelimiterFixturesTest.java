package dev.kerf.internal.delimiter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Fixtures;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Realistic fixtures, one per family and for languages without a grammar: the invariants at several
 * budgets, and the top-level definitions each fixture's {@code .expect} file lists are found as
 * top-level blocks.
 */
class DelimiterFixturesTest {
    /**
     * The markup languages whose sections kerf reads by default with the markup structure: their
     * fixtures here test the delimiter rows, which still cut them when delimiters are forced.
     */
    private static final java.util.Set<String> SECTIONED_MARKUP = java.util.Set.of("restructuredtext", "asciidoc", "org", "pod", "latex");

    private static final Pattern AT_LINE = Pattern.compile("at line (\\d+)$");

    static Stream<String> fixtures() {
        return Stream.of("javascript.js", "python.py", "ruby.rb", "lua.lua", "clojure.clj", "ocaml.ml", "haskell.hs",
                "bash.sh", "fortran.f90", "pascal.pas", "cobol.cbl", "vb.vb", "erlang.erl", "tcl.tcl", "latex.tex",
                "restructuredtext.rst", "asciidoc.adoc", "pod.pod", "matlab.m", "commonlisp.lisp", "sql.sql", "html.html", "groovy.groovy", "text.txt");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void invariantsAtEveryBudget(String name) {
        Source source = Fixtures.source("delimiter/" + name);
        assertThat(source.text().lines().count()).as("fixture length").isGreaterThanOrEqualTo(80);
        for (int max : new int[] {16, 64, 200, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().forceDelimiterFor(SECTIONED_MARKUP).maxTokens(max).build()), source);
            String expected = name.equals("text.txt") ? "prose" : "delimiter";
            assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo(expected));
        }
        ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().forceDelimiterFor(SECTIONED_MARKUP).maxTokens(100).overlapRatio(0.25).build()), source);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void topLevelDefinitionsAreBlocks(String name) throws IOException {
        if (name.equals("text.txt")) {
            return; // plain text has paragraphs and sentences, not definitions: the prose structure handles it
        }
        Source source = Fixtures.source("delimiter/" + name);
        String language = Languages.detect(name, source.text());
        Structure structure = DelimiterSegmenter.forLanguage(language).segment(source.text());
        List<Integer> found = new ArrayList<>();
        collectHeaderLines(structure.top(), 3, found);
        // A definition on one line (an arrow function, a constant) is a statement, not a block.
        List<String> lines = source.text().lines().toList();
        List<Integer> expected = expectedLines(name).stream()
                .filter(l -> l < lines.size() && !lines.get(l).isBlank())
                .toList();
        List<Integer> missing = new ArrayList<>(expected);
        missing.removeAll(found);
        assertThat(missing).as("%s: expected definitions not found as blocks (found %s)", name, found).isEmpty();
    }

    /**
     * No chunk of code goes undescribed: a chunk that holds a block is described by it, and one
     * made only of code between blocks (a preamble, top-level statements) as the file's module.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void everyChunkIsDescribedByItsBlockOrAsTheModule(String name) {
        if (name.equals("text.txt")) {
            return;
        }
        Source source = Fixtures.source("delimiter/" + name).withPath("fixtures/" + name);
        String display = Languages.displayName(Languages.detect(name, source.text()));
        String module = display + " module 'fixtures." + name.substring(0, name.indexOf('.')) + "'";
        for (int max : new int[] {32, 64, 200, 512}) {
            for (Chunk c : Kerf.create(ChunkOptions.builder().forceDelimiterFor(SECTIONED_MARKUP).maxTokens(max).build()).chunk(source)) {
                String where = name + " at " + max + ", line " + c.span().startLine();
                assertThat(c.metadata()).as(where).isNotEmpty();
                if (c.metadata().containsKey("delimiter_kind")) {
                    // A block is classified by the definition it lies in, else by its own kind, and
                    // names the definitions it lies in, read from their headers (DelimiterScopesTest),
                    // or, when none names one, the module.
                    assertThat(c.metadata()).as(where).containsKey("classification").containsKey("scope");
                    List<String> scope = dev.kerf.ChunkMetadata.texts(c.metadata(), "scope");
                    if (!scope.equals(List.of("module fixtures." + name.substring(0, name.indexOf('.'))))) {
                        assertThat(scope).as(where).isNotEmpty()
                                .allMatch(entry -> entry.matches("(class|namespace|module|package|program|type|function) \\S+"));
                        // The innermost named definition's kind, or the block's own when it is a
                        // definition whose header names nothing plainly (Fortran's type, public :: t).
                        String named = scope.getLast().substring(0, scope.getLast().indexOf(' '));
                        String own = ((String) c.metadata().get("delimiter_kind")).toLowerCase(java.util.Locale.ROOT);
                        assertThat(c.metadata().get("classification")).as(where).isIn(classification(named), classification(own));
                    }
                } else {
                    // An HTML page's inline style or script is code of its own language (the component structure).
                    String described = c.metadata().get("code_language") instanceof String code
                            ? Languages.displayName(code) + " module 'fixtures." + name.substring(0, name.indexOf('.')) + "'"
                            : module;
                    assertThat(c.metadata()).as(where).containsEntry("name", described)
                            .containsEntry("classification", "MODULE")
                            .containsEntry("scope", List.of("module fixtures." + name.substring(0, name.indexOf('.'))))
                            .containsEntry("module_path", List.of("fixtures", name.substring(0, name.indexOf('.'))));
                }
            }
        }
    }

    /** A definition's kind as a scope entry or delimiter_kind says it, as classification says it. */
    private static String classification(String kind) {
        return switch (kind) {
            case "package", "program" -> "MODULE";
            case "type" -> "TYPE_ALIAS";
            default -> kind.toUpperCase(java.util.Locale.ROOT);
        };
    }

    /** POD's sections are its =head commands, nested by level; a line starting with '#' is text, not a heading. */
    @Test
    void podSectionsAreItsHeadCommands() {
        Source source = Fixtures.source("delimiter/pod.pod");
        List<Integer> top = new ArrayList<>();
        collectHeaderLines(DelimiterSegmenter.forLanguage("pod").segment(source.text()).top(), 1, top);
        assertThat(top).containsExactly(8, 12, 21, 41, 86, 90);
        List<Integer> all = new ArrayList<>();
        collectHeaderLines(DelimiterSegmenter.forLanguage("pod").segment(source.text()).top(), 3, all);
        assertThat(all).containsExactly(8, 12, 21, 30, 36, 41, 43, 50, 56, 62, 68, 80, 86, 90);
    }

    /** A Fortran main program is a program, not a module. */
    @Test
    void aFortranProgramIsNamedSo() {
        Source source = Fixtures.source("delimiter/fortran.f90");
        List<Object> names = DelimiterSegmenter.forLanguage("fortran").segment(source.text()).top().stream()
                .map(seg -> seg.labels().get("name")).filter(java.util.Objects::nonNull).toList();
        assertThat(names).containsExactly("Module at line 7", "Program at line 122");
    }

    @Test
    void codeWithNoBlockAtAllIsTheModule() {
        String script = "set -eu\nexport PATH=/usr/local/bin:$PATH\n" + "echo \"copying $1\"\ncp -r \"$1\" /srv/www\n".repeat(40);
        List<Chunk> chunks = Kerf.create(ChunkOptions.builder().maxTokens(64).build())
                .chunk(Source.fromText(script).withPath("deploy/publish.sh").withLanguage("bash"));
        assertThat(chunks).hasSizeGreaterThan(1).allSatisfy(c -> assertThat(c.metadata())
                .containsEntry("name", "Bash module 'deploy.publish'")
                .containsEntry("classification", "MODULE")
                .containsEntry("module_path", List.of("deploy", "publish")));
        // An absolute path gives the file's name alone: its folders say where a checkout lies, not the module.
        for (String absolute : List.of("/home/ann/src/deploy/publish.sh", "C:\\Users\\ann\\deploy\\publish.sh")) {
            assertThat(Kerf.create(ChunkOptions.builder().maxTokens(64).build())
                    .chunk(Source.fromText(script).withPath(absolute).withLanguage("bash")).getFirst().metadata())
                    .as(absolute).containsEntry("module_path", List.of("publish"));
        }
        // Only the extension comes off a name with dots: lib.es5.d.ts and lib.dom.d.ts are two modules, not both "lib".
        for (String[] named : new String[][] {{"types/lib.es5.d.ts", "lib.es5"}, {"types/lib.dom.d.ts", "lib.dom"},
                {"deploy/publish.test.sh", "publish.test"}, {"deploy/.profile", ".profile"},
                // A template's extension follows that of what it renders: both come off.
                {"views/show.html.erb", "show"}, {"views/index.blade.php", "index"}, {"deploy/values.yaml.j2", "values"}}) {
            assertThat(Kerf.create(ChunkOptions.builder().maxTokens(64).build())
                    .chunk(Source.fromText(script).withPath(named[0]).withLanguage("bash")).getFirst().metadata())
                    .as(named[0]).containsEntry("module_path", List.of(named[0].substring(0, named[0].indexOf('/')), named[1]));
        }
        // A hidden folder keeps its dot in the path, but not in the dotted name, where it read as an empty part (own..github).
        assertThat(Kerf.create(ChunkOptions.builder().maxTokens(64).build())
                .chunk(Source.fromText(script).withPath("own/.github/scripts/release.sh").withLanguage("bash")).getFirst().metadata())
                .containsEntry("module_path", List.of("own", ".github", "scripts", "release"))
                .containsEntry("scope", List.of("module own.github.scripts.release"))
                .containsEntry("name", "Bash module 'own.github.scripts.release'");
        Chunk withoutPath = Kerf.create(ChunkOptions.builder().maxTokens(64).build())
                .chunk(Source.fromText(script).withLanguage("bash")).getFirst();
        assertThat(withoutPath.metadata()).containsEntry("name", "Bash module").containsEntry("scope", List.of("module"))
                .doesNotContainKey("module_path");
    }

    /**
     * A file whose lines end in a lone CR (as old Mac files do) is cut where the same file with LF
     * is: the same spans, strategies and metadata, but for the break chars in verbatim metadata. With
     * the characters tokenizer both cost alike, so any difference is the structure's reading of
     * lines (a here-document's end, a comment's, a definition's first line).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void aLoneCrEndsALineAsLfDoes(String name) {
        Source lf = Fixtures.source("delimiter/" + name);
        String language = Languages.detect(name, lf.text());
        Source cr = Source.fromText(lf.text().replace('\n', '\r')).withPath(name).withLanguage(language);
        lf = Source.fromText(lf.text()).withPath(name).withLanguage(language);
        for (int max : new int[] {64, 200}) {
            Kerf kerf = Kerf.create(ChunkOptions.builder().tokenizer("characters").maxTokens(max).build());
            assertThat(cutsOf(kerf.chunk(cr))).as("%s at %d", name, max).isEqualTo(cutsOf(kerf.chunk(lf)));
        }
    }

    private static List<String> cutsOf(List<Chunk> chunks) {
        return chunks.stream().map(c -> c.span() + " " + c.strategy() + " " + String.valueOf(c.metadata()).replace('\r', '\n')).toList();
    }

    /** Header lines of labelled segments down to {@code depth} levels (a class inside a namespace, an element inside body). */
    private static void collectHeaderLines(List<Segment> segments, int depth, List<Integer> out) {
        for (Segment seg : segments) {
            Object label = seg.labels().get("name");
            if (label != null) {
                Matcher m = AT_LINE.matcher(label.toString());
                if (m.find()) {
                    out.add(Integer.parseInt(m.group(1)));
                }
                if (depth > 1) {
                    collectHeaderLines(seg.children(), depth - 1, out);
                }
            }
        }
    }

    private static List<Integer> expectedLines(String name) throws IOException {
        try (InputStream in = DelimiterFixturesTest.class.getResourceAsStream("/fixtures/delimiter/" + name + ".expect")) {
            List<Integer> lines = new ArrayList<>();
            for (String row : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!row.isBlank()) {
                    lines.add(Integer.parseInt(row.split("\t")[0].strip()));
                }
            }
            return lines;
        }
    }
}
