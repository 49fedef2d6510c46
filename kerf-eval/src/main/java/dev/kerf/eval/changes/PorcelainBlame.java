package dev.kerf.eval.changes;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * Which commit introduced each line of a file, read from {@code git blame -w --porcelain COMMIT
 * -- FILE}: a header line {@code <sha> <original line> <final line> [<lines in group>]} opens
 * each line's entry, optional {@code key value} lines follow the first time a commit appears, and
 * the line itself comes last, after a tab.
 */
final class PorcelainBlame {
    private PorcelainBlame() {}

    /** The commit of each line of {@code path} at {@code commit}, line 1 first. */
    static List<String> blame(GitCli git, String commit, String path) throws IOException {
        return parse(git.text("blame", "-w", "--porcelain", commit, "--", path));
    }

    static List<String> parse(String porcelain) {
        String[] lines = porcelain.split("\n", -1);
        String[] byLine = new String[16];
        int count = 0;
        String sha = null;
        int finalLine = 0;
        for (String line : lines) {
            if (line.startsWith("\t")) {
                if (sha == null) {
                    throw new IllegalArgumentException("blame line without a header");
                }
                if (finalLine > byLine.length) {
                    byLine = Arrays.copyOf(byLine, Math.max(finalLine, byLine.length * 2));
                }
                byLine[finalLine - 1] = sha;
                count = Math.max(count, finalLine);
                sha = null;
            } else if (sha == null && isHeader(line)) {
                String[] parts = line.split(" ");
                sha = parts[0];
                finalLine = Integer.parseInt(parts[2]);
            }
        }
        String[] result = Arrays.copyOf(byLine, count);
        for (int i = 0; i < count; i++) {
            if (result[i] == null) {
                throw new IllegalArgumentException("blame gave no commit for line " + (i + 1));
            }
        }
        return List.of(result);
    }

    private static boolean isHeader(String line) {
        if (line.length() < 41 || line.charAt(40) != ' ') {
            return false;
        }
        for (int i = 0; i < 40; i++) {
            char c = line.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }
}
