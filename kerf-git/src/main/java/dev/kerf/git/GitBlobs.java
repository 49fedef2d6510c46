package dev.kerf.git;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jgit.errors.RepositoryNotFoundException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectLoader;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.ObjectWalk;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevObject;
import org.eclipse.jgit.revwalk.RevSort;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * The file contents of a git repository, each unique blob once however many commits and paths
 * hold it: the commit walker that feeds blob chunking (spec 001 in docs/specs.md). Partial clones
 * are refused: some of their blobs are not there. A shallow clone (a CI checkout of depth 1) gives
 * the files of the revisions it holds, but not its history, which is cut off. Not thread-safe except
 * {@link #read}, which JGit allows from any thread.
 *
 * <pre>{@code
 * try (GitBlobs git = GitBlobs.open(Path.of("."))) {
 *     for (GitBlobs.Blob b : git.atRevision("HEAD")) {
 *         byte[] content = git.read(b.sha());
 *     }
 * }
 * }</pre>
 */
public final class GitBlobs implements AutoCloseable {
    /**
     * One unique file content.
     *
     * @param sha the blob's id, 40 hex digits
     * @param path the path it is chunked at: the first it was seen at (in tree order, oldest commit
     *     first), or the one {@link #at} chose
     * @param commits the commits that introduced it (with the whole history), oldest first; else empty
     * @param size its size in bytes, -1 when its object is missing from the repository
     * @param paths every path it was seen at, in that order (in the whole history: every path a
     *     commit introduced it at), so that a selection by folder or pattern finds it at any of them
     */
    public record Blob(String sha, String path, List<String> commits, long size, List<String> paths) {
        public Blob(String sha, String path, List<String> commits, long size) {
            this(sha, path, commits, size, List.of(path));
        }

        /** The same blob, chunked at {@code another} of its paths. */
        public Blob at(String another) {
            return new Blob(sha, another, commits, size, paths);
        }
    }

    private final Repository repo;
    /** Whether the clone is shallow: its history stops at commits whose parents are not there. */
    private final boolean shallow;

    private GitBlobs(Repository repo, boolean shallow) {
        this.repo = repo;
        this.shallow = shallow;
    }

    /**
     * Opens the repository at {@code dir} (its work tree or its {@code .git} folder).
     *
     * @throws GitException when it is not a repository, or a partial clone
     */
    public static GitBlobs open(Path dir) throws IOException {
        Repository repo;
        try {
            // Absolute: JGit walks up from a relative one-part path ("docs") by getParentFile, which is null.
            repo = new FileRepositoryBuilder().setMustExist(true).findGitDir(dir.toAbsolutePath().toFile()).setup().build();
        } catch (RepositoryNotFoundException | IllegalArgumentException e) {
            throw new GitException("not a git repository: " + dir);
        }
        if (repo.getObjectDatabase() == null || repo.getDirectory() == null) {
            repo.close();
            throw new GitException("not a git repository: " + dir);
        }
        if ("sha256".equalsIgnoreCase(repo.getConfig().getString("extensions", null, "objectformat"))) {
            repo.close();
            throw new GitException("a SHA-256 repository: kerf reads repositories of SHA-1 object ids only");
        }
        if (isPartial(repo)) {
            repo.close();
            throw new GitException("a partial clone: some blobs are not downloaded, so kerf cannot read them (clone without --filter)");
        }
        return new GitBlobs(repo, !repo.getObjectDatabase().getShallowCommits().isEmpty());
    }

    /** Refuses a walk of history in a shallow clone: what it would find before the cut would be wrong, not only short. */
    private void requireHistory() {
        if (shallow) {
            throw new GitException("a shallow clone: its history is cut off, so kerf cannot walk it (run 'git fetch --unshallow'"
                    + " first; the files of a revision it holds, HEAD's, can be read as they are)");
        }
    }

    private static boolean isPartial(Repository repo) {
        var config = repo.getConfig();
        if (config.getString("extensions", null, "partialclone") != null) {
            return true;
        }
        for (String remote : config.getSubsections("remote")) {
            if (config.getBoolean("remote", remote, "promisor", false) || config.getString("remote", remote, "partialclonefilter") != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where {@code dir} (a folder {@link #open} was given) lies in the repository's work tree, as
     * a blob path begins there ({@code "docs/"}), or empty for the work tree itself, a folder
     * outside it or a bare repository: {@code kerf chunk --git repo/docs} chunks what lies under
     * {@code docs/}, as {@code git ls-files docs} lists it.
     */
    public String folderOf(Path dir) throws IOException {
        if (repo.isBare()) {
            return "";
        }
        Path tree = repo.getWorkTree().toPath().toRealPath();
        Path real = dir.toRealPath();
        Path gitDir = repo.getDirectory().toPath().toRealPath();
        if (!real.startsWith(tree) || real.equals(tree) || real.startsWith(gitDir) || real.getFileName().toString().equals(".git")) {
            return ""; // the work tree, or its .git folder (a worktree's .git is a file naming it)
        }
        return tree.relativize(real).toString().replace(real.getFileSystem().getSeparator(), "/") + "/";
    }

    /** The blobs of one revision's tree ({@code HEAD}, a branch, a tag, a commit id), each once, in path order. */
    public List<Blob> atRevision(String rev) throws IOException {
        RevCommit commit = commit(rev);
        // Each blob's paths, the blobs in the order their first path comes.
        Map<ObjectId, List<String>> paths = new LinkedHashMap<>();
        try (TreeWalk walk = new TreeWalk(repo)) {
            walk.addTree(commit.getTree());
            walk.setRecursive(true);
            while (walk.next()) {
                if (isFile(walk.getFileMode(0))) {
                    paths.computeIfAbsent(walk.getObjectId(0), k -> new ArrayList<>()).add(pathOf(walk));
                }
            }
        }
        return blobs(paths, Map.of());
    }

    /**
     * An entry of a revision's tree that is not a file: a link ({@code link}) or a submodule
     * ({@code submodule}), which hold no text of their own to chunk.
     *
     * @param path where it is
     * @param kind {@code link} or {@code submodule}
     * @param id the link's blob or the submodule's commit
     */
    public record NotAFile(String path, String kind, String id) {}

    /** The links and submodules of one revision's tree, in path order, so that a run can say it passed them over. */
    public List<NotAFile> notFilesAt(String rev) throws IOException {
        RevCommit commit = commit(rev);
        List<NotAFile> out = new ArrayList<>();
        try (TreeWalk walk = new TreeWalk(repo)) {
            walk.addTree(commit.getTree());
            walk.setRecursive(true);
            while (walk.next()) {
                NotAFile n = notAFile(walk);
                if (n != null) {
                    out.add(n);
                }
            }
        }
        return out;
    }

    /** The link or submodule at the walk's entry in its first tree, or null for any other entry. */
    private static NotAFile notAFile(TreeWalk walk) {
        FileMode mode = walk.getFileMode(0);
        String kind = mode == FileMode.SYMLINK ? "link" : mode == FileMode.GITLINK ? "submodule" : null;
        return kind == null ? null : new NotAFile(pathOf(walk), kind, walk.getObjectId(0).name());
    }

    /**
     * The links and submodules of {@code rev}'s tree that {@code since}'s tree does not hold at
     * the same path with the same target: what a run of what is new since {@code since} passes
     * over.
     */
    public List<NotAFile> notFilesNewSince(String rev, String since) throws IOException {
        requireHistory();
        java.util.Set<NotAFile> old = new java.util.HashSet<>(notFilesAt(since));
        return notFilesAt(rev).stream().filter(n -> !old.contains(n)).toList();
    }

    /**
     * Every blob reachable from every ref, each once, in the order history introduced them
     * (oldest commit first), with the commits that introduced it: those whose tree holds it at a
     * path where none of their parents had it.
     */
    public List<Blob> allHistory() throws IOException {
        return allHistory(null, null);
    }

    /**
     * {@link #allHistory()}, and into {@code notFiles} each link and submodule history introduced,
     * once per path and kind, in the order of the first commit that did, leaving out those of
     * commits {@code since}'s history holds (null: none left out).
     */
    public List<Blob> allHistory(List<NotAFile> notFiles, String since) throws IOException {
        requireHistory();
        Map<ObjectId, List<String>> paths = new LinkedHashMap<>();
        Map<ObjectId, List<String>> commits = new HashMap<>();
        Map<String, NotAFile> links = new LinkedHashMap<>();
        java.util.Set<String> oldCommits = since == null || notFiles == null ? java.util.Set.of() : commitsOf(since);
        try (RevWalk walk = new RevWalk(repo)) {
            walk.sort(RevSort.TOPO, true);
            walk.sort(RevSort.REVERSE, true);
            for (Ref ref : repo.getRefDatabase().getRefs()) {
                ObjectId target = ref.getObjectId();
                // An annotated tag is peeled to what it tags: a loose ref does not carry that
                // peeled id, and a commit only such a tag reaches was left out.
                if (target != null && walk.peel(walk.parseAny(target)) instanceof RevCommit c) {
                    walk.markStart(c);
                }
            }
            for (RevCommit c : walk) {
                introduced(c, paths, commits, notFiles == null || oldCommits.contains(c.name()) ? null : links);
            }
        }
        if (notFiles != null) {
            notFiles.addAll(links.values());
        }
        return blobs(paths, commits);
    }

    /** The names of the commits {@code rev}'s history holds, itself included. */
    private java.util.Set<String> commitsOf(String rev) throws IOException {
        java.util.Set<String> out = new java.util.HashSet<>();
        try (RevWalk walk = new RevWalk(repo)) {
            walk.markStart(walk.parseCommit(commit(rev)));
            for (RevCommit c : walk) {
                out.add(c.name());
            }
        }
        return out;
    }

    /** A blob for each key of {@code paths}, in its order, chunked at its first path; with its commits when known. */
    private List<Blob> blobs(Map<ObjectId, List<String>> paths, Map<ObjectId, List<String>> commits) throws IOException {
        List<Blob> out = new ArrayList<>(paths.size());
        for (var e : paths.entrySet()) {
            ObjectId id = e.getKey();
            List<String> at = e.getValue();
            out.add(new Blob(id.name(), at.getFirst(), List.copyOf(commits.getOrDefault(id, List.of())), size(id), List.copyOf(at)));
        }
        return out;
    }

    /**
     * Records the blobs {@code c} introduces (at a path where every parent had another blob, or
     * none): the paths, and {@code c} among the commits.
     */
    private void introduced(RevCommit c, Map<ObjectId, List<String>> paths, Map<ObjectId, List<String>> commits,
            Map<String, NotAFile> links) throws IOException {
        try (TreeWalk walk = new TreeWalk(repo)) {
            walk.addTree(c.getTree());
            for (RevCommit p : c.getParents()) {
                walk.addTree(p.getTree());
            }
            walk.setRecursive(true);
            if (c.getParentCount() > 0) {
                walk.setFilter(org.eclipse.jgit.treewalk.filter.TreeFilter.ANY_DIFF);
            }
            while (walk.next()) {
                if (!isFile(walk.getFileMode(0))) {
                    NotAFile n = links == null ? null : notAFile(walk);
                    if (n != null) {
                        // Keyed by path and kind: a submodule moved to each new commit is one submodule.
                        links.putIfAbsent(n.kind() + " " + n.path(), n);
                    }
                    continue;
                }
                ObjectId id = walk.getObjectId(0);
                boolean inParent = false;
                for (int t = 1; t < walk.getTreeCount(); t++) {
                    // As a file: the same bytes as a link's target path were a link, not this file.
                    inParent |= walk.getObjectId(t).equals(id) && isFile(walk.getFileMode(t));
                }
                if (inParent) {
                    continue;
                }
                List<String> by = commits.computeIfAbsent(id.copy(), k -> new ArrayList<>());
                if (!by.contains(c.name())) {
                    by.add(c.name());
                }
                String path = pathOf(walk);
                List<String> at = paths.computeIfAbsent(id.copy(), k -> new ArrayList<>());
                if (!at.contains(path)) {
                    at.add(path);
                }
            }
        }
    }

    /** The ids of every blob reachable from {@code rev}, anywhere in its history. */
    public Set<String> reachableFrom(String rev) throws IOException {
        requireHistory();
        Set<String> out = new HashSet<>();
        try (ObjectWalk walk = new ObjectWalk(repo)) {
            walk.markStart(walk.parseCommit(commit(rev)));
            while (walk.next() != null) {
                // commits: their trees are visited by nextObject
            }
            for (RevObject o = walk.nextObject(); o != null; o = walk.nextObject()) {
                if (o.getType() == Constants.OBJ_BLOB) {
                    out.add(o.name());
                }
            }
        }
        return out;
    }

    /** The blobs of {@code blobs} that {@code rev}'s history does not hold: what is new since it. */
    public List<Blob> newSince(Collection<Blob> blobs, String rev) throws IOException {
        Set<String> old = reachableFrom(rev);
        return blobs.stream().filter(b -> !old.contains(b.sha())).toList();
    }

    /** A blob's bytes. */
    public byte[] read(String sha) throws IOException {
        ObjectLoader loader = repo.open(ObjectId.fromString(sha), Constants.OBJ_BLOB);
        return loader.getCachedBytes(Integer.MAX_VALUE - 16);
    }

    /**
     * The blob's size, or -1 when its object is missing from the repository: listing goes on, and
     * reading that one blob later fails, so the run reports it alone as unreadable.
     */
    private long size(ObjectId id) throws IOException {
        try (ObjectReader reader = repo.newObjectReader()) {
            return reader.getObjectSize(id, Constants.OBJ_BLOB);
        } catch (org.eclipse.jgit.errors.MissingObjectException e) {
            return -1;
        }
    }

    private RevCommit commit(String rev) throws IOException {
        ObjectId id;
        try {
            id = repo.resolve(rev + "^{commit}");
        } catch (org.eclipse.jgit.errors.IncorrectObjectTypeException e) {
            throw notACommit(rev);
        } catch (org.eclipse.jgit.errors.RevisionSyntaxException | IOException e) {
            // JGit's messages here can be empty (a reflog entry that does not exist): say what was asked.
            throw new GitException("no such revision: " + rev
                    + (e.getMessage() == null || e.getMessage().isBlank() ? "" : " (" + e.getMessage() + ")") + shallowHint());
        }
        if (id == null) {
            if (repo.resolve(rev) != null) {
                throw notACommit(rev);
            }
            if (repo.resolve(Constants.HEAD) == null && repo.getRefDatabase().getRefs().isEmpty()) {
                throw new GitException("no such revision: " + rev + " (the repository has no commits yet)");
            }
            throw new GitException("no such revision: " + rev + shallowHint());
        }
        try (RevWalk walk = new RevWalk(repo)) {
            return walk.parseCommit(id);
        }
    }

    /** What a revision not found may be missing for: a shallow clone holds its newest commits only. */
    private String shallowHint() {
        return shallow ? " (a shallow clone holds only its newest commits: run 'git fetch --unshallow' for older ones)" : "";
    }

    /** {@code rev} names an object that is no commit (a tree, a blob), or no object kerf can read. */
    private GitException notACommit(String rev) {
        try {
            ObjectId any = repo.resolve(rev);
            if (any != null) {
                return new GitException("not a commit: " + rev + " names a " + Constants.typeString(repo.open(any).getType()));
            }
        } catch (IOException | org.eclipse.jgit.errors.RevisionSyntaxException e) {
            // said below
        }
        return new GitException("not a commit: " + rev);
    }

    /**
     * The path the walk is at, from its bytes: UTF-8, with a byte that is not written {@code \xHH}
     * as a folder walk writes it ({@link FileNames}); JGit's own string reads such a byte as Latin-1,
     * so {@code caf\xe9.txt} came out as {@code café.txt}, the path of another file.
     */
    private static String pathOf(TreeWalk walk) {
        return FileNames.display(walk.getRawPath());
    }

    /** Regular and executable files; links and submodules have no content to chunk. */
    private static boolean isFile(FileMode mode) {
        return mode.getObjectType() == Constants.OBJ_BLOB && mode != FileMode.SYMLINK;
    }

    @Override
    public void close() {
        repo.close();
    }
}
