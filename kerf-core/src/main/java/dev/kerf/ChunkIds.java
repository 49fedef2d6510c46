package dev.kerf;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Stable chunk ids: the first 32 hex digits of SHA-256 over the source identity, the char span and
 * the text, each part closed by a NUL so that no two different inputs run together.
 */
final class ChunkIds {
    private ChunkIds() {}

    /** @param utf8 the chunk's text, encoded as UTF-8 */
    static String of(String identity, int charStart, int charEnd, byte[] utf8) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
        sha.update(identity.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) 0);
        sha.update((charStart + ":" + charEnd).getBytes(StandardCharsets.US_ASCII));
        sha.update((byte) 0);
        sha.update(utf8);
        return HexFormat.of().formatHex(sha.digest(), 0, 16);
    }
}
