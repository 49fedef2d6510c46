package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class SpanMetricsTest {
    private static final Offset<Double> EXACT = within(1e-12);

    private static Question question(CharRange... references) {
        return new Question("q", "a", List.of(references));
    }

    private static LocatedChunk chunk(int start, int end) {
        return chunk("a", start, end);
    }

    private static LocatedChunk chunk(String corpus, int start, int end) {
        return new LocatedChunk(corpus, new CharRange(start, end), "x", 1);
    }

    private static CharRange r(int start, int end) {
        return new CharRange(start, end);
    }

    @Test
    void omegaIsTheReferenceOverTheChunksThatHoldIt() {
        Question q = question(r(10, 20));
        List<LocatedChunk> chunks = List.of(chunk(0, 15), chunk(15, 30), chunk(30, 40), chunk("b", 0, 40));
        assertThat(SpanMetrics.precisionOmega(q, chunks, Overlap.TOUCHING)).isCloseTo(10.0 / 30, EXACT);
        assertThat(SpanMetrics.precisionOmega(q, chunks, Overlap.STRICT)).isCloseTo(10.0 / 30, EXACT);
    }

    @Test
    void aChunkThatOnlyTouchesTheReferenceCountsUnderChromasRuleOnly() {
        Question q = question(r(10, 20));
        List<LocatedChunk> chunks = List.of(chunk(0, 10), chunk(10, 20), chunk(20, 30));
        assertThat(SpanMetrics.precisionOmega(q, chunks, Overlap.TOUCHING)).isCloseTo(10.0 / 30, EXACT);
        assertThat(SpanMetrics.precisionOmega(q, chunks, Overlap.STRICT)).isCloseTo(1.0, EXACT);
    }

    @Test
    void omegaCountsUncoveredReferenceTextInItsDenominator() {
        // Chunks leave [12, 14) of the reference uncovered (a gap of stripped white space).
        Question q = question(r(10, 20));
        List<LocatedChunk> chunks = List.of(chunk(0, 12), chunk(14, 24));
        assertThat(SpanMetrics.precisionOmega(q, chunks, Overlap.TOUCHING)).isCloseTo(8.0 / 24, EXACT);
    }

    @Test
    void omegaIsZeroWhenNoChunkMeetsAReference() {
        assertThat(SpanMetrics.precisionOmega(question(r(10, 20)), List.of(chunk(30, 40)), Overlap.TOUCHING))
                .isZero();
        assertThat(SpanMetrics.precisionOmega(question(r(10, 20)), List.of(), Overlap.TOUCHING)).isZero();
    }

    @Test
    void overlappingReferencesAreUnionedAboveButSummedBelowForRecall() {
        Question q = question(r(0, 10), r(5, 15));
        RetrievalScores s = SpanMetrics.retrieval(q, List.of(chunk(0, 20)), Overlap.TOUCHING);
        assertThat(s.recall()).isCloseTo(15.0 / 20, EXACT);
        assertThat(s.precision()).isCloseTo(15.0 / 20, EXACT);
        assertThat(s.iou()).isCloseTo(15.0 / 20, EXACT);
        assertThat(SpanMetrics.precisionOmega(q, List.of(chunk(0, 20)), Overlap.TOUCHING)).isCloseTo(0.75, EXACT);
    }

    @Test
    void aPartlyRetrievedReferenceAddsItsMissingPartToTheIouDenominator() {
        RetrievalScores s = SpanMetrics.retrieval(question(r(10, 30)), List.of(chunk(0, 20)), Overlap.TOUCHING);
        assertThat(s.recall()).isCloseTo(0.5, EXACT);
        assertThat(s.precision()).isCloseTo(0.5, EXACT);
        assertThat(s.iou()).isCloseTo(10.0 / 30, EXACT);
    }

    @Test
    void duplicateRetrievedChunksCountTwiceInPrecisionButOnceInTheNumerator() {
        RetrievalScores s =
                SpanMetrics.retrieval(question(r(0, 10)), List.of(chunk(0, 20), chunk(0, 20)), Overlap.TOUCHING);
        assertThat(s.recall()).isCloseTo(1.0, EXACT);
        assertThat(s.precision()).isCloseTo(10.0 / 40, EXACT);
        assertThat(s.iou()).isCloseTo(10.0 / 40, EXACT);
    }

    @Test
    void chunksOfOtherCorporaCountOnlyInPrecisionDenominators() {
        RetrievalScores s =
                SpanMetrics.retrieval(question(r(0, 10)), List.of(chunk(0, 10), chunk("b", 0, 10)), Overlap.TOUCHING);
        assertThat(s.recall()).isCloseTo(1.0, EXACT);
        assertThat(s.precision()).isCloseTo(0.5, EXACT);
        assertThat(s.iou()).isCloseTo(0.5, EXACT);
    }

    @Test
    void aTouchingRetrievedChunkAddsNothingAboveAndItsLengthBelow() {
        for (Overlap overlap : Overlap.values()) {
            RetrievalScores s = SpanMetrics.retrieval(question(r(10, 20)), List.of(chunk(0, 10)), overlap);
            assertThat(s.recall()).isZero();
            assertThat(s.precision()).isZero();
            assertThat(s.iou()).isZero();
        }
    }

    @Test
    void emptyRetrievalScoresZero() {
        RetrievalScores s = SpanMetrics.retrieval(question(r(10, 20)), List.of(), Overlap.TOUCHING);
        assertThat(s).isEqualTo(new RetrievalScores(0, 0, 0));
    }

    private static Question.Reference ref(String corpus, int start, int end) {
        return new Question.Reference(corpus, r(start, end));
    }

    @Test
    void aTargetInTwoCorporaIsScoredAsOneAcrossThem() {
        Question q = new Question("q", List.of(ref("a", 10, 20), ref("b", 0, 10)));
        // 10 of a's reference and 5 of b's are retrieved; b's [0, 5) is missed.
        RetrievalScores s = SpanMetrics.retrieval(q, List.of(chunk("a", 0, 20), chunk("b", 5, 15)), Overlap.TOUCHING);
        assertThat(s.recall()).isCloseTo(15.0 / 20, EXACT);
        assertThat(s.precision()).isCloseTo(15.0 / 30, EXACT);
        assertThat(s.iou()).isCloseTo(15.0 / 35, EXACT);
        // Omega: below, a's meeting chunk [0, 20) and b's [5, 15) with b's uncovered [0, 5).
        List<LocatedChunk> chunks = List.of(chunk("a", 0, 20), chunk("b", 5, 15), chunk("b", 20, 30), chunk("c", 0, 40));
        assertThat(SpanMetrics.precisionOmega(q, chunks, Overlap.TOUCHING)).isCloseTo(15.0 / 35, EXACT);
    }

    @Test
    void theSameRangeInAnotherCorpusIsNoHit() {
        Question q = new Question("q", List.of(ref("a", 10, 20), ref("b", 0, 10)));
        RetrievalScores s = SpanMetrics.retrieval(q, List.of(chunk("c", 0, 20)), Overlap.TOUCHING);
        assertThat(s).isEqualTo(new RetrievalScores(0, 0, 0));
        assertThat(SpanMetrics.precisionOmega(q, List.of(chunk("c", 0, 20)), Overlap.TOUCHING)).isZero();
    }

    @Test
    void aQuestionInOneCorpusScoresAsWithItsRangesListedByCorpus() {
        Question single = question(r(10, 20), r(30, 40));
        Question listed = new Question("q", List.of(ref("a", 10, 20), ref("a", 30, 40)));
        assertThat(single).isEqualTo(listed);
        assertThat(single.corpusIds()).containsExactly("a");
        assertThat(single.ranges("a")).containsExactly(r(10, 20), r(30, 40));
        assertThat(single.ranges("b")).isEmpty();
    }
}
