package dev.kerf.git;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * Expands a folder named by the user into the files to chunk, in a stable order, as every batch
 * front end reads a folder (the CLI, and the Spark job on a local folder): {@code .git} is
 * skipped, {@code .gitignore} files are honoured (nested ones too), then the caller's selection
 * (kerf.toml's {@code include} and {@code exclude} globs), matched against the path relative to
 * the folder. Links to folders and to files outside it are not followed, and what is not a regular
 * file (a FIFO would block the run) is not read: each is reported, with why, as is what cannot be
 * read; nothing is passed over in silence.
 */
public final class FolderWalk {
    /**
     * One file to chunk.
     *
     * @param file where to read it ({@code null} for standard input)
     * @param displayPath the {@code path} field of its output: relative to the directory named, with
     *     {@code /} separators (behind the folder's name when several folders were named), or as given
     *     for a file
     * @param size its size in bytes as the walk saw it, -1 for standard input
     */
    public record Input(Path file, String displayPath, long size) {}

    /** Something the walk passed over, with why: {@code unreadable}, {@code link_not_followed}, {@code not_a_file}. */
    public record Skip(String displayPath, String reason, String message) {}

    /** What the walk found: files to chunk, things to report, and how many it ignored by rule. */
    public record Walk(List<Input> files, List<Skip> reports, int ignored) {}

    private FolderWalk() {}

    /**
     * @param named the folder as named on the command line: followed even when it is a link (the
     *     user chose it; links met inside it are not followed)
     * @param prefix what each path written begins with ({@code "name/"} when several folders were
     *     named, so that the files of two folders never share a path or ids), or empty
     * @param wanted whether a file, by its path relative to the folder, is selected (include and
     *     exclude globs)
     * @param output the file the run writes to, or null: left out of the walk, so that a run never
     *     reads its own partial output
     */
    public static Walk walk(Path named, String prefix, Predicate<Path> wanted, Path output) throws IOException {
        Path dir = Files.isSymbolicLink(named) ? named.toRealPath() : named;
        List<Input> files = new ArrayList<>();
        List<Skip> reports = new ArrayList<>();
        int[] ignored = {0};
        GitIgnores gitignores = new GitIgnores(dir);
        // Which file the output is, found once: comparing file keys costs the walk no more I/O.
        boolean hasOutput = output != null && Files.exists(output);
        Object outputKey = hasOutput ? Files.readAttributes(output, BasicFileAttributes.class).fileKey() : null;
        Path inside = dir.toRealPath();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                if (d.equals(dir)) {
                    return FileVisitResult.CONTINUE;
                }
                if (d.getFileName().toString().equals(".git") || gitignores.isIgnored(d, true)) {
                    ignored[0]++;
                    return FileVisitResult.SKIP_SUBTREE;
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) throws IOException {
                String rel = prefix + relative(dir, f);
                boolean isOutput = hasOutput && (outputKey != null && !attrs.isSymbolicLink()
                        ? outputKey.equals(attrs.fileKey()) : sameFile(f, output));
                if (isOutput || f.getFileName().toString().equals(".git")) {
                    // A .git file is a worktree's or a submodule's pointer to its repository (gitdir: /home/...):
                    // skipped as the .git folder is, or its absolute path went into the index.
                    ignored[0]++;
                } else if (attrs.isSymbolicLink() && Files.isDirectory(f)) {
                    reports.add(new Skip(rel, "link_not_followed", "a link to a folder is not followed (links can loop)"));
                } else if (attrs.isSymbolicLink() && !Files.exists(f)) {
                    reports.add(new Skip(rel, "unreadable", brokenLink(f)));
                } else if (attrs.isSymbolicLink() && !f.toRealPath().startsWith(inside)) {
                    // A repository's link to /etc/passwd or ~/.ssh/id_rsa must not put that file in an index.
                    reports.add(new Skip(rel, "link_not_followed", "a link to a file outside the folder is not followed"));
                } else if (attrs.isRegularFile() || (attrs.isSymbolicLink() && Files.isRegularFile(f))) {
                    // The path itself, not one made again from its name: a name the locale cannot
                    // encode (any non-ASCII name under LC_ALL=C) would not survive the round trip.
                    if (wanted.test(dir.relativize(f)) && !gitignores.isIgnored(f, false)) {
                        files.add(new Input(f, rel, attrs.isRegularFile() ? attrs.size() : Files.size(f)));
                    } else {
                        ignored[0]++;
                    }
                } else if (!attrs.isSymbolicLink() && !attrs.isDirectory()) {
                    // A FIFO would block the run until something writes to it; a device may never end.
                    reports.add(new Skip(rel, "not_a_file", "not a regular file (a FIFO, socket or device) is not read"));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path f, IOException e) {
                // The folder named itself has no path under itself: it is reported as named.
                String rel = f.equals(dir) ? named.toString() : prefix + relative(dir, f);
                reports.add(new Skip(rel, "unreadable", why(e)));
                return FileVisitResult.CONTINUE;
            }
        });
        files.sort(Comparator.comparing(Input::displayPath));
        List<Input> once = new ArrayList<>(files.size());
        java.util.Map<Path, String> first = new java.util.HashMap<>();
        for (Input in : files) {
            // A link to a file of the folder is that file: read once, at the first of its paths, as
            // --git reads a blob kept at two paths once.
            String earlier = first.putIfAbsent(realPath(in.file()), in.displayPath());
            if (earlier == null) {
                once.add(in);
            } else {
                reports.add(duplicate(in.displayPath(), earlier));
            }
        }
        reports.sort(Comparator.comparing(Skip::displayPath));
        return new Walk(once, reports, ignored[0]);
    }

    /** Why a link cannot be read: it points at nothing, or it cannot be followed (a loop of links). */
    private static String brokenLink(Path link) {
        try {
            link.toRealPath();
            return "a link to nothing";
        } catch (java.nio.file.NoSuchFileException e) {
            return "a link to nothing";
        } catch (IOException e) {
            return "a link that cannot be followed: " + why(e);
        }
    }

    /** What went wrong in words, not just the path that Java's file exceptions carry as their message. */
    public static String why(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /**
     * The path of {@code f} under {@code root}, with {@code /} separators. Java decodes a file name
     * with the locale's charset, which loses bytes it cannot decode (U+FFFD): then the name is
     * read again from its bytes as UTF-8, and each byte that is not UTF-8 is written {@code \xHH},
     * so that two such names stay two paths (and two sets of ids) and the name can be found again.
     */
    public static String relative(Path root, Path f) {
        String name = root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/");
        if (name.indexOf('\uFFFD') < 0) {
            return name;
        }
        byte[] all = rawBytes(f);
        byte[] base = rawBytes(root);
        int from = base.length + (base.length > 0 && base[base.length - 1] == '/' ? 0 : 1);
        return FileNames.display(java.util.Arrays.copyOfRange(all, Math.min(from, all.length), all.length));
    }

    /** A path's bytes as the file system holds them: its URI escapes every byte that is not plain ASCII. */
    private static byte[] rawBytes(Path p) {
        String raw = p.toAbsolutePath().toUri().getRawPath();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '%' && i + 2 < raw.length()) {
                out.write(Integer.parseInt(raw.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                out.write(c);
            }
        }
        byte[] bytes = out.toByteArray();
        // A folder's URI ends with a slash.
        return bytes.length > 1 && bytes[bytes.length - 1] == '/' ? java.util.Arrays.copyOf(bytes, bytes.length - 1) : bytes;
    }

    /**
     * Whether {@code f} is {@code output}; a link that leads nowhere is not (isSameFile threw on
     * it, and a dangling link anywhere in the folder ended an -o run with nothing written).
     */
    private static boolean sameFile(Path f, Path output) {
        try {
            return Files.isSameFile(f, output);
        } catch (IOException e) {
            return false;
        }
    }

    /** The report of a file met again at {@code path}: it was read as {@code first}, once. */
    public static Skip duplicate(String path, String first) {
        return new Skip(path, "duplicate", "the same file as " + first + ", which is chunked once");
    }

    /** The file a path leads to, links followed; the path itself, absolute, when it cannot be followed. */
    public static Path realPath(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }
}
