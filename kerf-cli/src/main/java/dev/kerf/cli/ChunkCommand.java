package dev.kerf.cli;

import dev.kerf.ChunkOptions;
import dev.kerf.config.KerfConfig;
import dev.kerf.git.FolderWalk;
import dev.kerf.git.GitBlobs;
import dev.kerf.lang.Languages;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code kerf chunk}: chunks files, folders or standard input into JSON Lines. */
@Command(name = "chunk", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Chunks files, folders (recursively, in a stable order) or standard input ('-') and writes one JSON object per chunk per line.",
            "A file that cannot be chunked is reported on standard error as {\"path\",\"error\",\"message\"} and the run goes on."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the run finished (skipped files are reported, not failures)",
            "1:a path named does not exist, or nothing could be read",
            "2:usage error"
        })
final class ChunkCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "<file|dir|->", description = "What to chunk; '-' reads standard input.")
    List<String> paths;

    @Option(names = "--max-tokens", paramLabel = "N", description = "Hard limit per chunk (default 512, or the model's window).")
    Integer maxTokens;

    @Option(names = "--overlap", paramLabel = "N", description = "Tokens of the previous chunk to repeat (default 0).")
    Integer overlap;

    @Option(names = "--overlap-ratio", paramLabel = "R", description = "Overlap as a share of --max-tokens, in [0, 1).")
    Double overlapRatio;

    @Option(names = "--min-tokens", paramLabel = "N", description = "Merge chunks smaller than this with a neighbour where they fit (default 0).")
    Integer minTokens;

    @Option(names = "--target-tokens", paramLabel = "N",
            description = "Stop adding neighbours to a chunk at about N tokens (default " + ChunkOptions.DEFAULT_TARGET_TOKENS + " for code, "
                    + ChunkOptions.DEFAULT_SECTION_TARGET_TOKENS + " for Markdown, prose and YAML or JSON data, or --max-tokens when lower; the limit with overlap); "
                    + "a definition, section, paragraph or whole file up to --max-tokens is never split to meet it; "
                    + "one over --max-tokens is cut into parts of about N tokens (parts filled to the limit retrieved worse).")
    Integer targetTokens;

    @Option(names = "--tokenizer", paramLabel = "NAME",
            description = "cl100k_base (default), o200k_base, p50k_base, r50k_base, bert-base-uncased (BERT's WordPiece: MiniLM, BGE, E5), characters, words.")
    String tokenizer;

    @Option(names = "--model", paramLabel = "NAME",
            description = "Set tokenizer and limit from a model: text-embedding-3-small, text-embedding-3-large, text-embedding-ada-002, "
                    + "all-MiniLM-L6-v2, bge-small-en-v1.5, e5-small-v2.")
    String model;

    @Option(names = "--granularity", paramLabel = "G",
            description = "packed (default): whole definitions share chunks up to --target-tokens; definition: each definition starts its own chunk.")
    String granularity;

    @Option(names = "--semantic-importance-threshold", paramLabel = "T",
            description = "With --granularity definition, definitions whose highest importance score is below T (0 to 1) join their neighbours instead of starting a chunk.")
    Double importanceThreshold;

    @Option(names = "--prefer-semantic", paramLabel = "B", arity = "1",
            description = "true (default): the tree-sitter structure where a grammar exists; false: delimiters everywhere.")
    Boolean preferSemantic;

    @Option(names = "--force-delimiter-for-languages", paramLabel = "L,L", split = ",",
            description = "Languages that always get the delimiter structure, grammar or not.")
    List<String> forceDelimiterFor;

    @Option(names = "--enable-hybrid-chunking", paramLabel = "B", arity = "1",
            description = "true (default): a syntax node too large, with nothing below it, is cut along delimiters; false: by lines.")
    Boolean hybrid;

    @Option(names = "--context-header",
            description = "Add contextual_text: a header with the file path and scope, then the text, within --max-tokens.")
    boolean contextHeader;

    @Option(names = "--language", paramLabel = "NAME", description = "Chunk every input as this language instead of detecting it.")
    String language;

    @Option(names = "--stdin-path", paramLabel = "PATH", description = "The path standard input's text is chunked as: its language, "
            + "module path, ids and the 'path' written (default '-': detected from the text).")
    String stdinPath;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path output;

    @Option(names = "--config", paramLabel = "FILE", description = "Settings file (default: ./kerf.toml when it exists). Flags win over it, except over its [languages.NAME] tables.")
    Path config;

    @Option(names = {"-j", "--jobs"}, paramLabel = "N", description = "Files chunked at once (default: every core). The output order does not change.")
    Integer jobs;

    @Option(names = "--max-file-bytes", paramLabel = "N", description = "Skip files larger than this, reported as too_large (default 10485760).")
    Long maxFileBytes;

    @Option(names = "--file-timeout", paramLabel = "SECONDS", description = "Give up on a file whose chunking takes longer, reported as timeout (default: no limit).")
    Double fileTimeout;

    @Option(names = "--include", paramLabel = "GLOB", description = "In folders and --git, chunk only files whose relative path matches (repeatable).")
    List<String> include;

    @Option(names = "--exclude", paramLabel = "GLOB", description = "In folders and --git, skip files whose relative path matches (repeatable).")
    List<String> exclude;

    @Option(names = "--progress", negatable = true, description = "Show progress on standard error (default: when it is a terminal).")
    Boolean progress;

    @Option(names = "--summary", description = "Print a summary on standard error at the end (default: when it is a terminal).")
    boolean summary;

    @Option(names = "--stats", paramLabel = "FILE", description = "Write the summary as JSON to FILE.")
    Path stats;

    @Option(names = "--git", paramLabel = "REPO", description = "Chunk the blobs of a git repository instead of files: each unique blob once.")
    Path git;

    @Option(names = "--rev", paramLabel = "REV", description = "With --git: the revision to chunk (default HEAD).")
    String rev;

    @Option(names = "--all-history", description = "With --git: every blob reachable from every ref, with the commits that introduced it.")
    boolean allHistory;

    @Option(names = "--since-rev", paramLabel = "REV", description = "With --git: only blobs that REV's history does not hold (incremental re-indexing).")
    String sinceRev;

    /** Files larger than this are skipped unless the settings say otherwise. */
    static final long DEFAULT_MAX_FILE_BYTES = 10L << 20;

    @Override
    public Integer call() throws IOException {
        if (overlap != null && overlapRatio != null) {
            throw new IllegalArgumentException("--overlap and --overlap-ratio: give one, not both");
        }
        if (git == null && (rev != null || allHistory || sinceRev != null)) {
            throw new IllegalArgumentException("--rev, --all-history and --since-rev need --git REPO");
        }
        if (git != null && paths != null && !paths.isEmpty()) {
            throw new IllegalArgumentException("--git REPO takes no other paths");
        }
        if (git == null && (paths == null || paths.isEmpty())) {
            throw new IllegalArgumentException("name what to chunk: files, folders, '-' or --git REPO");
        }
        if (stdinPath != null && (paths == null || !paths.contains("-"))) {
            throw new IllegalArgumentException("--stdin-path names standard input's text, and '-' is not among the inputs");
        }
        if (stdinPath != null && (stdinPath.isBlank() || stdinPath.equals("-"))) {
            throw new IllegalArgumentException("--stdin-path: give the path the text comes from, such as deploy/values.yaml");
        }
        if ((rev != null && rev.isBlank()) || (sinceRev != null && sinceRev.isBlank())) {
            throw new IllegalArgumentException("--rev and --since-rev take a revision: a branch, a tag or a commit id");
        }
        if (rev != null && allHistory) {
            throw new IllegalArgumentException("--rev and --all-history: give one, not both");
        }
        refuseOutputAmongInputs();
        if (forceDelimiterFor != null && (forceDelimiterFor.isEmpty() || forceDelimiterFor.stream().anyMatch(String::isBlank))) {
            // picocli reads "--force-delimiter-for-languages ,," as no language at all: refuse it as it refuses "python,,go".
            throw new IllegalArgumentException("--force-delimiter-for-languages: an empty language name (give L,L as 'kerf langs' names them)");
        }
        KerfConfig settings = KerfConfig.find(config, "--config").overriddenBy(flagSettings()).validate();
        dev.kerf.Granularity general = settings.kerfFor("").options().granularity();
        if (importanceThreshold != null && general != dev.kerf.Granularity.DEFINITION) {
            // Not an error: a kerf.toml [languages.NAME] table may set definition for some languages.
            spec.commandLine().getErr().println("kerf: --semantic-importance-threshold applies only where granularity is definition;"
                    + " here it is " + general.name().toLowerCase(java.util.Locale.ROOT) + " (add --granularity definition)");
        }
        if (language != null && Languages.byName(language).isEmpty()) {
            throw new IllegalArgumentException("--language: unknown language '" + language + "' (see 'kerf langs')");
        }
        String languageName = language == null ? null : Languages.byName(language).orElseThrow().name();
        if (fileTimeout != null && !(fileTimeout > 0 && fileTimeout <= 86_400)) {
            throw new IllegalArgumentException("--file-timeout: " + fileTimeout + " seconds; give more than 0 and at most 86400");
        }
        long timeoutMillis = fileTimeout == null ? 0 : Math.max(1, Math.round(fileTimeout * 1000));
        FileChunker chunker = new FileChunker(settings, languageName, settings.maxFileBytes(DEFAULT_MAX_FILE_BYTES), timeoutMillis);
        int threads = settings.jobs(Runtime.getRuntime().availableProcessors());
        PrintWriter err = spec.commandLine().getErr();
        boolean terminal = Progress.stderrIsTerminal();
        Summary counts = new Summary();
        int exit = ExitCodes.OK;
        Thread wholeLinesOnExit = null;
        try (Writer out = output == null
                ? new NonClosing(spec.commandLine().getOut())
                : Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            wholeLinesOnExit = wholeLinesOnExit(out);
            Batch batch = new Batch(threads, out, err, counts);
            List<Callable<FileResult>> tasks = new ArrayList<>();
            long totalBytes = 0;
            if (git != null) {
                try (GitBlobs repo = GitBlobs.open(git)) {
                    if (Files.isRegularFile(git) && !git.getFileName().toString().equals(".git")) { // a worktree's .git is a file
                        throw new IllegalArgumentException("--git " + git + " is a file: name the repository, or a folder in it");
                    }
                    // Links and submodules hold no text of their own: said, as a folder walk says it of
                    // links; of the revision, of all history, or only those new since --since-rev.
                    String at = rev == null ? "HEAD" : rev;
                    List<GitBlobs.NotAFile> notFiles = new ArrayList<>();
                    List<GitBlobs.Blob> blobs = allHistory ? repo.allHistory(notFiles, sinceRev) : repo.atRevision(at);
                    if (!allHistory) {
                        notFiles.addAll(sinceRev == null ? repo.notFilesAt(at) : repo.notFilesNewSince(at, sinceRev));
                    }
                    if (sinceRev != null) {
                        blobs = repo.newSince(blobs, sinceRev);
                    }
                    String folder = repo.folderOf(git); // --git repo/docs: only what lies under docs/
                    int inFolder = 0;
                    for (GitBlobs.Blob blob : blobs) {
                        // A blob kept at several paths is chunked once, at the first of them that
                        // lies in the folder and that --include and --exclude let through.
                        List<String> under = blob.paths().stream().filter(p -> p.startsWith(folder)).toList();
                        if (under.isEmpty()) {
                            continue;
                        }
                        inFolder++;
                        String chosen = under.stream().filter(p -> settings.pathFilter().wants(Path.of(p))).findFirst().orElse(null);
                        if (chosen == null) {
                            counts.skip("ignored"); // --include and --exclude pick blobs by their path, as they pick files
                            continue;
                        }
                        GitBlobs.Blob b = blob.at(chosen);
                        tasks.add(() -> chunker.blob(repo, b, allHistory));
                        totalBytes += Math.max(0, b.size());
                    }
                    for (GitBlobs.NotAFile n : notFiles) {
                        if (n.path().startsWith(folder) && settings.pathFilter().wants(Path.of(n.path()))) {
                            if (n.kind().equals("link")) {
                                batch.report(n.path(), "link_not_followed", "a link in the repository: what it points to is chunked at its own path, if a file of the "
                                        + (allHistory ? "history" : "revision"));
                            } else {
                                batch.report(n.path(), "submodule", "a submodule: its files are in another repository; run kerf on it");
                            }
                        }
                    }
                    if (inFolder == 0 && !folder.isEmpty() && sinceRev == null) {
                        throw new dev.kerf.git.GitException("no file of " + (allHistory ? "the history" : at)
                                + " lies under " + folder + " (a folder git does not track?)");
                    }
                    runAll(batch, tasks, totalBytes, progress != null ? progress : terminal);
                }
            } else {
                boolean missing = false;
                // Two folders' files must never share a path (nor ids): with several, each path keeps its folder.
                boolean severalFolders = paths.stream().filter(p -> !p.equals("-") && named(p) instanceof Path q && Files.isDirectory(q)).count() > 1;
                // A file named twice, or reached through two named folders (a b/x.py b, overlapping globs), is chunked once.
                java.util.Map<Path, String> chunkedAs = new java.util.HashMap<>();
                for (String p : paths) {
                    if (p.equals("-")) {
                        String name = stdinPath == null ? "-" : stdinPath.replace('\\', '/');
                        tasks.add(() -> chunker.file(new FolderWalk.Input(null, name, -1)));
                        continue;
                    }
                    Path path = named(p);
                    if (path == null) {
                        batch.report(p, "unreadable", "the name cannot be read under this locale's charset ("
                                + System.getProperty("sun.jnu.encoding") + "): run kerf under a UTF-8 locale, such as LC_ALL=C.UTF-8");
                        missing = true;
                    } else if (Files.isDirectory(path)) {
                        FolderWalk.Walk walk = FolderWalk.walk(path, severalFolders ? folderPrefix(p) : "", settings.pathFilter()::wants, output);
                        for (FolderWalk.Skip s : walk.reports()) {
                            batch.report(s.displayPath(), s.reason(), s.message());
                        }
                        for (int i = 0; i < walk.ignored(); i++) {
                            counts.skip("ignored");
                        }
                        for (FolderWalk.Input in : walk.files()) {
                            if (firstTime(chunkedAs, in, batch)) {
                                tasks.add(() -> chunker.file(in));
                                totalBytes += in.size();
                            }
                        }
                    } else if (Files.exists(path)) {
                        FolderWalk.Input in = new FolderWalk.Input(path, p, sizeOf(path));
                        if (firstTime(chunkedAs, in, batch)) {
                            tasks.add(() -> chunker.file(in));
                            totalBytes += in.size();
                        }
                    } else {
                        batch.report(p, "not_found", "no such file or directory");
                        missing = true;
                    }
                }
                runAll(batch, tasks, totalBytes, progress != null ? progress : terminal);
                if (missing || (counts.files == 0 && counts.skipped.containsKey("unreadable"))) {
                    exit = ExitCodes.INPUT;
                }
            }
        } finally {
            err.flush();
            if (wholeLinesOnExit != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(wholeLinesOnExit);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running or has run: it wrote what was buffered
                }
            }
        }
        if (summary || terminal) {
            err.print(counts.text());
            err.flush();
        }
        if (stats != null) {
            try (Writer w = Files.newBufferedWriter(stats, StandardCharsets.UTF_8)) {
                counts.writeJson(w);
            }
        }
        return exit;
    }

    /** The path named on the command line, or null when Java cannot make one of it (a non-ASCII name under LC_ALL=C). */
    private static Path named(String given) {
        try {
            return Path.of(given);
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    /**
     * What the paths of a folder's files begin with when several folders were named: the folder as
     * given, with {@code /} separators and without trailing ones or a leading {@code ./}
     * ({@code ./src/} gives {@code src/}, {@code .} nothing).
     */
    static String folderPrefix(String given) {
        String p = given.replace(java.io.File.separatorChar, '/');
        while (p.length() > 1 && p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        while (p.startsWith("./")) {
            p = p.substring(2);
        }
        return p.isEmpty() || p.equals(".") ? "" : p.equals("/") ? "/" : p + "/";
    }

    /**
     * Opening {@code -o} empties it, so an output that is also an input would be read empty, and
     * {@code --stats} would overwrite an input once the run ends: both refused before anything is
     * written (an easy slip, since {@code --summary} takes no file). An output inside a folder being
     * chunked is left out of the walk when it may be an earlier run's output (empty, or JSON: it
     * begins with '{'); any other file there, a source file or a link to one, is refused as an
     * input named would be.
     */
    private void refuseOutputAmongInputs() throws IOException {
        if (output != null && stats != null && output.toAbsolutePath().normalize().equals(stats.toAbsolutePath().normalize())) {
            throw new IllegalArgumentException("-o and --stats name the same file, " + output);
        }
        refuseAmongInputs(output, "-o", "writing it would empty it before it is read");
        refuseAmongInputs(stats, "--stats", "the summary would overwrite it");
    }

    /**
     * Whether {@code in} is a file not met before in this run; a file met again is reported as a
     * duplicate of the path it was chunked as (its chunks would repeat, under the same ids).
     */
    private static boolean firstTime(java.util.Map<Path, String> chunkedAs, FolderWalk.Input in, Batch batch) {
        String first = chunkedAs.putIfAbsent(FolderWalk.realPath(in.file()), in.displayPath());
        if (first != null) {
            FolderWalk.Skip s = FolderWalk.duplicate(in.displayPath(), first);
            batch.report(s.displayPath(), s.reason(), s.message());
            return false;
        }
        return true;
    }

    /**
     * A hook that, when the JVM is stopped (SIGTERM, SIGINT: Ctrl-C), writes out what the output
     * holds and closes it, so that the output ends with a whole line: each file's lines are written
     * in one call, under the writer's lock, and a buffer filled in between was flushed in mid-line,
     * leaving the last JSON line cut (a user trial). After it, a write fails rather than add half a
     * line.
     */
    private Thread wholeLinesOnExit(Writer out) {
        Writer target = output == null ? spec.commandLine().getOut() : out;
        Thread hook = new Thread(() -> {
            try {
                target.close();
            } catch (IOException ignored) {
                // nothing more can be written
            }
        }, "kerf-output-on-exit");
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }

    /**
     * Refuses {@code written} when it is a file named as an input, or a file inside a folder named as
     * one that is not empty and does not begin as kerf's JSON does.
     */
    private void refuseAmongInputs(Path written, String flag, String why) throws IOException {
        // With --git the blobs come from the object database, but a file of the work tree named as
        // the output is a source file all the same (its uncommitted edits included).
        List<String> named = paths != null ? paths : git != null ? List.of(git.toString()) : List.of();
        if (written == null || named.isEmpty() || !Files.exists(written)) {
            return;
        }
        if (!Files.isRegularFile(written)) {
            return; // a pipe (-o >(gzip > out.gz), /dev/stdout) or a device is no input, and has no real path
        }
        Path real = written.toRealPath();
        for (String p : named) {
            Path path = Path.of(p);
            if (p.equals("-") || !Files.exists(path)) {
                continue;
            }
            if (!Files.isDirectory(path) && Files.isSameFile(path, written)) {
                throw new IllegalArgumentException(flag + " " + written + " is also an input: " + why);
            }
            if (Files.isDirectory(path) && real.startsWith(path.toRealPath()) && Files.isRegularFile(real)
                    && Files.size(real) > 0 && !beginsWith(real, "{")) {
                throw new IllegalArgumentException(flag + " " + written + " is a file of " + p
                        + ", a folder being chunked, and not an earlier run's output: " + why);
            }
        }
    }

    private static boolean beginsWith(Path file, String start) throws IOException {
        byte[] want = start.getBytes(StandardCharsets.UTF_8);
        try (java.io.InputStream in = Files.newInputStream(file)) {
            return java.util.Arrays.equals(in.readNBytes(want.length), want);
        }
    }

    private static void runAll(Batch batch, List<Callable<FileResult>> tasks, long totalBytes, boolean showProgress) throws IOException {
        if (showProgress) {
            batch.showProgress(tasks.size(), totalBytes);
        }
        batch.run(tasks);
        batch.finish();
    }

    private static long sizeOf(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }

    /** The flags' settings, which win over kerf.toml's. */
    private KerfConfig flagSettings() {
        return KerfConfig.options()
                .set("max_tokens", maxTokens, "--max-tokens")
                .set("min_tokens", minTokens, "--min-tokens")
                .set("target_tokens", targetTokens, "--target-tokens")
                .set("overlap", overlap, "--overlap")
                .set("overlap_ratio", overlapRatio, "--overlap-ratio")
                .set("tokenizer", tokenizer, "--tokenizer")
                .set("model", model, "--model")
                .set("granularity", granularity, "--granularity")
                .set("context_header", contextHeader ? Boolean.TRUE : null, "--context-header")
                .set("semantic_importance_threshold", importanceThreshold, "--semantic-importance-threshold")
                .set("prefer_semantic", preferSemantic, "--prefer-semantic")
                .set("force_delimiter_for_languages", forceDelimiterFor, "--force-delimiter-for-languages")
                .set("enable_hybrid_chunking", hybrid, "--enable-hybrid-chunking")
                .set("max_file_bytes", maxFileBytes, "--max-file-bytes")
                .set("include", include, "--include")
                .set("exclude", exclude, "--exclude")
                .set("jobs", jobs, "--jobs")
                .build();
    }

    /**
     * Standard output, kept open after the run (tests run several commands on one). A PrintWriter
     * swallows write errors; this turns them back into an IOException after each file's lines, so
     * that a full disk or a closed pipe stops the run with exit code 1 instead of losing output.
     */
    private static final class NonClosing extends java.io.FilterWriter {
        private final PrintWriter printer;

        NonClosing(PrintWriter out) {
            super(out);
            this.printer = out;
        }

        @Override
        public void write(String str, int off, int len) throws IOException {
            super.write(str, off, len);
            failIfBroken();
        }

        @Override
        public void write(char[] cbuf, int off, int len) throws IOException {
            super.write(cbuf, off, len);
            failIfBroken();
        }

        @Override
        public void write(int c) throws IOException {
            super.write(c);
            failIfBroken();
        }

        @Override
        public void flush() throws IOException {
            super.flush();
            failIfBroken();
        }

        @Override
        public void close() throws IOException {
            flush();
        }

        /** checkError flushes, which is cheap next to a file's chunking, and only then sees an error. */
        private void failIfBroken() throws IOException {
            if (printer.checkError()) {
                throw new IOException("could not write standard output (a full disk, or a closed pipe?)");
            }
        }
    }
}
