package dev.kerf;

import java.util.Arrays;

/**
 * Turns char offsets of a text into lines and file byte offsets. Line starts are kept in full;
 * byte offsets at every {@value #STRIDE}th char, and counted forward from there.
 */
final class SourceMap {
    private static final int STRIDE = 1024;

    private final String text;
    private final int bomBytes;
    private final int[] lineStarts;
    private final long[] byteCheckpoints;

    SourceMap(String text, int bomBytes) {
        this.text = text;
        this.bomBytes = bomBytes;
        this.lineStarts = lineStarts(text);
        this.byteCheckpoints = checkpoints(text);
    }

    /** 1-based line of the char at {@code charIndex}. */
    int lineOf(int charIndex) {
        int i = Arrays.binarySearch(lineStarts, charIndex);
        return (i >= 0 ? i : -i - 2) + 1;
    }

    /** Byte offset in the file (BOM included) of the char boundary {@code charIndex}. */
    long byteOffset(int charIndex) {
        int k = charIndex / STRIDE;
        long bytes = byteCheckpoints[k];
        for (int i = k * STRIDE; i < charIndex; i++) {
            bytes += utf8Length(text, i);
        }
        return bomBytes + bytes;
    }

    Span span(int start, int end) {
        return new Span(start, end, byteOffset(start), byteOffset(end), lineOf(start), lineOf(Math.max(start, end - 1)));
    }

    /** UTF-8 bytes of the char at i: a surrogate pair's 4 bytes are counted on its high half. */
    private static int utf8Length(String text, int i) {
        char c = text.charAt(i);
        if (c < 0x80) {
            return 1;
        }
        if (c < 0x800) {
            return 2;
        }
        if (Character.isHighSurrogate(c)) {
            return 4;
        }
        if (Character.isLowSurrogate(c)) {
            return 0;
        }
        return 3;
    }

    private static int[] lineStarts(String text) {
        int[] starts = new int[64];
        int n = 0;
        starts[n++] = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'))) {
                if (i + 1 < text.length()) {
                    if (n == starts.length) {
                        starts = Arrays.copyOf(starts, n * 2);
                    }
                    starts[n++] = i + 1;
                }
            }
        }
        return Arrays.copyOf(starts, n);
    }

    private static long[] checkpoints(String text) {
        long[] out = new long[text.length() / STRIDE + 1];
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            if (i % STRIDE == 0) {
                out[i / STRIDE] = bytes;
            }
            bytes += utf8Length(text, i);
        }
        if (text.length() % STRIDE == 0) {
            out[text.length() / STRIDE] = bytes;
        }
        return out;
    }
}
