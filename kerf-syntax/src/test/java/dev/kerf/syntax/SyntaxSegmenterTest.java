package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Fixtures;
import dev.kerf.Kerf;
import dev.kerf.MachineCorpus;
import dev.kerf.Source;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SyntaxSegmenterTest {
    private static final dev.kerf.tokens.TokenCounter CL100K = ChunkOptions.defaults().tokenizer();

    private static Kerf kerf(int maxTokens) {
        return Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
    }

    @Test
    void languagesWithAGrammarGetTheSyntaxStructure() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512),
                Source.fromText("def f(x):\n    return x\n").withPath("a.py"));
        assertThat(chunks).singleElement().satisfies(c -> {
            assertThat(c.strategy()).isEqualTo("semantic");
            assertThat(c.metadata()).containsEntry("classification", "FUNCTION").containsEntry("name", "Python function 'f'")
                    .containsEntry("kind", "function_definition").containsEntry("category", "callable")
                    .containsEntry("is_composite", false).containsEntry("parent_kind", "module")
                    .containsEntry("nesting_level", 0).containsKey("importance");
        });
    }

    /**
     * tree-sitter-nix reads a backslash and the CR of a CRLF after it as one escape, so the string
     * fragment after it begins on the LF; no segment may begin there, or a chunk could begin between
     * the CR and the LF (found by the segmenter contract on generated text).
     */
    @Test
    void noSegmentBeginsBetweenTheCrAndLfOfALineBreak() {
        String text = "let\r\n  a = \"one two three \\\r\nfour five six \\\r\nseven eight\";\r\n  b = \"x \\\r\ny\";\r\nin a\r\n";
        dev.kerf.spi.Structure structure = SyntaxSegmenter.forLanguage("nix").orElseThrow().segment(text);
        List<dev.kerf.spi.Segment> all = new ArrayList<>();
        List<dev.kerf.spi.Segment> level = structure.top();
        while (!level.isEmpty()) {
            all.addAll(level);
            level = level.stream().flatMap(s -> s.children().stream()).toList();
        }
        assertThat(all).hasSizeGreaterThan(5)
                .noneMatch(s -> s.start() > 0 && text.charAt(s.start()) == '\n' && text.charAt(s.start() - 1) == '\r');
        for (int max = 8; max <= 24; max += 4) {
            ChunkInvariants.chunkAndCheck(kerf(max), Source.fromText(text).withPath("s.nix"));
        }
    }

    /** In definition granularity, a function and a class give a FUNCTION and a CLASS chunk (a critical test of spec 000 section 8.2, docs/specs.md). */
    @Test
    void definitionGranularityGivesFunctionAndClassChunks() {
        String content = """

                def calculate_score(data):
                    total = sum(data)
                    return total / len(data)

                class Calculator:
                    def add(self, a, b):
                        return a + b
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("test.py"));
        assertThat(chunks).hasSize(2);
        assertThat(chunks.get(0).metadata().get("classification")).isEqualTo("FUNCTION");
        assertThat(chunks.get(1).metadata().get("classification")).isEqualTo("CLASS");
    }

    /** The same function and class, classified FUNCTION and CLASS, at a budget that separates the two (spec 000 section 8.2). */
    @Test
    void functionAndClassAreClassified() {
        String content = """

                def calculate_score(data):
                    total = sum(data)
                    return total / len(data)

                class Calculator:
                    def add(self, a, b):
                        return a + b
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(24), Source.fromText(content).withPath("test.py"));
        assertThat(chunks).extracting(c -> c.metadata().get("classification")).containsSubsequence("FUNCTION", "CLASS");
    }

    @Test
    void aDocumentedMethodStaysWithItsJavadocAndAnnotations() {
        String content = """
                package demo;

                /** A calculator. */
                public class Calculator {
                    private int total;

                    /**
                     * Adds a number to the running total.
                     *
                     * @param x the number to add
                     * @return the new total
                     */
                    @Deprecated
                    @SuppressWarnings("unused")
                    public int add(int x) {
                        total += x;
                        return total;
                    }

                    /** Resets the total to zero. */
                    public void reset() {
                        total = 0;
                    }
                }
                """;
        // Small enough to split the class, large enough for one documented method.
        assertThat(ChunkOptions.defaults().tokenizer().count(content)).isGreaterThan(100);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(80), Source.fromText(content).withPath("Calculator.java"));
        assertThat(chunks).hasSizeGreaterThan(1);
        assertThat(chunks).anySatisfy(c -> assertThat(c.text())
                .contains("Adds a number to the running total.", "@Deprecated", "public int add(int x) {", "return total;"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).contains("/** Resets the total to zero. */", "public void reset()"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).containsEntry("module_path", List.of("demo")));
        Chunk withAdd = chunks.stream().filter(c -> c.text().contains("public int add")).findFirst().orElseThrow();
        assertThat(withAdd.metadata().get("symbols")).asList().contains("add");
        Chunk withReset = chunks.stream().filter(c -> c.text().contains("public void reset")).findFirst().orElseThrow();
        assertThat(withReset.metadata().get("symbols")).asList().contains("reset");
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("classification", "METHOD")
                .containsEntry("scope", List.of("class Calculator", "method " + c.metadata().get("symbol"))));
    }

    /** A documented public method ranks above a private one-line helper, which ranks above a private field. */
    @Test
    void importanceRanksDefinitionsSensibly() {
        String content = """
                class Orders {
                    private int count;

                    /** Places an order and returns its number. */
                    public int place(String item) {
                        count++;
                        return count;
                    }

                    private int next() { return count + 1; }
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(16).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("Orders.java"));
        java.util.Map<Object, Double> discovery = new java.util.HashMap<>();
        for (Chunk c : chunks) {
            if (c.metadata().get("importance") instanceof java.util.Map<?, ?> scores) {
                discovery.put(c.metadata().get("symbol"), (Double) scores.get("discovery"));
                assertThat(scores.keySet().stream().map(String::valueOf).toList())
                        .containsExactly("discovery", "comprehension", "modification", "debugging", "documentation");
            }
        }
        assertThat(discovery.get("place")).isGreaterThan(discovery.get("next"));
        assertThat(discovery.get("next")).isGreaterThan(discovery.get("count"));
    }

    @Test
    void theContextHeaderNamesFileAndScopeWithinTheLimit() {
        String content = "class Shop:\n" + "    def buy(self, item):\n        return item\n\n".repeat(30);
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(120).contextHeader(true).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("shop/cart.py"));
        assertThat(chunks).hasSizeGreaterThan(1);
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.contextual()).isPresent();
            assertThat(c.contextual().get().text()).startsWith("# file: shop/cart.py\n# scope: class Shop").endsWith(c.text());
            assertThat(c.contextual().get().tokenCount()).isLessThanOrEqualTo(120);
        });
    }

    /**
     * The brackets or {@code end}s that close the definitions around a chunk's last lines do not
     * widen its scope: a chunk holding a class's last method (or the last part of one) is scoped
     * to that method, as every other method's chunk is, not to the outermost class whose closing
     * bracket it also holds.
     */
    @Test
    void closingBracketsDoNotWidenTheHeadersScope() {
        StringBuilder java = new StringBuilder("class Shop {\n  static class Cart {\n");
        StringBuilder ruby = new StringBuilder("module Shop\n  class Cart\n");
        for (int i = 0; i < 6; i++) {
            java.append("    int buy").append(i).append("(int item) {\n      int total = item * ").append(i)
                    .append(";\n      return total + ledger.count(item);\n    }\n\n");
            ruby.append("    def buy").append(i).append("(item)\n      total = item * ").append(i)
                    .append("\n      total + ledger.count(item)\n    end\n\n");
        }
        java.append("  }\n}\n");
        ruby.append("  end\nend\n");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).contextHeader(true).build());
        for (var file : List.of(Source.fromText(java.toString()).withPath("Shop.java"), Source.fromText(ruby.toString()).withPath("shop.rb"))) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, file);
            Chunk last = chunks.getLast();
            assertThat(last.text()).contains("buy5");
            assertThat(last.embeddingText()).contains("# scope: " + (file.path().orElseThrow().endsWith(".rb") ? "module" : "class")
                    + " Shop > class Cart > method buy5\n");
        }
    }

    /**
     * A path may hold a lone surrogate (it is any String); the module scope made from it is shown
     * as the path is, with U+FFFD, since the tokenizer refuses half a surrogate pair.
     */
    @Test
    void aModuleScopeFromAPathWithALoneSurrogateIsCounted() {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(120).contextHeader(true).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText("print(\"hello\")\nanswer = 42\n").withPath("lone\ud800/x.py"));
        assertThat(chunks).singleElement().satisfies(c -> assertThat(c.contextual().orElseThrow().text())
                .startsWith("# file: lone\ufffd/x.py\n# scope: module lone\ufffd.x\n"));
    }

    /** JavaScript files with JSX parse with the javascript grammar. */
    @Test
    void javascriptWithJsx() {
        String content = """
                import React from "react";

                /** Shows one task. */
                export function TaskRow({ task, onToggle }) {
                  return (
                    <li className={task.done ? "done" : ""}>
                      <input type="checkbox" checked={task.done} onChange={() => onToggle(task.id)} />
                      <span>{task.title}</span>
                    </li>
                  );
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(content).withPath("TaskRow.jsx"));
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.strategy()).isEqualTo("semantic");
            assertThat(c.metadata()).doesNotContainKey("has_parse_errors");
        });
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata().get("symbols")).asList().contains("TaskRow"));
    }

    @Test
    void consecutiveImportsFormOneUnit() {
        String content = "import os\nimport sys\nfrom typing import List\n\nimport re\n\n\ndef f():\n    return 1\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("lib/tools/imp.py"));
        assertThat(chunks).hasSize(2);
        assertThat(chunks.getFirst().text()).contains("import os", "import sys", "from typing import List", "import re");
        assertThat(chunks.getFirst().metadata()).containsEntry("classification", "IMPORT");
        // No package declaration: the module path comes from the file's path.
        assertThat(chunks.getLast().metadata()).containsEntry("module_path", List.of("lib", "tools", "imp"));
    }

    @Test
    void modulePathsComeFromPackageAndNamespaceDeclarations() {
        String java = "package java.util.concurrent;\n\nclass Pool {\n    void run() {\n    }\n}\n";
        String csharp = "namespace Shop.Orders\n{\n    class Order\n    {\n    }\n}\n";
        String go = "package ledger\n\nfunc Add(a int) int {\n\treturn a\n}\n";
        assertThat(kerf(512).chunk(Source.fromText(java).withPath("Pool.java")).getFirst().metadata().get("module_path"))
                .isEqualTo(List.of("java", "util", "concurrent"));
        assertThat(kerf(512).chunk(Source.fromText(csharp).withPath("Order.cs")).getFirst().metadata().get("module_path"))
                .isEqualTo(List.of("Shop", "Orders"));
        assertThat(kerf(512).chunk(Source.fromText(go).withPath("ledger.go")).getFirst().metadata().get("module_path"))
                .isEqualTo(List.of("ledger"));
    }

    /** A syntax error damages only its region: the other definitions keep their structure. */
    @Test
    void parseErrorsDegradeOnlyTheDamagedRegion() {
        String content = """
                def first(a):
                    return a + 1


                def broken(b:
                    return b * (2 +


                def last(c):
                    return c - 1
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("mixed.py"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("has_parse_errors", true));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "Python function 'first'")
                .doesNotContainKey("has_parse_errors"));
        List<Chunk> broken = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText("def broken(\n").withPath("b.py"));
        assertThat(broken).allSatisfy(c -> assertThat(c.metadata()).containsEntry("has_parse_errors", true));
    }

    /**
     * tree-sitter-cpp does not parse a clang block ({@code ^{ Compact(); }}; leveldb's {@code new
     * Iterator*[n]} was the example until the second reading learnt it): the namespace around the
     * whole file has an error inside, and was cut along delimiter blocks
     * ("Function at line 13") with every chunk marked damaged. Now only the function holding the
     * error is damaged, and every function is named by the syntax.
     */
    @Test
    void aDefinitionWithAnErrorInsideKeepsTheStructureOfWhatItHolds() {
        String content = """
                namespace shop {

                Status Ledger::Add(const Entry& entry) {
                  if (entry.amount < 0) {
                    return Status::Invalid("negative amount");
                  }
                  total_ += entry.amount;
                  return Status::OK();
                }

                Iterator* Ledger::Merged(int n) {
                  Iterator** list = NewList(n, ^{ Compact(); });
                  for (int i = 0; i < n; i++) {
                    list[i] = NewIterator(i);
                  }
                  return NewMergingIterator(list, n);
                }

                Status Ledger::Remove(const Entry& entry) {
                  total_ -= entry.amount;
                  return Status::OK();
                }

                }  // namespace shop
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("ledger.cc"));
        assertThat(chunks).extracting(c -> c.metadata().get("name"))
                .containsExactly("C++ namespace 'shop'", "C++ function 'Add'", "C++ function 'Merged'", "C++ function 'Remove'");
        assertThat(chunks).extracting(c -> c.metadata().containsKey("has_parse_errors")).containsExactly(false, false, true, false);

        // An error directly in the namespace's body (a macro call it cannot read) damages its own
        // lines, not the namespace and every function in it.
        String macro = content.replace("Iterator** list = NewList(n, ^{ Compact(); });", "Iterator** list = NewList(n);")
                .replace("Status Ledger::Remove", "DEFINE_LEDGER_FLAG(int, max_entries, 100, \"How many entries a ledger keeps\") ::;\n\nStatus Ledger::Remove");
        List<Chunk> flagged = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(macro).withPath("ledger.cc"));
        assertThat(flagged).filteredOn(c -> c.metadata().containsKey("has_parse_errors"))
                .singleElement().satisfies(c -> assertThat(c.text()).contains("DEFINE_LEDGER_FLAG"));
        assertThat(flagged).filteredOn(c -> c.text().contains("Ledger::Add") || c.text().contains("Ledger::Merged"))
                .hasSize(2).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
    }

    /**
     * When the parser gives up on a whole class (here tree-sitter-kotlin, on a constructor line and
     * a broken parameter list), the members it recovered inside the ERROR stand on their own; the
     * blank lines and comments between them are not damage. They were: every chunk holding a
     * recovered member with the blank line or doc comment before it said {@code has_parse_errors}
     * (kotlinpoet's {@code FileSpec.kt}, with one error added, flagged 16 clean members).
     */
    @Test
    void theBlankLinesAndCommentsBetweenRecoveredDefinitionsAreNotDamage() {
        String content = """
                package demo

                public class Spec
                private constructor(builder: Builder) :
                  Taggable by tagMap, Annotatable {
                  public val comment: String = builder.comment

                  /** The second one. */
                  public fun second(): Int {
                    return comment.length + 2
                  }

                  // The third one.
                  public fun third(): Int {
                    return comment.length + 3
                  }

                  public fun broken(a: Int {
                    return ) a
                  }
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(32).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("Spec.kt"));
        assertThat(chunks).filteredOn(c -> c.text().contains("val comment") || c.text().contains("fun second")
                        || c.text().contains("fun third"))
                .extracting(c -> c.metadata().get("name"), c -> c.metadata().containsKey("has_parse_errors"))
                .containsExactly(tuple("Kotlin variable 'comment'", false), tuple("Kotlin function 'second'", false),
                        tuple("Kotlin function 'third'", false));
        // What the parser could not read is still marked: the class's opening lines and the broken function.
        assertThat(chunks).filteredOn(c -> c.text().contains("public class Spec") || c.text().contains("return ) a"))
                .hasSize(2).allSatisfy(c -> assertThat(c.metadata()).containsEntry("has_parse_errors", true));
    }

    /**
     * The parts of a function too large for one chunk stay its own: its short last lines join the
     * part before rather than open the chunk of the function after it (libuv's process.c had
     * "return result; }" of one function above the comment of the next).
     */
    @Test
    void theLastLinesOfASplitFunctionDoNotOpenTheNextOnesChunk() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            body.append("  if (dir_end == NULL || dir_start[").append(i).append("] == 0) {\n    dir_end = next(dir_start, ")
                    .append(i).append(");\n  }\n\n");
        }
        String content = "static int search_path(const char* dir_start) {\n  const char* dir_end = NULL;\n\n" + body
                + "  return result;\n}\n\n\n/*\n * Quotes command line arguments.\n */\nint quote_cmd_arg(const char* source) {\n"
                + "  return strlen(source) == 0;\n}\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(128), Source.fromText(content).withPath("process.c"));
        assertThat(chunks).hasSizeGreaterThan(2);
        Chunk next = chunks.stream().filter(c -> c.text().contains("quote_cmd_arg")).findFirst().orElseThrow();
        assertThat(next.text()).startsWith("/*\n * Quotes");
        assertThat(chunks.get(chunks.indexOf(next) - 1).text()).endsWith("  return result;\n}");
    }

    /**
     * The mirror of the rule above: a function too large for one chunk begins its own, rather than
     * fill the end of the chunk of the small functions before it (five one-line functions and the
     * first two lines of a large one were one chunk, named after the large one). Inside a class,
     * the same for a method.
     */
    @Test
    void theFirstLinesOfASplitFunctionBeginItsChunk() {
        StringBuilder small = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            small.append("def small").append(i).append("(x):\n    return x + ").append(i).append("\n\n\n");
        }
        StringBuilder large = new StringBuilder("def large(x):\n");
        for (int i = 0; i < 60; i++) {
            large.append("    y").append(i).append(" = compute(x, ").append(i).append(", 'label").append(i).append("')\n");
        }
        large.append("    return y0\n");
        String module = small + large.toString() + "\n\ndef after(x):\n    return x * 2\n";
        String cls = "class Store:\n" + module.replaceAll("(?m)^(?=.)", "    ").replace("(x)", "(self, x)");
        for (String content : List.of(module, cls)) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText(content).withPath("store.py"));
            Chunk first = chunks.stream().filter(c -> c.text().contains("def large")).findFirst().orElseThrow();
            assertThat(first.text().strip()).startsWith("def large");
            assertThat(chunks.get(chunks.indexOf(first) - 1).text()).contains("def small4").doesNotContain("def large");
        }
    }

    /**
     * A comment above a field, a property or a statement stays with it, whole: a C# class of
     * documented constants too large for one chunk was cut inside the "///" lines, leaving a chunk
     * that ended in "/// &lt;summary&gt;" (Newtonsoft.Json's JsonConvert.cs).
     */
    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {48, 64, 96, 128})
    void aCommentStaysWithTheLineItDescribes(int maxTokens) {
        StringBuilder csharp = new StringBuilder("public static class JsonConvert\n{\n");
        StringBuilder java = new StringBuilder("public final class Limits {\n");
        String[] names = {"True", "False", "Null", "Undefined", "PositiveInfinity", "NegativeInfinity", "NaN"};
        for (String name : names) {
            csharp.append("    /// <summary>\n    /// Represents JavaScript's <c>").append(name)
                    .append("</c> as a string. This field is read-only.\n    /// </summary>\n    public static readonly string ")
                    .append(name).append(" = \"").append(name.toLowerCase()).append("\";\n\n");
            java.append("    /** The most entries a ledger keeps under ").append(name).append(", shared by every reader. */\n")
                    .append("    // set from the configuration once\n    static int max").append(name).append(" = 100;\n\n");
        }
        csharp.append("}\n");
        java.append("}\n");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        for (Source source : List.of(Source.fromText(csharp.toString()).withPath("JsonConvert.cs"),
                Source.fromText(java.toString()).withPath("Limits.java"))) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            assertThat(chunks).as("%s at %d", source.path().orElseThrow(), maxTokens).hasSizeGreaterThan(1);
            for (Chunk c : chunks) {
                String[] lines = c.text().strip().split("\n");
                assertThat(lines[lines.length - 1].strip()).as("the last line of a chunk of %s", source.path().orElseThrow())
                        .doesNotStartWith("//").doesNotStartWith("/*");
                assertThat(lines[0].strip()).as("the first line of a chunk of %s", source.path().orElseThrow())
                        .doesNotStartWith("/// Represents").doesNotStartWith("/// </summary>").doesNotStartWith("// set from");
            }
        }
    }

    /**
     * A definition that fits the limit alone is whole, even when the comments above it do not fit
     * with it: the comments go first, on their own. Before, they kept the signature and the body
     * was cut after it, so the next chunk opened with a lone "{" (Newtonsoft.Json's JsonConvert.cs,
     * Alamofire, Penlight).
     */
    @Test
    void aDefinitionThatFitsWithoutItsCommentsIsWhole() {
        StringBuilder doc = new StringBuilder();
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            doc.append("        /// Detail line ").append(i).append(": entries are appended in order and duplicates are replaced silently.\n");
        }
        for (int i = 0; i < 6; i++) {
            body.append("            if (value is int v").append(i).append(" && v").append(i).append(" > ").append(i)
                    .append(") { return format + v").append(i).append(".ToString(); }\n");
        }
        String method = "        public static string Convert(object value, string format)\n        {\n" + body
                + "            return string.Empty;\n        }";
        String csharp = "namespace Demo\n{\n    public class Conv\n    {\n        /// <summary>\n" + doc + "        /// </summary>\n"
                + method + "\n    }\n}\n";
        String javadoc = doc.toString().replace("        ///", "     *");
        String javaMethod = method.replace("public static string", "public static String").replace("object value", "Object value")
                .replace("value is int v", "value instanceof Integer v").replace(".ToString()", ".toString()").replace("string.Empty", "\"\"");
        String java = "package demo;\n\npublic final class Conv {\n    /**\n" + javadoc + "     */\n" + javaMethod + "\n}\n";
        Kerf kerf = kerf(256);
        for (Source source : List.of(Source.fromText(csharp).withPath("Conv.cs"), Source.fromText(java).withPath("Conv.java"))) {
            String whole = source.path().orElseThrow().endsWith(".cs") ? method.strip() : javaMethod.strip();
            assertThat(CL100K.count(whole)).isLessThan(230);
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            assertThat(chunks).as(source.path().orElseThrow()).anySatisfy(c -> assertThat(c.text()).contains(whole));
            assertThat(chunks).noneSatisfy(c -> assertThat(c.text().strip()).startsWith("{"));
        }
    }

    /**
     * Attributes written above a definition ({@code #[inline]}, Elixir's {@code @spec}) stay with it
     * when its doc comment cannot: the doc goes first, on its own. Before, the attributes went with
     * the doc, and plug's {@code @spec forward(...)} ended the chunk before {@code def forward}.
     */
    @Test
    void attributesStayWithTheDefinitionWhenItsDocCannot() {
        StringBuilder doc = new StringBuilder();
        StringBuilder rustBody = new StringBuilder();
        StringBuilder elixirBody = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            doc.append("Detail line ").append(i).append(": entries are appended in order and duplicates are replaced silently.\n");
        }
        for (int i = 0; i < 6; i++) {
            rustBody.append("    if value > ").append(i).append(" { return format!(\"{}{}\", prefix, value * ").append(i).append("); }\n");
            elixirBody.append("    value > ").append(i).append(" -> \"#{prefix}#{value * ").append(i).append("}\"\n");
        }
        String rustFn = "#[inline]\n#[must_use]\npub fn convert(value: u64, prefix: &str) -> String {\n" + rustBody
                + "    String::new()\n}";
        String rust = "/// Converts a value.\n" + doc.toString().lines().map(l -> "/// " + l + "\n").reduce("", String::concat)
                + rustFn + "\n";
        String elixirDef = "  @spec convert(integer, String.t()) :: String.t()\n  def convert(value, prefix) do\n    cond do\n"
                + elixirBody + "      true -> \"\"\n    end\n  end";
        String elixir = "defmodule Conv do\n  @doc \"\"\"\n  Converts a value.\n\n" + doc.toString().lines().map(l -> "  " + l + "\n")
                .reduce("", String::concat) + "  \"\"\"\n" + elixirDef + "\nend\n";
        Kerf kerf = kerf(256);
        for (Source source : List.of(Source.fromText(rust).withPath("conv.rs"), Source.fromText(elixir).withPath("conv.ex"))) {
            String whole = source.path().orElseThrow().endsWith(".rs") ? rustFn : elixirDef.strip();
            assertThat(CL100K.count(whole)).isLessThan(230);
            assertThat(CL100K.count(source.text())).isGreaterThan(256);
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            assertThat(chunks).as(source.path().orElseThrow()).anySatisfy(c -> assertThat(c.text()).contains(whole));
        }
    }

    /**
     * A line that only closes a block with {@code end} (Ruby, Lua) ends the chunk holding what it
     * closes, as a closing brace does: it opened the next chunk, alone or before the next code
     * (22 chunks of Penlight's Lua, 25 of thor's Ruby and libuv began with one).
     */
    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {64, 96})
    void aLineOfEndClosesTheChunkItBelongsTo(int maxTokens) {
        StringBuilder ruby = new StringBuilder("class Runner\n  def run(tasks)\n    tasks.each do |task|\n");
        StringBuilder lua = new StringBuilder("function M.run(tasks)\n  for _, task in ipairs(tasks) do\n");
        for (int i = 0; i < 6; i++) {
            ruby.append("      if task.ready?(").append(i).append(")\n        task.start(priority: ").append(i)
                    .append(", retries: 3, timeout: 30, label: \"step ").append(i).append("\")\n      end\n");
            lua.append("    if task:ready(").append(i).append(") then\n      task:start({priority = ").append(i)
                    .append(", retries = 3, timeout = 30, label = \"step ").append(i).append("\"})\n    end\n");
        }
        ruby.append("    end\n    report(tasks)\n  end\nend\n");
        lua.append("  end\n  return report(tasks)\nend\n");
        for (Source source : List.of(Source.fromText(ruby.toString()).withPath("runner.rb"), Source.fromText(lua.toString()).withPath("runner.lua"))) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(maxTokens), source);
            assertThat(chunks).as(source.path().orElseThrow()).hasSizeGreaterThan(2)
                    .noneSatisfy(c -> assertThat(c.text().strip()).matches("(?s)end\\b.*"));
        }
    }

    /** A definition of no broad class (a CSS rule set, a make rule) is named by its node's kind, not "other". */
    @Test
    void aDefinitionOfNoBroadClassIsNamedByItsKind() {
        String css = "body {\n  margin: 0;\n  color: #222;\n}\n\n@media print {\n  body {\n    color: black;\n  }\n}\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(16).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(css).withPath("site.css"));
        assertThat(chunks.getFirst().metadata()).containsEntry("name", "CSS rule set 'body'").containsEntry("classification", "OTHER");
        assertThat(chunks).allSatisfy(c -> assertThat(String.valueOf(c.metadata().get("name"))).doesNotContain(" other"));
    }

    /** A long test method's name is given whole, so that a search for it finds it (names were cut at 60 chars). */
    @Test
    void aLongNameIsGivenWhole() {
        String name = "testThatInterceptorDoesNotRetryWhenRequestDoesNotFailDueToAuthenticationError";
        String java = "class InterceptorTest {\n    @Test\n    void " + name + "() {\n        assertTrue(retries() == 0);\n    }\n}\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(16).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(java).withPath("InterceptorTest.java"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "Java test '" + name + "'"));
    }

    /**
     * A function or method is a TEST where its language's test runners would run it: by its mark
     * (JUnit's {@code @Test}, xUnit's {@code [Fact]}, Rust's {@code #[test]} above it) or by its
     * name where runners go by names (pytest, Go, XCTest, PHPUnit). A name alone does not make a Java test
     * ({@code testBit}). Tests were methods and functions in every language.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            LedgerTest.java | class LedgerTest {\\n  @Test\\n  void addsAnEntry() {\\n    assertEquals(1, ledger.size());\\n  }\\n  boolean testBit(int n) {\\n    return (bits & n) != 0;\\n  }\\n} | addsAnEntry | testBit
            LedgerTests.cs | class LedgerTests {\\n  [Fact]\\n  public void AddsAnEntry() {\\n    Assert.Equal(1, ledger.Count);\\n  }\\n  public void Reset() {\\n    ledger.Clear();\\n  }\\n} | AddsAnEntry | Reset
            LedgerTest.kt | class LedgerTest {\\n  @Test\\n  fun addsAnEntry() {\\n    assertEquals(1, ledger.size)\\n  }\\n  fun reset() {\\n    ledger.clear()\\n  }\\n} | addsAnEntry | reset
            ledger.rs | #[cfg(test)]\\nmod tests {\\n    #[test]\\n    fn adds_an_entry() {\\n        assert_eq!(ledger().len(), 1);\\n    }\\n    fn ledger() -> Vec<u8> {\\n        vec![1]\\n    }\\n} | adds_an_entry | ledger
            test_ledger.py | def test_adds_an_entry():\\n    ledger = Ledger()\\n    assert ledger.add(1) == 1\\n\\ndef testing_ledger():\\n    return Ledger(\\n        [])\\n | test_adds_an_entry | testing_ledger
            ledger_test.go | package ledger\\n\\nfunc TestAddsAnEntry(t *testing.T) {\\n\\tif New().Add(1) != 1 {\\n\\t\\tt.Fatal()\\n\\t}\\n}\\n\\nfunc Testify(t *testing.T) {\\n\\tif t == nil {\\n\\t\\tpanic(0)\\n\\t}\\n}\\n | TestAddsAnEntry | Testify
            LedgerTests.swift | class LedgerTests: XCTestCase {\\n  func testAddsAnEntry() {\\n    XCTAssertEqual(ledger.count, 1)\\n  }\\n  func tested() -> Bool {\\n    return ledger.isEmpty\\n  }\\n} | testAddsAnEntry | tested
            LedgerTest.php | <?php\\n\\nclass LedgerTest extends TestCase\\n{\\n    public function testAddsAnEntry(): void\\n    {\\n        $this->assertSame(1, $this->ledger->count());\\n    }\\n\\n    public function ledgerProvider(): array\\n    {\\n        return [[1], [2]];\\n    }\\n}\\n | testAddsAnEntry | ledgerProvider
            """)
    void testsAreClassifiedAsTests(String file, String code, String test, String notTest) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(16).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code.replace("\\n", "\n").replace("\\t", "\t")).withPath(file));
        assertThat(chunks).as("%s is a test", test).anySatisfy(c -> {
            assertThat(String.valueOf(c.metadata().get("name"))).endsWith(" test '" + test + "'");
            assertThat(c.metadata()).containsEntry("classification", "TEST");
        });
        assertThat(chunks).as("%s is no test", notTest).anySatisfy(c -> {
            assertThat(String.valueOf(c.metadata().get("name"))).endsWith("'" + notTest + "'");
            assertThat(c.metadata().get("classification")).isIn("METHOD", "FUNCTION");
        });
    }

    /**
     * Swift's initializers, deinitializers and subscripts are methods named by their keyword, and
     * an import is named by its module, not by its attribute (it was "testable").
     */
    @Test
    void swiftInitializersAndImportsAreNamed() {
        String swift = "@testable import Alamofire\n\nfinal class Session {\n  init(a: Int) {\n    self.a = a\n  }\n"
                + "  deinit {\n    cancel()\n  }\n  subscript(i: Int) -> Int {\n    return i\n  }\n}\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(16).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(swift).withPath("Session.swift"));
        assertThat(chunks.stream().map(c -> String.valueOf(c.metadata().get("name"))))
                .contains("Swift import 'Alamofire'", "Swift method 'init'", "Swift method 'deinit'", "Swift method 'subscript'");
    }

    /**
     * Kotlin's and Swift's properties, Scala's vals and vars, type aliases, Swift's protocol
     * requirements, Scala's abstract defs and Kotlin's secondary constructors are definitions,
     * listed among a chunk's symbols; a local in a function body is none. The survey of
     * kotlinpoet, Alamofire and fastparse found them missing from every chunk's symbols.
     */
    @Test
    void propertiesAliasesAndRequirementsAreSymbols() {
        String kotlin = """
                typealias Entries = List<Entry>

                class Ledger(private val owner: String) {
                  val total: Long
                    get() = entries.sumOf { it.amount }

                  constructor(owner: String, name: String) : this(owner) {
                    this.name = name
                  }

                  fun add(entry: Entry) {
                    val local = 1
                    entries.add(entry)
                  }
                }
                """;
        String swift = """
                typealias Entries = [Entry]

                protocol Store {
                  var count: Int { get }
                  func add(_ entry: Entry)
                }

                final class Ledger {
                  private let owner: String

                  func add(_ entry: Entry) {
                    let local = 1
                    entries.append(entry)
                  }
                }
                """;
        String scala = """
                trait Store {
                  def add(entry: Entry): Unit
                  val count: Int
                  type Key = String
                }

                object Ledger {
                  var name = "main"
                  def add(entry: Entry): Unit = {
                    val local = 1
                    entries += entry
                  }
                }
                """;
        assertThat(symbols(kotlin, "Ledger.kt")).containsExactly("Entries", "Ledger", "total", "constructor", "add");
        // A chunk lists a name once: the second add is Ledger's.
        assertThat(symbols(swift, "Ledger.swift")).containsExactly("Entries", "Store", "count", "add", "Ledger", "owner");
        assertThat(symbols(scala, "Ledger.scala")).containsExactly("Store", "add", "count", "Key", "Ledger", "name");
    }

    /**
     * Kotlin's companion objects are definitions: named as written, or {@code Companion}, the name
     * Kotlin gives one written without a name. They were none, so their members' scope skipped
     * them; and a definition with nothing but a body below its keywords was named after the first
     * name inside the body (an anonymous companion was "make"). It is called an object, as written.
     */
    @Test
    void kotlinCompanionObjectsAreNamed() {
        String kotlin = """
                class Ledger {
                  companion object Factory {
                    fun create(): Ledger = Ledger()
                  }
                }

                class Other {
                  companion object {
                    fun make(): Other = Other()

                    /** Makes one that prints what it holds, for the ledger's tests and their logs. */
                    fun makeLogged(name: String): Other = Other().also { println("made " + name + " for the tests") }
                  }
                }
                """;
        assertThat(symbols(kotlin, "Ledger.kt")).containsExactly("Ledger", "Factory", "create", "Other", "Companion", "make", "makeLogged");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).contextHeader(true).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(kotlin).withPath("Ledger.kt"));
        Chunk make = chunks.stream().filter(c -> c.text().contains("fun makeLogged")).findFirst().orElseThrow();
        // An object is called an object, as Kotlin writes it (it was "class Companion").
        assertThat(make.embeddingText()).contains("# scope: class Other > object Companion");
    }

    /** The symbols of all chunks of {@code content}, in order, at a limit that holds it whole. */
    private static List<Object> symbols(String content, String path) {
        return ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(content).withPath(path)).stream()
                .flatMap(c -> ((List<?>) c.metadata().getOrDefault("symbols", List.of())).stream()).map(Object.class::cast).toList();
    }

    /**
     * C#'s indexers, operators and destructors are methods named as they are written; events and
     * delegates are definitions too. They were no definitions: their chunks were named after the
     * class around them, and a syntax error in one indexer marked the whole class damaged.
     */
    @Test
    void csharpIndexersOperatorsAndDestructorsAreNamed() {
        String csharp = """
                class Ledger
                {
                    public Entry this[int index]
                    {
                        get { return entries[index]; }
                    }

                    public static Ledger operator +(Ledger a, Ledger b)
                    {
                        return a.Merge(b);
                    }

                    public static implicit operator long(Ledger l)
                    {
                        return l.Total;
                    }

                    ~Ledger()
                    {
                        Close();
                    }

                    public event EventHandler Changed
                    {
                        add { changed += value; }
                        remove { changed -= value; }
                    }

                    public delegate void Visitor(Entry e);
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(24).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(csharp).withPath("Ledger.cs"));
        assertThat(chunks.stream().map(c -> String.valueOf(c.metadata().get("name"))).distinct()).containsExactly("C# class 'Ledger'",
                "C# method 'this'", "C# method 'operator +'", "C# method 'implicit operator long'", "C# method '~Ledger'",
                "C# variable 'Changed'", "C# type alias 'Visitor'");
    }

    /**
     * An {@code #if} around the opening line of a loop (libuv's async.c has it) leaves tree-sitter-c
     * with an ERROR node from that function to the end of the file, holding the functions after it,
     * which it parsed whole. They were cut along delimiter blocks ("Function at line 17"), every
     * chunk marked damaged; now they are named by the syntax and only the damaged function is marked.
     * C reads this case cleanly since its second reading takes a conditional block inside a function
     * as its first branch ({@code CPreprocessorReadingTest}); Objective-C, whose grammar fails the
     * same way and which has no second reading, still shows the recovery.
     */
    @Test
    void definitionsRecoveredInsideAnErrorKeepTheirStructure() {
        String content = """
                #import <Foundation/Foundation.h>

                void drain(struct loop* loop) {
                  char buf[1024];
                  ssize_t r;

                #if HAVE_EVENTS
                  for (;!events_supported;) {
                #else
                  for (;;) {
                #endif
                    r = read(loop->fd, buf, sizeof(buf));
                    if (r == -1)
                      break;
                  }
                }


                static int start(struct loop* loop) {
                  if (loop->fd != -1)
                    return 0;
                  loop->fd = open_events();
                  return loop->fd < 0 ? loop->fd : 0;
                }


                void stop(struct loop* loop) {
                  if (loop->fd == -1)
                    return;
                  close(loop->fd);
                  loop->fd = -1;
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(content).withPath("events.m"));
        assertThat(chunks).filteredOn(c -> c.text().contains("static int start") || c.text().contains("void stop"))
                .extracting(c -> c.metadata().get("name")).containsExactly("Objective-C function 'start'", "Objective-C function 'stop'");
        assertThat(chunks).filteredOn(c -> c.metadata().containsKey("has_parse_errors"))
                .isNotEmpty().allSatisfy(c -> assertThat(c.span().endLine()).isLessThan(17));
    }

    /** In strict mode, parse errors are raised, not silently caught (a critical test of spec 000 section 8.2, docs/specs.md). */
    @Test
    void strictModeRaisesParseError() {
        SyntaxSegmenter strict = SyntaxSegmenter.forLanguage("python").orElseThrow().strict();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> strict.segment("def broken("))
                .isInstanceOf(dev.kerf.ParseError.class)
                .isInstanceOf(dev.kerf.ChunkingError.class)
                .hasMessageContaining("python");
        assertThat(strict.segment("def fine():\n    pass\n").top()).isNotEmpty();
    }

    /** The selector's critical cases (spec 000 section 8.2, docs/specs.md): .py gets the syntax structure, .xyz does not. */
    @Test
    void selection() {
        assertThat(kerf(512).chunk(Source.fromText("x = 1\n").withPath("test.py")).getFirst().strategy()).isEqualTo("semantic");
        assertThat(kerf(512).chunk(Source.fromText("x = 1\n").withPath("test.xyz")).getFirst().strategy()).isNotEqualTo("semantic");
    }

    @Test
    void aHugeFunctionIsSplitWithinTheLimit() {
        String huge = "def huge():\n" + "    x = 1\n".repeat(10_000);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(512), Source.fromText(huge).withPath("huge.py"));
        assertThat(chunks).hasSizeGreaterThan(1);
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).containsEntry("name", "Python function 'huge'"));
    }

    /** A function too large for one chunk is split at its nested blocks, every piece within the limit. */
    @Test
    void anOversizedFunctionIsSplitAtItsNestedBlocks() {
        StringBuilder body = new StringBuilder("fn main() {\n");
        for (int i = 0; i < 40; i++) {
            body.append("    { let a").append(i).append(" = ").append(i).append(";\n      println!(\"{}\", a").append(i).append("); }\n");
        }
        body.append("}\n");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(64), Source.fromText(body.toString()).withPath("main.rs"));
        assertThat(chunks).hasSizeGreaterThan(2);
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
    }

    @ParameterizedTest(name = "max {0}")
    @ValueSource(ints = {32, 128, 512})
    void invariantsOnRealFiles(int maxTokens) {
        List<Source> sources = new ArrayList<>(MachineCorpus.jdkSources(17, 100));
        sources.addAll(MachineCorpus.pythonStdlib(17, 100));
        Kerf kerf = kerf(maxTokens);
        int semantic = 0;
        for (Source s : sources) {
            List<Chunk> chunks = kerf.chunk(s);
            ChunkInvariants.check(s, kerf.options(), chunks);
            semantic += chunks.stream().filter(c -> c.strategy().equals("semantic")).count();
        }
        assertThat(semantic).as("chunks from the syntax structure").isPositive();
    }

    @Test
    void invariantsOnRealFilesInDefinitionGranularity() {
        List<Source> sources = new ArrayList<>(MachineCorpus.jdkSources(23, 60));
        sources.addAll(MachineCorpus.pythonStdlib(23, 60));
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).minTokens(32)
                .granularity(dev.kerf.Granularity.DEFINITION).build());
        for (Source s : sources) {
            ChunkInvariants.check(s, kerf.options(), kerf.chunk(s));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"javascript.js", "python.py", "ruby.rb", "lua.lua", "bash.sh"})
    void invariantsOnFixtures(String name) {
        Source source = Fixtures.source("delimiter/" + name);
        for (int max : new int[] {16, 64, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(max), source);
            assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isIn("semantic", "delimiter"));
        }
    }
}
