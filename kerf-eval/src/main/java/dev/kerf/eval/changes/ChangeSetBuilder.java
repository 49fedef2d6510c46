package dev.kerf.eval.changes;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Builds a change set: a neutral code question set made from a repository's history. Every kept
 * source file is blamed at a pinned commit; the lines that survive are grouped by the commit that
 * introduced them; a commit whose surviving lines form a focused change, with a message of
 * substance, is a candidate; the questions are drawn from the candidates with a fixed seed. A
 * question's query is the commit's cleaned message, its target the char ranges of those lines.
 * Nobody here wrote the code or the messages, and a message describes a change, not a unit of
 * any chunker.
 *
 * <pre>java -cp kerf-eval/target/kerf-eval.jar dev.kerf.eval.changes.ChangeSetBuilder --repo CLONE ...</pre>
 *
 * See {@link BuilderOptions#USAGE}; {@code data/changes/README.md} has the commands of the sets in
 * the repository. The same clone and arguments give byte-identical files (SOURCE.txt's
 * {@code Built} line aside, which {@code --built-on} pins).
 */
public final class ChangeSetBuilder {
    private ChangeSetBuilder() {}

    public static void main(String[] args) throws IOException {
        BuilderOptions options;
        try {
            if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
                System.out.println(BuilderOptions.USAGE);
                return;
            }
            options = BuilderOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("ChangeSetBuilder: " + e.getMessage());
            System.err.println(BuilderOptions.USAGE);
            System.exit(2);
            return;
        }
        long started = System.nanoTime();
        SourceText.Facts facts = build(options);
        System.err.printf(Locale.ROOT, "%s: %d files, %d candidates, %d questions in %.1f s%n", options.name(),
                facts.files().size(), facts.candidates(), facts.questions(), (System.nanoTime() - started) / 1e9);
    }

    /** Builds the set the options describe into {@code out/name}, and says what it found. */
    static SourceText.Facts build(BuilderOptions o) throws IOException {
        GitCli git = new GitCli(o.repo());
        if (git.text("rev-parse", "--is-shallow-repository").strip().equals("true")) {
            throw new IOException(o.repo() + " is a shallow clone; blame needs the whole history");
        }
        String commit = git.text("rev-parse", "--verify", o.commit() + "^{commit}").strip();
        Map<String, Commit> log = CommitLog.read(git, commit);
        SourceSelection.Selected selected = new SourceSelection(o.extensions(), o.files(), o.includes(), o.excludes())
                .select(git, commit);
        if (selected.files().isEmpty()) {
            throw new IOException("no files kept at " + commit);
        }
        List<BlamedFile> blamed = blame(git, commit, selected.files());
        Map<String, LineIndex> indexes = new HashMap<>();
        for (BlamedFile f : blamed) {
            indexes.put(f.path(), new LineIndex(f.text()));
        }
        Map<String, Change> changes = ChangeGrouping.group(blamed);
        Candidates.Found found = Candidates.find(changes, log, indexes, o.issuePrefixes());
        QuestionDraw.Drawn drawn = QuestionDraw.draw(found.questions(), o.questions(), o.seed());
        Map<String, byte[]> licenses = licenses(git, commit, o.licenses());
        SourceText.Facts facts = new SourceText.Facts(log.get(commit), selected.files(), selected.leftOut(),
                List.copyOf(licenses.keySet()), changes.size(), found.questions().size(), found.rejected(),
                drawn.ambiguous(), drawn.questions().size());
        ChangeSetWriter.write(o.out().resolve(o.name()), selected.files(), drawn.questions(), licenses,
                SourceText.of(o, facts));
        return facts;
    }

    /** Blames every file, on as many threads as there are cores; the result is in file order. */
    static List<BlamedFile> blame(GitCli git, String commit, List<SourceSelection.SourceFile> files) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<List<String>>> futures = new ArrayList<>();
            for (SourceSelection.SourceFile f : files) {
                futures.add(pool.submit(() -> PorcelainBlame.blame(git, commit, f.path())));
            }
            List<BlamedFile> blamed = new ArrayList<>();
            for (int i = 0; i < files.size(); i++) {
                SourceSelection.SourceFile f = files.get(i);
                blamed.add(new BlamedFile(f.path(), f.bytes(), f.text(), futures.get(i).get()));
                if ((i + 1) % 50 == 0) {
                    System.err.printf(Locale.ROOT, "  blamed %d of %d files%n", i + 1, files.size());
                }
            }
            return blamed;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The licence files at the commit, by path: the ones named, or the first usual one there is. */
    private static Map<String, byte[]> licenses(GitCli git, String commit, List<String> named) throws IOException {
        Map<String, byte[]> licenses = new LinkedHashMap<>();
        if (!named.isEmpty()) {
            for (String path : named) {
                licenses.put(path, git.bytes("cat-file", "blob", commit + ":" + path));
            }
            return licenses;
        }
        List<String> top = List.of(git.text("ls-tree", "--name-only", commit).split("\n"));
        for (String usual : List.of("LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "COPYING")) {
            if (top.contains(usual)) {
                licenses.put(usual, git.bytes("cat-file", "blob", commit + ":" + usual));
                return licenses;
            }
        }
        throw new IOException("no licence file at the top of " + commit + "; name it with --license");
    }
}
