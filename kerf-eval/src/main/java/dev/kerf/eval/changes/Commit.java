package dev.kerf.eval.changes;

import java.util.List;

/**
 * One commit of the history: its id, its parents' ids, its committer date (ISO 8601) and its raw
 * message (subject and body).
 */
record Commit(String sha, List<String> parents, String date, String message) {
    Commit {
        parents = List.copyOf(parents);
    }

    boolean isMerge() {
        return parents.size() > 1;
    }

    /** A commit with no parent: the root (or one of the roots) of the history. */
    boolean isRoot() {
        return parents.isEmpty();
    }
}
