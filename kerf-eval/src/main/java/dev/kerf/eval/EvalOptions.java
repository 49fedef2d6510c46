package dev.kerf.eval;

import java.nio.file.Path;

/**
 * The command line of {@link Eval}:
 *
 * <pre>
 * --quick              a small code sample (for a check, not for figures)
 * --data DIR           the Chroma data: a folder holding questions_df.csv and corpora/
 * --report FILE        where the Markdown report goes (the SVG chart goes next to it)
 * --files N            code files sampled per language
 * --seed N             the seed of the code sample and of the bootstrap
 * --jdk-src ZIP        the JDK sources (default: lib/src.zip of the running JDK)
 * --python-stdlib DIR  the Python standard library (default: asked of python3)
 * --no-code            the prose benchmark only
 * --embeddings         MiniLM embeddings as a second retriever
 * --no-node            leave out the Node peers (LangChain.js, LlamaIndex)
 * --peers-js DIR       where the Node peers' script and packages are (default: kerf-bench/peers-js)
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
        Path peersJs) {
    public static final String USAGE = "usage: kerf-eval [--quick] [--data DIR] [--report FILE] [--files N] [--seed N]"
            + " [--jdk-src ZIP] [--python-stdlib DIR] [--no-code] [--embeddings] [--no-node] [--peers-js DIR]";
    static final int FILES = 300;
    static final int QUICK_FILES = 30;
    static final long SEED = 20_250_101L;

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
                default -> throw new IllegalArgumentException("unknown argument: " + arg);
            }
        }
        int sampled = files != null ? files : quick ? QUICK_FILES : FILES;
        return new EvalOptions(quick, data, report, sampled, seed, jdkSrc, pythonStdlib, code, embeddings, node, peersJs);
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
