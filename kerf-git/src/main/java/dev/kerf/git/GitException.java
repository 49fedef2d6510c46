package dev.kerf.git;

/** A repository kerf cannot walk: not a repository, a shallow or partial clone, an unknown revision. */
public final class GitException extends RuntimeException {
    public GitException(String message) {
        super(message);
    }
}
