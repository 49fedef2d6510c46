package dev.kerf.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;

/**
 * Standard output as a stream that remembers whether its reader closed it: {@code kerf langs |
 * head} is no failure to report, as a full disk is. A process killed by SIGPIPE, as C tools are
 * there, exits with 141 and says nothing; kerf does the same.
 */
final class Stdout extends FilterOutputStream {
    /** The exit status of a run whose output's reader went away. */
    static final int CLOSED_BY_READER = 141;

    private volatile boolean closedByReader;

    Stdout() {
        super(new FileOutputStream(FileDescriptor.out));
    }

    /** Whether a write failed because the pipe's reader closed it. */
    boolean closedByReader() {
        return closedByReader;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw noted(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw noted(e);
        }
    }

    private IOException noted(IOException e) {
        if (e.getMessage() != null && e.getMessage().contains("Broken pipe")) {
            closedByReader = true;
        }
        return e;
    }
}
