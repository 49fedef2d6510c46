package dev.kerf.cli;

import dev.kerf.grammars.Grammars;
import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.lang.Language;
import dev.kerf.lang.LanguageFamily;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Strategy;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code kerf langs}: the languages kerf knows. */
@Command(name = "langs", mixinStandardHelpOptions = true,
        description = "Lists the languages kerf recognises: name, family, delimiter pattern set, whether the syntax tree is used, file extensions and names.")
final class LangsCommand implements Callable<Integer> {
    private static final dev.kerf.select.ChunkerSelector SELECTOR = dev.kerf.select.ChunkerSelector.defaults();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%-22s %-13s %-17s %-8s %s%n", "LANGUAGE", "FAMILY", "PATTERNS", "SYNTAX", "FILES");
        for (Language l : Languages.all()) {
            java.util.Set<String> files = new java.util.LinkedHashSet<>(l.extensions());
            files.addAll(l.fileNames()); // dotenv's .env is both
            String patterns = l.family() == LanguageFamily.PLAIN_TEXT && DelimiterSegmenter.patternSetOf(l).equals(l.family().id())
                    ? "(generic)"
                    : DelimiterSegmenter.patternSetOf(l);
            // Whether kerf chunks the language by its syntax tree by default: a grammar in the library
            // is not enough, the language needs its definitions too (definitions.tsv).
            String grammar = Strategy.SEMANTIC.equals(SELECTOR.primary(l.name()).strategy()) ? "yes"
                    : !Grammars.available() && Grammars.names().contains(l.name()) ? "unloaded" : "no";
            out.printf("%-22s %-13s %-17s %-8s %s%n", l.name(), l.family().id(), patterns, grammar, String.join(" ", files));
        }
        out.printf("%d languages%n", Languages.all().size());
        out.flush();
        return ExitCodes.OK;
    }
}
