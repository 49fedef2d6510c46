package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * Chroma's token-free retrieval metrics over character ranges ("Evaluating Chunking Strategies
 * for Retrieval"), reproduced convention for convention so that our figures can sit next to
 * theirs:
 *
 * <ul>
 *   <li>the numerator is the union of every intersection between a retrieved chunk of the
 *       question's corpus and a reference excerpt (summed over the corpora, when the excerpts lie
 *       in several);
 *   <li>recall divides it by the summed lengths of the excerpts;
 *   <li>precision divides it by the summed lengths of all retrieved chunks, including duplicates
 *       and chunks of other corpora;
 *   <li>IoU divides it by that same sum plus what of the excerpts no retrieved chunk covered;
 *   <li>precision-omega is the precision of an ideal retriever that returns exactly the chunks
 *       meeting an excerpt: numerator over the union of those chunks and the uncovered parts of
 *       the excerpts. It depends on the chunker only.
 * </ul>
 *
 * With {@link Overlap#TOUCHING} a chunk that only touches an excerpt counts, as in their code.
 */
public final class SpanMetrics {
    private SpanMetrics() {}

    /**
     * Precision-omega of one question, given the chunks of its corpora (chunks of other corpora are
     * skipped). For excerpts in several corpora, numerator and denominator are summed over them.
     */
    public static double precisionOmega(Question question, List<LocatedChunk> chunks, Overlap overlap) {
        long above = 0;
        long below = 0;
        boolean met = false;
        for (String corpus : question.corpusIds()) {
            Meeting m = meet(question.ranges(corpus), chunks, corpus, overlap);
            met |= !m.common().isEmpty();
            List<CharRange> denominator = new ArrayList<>(RangeSets.union(m.meetingChunks()));
            denominator.addAll(m.uncovered());
            above += RangeSets.total(RangeSets.union(m.common()));
            below += RangeSets.total(RangeSets.union(denominator));
        }
        if (!met) {
            return 0;
        }
        return below == 0 ? 0 : (double) above / below;
    }

    /**
     * Recall, precision and IoU of one question's retrieved chunks, in retrieval order. For
     * excerpts in several corpora, what was found and what was missed are summed over them.
     */
    public static RetrievalScores retrieval(Question question, List<LocatedChunk> retrieved, Overlap overlap) {
        List<CharRange> retrievedRanges = new ArrayList<>();
        for (LocatedChunk chunk : retrieved) {
            retrievedRanges.add(chunk.range());
        }
        double found = 0;
        long missed = 0;
        List<CharRange> all = new ArrayList<>();
        for (String corpus : question.corpusIds()) {
            List<CharRange> references = question.ranges(corpus);
            all.addAll(references);
            Meeting m = meet(references, retrieved, corpus, overlap);
            found += RangeSets.total(RangeSets.union(m.common()));
            missed += RangeSets.total(m.uncovered());
        }
        long recallBelow = RangeSets.total(all);
        long precisionBelow = RangeSets.total(retrievedRanges);
        long iouBelow = precisionBelow + missed;
        return new RetrievalScores(
                ratio(found, recallBelow), ratio(found, precisionBelow), ratio(found, iouBelow));
    }

    /**
     * How the chunks of {@code corpus} meet its reference excerpts: every intersection of a chunk
     * with an excerpt, the chunks behind them (once per excerpt met), and what of the excerpts no
     * chunk covers.
     */
    private record Meeting(List<CharRange> common, List<CharRange> meetingChunks, List<CharRange> uncovered) {}

    private static Meeting meet(List<CharRange> references, List<LocatedChunk> chunks, String corpus, Overlap overlap) {
        List<CharRange> common = new ArrayList<>();
        List<CharRange> meetingChunks = new ArrayList<>();
        List<CharRange> uncovered = new ArrayList<>(references);
        for (LocatedChunk chunk : chunks) {
            if (!chunk.corpusId().equals(corpus)) {
                continue;
            }
            for (CharRange reference : references) {
                CharRange shared = RangeSets.intersect(chunk.range(), reference, overlap);
                if (shared != null) {
                    uncovered = RangeSets.difference(uncovered, shared);
                    common.add(shared);
                    meetingChunks.add(chunk.range());
                }
            }
        }
        return new Meeting(common, meetingChunks, uncovered);
    }

    private static double ratio(double above, long below) {
        return below == 0 ? 0 : above / below;
    }
}
