package dev.kerf;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Test fixtures shipped in the repository (src/test/resources/fixtures). */
public final class Fixtures {
    private Fixtures() {}

    public static Source source(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return Source.fromBytes(in.readAllBytes()).withPath(name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
