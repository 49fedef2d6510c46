package dev.kerf.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Retrieval metrics that compare chunkers of different sizes fairly, on prose and code alike.
 * Chroma's top-5 metrics reward large chunks (five of them hold more text); here the reader gets a
 * fixed context of {@code budget} chars instead, filled with retrieved chunks in rank order, the
 * last one cut to fit. All counts are of chars that are not white space ({@link ContentChars}).
 *
 * <ul>
 *   <li><b>recall within budget</b>: the share of the target (the union of the question's
 *       references, in one corpus or several) that the context holds;
 *   <li>the same with the budget in tokens ({@code cl100k_base}), the unit a model's context is
 *       counted in;
 *   <li><b>IoU of the first chunk</b>: how well the best-ranked chunk alone matches the target,
 *       intersection over union, zero when it comes from a corpus the target is not in;
 *   <li><b>whole-target share</b>: the share of the references that lie inside a single chunk
 *       (for code: whether the function is kept whole), independent of retrieval;
 *   <li><b>coverage</b>: the share of a corpus's content that any chunk holds.
 * </ul>
 */
public final class BudgetMetrics {
    private BudgetMetrics() {}

    /** Share of the question's target held by the first {@code budget} chars of the ranked chunks' texts. */
    public static double recallWithinBudget(Question q, List<LocatedChunk> ranked, int budget, ContentChars content) {
        return recallWithinBudget(q, ranked, budget, id -> content);
    }

    /** The same for a target in several corpora: {@code content} gives each corpus's content chars. */
    public static double recallWithinBudget(Question q, List<LocatedChunk> ranked, int budget,
            Function<String, ContentChars> content) {
        return recallWithinBudget(q, ranked, budget, content, c -> c.text().length());
    }

    /** The same with the budget counted by {@code cost}, for a target in one corpus. */
    public static double recallWithinBudget(Question q, List<LocatedChunk> ranked, int budget, ContentChars content,
            ToIntFunction<LocatedChunk> cost) {
        return recallWithinBudget(q, ranked, budget, id -> content, cost);
    }

    /**
     * The same with the budget counted in another unit, such as tokens: {@code cost} is what a
     * whole chunk takes of it. A splitter that drops indentation (LangChain4j) fits more code in
     * 4,000 chars than a verbatim one; counted in tokens, where a run of spaces is one token, that
     * advantage mostly goes. A target in several corpora counts as one: the share of all of it.
     */
    public static double recallWithinBudget(Question q, List<LocatedChunk> ranked, int budget,
            Function<String, ContentChars> content, ToIntFunction<LocatedChunk> cost) {
        Map<String, List<CharRange>> target = targets(q);
        long total = 0;
        for (Map.Entry<String, List<CharRange>> t : target.entrySet()) {
            total += content.apply(t.getKey()).in(t.getValue());
        }
        if (total == 0) {
            return 0;
        }
        Map<String, List<CharRange>> found = new LinkedHashMap<>();
        int left = budget;
        for (LocatedChunk chunk : ranked) {
            if (left <= 0) {
                break;
            }
            int size = cost.applyAsInt(chunk);
            int used = Math.min(left, size);
            left -= used;
            List<CharRange> corpusTarget = target.get(chunk.corpusId());
            if (corpusTarget == null) {
                continue;
            }
            CharRange taken = taken(chunk.range(), used, size);
            for (CharRange t : corpusTarget) {
                CharRange common = RangeSets.intersect(taken, t, Overlap.STRICT);
                if (common != null) {
                    found.computeIfAbsent(chunk.corpusId(), id -> new ArrayList<>()).add(common);
                }
            }
        }
        long held = 0;
        for (Map.Entry<String, List<CharRange>> f : found.entrySet()) {
            held += content.apply(f.getKey()).in(RangeSets.union(f.getValue()));
        }
        return (double) held / total;
    }

    /** The question's target: the union of its references, by corpus, in the order of {@link Question#corpusIds()}. */
    static Map<String, List<CharRange>> targets(Question q) {
        Map<String, List<CharRange>> target = new LinkedHashMap<>();
        for (String corpus : q.corpusIds()) {
            target.put(corpus, RangeSets.union(q.ranges(corpus)));
        }
        return target;
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

    /** Intersection over union of the first ranked chunk and the question's target, in one corpus. */
    public static double iouOfFirst(Question q, List<LocatedChunk> ranked, ContentChars content) {
        return iouOfFirst(q, ranked, id -> content);
    }

    /**
     * Intersection over union of the first ranked chunk and the question's target. For a target in
     * several corpora the union holds all of it, so one chunk can match at most the part in its
     * own corpus.
     */
    public static double iouOfFirst(Question q, List<LocatedChunk> ranked, Function<String, ContentChars> content) {
        if (ranked.isEmpty()) {
            return 0;
        }
        LocatedChunk first = ranked.getFirst();
        Map<String, List<CharRange>> target = targets(q);
        if (!target.containsKey(first.corpusId())) {
            return 0;
        }
        CharRange chunk = first.range();
        ContentChars own = content.apply(first.corpusId());
        long common = 0;
        for (CharRange t : target.get(first.corpusId())) {
            CharRange c = RangeSets.intersect(chunk, t, Overlap.STRICT);
            common += c == null ? 0 : own.in(c);
        }
        long targetContent = 0;
        for (Map.Entry<String, List<CharRange>> t : target.entrySet()) {
            targetContent += content.apply(t.getKey()).in(t.getValue());
        }
        long union = own.in(chunk) + targetContent - common;
        return union == 0 ? 0 : (double) common / union;
    }

    /** Share of the question's references (trimmed of white space) that one chunk holds whole, in one corpus. */
    public static double wholeShare(Question q, List<LocatedChunk> corpusChunks, ContentChars content) {
        return wholeShare(q, corpusChunks, id -> content);
    }

    /**
     * Share of the question's references (trimmed of white space) that one chunk of their corpus
     * holds whole; {@code chunks} are the chunks of the question's corpora.
     */
    public static double wholeShare(Question q, List<LocatedChunk> chunks, Function<String, ContentChars> content) {
        if (q.references().isEmpty()) {
            return 0;
        }
        int whole = 0;
        for (Question.Reference reference : q.references()) {
            CharRange r = content.apply(reference.corpusId()).trim(reference.range());
            for (LocatedChunk chunk : chunks) {
                if (chunk.corpusId().equals(reference.corpusId())
                        && chunk.range().start() <= r.start() && chunk.range().end() >= r.end()) {
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
