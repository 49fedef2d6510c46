package dev.kerf.eval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Runs the retrieval-quality evaluation on the Chroma data and prints one Markdown table: the
 * reference chunker of Chroma's report, then kerf at several limits. The reference row checks the
 * metric code: its precision-omega must come out at the published 29.9.
 *
 * <pre>java -jar kerf-eval/target/kerf-eval.jar [--quick] [--data DIR]</pre>
 *
 * {@code --data} names the folder holding {@code questions_df.csv} and {@code corpora/}; by
 * default {@code data/chroma} is looked for in the working directory and its parents.
 * {@code --quick} evaluates only the reference and kerf at 200 tokens.
 */
public final class Eval {
    /** Chroma's published precision-omega for LangChain recursive, 200 tokens, no overlap. */
    static final double PUBLISHED_REFERENCE_OMEGA = 29.9;

    private Eval() {}

    public static void main(String[] args) throws IOException {
        boolean quick = false;
        Path data = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--data" -> {
                    if (i + 1 >= args.length) {
                        usage("--data needs a folder");
                    }
                    data = Path.of(args[++i]);
                }
                case "-h", "--help" -> {
                    System.out.println("usage: kerf-eval [--quick] [--data DIR]");
                    return;
                }
                default -> usage("unknown argument: " + args[i]);
            }
        }
        Path folder = data != null ? dataFolder(data) : findDefaultData();
        long started = System.nanoTime();
        ChromaDataset dataset = ChromaDataset.load(folder);
        System.err.printf(Locale.ROOT, "data: %s (%d questions, %d corpora)%n",
                folder, dataset.questions().size(), dataset.corpora().size());

        ReferenceChunker reference = new ReferenceChunker(200);
        List<Chunker> chunkers = new ArrayList<>(List.of(reference));
        int[] limits = quick ? new int[] {200} : new int[] {100, 200, 256, 400};
        for (int limit : limits) {
            chunkers.add(new KerfChunker(limit, 0));
        }
        if (!quick) {
            chunkers.add(new KerfChunker(200, 50));
        }

        RowEvaluator evaluator = new RowEvaluator(dataset);
        List<EvalRow> rows = new ArrayList<>();
        for (Chunker chunker : chunkers) {
            long t = System.nanoTime();
            rows.add(evaluator.evaluate(chunker));
            System.err.printf(Locale.ROOT, "%s, %s: %.1f s%n", chunker.name(), chunker.config(), seconds(t));
        }

        System.out.print(MarkdownTable.of(rows));
        EvalRow ref = rows.getFirst();
        System.out.printf(Locale.ROOT,
                "%nReference check: precision Ω %.1f against Chroma's published %.1f (difference %+.1f); "
                        + "%d of %d reference chunks located at an earlier copy of their text, as Chroma locates them.%n",
                ref.precisionOmega(), PUBLISHED_REFERENCE_OMEGA, ref.precisionOmega() - PUBLISHED_REFERENCE_OMEGA,
                reference.misplaced(), ref.chunks());
        System.out.printf(Locale.ROOT, "Total time %.1f s.%n", seconds(started));
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private static Path dataFolder(Path given) {
        if (Files.isRegularFile(given.resolve(ChromaDataset.QUESTIONS_FILE))) {
            return given;
        }
        if (Files.isRegularFile(given.resolve("chroma").resolve(ChromaDataset.QUESTIONS_FILE))) {
            return given.resolve("chroma");
        }
        usage("no " + ChromaDataset.QUESTIONS_FILE + " in " + given + " or " + given.resolve("chroma"));
        return given;
    }

    private static Path findDefaultData() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("data").resolve("chroma");
            if (Files.isRegularFile(candidate.resolve(ChromaDataset.QUESTIONS_FILE))) {
                return candidate;
            }
        }
        usage("data/chroma not found in the working directory or its parents; give --data DIR");
        return null;
    }

    private static void usage(String message) {
        System.err.println("kerf-eval: " + message);
        System.err.println("usage: kerf-eval [--quick] [--data DIR]");
        System.exit(2);
    }
}
