package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RangeSetsTest {
    private static CharRange r(int start, int end) {
        return new CharRange(start, end);
    }

    @Test
    void unionMergesOverlappingAndTouchingRanges() {
        assertThat(RangeSets.union(List.of(r(20, 30), r(0, 5), r(5, 10), r(8, 12), r(40, 41))))
                .containsExactly(r(0, 12), r(20, 30), r(40, 41));
    }

    @Test
    void totalCountsRepeatsTwice() {
        assertThat(RangeSets.total(List.of(r(0, 10), r(0, 10), r(5, 6)))).isEqualTo(21);
    }

    @Test
    void touchingRangesMeetInAnEmptyRangeOnlyUnderChromasRule() {
        assertThat(RangeSets.intersect(r(0, 10), r(10, 20), Overlap.TOUCHING)).isEqualTo(r(10, 10));
        assertThat(RangeSets.intersect(r(0, 10), r(10, 20), Overlap.STRICT)).isNull();
        assertThat(RangeSets.intersect(r(0, 10), r(11, 20), Overlap.TOUCHING)).isNull();
        assertThat(RangeSets.intersect(r(0, 15), r(10, 20), Overlap.STRICT)).isEqualTo(r(10, 15));
    }

    @Test
    void differenceCutsTheTargetOut() {
        assertThat(RangeSets.difference(List.of(r(0, 10), r(20, 30), r(40, 50)), r(5, 25)))
                .containsExactly(r(0, 5), r(25, 30), r(40, 50));
        assertThat(RangeSets.difference(List.of(r(0, 30)), r(10, 20))).containsExactly(r(0, 10), r(20, 30));
        assertThat(RangeSets.difference(List.of(r(10, 20)), r(10, 20))).isEmpty();
    }

    @Test
    void anEmptyTargetInsideARangeSplitsItWithoutChangingItsLength() {
        List<CharRange> rest = RangeSets.difference(List.of(r(0, 30)), r(10, 10));
        assertThat(rest).containsExactly(r(0, 10), r(10, 30));
        assertThat(RangeSets.total(rest)).isEqualTo(30);
    }
}
