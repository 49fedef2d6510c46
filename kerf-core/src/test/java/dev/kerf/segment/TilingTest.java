package dev.kerf.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tiling the syntax and delimiter structures share: children, code between them, whitespace joined. */
class TilingTest {
    private static final String TEXT = "int x;\n\nvoid f() {}\n\n\nvoid g() {}\n  \n";

    @Test
    void childrenAndTheCodeBetweenThemTileTheParent() {
        SegmentNodes<String> nodes = new SegmentNodes<>();
        Tiling<String> tiling = new Tiling<>(TEXT, "code", 0, TEXT.length(), nodes);
        int f = TEXT.indexOf("void f");
        int g = TEXT.indexOf("void g");
        tiling.add("f", f, f + "void f() {}".length(), "function", () -> Map.of("name", "f"));
        tiling.add("g", g, g + "void g() {}".length(), "function", () -> Map.of("name", "g"));
        List<Segment> segments = tiling.finish();

        assertThat(segments).extracting(Segment::kind).containsExactly("code", "function", "function");
        assertThat(segments.getFirst().start()).isZero();
        assertThat(segments.getLast().end()).isEqualTo(TEXT.length()); // the trailing blank line joins g
        for (int i = 1; i < segments.size(); i++) {
            assertThat(segments.get(i).start()).isEqualTo(segments.get(i - 1).end());
        }
        assertThat(TEXT.substring(segments.get(1).start(), segments.get(1).end())).isEqualTo("void f() {}\n\n\n");
        assertThat(nodes.get(segments.get(1))).isEqualTo("f");
        assertThat(nodes.get(segments.get(2))).isEqualTo("g"); // found again under its widened range
        assertThat(segments.get(2).labels()).containsEntry("name", "g");
    }

    @Test
    void aChildAlreadyCoveredAddsNothingAndIsNeverLabelled() {
        Tiling<String> tiling = new Tiling<>(TEXT, "code", 0, TEXT.length(), new SegmentNodes<>());
        tiling.add("all", 0, TEXT.length(), "block", Map::of);
        tiling.add("inner", 8, 19, "function", () -> {
            throw new AssertionError("labels of a skipped child were asked for");
        });
        assertThat(tiling.finish()).extracting(Segment::kind).containsExactly("block");
    }

    @Test
    void codeLeftAtTheEndIsAGap() {
        String text = "void f() {}\nreturn 1;\n";
        Tiling<String> tiling = new Tiling<>(text, "code", 0, text.length(), new SegmentNodes<>());
        tiling.add("f", 0, "void f() {}".length(), "function", Map::of);
        assertThat(tiling.finish()).extracting(Segment::kind).containsExactly("function", "code");
    }

    @Test
    void aBoundaryInsideALineMovesToTheSideHoldingLessOfIt() {
        // A class header as code, then the body node from its brace: the brace's line goes to the header.
        String text = "/** Doc. */\npublic class A extends B {\n    int x;\n}\n";
        SegmentNodes<String> nodes = new SegmentNodes<>();
        Tiling<String> tiling = new Tiling<>(text, "code", 0, text.length(), nodes);
        int body = text.indexOf('{');
        tiling.add("body", body, text.length(), "class_body", Map::of);
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("/** Doc. */\npublic class A extends B {\n", "    int x;\n}\n");
        assertThat(nodes.get(segments.get(1))).isEqualTo("body"); // still found by its new range

        // A closing parenthesis before a longer rest: the line goes to the segment after.
        String py = "def f(\n    a,\n) -> None:\n    pass\n";
        Tiling<String> params = new Tiling<>(py, "code", 0, py.length(), new SegmentNodes<>());
        params.add("parameters", py.indexOf('('), py.indexOf(')') + 1, "parameters", Map::of);
        params.add("block", py.indexOf("    pass"), py.length(), "block", Map::of);
        assertThat(params.finish()).extracting(s -> py.substring(s.start(), s.end()))
                .containsExactly("def f(\n", "    a,\n", ") -> None:\n", "    pass\n");
    }

    @Test
    void whatFollowsAClosingBraceOnItsLineJoinsTheBracesSegment() {
        // The brace's segment keeps its brace: the ", " after it is no reason to start the next one there.
        String text = "cases := []T{\n\t{\n\t\tname: \"a\",\n\t},\n\t{\n\t\tname: \"b\",\n\t},\n}\n";
        SegmentNodes<String> nodes = new SegmentNodes<>();
        Tiling<String> tiling = new Tiling<>(text, "code", 0, text.length(), nodes);
        int first = text.indexOf("\t{");
        int second = text.indexOf("\t{", first + 1);
        tiling.add("a", first, text.indexOf('}', first) + 1, "literal", Map::of);
        tiling.add("b", second, text.indexOf('}', second) + 1, "literal", Map::of);
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("cases := []T{\n", "\t{\n\t\tname: \"a\",\n\t},\n", "\t{\n\t\tname: \"b\",\n\t},\n", "}\n");
        assertThat(nodes.get(segments.get(1))).isEqualTo("a");
    }

    @Test
    void twoSegmentsSharingOneLineAloneBecomeOneKeepingTheLabelledNode() {
        String text = "int a; // first\nint b; // second\n";
        SegmentNodes<String> nodes = new SegmentNodes<>();
        Tiling<String> tiling = new Tiling<>(text, "code", 0, text.length(), nodes);
        tiling.add("a", 0, 6, "field", () -> Map.of("name", "a"));
        tiling.add("comment a", text.indexOf("//"), text.indexOf('\n'), "comment", Map::of);
        tiling.add("b", text.indexOf("int b"), text.indexOf("int b") + 6, "field", () -> Map.of("name", "b"));
        tiling.add("comment b", text.lastIndexOf("//"), text.length() - 1, "comment", Map::of);
        List<Segment> segments = tiling.finish();
        assertThat(segments).extracting(s -> text.substring(s.start(), s.end()))
                .containsExactly("int a; // first\n", "int b; // second\n");
        assertThat(segments).extracting(s -> s.labels().get("name")).containsExactly("a", "b");
        assertThat(nodes.get(segments.get(0))).isEqualTo("a");
    }

    @Test
    void segmentsOfOneLineThatIsTheWholeRangeStayApart() {
        // A minified line: its parts stay apart, so that the Packer can still cut it by its structure.
        String text = "a();b();c();";
        Tiling<String> tiling = new Tiling<>(text, "code", 0, text.length(), new SegmentNodes<>());
        tiling.add("a", 0, 4, "call", Map::of);
        tiling.add("b", 4, 8, "call", Map::of);
        tiling.add("c", 8, 12, "call", Map::of);
        assertThat(tiling.finish()).extracting(s -> text.substring(s.start(), s.end())).containsExactly("a();", "b();", "c();");

        // One whole line of two parts that is the whole range: joined, it would be the parent again.
        String line = "int a; // first\n";
        Tiling<String> whole = new Tiling<>(line, "code", 0, line.length(), new SegmentNodes<>());
        whole.add("a", 0, 6, "field", Map::of);
        whole.add("comment", 7, line.length() - 1, "comment", Map::of);
        assertThat(whole.finish()).hasSize(2);
    }
}
