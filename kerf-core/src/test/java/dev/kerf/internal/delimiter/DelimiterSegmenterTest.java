package dev.kerf.internal.delimiter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.lang.Language;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segment;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class DelimiterSegmenterTest {

    private static List<Chunk> chunk(String language, String text, int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build(), DelimiterSegmenter.forLanguage(language));
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("test." + language));
    }

    /** Nested JavaScript functions: function kinds found, nesting levels tracked (a critical test of spec 000 section 8.2, docs/specs.md). */
    @Test
    void nestedJavaScriptFunctions() {
        String content = """

                function outer() {
                    function inner() {
                        if (true) {
                            console.log('nested');
                        }
                    }
                }
                """;
        List<Chunk> chunks = chunk("javascript", content, 16);
        // Kinds are upper case (FUNCTION), so spec 000's check for "function" is made case-insensitive here.
        assertThat(chunks).anySatisfy(c -> assertThat(String.valueOf(c.metadata().get("delimiter_kind")).toLowerCase(Locale.ROOT))
                .contains("function"));
        assertThat(chunks).anySatisfy(c -> assertThat((Integer) c.metadata().getOrDefault("nesting_level", 0)).isGreaterThan(0));
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).containsKeys(
                "name", "delimiter_kind", "delimiter_start", "delimiter_end", "priority", "nesting_level", "inclusive"));
        assertThat(chunks.getFirst().metadata().get("name")).isEqualTo("Function at line 2");
    }

    /** With the wrong language's patterns, a class block still beats a comment on priority (spec 000 section 8.2). */
    @Test
    void classBeatsCommentInPriority() {
        String content = """

                class MyClass {
                    function myMethod() {
                        # comment
                    }
                }
                """;
        List<Chunk> chunks = chunk("python", content, 512);
        List<String> kinds = chunks.stream().map(c -> String.valueOf(c.metadata().get("delimiter_kind"))).toList();
        assertThat(kinds).containsAnyOf("CLASS", "BLOCK");
        assertThat(count(kinds, "COMMENT")).isLessThan(count(kinds, "CLASS") + count(kinds, "FUNCTION"));
    }

    private static long count(List<String> kinds, String kind) {
        return kinds.stream().filter(kind::equals).count();
    }

    @Test
    void delimitersInStringsAndCommentsDoNotCount() {
        String content = """
                function a() {
                    const s = "} not the end {";
                    // } nor this
                    /* nor } this */
                    return `${s} }`;
                }

                function b() {
                    return 2;
                }
                """;
        var structure = DelimiterSegmenter.forLanguage("javascript").segment(content);
        var top = structure.top();
        assertThat(top).hasSize(2);
        assertThat(content.substring(top.get(0).start(), top.get(0).end())).startsWith("function a()").contains("return `${s} }`;\n}\n");
        assertThat(top.get(1).labels().get("name")).isEqualTo("Function at line 8");
    }

    @Test
    void textBetweenBlocksIsKept() {
        String content = """
                #include <stdio.h>
                static int counter = 0;

                int next(void) {
                    return ++counter;
                }
                #define LIMIT 10
                static const char *names[] = {"a", "b"};

                int main(void) {
                    for (int i = 0; i < LIMIT; i++) {
                        printf("%d\\n", next());
                    }
                    return 0;
                }
                /* trailing */ int trailing_global;
                """;
        for (int max : new int[] {8, 20, 64, 512}) {
            List<Chunk> chunks = chunk("c", content, max);
            assertThat(dev.kerf.ChunkInvariants.rebuilt(content, chunks)).as("max %d", max).isEqualTo(content);
        }
        var top = DelimiterSegmenter.forLanguage("c").segment(content).top();
        assertThat(top).extracting(s -> s.kind()).containsExactly("code", "function", "code", "function", "code");
    }

    @Test
    void leadingCommentsAndDecoratorsJoinTheirDefinition() {
        String content = """
                import functools


                # Caches results.
                @functools.cache
                def fib(n):
                    return n if n < 2 else fib(n - 1) + fib(n - 2)
                """;
        var top = DelimiterSegmenter.forLanguage("python").segment(content).top();
        var fib = top.getLast();
        assertThat(content.substring(fib.start(), fib.end())).startsWith("# Caches results.\n@functools.cache\ndef fib(n):");
        assertThat(fib.labels().get("name")).isEqualTo("Function at line 6");
    }

    /**
     * A statement without a semicolon above a block is not part of the block's header: Groovy's
     * {@code def total = 0} above a {@code for} made a FUNCTION block starting on the assignment.
     * A signature's continuation lines still are ({@code extends Bar} above {@code implements Baz {}).
     */
    @Test
    void anAssignmentAboveABlockEndsItsOwnStatement() {
        String groovy = """
                class Stats {
                    long sum(Map store) {
                        def total = 0
                        for (entry in store.entrySet()) {
                            total += entry.value
                        }
                        total
                    }
                }
                """;
        var method = DelimiterSegmenter.forLanguage("groovy").segment(groovy).top().getFirst().children().stream()
                .filter(s -> s.kind().equals("function")).findFirst().orElseThrow();
        var loop = method.children().stream().filter(s -> !s.kind().equals("code")).findFirst().orElseThrow();
        assertThat(groovy.substring(loop.start(), loop.end())).startsWith("        for (entry in store.entrySet()) {");
        assertThat(loop.labels()).containsEntry("delimiter_kind", "LOOP").containsEntry("name", "Loop at line 4");

        String go = "func count(xs []int) int {\n\tn := 0\n\tfor _, x := range xs {\n\t\tn += x\n\t}\n\treturn n\n}\n";
        var goFunction = DelimiterSegmenter.forLanguage("go").segment(go).top().getFirst();
        assertThat(goFunction.children()).anySatisfy(s -> assertThat(s.labels()).containsEntry("name", "Loop at line 3"));

        String scala = "package perftests\n\nimport perftests.Utils\nimport fastparse.all._\nobject CssParse extends TestSuite {\n  val x = 1\n}\n";
        var css = DelimiterSegmenter.forLanguage("scala").segment(scala).top().getLast();
        assertThat(scala.substring(css.start(), css.end())).startsWith("object CssParse");
        assertThat(css.labels()).containsEntry("name", "Class at line 5");

        // An attribute above joins the block, but the block is named by its own line.
        String cs = "[RequiresUnreferencedCode(Warning)]\npublic class BinaryConverter : JsonConverter\n{\n    int x;\n}\n";
        var converter = DelimiterSegmenter.forLanguage("csharp").segment(cs).top().getFirst();
        assertThat(converter.start()).isZero();
        assertThat(converter.labels()).containsEntry("name", "Class at line 2");

        String java = "public class Foo\n        extends Bar\n        implements Baz {\n    int x;\n}\n";
        var foo = DelimiterSegmenter.forLanguage("java").segment(java).top().getFirst();
        assertThat(foo.start()).isZero();
        assertThat(foo.labels()).containsEntry("name", "Class at line 1");
    }

    @Test
    void customDelimitersThroughTheApi() {
        String content = """
                itcl::body Stack::push {item} {
                    lappend items $item
                }
                itcl::body Stack::pop {} {
                    set items [lrange $items 0 end-1]
                }
                """;
        DelimiterSegmenter custom = DelimiterSegmenter.forLanguage("tcl")
                .withCustom("METHOD", "^\\s*itcl::body\\b", "{}", "-", 65, "whole_lines,nestable");
        assertThat(custom.patternSet()).isEqualTo("tcl+custom");
        var top = custom.segment(content).top();
        assertThat(top).extracting(s -> s.labels().get("delimiter_kind")).containsExactly("METHOD", "METHOD");
    }

    @Test
    void badCustomDelimitersNameTheField() {
        DelimiterSegmenter tcl = DelimiterSegmenter.forLanguage("tcl");
        assertThatThrownBy(() -> tcl.withCustom("METHOD", "(", "{}", "-", 1, "-")).hasMessageStartingWith("start:");
        assertThatThrownBy(() -> tcl.withCustom("METHOD", "x", "braces", "-", 1, "-")).hasMessageStartingWith("end:");
        assertThatThrownBy(() -> tcl.withCustom("METHOD", "x", "end", "[", 1, "-")).hasMessageStartingWith("closer:");
        assertThatThrownBy(() -> tcl.withCustom("METHOD", "x", "{}", "-", 1, "sticky")).hasMessageStartingWith("flags:");
        assertThatThrownBy(() -> tcl.withCustom("my kind", "x", "{}", "-", 1, "-")).hasMessageStartingWith("kind:");
        assertThatThrownBy(() -> DelimiterSegmenter.forLanguage("klingon")).hasMessageStartingWith("language:");
    }

    @Test
    void everyLanguageResolvesToAFamilyAndAPatternSet() {
        String sample = """
                # heading
                x = f(1) {
                    y
                }

                begin
                  (z)
                end
                """;
        for (Language l : Languages.all()) {
            DelimiterSegmenter s = DelimiterSegmenter.forLanguage(l.name());
            assertThat(s.patternSet()).as(l.name()).isIn(l.name(), l.family().id());
            if (!s.patternSet().equals("plain_text")) {
                assertThat(s.delimiters()).as(l.name()).isNotEmpty();
            }
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(8).build(), s);
            ChunkInvariants.chunkAndCheck(kerf, Source.fromText(sample).withPath("sample"));
        }
    }

    /** A class whose methods are blocks, with a string holding braces. */
    private static final String OUTER = """
                class Outer {
                    void a() {
                        String s = "} {";
                    }

                    void b() {
                        if (x) {
                            y();
                        }
                    }
                }
                """;

    /** The hybrid use: a region (a syntax node too large for one chunk) cut along its own blocks. */
    @Test
    void aRegionIsCutAlongItsOwnBlocks() {
        String text = OUTER;
        int from = text.indexOf("    void a()");
        int to = text.lastIndexOf("}");
        var structure = DelimiterSegmenter.forLanguage("java").segment(text, from, to);
        var top = structure.top();
        assertThat(top.getFirst().start()).isEqualTo(from);
        assertThat(top.getLast().end()).isEqualTo(to);
        for (int i = 1; i < top.size(); i++) {
            assertThat(top.get(i).start()).isEqualTo(top.get(i - 1).end());
        }
        assertThat(top).extracting(s -> s.labels().get("delimiter_kind")).containsExactly("FUNCTION", "FUNCTION");
        // Below the region's top, its blocks' children stay inside their parents and tile them.
        for (var block : top) {
            var children = block.children();
            if (!children.isEmpty()) {
                assertThat(children.getFirst().start()).isEqualTo(block.start());
                assertThat(children.getLast().end()).isLessThanOrEqualTo(block.end());
            }
        }
        assertThatThrownBy(() -> DelimiterSegmenter.forLanguage("java").segment(text, 5, 2)).isInstanceOf(IllegalArgumentException.class);
    }

    /** One reading of a text cuts each of its regions as a fresh reading would, in any order. */
    @Test
    void regionsOfOneTextAreCutAsSeparateCallsCutThem() {
        String text = OUTER + """

                just words
                and more
                """;
        DelimiterSegmenter java = DelimiterSegmenter.forLanguage("java");
        int a = text.indexOf("    void a()");
        int b = text.indexOf("    void b()");
        int words = text.indexOf("just words");
        int[][] regions = {{b, text.lastIndexOf("    }") + 6}, {a, b}, {0, text.length()}, {words, text.length()}, {a, a}};
        DelimiterSegmenter.Regions shared = java.regions(text);
        for (int[] r : regions) {
            var once = java.segment(text, r[0], r[1]);
            var reused = shared.segment(r[0], r[1]);
            assertThat(reused.top()).isEqualTo(once.top());
            List<Segment> onceTop = once.top();
            List<Segment> reusedTop = reused.top();
            for (int i = 0; i < onceTop.size(); i++) {
                assertThat(reusedTop.get(i).children()).isEqualTo(onceTop.get(i).children());
            }
        }
        assertThatThrownBy(() -> shared.segment(5, 2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void noBlocksFallsBackToGenericDelimitersThenTheGenericStructure() {
        assertThat(DelimiterSegmenter.forLanguage("cobol").segment("x {\n  y\n}\n").top())
                .extracting(s -> s.labels().get("delimiter_kind")).containsExactly("BLOCK");
        assertThat(DelimiterSegmenter.forLanguage("c").segment("just words\n\nand more words\n").top())
                .extracting(s -> s.kind()).containsExactly("block", "block");
    }
}
