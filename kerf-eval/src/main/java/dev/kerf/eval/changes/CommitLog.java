package dev.kerf.eval.changes;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Every commit reachable from one commit, read with one {@code git log}. */
final class CommitLog {
    private static final String FIELD = "\u0000";
    private static final String RECORD = "\u001e";

    private CommitLog() {}

    static Map<String, Commit> read(GitCli git, String commit) throws IOException {
        return parse(git.text("log", "--encoding=UTF-8", "--format=%H%x00%P%x00%cI%x00%B%x1e", commit));
    }

    /** The output of {@code git log --format=%H%x00%P%x00%cI%x00%B%x1e}, by commit id. */
    static Map<String, Commit> parse(String log) {
        Map<String, Commit> commits = new HashMap<>();
        for (String record : log.split(RECORD)) {
            String r = record.stripLeading();
            if (r.isEmpty()) {
                continue;
            }
            String[] fields = r.split(FIELD, 4);
            if (fields.length < 4) {
                throw new IllegalArgumentException("unexpected git log record: " + r);
            }
            List<String> parents = fields[1].isBlank() ? List.of() : Arrays.asList(fields[1].strip().split(" "));
            commits.put(fields[0], new Commit(fields[0], parents, fields[2], fields[3]));
        }
        return commits;
    }
}
