package dev.kerf.internal.text;

/**
 * Lines that only close brackets ({@code }}, {@code });}, {@code ]}) or blocks ({@code end} in
 * Ruby, Lua, Elixir, Julia; {@code fi}, {@code done}, {@code esac} in the shell; the
 * preprocessor's {@code #endif}, with the comment that may follow it) or elements (markup's and
 * JSX's closing tags, a multi-line tag's {@code />}) or template blocks ({@link TemplateClosers}):
 * they belong with the chunk
 * that holds what they close, not at the start of the next one.
 */
public final class ClosingLines {
    /** Words that close a block: Ruby's, Lua's, Elixir's and Julia's {@code end}; the shell's {@code fi}, {@code done} and {@code esac}. */
    private static final String[] CLOSING_WORDS = {"end", "fi", "done", "esac"};

    private ClosingLines() {}

    /** Whether {@code [from, to)} holds closing brackets alone, with the commas and semicolons after them. */
    public static boolean closesOnly(String text, int from, int to) {
        boolean any = false;
        for (int p = from; p < to; p++) {
            int closed = closerEnd(text, p, to);
            if (closed > p) {
                any = true;
                p = closed - 1;
            } else if (!trailing(text.charAt(p))) {
                return false;
            }
        }
        return any;
    }

    /**
     * Whether {@code [from, to)} is one line (with the blank lines after it) that only closes a
     * string: three quotes ({@code """} under an Elixir {@code @doc}, a Python docstring's, a
     * Swift or Kotlin multi-line string's), or a backtick (a template literal's, a Go raw
     * string's), with the brackets, commas and semicolons after them. It belongs with the string's
     * last words, not at the start of the next chunk (13 chunks of Plug began with a {@code """}).
     */
    public static boolean closesString(CharSequence text, int from, int to) {
        int quotes = 0;
        boolean backtick = false;
        boolean lineBreak = false;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (Whitespace.isLineBreak(c)) {
                lineBreak |= quotes > 0;
            } else if (c == '"' || c == '\'' || c == '`') {
                if (lineBreak) {
                    return false; // a second line
                }
                quotes++;
                backtick |= c == '`';
            } else if (!Whitespace.is(c) && (quotes == 0 || lineBreak || !trailing(c) && c != ')')) {
                return false; // text before the quotes, on a second line, or no bracket or comma after them
            }
        }
        return quotes >= 3 || backtick;
    }

    /** Whether {@code [from, to)} holds only what may follow closing brackets on their line: commas, semicolons, spaces. */
    public static boolean trailingOnly(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (!trailing(text.charAt(p))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where the content after the lines that open {@code [from, to)} begins, when those lines
     * hold closing brackets alone (with commas and semicolons) and content follows them; else -1.
     * All such lines go together ({@code },}, {@code },}, {@code },} closing three levels of a
     * table before the next argument), so that they can end the chunk that holds what they close.
     */
    public static int afterClosingLine(String text, int from, int to) {
        // One scan, which stops at the first content: most code, and all prose, begins with some.
        int closed = -1; // the end of the last whole closing line
        boolean any = false; // a closer on the line being read
        int p = from;
        while (p < to && Whitespace.is(text.charAt(p))) {
            p++; // the line breaks a segment begins with (a string's text after an interpolation) open no line
        }
        for (; p < to; p++) {
            char ch = text.charAt(p);
            int closer = closerEnd(text, p, to);
            if (closer > p) {
                any = true;
                p = closer - 1;
            } else if (Whitespace.isLineBreak(ch)) {
                if (!any) {
                    break; // a blank line ends the run
                }
                closed = p;
                any = false;
                if (ch == '\r' && p + 1 < to && text.charAt(p + 1) == '\n') {
                    p++;
                }
            } else if (!trailing(ch)) {
                break; // content: this line closes nothing alone
            }
        }
        if (closed < 0) {
            return -1;
        }
        p = closed;
        while (p < to && Whitespace.is(text.charAt(p))) {
            p++; // the line break, the blank lines and the next line's indentation stay with the closing lines
        }
        if (p >= to) {
            return -1;
        }
        // Back to the start of the line with content: its indentation goes with it.
        int lineStart = p;
        while (lineStart > from && !Whitespace.isLineBreak(text.charAt(lineStart - 1))) {
            lineStart--;
        }
        return lineStart;
    }

    /**
     * The end of the closer at {@code p}: a closing bracket, or a keyword that closes a block as a
     * whole word (what comes before it was checked by the caller's scan); -1 when none is there.
     */
    private static int closerEnd(String text, int p, int to) {
        char ch = text.charAt(p);
        if (ch == ')' || ch == ']' || ch == '}') {
            return p + 1;
        }
        if (ch == '#') {
            return endifEnd(text, p, to);
        }
        if (ch == '{' || ch == '@' || ch == '<' && p + 1 < to && text.charAt(p + 1) == '%') {
            return TemplateClosers.end(text, p, to);
        }
        if (ch == '<' || ch == '/') {
            return tagEnd(text, p, to);
        }
        for (String word : CLOSING_WORDS) {
            int end = p + word.length();
            if (end <= to && text.startsWith(word, p)
                    && (end == to || !Character.isLetterOrDigit(text.charAt(end)) && text.charAt(end) != '_')) {
                return end;
            }
        }
        return -1;
    }

    /**
     * The end of the line of an {@code #endif} at {@code p} (spaces may stand after the
     * {@code #}; what follows the word is a comment on what it closes); -1 when there is none.
     */
    private static int endifEnd(String text, int p, int to) {
        int q = p + 1;
        while (q < to && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) {
            q++;
        }
        int end = q + "endif".length();
        if (end > to || !text.startsWith("endif", q) || end < to && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
            return -1;
        }
        while (end < to && !Whitespace.isLineBreak(text.charAt(end))) {
            end++;
        }
        return end;
    }

    /**
     * The end of a markup closer at {@code p}: a closing tag ({@code </div>}, {@code </script>},
     * JSX's {@code </Foo.Bar>}) or the {@code />} that ends a tag written over several lines;
     * -1 when there is none.
     */
    private static int tagEnd(String text, int p, int to) {
        if (p + 1 >= to || text.charAt(p + 1) != (text.charAt(p) == '<' ? '/' : '>')) {
            return -1;
        }
        if (text.charAt(p) == '/') {
            return p + 2;
        }
        int q = p + 2;
        if (q >= to || !Character.isLetter(text.charAt(q))) {
            return -1;
        }
        while (q < to && (Character.isLetterOrDigit(text.charAt(q)) || text.charAt(q) == '-' || text.charAt(q) == '_'
                || text.charAt(q) == ':' || text.charAt(q) == '.')) {
            q++;
        }
        while (q < to && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) {
            q++;
        }
        return q < to && text.charAt(q) == '>' ? q + 1 : -1;
    }

    /** What may follow closing brackets on their line. */
    private static boolean trailing(char ch) {
        return ch == ';' || ch == ',' || Whitespace.is(ch);
    }
}
