package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class BudgetMetricsTest {
    private static final Offset<Double> EXACT = within(1e-12);
    /** 100 chars, none of them white space, so content counts equal lengths. */
    private static final ContentChars DENSE = new ContentChars("x".repeat(100));

    private static Question question(int start, int end) {
        return new Question("q", "a", List.of(new CharRange(start, end)));
    }

    private static LocatedChunk chunk(String corpus, int start, int end) {
        return new LocatedChunk(corpus, new CharRange(start, end), "x".repeat(end - start), 1);
    }

    @Test
    void recallCountsOnlyWhatFitsInTheBudgetInRankOrder() {
        Question q = question(40, 60);
        // 30 chars of another corpus, then [30, 50) (10 of the target), then [50, 70) cut to 5 chars.
        List<LocatedChunk> ranked = List.of(chunk("b", 0, 30), chunk("a", 30, 50), chunk("a", 50, 70));
        assertThat(BudgetMetrics.recallWithinBudget(q, ranked, 55, DENSE)).isCloseTo(15.0 / 20, EXACT);
        assertThat(BudgetMetrics.recallWithinBudget(q, ranked, 70, DENSE)).isCloseTo(1.0, EXACT);
        assertThat(BudgetMetrics.recallWithinBudget(q, ranked, 30, DENSE)).isZero();
    }

    @Test
    void aChunkWhoseTextIsShorterThanItsRangeStillCoversItsRange() {
        // A splitter that dropped indentation: 10 chars of text for a 20-char range.
        LocatedChunk stripped = new LocatedChunk("a", new CharRange(40, 60), "x".repeat(10), 1);
        assertThat(BudgetMetrics.recallWithinBudget(question(40, 60), List.of(stripped), 10, DENSE))
                .isCloseTo(1.0, EXACT);
        assertThat(BudgetMetrics.recallWithinBudget(question(40, 60), List.of(stripped), 5, DENSE))
                .isCloseTo(0.5, EXACT);
    }

    @Test
    void theBudgetCanBeCountedInTokens() {
        // Two chunks of 20 chars, 10 and 4 tokens: 12 tokens take the first and half the second.
        LocatedChunk wordy = new LocatedChunk("a", new CharRange(0, 20), "x".repeat(20), 10);
        LocatedChunk dense = new LocatedChunk("a", new CharRange(20, 40), "x".repeat(20), 4);
        assertThat(BudgetMetrics.recallWithinBudget(question(20, 40), List.of(wordy, dense), 12, DENSE,
                LocatedChunk::tokens)).isCloseTo(0.5, EXACT);
        assertThat(BudgetMetrics.recallWithinBudget(question(20, 40), List.of(wordy, dense), 14, DENSE,
                LocatedChunk::tokens)).isCloseTo(1.0, EXACT);
    }

    @Test
    void whiteSpaceCountsForNothing() {
        ContentChars sparse = new ContentChars("xxxxx     xxxxx");
        Question q = question(0, 15);
        assertThat(BudgetMetrics.recallWithinBudget(q, List.of(chunk("a", 0, 10)), 100, sparse)).isCloseTo(0.5, EXACT);
        assertThat(BudgetMetrics.iouOfFirst(question(0, 5), List.of(chunk("a", 0, 10)), sparse)).isCloseTo(1.0, EXACT);
    }

    @Test
    void iouOfTheFirstChunkIsIntersectionOverUnion() {
        Question q = question(10, 30);
        assertThat(BudgetMetrics.iouOfFirst(q, List.of(chunk("a", 20, 40), chunk("a", 10, 30)), DENSE))
                .isCloseTo(10.0 / 30, EXACT);
        assertThat(BudgetMetrics.iouOfFirst(q, List.of(chunk("b", 10, 30)), DENSE)).isZero();
        assertThat(BudgetMetrics.iouOfFirst(q, List.of(), DENSE)).isZero();
    }

    @Test
    void aTargetIsWholeWhenOneChunkHoldsItTrimmedOfWhiteSpace() {
        ContentChars text = new ContentChars("  xxxxxx  " + "x".repeat(10));
        Question q = question(0, 10); // the content is [2, 8)
        assertThat(BudgetMetrics.wholeShare(q, List.of(chunk("a", 2, 8)), text)).isCloseTo(1.0, EXACT);
        assertThat(BudgetMetrics.wholeShare(q, List.of(chunk("a", 0, 5), chunk("a", 5, 20)), text)).isZero();
        Question two = new Question("q", "a", List.of(new CharRange(2, 8), new CharRange(12, 18)));
        assertThat(BudgetMetrics.wholeShare(two, List.of(chunk("a", 0, 10), chunk("a", 10, 15)), text))
                .isCloseTo(0.5, EXACT);
    }

    @Test
    void coverageCountsTheContentThatSomeChunkHolds() {
        ContentChars text = new ContentChars("xxxx  xxxx");
        assertThat(BudgetMetrics.covered(List.of(chunk("a", 0, 4), chunk("a", 2, 5)), text)).isEqualTo(4);
        assertThat(BudgetMetrics.covered(List.of(chunk("a", 0, 10)), text)).isEqualTo(8);
    }

    private static Question.Reference ref(String corpus, int start, int end) {
        return new Question.Reference(corpus, new CharRange(start, end));
    }

    @Test
    void aTargetInTwoCorporaCountsEachPartWithItsOwnContent() {
        // b's text is white space from 5 on, so its reference [0, 10) holds 5 content chars.
        ContentChars b = new ContentChars("xxxxx" + " ".repeat(95));
        java.util.Map<String, ContentChars> content = java.util.Map.of("a", DENSE, "b", b);
        Question q = new Question("q", List.of(ref("a", 40, 60), ref("b", 0, 10)));
        List<LocatedChunk> ranked = List.of(chunk("b", 0, 10), chunk("a", 40, 50), chunk("c", 0, 20));
        assertThat(BudgetMetrics.recallWithinBudget(q, ranked, 100, content::get)).isCloseTo(15.0 / 25, EXACT);
        // 15 chars: b's chunk whole, then [40, 45) of a's.
        assertThat(BudgetMetrics.recallWithinBudget(q, ranked, 15, content::get)).isCloseTo(10.0 / 25, EXACT);
        assertThat(BudgetMetrics.recallWithinBudget(q, List.of(chunk("a", 30, 70), chunk("b", 0, 5)), 100,
                content::get, LocatedChunk::tokens)).isCloseTo(1.0, EXACT);
    }

    @Test
    void theFirstChunkMatchesAtMostThePartOfATargetInItsOwnCorpus() {
        Question q = new Question("q", List.of(ref("a", 40, 60), ref("b", 0, 10)));
        // common 20; union: the chunk's 20 and the target's 30, less the 20 they share.
        assertThat(BudgetMetrics.iouOfFirst(q, List.of(chunk("a", 40, 60)), id -> DENSE)).isCloseTo(20.0 / 30, EXACT);
        assertThat(BudgetMetrics.iouOfFirst(q, List.of(chunk("b", 0, 20)), id -> DENSE)).isCloseTo(10.0 / 40, EXACT);
        assertThat(BudgetMetrics.iouOfFirst(q, List.of(chunk("c", 40, 60)), id -> DENSE)).isZero();
    }

    @Test
    void aReferenceIsWholeOnlyInAChunkOfItsOwnCorpus() {
        Question q = new Question("q", List.of(ref("a", 2, 8), ref("b", 2, 8)));
        assertThat(BudgetMetrics.wholeShare(q, List.of(chunk("a", 0, 10), chunk("b", 0, 5)), id -> DENSE))
                .isCloseTo(0.5, EXACT);
        assertThat(BudgetMetrics.wholeShare(q, List.of(chunk("b", 0, 10)), id -> DENSE)).isCloseTo(0.5, EXACT);
        assertThat(BudgetMetrics.wholeShare(q, List.of(chunk("a", 0, 10), chunk("b", 0, 10)), id -> DENSE))
                .isCloseTo(1.0, EXACT);
    }
}
