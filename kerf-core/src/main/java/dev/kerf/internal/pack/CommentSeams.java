package dev.kerf.internal.pack;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a comment too long for one chunk is best cut: at the end of a paragraph (a blank comment
 * line, a blank line, before a {@code @param} tag or a list item), else at the end of a sentence,
 * else anywhere. A roxygen block or a licence header cut in the middle of a sentence leaves two
 * chunks that each hold half a thought.
 */
final class CommentSeams {
    /** The rank of a seam at a paragraph's end, and of any seam that is not inside comment text. */
    static final int PARAGRAPH = 2;
    /** The rank of a seam after a sentence's end. */
    static final int SENTENCE = 1;
    /** The rank of a seam in the middle of a sentence. */
    static final int INSIDE = 0;

    /**
     * A line comment's or a block comment's opening marker, or the star that continues a block
     * comment, with a Haddock or Doxygen mark after it ({@code -- |}, {@code ///<}).
     */
    private static final Pattern OPENER = Pattern.compile(
            "(?://[/!]?|/\\*+!?|\\*+(?!\\S)|#+'?|--+|;+|%+|\\{-|\\(\\*+|\"{3}|'{3}|=begin|=end)(?:\\s*[|^<!](?=\\s|$))?");
    private static final Pattern PARAGRAPH_START = Pattern.compile("[@\\\\]\\w|:\\w+[ :]|[-*+•] |\\d+[.)] ");

    private CommentSeams() {}

    /**
     * Whether a segment of this kind is comment text. Tree-sitter grammars and the delimiter tables
     * name their comment nodes so ({@code comment}, {@code line_comment}, {@code block_comment},
     * {@code doc_comment}; Haskell's {@code haddock}).
     */
    static boolean isComment(String kind) {
        return kind.contains("comment") || kind.equals("haddock");
    }

    /**
     * The rank of the seam between {@code [.., end)} and {@code [start, ..)}, two parts of comment
     * text: {@link #PARAGRAPH}, {@link #SENTENCE} or {@link #INSIDE}.
     */
    static int rank(CharSequence text, int end, int start) {
        int lastEnd = end;
        while (lastEnd > 0 && Whitespace.is(text.charAt(lastEnd - 1))) {
            lastEnd--;
        }
        int firstStart = start;
        while (firstStart < text.length() && Whitespace.is(text.charAt(firstStart))) {
            firstStart++;
        }
        int breaks = 0;
        for (int i = lastEnd; i < firstStart; i++) {
            if (text.charAt(i) == '\n') {
                breaks++;
            }
        }
        if (breaks >= 2) {
            return PARAGRAPH; // a blank line between
        }
        int from = lineStart(text, lastEnd);
        int to = lineEnd(text, firstStart);
        String before = words(text, from, lastEnd, Lines.startsLine(text, from, 0), true);
        String after = words(text, firstStart, to, true, to == text.length() || Whitespace.isLineBreak(text.charAt(to)));
        if (before.isEmpty() || after.isEmpty() || startsParagraph(after)) {
            return PARAGRAPH; // a blank comment line ("#'", " *", "///"), or a comment's end, on either side
        }
        return endsSentence(before) ? SENTENCE : INSIDE;
    }

    /**
     * Whether a blank line (two line breaks, LF, CRLF or a lone CR, with only whitespace around
     * them) lies between {@code end} and {@code start}.
     */
    static boolean blankLineBetween(CharSequence text, int end, int start) {
        // Four break chars hold at least two breaks (a CR before an LF is not one of its own), so
        // the scans stop there: a run of 100k blank lines is not walked for each seam inside it.
        int seen = 0;
        int lastEnd = end;
        while (lastEnd > 0 && seen < 4 && Whitespace.is(text.charAt(lastEnd - 1))) {
            lastEnd--;
            seen += Whitespace.isLineBreak(text.charAt(lastEnd)) ? 1 : 0;
        }
        int firstStart = start;
        while (firstStart < text.length() && seen < 4 && Whitespace.is(text.charAt(firstStart))) {
            seen += Whitespace.isLineBreak(text.charAt(firstStart)) ? 1 : 0;
            firstStart++;
        }
        return Lines.countBreaks(text, lastEnd, firstStart) >= 2;
    }

    /**
     * The words of a comment line, or of as much of it as {@link #WINDOW} reaches: without its
     * comment markers (the opening one when {@code from} is where the line starts, the closing one
     * when {@code to} is where it ends) and the whitespace around them.
     */
    private static String words(CharSequence text, int from, int to, boolean opens, boolean closes) {
        String line = text.subSequence(from, to).toString().strip();
        Matcher open = OPENER.matcher(line);
        int i = opens && open.lookingAt() ? open.end() : 0;
        int j = closes ? closerStart(line, i) : line.length();
        return line.substring(i, Math.max(i, j)).strip();
    }

    /**
     * Where a block comment's closing marker at the end of {@code line} begins ({@code *}/,
     * {@code -}}, {@code *)}, three quotes; a run of stars before the slash or bracket with it), at
     * or after {@code from}, or the line's length when it ends with none. Read from the end: a
     * pattern searched from {@code from} tried every position of the line, and a seam is ranked
     * at every unit of a long comment line (a source map's 1.7 MB of base64 took a minute).
     */
    static int closerStart(String line, int from) {
        int n = line.length();
        if (n - from < 2) {
            return n;
        }
        char last = line.charAt(n - 1);
        int start = n;
        if (last == '/' || last == ')') {
            int k = n - 1;
            while (k > from && line.charAt(k - 1) == '*') {
                k--;
            }
            start = k < n - 1 ? k : n;
        } else if (last == '}') {
            start = line.charAt(n - 2) == '-' ? n - 2 : n;
        } else if ((last == '"' || last == '\'') && n - from >= 3 && line.charAt(n - 2) == last && line.charAt(n - 3) == last) {
            start = n - 3;
        }
        return start;
    }

    /**
     * How far from a seam its line is read: enough for a comment's markers and its last sentence's
     * end. A seam between two parts of one long line (a comment's over a line of data) read the
     * whole line, and a line cut into thousands of parts took time in the square of its length.
     */
    private static final int WINDOW = 256;

    /** A tag ({@code @param}, {@code \brief}, {@code :param x:}) or a list item. */
    private static boolean startsParagraph(String words) {
        return PARAGRAPH_START.matcher(words).lookingAt();
    }

    private static boolean endsSentence(String words) {
        int i = words.length();
        while (i > 0 && "\"')]`*_".indexOf(words.charAt(i - 1)) >= 0) {
            i--; // closing quotes, brackets and emphasis after the stop
        }
        return i > 0 && ".!?:".indexOf(words.charAt(i - 1)) >= 0;
    }

    /** Where the line holding {@code at} starts, or {@link #WINDOW} chars before {@code at} when that is later. */
    private static int lineStart(CharSequence text, int at) {
        return Lines.lineStart(text, at, Math.max(0, at - WINDOW));
    }

    /** Where the line holding {@code at} ends, or {@link #WINDOW} chars after {@code at} when that is sooner. */
    private static int lineEnd(CharSequence text, int at) {
        int i = at;
        int ceiling = (int) Math.min(text.length(), (long) at + WINDOW);
        while (i < ceiling && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }
}
