package dev.kerf;

/**
 * Where a chunk lies in its source, in three units.
 *
 * @param charStart first UTF-16 char of the chunk in the decoded text (a UTF-8 BOM is not part of
 *     the text, so offset 0 is the first character after it)
 * @param charEnd one past the last UTF-16 char
 * @param byteStart first UTF-8 byte in the file as stored (a BOM's 3 bytes are counted)
 * @param byteEnd one past the last byte
 * @param startLine 1-based line of the first char; LF, CRLF and a lone CR each end a line
 * @param endLine 1-based line of the last char (a chunk ending with a line break ends on the line
 *     that break terminates)
 */
public record Span(int charStart, int charEnd, long byteStart, long byteEnd, int startLine, int endLine) {
    public Span {
        if (charStart < 0 || charEnd < charStart) {
            throw new IllegalArgumentException("bad char range [" + charStart + ", " + charEnd + ")");
        }
        if (byteStart < 0 || byteEnd < byteStart) {
            throw new IllegalArgumentException("bad byte range [" + byteStart + ", " + byteEnd + ")");
        }
        if (startLine < 1 || endLine < startLine) {
            throw new IllegalArgumentException("bad lines " + startLine + ".." + endLine);
        }
    }

    /** Length in UTF-16 chars. */
    public int charLength() {
        return charEnd - charStart;
    }
}
