package dev.kerf.config;

import dev.kerf.ChunkOption;
import dev.kerf.InvalidOptionException;
import dev.kerf.Kerf;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The settings of one kerf run over many files, and the chunkers they make: {@code kerf.toml}, with
 * options given on top of it as the command line's flags or the Spark job's arguments, which win.
 * Every front end takes the same keys: kerf.toml's snake_case names ({@code max_tokens}), which are
 * the CLI's long options without their dashes ({@code --max-tokens}).
 *
 * <pre>{@code
 * KerfConfig config = KerfConfig.load(Path.of("kerf.toml"))
 *         .overriddenBy(KerfConfig.options().set("max_tokens", 256, "--max-tokens").build());
 * Kerf python = config.kerfFor("python"); // the [languages.python] table over the general settings
 * }</pre>
 *
 * <p>Immutable and serializable (the Spark job ships it to its executors); its chunkers are made
 * on first use in each JVM. A bad value is a {@link ConfigError} (or an
 * {@link IllegalArgumentException} from the chunk options) whose message says where it was set.
 */
public final class KerfConfig implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The settings file a run looks for in its working folder. */
    public static final String FILE_NAME = "kerf.toml";
    /**
     * The chunk options every front end takes by these keys: kerf.toml and its language tables, the
     * CLI's flags ({@code --max-tokens}), the Spark job's arguments, the HTTP API's {@code options}.
     */
    public static final List<String> CHUNK_OPTION_KEYS = ChunkOption.keys();

    private final Settings settings;
    private transient volatile Kerfs kerfs;

    private KerfConfig(Settings settings) {
        this.settings = settings;
    }

    /** No settings: kerf's defaults. */
    public static KerfConfig none() {
        return new KerfConfig(new Settings());
    }

    /** The settings in a kerf.toml file; a {@link ConfigError} names the line of the first problem. */
    public static KerfConfig load(Path file) throws IOException {
        return new KerfConfig(ConfigFile.load(file));
    }

    /**
     * The file named, or {@value #FILE_NAME} in the working folder when it exists, or none.
     *
     * @param named the file a user named ({@code --config}), or null
     * @param option how the user named it, for the error when it does not exist
     */
    public static KerfConfig find(Path named, String option) throws IOException {
        if (named != null && !Files.isRegularFile(named)) {
            throw new ConfigError(option + ": " + (Files.isDirectory(named) ? "a folder, not a file: "
                    : Files.exists(named) ? "not a regular file: " : "no such file: ") + named);
        }
        Path file = named != null ? named : Path.of(FILE_NAME);
        return Files.isRegularFile(file) ? load(file) : none();
    }

    /** Settings given one by one, by key: flags, job arguments. */
    public static Options options() {
        return new Options();
    }

    /** These settings with every value {@code over} sets taken from it. */
    public KerfConfig overriddenBy(KerfConfig over) {
        return new KerfConfig(settings.overriddenBy(over.settings));
    }

    /** The chunker for files of {@code language}: its own table over the general settings, when it has one. */
    public Kerf kerfFor(String language) {
        return kerfs().forLanguage(language);
    }

    /**
     * These settings with {@code key} turned to {@code off} wherever its value came from
     * {@code origin} (a default, not the user) and the chunker cannot be made with it: in the
     * general settings, and in each language's table on its own. A job whose context header is on
     * by default keeps it for every language with room for it, when one language's table has a
     * budget too small (it was turned off for all).
     */
    public KerfConfig offWhereItCannotBe(String key, Object off, String origin) {
        ChunkOption option = ChunkOption.byKey(key).orElseThrow(() -> new IllegalArgumentException("not a chunk option: " + key));
        Settings general = settings.overriddenBy(new Settings());
        boolean generalOff = !Kerfs.builds(general) && origin.equals(general.origins.get(option.builderName()));
        general.languages = new java.util.LinkedHashMap<>();
        settings.languages.forEach((language, own) -> {
            Settings table = own.overriddenBy(new Settings());
            Settings merged = settings.overriddenBy(own);
            boolean fromDefault = origin.equals(merged.origins.get(option.builderName()));
            if (fromDefault && !Kerfs.builds(merged)) {
                table.chunk.put(key, off);
                table.origins.put(option.builderName(), origin);
            } else if (generalOff && fromDefault && !table.chunk.containsKey(key)) {
                // The general setting is turned off below; this table has room and keeps it on.
                table.chunk.put(key, merged.chunk.get(key));
                table.origins.put(option.builderName(), origin);
            }
            general.languages.put(language, table);
        });
        if (generalOff) {
            general.chunk.put(key, off);
        }
        return new KerfConfig(general);
    }

    /** Makes the chunkers now, so that a bad value fails here rather than at the first file. */
    public KerfConfig validate() {
        kerfs();
        return this;
    }

    private Kerfs kerfs() {
        Kerfs k = kerfs;
        if (k == null) {
            synchronized (this) {
                k = kerfs;
                if (k == null) {
                    k = new Kerfs(settings);
                    kerfs = k;
                }
            }
        }
        return k;
    }

    /** Files larger than this are skipped as {@code too_large}; {@code fallback} when not set. */
    public long maxFileBytes(long fallback) {
        return settings.maxFileBytes != null ? settings.maxFileBytes : fallback;
    }

    /** Globs a file's path relative to its folder must match one of (none: every file). */
    public List<String> include() {
        return settings.include == null ? List.of() : List.copyOf(settings.include);
    }

    /** Globs a file's path relative to its folder must match none of. */
    public List<String> exclude() {
        return settings.exclude == null ? List.of() : List.copyOf(settings.exclude);
    }

    /** The files of a folder these settings chunk, by their {@code include} and {@code exclude} globs. */
    public PathFilter pathFilter() {
        return new PathFilter(include(), exclude());
    }

    /** How many files to chunk at once; {@code fallback} when not set. */
    public int jobs(int fallback) {
        return settings.jobs != null ? settings.jobs : fallback;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KerfConfig c && settings.equals(c.settings);
    }

    @Override
    public int hashCode() {
        return settings.hashCode();
    }

    /** Settings given one at a time, each with where it came from, for the messages of bad values. */
    public static final class Options {
        private final Settings s = new Settings();

        private Options() {}

        /**
         * Sets the option {@code key} ({@code max_tokens}, {@code overlap_ratio},
         * {@code context_header}, {@code max_file_bytes}, {@code include}, {@code jobs}...); a null
         * value leaves it unset.
         *
         * @param origin where the value was given ({@code --max-tokens}), for messages
         */
        public Options set(String key, Object value, String origin) {
            if (value == null) {
                return this;
            }
            ChunkOption option = ChunkOption.byKey(key).orElse(null);
            if (option != null) {
                try {
                    s.chunk.put(key, option.checked(value));
                } catch (InvalidOptionException e) {
                    throw new ConfigError(origin + ": " + e.problem()); // "--max-tokens: must be..."
                }
                s.origins.put(option.builderName(), origin);
                return this;
            }
            switch (key) {
                case "max_file_bytes" -> {
                    long v = value instanceof Number n && !(value instanceof Double) ? n.longValue() : -1;
                    if (v < 1) {
                        throw new ConfigError(origin + ": must be at least 1, was " + value);
                    }
                    s.maxFileBytes = v;
                }
                case "jobs" -> {
                    int v = whole(origin, value);
                    if (v < 1 || v > 1024) { // kerf.toml's bound too: a thread per job, each holding a file
                        throw new ConfigError(origin + ": must be a whole number from 1 to 1024, was " + value);
                    }
                    s.jobs = v;
                }
                case "include" -> s.include = globs(s.include, origin, value);
                case "exclude" -> s.exclude = globs(s.exclude, origin, value);
                default -> throw new ConfigError(origin + ": unknown option");
            }
            return this;
        }

        /** Sets an option from its text, as a command line gives it ({@code "512"}, {@code "true"}). */
        public Options setText(String key, String text, String origin) {
            ChunkOption option = ChunkOption.byKey(key).orElse(null);
            Object value;
            if (option != null) {
                try {
                    value = option.parsed(text);
                } catch (InvalidOptionException e) {
                    throw new ConfigError(origin + ": " + e.problem());
                }
            } else {
                value = switch (key) {
                    case "jobs" -> parse(origin, text, Integer::valueOf);
                    case "max_file_bytes" -> parse(origin, text, Long::valueOf);
                    default -> text;
                };
            }
            return set(key, value, origin);
        }

        /** The settings given so far; setting more afterwards leaves this config as it is. */
        public KerfConfig build() {
            // overriddenBy with nothing over it is a copy: the builder can go on without changing what it built.
            return new KerfConfig(s.overriddenBy(new Settings()));
        }

        private interface Parser<T> {
            T parse(String text);
        }

        private static <T> T parse(String origin, String text, Parser<T> parser) {
            try {
                return parser.parse(text.strip());
            } catch (NumberFormatException e) {
                throw new ConfigError(origin + ": must be a number, was " + text);
            }
        }

        private static int whole(String origin, Object value) {
            if (!(value instanceof Integer || value instanceof Long || value instanceof Short)
                    || ((Number) value).longValue() != ((Number) value).intValue()) {
                throw new ConfigError(origin + ": must be a whole number, was " + value);
            }
            return ((Number) value).intValue();
        }

        private static String text(String origin, Object value) {
            if (!(value instanceof String str)) {
                throw new ConfigError(origin + ": must be a string, was " + value);
            }
            return str;
        }

        private static List<String> globs(List<String> to, String origin, Object value) {
            List<String> out = to == null ? new ArrayList<>() : new ArrayList<>(to);
            for (Object o : value instanceof List<?> list ? list : List.of(value)) {
                out.add(PathFilter.checked(text(origin, o), origin));
            }
            return out;
        }
    }
}
