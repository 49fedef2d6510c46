package dev.kerf.spi;

import dev.kerf.internal.text.ClosingLines;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Segments tiling {@code [from, to)} of a parent from its child nodes, in order: each child
 * stretched over the whitespace after it, the code between two children as a segment of the gap
 * kind, and whitespace left at the end joined to the last child. Each child's segment carries
 * the {@link Node} its structure gave it, wherever its boundaries move.
 *
 * <p>A boundary the nodes put inside a line (a class header and the opening brace of its body, a
 * parameter list and its {@code ) -> None:}, a statement and its trailing comment) moves to a line
 * boundary, so that no chunk cut there splits a line: the line goes whole to the segment holding
 * more of its text. A parent's range may therefore differ from its node's by part of a line, and
 * {@link #add} clips children to the range.
 */
public final class Tiling {
    private final String text;
    private final String gapKind;
    private final int from;
    private final int to;
    private final List<Segment> out = new ArrayList<>();
    private int at;
    /** {@link #oneLine()}, once asked. */
    private Boolean oneLine;

    public Tiling(String text, String gapKind, int from, int to) {
        this.text = text;
        this.gapKind = gapKind;
        this.from = from;
        this.at = from;
        this.to = to;
    }

    /** Where the next segment begins: the end of the last one, or {@code from}. */
    public int at() {
        return at;
    }

    /**
     * Adds a child, beginning at {@code start} (code before it, unless blank, becomes a gap
     * segment) and ending at {@code end} and the whitespace after it, with the node that finds its
     * children. A child that ends before {@link #at()} adds nothing, and then its labels are never
     * asked for.
     */
    public void add(int start, int end, String kind, Supplier<Map<String, Object>> labels, Node node) {
        if (start >= to) {
            return; // the line it begins on went to the segment before its parent
        }
        if (start > from && start < to && text.charAt(start) == '\n' && text.charAt(start - 1) == '\r') {
            start++; // a node that begins on the LF of a CRLF (tree-sitter-nix reads a backslash and its CR as one escape): the line break stays whole
        }
        if (start > at && !blankOrMark(text, at, start)) {
            out.add(new Segment(at, start, gapKind));
            at = start;
        }
        int stop = Math.min(Lines.afterTrailingWhitespace(text, end, to), to);
        if (stop <= at) {
            return;
        }
        out.add(new Segment(at, stop, kind, labels.get(), node));
        at = stop;
    }

    /**
     * Whether {@code text[from, to)} holds only whitespace and byte order marks: a text read with
     * {@code Files.readString} keeps its BOM as a char, which alone before the first node would
     * make a gap segment, and with {@code DEFINITION} a chunk, of one invisible char.
     */
    private static boolean blankOrMark(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (ch != '\uFEFF' && !Whitespace.is(ch)) {
                return false;
            }
        }
        return true;
    }

    /** The segments, with what is left after the last child: joined to it when blank, else a gap segment. */
    public List<Segment> finish() {
        if (at < to) {
            if (Whitespace.isBlank(text, at, to) && !out.isEmpty()) {
                Segment last = out.removeLast();
                out.add(last.withRange(last.start(), to));
            } else {
                out.add(new Segment(at, to, gapKind));
            }
            at = to;
        }
        for (int i = 1; i < out.size(); i++) {
            if (alignToLine(i)) {
                i = Math.max(0, i - 2); // the boundary before may now be one to move or join
            }
        }
        for (int i = 1; i + 1 < out.size(); i++) {
            if (closesBefore(out.get(i - 1), out.get(i))) {
                join(i, out.get(i - 1));
                i--;
            }
        }
        // A string's text and its closing quotes may make the whole range again (an Elixir sigil's
        // content and its closing line): the joined segment is the content's node, which tiles it
        // by its own children.
        if (out.size() > 1 && closesString(out.getLast())) {
            join(out.size() - 1, out.get(out.size() - 2));
        }
        return out;
    }

    /**
     * Whether {@code last}, the parent's last segment, is a line of its own, unlabelled, that only
     * closes a string ({@link ClosingLines#closesString}): it ends the segment before it, which
     * holds the string's text.
     */
    private boolean closesString(Segment last) {
        int first = contentStart(last);
        return last.labels().isEmpty() && first < last.end() && Lines.firstOnLine(text, first)
                && ClosingLines.closesString(text, first, last.end());
    }

    /** Where {@code s}'s first char that is no whitespace is; its end when it holds none. */
    private int contentStart(Segment s) {
        int first = s.start();
        while (first < s.end() && Whitespace.is(text.charAt(first))) {
            first++;
        }
        return first;
    }

    /**
     * Whether {@code after} is one line, unlabelled, that opens with the closing bracket of what
     * {@code before} holds and goes on with more of the same header: a parameter list's
     * {@code ) -> str:}, {@code ): string {} or {@code ) throws IOException {}, before the body
     * on the lines below. The line went whole to the segment holding more of its text, which left
     * the signature's chunk without its closing line and opened the body's with it; it ends the
     * parameter list instead. (Only with something after it: a parent's last line, as
     * {@code } while (x);}, is its end whichever segment holds it.)
     */
    private boolean closesBefore(Segment before, Segment after) {
        if (!after.labels().isEmpty() || before.end() != after.start() || !Lines.firstOnLine(text, after.start())) {
            return false;
        }
        int first = contentStart(after);
        if (first == after.end() || ")]}".indexOf(text.charAt(first)) < 0) {
            return false;
        }
        int breakAt = Lines.breakAt(text, first, after.end());
        return breakAt >= 0 && Whitespace.isBlank(text, breakAt, after.end());
    }

    /**
     * Moves the boundary before segment {@code i} out of the line it falls in: to the line's end
     * when the segment before holds at least as much of the line's text, else to its start (with
     * the indentation). A move that would leave a segment empty joins that segment to the other
     * instead, when it is unlabelled and lies on the line's far side alone while the other holds
     * a whole line's start or end (the {@code ,} after a closing brace joins the brace's segment,
     * which keeps its brace); else the other way is tried. Two segments that make one line between
     * them are joined too (the labelled one, else the one holding more of it, is kept). Nothing is
     * joined into the whole range tiled, and a minified file's parts, which end no line, stay
     * apart. Scans stay inside the two segments, so that one long line costs no more than once.
     *
     * @return whether anything changed
     */
    private boolean alignToLine(int i) {
        Segment before = out.get(i - 1);
        Segment after = out.get(i);
        int boundary = after.start();
        int lineStart = boundary;
        while (lineStart > before.start() && !Whitespace.isLineBreak(text.charAt(lineStart - 1))) {
            lineStart--;
        }
        int breakAt = Lines.breakAt(text, boundary, after.end());
        // Past the line break and the blank lines after it, as every segment keeps them: the next segment starts with content.
        int lineEnd = breakAt < 0 ? after.end() : Lines.afterTrailingWhitespace(text, breakAt, after.end());
        int left = printable(lineStart, boundary);
        int right = printable(boundary, breakAt < 0 ? after.end() : breakAt);
        if (left == 0 || right == 0) {
            return false; // the boundary is at the line's start (after indentation) or end already
        }
        boolean canBack = lineStart > before.start();
        boolean canForward = lineEnd < after.end();
        boolean whole = before.start() == from && after.end() == to;
        boolean afterEndsLine = endsLine(after.end(), after.start());
        boolean beforeStartsLine = Lines.firstOnLine(text, before.start());
        if (left >= right) {
            if (canForward) {
                return move(i, lineEnd);
            }
            if (after.labels().isEmpty() && afterEndsLine && (canBack || beforeStartsLine) && !whole) {
                return join(i, before);
            }
        } else {
            if (canBack) {
                return move(i, lineStart);
            }
            if (before.labels().isEmpty() && beforeStartsLine && (canForward || afterEndsLine) && !whole) {
                return join(i, after);
            }
        }
        if (left >= right && canBack) {
            return move(i, lineStart);
        }
        if (left < right && canForward) {
            return move(i, lineEnd);
        }
        if (beforeStartsLine && afterEndsLine && !whole) {
            boolean keepBefore = before.labels().isEmpty() == after.labels().isEmpty() ? left >= right : !before.labels().isEmpty();
            return join(i, keepBefore ? before : after);
        }
        if (!afterEndsLine && after.labels().isEmpty() && i + 1 < out.size()
                && Lines.breakAt(text, out.get(i + 1).start(), out.get(i + 1).end()) >= 0) {
            // A line of three segments (a comment between a for loop's clauses): the middle one
            // joins the one before, and the pair is then aligned with the third.
            return join(i, before);
        }
        if (!afterEndsLine && breakAt < 0 && shortLine(lineStart, boundary, after.end()) && !oneLine()) {
            // A segment inside a short line of more (a parse error's "[" and "dbo].[Employee"
            // between "INSERT INTO " and the rest of the line): it joins the one before, a labelled
            // one kept, and the pair is then aligned with what follows.
            boolean keepBefore = before.labels().isEmpty() == after.labels().isEmpty() ? left >= right : !before.labels().isEmpty();
            return join(i, keepBefore ? before : after);
        }
        return false;
    }

    /**
     * Whether the range tiled is one line (and the blanks after it): its parts joined would be the
     * parent again. Found once: the range does not change, and its first line may be long.
     */
    private boolean oneLine() {
        if (oneLine == null) {
            int firstBreak = Lines.breakAt(text, from, to);
            oneLine = firstBreak < 0 || Whitespace.isBlank(text, firstBreak, to);
        }
        return oneLine;
    }

    /** The longest line {@link #alignToLine} joins three or more segments on, in chars: a minified file's parts stay apart. */
    private static final int SHORT_LINE = 400;

    /**
     * Whether the line holding {@code [lineStart, end)} (which holds no line break) is at most
     * {@link #SHORT_LINE} chars, looking no further than that either way.
     */
    private boolean shortLine(int lineStart, int boundary, int end) {
        int start = lineStart;
        while (start > 0 && !Whitespace.isLineBreak(text.charAt(start - 1))) {
            if (boundary - --start > SHORT_LINE) {
                return false;
            }
        }
        int stop = end;
        while (stop < text.length() && !Whitespace.isLineBreak(text.charAt(stop))) {
            if (++stop - start > SHORT_LINE) {
                return false;
            }
        }
        return stop - start <= SHORT_LINE;
    }

    /** Moves the boundary before segment {@code i} to {@code at}. */
    private boolean move(int i, int at) {
        Segment before = out.get(i - 1);
        Segment after = out.get(i);
        out.set(i - 1, before.withRange(before.start(), at));
        out.set(i, after.withRange(at, after.end()));
        return true;
    }

    /** Joins segments {@code i - 1} and {@code i} into one that is {@code kept} (its kind, labels and node) over both ranges. */
    private boolean join(int i, Segment kept) {
        Segment before = out.get(i - 1);
        Segment after = out.get(i);
        out.remove(kept == before ? i : i - 1);
        out.set(i - 1, kept.withRange(before.start(), after.end()));
        return true;
    }

    /**
     * Whether {@code pos} ends a line: the text's end, or just after a line break and the
     * indentation of the next line, if any (a node may end there: OCaml's escape of a line break,
     * {@code \\} at a line's end with the spaces that open the next, inside a string); no further
     * back than {@code floor}.
     */
    private boolean endsLine(int pos, int floor) {
        int p = Lines.indentationStart(text, pos, floor);
        return pos == text.length() || (p > 0 && Whitespace.isLineBreak(text.charAt(p - 1)));
    }

    /** How many non-whitespace chars lie in {@code [from, to)}. */
    private int printable(int from, int to) {
        int n = 0;
        for (int k = from; k < to; k++) {
            if (!Whitespace.is(text.charAt(k))) {
                n++;
            }
        }
        return n;
    }
}
