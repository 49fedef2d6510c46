package dev.kerf.cli;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Expands the paths named on the command line into the files to chunk, in a stable order. */
final class Inputs {
    /**
     * One file to chunk.
     *
     * @param file where to read it ({@code null} for standard input)
     * @param displayPath the {@code path} field of its output: relative to the directory named, with
     *     {@code /} separators, or as given for a file
     */
    record Input(Path file, String displayPath) {}

    /** A directory entry that could not be listed. */
    record WalkError(String displayPath, String message) {}

    private Inputs() {}

    /**
     * Files below {@code dir}, sorted by their relative path; {@code .git} folders are skipped and
     * symbolic links to folders are not followed (so link loops cannot trap the walk).
     */
    static List<Input> walk(Path dir, List<WalkError> errors) throws IOException {
        List<Input> out = new ArrayList<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                return d.getFileName() != null && d.getFileName().toString().equals(".git") && !d.equals(dir)
                        ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                if (attrs.isRegularFile() || (attrs.isSymbolicLink() && Files.isRegularFile(f))) {
                    out.add(new Input(f, relative(dir, f)));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path f, IOException e) {
                errors.add(new WalkError(relative(dir, f), String.valueOf(e.getMessage())));
                return FileVisitResult.CONTINUE;
            }
        });
        out.sort(Comparator.comparing(Input::displayPath));
        return out;
    }

    private static String relative(Path root, Path f) {
        return root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/");
    }
}
