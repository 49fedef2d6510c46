package dev.kerf;

/**
 * A chunk option was given a value kerf cannot take. It names the option and the problem apart,
 * so that every front end can say where the value came from in its own words ({@code --max-tokens:
 * must be at least 8}, {@code kerf.toml:3: max_tokens: ...}) without taking the message apart.
 *
 * <p>The message itself names the option as it was set: by its builder name when the
 * {@link ChunkOptions.Builder} method was called ({@code maxTokens: must be at least 8, was 3}), by
 * its key when set by key ({@code max_tokens: must be a whole number, was "x"}).
 */
public final class InvalidOptionException extends IllegalArgumentException {
    private final transient ChunkOption option;
    private final String problem;

    private InvalidOptionException(ChunkOption option, String name, String problem, Throwable cause) {
        super(name + ": " + problem, cause);
        this.option = option;
        this.problem = problem;
    }

    /** A problem found by a {@link ChunkOptions.Builder} method, named as the builder names it. */
    static InvalidOptionException inBuilder(ChunkOption option, String problem) {
        return new InvalidOptionException(option, option.builderName(), problem, null);
    }

    /** A problem with a value set by key, named by the key. */
    static InvalidOptionException byKey(ChunkOption option, String problem, Throwable cause) {
        return new InvalidOptionException(option, option.key(), problem, cause);
    }

    /** The option at fault. */
    public ChunkOption option() {
        return option;
    }

    /** What is wrong, without the option's name: {@code must be at least 8, was 3}. */
    public String problem() {
        return problem;
    }
}
