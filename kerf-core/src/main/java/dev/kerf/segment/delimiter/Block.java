package dev.kerf.segment.delimiter;

/**
 * A candidate block found by a delimiter: the range it covers and where its header is.
 *
 * @param start first char (a line start for whole-line delimiters)
 * @param end one past the last char (after the closing line's break for whole-line delimiters)
 * @param headerLine 0-based line of the header that matched (the keyword line, not a comment above it)
 * @param delimiter the delimiter that found it
 * @param opened the text the start pattern matched (or the opening token)
 * @param closed the closing token, or "" when the block ends without one (indentation, next header)
 * @param soft whether the end is only "before the next header": clipped to its parent, never fought over
 */
record Block(int start, int end, int headerLine, Delimiter delimiter, String opened, String closed, boolean soft) {
    Block withStart(int newStart) {
        return new Block(newStart, end, headerLine, delimiter, opened, closed, soft);
    }

    Block withEnd(int newEnd) {
        return new Block(start, newEnd, headerLine, delimiter, opened, closed, soft);
    }
}
