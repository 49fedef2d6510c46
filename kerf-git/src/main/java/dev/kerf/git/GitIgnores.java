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
 * up to the root. Each file is parsed once. One instance per walk and thread.
 */
public final class GitIgnores {
    private final Path root;
    private final Map<Path, IgnoreNode> byFolder = new HashMap<>();

    /** The rules below {@code root} (absolute or not; paths asked about must lie below it). */
    public GitIgnores(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** Whether {@code path} (a file, or a folder when {@code folder}) is ignored. */
    public boolean isIgnored(Path path, boolean folder) throws IOException {
        Path p = path.toAbsolutePath().normalize();
        for (Path dir = p.getParent(); dir != null && dir.startsWith(root); dir = dir.getParent()) {
            IgnoreNode node = rules(dir);
            if (!node.getRules().isEmpty()) {
                String relative = dir.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/");
                Boolean ignored = node.checkIgnored(relative, folder);
                if (ignored != null) {
                    return ignored;
                }
            }
        }
        return false;
    }

    private IgnoreNode rules(Path dir) throws IOException {
        IgnoreNode node = byFolder.get(dir);
        if (node == null) {
            node = new IgnoreNode();
            Path file = dir.resolve(".gitignore");
            if (Files.isRegularFile(file)) {
                try (InputStream in = Files.newInputStream(file)) {
                    node.parse(file.toString(), in);
                }
            }
            byFolder.put(dir, node);
        }
        return node;
    }
}
