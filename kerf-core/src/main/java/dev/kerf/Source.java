package dev.kerf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A text to chunk, with where it came from.
 *
 * <p>Bytes are decoded as strict UTF-8: invalid sequences raise {@link InvalidEncodingException},
 * and a NUL byte in the first 8 KiB raises {@link BinaryContentException}. A leading UTF-8 BOM is
 * not part of {@link #text()} (char offsets count from the first character after it), but byte
 * offsets stay true to the file and count its 3 bytes. Text is never normalised: CRLF stays CRLF.
 *
 * <pre>{@code
 * Source s = Source.fromFile(Path.of("src/Main.java"));          // path "src/Main.java"
 * Source t = Source.fromText("def f():\n    pass\n").withPath("f.py");
 * }</pre>
 *
 * <p>Instances are immutable.
 */
public final class Source {
    /** How much of the start of a file is searched for a NUL byte. */
    public static final int BINARY_SNIFF_BYTES = 8192;

    private final String text;
    private final int bomBytes;
    private final String path;
    private final String language;
    private final String blobId;

    private Source(String text, int bomBytes, String path, String language, String blobId) {
        this.text = text;
        this.bomBytes = bomBytes;
        this.path = path;
        this.language = language;
        this.blobId = blobId;
    }

    /**
     * Reads and decodes a file. Its path, as given with {@code /} separators, becomes the source's
     * path; use {@link #withPath(String)} to make it relative to an input root.
     *
     * @throws IOException when the file cannot be read (for example {@link java.nio.file.NoSuchFileException})
     * @throws InvalidEncodingException when the file is not UTF-8
     * @throws BinaryContentException when the file looks binary
     */
    public static Source fromFile(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return fromBytes(bytes).withPath(file.toString().replace(file.getFileSystem().getSeparator(), "/"));
    }

    /**
     * Decodes bytes as strict UTF-8 (see the class comment). Text in UTF-16 or UTF-32, known by
     * its byte order mark, is an {@link InvalidEncodingException} that says so (its NUL bytes
     * would otherwise make it look binary).
     */
    public static Source fromBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        String wide = wideEncoding(bytes);
        if (wide != null) {
            throw new InvalidEncodingException(wide + " text (by its byte order mark): kerf reads UTF-8; convert it first,"
                    + " for example with iconv -f " + wide + " -t UTF-8", 0);
        }
        int sniff = Math.min(bytes.length, BINARY_SNIFF_BYTES);
        for (int i = 0; i < sniff; i++) {
            if (bytes[i] == 0) {
                throw new BinaryContentException("binary content: NUL byte at offset " + i);
            }
        }
        int bom = hasBom(bytes) ? 3 : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, bom, bytes.length - bom);
        try {
            CharBuffer out = decoder.decode(in);
            return new Source(out.toString(), bom, null, null, null);
        } catch (CharacterCodingException e) {
            long at = firstInvalidByte(bytes, bom);
            throw new InvalidEncodingException("invalid UTF-8 at byte " + at + singleByteHint(bytes, at), at);
        }
    }

    /**
     * Where the invalid byte stands alone (a high byte with no continuation bytes after it, as
     * é is in Latin-1: 0xE9), a hint that the text is in a single-byte encoding and how to
     * convert it; else nothing.
     */
    private static String singleByteHint(byte[] bytes, long offset) {
        int at = (int) offset;
        int b = at < bytes.length ? bytes[at] & 0xFF : 0;
        boolean continues = at + 1 < bytes.length && (bytes[at + 1] & 0xC0) == 0x80;
        if (b < 0x80 || continues) {
            return "";
        }
        return String.format(java.util.Locale.ROOT, " (0x%02X alone: Latin-1 or Windows-1252 text? convert it first,"
                + " for example with iconv -f WINDOWS-1252 -t UTF-8)", b);
    }

    /** UTF-32LE, UTF-32BE, UTF-16LE or UTF-16BE when the bytes begin with that byte order mark, else null. */
    private static String wideEncoding(byte[] b) {
        if (b.length >= 4 && b[0] == (byte) 0xFF && b[1] == (byte) 0xFE && b[2] == 0 && b[3] == 0) {
            return "UTF-32LE";
        }
        if (b.length >= 4 && b[0] == 0 && b[1] == 0 && b[2] == (byte) 0xFE && b[3] == (byte) 0xFF) {
            return "UTF-32BE";
        }
        if (b.length >= 2 && b[0] == (byte) 0xFF && b[1] == (byte) 0xFE) {
            return "UTF-16LE";
        }
        if (b.length >= 2 && b[0] == (byte) 0xFE && b[1] == (byte) 0xFF) {
            return "UTF-16BE";
        }
        return null;
    }

    /**
     * Wraps text that is already decoded. Byte offsets are those of its UTF-8 encoding.
     *
     * @throws InvalidEncodingException when the text holds an unpaired surrogate, which no UTF-8
     *     file can encode
     */
    public static Source fromText(String text) {
        Objects.requireNonNull(text, "text");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new InvalidEncodingException("unpaired surrogate at char " + i, i);
            }
        }
        return new Source(text, 0, null, null, null);
    }

    /** The same source with a path: shown in output and, unless a blob id is set, its identity. */
    public Source withPath(String newPath) {
        return new Source(text, bomBytes, newPath, language, blobId);
    }

    /**
     * The same source with a language hint that overrides detection (for example {@code "python"}).
     * A language kerf knows may be named by any of its aliases, in any case ({@code "PY"} is
     * {@code python}); a name kerf does not know is kept as given, for a plug-in structure that
     * serves it ({@link Kerf#chunk(Source)} refuses it when none does).
     */
    public Source withLanguage(String newLanguage) {
        return new Source(text, bomBytes, path, newLanguage == null ? null : dev.kerf.lang.Languages.kerfName(newLanguage), blobId);
    }

    /** The same source identified by a git blob id rather than its path. */
    public Source withBlobId(String newBlobId) {
        return new Source(text, bomBytes, path, language, newBlobId);
    }

    /** The decoded text, without a BOM. */
    public String text() {
        return text;
    }

    /** 3 when the bytes began with a UTF-8 BOM, else 0: the byte offset of char 0. */
    public int bomBytes() {
        return bomBytes;
    }

    public Optional<String> path() {
        return Optional.ofNullable(path);
    }

    public Optional<String> languageHint() {
        return Optional.ofNullable(language);
    }

    public Optional<String> blobId() {
        return Optional.ofNullable(blobId);
    }

    /** What chunk ids are derived from: the blob id when there is one, else the path, else "". */
    public String identity() {
        if (blobId != null) {
            return blobId;
        }
        return path == null ? "" : path;
    }

    private static boolean hasBom(byte[] b) {
        return b.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF;
    }

    /** Finds the first byte where strict decoding fails, for the error message. */
    private static long firstInvalidByte(byte[] bytes, int from) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, from, bytes.length - from);
        CharBuffer out = CharBuffer.allocate(4096);
        while (true) {
            var result = decoder.decode(in, out, true);
            if (result.isError()) {
                return in.position();
            }
            if (result.isUnderflow()) {
                return bytes.length;
            }
            out.clear();
        }
    }
}
