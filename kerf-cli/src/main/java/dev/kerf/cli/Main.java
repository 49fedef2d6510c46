package dev.kerf.cli;

import dev.kerf.git.FolderWalk;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Starts the {@code kerf} command line. Exit codes: 0 done, 1 input missing or unreadable or output not written, 2 usage error, 141 the output's reader closed it. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        // Straight to the file descriptor: System.out is a PrintStream, which would hide a failed
        // write (a full disk, a closed pipe) from the PrintWriter and so from the exit code.
        Stdout stdout = new Stdout();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), 1 << 16));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        // Nothing to say when the output's reader went away (| head): the message would only be noise.
        PrintWriter errors = new PrintWriter(new java.io.Writer() {
            @Override
            public void write(char[] chars, int off, int len) {
                if (!stdout.closedByReader()) {
                    err.write(chars, off, len);
                }
            }

            @Override
            public void flush() {
                err.flush();
            }

            @Override
            public void close() {
                err.flush();
            }
        }, true);
        int code = run(out, errors, args);
        out.flush();
        if (stdout.closedByReader()) {
            err.flush();
            System.exit(Stdout.CLOSED_BY_READER);
        }
        if (out.checkError() && code == ExitCodes.OK) {
            err.println("kerf: could not write standard output (a full disk, or a closed pipe?)");
            code = ExitCodes.INPUT;
        }
        err.flush();
        System.exit(code);
    }

    /** Runs kerf with {@code args}, writing to {@code out} and {@code err}, and returns the exit code. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new KerfCommand());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("kerf: " + ex.getMessage());
            // "kerf" for the top command, "kerf chunk" for a subcommand.
            ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return ExitCodes.USAGE;
        });
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof IllegalArgumentException) {
                commandLine.getErr().println("kerf: " + ex.getMessage());
                return ExitCodes.USAGE;
            }
            if (ex instanceof java.nio.file.FileSystemException f) {
                // Java's message is the path alone: "kerf: out/x.jsonl" said nothing of why.
                String why = f instanceof java.nio.file.NoSuchFileException ? "no such file or folder" : FolderWalk.why(f);
                commandLine.getErr().println("kerf: " + f.getFile() + ": " + why);
                return ExitCodes.INPUT;
            }
            if (ex instanceof java.io.IOException || ex instanceof java.io.UncheckedIOException || ex instanceof dev.kerf.git.GitException) {
                commandLine.getErr().println("kerf: " + ex.getMessage());
                return ExitCodes.INPUT;
            }
            commandLine.getErr().println("kerf: internal error (please report it): " + ex);
            ex.printStackTrace(commandLine.getErr());
            return ExitCodes.INPUT;
        });
        if (args.length > 0 && !args[0].startsWith("-") && !cli.getSubcommands().containsKey(args[0])) {
            // Checked first: picocli would answer "kerf nosuch --help" with the top-level help and exit 0.
            err.println("kerf: unknown command '" + args[0] + "'; the commands are "
                    + String.join(", ", cli.getSubcommands().keySet()));
            err.println("Try 'kerf --help'.");
            return ExitCodes.USAGE;
        }
        return cli.execute(args);
    }
}
