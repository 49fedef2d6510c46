package dev.kerf.eval;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The command line of {@link Eval}:
 *
 * <pre>
 * --quick              a small code sample and the first 40 questions of each change set (for a
 *                      check, not for figures)
 * --data DIR           the Chroma data: a folder holding questions_df.csv and corpora/
 * --report FILE        where the Markdown report goes (the SVG chart goes next to it)
 * --files N            code files sampled per language
 * --seed N             the seed of the code sample and of the bootstrap
 * --jdk-src ZIP        the JDK sources (default: lib/src.zip of the running JDK)
 * --python-stdlib DIR  the Python standard library (default: asked of python3)
 * --no-code            the prose benchmark only
 * --sets LIST          only these benchmarks, comma-separated: prose, java, python, changes (every
 *                      change set of code), docs (every change set of documentation) or the name of
 *                      a set (requests, gin, vite-docs...)
 * --embeddings         MiniLM embeddings as a second retriever
 * --no-node            leave out the Node peers (LangChain.js, LlamaIndex)
 * --peers-js DIR       where the Node peers' script and packages are (default: kerf-peers/peers-js, found from the working directory or the jar)
 * --questions FILE     also every row's recall and IoU@1 on every question, tab-separated
 * --kerf-rows LIST     kerf's rows instead of the standard ones, comma-separated, each a limit and
 *                      any of :packed, :definition, :header, :target=N, :delimiters (code along
 *                      kerf-core's delimiter tables, as without kerf-syntax; 256:target=64:header); the
 *                      baselines and peers still run, and each row is set against them
 * --peer-tokens N      the limit of the baselines and peers (default 256; LlamaIndex gets 4N chars),
 *                      to compare kerf with them at another size
 * </pre>
 */
public record EvalOptions(
        boolean quick,
        Path data,
        Path report,
        int files,
        long seed,
        Path jdkSrc,
        Path pythonStdlib,
        boolean code,
        boolean embeddings,
        boolean node,
        Path peersJs,
        List<String> sets,
        List<KerfRow> kerfRows,
        Path questions,
        int peerTokens) {
    public static final String USAGE = "usage: kerf-eval [--quick] [--data DIR] [--report FILE] [--files N] [--seed N]"
            + " [--jdk-src ZIP] [--python-stdlib DIR] [--no-code] [--sets LIST] [--embeddings] [--no-node] [--peers-js DIR]"
            + " [--kerf-rows LIST] [--peer-tokens N] [--questions FILE]";
    /** The benchmarks --sets knows besides the change sets' own names. */
    static final List<String> GROUPS = List.of("prose", "java", "python", "changes", "docs");
    static final int FILES = 300;
    static final int QUICK_FILES = 30;
    static final long SEED = 20_250_101L;
    /** The peers' limit unless --peer-tokens says otherwise: the size the defaults were chosen at. */
    static final int PEER_TOKENS = 256;

    /** Parses the arguments; a bad one throws {@link IllegalArgumentException} with a message for the user. */
    public static EvalOptions parse(String[] args) {
        boolean quick = false;
        Path data = null;
        Path report = null;
        Integer files = null;
        long seed = SEED;
        Path jdkSrc = null;
        Path pythonStdlib = null;
        boolean code = true;
        boolean embeddings = false;
        boolean node = true;
        Path peersJs = null;
        List<String> sets = List.of();
        List<KerfRow> kerfRows = List.of();
        Path questions = null;
        int peerTokens = PEER_TOKENS;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--quick" -> quick = true;
                case "--no-code" -> code = false;
                case "--embeddings" -> embeddings = true;
                case "--no-node" -> node = false;
                case "--peers-js" -> peersJs = Path.of(value(args, ++i, arg));
                case "--data" -> data = Path.of(value(args, ++i, arg));
                case "--report" -> report = Path.of(value(args, ++i, arg));
                case "--jdk-src" -> jdkSrc = Path.of(value(args, ++i, arg));
                case "--python-stdlib" -> pythonStdlib = Path.of(value(args, ++i, arg));
                case "--files" -> files = positive(value(args, ++i, arg), arg);
                case "--seed" -> seed = Long.parseLong(value(args, ++i, arg));
                case "--sets" -> sets = sets(value(args, ++i, arg));
                case "--questions" -> questions = Path.of(value(args, ++i, arg));
                case "--kerf-rows" -> kerfRows = KerfRow.parseList(value(args, ++i, arg));
                case "--peer-tokens" -> peerTokens = positive(value(args, ++i, arg), arg);
                default -> throw new IllegalArgumentException("unknown argument: " + arg);
            }
        }
        int sampled = files != null ? files : quick ? QUICK_FILES : FILES;
        return new EvalOptions(quick, data, report, sampled, seed, jdkSrc, pythonStdlib, code, embeddings, node, peersJs,
                sets, kerfRows, questions, peerTokens);
    }

    /**
     * Whether to run a benchmark: every one when --sets was not given, else those it names by
     * their own name or their group's ({@code changes} for a change set).
     */
    public boolean runs(String name, String group) {
        return sets.isEmpty() || sets.contains(name) || sets.contains(group);
    }

    /** Whether to run prose, java or python (which are their own group). */
    public boolean runs(String name) {
        return runs(name, name);
    }

    private static List<String> sets(String list) {
        List<String> sets = new ArrayList<>();
        for (String s : list.split(",")) {
            if (!s.isBlank()) {
                sets.add(s.strip().toLowerCase(Locale.ROOT));
            }
        }
        if (sets.isEmpty()) {
            throw new IllegalArgumentException("--sets needs at least one name");
        }
        return List.copyOf(sets);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static int positive(String text, String option) {
        try {
            int n = Integer.parseInt(text);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " needs a positive number, was " + text);
    }
}
