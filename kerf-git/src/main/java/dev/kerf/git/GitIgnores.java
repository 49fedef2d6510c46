package dev.kerf.git;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.eclipse.jgit.ignore.IgnoreNode;

/**
 * The {@code .gitignore} files of a folder tree, read as git reads them (JGit's rules): a path is
 * ignored by the nearest {@code .gitignore} that has an opinion on it, looking from its own folder
 * up to the top of the repository the tree lies in (so a folder inside a repository also obeys
 * the {@code .gitignore} files above it), then by the repository's {@code .git/info/exclude}.
 * Outside a repository, only the tree's own files count. The user's global excludes file is not
 * read: the same folder gives the same files on every machine. Each file is parsed once. One
 * instance per walk and thread.
 */
public final class GitIgnores {
    /** The folder whose {@code .gitignore} is the last asked: the repository's top, or the tree's root. */
    private final Path top;
    private final Map<Path, IgnoreNode> byFolder = new HashMap<>();
    private final IgnoreNode excludes;

    /** The rules below {@code root} (absolute or not; paths asked about must lie below it). */
    public GitIgnores(Path root) throws IOException {
        Path tree = root.toAbsolutePath().normalize();
        Path repository = repositoryTop(tree);
        this.top = repository != null ? repository : tree;
        this.excludes = new IgnoreNode();
        if (repository != null) {
            parse(excludes, repository.resolve(".git").resolve("info").resolve("exclude"));
        }
    }

    /** The nearest folder at or above {@code dir} that holds a {@code .git} folder or file, or null. */
    private static Path repositoryTop(Path dir) {
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.exists(d.resolve(".git"))) {
                return d;
            }
        }
        return null;
    }

    /** Whether {@code path} (a file, or a folder when {@code folder}) is ignored. */
    public boolean isIgnored(Path path, boolean folder) throws IOException {
        Path p = path.toAbsolutePath().normalize();
        for (Path dir = p.getParent(); dir != null && dir.startsWith(top); dir = dir.getParent()) {
            Boolean ignored = check(rules(dir), dir, p, folder);
            if (ignored != null) {
                return ignored;
            }
        }
        Boolean excluded = check(excludes, top, p, folder);
        return excluded != null && excluded;
    }

    private static Boolean check(IgnoreNode node, Path dir, Path p, boolean folder) {
        if (node.getRules().isEmpty()) {
            return null;
        }
        String relative = dir.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/");
        return node.checkIgnored(relative, folder);
    }

    private IgnoreNode rules(Path dir) throws IOException {
        IgnoreNode node = byFolder.get(dir);
        if (node == null) {
            node = new IgnoreNode();
            parse(node, dir.resolve(".gitignore"));
            byFolder.put(dir, node);
        }
        return node;
    }

    private static void parse(IgnoreNode node, Path file) throws IOException {
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                node.parse(file.toString(), in);
            }
        }
    }
}
