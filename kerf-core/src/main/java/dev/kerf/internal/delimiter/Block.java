package dev.kerf.internal.delimiter;

import java.util.List;

/**
 * A candidate block found by a delimiter: the range it covers and where its header is.
 *
 * <p>Brace and paren pairs are found before anyone asks what kind of block they are; deciding
 * that means trying each row's regex on the header, so it waits until the block is shown (most
 * blocks nested in a function never are). Such a block carries its candidate rows and header
 * range instead of a delimiter until {@link BlockFinder#resolve} settles it.
 *
 * @param start first char (a line start for whole-line delimiters)
 * @param end one past the last char (after the closing line's break for whole-line delimiters)
 * @param headerLine 0-based line of the header that matched (the keyword line, not a comment above it)
 * @param delimiter the delimiter that found it, or null while undecided
 * @param opened the text the start pattern matched (or the opening token)
 * @param closed the closing token, or "" when the block ends without one (indentation, next header)
 * @param soft whether the end is only "before the next header": clipped to its parent, never fought over
 * @param rows for an undecided block: the rows to try, highest priority first
 * @param headerFrom for an undecided block: where its header starts in the masked text
 * @param headerTo for an undecided block: where its header ends
 */
record Block(int start, int end, int headerLine, Delimiter delimiter, String opened, String closed, boolean soft,
        List<Delimiter> rows, int headerFrom, int headerTo) {

    Block(int start, int end, int headerLine, Delimiter delimiter, String opened, String closed, boolean soft) {
        this(start, end, headerLine, delimiter, opened, closed, soft, List.of(), 0, 0);
    }

    boolean decided() {
        return delimiter != null;
    }

    /** Every row an undecided block may turn out to be is nestable, or it is itself. */
    boolean nestable() {
        return decided() ? delimiter.nestable() : rows.stream().allMatch(Delimiter::nestable);
    }

    /** The priority used to order blocks over the same range: an undecided block's lowest. */
    int priority() {
        return decided() ? delimiter.priority() : rows.getLast().priority();
    }

    Block withStart(int newStart) {
        return new Block(newStart, end, headerLine, delimiter, opened, closed, soft, rows, headerFrom, headerTo);
    }

    Block withEnd(int newEnd) {
        return new Block(start, newEnd, headerLine, delimiter, opened, closed, soft, rows, headerFrom, headerTo);
    }

    Block decidedAs(Delimiter d, String openedText) {
        return new Block(start, end, headerLine, d, openedText, closed, soft, List.of(), 0, 0);
    }
}
