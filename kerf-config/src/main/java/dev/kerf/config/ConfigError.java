package dev.kerf.config;

/**
 * A setting kerf cannot take: its message says where it was written (a file's name and line and
 * key, {@code kerf.toml:3: max_tokens}, or the flag or argument, {@code --max-tokens}) and why.
 */
public final class ConfigError extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public ConfigError(String message) {
        super(message);
    }
}
