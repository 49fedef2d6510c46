package dev.kerf.cli;

import dev.kerf.ChunkOptions;
import dev.kerf.ChunkingError;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.lang.Languages;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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

    @Parameters(arity = "1..*", paramLabel = "<file|dir|->", description = "What to chunk; '-' reads standard input.")
    List<String> paths;

    @Option(names = "--max-tokens", paramLabel = "N", description = "Hard limit per chunk (default 512, or the model's window).")
    Integer maxTokens;

    @Option(names = "--overlap", paramLabel = "N", description = "Tokens of the previous chunk to repeat (default 0).")
    Integer overlap;

    @Option(names = "--overlap-ratio", paramLabel = "R", description = "Overlap as a share of --max-tokens, in [0, 1).")
    Double overlapRatio;

    @Option(names = "--min-tokens", paramLabel = "N", description = "Merge chunks smaller than this with a neighbour where they fit (default 0).")
    Integer minTokens;

    @Option(names = "--tokenizer", paramLabel = "NAME",
            description = "cl100k_base (default), o200k_base, p50k_base, r50k_base, characters, words.")
    String tokenizer;

    @Option(names = "--model", paramLabel = "NAME",
            description = "Set tokenizer and limit from a model: text-embedding-3-small, text-embedding-3-large, text-embedding-ada-002.")
    String model;

    @Option(names = "--granularity", paramLabel = "G",
            description = "packed (default): definitions share chunks up to the limit; definition: each starts its own chunk.")
    String granularity;

    @Option(names = "--context-header",
            description = "Add contextual_text: a header with the file path and scope, then the text, within --max-tokens.")
    boolean contextHeader;

    @Option(names = "--language", paramLabel = "NAME", description = "Chunk every input as this language instead of detecting it.")
    String language;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path output;

    @Override
    public Integer call() throws IOException {
        if (overlap != null && overlapRatio != null) {
            throw new IllegalArgumentException("--overlap and --overlap-ratio: give one, not both");
        }
        ChunkOptions options = options();
        if (language != null && Languages.byName(language).isEmpty()) {
            throw new IllegalArgumentException("--language: unknown language '" + language + "' (see 'kerf langs')");
        }
        String languageName = language == null ? null : Languages.byName(language).orElseThrow().name();
        Kerf kerf = Kerf.create(options);
        PrintWriter err = spec.commandLine().getErr();
        JsonLines errors = new JsonLines(err);
        Run run = new Run();
        try (Writer out = output == null
                ? new NonClosing(spec.commandLine().getOut())
                : Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            JsonLines lines = new JsonLines(out);
            for (String p : paths) {
                if (p.equals("-")) {
                    chunkOne(kerf, new Inputs.Input(null, "-"), languageName, lines, errors, run);
                    continue;
                }
                Path path = Path.of(p);
                if (Files.isDirectory(path)) {
                    List<Inputs.WalkError> walkErrors = new ArrayList<>();
                    for (Inputs.Input in : Inputs.walk(path, walkErrors)) {
                        chunkOne(kerf, in, languageName, lines, errors, run);
                    }
                    for (Inputs.WalkError w : walkErrors) {
                        errors.error(w.displayPath(), "unreadable", w.message());
                        run.unreadable++;
                    }
                } else if (Files.exists(path)) {
                    chunkOne(kerf, new Inputs.Input(path, p), languageName, lines, errors, run);
                } else {
                    errors.error(p, "not_found", "no such file or directory");
                    run.missing++;
                }
            }
            lines.flush();
        } finally {
            errors.flush();
        }
        if (run.missing > 0 || (run.read == 0 && run.unreadable > 0)) {
            return ExitCodes.INPUT;
        }
        return ExitCodes.OK;
    }

    private ChunkOptions options() {
        try {
            return buildOptions();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(optionName(e.getMessage()), e);
        }
    }

    private ChunkOptions buildOptions() {
        ChunkOptions.Builder b = ChunkOptions.builder();
        if (model != null) {
            b.model(model);
        }
        if (tokenizer != null) {
            b.tokenizer(tokenizer);
        }
        if (maxTokens != null) {
            b.maxTokens(maxTokens);
        }
        if (overlap != null) {
            b.overlapTokens(overlap);
        }
        if (overlapRatio != null) {
            b.overlapRatio(overlapRatio);
        }
        if (minTokens != null) {
            b.minTokens(minTokens);
        }
        if (granularity != null) {
            b.granularity(dev.kerf.Granularity.of(granularity));
        }
        b.contextHeader(contextHeader);
        return b.build();
    }

    /** Library messages name options in camelCase ("maxTokens: ..."); say the flag instead. */
    private static String optionName(String message) {
        return message
                .replaceFirst("^maxTokens:", "--max-tokens:")
                .replaceFirst("^overlapTokens:", "--overlap:")
                .replaceFirst("^overlapRatio:", "--overlap-ratio:")
                .replaceFirst("^minTokens:", "--min-tokens:")
                .replaceFirst("^tokenizer:", "--tokenizer:")
                .replaceFirst("^model:", "--model:")
                .replaceFirst("^granularity:", "--granularity:")
                .replaceFirst("^contextHeader:", "--context-header:");
    }

    private void chunkOne(Kerf kerf, Inputs.Input in, String languageName, JsonLines lines, JsonLines errors, Run run)
            throws IOException {
        Source source;
        try {
            byte[] bytes = in.file() == null ? System.in.readAllBytes() : Files.readAllBytes(in.file());
            run.read++;
            source = Source.fromBytes(bytes).withPath(in.displayPath());
        } catch (NoSuchFileException e) {
            errors.error(in.displayPath(), "not_found", "no such file: " + e.getMessage());
            run.unreadable++;
            return;
        } catch (IOException e) {
            errors.error(in.displayPath(), "unreadable", String.valueOf(e.getMessage()));
            run.unreadable++;
            return;
        } catch (ChunkingError e) {
            errors.error(in.displayPath(), e.code(), e.getMessage());
            return;
        }
        if (languageName != null) {
            source = source.withLanguage(languageName);
        }
        try {
            for (var chunk : kerf.chunk(source)) {
                lines.chunk(in.displayPath(), chunk);
            }
        } catch (ChunkingError e) {
            errors.error(in.displayPath(), e.code(), e.getMessage());
        }
    }

    /** Standard output stays open after the run (tests run several commands on one). */
    private static final class NonClosing extends java.io.FilterWriter {
        NonClosing(Writer out) {
            super(out);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    /** Counts for the exit code. */
    private static final class Run {
        int read;
        int unreadable;
        int missing;
    }
}
