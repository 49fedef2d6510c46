package dev.kerf.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tiling the syntax and delimiter structures share: children, code between them, whitespace joined. */
class TilingTest {
    private static final String TEXT = "int x;\n\nvoid f() {}\n\n\nvoid g() {}\n  \n";

    @Test
    void childrenAndTheCodeBetweenThemTileTheParent() {
        Tiling tiling = new Tiling(TEXT, "code", 0, TEXT.length());
        int f = TEXT.indexOf("void f");
        int g = TEXT.indexOf("void g");
        tiling.add(f, f + "void f() {}".length(), "function", () -> Map.of("name", "f"), node("f"));
        tiling.add(g, g + "void g() {}".length(), "function", () -> Map.of("name", "g"), node("g"));
        List<Segment> segments = tiling.finish();

        assertThat(segments).extracting(Segment::kind).containsExactly("code", "function", "function");
        assertThat(segments.getFirst().start()).isZero();
        assertThat(segments.getLast().end()).isEqualTo(TEXT.length()); // the trailing blank line joins g
        for (int i = 1; i < segments.size(); i++) {
            assertThat(segments.get(i).start()).isEqualTo(segments.get(i - 1).end());
        }
        assertThat(TEXT.substring(segments.get(1).start(), segments.get(1).end())).isEqualTo("void f() {}\n\n\n");
        assertThat(nodeOf(segments.get(1))).isEqualTo("f");
        assertThat(nodeOf(segments.get(2))).isEqualTo("g");
        // The node finds the children of the segment as widened, not of the node's own range.
        assertThat(segments.get(2).children().getFirst().end()).isEqualTo(TEXT.length());
        assertThat(segments.get(2).labels()).containsEntry("name", "g");
    }

    @Test
    void aChildAlreadyCoveredAddsNothingAndIsNeverLabelled() {
        Tiling tiling = new Tiling(TEXT, "code", 0, TEXT.length());
        tiling.add(0, TEXT.length(), "block", Map::of, node("all"));
        tiling.add(8, 19, "function", () -> {
            throw new AssertionError("labels of a skipped child were asked for");
        }, node("inner"));
        assertThat(tiling.finish()).extracting(Segment::kind).containsExactly("block");
    }

    @Test
    void codeLeftAtTheEndIsAGap() {
        String text = "void f() {}\nreturn 1;\n";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        tiling.add(0, "void f() {}".length(), "function", Map::of, node("f"));
        assertThat(tiling.finish()).extracting(Segment::kind).containsExactly("function", "code");
    }

    @Test
    void aBoundaryInsideALineMovesToTheSideHoldingLessOfIt() {
        // A class header as code, then the body node from its brace: the brace's line goes to the header.
        String text = "/** Doc. */\npublic class A extends B {\n    int x;\n}\n";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        int body = text.indexOf('{');
        tiling.add(body, text.length(), "class_body", Map::of, node("body"));
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("/** Doc. */\npublic class A extends B {\n", "    int x;\n}\n");
        assertThat(nodeOf(segments.get(1))).isEqualTo("body"); // its node moved with it

        // A parameter list's closing line, with more of the signature after the parenthesis, ends
        // the parameter list: not the start of the body's segment, nor a segment of its own.
        String py = "def f(\n    a,\n) -> None:\n    pass\n";
        Tiling params = new Tiling(py, "code", 0, py.length());
        params.add(py.indexOf('('), py.indexOf(')') + 1, "parameters", Map::of, node("parameters"));
        params.add(py.indexOf("    pass"), py.length(), "block", Map::of, node("block"));
        List<Segment> signature = params.finish();
        assertThat(signature).extracting(s -> py.substring(s.start(), s.end()))
                .containsExactly("def f(\n", "    a,\n) -> None:\n", "    pass\n");
        assertThat(nodeOf(signature.get(1))).isEqualTo("parameters");

        // As the last line of what is tiled, such a line is a segment of its own still (a do
        // loop's "} while (x);"): it ends the parent whichever segment holds it.
        String loop = "do {\n    x++;\n} while (x < 9);\n";
        Tiling doLoop = new Tiling(loop, "code", 0, loop.length());
        doLoop.add(loop.indexOf('{'), loop.indexOf('}') + 1, "block", Map::of, node("block"));
        assertThat(doLoop.finish()).extracting(s -> loop.substring(s.start(), s.end()))
                .containsExactly("do {\n", "    x++;\n", "} while (x < 9);\n");
    }

    @Test
    void whatFollowsAClosingBraceOnItsLineJoinsTheBracesSegment() {
        // The brace's segment keeps its brace: the ", " after it is no reason to start the next one there.
        String text = "cases := []T{\n\t{\n\t\tname: \"a\",\n\t},\n\t{\n\t\tname: \"b\",\n\t},\n}\n";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        int first = text.indexOf("\t{");
        int second = text.indexOf("\t{", first + 1);
        tiling.add(first, text.indexOf('}', first) + 1, "literal", Map::of, node("a"));
        tiling.add(second, text.indexOf('}', second) + 1, "literal", Map::of, node("b"));
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("cases := []T{\n", "\t{\n\t\tname: \"a\",\n\t},\n", "\t{\n\t\tname: \"b\",\n\t},\n", "}\n");
        assertThat(nodeOf(segments.get(1))).isEqualTo("a");
    }

