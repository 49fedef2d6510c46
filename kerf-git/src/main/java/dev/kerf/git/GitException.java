package dev.kerf.git;

/** A repository kerf cannot walk: not a repository, a partial clone, the history of a shallow one, an unknown revision. */
public final class GitException extends RuntimeException {
    public GitException(String message) {
        super(message);
    }
}
