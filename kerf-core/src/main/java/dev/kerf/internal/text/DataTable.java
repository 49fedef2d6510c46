package dev.kerf.internal.text;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Reads kerf's language data files: tab-separated resources where {@code #} lines are comments,
 * the first other line is the header, and every row has the same number of columns.
 */
public final class DataTable {
    /** Receives one row and the 1-based line it came from. */
    @FunctionalInterface
    public interface RowReader {
        void row(String[] cells, int line);
    }

    private DataTable() {}

    /**
     * Reads the resource {@code name} beside {@code anchor}.
     *
     * @throws IllegalStateException when the resource is missing or a row has the wrong number of columns
     */
    public static void read(Class<?> anchor, String name, int columns, RowReader reader) {
        try (InputStream in = anchor.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name + " beside " + anchor.getName());
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            boolean header = true;
            int n = 0;
            for (String line; (line = lines.readLine()) != null; ) {
                n++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] cells = line.split("\t", -1);
                if (cells.length != columns) {
                    throw new IllegalStateException(name + ":" + n + ": expected " + columns + " columns, found " + cells.length);
                }
                reader.row(cells, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
