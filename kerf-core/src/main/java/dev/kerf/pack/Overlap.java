package dev.kerf.pack;

import java.util.ArrayList;
import java.util.List;

/**
 * Extends each chunk after the first backwards into the chunk before it. The new start is a line
 * start, or, when the cut itself falls inside a line, a word start; so overlaps repeat whole lines
 * (or whole words) and never cut one.
 */
final class Overlap {
    private Overlap() {}

    static List<Piece> add(List<Piece> pieces, DocumentTokens tokens, int overlapTokens, int maxTokens) {
        List<Piece> out = new ArrayList<>(pieces.size());
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            if (i == 0) {
                out.add(p);
                continue;
            }
            Piece prev = pieces.get(i - 1);
            List<Integer> starts = candidates(tokens.text(), prev.start(), p.start());
            int best = bestStart(starts, p, tokens, overlapTokens, maxTokens);
            if (best < 0) {
                out.add(p);
            } else {
                int start = starts.get(best);
                out.add(new Piece(start, p.end(), tokens.count(start, p.end()), p.units()));
            }
        }
        return out;
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

    /**
     * Line starts in {@code (from, cut)}; when the cut falls inside a line, the word starts between
     * that line's start and the cut follow. Ascending.
     */
    static List<Integer> candidates(String text, int from, int cut) {
        List<Integer> out = new ArrayList<>();
        int lastLineStart = from;
        for (int i = from; i < cut; i++) {
            char c = text.charAt(i);
            boolean lineBreak = c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'));
            if (lineBreak && i + 1 < cut) {
                out.add(i + 1);
                lastLineStart = i + 1;
            }
        }
        boolean cutAtLineStart = cut == 0 || text.charAt(cut - 1) == '\n' || text.charAt(cut - 1) == '\r';
        if (!cutAtLineStart) {
            for (int i = Math.max(lastLineStart, from) + 1; i < cut; i++) {
                if (!Character.isWhitespace(text.charAt(i)) && Character.isWhitespace(text.charAt(i - 1))) {
                    out.add(i);
                }
            }
        }
        return out;
    }
}
