package dev.kerf.git;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * How a file name's bytes are shown in the {@code path} field when they are not all UTF-8: the
 * same for a file found by walking a folder and for a blob found in a repository's tree.
 */
public final class FileNames {
    private FileNames() {}

    /**
     * The name's bytes as UTF-8, each byte that does not decode written {@code \xHH} (lower-case
     * hex): {@code x_\xe9.txt} for the Latin-1 name {@code x_é.txt}. Distinct names stay
     * distinct, but for a UTF-8 name that holds those four chars itself.
     */
    public static String display(byte[] name) {
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(name);
        CharBuffer out = CharBuffer.allocate(4 * name.length + 4);
        while (true) {
            CoderResult r = utf8.decode(in, out, true);
            if (r.isUnderflow()) {
                break;
            }
            for (int i = 0; i < r.length(); i++) {
                out.put(String.format("\\x%02x", in.get() & 0xFF));
            }
        }
        utf8.flush(out);
        return out.flip().toString();
    }
}
