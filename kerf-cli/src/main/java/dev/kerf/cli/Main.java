package dev.kerf.cli;

import picocli.CommandLine;

/** Starts the {@code kerf} command line. Exit codes: 0 done, 1 input missing or unreadable, 2 usage error. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs kerf with {@code args} and returns the exit code (for tests). */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new KerfCommand());
        cli.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("kerf: " + ex.getMessage());
            ex.getCommandLine().getErr().println("Try 'kerf " + ex.getCommandLine().getCommandName() + " --help'.");
            return ExitCodes.USAGE;
        });
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof IllegalArgumentException) {
                commandLine.getErr().println("kerf: " + ex.getMessage());
                return ExitCodes.USAGE;
            }
            throw ex;
        });
        return cli.execute(args);
    }
}
