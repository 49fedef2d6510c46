package dev.kerf.eval.changes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Draws the questions of a set from its candidates with a fixed seed. A query that several
 * candidates share ("Fix the build on Windows" twice) cannot tell its targets apart, so it is no
 * question. The rest, in commit-id order, are shuffled with {@code java.util.Random(seed)} and the
 * first ones taken, in that drawn order: any first N of them are a random sample too.
 */
final class QuestionDraw {
    /** The questions drawn, and how many candidates were left out as ambiguous. */
    record Drawn(List<ChangeQuestion> questions, int ambiguous) {}

    private QuestionDraw() {}

    static Drawn draw(List<ChangeQuestion> candidates, int count, long seed) {
        Map<String, Integer> uses = new HashMap<>();
        for (ChangeQuestion q : candidates) {
            uses.merge(q.query(), 1, Integer::sum);
        }
        List<ChangeQuestion> unique = new ArrayList<>();
        for (ChangeQuestion q : candidates) {
            if (uses.get(q.query()) == 1) {
                unique.add(q);
            }
        }
        int ambiguous = candidates.size() - unique.size();
        Collections.shuffle(unique, new Random(seed));
        return new Drawn(List.copyOf(unique.subList(0, Math.min(count, unique.size()))), ambiguous);
    }
}
