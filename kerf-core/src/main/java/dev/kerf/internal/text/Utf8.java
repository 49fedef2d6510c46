package dev.kerf.internal.text;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Strict UTF-8: bytes that are not UTF-8 (overlong forms and lone surrogates included) are refused, never replaced. */
public final class Utf8 {
    private Utf8() {}

    /** The bytes as text, or empty when they are not UTF-8. */
    public static Optional<String> decode(byte[] bytes) {
        try {
            // A new decoder reports malformed and unmappable input rather than replacing it.
            return Optional.of(StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
