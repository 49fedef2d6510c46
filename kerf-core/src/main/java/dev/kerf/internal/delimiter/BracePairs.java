package dev.kerf.internal.delimiter;

import dev.kerf.internal.text.ClosingLines;
import dev.kerf.internal.text.Whitespace;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/** Brace and paren pairs spanning lines, with the header a brace belongs to. */
final class BracePairs {
    private final BlockFinder f;
    private final SourceLines lines;

    BracePairs(BlockFinder f) {
        this.f = f;
        this.lines = f.lines;
    }

    /**
     * Brace or paren pairs spanning lines. For braces the header runs from the line where the
     * statement starts to the brace (an Allman brace alone on its line takes the line above, unless
     * that line only closes brackets, and a signature broken over lines is followed back until its
     * parens balance). For parens, only a paren that opens its line starts a block. Only openers
     * and closers in {@code [scanFrom, scanTo)} are paired.
     */
    void pairs(List<Delimiter> rows, char open, char close, boolean lineOpeners, int scanFrom, int scanTo, List<Block> out) {
        String m = lines.masked;
        Deque<int[]> stack = new ArrayDeque<>(); // {position, line} of each open char
        int line = lines.lineOf(scanFrom);
        for (int i = scanFrom; i < scanTo; i++) {
            char c = m.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 == m.length() || m.charAt(i + 1) != '\n'))) {
                line++;
            } else if (c == '\\' && lineOpeners && i + 1 < m.length() && !Whitespace.isLineBreak(m.charAt(i + 1))) {
                i++; // a Lisp char literal such as #\( is not a paren
            } else if (c == open) {
                stack.push(new int[] {i, line});
            } else if (c == close && !stack.isEmpty()) {
                int[] top = stack.pop();
                int o = top[0];
                int openLine = top[1];
                int closeLine = line;
                if (openLine == closeLine) {
                    continue;
                }
                int headerLine = openLine;
                int from;
                int to;
                if (lineOpeners) {
                    if (!Whitespace.isBlank(m, lines.start(openLine), o)) {
                        continue;
                    }
                    from = o;
                    to = Math.min(m.length(), o + 200);
                } else {
                    if (Whitespace.isBlank(m, lines.start(openLine), o) && openLine > 0) {
                        int above = previousCodeLine(openLine);
                        // A line that only closes brackets (the "}" of the block before, in a
                        // list of blocks) heads nothing: it ends what it closes.
                        if (!ClosingLines.closesOnly(m, lines.start(above), lines.end(above))) {
                            headerLine = above;
                        }
                    }
                    headerLine = statementStart(headerLine);
                    from = lines.start(headerLine);
                    to = o;
                }
                // The kind is decided when the block is shown (see resolve), not for every pair.
                out.add(new Block(lines.start(headerLine), lines.end(closeLine), headerLine, null, String.valueOf(open),
                        String.valueOf(close), false, rows, from, to));
            }
        }
    }

    /** The nearest line above that has code, or the line itself when there is none. */
    private int previousCodeLine(int line) {
        for (int k = line - 1; k >= 0 && line - k <= 3; k--) {
            if (!lines.isCodeBlank(k)) {
                return k;
            }
        }
        return line;
    }

    /** The words that open a line going on with the statement above it (see {@link #continuesAbove}). */
    private static final String[] CONTINUATION_WORDS = {"returns", "throws", "where"};

    /**
     * Whether a line goes on with the statement above it, whatever that line ends with: it opens
     * with a signature's return or throws clause, or its constraints ({@code returns}, {@code
     * throws}, {@code where}, {@code ->}). Read in place: every brace pair's header asks.
     */
    private boolean continuesAbove(int line) {
        String m = lines.masked;
        int i = lines.start(line);
        int end = lines.contentEnd(line);
        while (i < end && (m.charAt(i) == ' ' || m.charAt(i) == '\t')) {
            i++;
        }
        if (m.startsWith("->", i)) {
            return true;
        }
        for (String word : CONTINUATION_WORDS) {
            int after = i + word.length();
            if (m.startsWith(word, i) && after <= end && (after == end || !Character.isLetterOrDigit(m.charAt(after)) && m.charAt(after) != '_')) {
                return true;
            }
        }
        return false;
    }

    /**
     * Follows a header back to where its statement starts: over the lines of a signature whose
     * parens open above it, over a line above a clause that continues it (<code>returns (Topic)
     * {</code> below {@code rpc CreateTopic(Topic)}), and over continuation lines such as
     * {@code implements A, B} (a line above that has code and ends without {@code ;},
     * <code>{</code> or <code>}</code>).
     */
    private int statementStart(int line) {
        int first = line;
        while (first > 0 && line - first < 3 && continuesAbove(first) && !lines.isCodeBlank(first - 1)) {
            first--; // rpc Publish(PublishRequest) above returns (PublishResponse) {
        }
        int balance = parenBalance(first);
        int k = first;
        while (balance < 0 && k > 0 && first - k < 20) {
            k--;
            balance += parenBalance(k);
        }
        if (balance < 0) {
            k = first;
        }
        for (int steps = 0; steps < 4 && k > 0 && continues(k - 1); steps++) {
            k--;
        }
        return k;
    }

    /**
     * Whether a line's statement goes on to the next line: it has code and no statement end. An
     * annotation or attribute line ({@code @Override}, {@code [Serializable]}) joins the block
     * below it elsewhere but is no part of its header. In a language without semicolons an import
     * or package line, and an assignment, end their line's statement too ({@code import
     * fastparse._} above an {@code object}, {@code def total = 0} above a {@code for}, Go's
     * {@code n := 0}), unless the line ends with its {@code =}. In the shell family a line ends its
     * statement unless it ends with {@code \}, a pipe or {@code &&} ({@code setopt x} above
     * {@code foo() {} made the function a "Block at line 1").
     */
    private boolean continues(int line) {
        if (lines.isCodeBlank(line)) {
            return false;
        }
        String s = lines.masked(line).strip();
        if (f.linesEndStatements) {
            return s.endsWith("\\") || s.endsWith("|") || s.endsWith("&&");
        }
        char last = s.charAt(s.length() - 1);
        return last != ';' && last != '{' && last != '}' && last != ')' && !s.startsWith("@") && !s.startsWith("#")
                && !s.startsWith("[") && !s.startsWith("import ") && !s.startsWith("package ") && !assigns(s);
    }

    /**
     * Whether a line assigns outside its brackets ({@code x = 1}, {@code n := 0}, {@code i += 2};
     * not {@code ==}, {@code <=}, {@code =>}, a default inside parameters, nor a C++ template's
     * {@code <typename T = int>}), with something after the {@code =}.
     */
    private static boolean assigns(String code) {
        if (code.startsWith("template")) {
            return false;
        }
        int depth = 0;
        for (int i = 0; i < code.length() - 1; i++) {
            char c = code.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
                depth--;
            } else if (c == '=' && depth == 0) {
                char before = i > 0 ? code.charAt(i - 1) : ' ';
                char after = code.charAt(i + 1);
                if (after != '=' && after != '>' && after != '~' && before != '=' && before != '!' && before != '<' && before != '>') {
                    return true;
                }
            }
        }
        return false;
    }

    private int parenBalance(int line) {
        String s = lines.masked;
        int b = 0;
        for (int i = lines.start(line); i < lines.end(line); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                b++;
            } else if (c == ')') {
                b--;
            }
        }
        return b;
    }
}
