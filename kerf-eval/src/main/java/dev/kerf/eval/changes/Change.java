package dev.kerf.eval.changes;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What survives of one commit at the pinned commit: the lines it introduced that are still
 * there, by file, and how many of them are not blank. Only files where at least one line that is
 * not blank survives are listed.
 *
 * @param lines 1-based line numbers (blank lines included), ascending, by path, paths sorted
 * @param contentLines the surviving lines that are not blank, over all files: the size of the change
 */
record Change(String commit, Map<String, List<Integer>> lines, int contentLines) {
    Change {
        TreeMap<String, List<Integer>> copy = new TreeMap<>();
        lines.forEach((path, numbers) -> copy.put(path, List.copyOf(numbers)));
        lines = Collections.unmodifiableMap(copy);
    }

    int files() {
        return lines.size();
    }
}
