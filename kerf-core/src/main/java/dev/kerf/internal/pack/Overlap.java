package dev.kerf.internal.pack;

import dev.kerf.internal.text.Whitespace;
import dev.kerf.internal.text.Words;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.List;

/**
 * Extends each chunk after the first backwards into the chunks before it, as far as the overlap
 * allows ({@link #reach}). The new start is one the structure offers ({@link Structure#overlapStarts}: whole
 * sentences, then whole words of the sentence the cut falls in, for prose), else a line start;
 * when no whole line fits (or the cut falls inside a line), a word start in the line before the
 * cut. So overlaps repeat whole lines, sentences or words, and never cut one.
 */
final class Overlap {
    private Overlap() {}

    static List<Piece> add(List<Piece> pieces, DocumentTokens tokens, int overlapTokens, int maxTokens, Structure structure,
            java.util.Map<Integer, Integer> expected) {
        List<Piece> out = new ArrayList<>(pieces.size());
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            if (i == 0 || p.breakBefore()) {
                // A chunk the structure asked to begin (a section) begins there, without overlap.
                out.add(p);
                continue;
            }
            // Past the start of the chunk before, overlap and all: chunks begin in order.
            int before = out.getLast().start();
            int reach = reach(pieces, i, overlapTokens);
            int from = Math.max(reach, before);
            int max = maxTokens - p.reserve();
            Integer hint = expected.get(p.start());
            if (hint != null && hint >= reach && hint > before && hint < p.start()) {
                // The start packing expected, when the chunk left room for it as planned.
                int count = tokens.count(hint, p.end());
                if (count <= max) {
                    out.add(p.withRange(hint, count));
                    continue;
                }
            }
            List<Integer> starts = structure.overlapStarts(from, p.start()).orElse(null);
            int best;
            if (starts != null) {
                best = bestStart(starts, p, tokens, overlapTokens, max);
            } else {
                starts = lineStarts(tokens.text(), from, p.start());
                best = bestStart(starts, p, tokens, overlapTokens, max);
                int lastStart = lastLineStart(tokens.text(), from, p.start());
                if (best < 0 || starts.get(best) >= lastStart) {
                    // No whole line fits: repeat whole words of the line the cut follows.
                    List<Integer> words = Words.starts(tokens.text(), Math.max(from, lastStart), p.start());
                    int bestWord = bestStart(words, p, tokens, overlapTokens, max);
                    if (bestWord >= 0 && (best < 0 || words.get(bestWord) < starts.get(best))) {
                        starts = words;
                        best = bestWord;
                    }
                }
            }
            if (best < 0) {
                out.add(p);
            } else {
                int start = starts.get(best);
                out.add(p.withRange(start, tokens.count(start, p.end())));
            }
        }
        return out;
    }

    /**
     * How far back the overlap of piece {@code i} may reach: the start of the earliest of the
     * pieces before it that it could take text from. That is the piece before, and the ones before
     * that while those after them hold fewer tokens than the overlap (with a large overlap, the
     * piece before holds only a few tokens of its own: its overlap repeated the rest); never past
     * a piece the structure asked to begin (a section) or the first.
     */
    static int reach(List<Piece> pieces, int i, int overlapTokens) {
        int j = i - 1;
        long held = pieces.get(j).tokenCount();
        while (j > 0 && !pieces.get(j).breakBefore() && held < overlapTokens) {
            j--;
            held += pieces.get(j).tokenCount();
        }
        return pieces.get(j).start();
    }

    /**
     * Where the overlap of a chunk beginning at {@code cut} will begin in the chunk
     * {@code [from, cut)} before it ({@code cut} for none), as {@link #add} chooses it when the
     * chunk leaves room: so that
     * packing can fill each chunk up to maxTokens with its overlap, not to maxTokens less the whole
     * overlap allowance.
     */
    static int expected(int from, int cut, DocumentTokens tokens, int overlapTokens, Structure structure) {
        List<Integer> starts = structure.overlapStarts(from, cut).orElse(null);
        if (starts == null) {
            starts = lineStarts(tokens.text(), from, cut);
            int lastStart = lastLineStart(tokens.text(), from, cut);
            int line = firstFitting(starts, 0, s -> tokens.count(s, cut) <= overlapTokens);
            if (line < 0 || starts.get(line) >= lastStart) {
                List<Integer> words = Words.starts(tokens.text(), Math.max(from, lastStart), cut);
                int word = firstFitting(words, 0, s -> tokens.count(s, cut) <= overlapTokens);
                if (word >= 0 && (line < 0 || words.get(word) < starts.get(line))) {
                    return words.get(word);
                }
            }
            return line < 0 ? cut : starts.get(line);
        }
        int best = firstFitting(starts, 0, s -> tokens.count(s, cut) <= overlapTokens);
        return best < 0 ? cut : starts.get(best);
    }

    /**
     * The earliest candidate (the largest overlap) whose overlap fits {@code overlapTokens} and
     * whose whole chunk fits {@code maxTokens}; -1 when none does. Both counts shrink as the start
     * moves towards the cut, so each is found by bisection.
     */
    private static int bestStart(List<Integer> starts, Piece p, DocumentTokens tokens, int overlapTokens, int maxTokens) {
        int cut = p.start();
        int lo = firstFitting(starts, 0, s -> tokens.count(s, cut) <= overlapTokens);
        if (lo < 0) {
            return -1;
        }
        int best = firstFitting(starts, lo, s -> tokens.count(s, p.end()) <= maxTokens);
        // Bisection assumes counts shrink monotonically; make sure of the answer.
        while (best >= 0 && best < starts.size()
                && !(tokens.count(starts.get(best), cut) <= overlapTokens && tokens.count(starts.get(best), p.end()) <= maxTokens)) {
            best = best + 1 < starts.size() ? best + 1 : -1;
        }
        return best;
    }

    private static int firstFitting(List<Integer> starts, int from, java.util.function.IntPredicate fits) {
        int lo = from;
        int hi = starts.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (fits.test(starts.get(mid))) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo < starts.size() ? lo : -1;
    }

    /** Line starts in {@code (from, cut)}, ascending. */
    static List<Integer> lineStarts(String text, int from, int cut) {
        List<Integer> out = new ArrayList<>();
        for (int i = from; i < cut - 1; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && text.charAt(i + 1) != '\n')) {
                out.add(i + 1);
            }
        }
        return out;
    }

    /**
     * Where the last line with content before {@code cut} starts, but not before {@code from}: past
     * the blank lines between two chunks, whose words are none (a blank line before the cut left
     * the chunk after it no overlap at all).
     */
    private static int lastLineStart(String text, int from, int cut) {
        int end = cut;
        while (end > from && Whitespace.is(text.charAt(end - 1))) {
            end--;
        }
        for (int i = end - 1; i >= from; i--) {
            char c = text.charAt(i);
            if (Whitespace.isLineBreak(c)) {
                return i + 1;
            }
        }
        return from;
    }
}