    @Test
    void twoSegmentsSharingOneLineAloneBecomeOneKeepingTheLabelledNode() {
        String text = "int a; // first\nint b; // second\n";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        tiling.add(0, 6, "field", () -> Map.of("name", "a"), node("a"));
        tiling.add(text.indexOf("//"), text.indexOf('\n'), "comment", Map::of, node("comment a"));
        tiling.add(text.indexOf("int b"), text.indexOf("int b") + 6, "field", () -> Map.of("name", "b"), node("b"));
        tiling.add(text.lastIndexOf("//"), text.length() - 1, "comment", Map::of, node("comment b"));
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("int a; // first\n", "int b; // second\n");
        assertThat(segments).extracting(s -> s.labels().get("name")).containsExactly("a", "b");
        assertThat(nodeOf(segments.get(0))).isEqualTo("a");
    }

    /**
     * Four nodes on one short line (what a parser recovering from T-SQL's brackets made of an
     * INSERT's first line), then the next line: the first line is one segment, its labelled part
     * kept, so that no chunk is cut inside it.
     */
    @Test
    void aShortLineOfManySegmentsBecomesOne() {
        String text = "INSERT INTO [dbo].[Employee] ([Id], [Name]) VALUES\n    (1, N'Adams'),\n";
        int rows = text.indexOf("    (1");
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        tiling.add(0, 12, "code", Map::of, node("insert"));
        tiling.add(12, 13, "ERROR", () -> Map.of("has_parse_errors", true), node("bracket"));
        tiling.add(13, text.indexOf("] ("), "code", Map::of, node("name"));
        tiling.add(text.indexOf("] ("), rows - 1, "ERROR", () -> Map.of("has_parse_errors", true), node("columns"));
        tiling.add(rows, text.length() - 1, "code", Map::of, node("rows"));
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(seg -> text.substring(seg.start(), seg.end()))
                .containsExactly("INSERT INTO [dbo].[Employee] ([Id], [Name]) VALUES\n", "    (1, N'Adams'),\n");
        assertThat(segments.getFirst().labels()).containsEntry("has_parse_errors", true);
    }

    @Test
    void segmentsOfOneLineThatIsTheWholeRangeStayApart() {
        // A minified line: its parts stay apart, so that the Packer can still cut it by its structure.
        String text = "a();b();c();";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        tiling.add(0, 4, "call", Map::of, node("a"));
        tiling.add(4, 8, "call", Map::of, node("b"));
        tiling.add(8, 12, "call", Map::of, node("c"));
        assertThat(tiling.finish()).extracting(s -> text.substring(s.start(), s.end())).containsExactly("a();", "b();", "c();");

        // One whole line of two parts that is the whole range: joined, it would be the parent again.
        String line = "int a; // first\n";
        Tiling whole = new Tiling(line, "code", 0, line.length());
        whole.add(0, 6, "field", Map::of, node("a"));
        whole.add(7, line.length() - 1, "comment", Map::of, node("comment"));
        assertThat(whole.finish()).hasSize(2);
    }

    @Test
    void aLineOfThreeSegmentsIsNotCutInside() {
        // tree-sitter-c: a for loop's header is code, a comment between its clauses, code again,
        // then the body (libuv's idna.c). Before, a chunk could begin at the comment.
        String text = "for (k = 36, q = delta; /* empty */; k += 36) {\n  t = 1;\n}\n";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        int comment = text.indexOf("/*");
        tiling.add(comment, text.indexOf("*/") + 2, "comment", Map::of, node("comment"));
        int body = text.indexOf("  t = 1;");
        tiling.add(body, text.length() - 1, "compound_statement", Map::of, node("body"));
        assertThat(tiling.finish()).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("for (k = 36, q = delta; /* empty */; k += 36) {\n", "  t = 1;\n}\n");
    }

    @Test
    void aNodeBeginningOnTheLineFeedOfACrlfLeavesTheLineBreakWhole() {
        // tree-sitter-nix reads a backslash and the CR after it as one escape, so the string fragment after it begins on the LF.
        String text = "s = \"a \\\r\nb\";\r\n";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        int lf = text.indexOf('\n');
        tiling.add(lf, text.indexOf('"', lf), "string_fragment", Map::of, node("fragment"));
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(s -> text.substring(s.start(), s.end())).containsExactly("s = \"a \\\r\n", "b\";\r\n");
    }

    @Test
    void anEscapedLineBreakWithTheNextLinesIndentationStaysOnItsLine() {
        // tree-sitter-ocaml: inside a string, "\" at a line's end with the spaces that open the
        // next line is one escape_sequence node, so the string's text between escapes began after
        // that indentation and ended before the next "\" (cohttp's test_parser.ml: a chunk began
        // with the " \" of a line whose text was in the chunk before).
        String text = "  \"GET / HTTP/1.1\\\n   Host: a\\\n   Accept: b\\\n   \"\n";
        Tiling tiling = new Tiling(text, "code", 0, text.length());
        for (int at = text.indexOf('\\'); at >= 0; at = text.indexOf('\\', at + 1)) {
            tiling.add(at, at + 5, "escape_sequence", Map::of, node("escape"));
        }
        assertThat(tiling.finish()).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("  \"GET / HTTP/1.1\\\n   ", "Host: a\\\n   ", "Accept: b\\\n   ", "\"\n");
    }

    /** A node that names itself: its one child is a segment of that kind over the parent's range as the node sees it. */
    private static Node node(String name) {
        return self -> List.of(new Segment(self.start(), self.end(), name));
    }

    /** The name of the node behind {@code segment}. */
    private static String nodeOf(Segment segment) {
        return segment.children().getFirst().kind();
    }
}
