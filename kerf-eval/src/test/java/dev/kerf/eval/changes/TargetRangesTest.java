package dev.kerf.eval.changes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.eval.CharRange;
import java.util.List;
import org.junit.jupiter.api.Test;

class TargetRangesTest {
    @Test
    void linesAreCountedAsGitCountsThemAndEndBeforeTheirBreak() {
        LineIndex lines = new LineIndex("a\r\nbb\n\nccc");
        assertThat(lines.count()).isEqualTo(4);
        assertThat(lines.start(2)).isEqualTo(3);
        assertThat(lines.contentEnd(1)).isEqualTo(1);
        assertThat(lines.contentEnd(2)).isEqualTo(5);
        assertThat(lines.isBlank(3)).isTrue();
        assertThat(lines.contentEnd(4)).isEqualTo(10);
        assertThat(new LineIndex("x\n").count()).isEqualTo(1);
        assertThat(new LineIndex("").count()).isZero();
    }

    @Test
    void consecutiveLinesMergeAndBlankLinesAtTheEndsOfARunAreLeftOut() {
        String text = "one\n  two\n\nfour\nfive\n\n\neight\n";
        LineIndex lines = new LineIndex(text);
        List<CharRange> ranges = TargetRanges.of(lines, List.of(2, 3, 4, 6, 7, 8));
        assertThat(ranges).containsExactly(new CharRange(4, 15), new CharRange(23, 28));
        assertThat(text.substring(4, 15)).isEqualTo("  two\n\nfour");
        assertThat(text.substring(23, 28)).isEqualTo("eight");
        assertThat(TargetRanges.of(lines, List.of(3, 6, 7))).isEmpty();
    }
}
