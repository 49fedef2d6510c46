package dev.kerf.eval.changes;

import java.util.List;

/**
 * A kept source file at the pinned commit: its path in the repository, its bytes as git stores
 * them, their text, and the commit that introduced each of its lines.
 */
record BlamedFile(String path, byte[] bytes, String text, List<String> commitOfLine) {
    BlamedFile {
        commitOfLine = List.copyOf(commitOfLine);
    }
}
