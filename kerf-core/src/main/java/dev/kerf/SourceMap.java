package dev.kerf;

import dev.kerf.internal.text.Lines;
import java.util.Arrays;

/**
 * Turns char offsets of a text into lines and file byte offsets. Line starts are found once; byte
 * offsets are counted forward from the end of the last span (chunks come in order, so the next one
 * usually starts right there, and overlap steps back less than a chunk).
 * One instance per text and thread.
 */
final class SourceMap {
    private final String text;
    private final int bomBytes;
    private final int[] lineStarts;
    private int cursorChar;
    private long cursorBytes;

    SourceMap(String text, int bomBytes) {
        this.text = text;
        this.bomBytes = bomBytes;
        this.lineStarts = Lines.starts(text);
    }

    /** 1-based line of the char at {@code charIndex}. */
    int lineOf(int charIndex) {
        int i = Arrays.binarySearch(lineStarts, charIndex);
        return (i >= 0 ? i : -i - 2) + 1;
    }

    /** Byte offset in the file (BOM included) of the char boundary {@code charIndex}. */
    long byteOffset(int charIndex) {
        if (charIndex < cursorChar) {
            // Step back from the cursor when that is shorter than counting from the start.
            if (cursorChar - charIndex < charIndex) {
                for (int i = cursorChar - 1; i >= charIndex; i--) {
                    cursorBytes -= utf8Length(text.charAt(i));
                }
                cursorChar = charIndex;
                return bomBytes + cursorBytes;
            }
            cursorChar = 0;
            cursorBytes = 0;
        }
        long bytes = cursorBytes;
        for (int i = cursorChar; i < charIndex; i++) {
            bytes += utf8Length(text.charAt(i));
        }
        cursorChar = charIndex;
        cursorBytes = bytes;
        return bomBytes + bytes;
    }

    /**
     * The span of {@code text[start, end)}, whose UTF-8 encoding is {@code utf8Length} bytes long
     * (the caller has encoded it already, for the id).
     */
    Span span(int start, int end, int utf8Length) {
        long byteStart = byteOffset(start);
        long byteEnd = byteStart + utf8Length;
        cursorChar = end;
        cursorBytes = byteEnd - bomBytes;
        return new Span(start, end, byteStart, byteEnd, lineOf(start), lineOf(Math.max(start, end - 1)));
    }

    /** UTF-8 bytes of a char: a surrogate pair's 4 bytes are counted on its high half. */
    private static int utf8Length(char c) {
        if (c < 0x80) {
            return 1;
        }
        if (c < 0x800) {
            return 2;
        }
        if (Character.isHighSurrogate(c)) {
            return 4;
        }
        return Character.isLowSurrogate(c) ? 0 : 3;
    }
}
