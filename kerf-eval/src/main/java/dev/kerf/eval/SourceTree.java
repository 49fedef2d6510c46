package dev.kerf.eval;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * A body of real source files the code benchmark samples from: the JDK's {@code lib/src.zip} or
 * the Python standard library. Names are relative paths with {@code /}, in a stable order.
 */
public interface SourceTree extends AutoCloseable {
    /** Every candidate file, sorted. */
    List<String> names();

    /** The file's bytes. */
    byte[] read(String name) throws IOException;

    @Override
    void close() throws IOException;

    /** The file as strict UTF-8, or empty when it is not (such a file is skipped). */
    default Optional<String> text(String name) throws IOException {
        return dev.kerf.internal.text.Utf8.decode(read(name));
    }
}
