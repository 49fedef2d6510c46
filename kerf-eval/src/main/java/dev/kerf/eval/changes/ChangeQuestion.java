package dev.kerf.eval.changes;

import java.util.List;

/**
 * One question of a change set: the cleaned message of a commit, the commit's id, and the lines it
 * introduced that survive at the pinned commit, as char ranges of their files.
 */
public record ChangeQuestion(String query, String commit, List<Target> targets) {
    /** A range {@code [start, end)} of UTF-16 chars of one kept file. */
    public record Target(String path, int start, int end) {}

    public ChangeQuestion {
        targets = List.copyOf(targets);
    }
}
