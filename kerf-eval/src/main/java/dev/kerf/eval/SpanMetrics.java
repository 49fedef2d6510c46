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
 *       question's corpus and a reference excerpt;
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

    /** Precision-omega of one question, given every chunk of the pool (other corpora are skipped). */
    public static double precisionOmega(Question question, List<LocatedChunk> chunks, Overlap overlap) {
        List<CharRange> numerator = new ArrayList<>();
        List<CharRange> meetingChunks = new ArrayList<>();
        List<CharRange> uncovered = new ArrayList<>(question.references());
        for (LocatedChunk chunk : chunks) {
            if (!chunk.corpusId().equals(question.corpusId())) {
                continue;
            }
            for (CharRange reference : question.references()) {
                CharRange common = RangeSets.intersect(chunk.range(), reference, overlap);
                if (common != null) {
                    uncovered = RangeSets.difference(uncovered, common);
                    numerator.add(common);
                    meetingChunks.add(chunk.range());
                }
            }
        }
        if (numerator.isEmpty()) {
            return 0;
        }
        List<CharRange> denominator = new ArrayList<>(RangeSets.union(meetingChunks));
        denominator.addAll(uncovered);
        long below = RangeSets.total(RangeSets.union(denominator));
        return below == 0 ? 0 : (double) RangeSets.total(RangeSets.union(numerator)) / below;
    }

    /** Recall, precision and IoU of one question's retrieved chunks, in retrieval order. */
    public static RetrievalScores retrieval(Question question, List<LocatedChunk> retrieved, Overlap overlap) {
        List<CharRange> numerator = new ArrayList<>();
        List<CharRange> uncovered = new ArrayList<>(question.references());
        List<CharRange> retrievedRanges = new ArrayList<>();
        for (LocatedChunk chunk : retrieved) {
            retrievedRanges.add(chunk.range());
            if (!chunk.corpusId().equals(question.corpusId())) {
                continue;
            }
            for (CharRange reference : question.references()) {
                CharRange common = RangeSets.intersect(chunk.range(), reference, overlap);
                if (common != null) {
                    uncovered = RangeSets.difference(uncovered, common);
                    numerator.add(common);
                }
            }
        }
        double found = RangeSets.total(RangeSets.union(numerator));
        long recallBelow = RangeSets.total(question.references());
        long precisionBelow = RangeSets.total(retrievedRanges);
        long iouBelow = precisionBelow + RangeSets.total(uncovered);
        return new RetrievalScores(
                ratio(found, recallBelow), ratio(found, precisionBelow), ratio(found, iouBelow));
    }

    private static double ratio(double above, long below) {
        return below == 0 ? 0 : above / below;
    }
}
