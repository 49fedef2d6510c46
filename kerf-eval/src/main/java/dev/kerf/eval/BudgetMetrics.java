package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Retrieval metrics that compare chunkers of different sizes fairly, on prose and code alike.
 * Chroma's top-5 metrics reward large chunks (five of them hold more text); here the reader gets a
 * fixed context of {@code budget} chars instead, filled with retrieved chunks in rank order, the
 * last one cut to fit. All counts are of chars that are not white space ({@link ContentChars}).
 *
 * <ul>
 *   <li><b>recall within budget</b>: the share of the target (the union of the question's
 *       references) that the context holds;
 *   <li>the same with the budget in tokens ({@code cl100k_base}), the unit a model's context is
 *       counted in;
 *   <li><b>IoU of the first chunk</b>: how well the best-ranked chunk alone matches the target,
 *       intersection over union, zero when it comes from another corpus;
 *   <li><b>whole-target share</b>: the share of the references that lie inside a single chunk
 *       (for code: whether the function is kept whole), independent of retrieval;
 *   <li><b>coverage</b>: the share of a corpus's content that any chunk holds.
 * </ul>
 */
public final class BudgetMetrics {
    private BudgetMetrics() {}

    /** Share of the question's target held by the first {@code budget} chars of the ranked chunks' texts. */
    public static double recallWithinBudget(Question q, List<LocatedChunk> ranked, int budget, ContentChars content) {
        return recallWithinBudget(q, ranked, budget, content, c -> c.text().length());
    }

    /**
     * The same with the budget counted in another unit, such as tokens: {@code cost} is what a
     * whole chunk takes of it. A splitter that drops indentation (LangChain4j) fits more code in
     * 4,000 chars than a verbatim one; counted in tokens, where a run of spaces is one token, that
     * advantage mostly goes.
     */
    public static double recallWithinBudget(Question q, List<LocatedChunk> ranked, int budget, ContentChars content,
            ToIntFunction<LocatedChunk> cost) {
        List<CharRange> target = RangeSets.union(q.references());
        long total = content.in(target);
        if (total == 0) {
            return 0;
        }
        List<CharRange> found = new ArrayList<>();
        int left = budget;
        for (LocatedChunk chunk : ranked) {
            if (left <= 0) {
                break;
            }
            int size = cost.applyAsInt(chunk);
            int used = Math.min(left, size);
            left -= used;
            if (!chunk.corpusId().equals(q.corpusId())) {
                continue;
            }
            CharRange taken = taken(chunk.range(), used, size);
            for (CharRange t : target) {
                CharRange common = RangeSets.intersect(taken, t, Overlap.STRICT);
                if (common != null) {
                    found.add(common);
                }
            }
        }
        return (double) content.in(RangeSets.union(found)) / total;
    }

    /**
     * The part of a chunk's range that {@code used} of its {@code size} hold: all of it when the
     * whole chunk fits, else the same share of the range from its start. (A splitter that drops
     * indentation has a text shorter than its range.)
     */
    static CharRange taken(CharRange r, int used, int size) {
        if (used >= size) {
            return r;
        }
        return new CharRange(r.start(), r.start() + (int) ((long) r.length() * used / size));
    }

    /** Intersection over union of the first ranked chunk and the question's target. */
    public static double iouOfFirst(Question q, List<LocatedChunk> ranked, ContentChars content) {
        if (ranked.isEmpty() || !ranked.getFirst().corpusId().equals(q.corpusId())) {
            return 0;
        }
        CharRange chunk = ranked.getFirst().range();
        List<CharRange> target = RangeSets.union(q.references());
        long common = 0;
        for (CharRange t : target) {
            CharRange c = RangeSets.intersect(chunk, t, Overlap.STRICT);
            common += c == null ? 0 : content.in(c);
        }
        long union = content.in(chunk) + content.in(target) - common;
        return union == 0 ? 0 : (double) common / union;
    }

    /** Share of the question's references (trimmed of white space) that one chunk holds whole. */
    public static double wholeShare(Question q, List<LocatedChunk> corpusChunks, ContentChars content) {
        if (q.references().isEmpty()) {
            return 0;
        }
        int whole = 0;
        for (CharRange reference : q.references()) {
            CharRange r = content.trim(reference);
            for (LocatedChunk chunk : corpusChunks) {
                if (chunk.range().start() <= r.start() && chunk.range().end() >= r.end()) {
                    whole++;
                    break;
                }
            }
        }
        return (double) whole / q.references().size();
    }

    /** Content chars of the corpus that some chunk holds. */
    public static long covered(List<LocatedChunk> corpusChunks, ContentChars content) {
        List<CharRange> ranges = new ArrayList<>();
        for (LocatedChunk c : corpusChunks) {
            ranges.add(c.range());
        }
        return content.in(RangeSets.union(ranges));
    }
}
