package dev.kerf.grammars;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The per-user folder the grammar library is cached in, by the first of: the system property
 * {@code kerf.cache.dir}; the environment variable {@code KERF_CACHE_DIR}; the platform's cache
 * folder ({@code $XDG_CACHE_HOME/kerf} or {@code ~/.cache/kerf} on Linux, {@code
 * ~/Library/Caches/kerf} on macOS, {@code %LOCALAPPDATA%\kerf\cache} on Windows); else {@code
 * kerf-<user>} in {@code java.io.tmpdir}.
 */
public final class NativeCache {
    private NativeCache() {}

    /** The cache folder of this JVM's user. */
    public static Path folder() {
        return folder(System.getProperty("kerf.cache.dir"), System.getenv(), System.getProperty("os.name", ""),
                System.getProperty("user.home"), System.getProperty("java.io.tmpdir"), System.getProperty("user.name", "user"));
    }

    static Path folder(String property, Map<String, String> env, String osName, String home, String tmp, String user) {
        if (given(property)) {
            return Path.of(property);
        }
        if (given(env.get("KERF_CACHE_DIR"))) {
            return Path.of(env.get("KERF_CACHE_DIR"));
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win") && given(env.get("LOCALAPPDATA"))) {
            return Path.of(env.get("LOCALAPPDATA"), "kerf", "cache");
        }
        if (os.contains("mac") && given(home)) {
            return Path.of(home, "Library", "Caches", "kerf");
        }
        if (!os.contains("win") && given(env.get("XDG_CACHE_HOME")) && Path.of(env.get("XDG_CACHE_HOME")).isAbsolute()) {
            return Path.of(env.get("XDG_CACHE_HOME"), "kerf");
        }
        if (!os.contains("win") && given(home) && !home.equals("?")) {
            return Path.of(home, ".cache", "kerf");
        }
        return Path.of(tmp, "kerf-" + user.replaceAll("[^A-Za-z0-9._-]", "_"));
    }

    private static boolean given(String value) {
        return value != null && !value.isBlank();
    }
}
