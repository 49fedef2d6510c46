package dev.kerf.eval.changes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Groups the blamed lines of every kept file by the commit that introduced them. */
final class ChangeGrouping {
    private ChangeGrouping() {}

    /** One change per commit that owns a line that is not blank, by commit id, in id order. */
    static Map<String, Change> group(List<BlamedFile> files) {
        Map<String, Map<String, List<Integer>>> lines = new HashMap<>();
        Map<String, Map<String, Integer>> content = new HashMap<>();
        for (BlamedFile file : files) {
            LineIndex index = new LineIndex(file.text());
            if (index.count() != file.commitOfLine().size()) {
                throw new IllegalStateException(file.path() + ": blame gave " + file.commitOfLine().size()
                        + " lines, the text has " + index.count());
            }
            for (int line = 1; line <= index.count(); line++) {
                String commit = file.commitOfLine().get(line - 1);
                lines.computeIfAbsent(commit, c -> new TreeMap<>())
                        .computeIfAbsent(file.path(), p -> new ArrayList<>()).add(line);
                if (!index.isBlank(line)) {
                    content.computeIfAbsent(commit, c -> new TreeMap<>()).merge(file.path(), 1, Integer::sum);
                }
            }
        }
        Map<String, Change> changes = new TreeMap<>();
        for (Map.Entry<String, Map<String, Integer>> e : content.entrySet()) {
            String commit = e.getKey();
            Map<String, List<Integer>> kept = new TreeMap<>();
            int total = 0;
            for (Map.Entry<String, Integer> file : e.getValue().entrySet()) {
                kept.put(file.getKey(), lines.get(commit).get(file.getKey()));
                total += file.getValue();
            }
            changes.put(commit, new Change(commit, kept, total));
        }
        return changes;
    }
}
