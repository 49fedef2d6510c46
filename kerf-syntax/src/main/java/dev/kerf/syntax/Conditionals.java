package dev.kerf.syntax;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * C's and C++'s conditional blocks whose branches do not each close what they open, read as
 * their first branch alone ({@link Rereading}). tree-sitter reads each branch of an {@code #if}
 * as code of its own, so two alternative openings of one block (curl's {@code #ifndef _WIN32}
 * {@code else {} {@code #endif}, jq's {@code if (x) #ifdef FREE ... #else ... #endif else {})
 * leave it an {@code }} too many or too few, and the rest of the function, often of the file,
 * an ERROR. A compiler sees one configuration; so does this reading: the first branch's, with the
 * other branches and the group's directive lines turned into spaces. So is a group one of whose
 * branches ends inside a declaration that goes on after it (two signatures of one function, then
 * its body; {@code #ifdef __cplusplus extern "C" #endif}; not jq's {@code LIBM_DD(acos)}, a
 * macro's call that no body follows), and every group inside a
 * block of code (a function, an initializer, an enum), where a branch is often a part of one
 * statement or expression (nginx's {@code #if (NGX_HAVE_INET6) && ... #endif} inside a
 * condition, an initializer's alternative entries), and every other directive line there
 * ({@code #define XX ...} inside an enum). Groups at the top level, or in a namespace or
 * {@code extern "C"} block, whose branches balance are left as they are: tree-sitter reads them
 * well, and their other branches may hold whole definitions.
 */
final class Conditionals {
    private static final Pattern DIRECTIVE = Pattern.compile(
            "[ \\t]*#[ \\t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif|define|undef|pragma|include|error|warning|line)\\b");

    /** An open group: its directive lines and branches so far, and what its current branch leaves open. */
    private static final class Group {
        /** Whether it lies in a block of code (a function, an initializer, a type), not at the top level. */
        boolean inCode;
        final List<int[]> directives = new ArrayList<>();
        final List<int[]> branches = new ArrayList<>();
        int branchStart;
        int braces;
        int parens;
        /** The last char of code in the current branch; 0 while it has none. */
        char last;
        /**
         * Whether a branch ends inside a declaration that goes on past the group: with a word, a
         * string or a {@code *} ({@code static}, {@code extern "C"}, a return type).
         */
        boolean openEnded;
        /** Whether a branch ends with a parenthesis: a function's signature if a body follows the group. */
        boolean endsInParens;
        int firstBraces;
        int firstParens;
        boolean unbalanced;
    }

    private Conditionals() {}

    /**
     * {@code chars} (a copy of {@code text}, made here when first needed and null until then) with
     * every conditional group tree-sitter cannot read branch by branch (see above) read as its
     * first branch, and the other directive lines inside code blanked; unchanged when there is none.
     */
    static char[] firstBranches(String text, char[] chars) {
        if (text.indexOf('#') < 0) {
            return chars;
        }
        Deque<Group> open = new ArrayDeque<>();
        Depth depth = new Depth();
        Matcher directive = DIRECTIVE.matcher(text);
        boolean inComment = false;
        int n = text.length();
        int at = 0;
        while (at < n) {
            int lineEnd = text.indexOf('\n', at);
            if (lineEnd < 0) {
                lineEnd = n;
            }
            if (!inComment && directive.region(at, lineEnd).lookingAt()) {
                int end = lineEnd;
                while (end < n && end > at && continues(text, end)) {
                    int next = text.indexOf('\n', end + 1);
                    end = next < 0 ? n : next;
                }
                String word = directive.group(1);
                if (word.startsWith("if") || word.startsWith("el") || word.equals("endif")) {
                    chars = directive(word, at, end, open, depth.inCode(), text, chars);
                } else if (depth.inCode() && firstBranchesOnly(open)) {
                    chars = blank(text, chars, at, end); // #define XX ... inside an enum
                }
                at = end + 1;
                continue;
            }
            inComment = count(text, at, lineEnd, inComment, open.peek(), firstBranchesOnly(open) ? depth : null);
            at = lineEnd + 1;
        }
        return chars;
    }

    /** Whether the directive line ending at {@code lineEnd} goes on to the next: it ends with a backslash. */
    private static boolean continues(String text, int lineEnd) {
        int last = lineEnd - 1;
        if (last >= 0 && text.charAt(last) == '\r') {
            last--;
        }
        return last >= 0 && text.charAt(last) == '\\';
    }

    /** Whether every open group is in its first branch: the code read is the code kept. */
    private static boolean firstBranchesOnly(Deque<Group> open) {
        for (Group g : open) {
            if (!g.branches.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** The blocks open where the scan is, as the text is read: those of the first branches. */
    private static final class Depth {
        /** For each open brace, whether it opens a block of code (not a namespace or extern "C"). */
        private final Deque<Boolean> braces = new ArrayDeque<>();
        private int code;

        boolean inCode() {
            return code > 0;
        }

        void open(String text, int at) {
            boolean transparent = opensDefinitions(text, at);
            braces.push(!transparent);
            if (!transparent) {
                code++;
            }
        }

        void close() {
            if (!braces.isEmpty() && braces.pop()) {
                code--;
            }
        }
    }

    private static char[] directive(String word, int start, int end, Deque<Group> open, boolean inCode, String text, char[] chars) {
        if (word.startsWith("if")) {
            Group g = new Group();
            g.inCode = inCode;
            g.directives.add(new int[] {start, end});
            g.branchStart = end;
            open.push(g);
            return chars;
        }
        Group g = open.peek();
        if (g == null) {
            return chars; // an #else or #endif whose #if is not in this file
        }
        g.branches.add(new int[] {g.branchStart, start});
        if (g.branches.size() == 1) {
            g.firstBraces = g.braces;
            g.firstParens = g.parens;
        }
        g.unbalanced |= g.braces != 0 || g.parens != 0;
        if (g.last == ')') {
            g.endsInParens = true;
        } else {
            g.openEnded |= g.last != 0 && g.last != ';' && g.last != '}';
        }
        g.braces = 0;
        g.parens = 0;
        g.last = 0;
        g.directives.add(new int[] {start, end});
        g.branchStart = end;
        if (!word.equals("endif")) {
            return chars;
        }
        open.pop();
        Group outer = open.peek();
        if (outer != null) {
            // What the outer branch leaves open, as it is read: with this group's first branch.
            outer.braces += g.firstBraces;
            outer.parens += g.firstParens;
        }
        if (!g.unbalanced && !g.inCode && !g.openEnded && !(g.endsInParens && nextCode(text, end) == '{')) {
            return chars;
        }
        for (int[] d : g.directives) {
            chars = blank(text, chars, d[0], d[1]);
        }
        for (int b = 1; b < g.branches.size(); b++) {
            chars = blank(text, chars, g.branches.get(b)[0], g.branches.get(b)[1]);
        }
        return chars;
    }

    /**
     * Whether the brace at {@code at} opens a block that holds definitions as the top level does:
     * {@code namespace}, {@code namespace leveldb}, {@code extern "C"} before it.
     */
    private static boolean opensDefinitions(String text, int at) {
        int k = skipBlanksBack(text, at - 1);
        if (k >= 0 && text.charAt(k) == '"') {
            int open = text.lastIndexOf('"', k - 1);
            return open > 0 && text.substring(open + 1, k).matches("C\\+*") && wordBefore(text, open - 1).equals("extern");
        }
        String word = wordBefore(text, k);
        if (word.equals("namespace")) {
            return true;
        }
        return !word.isEmpty() && wordBefore(text, skipBlanksBack(text, k - word.length())).equals("namespace");
    }

    private static int skipBlanksBack(String text, int k) {
        while (k >= 0 && Character.isWhitespace(text.charAt(k))) {
            k--;
        }
        return k;
    }

    /** The word (a name, or names joined by {@code ::}) that ends at {@code end}, after any white space; empty for none. */
    private static String wordBefore(String text, int end) {
        int k = skipBlanksBack(text, end);
        int last = k;
        while (k >= 0 && (Character.isLetterOrDigit(text.charAt(k)) || text.charAt(k) == '_' || text.charAt(k) == ':')) {
            k--;
        }
        return text.substring(k + 1, last + 1);
    }

    /** The first char of code at or after {@code from}, past white space and comments; 0 at the end. */
    private static char nextCode(String text, int from) {
        int i = from;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (text.startsWith("//", i)) {
                int nl = text.indexOf('\n', i);
                i = nl < 0 ? n : nl + 1;
            } else if (text.startsWith("/*", i)) {
                int close = text.indexOf("*/", i + 2);
                i = close < 0 ? n : close + 2;
            } else {
                return c;
            }
        }
        return 0;
    }

    /**
     * Counts the braces and parentheses code in {@code [from, to)} opens and closes into
     * {@code group} (none when null), passing over comments, strings and char literals; returns
     * whether a block comment is still open at {@code to}.
     */
    private static boolean count(String text, int from, int to, boolean inComment, Group group, Depth depth) {
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (inComment) {
                if (c == '*' && i + 1 < to && text.charAt(i + 1) == '/') {
                    inComment = false;
                    i += 2;
                } else {
                    i++;
                }
                continue;
            }
            if (c == '/' && i + 1 < to && text.charAt(i + 1) == '/') {
                return false;
            }
            if (c == '/' && i + 1 < to && text.charAt(i + 1) == '*') {
                inComment = true;
                i += 2;
                continue;
            }
            if (group != null && !Character.isWhitespace(c)) {
                group.last = c;
            }
            if (c == '"' || c == '\'') {
                int k = i + 1;
                while (k < to && text.charAt(k) != c) {
                    k += text.charAt(k) == '\\' ? 2 : 1;
                }
                i = k + 1;
                continue;
            }
            if (depth != null && c == '{') {
                depth.open(text, i);
            } else if (depth != null && c == '}') {
                depth.close();
            }
            if (group != null) {
                switch (c) {
                    case '{' -> group.braces++;
                    case '}' -> group.braces--;
                    case '(' -> group.parens++;
                    case ')' -> group.parens--;
                    default -> { }
                }
            }
            i++;
        }
        return inComment;
    }

    /**
     * {@code chars} (a copy of {@code text} made when first needed) with spaces for every char of
     * {@code [from, to)} but line breaks, so that every offset and line holds: a branch spans
     * lines, where {@link Rereading#spaces} blanks what lies on one.
     */
    private static char[] blank(String text, char[] chars, int from, int to) {
        if (chars == null) {
            chars = text.toCharArray();
        }
        int end = Math.min(to, chars.length);
        for (int k = from; k < end; k++) {
            if (chars[k] != '\n' && chars[k] != '\r') {
                chars[k] = ' ';
            }
        }
        return chars;
    }
}
