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
}
