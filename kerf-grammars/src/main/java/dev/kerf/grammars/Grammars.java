package dev.kerf.grammars;

import io.github.treesitter.jtreesitter.Language;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tree-sitter grammars built into kerf, by kerf language name ({@code java}, {@code tsx}...).
 * Languages load lazily and are shared; they are immutable and safe across threads (parsers are
 * not: use one {@code Parser} per thread).
 *
 * <p>Where the native library cannot load (another platform, a broken install), {@link #available()}
 * is false and {@link #unavailableReason()} says why, so callers can fall back instead of failing.
 */
public final class Grammars {
    private static final Map<String, String> PACKAGES = readPins();
    private static final Map<String, Language> LOADED = new ConcurrentHashMap<>();
    private static volatile SymbolLookup lookup;
    private static volatile String failure;

    private Grammars() {}

    /** The languages that have a grammar, with the npm package and version each was built from. */
    public static Map<String, String> pins() {
        return PACKAGES;
    }

    /** The names of the languages that have a grammar. */
    public static Set<String> names() {
        return PACKAGES.keySet();
    }

    /** Whether the native library loads on this machine. */
    public static boolean available() {
        return loaded() != null;
    }

    /** Why the library does not load, or empty when it does. */
    public static Optional<String> unavailableReason() {
        return available() ? Optional.empty() : Optional.ofNullable(failure);
    }

    /** The grammar of a language, or empty when it has none or the library does not load. */
    public static Optional<Language> language(String name) {
        if (!PACKAGES.containsKey(name)) {
            return Optional.empty();
        }
        SymbolLookup lib = loaded();
        if (lib == null) {
            return Optional.empty();
        }
        return Optional.of(LOADED.computeIfAbsent(name, n -> Language.load(lib, "tree_sitter_" + n)));
    }

    /**
     * The native library itself: tree-sitter's core and every grammar's {@code tree_sitter_<name>}
     * entry point, for callers that bind core functions directly (kerf-syntax's tree walk). Empty
     * when it does not load.
     */
    public static Optional<SymbolLookup> library() {
        return Optional.ofNullable(loaded());
    }

    private static SymbolLookup loaded() {
        SymbolLookup l = lookup;
        if (l == null && failure == null) {
            synchronized (Grammars.class) {
                if (lookup == null && failure == null) {
                    try {
                        if (!BundledLibrary.present()) {
                            throw new IllegalStateException("no grammar library for " + BundledLibrary.platform()
                                    + " in kerf-grammars (it is built for linux-x86-64)");
                        }
                        lookup = new BundledLibrary().get(Arena.global());
                    } catch (RuntimeException | LinkageError e) {
                        failure = String.valueOf(e.getMessage());
                    }
                }
                l = lookup;
            }
        }
        return l;
    }

    private static Map<String, String> readPins() {
        Map<String, String> pins = new LinkedHashMap<>();
        try (InputStream in = Grammars.class.getResourceAsStream("grammars.tsv")) {
            if (in == null) {
                throw new IllegalStateException("grammars.tsv is missing from kerf-grammars");
            }
            boolean header = true;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] cells = line.split("\t", -1);
                pins.put(cells[0], cells[1]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return java.util.Collections.unmodifiableMap(pins);
    }
}
