package dev.kerf.cli;

import picocli.CommandLine.Command;

/** {@code kerf}: the top-level command. */
@Command(
        name = "kerf",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = "Cuts source code and documents into chunks that fit an embedding model's token limit.",
        subcommands = {ChunkCommand.class, ServeCommand.class, LangsCommand.class, picocli.CommandLine.HelpCommand.class})
final class KerfCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
