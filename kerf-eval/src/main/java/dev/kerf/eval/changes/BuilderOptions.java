package dev.kerf.eval.changes;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The command line of {@link ChangeSetBuilder}.
 *
 * @param args the arguments as given, for SOURCE.txt
 */
record BuilderOptions(
        Path repo,
        String url,
        String commit,
        String name,
        String language,
        List<String> extensions,
        List<String> files,
        List<String> includes,
        List<String> excludes,
        List<String> licenses,
        String licenseName,
        List<String> issuePrefixes,
        int questions,
        long seed,
        Path out,
        LocalDate builtOn,
        List<String> args) {
    /** The languages of documentation sets, which go to data/docs rather than data/changes. */
    static final List<String> DOC_LANGUAGES = List.of("markdown", "restructuredtext", "asciidoc");
    /**
     * The languages the eval has peers for: code, and markdown, restructuredtext or asciidoc for a
     * documentation set ({@link #DOC_LANGUAGES}).
     */
    static final List<String> LANGUAGES = Stream.concat(Stream.of("python", "java", "go", "rust", "javascript", "typescript",
            "ruby", "cpp", "c", "php", "swift", "scala", "c_sharp", "kotlin", "elixir", "lua", "dart", "bash", "haskell", "objc", "ocaml",
            "zig", "julia", "r", "powershell", "solidity", "groovy", "perl", "fsharp", "elm", "nix", "commonlisp", "hcl", "cuda", "starlark", "yaml", "json",
            "vue", "svelte", "html", "jupyter"), DOC_LANGUAGES.stream()).toList();
    static final int QUESTIONS = 150;
    static final long SEED = 20_250_101L;
    static final String USAGE = """
            usage: ChangeSetBuilder --repo CLONE --url URL --commit SHA --name NAME --language LANG --ext LIST
                   [--file GLOB]... [--include GLOB]... [--exclude GLOB]... [--license PATH]... [--license-name SPDX]
                   [--issue-prefix KEY]... [--questions N] [--seed N] [--out DIR] [--built-on YYYY-MM-DD]
              --repo CLONE        a full clone of the repository (not shallow)
              --url URL           where the repository is published (written to SOURCE.txt)
              --commit SHA        the commit to pin (a full id)
              --name NAME         the set's folder under --out
              --language LANG     its files' language for the eval's peers: python, java, go, rust, javascript,
                                  typescript, ruby, cpp, c, php, swift, scala, c_sharp, kotlin, elixir, lua,
                                  dart, bash, haskell, objc, ocaml, zig, julia, r, powershell, solidity,
                                  groovy, perl, fsharp, elm, nix, commonlisp, hcl, cuda, starlark, yaml,
                                  json, vue, svelte, html or jupyter (.ipynb notebooks);
                                  markdown, restructuredtext (.rst) or asciidoc (.adoc) for a
                                  documentation set (--out data/docs)
              --ext LIST          extensions of the files to keep, comma-separated (py or java,kt)
              --file GLOB         also keep files whose path matches, whatever their extension: scripts
                                  named without one (bin/*)
              --include GLOB      keep only files whose path in the repository matches one of these
              --exclude GLOB      leave out files whose path matches
              --license PATH      the licence file at the commit (the first becomes LICENSE, others keep their
                                  names); by default the first of LICENSE, LICENSE.md, LICENSE.txt, LICENCE, COPYING
              --license-name SPDX the licence's name for SOURCE.txt (such as MIT)
              --issue-prefix KEY  an issue tracker's key to strip from messages (LANG for LANG-1234)
              --questions N       questions to draw (default 150)
              --seed N            the seed of the draw (default 20250101)
              --out DIR           where sets go (default data/changes)
              --built-on DATE     the date SOURCE.txt gives as built (default today, UTC)""";

    static BuilderOptions parse(String[] args) {
        Path repo = null;
        String url = null;
        String commit = null;
        String name = null;
        String language = null;
        List<String> extensions = new ArrayList<>();
        List<String> files = new ArrayList<>();
        List<String> includes = new ArrayList<>();
        List<String> excludes = new ArrayList<>();
        List<String> licenses = new ArrayList<>();
        String licenseName = null;
        List<String> issuePrefixes = new ArrayList<>();
        int questions = QUESTIONS;
        long seed = SEED;
        Path out = Path.of("data", "changes");
        LocalDate builtOn = LocalDate.now(ZoneOffset.UTC);
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--repo" -> repo = Path.of(value(args, ++i, arg));
                case "--url" -> url = value(args, ++i, arg);
                case "--commit" -> commit = value(args, ++i, arg);
                case "--name" -> name = value(args, ++i, arg);
                case "--language" -> language = value(args, ++i, arg);
                case "--ext" -> extensions.addAll(List.of(value(args, ++i, arg).split(",")));
                case "--file" -> files.add(value(args, ++i, arg));
                case "--include" -> includes.add(value(args, ++i, arg));
                case "--exclude" -> excludes.add(value(args, ++i, arg));
                case "--license" -> licenses.add(value(args, ++i, arg));
                case "--license-name" -> licenseName = value(args, ++i, arg);
                case "--issue-prefix" -> issuePrefixes.add(value(args, ++i, arg));
                case "--questions" -> questions = Integer.parseInt(value(args, ++i, arg));
                case "--seed" -> seed = Long.parseLong(value(args, ++i, arg));
                case "--out" -> out = Path.of(value(args, ++i, arg));
                case "--built-on" -> builtOn = LocalDate.parse(value(args, ++i, arg));
                default -> throw new IllegalArgumentException("unknown argument: " + arg);
            }
        }
        require(repo, "--repo");
        require(url, "--url");
        require(commit, "--commit");
        require(name, "--name");
        require(language, "--language");
        if (!LANGUAGES.contains(language)) {
            throw new IllegalArgumentException("--language must be one of " + String.join(", ", LANGUAGES) + ": " + language);
        }
        if (extensions.isEmpty()) {
            throw new IllegalArgumentException("--ext is required");
        }
        if (!name.matches("[a-z0-9][a-z0-9._-]*")) {
            throw new IllegalArgumentException("--name must be lower-case letters, digits, '.', '_' or '-': " + name);
        }
        if (questions < 1) {
            throw new IllegalArgumentException("--questions must be positive");
        }
        return new BuilderOptions(repo, url, commit, name, language, List.copyOf(extensions), List.copyOf(files), List.copyOf(includes),
                List.copyOf(excludes), List.copyOf(licenses), licenseName, List.copyOf(issuePrefixes), questions, seed,
                out, builtOn, List.of(args));
    }

    /**
     * The command that rebuilds the set, for SOURCE.txt: the arguments as given, quoted for a POSIX
     * shell, with the clone's path (which is this machine's) written as {@code CLONE}, and the set
     * written where the repository keeps such sets ({@code data/changes}, {@code data/docs}),
     * wherever this build wrote it (a rebuild into a scratch folder, to compare, says the same).
     */
    String command() {
        StringBuilder out = new StringBuilder(
                "java -cp kerf-eval/target/kerf-eval.jar dev.kerf.eval.changes.ChangeSetBuilder");
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String option = i > 0 ? args.get(i - 1) : "";
            out.append(' ').append(option.equals("--repo") ? "CLONE"
                    : option.equals("--out") ? (DOC_LANGUAGES.contains(language) ? "data/docs" : "data/changes")
                    : quote(arg));
        }
        return out.toString();
    }

    private static String quote(String arg) {
        return arg.matches("[A-Za-z0-9_./:,=@+-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'";
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static void require(Object value, String option) {
        if (value == null) {
            throw new IllegalArgumentException(option + " is required");
        }
    }
}
