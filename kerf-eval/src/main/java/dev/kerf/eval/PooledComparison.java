package dev.kerf.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * kerf's rows against the peers over the questions of every code set at once. One set's interval
 * is about ±4 points wide, so a rule such as "lead every set by 2 points" is decided by a set's
 * luck as much as by the chunker; pooled, the questions of all the sets give one difference with
 * an interval about a quarter as wide. Each question counts once (sets with fewer questions weigh
 * less), and a row is pooled only over the sets that have it. Besides each peer, kerf is set
 * against the best peer of each set (by mean recall within 4,000 chars), which flatters the peers:
 * that choice is made after seeing their scores.
 */
final class PooledComparison {
    static final String BEST_PEER = "best peer of each set";

    private PooledComparison() {}

    /** The comparisons of each row in {@code compared} against each peer, and against the best peer of each set. */
    static List<MarkdownTable.Comparison> of(List<BenchmarkResult> sets, List<String> compared) {
        Map<String, List<QuestionScores>> byLabel = new LinkedHashMap<>();
        List<QuestionScores> best = new ArrayList<>();
        List<String> peers = new ArrayList<>();
        for (BenchmarkResult set : sets) {
            EvalRow bestRow = null;
            for (int i = 0; i < set.rows().size(); i++) {
                Chunker c = set.chunkers().get(i);
                EvalRow row = set.rows().get(i);
                byLabel.computeIfAbsent(c.shortLabel(), k -> new ArrayList<>()).add(row.perQuestion());
                if (!c.name().equals("kerf")) {
                    if (!peers.contains(c.shortLabel())) {
                        peers.add(c.shortLabel());
                    }
                    if (bestRow == null || row.recallWithinBudget() > bestRow.recallWithinBudget()) {
                        bestRow = row;
                    }
                }
            }
            if (bestRow != null) {
                best.add(bestRow.perQuestion());
            }
        }
        List<MarkdownTable.Comparison> out = new ArrayList<>();
        for (String kerf : compared) {
            List<QuestionScores> mine = byLabel.get(kerf);
            if (mine == null || mine.size() != sets.size()) {
                continue;
            }
            for (String peer : peers) {
                List<QuestionScores> theirs = byLabel.get(peer);
                if (theirs.size() == sets.size()) {
                    out.add(new MarkdownTable.Comparison(kerf + " − " + peer, pooled(kerf, mine), pooled(peer, theirs)));
                }
            }
            if (best.size() == sets.size()) {
                out.add(new MarkdownTable.Comparison(kerf + " − " + BEST_PEER, pooled(kerf, mine), pooled(BEST_PEER, best)));
            }
        }
        return out;
    }

    /** A row holding only the per-question scores of all the sets, one after the other. */
    private static EvalRow pooled(String label, List<QuestionScores> sets) {
        return new EvalRow(label, "pooled", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, QuestionScores.concat(sets));
    }
}
