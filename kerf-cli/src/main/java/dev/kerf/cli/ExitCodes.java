package dev.kerf.cli;

/** What kerf's exit status means. */
final class ExitCodes {
    /** The run finished; files that could not be chunked were reported and skipped. */
    static final int OK = 0;
    /** A path named on the command line does not exist, nothing could be read, or the output could not be written. */
    static final int INPUT = 1;
    /** The command line itself is wrong. */
    static final int USAGE = 2;

    private ExitCodes() {}
}
