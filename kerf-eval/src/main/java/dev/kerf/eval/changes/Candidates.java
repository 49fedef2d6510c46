package dev.kerf.eval.changes;

import dev.kerf.eval.CharRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The commits that make questions: those whose surviving lines form a focused change, with a
 * message of substance. A focused change has {@value #MIN_LINES} to {@value #MAX_LINES} surviving
 * lines that are not blank, in at most {@value #MAX_FILES} files, and comes from a commit that is
 * neither a merge nor a root of the history; its message passes {@link Substance}.
 */
final class Candidates {
    static final int MIN_LINES = 3;
    static final int MAX_LINES = 80;
    static final int MAX_FILES = 3;

    /** The candidate questions in commit-id order, and how many changes were no candidate, by reason. */
    record Found(List<ChangeQuestion> questions, Map<String, Integer> rejected) {}

    private Candidates() {}

    /**
     * @param files the kept files' line indexes, by path
     * @param issuePrefixes tracker keys to strip from messages ({@link CommitMessages#clean})
     */
    static Found find(Map<String, Change> changes, Map<String, Commit> commits, Map<String, LineIndex> files,
            List<String> issuePrefixes) {
        List<ChangeQuestion> questions = new ArrayList<>();
        Map<String, Integer> rejected = new TreeMap<>();
        for (Change change : changes.values()) {
            Commit commit = commits.get(change.commit());
            if (commit == null) {
                throw new IllegalStateException("blame named a commit the log does not have: " + change.commit());
            }
            CommitMessages.Cleaned message = CommitMessages.clean(commit.message(), issuePrefixes);
            Optional<String> why = focus(change, commit).or(() -> Substance.rejection(message));
            if (why.isPresent()) {
                rejected.merge(why.get(), 1, Integer::sum);
                continue;
            }
            List<ChangeQuestion.Target> targets = new ArrayList<>();
            change.lines().forEach((path, lines) -> {
                for (CharRange r : TargetRanges.of(files.get(path), lines)) {
                    targets.add(new ChangeQuestion.Target(path, r.start(), r.end()));
                }
            });
            questions.add(new ChangeQuestion(message.text(), commit.sha(), targets));
        }
        return new Found(questions, rejected);
    }

    /** Why the change is not focused, or empty when it is. */
    static Optional<String> focus(Change change, Commit commit) {
        if (commit.isRoot()) {
            return Optional.of("root commit");
        }
        if (commit.isMerge()) {
            return Optional.of("merge commit");
        }
        if (change.contentLines() < MIN_LINES) {
            return Optional.of("fewer than " + MIN_LINES + " lines");
        }
        if (change.contentLines() > MAX_LINES) {
            return Optional.of("over " + MAX_LINES + " lines");
        }
        if (change.files() > MAX_FILES) {
            return Optional.of("over " + MAX_FILES + " files");
        }
        return Optional.empty();
    }
}
