package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.core.api.InstanceOfAssertFactories;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Fixtures;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.MachineCorpus;
import dev.kerf.Source;
import dev.kerf.grammars.Grammars;
import dev.kerf.spi.Labels;
import io.github.treesitter.jtreesitter.InputEncoding;
import io.github.treesitter.jtreesitter.Node;
import io.github.treesitter.jtreesitter.Parser;
import io.github.treesitter.jtreesitter.Tree;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every chunk of code says what it holds: a classification and a scope (the module for code
 * outside every definition), every definition that begins in it, whether its region is damaged,
 * and, for a node cut along delimiter blocks, which definition it belongs to.
 */
class ChunkMetadataTest {

    private static final int[] BUDGETS = {32, 128, 512};

    private static Kerf kerf(int maxTokens, Granularity granularity) {
        return Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).granularity(granularity).build());
    }

    private static Kerf kerf(int maxTokens) {
        return kerf(maxTokens, Granularity.DEFINITION);
    }

    private static Source fixture(String name, String path) {
        return Fixtures.source("metadata/" + name).withPath(path);
    }

    // ---- every code chunk is described -------------------------------------------------------

    static Stream<String> fixtures() throws Exception {
        return SyntaxFixturesTest.fixtures();
    }

    private static Source syntaxFixture(String fixture) {
        String language = fixture.substring(0, fixture.indexOf('.'));
        String own = "syntax/" + fixture;
        Source s = ChunkMetadataTest.class.getResource("/fixtures/" + own) != null
                ? Fixtures.source(own) : Fixtures.source("delimiter/" + fixture);
        return s.withLanguage(language);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void everyChunkOfAFixtureHasAClassificationAndAScope(String fixture) {
        Source source = syntaxFixture(fixture);
        for (Granularity g : Granularity.values()) {
            for (int max : BUDGETS) {
                List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(max, g), source);
                assertThat(chunks).as("%s at %d, %s", fixture, max, g).allSatisfy(c -> {
                    assertThat(c.strategy()).isEqualTo("semantic");
                    assertThat(c.metadata()).as("lines %d-%d", c.span().startLine(), c.span().endLine())
                            .isNotEmpty().containsKeys("name", "classification", "kind", "scope");
                    // Every key is one of the table readers rely on.
                    assertThat(Labels.keys()).containsAll(c.metadata().keySet());
                    assertThat(c.metadata().get("scope")).asInstanceOf(InstanceOfAssertFactories.LIST).isNotEmpty();
                });
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void symbolsNameEveryDefinitionThatBeginsInTheChunk(String fixture) {
        Source source = syntaxFixture(fixture);
        String language = source.languageHint().orElseThrow();
        List<Definition> definitions = definitions(language, source.text());
        for (Granularity g : Granularity.values()) {
            for (int max : BUDGETS) {
                assertNamed(fixture + " at " + max + ", " + g, ChunkInvariants.chunkAndCheck(kerf(max, g), source), definitions);
            }
        }
    }

    @Test
    void realJavaAndPythonFilesAreDescribedAndNameTheirDefinitions() {
        List<Source> sources = new ArrayList<>(MachineCorpus.jdkSources(31, 40));
        sources.addAll(MachineCorpus.pythonStdlib(31, 40));
        Kerf kerf = kerf(256);
        int chunks = 0;
        int definitions = 0;
        for (Source s : sources) {
            List<Chunk> cut = kerf.chunk(s);
            ChunkInvariants.check(s, kerf.options(), cut);
            assertThat(cut).as(s.path().orElseThrow()).allSatisfy(c -> assertThat(c.metadata())
                    .as("%s lines %d-%d", s.path().orElseThrow(), c.span().startLine(), c.span().endLine())
                    .containsKeys("name", "classification", "scope", "module_path"));
            String language = s.path().orElseThrow().endsWith(".py") ? "python" : "java";
            List<Definition> defined = definitions(language, s.text());
            assertNamed(s.path().orElseThrow(), cut, defined);
            chunks += cut.size();
            definitions += defined.size();
        }
        assertThat(chunks).isPositive();
        assertThat(definitions).isPositive();
    }

    /** A definition found by walking the whole parse tree: where it begins and its {@code name} field. */
    private record Definition(int start, String name) {}

    private static void assertNamed(String what, List<Chunk> chunks, List<Definition> definitions) {
        for (Definition d : definitions) {
            Chunk holder = chunks.stream().filter(c -> c.span().charStart() <= d.start() && d.start() < c.span().charEnd())
                    .findFirst().orElseThrow();
            assertThat(holder.metadata().get("symbols")).as("%s: the chunk at line %d holds the start of '%s'", what,
                    holder.span().startLine(), d.name()).asInstanceOf(InstanceOfAssertFactories.LIST).contains(d.name());
        }
    }

    /**
     * The definitions of a text, counted apart from kerf's structure: every node of a kind the
     * language's definitions table lists that has a {@code name} field on one line. Imports and
     * exports name what other code defines, a function's local variables and the types of a type
     * signature define nothing outside it, and a C type named without a body defines no type: they
     * are left out. Nothing below an ERROR node or a damaged definition counts, nor below a node on
     * one line that is no definition (kerf does not walk into those: {@code class D(c): ...} as the
     * one-line body of a {@code with}).
     */
    private static List<Definition> definitions(String language, String text) {
        Map<String, String> kinds = Definitions.of(language);
        List<Definition> out = new ArrayList<>();
        try (Parser parser = new Parser(Grammars.language(language).orElseThrow());
                Tree tree = parser.parse(text, InputEncoding.UTF_16LE).orElseThrow()) {
            record Visit(Node node, boolean inCallable, boolean inSignature) {}
            Deque<Visit> stack = new ArrayDeque<>();
            stack.push(new Visit(tree.getRootNode(), false, false));
            while (!stack.isEmpty()) {
                Visit v = stack.pop();
                Node node = v.node();
                String classification = kinds.get(node.getType());
                if (node.isError() || classification == null && node.getStartPoint().row() == node.getEndPoint().row()
                        && node != tree.getRootNode()) {
                    continue;
                }
                boolean inCallable = v.inCallable();
                boolean inSignature = v.inSignature();
                if (classification != null) {
                    boolean data = classification.equals("VARIABLE") || classification.equals("CONSTANT");
                    boolean typeOnly = node.getType().endsWith("_specifier") && node.getChildByFieldName("body").isEmpty();
                    var name = node.getChildByFieldName("name");
                    boolean local = inCallable && (data || node.getType().equals("bind")); // Haskell's bind in a do block or where clause
                    if (!classification.equals("IMPORT") && !classification.equals("EXPORT") && !local
                            && !inSignature && !typeOnly && name.isPresent()) {
                        String n = name.get().getText().strip();
                        var patterns = node.getChildByFieldName("patterns");
                        if (classification.equals("IMPL") && patterns.isPresent()) {
                            // A Haskell instance: its class and its type.
                            n = text.substring(name.get().getStartByte() / 2, patterns.get().getEndByte() / 2).strip();
                        }
                        if (!n.isEmpty() && n.indexOf('\n') < 0 && n.length() <= 60) {
                            out.add(new Definition(node.getStartByte() / 2, n));
                        }
                    }
                    inCallable |= classification.equals("FUNCTION") || classification.equals("METHOD") || classification.equals("TEST");
                } else if (java.util.Set.of("arrow_function", "function_expression", "lambda_expression", "closure_expression", "func_literal")
                        .contains(node.getType())) {
                    inCallable = true; // a function without a name holds locals too
                    inSignature |= node.getType().equals("signature");
                    if (node.hasError()) {
                        continue;
                    }
                }
                List<Node> children = node.getNamedChildren();
                for (int i = children.size() - 1; i >= 0; i--) {
                    stack.push(new Visit(children.get(i), inCallable, inSignature));
                }
            }
        }
        return out;
    }

    // ---- module-level code ---------------------------------------------------------------------

    /** A module docstring, its imports and its {@code if __name__ == "__main__":} block are the module's. */
    @Test
    void codeOutsideEveryDefinitionIsTheModules() {
        Source source = fixture("yinyang.py", "turtledemo/yinyang.py");
        Chunk docstring = ChunkInvariants.chunkAndCheck(kerf(512), source).getFirst();
        assertThat(docstring.text()).contains("turtle-example-suite");
        Chunk main = ChunkInvariants.chunkAndCheck(kerf(24), source).stream()
                .filter(c -> c.text().startsWith("if __name__")).findFirst().orElseThrow();
        for (Chunk c : List.of(docstring, main)) {
            assertThat(c.metadata()).containsEntry("name", "Python module 'turtledemo.yinyang'")
                    .containsEntry("classification", "MODULE").containsEntry("kind", "module").containsEntry("category", "module")
                    .containsEntry("nesting_level", 0).containsEntry("scope", List.of("module turtledemo.yinyang"))
                    .containsEntry("module_path", List.of("turtledemo", "yinyang")).containsKey("importance")
                    .doesNotContainKey("symbols");
        }
        // The same module with no path: named by its language alone.
        Chunk anonymous = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(source.text()).withLanguage("python")).getFirst();
        assertThat(anonymous.metadata()).containsEntry("name", "Python module").containsEntry("scope", List.of("module"))
                .doesNotContainKey("module_path");
    }

    @Test
    void theModulePathIsThePathAsTheFileSystemReadsIt() {
        String py = "import os\n\nprint(os.name)\n";
        for (String path : List.of("meta/geo.py", "./meta/../meta/geo.py", "meta/./geo.py", "other/../meta/geo.py")) {
            Chunk c = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(py).withPath(path)).getFirst();
            assertThat(c.metadata()).as(path).containsEntry("module_path", List.of("meta", "geo"));
        }
    }

    @Test
    void aDecoratedOrExportedDefinitionIsNotNestedInItself() {
        // Split below the decorator or the export, the definition is still the one the wrapper
        // stands for: its scope names it once ("function main", not "function main > function main").
        String py = "import click\n\n@click.command()\n@click.option('--n', default=1)\ndef main(n):\n"
                + "    \"\"\"Run it.\"\"\"\n" + "    total = n * 2\n    print(total)\n".repeat(30);
        String ts = "export class A {\n" + "  m(x: number): number {\n    return x * 2;\n  }\n".repeat(1)
                + "  n(): void {\n" + "    console.log('n');\n".repeat(30) + "  }\n}\n";
        for (Source source : List.of(Source.fromText(py).withPath("cli/_main.py"), Source.fromText(ts).withPath("src/a.ts"))) {
            for (int max : new int[] {24, 64}) {
                for (Chunk c : ChunkInvariants.chunkAndCheck(kerf(max), source)) {
                    if (c.metadata().get("scope") instanceof List<?> scope) {
                        assertThat(scope).as("%s at %d: %s", source.path().orElseThrow(), max, c.text()).doesNotHaveDuplicates();
                    }
                }
            }
        }
    }

    @Test
    void aDeclaredPackageNamesTheModule() {
        String java = """
                /*
                 * Licensed under the Apache License, Version 2.0.
                 */

                package org.example.text;

                import java.util.List;
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512),
                Source.fromText(java + "\n/** Words. */\nfinal class Words {\n    static int count(List<String> w) {\n        return w.size();\n    }\n}\n")
                        .withPath("src/main/java/org/example/text/Words.java"));
        assertThat(chunks.getFirst().metadata()).containsEntry("name", "Java module 'org.example.text'")
                .containsEntry("scope", List.of("module org.example.text"))
                .containsEntry("module_path", List.of("org", "example", "text"));
    }

    // ---- symbols of nested definitions ---------------------------------------------------------

    @Test
    void aRustImplKeptWholeNamesItsFunctions() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Fixtures.source("syntax/rust.rs").withLanguage("rust"));
        Chunk impl = chunks.stream().filter(c -> c.text().startsWith("impl Station {")).findFirst().orElseThrow();
        assertThat(impl.metadata()).containsEntry("name", "Rust impl 'Station'").containsEntry("classification", "IMPL")
                .containsEntry("is_composite", true).containsEntry("symbols", List.of("Station", "new", "record", "summarise"));
        Chunk display = chunks.stream().filter(c -> c.text().startsWith("impl fmt::Display for Reading")).findFirst().orElseThrow();
        assertThat(display.metadata()).containsEntry("name", "Rust impl 'Reading'").containsEntry("symbols", List.of("Reading", "fmt"));
    }

    /**
     * An impl for a type with no name of its own is named by the type as written: serde-json's
     * {@code impl<'a> Deserializer<'a> for &'a RawValue} was "Rust impl 'a'" (its lifetime), and
     * {@code impl Index for usize} and {@code impl<T> Matcher for [u8]} had no name at all.
     */
    @Test
    void aRustImplForAReferenceSliceOrPrimitiveIsNamedByThatType() {
        String rust = """
                impl<'de> Deserializer<'de> for &'de RawValue {
                    fn is_human_readable(&self) -> bool {
                        false
                    }
                }

                impl Index for usize {
                    fn index_into(&self) -> usize {
                        *self
                    }
                }

                impl std::ops::Index<Match> for [u8] {
                    type Output = [u8];
                }

                impl Display for Reading {
                    fn fmt(&self) {}
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(rust).withPath("value.rs"));
        assertThat(describing(chunks, "impl<'de>")).containsEntry("name", "Rust impl '&'de RawValue'");
        assertThat(describing(chunks, "impl Index for usize")).containsEntry("name", "Rust impl 'usize'")
                .containsEntry("scope", List.of("impl usize"));
        assertThat(describing(chunks, "impl std::ops")).containsEntry("name", "Rust impl '[u8]'");
        assertThat(describing(chunks, "impl Display")).containsEntry("name", "Rust impl 'Reading'");
    }

    /** A Dart operator is named by its operator: {@code bool operator ==(Object other)} was "method 'bool'". */
    @Test
    void aDartOperatorIsNamedByItsOperator() {
        String dart = """
                class AsyncState {
                  const AsyncState(this.isLoading);

                  final bool isLoading;

                  @override
                  bool operator ==(Object other) =>
                      identical(this, other) || other is AsyncState && isLoading == other.isLoading;

                  AsyncState operator +(AsyncState other) => AsyncState(isLoading || other.isLoading);
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(dart).withPath("async_state.dart"));
        assertThat(describing(chunks, "@override\n  bool operator")).containsEntry("name", "Dart method 'operator =='")
                .containsEntry("scope", List.of("class AsyncState", "method operator =="));
        assertThat(describing(chunks, "AsyncState operator +")).containsEntry("name", "Dart method 'operator +'");
    }

    /**
     * Where tree-sitter-commonlisp loses its way in a real file (serapeum's
     * internal-definitions.lisp, whose docstrings quote code), a docstring's first line was read
     * as a definition's name: 29 chunks were "Common Lisp function '\"Make internal definitions
     * using top-level definition forms.'". Half a string is no name.
     */
    @Test
    void noNameIsHalfAString() throws java.io.IOException {
        java.nio.file.Path file = null;
        for (java.nio.file.Path dir = java.nio.file.Path.of("").toAbsolutePath(); dir != null && file == null; dir = dir.getParent()) {
            if (java.nio.file.Files.isDirectory(dir.resolve("data/changes/serapeum"))) {
                file = dir.resolve("data/changes/serapeum/files/internal-definitions.lisp");
            }
        }
        assertThat(file).as("data/changes/serapeum in the repository").isNotNull();
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(256, Granularity.PACKED),
                Source.fromText(java.nio.file.Files.readString(file)).withPath("internal-definitions.lisp"));
        assertThat(chunks).hasSizeGreaterThan(20).allSatisfy(c -> assertThat(String.valueOf(c.metadata().get("name")))
                .doesNotContain("'\"Make internal").doesNotContain("function '\""));
    }

    @Test
    void aJavaClassKeptWholeNamesItsMethods() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Fixtures.source("syntax/java.java").withLanguage("java"));
        Chunk catalogue = chunks.stream().filter(c -> c.text().contains("final class Catalogue")).findFirst().orElseThrow();
        assertThat(catalogue.metadata()).containsEntry("name", "Java class 'Catalogue'")
                .containsEntry("symbols", List.of("Catalogue", "normalise"));
        Chunk state = chunks.stream().filter(c -> c.text().contains("enum LoanState")).findFirst().orElseThrow();
        assertThat(state.metadata().get("symbols")).asInstanceOf(InstanceOfAssertFactories.LIST).containsSubsequence("LoanState", "isPenalised");
    }

    @Test
    void aPythonClassKeptWholeNamesItsMethods() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512),
                fixture("_collections.py", "importlib/metadata/_collections.py"));
        Chunk frozen = chunks.stream().filter(c -> c.text().startsWith("# from jaraco")).findFirst().orElseThrow();
        assertThat(frozen.metadata()).containsEntry("name", "Python class 'FreezableDefaultDict'")
                .containsEntry("symbols", List.of("FreezableDefaultDict", "__missing__", "freeze"));
    }

    /**
     * A chunk that holds a small class whole and then the header and docstring of a large one is
     * named by the large one, which fills most of it (argparse's ArgumentTypeError named the chunk
     * of Action's docstring), and lists both.
     */
    @Test
    void amongEqualDefinitionsTheOneFillingTheChunkNamesIt() {
        StringBuilder doc = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            doc.append("    Option ").append(i).append(" tells the action how to convert the strings of the command line it is given.\n");
        }
        String text = "class ArgumentTypeError(Exception):\n    \"\"\"An error from converting a string to a type.\"\"\"\n    pass\n\n\n"
                + "class Action:\n    \"\"\"How to convert command line strings to Python objects.\n\n" + doc + "    \"\"\"\n\n"
                + "    def __init__(self, option_strings, dest):\n" + "        self.option_strings = option_strings\n".repeat(40)
                + "\n    def __call__(self, parser, namespace, values):\n" + "        raise NotImplementedError(values)\n".repeat(40);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512, Granularity.PACKED), Source.fromText(text).withLanguage("python"));
        Chunk first = chunks.getFirst();
        assertThat(first.text()).contains("class ArgumentTypeError").contains("Option 11").doesNotContain("def __init__");
        assertThat(first.metadata()).containsEntry("name", "Python class 'Action'")
                .containsEntry("symbols", List.of("ArgumentTypeError", "Action"));
        assertThat(first.metadata().get("scope")).isEqualTo(List.of("class Action"));
    }

    // ---- parse errors ----------------------------------------------------------------------------

    /** A function with a parenthesis left open, too large for one chunk: every part of it says it is damaged. */
    @Test
    void everyChunkOfADamagedFunctionSaysSo() {
        Source clean = fixture("colorsys.py", "colorsys.py");
        String damagedText = clean.text().replace("    rangec = (maxc-minc)\n", "    rangec = (maxc-minc\n");
        assertThat(damagedText).isNotEqualTo(clean.text());
        String text = damagedText;
        int from = text.indexOf("def rgb_to_hls");
        int to = text.indexOf("def hls_to_rgb");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(text).withPath("colorsys.py"));
        List<Chunk> damaged = chunks.stream().filter(c -> c.span().charStart() < to && c.span().charEnd() > from).toList();
        assertThat(damaged).hasSizeGreaterThan(2).allSatisfy(c -> assertThat(c.metadata())
                .as("lines %d-%d", c.span().startLine(), c.span().endLine()).containsEntry("has_parse_errors", true));
        // Far from the damage, nothing is marked.
        int first = text.indexOf("def rgb_to_yiq");
        assertThat(chunks.stream().filter(c -> c.span().charStart() <= first && first < c.span().charEnd()))
                .singleElement().satisfies(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
        List<Chunk> cleanChunks = ChunkInvariants.chunkAndCheck(kerf(32), clean);
        assertThat(cleanChunks).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
    }

    /**
     * TypeScript call signatures written without semicolons (swr's types, in prettier's
     * no-semicolon style) are valid: every chunk of the file said has_parse_errors, and the
     * definitions after them lost their names.
     */
    @Test
    void typeScriptCallSignaturesWithoutSemicolonsParse() {
        String ts = """
                export interface SWRHook {
                  /** Basic usage with just a key. */
                  <Data = any, Error = any>(
                    key: string
                  ): SWRResponse<Data, Error>

                  /** Key with an explicit fetcher. */
                  <Data = any, Error = any>(
                    key: string,
                    fetcher: Fetcher<Data> | null
                  ): SWRResponse<Data, Error>
                  (key: Key): SWRResponse
                }

                export type Middleware = (
                  useSWRNext: SWRHook
                ) => SWRHook

                export function useThing(key: string): number {
                  return key.length
                }
                """;
        for (String path : List.of("types.ts", "types.tsx")) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(32, Granularity.PACKED), Source.fromText(ts).withPath(path));
            assertThat(chunks).as(path).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
            assertThat((String) describing(chunks, "export function useThing").get("name")).endsWith(" function 'useThing'");
            assertThat((String) describing(chunks, "export type Middleware").get("name")).endsWith(" type alias 'Middleware'");
        }
    }

    /** A type parameter's variance annotation (zod 4's {@code interface ZodType<out Output = unknown>}) is valid TypeScript 4.7. */
    @Test
    void typeScriptVarianceAnnotationsParse() {
        String ts = """
                export interface ZodType<out Output = unknown, out Input = unknown> {
                  parse(data: unknown): Output;
                }

                interface Setter<in T> {
                  set(value: T): void;
                }

                type Mapped<T> = { [K in keyof T]: T[K] };

                export function parse<T>(schema: ZodType<T>, data: unknown): T {
                  return schema.parse(data);
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(32, Granularity.PACKED), Source.fromText(ts).withPath("schemas.ts"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).as(c.text()).doesNotContainKey("has_parse_errors"));
        assertThat((String) describing(chunks, "export interface ZodType").get("name")).isEqualTo("TypeScript interface 'ZodType'");
        assertThat((String) describing(chunks, "interface Setter").get("name")).isEqualTo("TypeScript interface 'Setter'");
    }

    // ---- hybrid cuts ---------------------------------------------------------------------------------

    /** A function of straight-line statements, cut along delimiter blocks: every part names the function. */
    @Test
    void everyPartOfAHybridCutNamesItsDefinition() {
        Source source = fixture("yinyang.py", "turtledemo/yinyang.py");
        String text = source.text();
        int from = text.indexOf("def yin(");
        int to = text.indexOf("def main(");
        List<Chunk> parts = ChunkInvariants.chunkAndCheck(kerf(24), source).stream()
                .filter(c -> c.span().charStart() >= from && c.span().charEnd() <= to).toList();
        assertThat(parts).hasSizeGreaterThan(3).allSatisfy(c -> assertThat(c.metadata())
                .as("lines %d-%d", c.span().startLine(), c.span().endLine())
                .containsEntry("parent_semantic_node", "Python function 'yin'")
                .containsEntry("semantic_context", Map.of("classification", "FUNCTION", "kind", "function_definition"))
                .containsEntry("classification", "FUNCTION").containsEntry("scope", List.of("function yin")));
    }

    /**
     * A function cut along its statements, not along delimiters: every part names it as its
     * parent_semantic_node too (only delimiter cuts did), and a function kept whole names none.
     */
    @Test
    void everyPartOfAFunctionCutAlongItsStatementsNamesIt() {
        StringBuilder py = new StringBuilder("def small():\n    return 1\n\n\ndef style(text, fg=None, bg=None):\n    \"\"\"Styles a text.\"\"\"\n");
        for (int i = 0; i < 12; i++) {
            py.append("    if fg == ").append(i).append(":\n        text = wrap(text, ").append(i).append(", bold=True)\n");
        }
        py.append("    return text\n");
        String text = py.toString();
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(64, Granularity.PACKED), Source.fromText(text).withPath("style.py"));
        int from = text.indexOf("def style");
        List<Chunk> parts = chunks.stream().filter(c -> c.span().charEnd() > from).toList();
        assertThat(parts).hasSizeGreaterThan(2).allSatisfy(c -> assertThat(c.metadata())
                .as("lines %d-%d", c.span().startLine(), c.span().endLine())
                .containsEntry("parent_semantic_node", "Python function 'style'")
                .containsEntry("semantic_context", Map.of("classification", "FUNCTION", "kind", "function_definition")));
        assertThat(ChunkInvariants.chunkAndCheck(kerf(512, Granularity.PACKED), Source.fromText(text).withPath("style.py")))
                .allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("parent_semantic_node"));
    }

    /**
     * A method cut into parts whose last part is packed with a small method after it: every part
     * names the cut method as its parent_semantic_node, and the last, mostly that method's end, is
     * described by it, not by the one-line method that begins in its last line (which it lists
     * among its symbols).
     */
    @Test
    void theLastPartOfACutMethodPackedWithTheNextIsDescribedByIt() {
        StringBuilder java = new StringBuilder("package a.b;\n\npublic class Ledger {\n\n    /**\n"
                + "     * Adds up the lengths of the given entries, each weighed by its position.\n     */\n"
                + "    public int total(java.util.List<String> entries) {\n        int total = 0;\n");
        for (int i = 0; i < 17; i++) {
            java.append("        total += entries.get(").append(i).append(").length() * ").append(i).append(";\n");
        }
        java.append("        return total;\n    }\n\n    int size() { return 1; }\n}\n");
        String text = java.toString();
        int from = text.indexOf("    public int total");
        int to = text.indexOf("        return total;");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(256, Granularity.PACKED), Source.fromText(text).withPath("Ledger.java"));
        List<Chunk> parts = chunks.stream().filter(c -> c.span().charStart() < to && c.span().charEnd() > from).toList();
        assertThat(parts).hasSizeGreaterThan(1).allSatisfy(c -> assertThat(c.metadata())
                .as("lines %d-%d", c.span().startLine(), c.span().endLine())
                .containsEntry("parent_semantic_node", "Java method 'total'"));
        int size = text.indexOf("    int size()");
        assertThat(chunks).filteredOn(c -> c.span().charStart() <= size && size < c.span().charEnd()).singleElement()
                .satisfies(c -> {
                    assertThat(c.span().charStart()).isGreaterThan(from);
                    assertThat(c.metadata()).containsEntry("name", "Java method 'total'")
                            .containsEntry("symbols", List.of("size"));
                });
    }

    // ---- names of wrapped and generic definitions ----------------------------------------------------

    /**
     * A variable or constant defined inside a function, named or not, is a local: a function cut
     * into parts is named by the function in every part, and its locals are no symbols (a
     * TypeScript handler's {@code const value2} named a chunk and was listed as a symbol).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"export const handler = async (req: Request): Promise<Response> => {",
            "export async function handler(req: Request): Promise<Response> {"})
    void aFunctionsLocalsNeitherNameItsPartsNorAreSymbols(String header) {
        StringBuilder ts = new StringBuilder(header).append('\n');
        for (int i = 0; i < 40; i++) {
            ts.append("  const value").append(i).append(" = await compute").append(i).append("(req.params.item").append(i)
                    .append(", { retries: ").append(i).append(" });\n  log.info(\"finished step ").append(i).append("\");\n");
        }
        ts.append("  return new Response(\"ok\");\n}").append(header.contains("=>") ? ";" : "").append('\n');
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(128, Granularity.PACKED), Source.fromText(ts.toString()).withPath("handler.ts"));
        assertThat(chunks.size()).isGreaterThan(3);
        assertThat(chunks).allSatisfy(c -> {
            assertThat((String) c.metadata().get("name")).endsWith("'handler'");
            assertThat(c.metadata().getOrDefault("symbols", List.of())).asInstanceOf(InstanceOfAssertFactories.LIST)
                    .allSatisfy(symbol -> assertThat(symbol).isEqualTo("handler"));
        });
    }

    /**
     * Go declares every type with {@code type}: a struct and an interface say what they are (they
     * were all TYPE_ALIAS), a defined type is a TYPE, and only {@code type A = B} an alias.
     */
    @Test
    void goTypesAreClassifiedByWhatTheyDeclare() {
        String go = """
                package shapes

                // Shape is anything with an area.
                type Shape interface {
                	Area() float64
                }

                // Square is a shape.
                type Square struct {
                	Side float64
                }

                type bitset []uint

                type Celsius = float64
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(go).withPath("shapes.go"));
        Map<Object, Object> classified = new java.util.LinkedHashMap<>();
        for (Chunk c : chunks) {
            classified.put(c.metadata().get("name"), c.metadata().get("classification"));
        }
        assertThat(classified).containsEntry("Go interface 'Shape'", "INTERFACE").containsEntry("Go struct 'Square'", "STRUCT")
                .containsEntry("Go type 'bitset'", "TYPE").containsEntry("Go type alias 'Celsius'", "TYPE_ALIAS");
    }

    /**
     * A Go method lies in the type its receiver names, as a Java method lies in its class: two
     * methods named Area were both "method Area", in their metadata and in the context header.
     */
    @Test
    void aGoMethodIsScopedToItsReceiversType() {
        String go = """
                package shapes

                type Circle struct{ R float64 }

                type Tree[K comparable, V any] struct{ root *node }

                // Area returns the area of the circle.
                func (c Circle) Area() float64 { return 3.14159 * c.R * c.R }

                func (t *Tree[K, V]) Len() int {
                	return 0
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).granularity(Granularity.DEFINITION).contextHeader(true).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(go).withPath("shapes.go"));
        Chunk area = chunks.stream().filter(c -> c.text().contains("func (c Circle)")).findFirst().orElseThrow();
        assertThat(area.metadata()).containsEntry("name", "Go method 'Area'").containsEntry("scope", List.of("type Circle", "method Area"))
                .containsEntry("parent_name", "type Circle");
        assertThat(area.embeddingText()).contains("# scope: type Circle > method Area\n");
        assertThat(describing(chunks, "func (t *Tree")).containsEntry("scope", List.of("type Tree", "method Len"));
    }

    /**
     * What a type declares without a body is a definition and a symbol, in every language that
     * writes it: a Rust trait's required methods, TypeScript's and Go's interface methods, C#'s
     * fields and constants, class fields (Java's were, C#'s were named by their type or not at all).
     */
    static Stream<org.junit.jupiter.params.provider.Arguments> declarationsWithoutBodies() {
        return Stream.of(
                org.junit.jupiter.params.provider.Arguments.of("lib.rs",
                        "pub trait Store {\n    /// Reads one.\n    fn get(&self, key: &str) -> Option<String>;\n    fn put(&mut self, key: String);\n}\n", "get,put"),
                org.junit.jupiter.params.provider.Arguments.of("store.ts",
                        "export interface Store {\n  get(key: string): string\n  put(key: string, value: string): void\n}\n", "get,put"),
                org.junit.jupiter.params.provider.Arguments.of("store.go",
                        "package store\n\ntype Store interface {\n\tGet(key string) string\n\tPut(key, value string)\n}\n", "Get,Put"),
                org.junit.jupiter.params.provider.Arguments.of("Shop.cs", "public class Publisher\n{\n    private readonly IServiceProvider _factory;\n"
                        + "    public const int MaxRetries = 3;\n    public int Count { get; set; }\n}\n", "_factory,MaxRetries,Count"),
                org.junit.jupiter.params.provider.Arguments.of("shop.ts",
                        "export class Shop {\n  private readonly items: Map<string, number> = new Map()\n  static count = 0\n}\n", "items,count"),
                org.junit.jupiter.params.provider.Arguments.of("shop.js", "export class Shop {\n  items = new Map();\n  static count = 0;\n}\n", "items,count"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("declarationsWithoutBodies")
    void declarationsWithoutBodiesAreSymbols(String path, String code, String names) {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512, Granularity.PACKED), Source.fromText(code).withPath(path));
        List<Object> symbols = chunks.stream().flatMap(c -> ((List<?>) c.metadata().getOrDefault("symbols", List.of())).stream()).map(o -> (Object) o).toList();
        assertThat(symbols).as("%s", chunks.stream().map(Chunk::metadata).toList()).containsAll(List.of((Object[]) names.split(",")));
    }

    /**
     * yaml-cpp's tests: an anonymous namespace was named after the first identifier in its body
     * ("namespace TEST"), and every test "function TEST", after the macro that defines it. The
     * namespace is "(anonymous)", as C++ calls it, which names no symbol.
     */
    @Test
    void anAnonymousNamespaceIsAnonymousAndATestMacroIsNamedByItsCall() {
        String cpp = """
                namespace YAML {
                namespace {
                TEST(NodeTest, SimpleScalar) {
                  Node node = Node("Hello, World!");
                  EXPECT_TRUE(node.IsScalar());
                }

                TEST_F(EmitterTest, SimpleMap) {
                  out << BeginMap << Key << "name" << Value << "Ryan" << EndMap;
                }
                }  // namespace
                }  // namespace YAML
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(48), Source.fromText(cpp).withPath("test/node_test.cpp"));
        assertThat(describing(chunks, "TEST(NodeTest")).containsEntry("name", "C++ function 'TEST(NodeTest, SimpleScalar)'")
                .containsEntry("scope", List.of("namespace YAML", "namespace (anonymous)", "function TEST(NodeTest, SimpleScalar)"));
        assertThat(describing(chunks, "TEST_F(EmitterTest")).containsEntry("name", "C++ function 'TEST_F(EmitterTest, SimpleMap)'");

        // A constructor has no return type either, but is not in upper case: named by its name.
        String ctor = """
                Ledger::Ledger(int opening) : balance_(opening) {
                  check();
                }

                Entry(int amount) {
                  post(amount);
                }
                """;
        List<Chunk> ctorChunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(ctor).withPath("ledger.cpp"));
        assertThat(describing(ctorChunks, "Ledger::Ledger")).containsEntry("name", "C++ function 'Ledger'");
        assertThat(describing(ctorChunks, "Entry(int")).containsEntry("name", "C++ function 'Entry'");
    }

    /** tree-sitter-swift writes every struct, enum and extension as a class_declaration: its keyword says which. */
    @Test
    void swiftStructsEnumsAndExtensionsAreNotClasses() {
        String swift = """
                struct Point {
                    var x: Int
                }

                enum Color {
                    case red
                }

                extension Point {
                    func norm() -> Int { return x }
                }

                final class Session {
                    func start() {}
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(swift).withPath("Shapes.swift"));
        assertThat(describing(chunks, "struct Point")).containsEntry("name", "Swift struct 'Point'").containsEntry("classification", "STRUCT");
        assertThat(describing(chunks, "enum Color")).containsEntry("name", "Swift enum 'Color'").containsEntry("classification", "ENUM");
        assertThat(describing(chunks, "extension Point")).containsEntry("name", "Swift impl 'Point'").containsEntry("classification", "IMPL")
                .containsEntry("symbols", List.of("Point", "norm"));
        assertThat(describing(chunks, "final class Session")).containsEntry("name", "Swift class 'Session'").containsEntry("classification", "CLASS");
    }

    /** tree-sitter-kotlin writes interfaces and enums as class_declaration: the keyword and the enum's body say which. */
    @Test
    void kotlinInterfacesAndEnumsAreNotClasses() {
        String kotlin = """
                interface Shape {
                    fun area(): Int
                }

                enum class Color {
                    RED, GREEN
                }

                data class Point(val x: Int, val y: Int)
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(kotlin).withPath("Shapes.kt"));
        assertThat(describing(chunks, "interface Shape")).containsEntry("name", "Kotlin interface 'Shape'").containsEntry("classification", "INTERFACE");
        assertThat(describing(chunks, "enum class Color")).containsEntry("name", "Kotlin enum 'Color'").containsEntry("classification", "ENUM");
        assertThat(describing(chunks, "data class Point")).containsEntry("name", "Kotlin class 'Point'").containsEntry("classification", "CLASS");
    }

    /**
     * A C function-like macro is a definition, a MACRO named by its name and listed in symbols,
     * with the comment above it; an object-like one with a value ({@code #define VERSION 3}) is a
     * CONSTANT, as a code search is asked for it; a define with no value (an include guard, a
     * feature flag) names nothing.
     */
    @Test
    void aCFunctionLikeMacroIsAMacro() {
        String c = """
                #ifndef MAX_H
                #define MAX_H
                #define HAVE_STDIO
                #include <stdio.h>

                /* The larger of two values, each read once. */
                #define MAX(a, b) ((a) > (b) ? (a) : (b))

                #define VERSION 3

                int main(void) {
                  return MAX(1, VERSION);
                }
                #endif
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(48), Source.fromText(c).withPath("max.c"));
        assertThat(describing(chunks, "/* The larger")).containsEntry("name", "C macro 'MAX'").containsEntry("classification", "MACRO")
                .containsEntry("scope", List.of("macro MAX"));
        assertThat(chunks.stream().flatMap(ch -> dev.kerf.ChunkMetadata.texts(ch.metadata(), "symbols").stream()).toList())
                .contains("MAX", "VERSION", "main").doesNotContain("MAX_H", "HAVE_STDIO");
    }

    /**
     * The doc comment of a Haskell module's first declaration goes with it, not with the imports:
     * tree-sitter-haskell ends the group of imports with it (relude's ordNub's doc was a chunk of
     * the module).
     */
    @Test
    void theDocOfTheFirstHaskellDeclarationGoesWithIt() {
        String hs = """
                module Demo
                    ( ordNub
                    ) where

                import qualified Data.Set as Set
                import Prelude (Int, (.))

                {- | Removes duplicate elements from a list, keeping only the first occurrence of
                the element.

                >>> ordNub [3, 3, 3, 2, 2, -1, 1]
                [3,2,-1,1]
                -}
                ordNub :: forall a . (Ord a) => [a] -> [a]
                ordNub = go Set.empty
                  where
                    go _ []     = []
                    go s (x:xs) = if x `Set.member` s then go s xs else x : go (Set.insert x s) xs
                """;
        for (int limit : new int[] {96, 128}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(limit), Source.fromText(hs).withPath("src/Demo.hs"));
            assertThat(chunks.getFirst().text()).as("at %d", limit).startsWith("module Demo").doesNotContain("Removes duplicate");
            assertThat(chunks).as("at %d", limit).filteredOn(c -> c.text().contains("Removes duplicate")).singleElement()
                    .satisfies(c -> assertThat(c.text()).contains("ordNub :: forall a"));
        }
    }

    /** Zig declares its types as constants: a struct and an enum say what they are (they were CONSTANT), an import stays one. */
    @Test
    void zigTypesAreClassifiedByWhatTheyDeclare() {
        String zig = """
                const std = @import("std");

                pub const KeyValue = struct {
                    key: u32,
                    value: u32,

                    pub fn init(key: u32, value: u32) KeyValue {
                        return .{ .key = key, .value = value };
                    }
                };

                const Mode = enum { read, write };

                const max_entries = 10;
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(zig).withPath("src/kv.zig"));
        assertThat(describing(chunks, "const std")).containsEntry("classification", "IMPORT");
        assertThat(describing(chunks, "pub const KeyValue")).containsEntry("name", "Zig struct 'KeyValue'").containsEntry("classification", "STRUCT");
        assertThat(describing(chunks, "const Mode")).containsEntry("name", "Zig enum 'Mode'");
        assertThat(describing(chunks, "const max_entries")).containsEntry("classification", "CONSTANT");
    }

    /** busted's describe and it blocks are Lua's tests, named by their titles (inspect.lua's spec was 34 chunks of "Lua module"). */
    @Test
    void bustedBlocksAreLuaTests() {
        String lua = """
                local inspect = require 'inspect'

                describe('inspect', function()
                  describe('numbers', function()
                    it('works', function()
                      assert.equals('1', inspect(1))
                      assert.equals('1.5', inspect(1.5))
                    end)
                  end)
                end)
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(lua).withPath("spec/inspect_spec.lua"));
        assertThat(describing(chunks, "it('works'")).containsEntry("classification", "TEST")
                .containsEntry("scope", List.of("test inspect", "test numbers", "test works"));
    }

    /** A Kotlin extension property is named by its name, not by its receiver's type (moshi's val Type.rawType was "Type"). */
    @Test
    void aKotlinExtensionPropertyIsNamedByItsName() {
        String kotlin = """
                package demo

                /** Returns the raw [Class] type of this type. */
                public val Type.rawType: Class<*>
                  get() = Types.getRawType(this)

                internal val Class<*>.isKotlin: Boolean
                  get() = isAnnotationPresent(Metadata::class.java)

                val plain: Int = 1
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(kotlin).withPath("Types.kt"));
        assertThat(describing(chunks, "public val Type.rawType")).containsEntry("name", "Kotlin variable 'rawType'");
        assertThat(describing(chunks, "internal val Class<*>.isKotlin")).containsEntry("name", "Kotlin variable 'isKotlin'");
        assertThat(describing(chunks, "val plain")).containsEntry("name", "Kotlin variable 'plain'");
    }

    /**
     * Elixir defines with calls ({@code def}, {@code defmodule}, ExUnit's {@code test}) and
     * attributes ({@code @callback}, {@code @type}): they are named by their first argument, and
     * a {@code defmodule} around the whole file is its module path. Before, every chunk of an
     * Elixir file was "module" and named after the file.
     */
    @Test
    void elixirDefinitionsAreNamedByWhatTheyDefine() {
        String elixir = """
                defmodule MyApp.Greeter do
                  @moduledoc "Greets people."

                  alias MyApp.Names

                  @type greeting :: String.t()

                  @callback greet(String.t()) :: greeting

                  @doc "Greets a person."
                  @spec greet(String.t()) :: greeting
                  def greet(name) when is_binary(name) do
                    "hello, #{name}"
                  end

                  defp shout(text), do: String.upcase(text)

                  defmacro loud(expr) do
                    quote do: shout(unquote(expr))
                  end

                  test "greets by name" do
                    assert greet("Ann") == "hello, Ann"
                  end
                end
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(48), Source.fromText(elixir).withPath("lib/greeter.ex"));
        assertThat(describing(chunks, "defmodule MyApp.Greeter")).containsEntry("name", "Elixir module 'MyApp.Greeter'")
                .containsEntry("classification", "MODULE").containsEntry("module_path", List.of("MyApp", "Greeter"));
        assertThat(describing(chunks, "@type greeting")).containsEntry("name", "Elixir type alias 'greeting'")
                .containsEntry("classification", "TYPE_ALIAS");
        assertThat(describing(chunks, "@callback greet")).containsEntry("classification", "FUNCTION").containsEntry("symbol", "greet");
        assertThat(describing(chunks, "@doc \"Greets a person.\"")).containsEntry("name", "Elixir function 'greet'")
                .containsEntry("scope", List.of("module MyApp.Greeter", "function greet"));
        assertThat(describing(chunks, "defp shout")).containsEntry("name", "Elixir function 'shout'");
        assertThat(describing(chunks, "defmacro loud")).containsEntry("name", "Elixir macro 'loud'")
                .containsEntry("classification", "MACRO").containsEntry("scope", List.of("module MyApp.Greeter", "macro loud"));
        assertThat(describing(chunks, "test \"greets by name\"")).containsEntry("classification", "TEST")
                .containsEntry("symbol", "greets by name");
    }

    /**
     * The test blocks of Mocha and Jest, RSpec, ScalaTest, Dart, Pest, Quick and Kotest are calls
     * with a title and a body;
     * they are TESTs named by their title, and a chunk inside one is scoped to its describe and it.
     * A call of a function named test without a body ({@code test(input)}), or a method of that
     * name ({@code pattern.test(line)}), is none. Before, every chunk of these files was "module".
     */
    @Test
    void testBlocksAreTestsNamedByTheirTitles() {
        String js = """
                const assert = require('node:assert')

                describe('res.send()', function () {
                  it('should set the body to an empty string', function (done) {
                    request(app).get('/').expect(200, '', done)
                  })

                  it(`should send a Buffer as octet-stream`, async () => {
                    await request(app).get('/').expect('Content-Type', 'application/octet-stream')
                  })
                })

                function check(line) {
                  test(line)
                  return /^ok/.test(line)
                }
                """;
        String ruby = """
                describe Thor::Group do
                  context "with options" do
                    it "parses the flags given" do
                      expect(parse("--force")).to eq(force: true)
                    end
                  end
                end
                """;
        String scala = """
                class ParserSuite extends AnyFunSuite {
                  test("parses integers") {
                    import fastparse._
                    assert(parse("12", number(_)).isSuccess)
                    assert(parse("-7", number(_)).isSuccess)
                  }

                  test("rejects letters") {
                    import fastparse._
                    assert(!parse("x", number(_)).isSuccess)
                  }
                }
                """;
        String dart = """
                void main() {
                  group('when trailing options are allowed', () {
                    test('collects non-options in rest', () {
                      expectThrows(parser, ['--verbose', 'a', 'b']);
                    });
                  });
                }
                """;
        String php = """
                <?php
                describe('sum', function () {
                    it('adds numbers of any sign', function () {
                        expect(sum(1, 2))->toBe(3);
                        expect(sum(-1, 2))->toBe(1);
                    });
                });
                """;
        String swift = """
                class ParserSpec: QuickSpec {
                  override class func spec() {
                    describe("the parser") {
                      it("parses the flags given") {
                        expect(parse(["--force"])).to(equal(Flags(force: true)))
                      }
                    }
                  }
                }
                """;
        String kotlin = """
                class ParserTest : FunSpec({
                  context("flags") {
                    test("parses the flags given") {
                      parse(listOf("--force")) shouldBe Flags(force = true)
                    }
                  }
                })
                """;
        List<Chunk> jsChunks = ChunkInvariants.chunkAndCheck(kerf(40), Source.fromText(js).withPath("test/res.send.js"));
        assertThat(describing(jsChunks, "describe('res.send()'")).containsEntry("classification", "TEST")
                .containsEntry("symbol", "res.send()");
        assertThat(describing(jsChunks, "it('should set the body")).containsEntry("name", "JavaScript test 'should set the body to an empty string'")
                .containsEntry("scope", List.of("test res.send()", "test should set the body to an empty string"));
        assertThat(describing(jsChunks, "it(`should send a Buffer")).containsEntry("symbol", "should send a Buffer as octet-stream");
        assertThat(describing(jsChunks, "function check")).containsEntry("name", "JavaScript function 'check'")
                .containsEntry("symbols", List.of("check"));

        List<Chunk> rbChunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(ruby).withPath("spec/group_spec.rb"));
        assertThat(describing(rbChunks, "it \"parses")).containsEntry("classification", "TEST")
                .containsEntry("scope", List.of("test Thor::Group", "test with options", "test parses the flags given"));

        List<Chunk> dartChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(dart).withPath("test/trailing_test.dart"));
        assertThat(describing(dartChunks, "test('collects")).containsEntry("name", "Dart test 'collects non-options in rest'")
                .containsEntry("scope", List.of("function main", "test when trailing options are allowed", "test collects non-options in rest"));

        List<Chunk> phpChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(php).withPath("tests/SumTest.php"));
        assertThat(describing(phpChunks, "it('adds")).containsEntry("name", "PHP test 'adds numbers of any sign'")
                .containsEntry("scope", List.of("test sum", "test adds numbers of any sign"));
        List<Chunk> swiftChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(swift).withPath("Tests/ParserSpec.swift"));
        assertThat(describing(swiftChunks, "it(\"parses")).containsEntry("classification", "TEST")
                .containsEntry("symbol", "parses the flags given");
        List<Chunk> kotlinChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(kotlin).withPath("src/test/ParserTest.kt"));
        assertThat(describing(kotlinChunks, "test(\"parses")).containsEntry("classification", "TEST")
                .containsEntry("symbol", "parses the flags given");

        List<Chunk> scalaChunks = ChunkInvariants.chunkAndCheck(kerf(40), Source.fromText(scala).withPath("ParserSuite.scala"));
        assertThat(describing(scalaChunks, "test(\"rejects letters\")")).containsEntry("classification", "TEST")
                .containsEntry("symbol", "rejects letters").containsEntry("symbols", List.of("rejects letters"));
    }

    /**
     * Definitions written in two parts stay one unit: Haskell's signature and its equations, a
     * Dart signature and its body (sibling nodes in their grammars). Before, 334 chunks of aeson
     * ended in a signature whose equations began the next, and Dart chunks ended in
     * {@code String generate() {}. R's functions are assignments ({@code add <- function(x, y)});
     * they had no name at all.
     */
    @Test
    void definitionsWrittenInPartsAreOneUnitAndNamed() {
        String haskell = """
                module Data.Ledger.Pretty (add, Value (..)) where

                data Value = Num Int | Str String

                -- | Adds two amounts.
                add :: Int -> Int -> Int
                add 0 y = y
                add x y = x + y

                instance Show Value where
                  show (Num n) = show n
                  show (Str s) = s
                """;
        List<Chunk> hs = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(haskell).withPath("src/Pretty.hs"));
        assertThat(hs).anySatisfy(c -> assertThat(c.text()).startsWith("-- | Adds two amounts.").endsWith("add x y = x + y"));
        assertThat(describing(hs, "-- | Adds")).containsEntry("name", "Haskell function 'add'")
                .containsEntry("module_path", List.of("Data", "Ledger", "Pretty"));
        assertThat(describing(hs, "instance Show Value")).containsEntry("name", "Haskell impl 'Show Value'");

        String dart = """
                class Usage {
                  /// Writes the usage text.
                  String generate() {
                    return 'usage';
                  }

                  void _writeSeparator(String separator) {
                    print(separator);
                  }
                }
                """;
        List<Chunk> dartChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(dart).withPath("lib/usage.dart"));
        assertThat(describing(dartChunks, "/// Writes")).containsEntry("name", "Dart method 'generate'")
                .containsEntry("classification", "METHOD");
        assertThat(dartChunks).anySatisfy(c -> assertThat(c.text().strip()).startsWith("/// Writes").endsWith("return 'usage';\n  }"));
        assertThat(describing(dartChunks, "void _writeSeparator")).containsEntry("name", "Dart method '_writeSeparator'");

        String r = """
                #' Adds two numbers.
                add <- function(x, y) {
                  x + y
                }

                scale = function(v, by) v * by
                """;
        List<Chunk> rChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(r).withPath("R/add.R"));
        assertThat(describing(rChunks, "#' Adds")).containsEntry("name", "R function 'add'").containsEntry("classification", "FUNCTION");
        assertThat(describing(rChunks, "scale = function")).containsEntry("name", "R function 'scale'");

        // A roxygen block with a blank line before its function still documents it, as roxygen2
        // reads it: the block went as an "R module" chunk of its own.
        String spaced = """
                #' Fetch a page of results
                #'
                #' Sends the request and parses the body as JSON.
                #'
                #' @param req A request.
                #' @param page The page number.
                #' @returns A list.
                #' @export

                fetch_page <- function(req, page = 1) {
                  req <- req_url_query(req, page = page)
                  resp <- req_perform(req)
                  resp_body_json(resp)
                }

                # Internal: not a doc comment, and a blank line away from what follows.

                count_pages <- function(resp) {
                  as.integer(resp_header(resp, "x-total-pages"))
                }
                """;
        for (int max : new int[] {48, 512}) {
            List<Chunk> spacedChunks = ChunkInvariants.chunkAndCheck(kerf(max), Source.fromText(spaced).withPath("R/pages.R"));
            assertThat(describing(spacedChunks, "#' Fetch")).containsEntry("name", "R function 'fetch_page'");
        }
        List<Chunk> small = ChunkInvariants.chunkAndCheck(kerf(48), Source.fromText(spaced).withPath("R/pages.R"));
        assertThat(describing(small, "# Internal")).doesNotContainEntry("name", "R function 'count_pages'");
    }

    /**
     * Functions defined by assignment are definitions, named by what they are assigned to:
     * JavaScript's {@code res.send = function send(body) { ... }} (Express defines every method of
     * its request and response so) and Lua's {@code M.setup = function(opts) ... end} and
     * {@code local helper = function() ... end} (more than half of telescope.nvim's functions).
     * Before, their chunks were described as the module and their scope was the file's.
     */
    @Test
    void functionsDefinedByAssignmentAreNamedByWhatTheyAreAssignedTo() {
        String js = """
                var res = Object.create(http.ServerResponse.prototype);

                res.status = function status(code) {
                  this.statusCode = code;
                  return this;
                };

                var escape = function (s) {
                  return s.replace(/&/g, '&amp;');
                };

                res.limit = 5;
                """;
        List<Chunk> jsChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(js).withPath("lib/response.js"));
        assertThat(describing(jsChunks, "res.status = function")).containsEntry("name", "JavaScript function 'res.status'")
                .containsEntry("classification", "FUNCTION").containsEntry("scope", List.of("function res.status"));
        assertThat(describing(jsChunks, "var escape")).containsEntry("name", "JavaScript function 'escape'");
        assertThat(describing(jsChunks, "res.limit = 5")).doesNotContainEntry("classification", "FUNCTION");

        String lua = """
                local finders = {}

                local make = function(opts)
                  return setmetatable(opts, finders)
                end

                finders.new_table = function(t)
                  local obj = make(t)
                  obj.close = function() end
                  return obj
                end

                return finders
                """;
        List<Chunk> luaChunks = ChunkInvariants.chunkAndCheck(kerf(64), Source.fromText(lua).withPath("lua/finders.lua"));
        assertThat(describing(luaChunks, "local make = function")).containsEntry("name", "Lua function 'make'")
                .containsEntry("classification", "FUNCTION");
        assertThat(describing(luaChunks, "finders.new_table = function")).containsEntry("name", "Lua function 'finders.new_table'")
                .containsEntry("symbols", List.of("finders.new_table", "obj.close"));
        assertThat(describing(luaChunks, "local finders = {}")).doesNotContainEntry("classification", "FUNCTION");
    }

    /**
     * A Bats test ({@code @test "title" { ... }}) is one unit, a test named by its title:
     * tree-sitter-bash reads its first line as a command and its body as loose statements, so
     * half of bats-core's chunks were cut inside a test and described as the module.
     */
    @Test
    void aBatsTestIsOneUnitNamedByItsTitle() {
        String bats = """
                load test_helper

                setup() {
                  emulate_bats_env
                }

                @test "run --keep-empty-lines preserves leading empty lines" {
                  run --keep-empty-lines -- echo -n $'\\na'
                  printf "'%s'\\n" "${lines[@]}"
                  [ "${lines[0]}" == '' ]
                  [ "${lines[1]}" == a ]
                  [ ${#lines[@]} -eq 2 ]
                }

                @test 'a title in "single" quotes' {
                  run true
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(128, Granularity.DEFINITION), Source.fromText(bats).withPath("test/run.bats"));
        Chunk test = chunks.stream().filter(c -> c.text().startsWith("@test \"run")).findFirst().orElseThrow();
        assertThat(test.text()).endsWith("[ ${#lines[@]} -eq 2 ]\n}");
        assertThat(test.metadata()).containsEntry("classification", "TEST")
                .containsEntry("name", "Bash test 'run --keep-empty-lines preserves leading empty lines'")
                .containsEntry("scope", List.of("test run --keep-empty-lines preserves leading empty lines"));
        assertThat(describing(chunks, "@test 'a title")).containsEntry("symbols", List.of("a title in \"single\" quotes"));
        assertThat(describing(chunks, "setup()")).containsEntry("classification", "FUNCTION");
    }

    /**
     * A Zig test is named by its title ("Zig test" before, and a test without a title was named
     * after the first identifier in its body); an OCaml module by its module_name ("OCaml module"
     * before), in a .ml file and in an .mli interface, which had no syntax structure at all.
     */
    @Test
    void testsAndModulesAreNamedByTheNameTheyAreGiven() {
        String zig = """
                const std = @import("std");

                test "parseParams" {
                    _ = std;
                }

                test {
                    _ = std;
                }
                """;
        List<Chunk> zigChunks = ChunkInvariants.chunkAndCheck(kerf(16), Source.fromText(zig).withPath("clap.zig"));
        assertThat(describing(zigChunks, "test \"parseParams\"")).containsEntry("name", "Zig test 'parseParams'")
                .containsEntry("classification", "TEST");
        assertThat(describing(zigChunks, "test {")).containsEntry("name", "Zig test").doesNotContainKey("symbols");

        String ml = """
                module Style = struct
                  type color = Black | Red
                  let default = Black
                end
                """;
        assertThat(describing(ChunkInvariants.chunkAndCheck(kerf(64), Source.fromText(ml).withPath("box.ml")), "module Style"))
                .containsEntry("name", "OCaml module 'Style'");
        // A module type is an interface, named by its name (it was "OCaml module 'store'", the
        // file's); a let binding no parameters is a variable, and a let ... in a local, in no symbols.
        String store = """
                module type STORE = sig
                  type t
                  val get : t -> string -> string option
                end

                let default_capacity = 64

                let resize t n =
                  let doubled = n * 2 in
                  let clamp x = max x default_capacity in
                  Array.make (clamp doubled) t
                """;
        List<Chunk> storeChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(store).withPath("lib/store.ml"));
        assertThat(describing(storeChunks, "module type STORE")).containsEntry("name", "OCaml interface 'STORE'");
        assertThat(describing(storeChunks, "let default_capacity")).containsEntry("name", "OCaml variable 'default_capacity'");
        assertThat(storeChunks.stream().flatMap(c -> dev.kerf.ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList())
                .contains("STORE", "default_capacity", "resize", "clamp").doesNotContain("doubled");
        String mli = """
                (** A box to print. *)
                type t

                val frame : t -> t
                (** Draws a frame around it. *)

                module Style : sig
                  type color = Black | Red
                end
                """;
        List<Chunk> mliChunks = ChunkInvariants.chunkAndCheck(kerf(16), Source.fromText(mli).withPath("box.mli"));
        assertThat(mliChunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        assertThat(describing(mliChunks, "val frame")).containsEntry("name", "OCaml function 'frame'");
        assertThat(describing(mliChunks, "module Style")).containsEntry("name", "OCaml module 'Style'");
    }

    /**
     * A Julia docstring is a string right above its function and stays with it; a method added to
     * another module's function is named by its qualified name. Before, 180 chunks of
     * DataStructures.jl ended in a docstring cut from its function, and 112 functions were named
     * "Base".
     */
    @Test
    void juliaDocstringsStayWithTheirFunctionsNamedInFull() {
        String julia = """
                module Counters

                \"\"\"
                    counter(seq)

                Counts the elements of seq.
                \"\"\"
                function counter(seq)
                    return length(seq)
                end

                function Base.show(io::IO, c::Counter)
                    print(io, c.total)
                end

                end
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(40), Source.fromText(julia).withPath("src/counters.jl"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).startsWith("\"\"\"").contains("function counter(seq)"));
        assertThat(describing(chunks, "\"\"\"")).containsEntry("name", "Julia function 'counter'");
        assertThat(describing(chunks, "function Base.show")).containsEntry("name", "Julia function 'Base.show'");

        // A module's const is a constant, named and listed; a const in a function is a local.
        String consts = """
                module Units

                const SCALES = Dict(
                    :m => 1.0,
                    :cm => 0.01,
                    :mm => 0.001,
                )

                function scale(unit)
                    const_fallback = 1.0
                    return get(SCALES, unit, const_fallback)
                end

                end
                """;
        List<Chunk> unitChunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(consts).withPath("src/units.jl"));
        assertThat(describing(unitChunks, "const SCALES")).containsEntry("name", "Julia constant 'SCALES'").containsEntry("classification", "CONSTANT");
        assertThat(unitChunks.stream().flatMap(c -> dev.kerf.ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList())
                .containsExactly("Units", "SCALES", "scale");
    }

    @Test
    void templatesAndGenericsAreNamedByTheirDefinition() {
        String cpp = """
                #include <vector>

                template <typename T>
                T max(T a, T b) {
                    return a > b ? a : b;
                }

                template <typename T, int N>
                class Array {
                public:
                    T get(int i) const { return data[i]; }
                private:
                    T data[N];
                };
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(cpp).withPath("util.cpp"));
        assertThat(describing(chunks, "template <typename T>\nT max(")).containsEntry("name", "C++ function 'max'").containsEntry("classification", "FUNCTION")
                .containsEntry("symbols", List.of("max"));
        assertThat(describing(chunks, "template <typename T, int N>\nclass Array")).containsEntry("name", "C++ class 'Array'").containsEntry("classification", "CLASS")
                .containsEntry("scope", List.of("class Array"));

        String rust = """
                impl<T: fmt::Display> Point<T> {
                    pub fn show(&self) -> String {
                        format!("({}, {})", self.x, self.y)
                    }
                }

                impl<T> fmt::Debug for Point<T> where T: fmt::Debug {
                    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
                        write!(f, "{:?}", self.x)
                    }
                }

                pub fn largest<T: PartialOrd + Copy>(list: &[T]) -> T {
                    list[0]
                }
                """;
        chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(rust).withPath("point.rs"));
        assertThat(describing(chunks, "impl<T: fmt::Display>")).containsEntry("name", "Rust impl 'Point'")
                .containsEntry("symbols", List.of("Point", "show"));
        assertThat(describing(chunks, "impl<T> fmt::Debug")).containsEntry("name", "Rust impl 'Point'");
        assertThat(describing(chunks, "pub fn largest")).containsEntry("name", "Rust function 'largest'");

        String ts = """
                export function identity<T>(arg: T): T {
                    return arg;
                }

                export class Stack<T> {
                    private items: T[] = [];
                    push(item: T): void {
                        this.items.push(item);
                    }
                }
                """;
        chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(ts).withPath("stack.ts"));
        assertThat(describing(chunks, "export function identity")).containsEntry("name", "TypeScript function 'identity'")
                .containsEntry("classification", "FUNCTION");
        assertThat(describing(chunks, "export class Stack")).containsEntry("name", "TypeScript class 'Stack'")
                .containsEntry("classification", "CLASS").containsEntry("symbols", List.of("Stack", "items", "push")); // a field is a symbol, as Java's

        String java = """
                final class Boxes {
                    static <T extends Comparable<T>> T larger(T a, T b) {
                        return a.compareTo(b) >= 0 ? a : b;
                    }
                }
                """;
        chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(java).withPath("Boxes.java"));
        assertThat(describing(chunks, "final class Boxes")).containsEntry("symbols", List.of("Boxes", "larger"));
        chunks = ChunkInvariants.chunkAndCheck(kerf(16), Source.fromText(java).withPath("Boxes.java"));
        assertThat(describing(chunks, "static <T extends")).containsEntry("name", "Java method 'larger'");

        String python = """
                import dataclasses


                @dataclasses.dataclass
                class Point:
                    x: int
                    y: int
                """;
        chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(python).withPath("point.py"));
        assertThat(describing(chunks, "@dataclasses.dataclass")).containsEntry("name", "Python class 'Point'")
                .containsEntry("classification", "CLASS");
    }

    /**
     * A generator ({@code function*}) is a function in TypeScript as in JavaScript: TypeScript's
     * table lacked the row, so a generator was described by its export, and its locals were listed
     * among the chunk's symbols as if they were module variables.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"ids.js, JavaScript", "ids.ts, TypeScript", "ids.tsx, TSX"})
    void generatorsAreFunctions(String file, String language) {
        String code = """
                export function* ids() {
                    let next = 0;
                    while (true) yield next++;
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(code).withPath(file));
        assertThat(describing(chunks, "export function* ids")).containsEntry("name", language + " function 'ids'")
                .containsEntry("classification", "FUNCTION").containsEntry("symbols", List.of("ids"));
    }

    /**
     * CommonJS's imports are imports: {@code const http = require('node:http')} and
     * {@code var debug = require('debug')('app')} were a variable and module code. A require inside
     * a function stays local to it.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"app.js, JavaScript", "app.ts, TypeScript"})
    void commonJsRequiresAreImports(String file, String language) {
        String code = """
                'use strict';

                const { Buffer } = require('node:buffer');
                var debug = require('debug')('app');
                const join = require('node:path').join;

                function load(name) {
                    const mod = require(join('plugins', name));
                    return mod;
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(24).granularity(Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code).withPath(file));
        // The three form one group of imports, as ES imports do; at 24 tokens it is cut into its imports.
        // A destructuring require is named by what it binds (DestructuredNamesTest).
        assertThat(describing(chunks, "const { Buffer }")).containsEntry("classification", "IMPORT")
                .containsEntry("name", language + " import 'Buffer'").containsEntry("parent_name", "import Buffer (+2)");
        assertThat(describing(chunks, "var debug")).containsEntry("name", language + " import 'debug'");
        assertThat(describing(chunks, "function load")).containsEntry("name", language + " function 'load'")
                .containsEntry("symbols", List.of("load"));
    }

    /**
     * An import is named by what it imports in every language with imports: Haskell's by its
     * module field, Dart's by its URI (the only string it holds), Go's by its path below the import
     * spec. Their import groups were scoped {@code import} with no name, and their files' first
     * chunks listed none of them in {@code symbols}.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "Main.hs|Haskell|import qualified Data.Map as M|Data.Map",
            "main.dart|Dart|import 'package:bloc/bloc.dart';|package:bloc/bloc.dart",
            "main.go|Go|import \"crypto/subtle\"|crypto/subtle"})
    void importsAreNamedByWhatTheyImport(String file, String language, String line, String imported) {
        String body = switch (language) {
            case "Haskell" -> "module Main where\n\n" + line + "\n\nmain :: IO ()\nmain = print (M.size M.empty)\n";
            case "Dart" -> line + "\n\nvoid main() {\n  print('hi');\n}\n";
            default -> "package main\n\n" + line + "\n\nfunc main() {\n\tprintln(subtle.ConstantTimeByteEq(1, 1))\n}\n";
        };
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(24).granularity(Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(body).withPath(file));
        Map<String, Object> described = describing(chunks, line);
        assertThat(described).containsEntry("name", language + " import '" + imported + "'")
                .containsEntry("classification", "IMPORT");
        assertThat(String.valueOf(((List<?>) described.get("scope")).getLast())).isEqualTo("import " + imported);
        assertThat(((List<?>) described.get("symbols")).stream().map(String::valueOf)).contains(imported);
    }

    /**
     * Definitions written without a name of their own get the name the language gives them, or
     * one from what they declare, never a bare kind in a scope ({@code namespace > class Foo}):
     * leveldb's anonymous namespaces (1,352 chunks of the change sets), Go's {@code var (...)}
     * groups, C's anonymous enums, OCaml's {@code let () =}, F#'s secondary constructors, Dart's
     * mixins. The names that stand for none are not symbols.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "util.cc|C++|namespace {|namespace (anonymous)|",
            "errors.go|Go|var (|variable ErrMissingHeader (+1)|ErrMissingHeader (+1)",
            "dtoa.c|C|enum {\t/* rounding values */|enum Round_zero (+2)|Round_zero (+2)",
            "server.ml|OCaml|let () =|function ()|",
            "Random.fs|F#|new(seed, gamma) =|method new|new",
            "hydrated.dart|Dart|mixin HydratedMixin<State> on BlocBase<State> {|class HydratedMixin|HydratedMixin",
            "lwt.ml|OCaml|let ( >>= ) = Lwt.bind|function ( >>= )|( >>= )"})
    void definitionsWithoutANameOfTheirOwnAreNamed(String file, String language, String opening, String scope, String symbol) {
        String body = switch (language) {
            case "C++" -> "namespace leveldb {\n\n" + opening + "\n\nclass Stats {\n public:\n  void Start() { done_ = 0; }\n\n private:\n  int done_;\n};\n\n}  // namespace\n\n}  // namespace leveldb\n";
            case "Go" -> "package binding\n\n" + opening + "\n\t// ErrMissingHeader is returned without a header.\n\tErrMissingHeader = errors.New(\"missing header\")\n\tErrTooLarge = errors.New(\"too large\")\n)\n";
            case "C" -> opening + "\n\tRound_zero = 0,\n\tRound_near = 1,\n\tRound_up = 2\n};\n";
            case "OCaml" -> opening + "\n  print_endline \"serving\";\n  exit 0\n";
            case "F#" -> "type Rnd =\n    val Seed : uint64\n    val Gamma : uint64\n    " + opening + "\n        if gamma % 2UL = 0UL then invalidArg \"gamma\" \"odd\"\n        { Seed = seed; Gamma = gamma }\n";
            default -> opening + "\n  void hydrate() {\n    print('hydrating');\n  }\n}\n";
        };
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(body).withPath(file));
        Map<String, Object> described = describing(chunks, opening.trim());
        assertThat(described.get("scope")).asInstanceOf(InstanceOfAssertFactories.LIST).last().isEqualTo(scope);
        if (symbol == null) {
            assertThat(described).doesNotContainKey("symbol");
            assertThat(chunks).allSatisfy(c -> assertThat(c.metadata().getOrDefault("symbols", List.of()))
                    .asInstanceOf(InstanceOfAssertFactories.LIST).doesNotContain("(anonymous)", "()"));
        } else {
            assertThat(described).containsEntry("symbol", symbol);
        }
    }

    /**
     * An Objective-C method is named by its selector, as Objective-C names it: SDWebImage's
     * SDImageCache has five methods whose first word is storeImage, and each chunk of them was
     * "method 'storeImage'". A method without parameters is named by its one word.
     */
    @Test
    void anObjectiveCMethodIsNamedByItsSelector() {
        String objc = """
                @implementation SDImageCache

                - (void)storeImage:(UIImage *)image forKey:(NSString *)key completion:(SDWebImageNoParamsBlock)completionBlock {
                    [self storeImage:image imageData:nil forKey:key toDisk:YES completion:completionBlock];
                }

                - (void)storeImage:(UIImage *)image toDisk:(BOOL)toDisk {
                    [self storeImage:image forKey:nil completion:nil];
                }

                + (NSString *)defaultDiskCacheDirectory {
                    return @"SDImageCache";
                }

                @end
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(40), Source.fromText(objc).withPath("SDImageCache.m"));
        assertThat(describing(chunks, "- (void)storeImage:(UIImage *)image forKey:"))
                .containsEntry("name", "Objective-C method 'storeImage:forKey:completion:'")
                .containsEntry("scope", List.of("class SDImageCache", "method storeImage:forKey:completion:"));
        assertThat(describing(chunks, "- (void)storeImage:(UIImage *)image toDisk:")).containsEntry("name", "Objective-C method 'storeImage:toDisk:'");
        assertThat(describing(chunks, "+ (NSString *)defaultDiskCacheDirectory")).containsEntry("name", "Objective-C method 'defaultDiskCacheDirectory'");
    }

    /**
     * Zig imports by binding a call of {@code @import}: those declarations are imports, not
     * constants (zls's files opened with chunks described as "Zig constant 'std'"), while a
     * constant bound to another builtin stays one.
     */
    @Test
    void aZigImportIsAnImport() {
        String zig = """
                const std = @import("std");
                const Analyser = @import("../analysis.zig");

                const Self = @This();

                pub fn hover(analyser: *Analyser) !void {
                    _ = analyser;
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(12), Source.fromText(zig).withPath("src/hover.zig"));
        assertThat(describing(chunks, "const std")).containsEntry("classification", "IMPORT");
        assertThat(describing(chunks, "const Self")).containsEntry("classification", "CONSTANT").containsEntry("name", "Zig constant 'Self'");
    }

    /**
     * The test blocks of Pester (PowerShell), testthat (R) and Julia's Test are tests named by
     * their titles, nested as written: they were module code, 2,431 of pester's 4,515 chunks at 256
     * and 3,280 of DataFrames.jl's 5,313. A PowerShell command sits in a pipeline in a
     * pipeline_chain, two wrappers that stand for the test, which is in the scope once.
     */
    @Test
    void pesterTestthatAndJuliaTestBlocksAreTestsNamedByTheirTitles() {
        String pester = """
                Describe "Get-Thing" {
                    BeforeAll {
                        $thing = Get-Thing -Name 'a'
                    }

                    It "returns the thing it was asked for" {
                        $thing.Name | Should -Be 'a'
                    }
                }
                """;
        List<Chunk> ps = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(pester).withPath("tst/Get-Thing.Tests.ps1"));
        assertThat(describing(ps, "Describe")).containsEntry("name", "PowerShell test 'Get-Thing'")
                .containsEntry("classification", "TEST").containsEntry("scope", List.of("test Get-Thing"));
        assertThat(describing(ps, "It \"returns")).containsEntry("name", "PowerShell test 'returns the thing it was asked for'")
                .containsEntry("scope", List.of("test Get-Thing", "test returns the thing it was asked for"));

        String r = """
                test_that("req_perform() retries on 429", {
                  req <- request("https://example.com") |> req_retry(max_tries = 2)
                  expect_equal(req$policies$retry_max_tries, 2)
                })
                """;
        List<Chunk> rChunks = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText(r).withPath("tests/testthat/test-req-perform.R"));
        assertThat(rChunks).hasSize(1);
        assertThat(rChunks.getFirst().metadata()).containsEntry("name", "R test 'req_perform() retries on 429'").containsEntry("classification", "TEST");
        // A call of a function named like a test word, without a body, stays a call.
        List<Chunk> call = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText("it(x)\n").withPath("R/it.R"));
        assertThat(call.getFirst().metadata()).doesNotContainEntry("classification", "TEST");

        String julia = """
                @testset "innerjoin" begin
                    df = innerjoin(left, right, on=:id)
                    @test nrow(df) == 3
                end
                """;
        List<Chunk> jl = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText(julia).withPath("test/join.jl"));
        assertThat(jl).hasSize(1);
        assertThat(jl.getFirst().metadata()).containsEntry("name", "Julia test 'innerjoin'").containsEntry("classification", "TEST");
    }

    @Test
    void perlSubtestsAreTestsNamedByTheirTitles() {
        String perl = """
                use Test::More;
                use Mojo::Collection qw(c);

                subtest 'Array' => sub {
                  is c(1, 2, 3)->[1], 2, 'right result';
                };

                subtest('compact', sub {
                  is_deeply c(undef, 0, 1)->compact->to_array, [0, 1], 'right result';
                });

                done_testing();
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText(perl).withPath("t/mojo/collection.t"));
        assertThat(describing(chunks, "subtest 'Array'")).containsEntry("name", "Perl test 'Array'")
                .containsEntry("classification", "TEST").containsEntry("scope", List.of("test Array"));
        assertThat(describing(chunks, "subtest('compact'")).containsEntry("name", "Perl test 'compact'")
                .containsEntry("classification", "TEST");
    }

    @Test
    void perlSubsLieInThePackageTheirFileDeclares() {
        String perl = """
                package Mojo::Collection;
                use Mojo::Base -strict;

                sub new {
                  my $class = shift;
                  return bless [@_], ref $class || $class;
                }

                package Mojo::Collection::Inner {
                  sub each { return 1 }
                }

                sub first {
                  my ($self, $cb) = (shift, shift);
                  return $self->[0];
                }

                package main;

                sub helper { return 2 }

                1;
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(perl).withPath("lib/Mojo/Collection.pm"));
        assertThat(describing(chunks, "sub new")).containsEntry("name", "Perl function 'new'")
                .containsEntry("scope", List.of("module Mojo::Collection", "function new"))
                .containsEntry("parent_name", "module Mojo::Collection");
        // The block form holds its subs, and is no part of the package before it; after it, that package goes on.
        assertThat(describing(chunks, "package Mojo::Collection::Inner")).containsEntry("scope", List.of("module Mojo::Collection::Inner"));
        assertThat(describing(chunks, "sub first")).containsEntry("scope", List.of("module Mojo::Collection", "function first"));
        assertThat(describing(chunks, "package main")).containsEntry("scope", List.of("module main"));
        assertThat(describing(chunks, "sub helper")).containsEntry("scope", List.of("module main", "function helper"));

        // The context header of a chunk that holds the package statement and its first sub names the package.
        Kerf withHeader = Kerf.create(ChunkOptions.builder().maxTokens(64).contextHeader(true).build());
        Chunk first = ChunkInvariants.chunkAndCheck(withHeader, Source.fromText(perl).withPath("lib/Mojo/Collection.pm")).getFirst();
        assertThat(first.text()).startsWith("package Mojo::Collection;").contains("sub new");
        assertThat(first.contextual().orElseThrow().text())
                .startsWith("# file: lib/Mojo/Collection.pm\n# scope: module Mojo::Collection\npackage Mojo::Collection;");

        // In a file of one package, its POD is the package's, not the file's ("module Widget" by
        // its path), and a POD block headed by a sub's name goes with that sub.
        String pod = """
                package My::Widget;
                use strict;

                =head1 SYNOPSIS

                  my $w = My::Widget->new(size => 3);
                  $w->draw;

                =cut

                sub new {
                    my ($class, %args) = @_;
                    return bless {%args}, $class;
                }

                =head2 draw

                Draws the widget on the screen, at its size.

                =cut

                sub draw {
                    my ($self) = @_;
                    print "*" x $self->{size}, "\n";
                }

                1;
                """;
        List<Chunk> podChunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(pod).withPath("lib/My/Widget.pm"));
        assertThat(describing(podChunks, "=head1 SYNOPSIS")).containsEntry("name", "Perl module 'My.Widget'");
        assertThat(describing(podChunks, "=head2 draw")).containsEntry("name", "Perl function 'draw'");
        assertThat(describing(podChunks, "sub new")).containsEntry("name", "Perl function 'new'");
    }

    @Test
    void theHelpCommentThatOpensAPowerShellFileGoesWithItsFirstFunction() {
        // tree-sitter-powershell holds the file's statements in a statement_list after its first
        // comment, so the help of the first function was no sibling of it.
        StringBuilder help = new StringBuilder("<#\n.SYNOPSIS\nAdds a Route for a specific HTTP Method(s).\n\n");
        for (String parameter : List.of("Method", "Path", "Middleware", "ScriptBlock", "EndpointName", "ContentType", "Authentication")) {
            help.append(".PARAMETER ").append(parameter).append("\nThe ").append(parameter)
                    .append(" of this Route, which the server checks before any logic runs.\n\n");
        }
        String ps = help + """
                #>
                function Add-PodeRoute {
                    param([string]$Path)
                    Write-Verbose "Adding $Path"
                }

                <#
                .SYNOPSIS
                Removes a Route.
                #>
                function Remove-PodeRoute {
                    param([string]$Path)
                    Write-Verbose "Removing $Path"
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(64), Source.fromText(ps).withPath("src/Public/Routes.ps1"));
        List<Chunk> first = chunks.stream().filter(c -> c.span().charEnd() <= ps.indexOf("function Add-PodeRoute") + 1).toList();
        assertThat(first).hasSizeGreaterThan(1)
                .allSatisfy(c -> assertThat(c.metadata()).containsEntry("name", "PowerShell function 'Add-PodeRoute'"));
        assertThat(describing(chunks, "<#\n.SYNOPSIS\nRemoves")).containsEntry("name", "PowerShell function 'Remove-PodeRoute'");

        // Where the help and the function fit together, they are one chunk.
        List<Chunk> whole = ChunkInvariants.chunkAndCheck(kerf(192), Source.fromText(ps).withPath("src/Public/Routes.ps1"));
        assertThat(whole.getFirst().text()).startsWith("<#").endsWith("Write-Verbose \"Adding $Path\"\n}");
        assertThat(whole.getFirst().metadata()).containsEntry("name", "PowerShell function 'Add-PodeRoute'");
    }

    @Test
    void commonLispDefiningFormsAreDefinitionsNamedByWhatTheyDefine() {
        String lisp = """
                (in-package :serapeum)

                (defun hash-table-test-p (test)
                  "Is TEST a valid hash table test?"
                  (member test '(eq eql equal equalp)))

                (defmacro with-table ((var) &body body) `(let ((,var (make-hash-table))) ,@body))

                (defmethod (setf lookup) (value (table hash-table) key)
                  (setf (gethash key table) value))

                (defclass box ()
                  ((value :initarg :value)))

                (defstruct (queue (:constructor make-queue)) head tail)

                (defparameter *default-size*
                  (hash-table-size (make-hash-table)))

                (define-condition empty-queue (error)
                  ())

                (test frequencies
                  (is (= 1 (gethash 1 (frequencies '(1))))))
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(64), Source.fromText(lisp).withPath("hash-tables.lisp"));
        assertThat(describing(chunks, "(defun")).containsEntry("name", "Common Lisp function 'hash-table-test-p'")
                .containsEntry("classification", "FUNCTION").containsEntry("scope", List.of("function hash-table-test-p"));
        assertThat(describing(chunks, "(defmacro")).containsEntry("name", "Common Lisp macro 'with-table'")
                .containsEntry("classification", "MACRO");
        assertThat(describing(chunks, "(defmethod")).containsEntry("name", "Common Lisp method '(setf lookup)'")
                .containsEntry("classification", "METHOD");
        assertThat(describing(chunks, "(defclass")).containsEntry("name", "Common Lisp class 'box'");
        assertThat(describing(chunks, "(defstruct")).containsEntry("name", "Common Lisp struct 'queue'");
        assertThat(describing(chunks, "(defparameter")).containsEntry("name", "Common Lisp variable '*default-size*'");
        assertThat(describing(chunks, "(define-condition")).containsEntry("name", "Common Lisp class 'empty-queue'");
        assertThat(describing(chunks, "(test")).containsEntry("name", "Common Lisp test 'frequencies'")
                .containsEntry("classification", "TEST");
        assertThat(describing(chunks, "(in-package")).containsEntry("classification", "MODULE");
    }

    @Test
    void hclBlocksAreNamedByTheirTypeAndLabels() {
        String hcl = """
                variable "cluster_name" {
                  description = "Name of the EKS cluster"
                  type        = string
                }

                resource "aws_iam_role" "this" {
                  name               = var.cluster_name
                  assume_role_policy = data.aws_iam_policy_document.assume_role_policy.json
                }

                locals {
                  cluster_role = aws_iam_role.this.arn
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(hcl).withPath("main.tf"));
        assertThat(describing(chunks, "variable")).containsEntry("name", "HCL block 'variable cluster_name'")
                .containsEntry("scope", List.of("block variable cluster_name"));
        assertThat(describing(chunks, "resource")).containsEntry("name", "HCL block 'resource aws_iam_role.this'")
                .containsEntry("symbols", List.of("resource aws_iam_role.this"));
        assertThat(describing(chunks, "locals")).containsEntry("name", "HCL block 'locals'");
    }

    /**
     * A TOML table is a table, named by its header, not a module: {@code [dependencies]} was
     * {@code TOML module 'dependencies'} with the scope {@code module dependencies}, as if the
     * table were the file.
     */
    @Test
    void tomlTablesAreTablesNamedByTheirHeaders() {
        String toml = """
                [package]
                name = "kerf-demo"
                version = "0.1.0"
                edition = "2021"

                [dependencies]
                serde = { version = "1", features = ["derive"] }
                tokio = { version = "1", features = ["full"] }

                [[bin]]
                name = "demo"
                path = "src/main.rs"

                [profile.release]
                lto = true
                codegen-units = 1
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(toml).withPath("Cargo.toml"));
        assertThat(describing(chunks, "[dependencies]")).containsEntry("name", "TOML table 'dependencies'")
                .containsEntry("scope", List.of("table dependencies")).containsEntry("classification", "OTHER");
        assertThat(describing(chunks, "[profile.release]")).containsEntry("name", "TOML table 'profile.release'");
        assertThat(describing(chunks, "[[bin]]")).containsEntry("name", "TOML table array element 'bin demo'");
    }

    /**
     * An element of a TOML array of tables is named by its key and its own {@code name} key: every
     * chunk of a Cargo.lock was {@code TOML table array element 'package'}, whichever crate it held.
     * One with no {@code name} key (or another key's {@code name} inside it) keeps its key alone.
     */
    @Test
    void tomlArrayTableElementsAreNamedByTheirNameKey() {
        String lock = """
                version = 3

                [[package]]
                name = "aho-corasick"
                version = "1.1.3"
                source = "registry+https://github.com/rust-lang/crates.io-index"
                dependencies = [
                 "memchr",
                ]

                [[package]]
                version = "0.2.7"
                name = 'memchr'

                [[redirects]]
                from = "/old"
                to = "/new"
                headers = { name = "X-Kind" }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(32), Source.fromText(lock).withPath("Cargo.lock"));
        assertThat(holding(chunks, "aho-corasick")).containsEntry("name", "TOML table array element 'package aho-corasick'")
                .containsEntry("scope", List.of("table array element package aho-corasick"));
        assertThat(holding(chunks, "0.2.7")).containsEntry("name", "TOML table array element 'package memchr'");
        assertThat(holding(chunks, "/old")).containsEntry("name", "TOML table array element 'redirects'");
    }

    @Test
    void tomlTablesBelongToTheTableTheirKeyExtends() {
        // poetry.lock: a package's dependencies are a table after it, a sibling in the grammar.
        String lock = """
                [[package]]
                name = "certifi"
                version = "2024.2.2"
                description = "Python package for providing Mozilla's CA Bundle."
                optional = false
                python-versions = ">=3.6"

                # what it needs
                [package.dependencies]
                urllib3 = ">=1.21.1,<3"
                idna = ">=2.5,<4"

                [package.extras]
                socks = ["PySocks (>=1.5.6,!=1.5.7)"]

                [[package]]
                name = "idna"
                version = "3.6"
                description = "Internationalized Domain Names in Applications (IDNA)"
                optional = false
                python-versions = ">=3.5"

                [metadata]
                lock-version = "2.0"
                """;
        // At 128 the package is one chunk with its tables; at 48 its tables are chunks scoped to it. (At 96
        // its last table shares a chunk with the next package, as a class's last method may with the next
        // class, and the chunk is named after the larger.)
        for (int maxTokens : new int[] {48, 128}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build()),
                    Source.fromText(lock).withPath("poetry.lock"));
            assertThat(holding(chunks, "urllib3").get("scope")).as("at %d", maxTokens).asList().first()
                    .isEqualTo("table array element package certifi");
            assertThat(holding(chunks, "PySocks").get("scope")).as("at %d", maxTokens).asList().first()
                    .isEqualTo("table array element package certifi");
            assertThat(chunks.stream().filter(c -> c.text().contains("name = \"idna\"")).findFirst().orElseThrow().text())
                    .as("at %d", maxTokens).doesNotContain("urllib3", "PySocks");
        }
        String pyproject = """
                [tool.poetry]
                name = "demo"
                version = "0.1.0"
                description = "A demo project"

                [tool.poetry.dependencies]
                python = "^3.9"
                requests = "^2.31"

                [tool.ruff]
                line-length = 100
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(pyproject).withPath("pyproject.toml"));
        assertThat(holding(chunks, "requests")).containsEntry("scope", List.of("table tool.poetry", "table tool.poetry.dependencies"));
        assertThat(holding(chunks, "line-length")).containsEntry("scope", List.of("table tool.ruff"));
    }

    @Test
    void fSharpLetBindingsOfValuesAreVariablesAndInAFunctionNoDefinitions() {
        String fsharp = """
                module Sample

                let webApp =
                    choose [
                        route "/" >=> text "hello"
                    ]

                let add x y =
                    let sum = x + y
                    let twice = sum * 2
                    twice
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(fsharp).withPath("src/Sample.fs"));
        assertThat(describing(chunks, "let webApp")).containsEntry("name", "F# variable 'webApp'")
                .containsEntry("classification", "VARIABLE");
        // The function's own let bindings are its locals: no definitions, so not among its symbols.
        assertThat(describing(chunks, "let add")).containsEntry("name", "F# function 'add'")
                .containsEntry("symbols", List.of("add"));
    }

    @Test
    void fSharpDefinitionsAreNamedPastTheirAccessModifiersAndAttributes() {
        String fsharp = """
                let private getConstraint (i: int) (c: char) =
                    sprintf "%d%c" i c

                let negotiate (responseObj: obj) : HttpHandler =
                    fun (_: HttpFunc) (ctx: HttpContext) -> ctx.NegotiateAsync responseObj

                [<Extension>]
                type EndpointRouteBuilderExtensions() =
                    [<Extension>]
                    static member MapGiraffeEndpoints(builder: IEndpointRouteBuilder) =
                        builder

                type Shape =
                    | Circle of float
                    | Square of float

                type Point = { X: float; Y: float }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText(fsharp).withPath("src/Giraffe/Routing.fs"));
        assertThat(describing(chunks, "let private getConstraint")).containsEntry("name", "F# function 'getConstraint'");
        assertThat(describing(chunks, "let negotiate")).containsEntry("name", "F# function 'negotiate'");
        assertThat(describing(chunks, "[<Extension>]\ntype")).containsEntry("name", "F# class 'EndpointRouteBuilderExtensions'")
                .containsEntry("classification", "CLASS");
        assertThat(describing(chunks, "type Shape")).containsEntry("classification", "ENUM").containsEntry("name", "F# enum 'Shape'");
        assertThat(describing(chunks, "type Point")).containsEntry("classification", "CLASS").containsEntry("name", "F# class 'Point'");
        // a class too large for one chunk: its members are methods in its scope
        String members = fsharp.substring(fsharp.indexOf("[<Extension>]"), fsharp.indexOf("type Shape"));
        List<Chunk> split = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(members).withPath("src/Giraffe/Routing.fs"));
        assertThat(describing(split, "[<Extension>]\n    static member")).containsEntry("name", "F# method 'MapGiraffeEndpoints'")
                .containsEntry("classification", "METHOD")
                .containsEntry("scope", List.of("class EndpointRouteBuilderExtensions", "method MapGiraffeEndpoints"));
    }

    private static Map<String, Object> holding(List<Chunk> chunks, String text) {
        return chunks.stream().filter(c -> c.text().contains(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no chunk holds " + text + " in " + chunks.stream().map(Chunk::text).toList()))
                .metadata();
    }

    private static Map<String, Object> describing(List<Chunk> chunks, String start) {
        return chunks.stream().filter(c -> c.text().stripLeading().startsWith(start)).findFirst()
                .orElseThrow(() -> new AssertionError("no chunk starts with " + start + " in " + chunks.stream().map(Chunk::text).toList()))
                .metadata();
    }

    // ---- the definition describes a chunk that begins with imports -------------------------------------

    @Test
    void aChunkOfImportsAndAClassIsDescribedByTheClass() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512, Granularity.PACKED),
                fixture("_collections.py", "importlib/metadata/_collections.py"));
        Chunk first = chunks.getFirst();
        assertThat(first.text()).contains("import collections", "class FreezableDefaultDict");
        assertThat(first.metadata()).containsEntry("name", "Python class 'FreezableDefaultDict'")
                .containsEntry("classification", "CLASS").containsEntry("scope", List.of("class FreezableDefaultDict"));
        assertThat(first.metadata().get("symbols")).asInstanceOf(InstanceOfAssertFactories.LIST)
                .containsSubsequence("collections", "FreezableDefaultDict", "__missing__", "freeze", "Pair", "parse");
    }
}
