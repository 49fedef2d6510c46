package dev.kerf.internal.delimiter;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.lang.Language;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Blanks out strings and comments so that delimiters inside them do not count (a {@code }} in a
 * string does not close a block). The masked text has the same length and line breaks as the
 * original; masked chars become spaces.
 *
 * <p>Single-line quotes ({@code "} and {@code '}) must close on the same line, or the quote is taken
 * as an ordinary char: that keeps Rust lifetimes, Lisp quotes and primes in Haskell names from
 * swallowing code. Tokens ending in {@code *} in the data ({@code """*}, {@code `*}) may span lines.
 */
final class Masker {
    private record Token(String open, String close, Kind kind, boolean multiline) {}

    private enum Kind { LINE_COMMENT, BLOCK_COMMENT, STRING }

    private final List<Token> tokens;
    private final boolean[] firstChar = new boolean[128];
    private final boolean anyNonAscii;

    private static final java.util.regex.Pattern HEREDOC = java.util.regex.Pattern.compile("<<[-~]?\\s*(['\"]?)([A-Za-z_]\\w*)\\1");

    private final boolean heredocs;

    Masker(Language language, List<String> quotes) {
        this.heredocs = language.family() == dev.kerf.lang.LanguageFamily.SHELL || language.name().equals("perl")
                || language.name().equals("ruby");
        List<Token> t = new ArrayList<>();
        for (String c : language.lineComments()) {
            t.add(new Token(c, "\n", Kind.LINE_COMMENT, false));
        }
        for (Language.BlockComment b : language.blockComments()) {
            t.add(new Token(b.open(), b.close(), Kind.BLOCK_COMMENT, true));
        }
        for (String q : quotes) {
            boolean multiline = q.endsWith("*");
            String quote = multiline ? q.substring(0, q.length() - 1) : q;
            if (language.lineComments().contains(quote)) {
                continue; // in Visual Basic ' opens a comment, not a string
            }
            t.add(new Token(quote, quote, Kind.STRING, multiline));
        }
        // Longest opener first, so that """ wins over " and /* over /.
        t.sort(Comparator.comparingInt((Token k) -> k.open().length()).reversed());
        this.tokens = List.copyOf(t);
        boolean nonAscii = false;
        for (Token k : tokens) {
            char c = k.open().charAt(0);
            if (c < 128) {
                firstChar[c] = true;
            } else {
                nonAscii = true;
            }
        }
        this.anyNonAscii = nonAscii;
    }

    /** The text with every string and comment char (but line breaks) replaced by a space. */
    String mask(String text) {
        char[] out = text.toCharArray();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '<' && heredocs) {
                int end = heredocEnd(text, i);
                if (end > i) {
                    blank(out, Lines.breakAt(text, i, n) + 1, end);
                    i = end;
                    continue;
                }
            }
            if ((c < 128 && !firstChar[c]) || (c >= 128 && !anyNonAscii)) {
                i++;
                continue;
            }
            Token token = tokenAt(text, i);
            if (token == null || token.kind() == Kind.STRING && escaped(text, i)) {
                i++; // a quote after a backslash, outside any string, opens none: Clojure's \" char, the shell's \"
                continue;
            }
            int end = endOf(text, i, token);
            if (end < 0) {
                i++; // an unclosed single-line quote is an ordinary char
                continue;
            }
            blank(out, i, end);
            i = end;
        }
        return new String(out);
    }

    /** Whether an odd number of backslashes comes right before {@code i}. */
    private static boolean escaped(String text, int i) {
        int k = i;
        while (k > 0 && text.charAt(k - 1) == '\\') {
            k--;
        }
        return (i - k) % 2 == 1;
    }

    private static void blank(char[] out, int from, int to) {
        for (int k = Math.max(0, from); k < to; k++) {
            if (!Whitespace.isLineBreak(out[k])) {
                out[k] = ' ';
            }
        }
    }

    /** For {@code <<EOF} (or {@code <<-'EOF'}): one past the line that ends the here-document; -1 when none. */
    private static int heredocEnd(String text, int i) {
        java.util.regex.Matcher m = HEREDOC.matcher(text);
        m.region(i, Math.min(text.length(), i + 80));
        if (!m.lookingAt()) {
            return -1;
        }
        String word = m.group(2);
        int lineEnd = Lines.breakAt(text, i, text.length());
        if (lineEnd < 0) {
            return -1;
        }
        for (int p = lineEnd + 1; p < text.length(); ) {
            int e = Lines.breakAt(text, p, text.length());
            int stop = e < 0 ? text.length() : e;
            if (text.substring(p, stop).strip().equals(word)) {
                return stop;
            }
            p = stop + 1;
        }
        return -1;
    }

    private Token tokenAt(String text, int i) {
        for (Token t : tokens) {
            if (text.startsWith(t.open(), i) && !(t.kind() == Kind.LINE_COMMENT && t.open().equals("#") && !startsWord(text, i))) {
                return t;
            }
        }
        return null;
    }

    /**
     * A {@code #} comment starts a word: in shells and Perl {@code ${#list[@]}} and {@code $#array}
     * are code, not comments.
     */
    private static boolean startsWord(String text, int i) {
        if (i == 0) {
            return true;
        }
        char before = text.charAt(i - 1);
        return Character.isWhitespace(before) || before == ';';
    }

    /** One past the end of the string or comment opening at {@code i}; -1 for an unclosed single-line quote. */
    private static int endOf(String text, int i, Token t) {
        int n = text.length();
        int from = i + t.open().length();
        switch (t.kind()) {
            case LINE_COMMENT -> {
                int nl = indexOfLineBreak(text, from);
                return nl < 0 ? n : nl;
            }
            case BLOCK_COMMENT -> {
                if (t.open().equals(t.close())) {
                    int close = text.indexOf(t.close(), from);
                    return close < 0 ? n : close + t.close().length();
                }
                // Comments such as (* *) and {- -} nest.
                int depth = 1;
                int k = from;
                while (true) {
                    int close = text.indexOf(t.close(), k);
                    if (close < 0) {
                        return n;
                    }
                    int open = text.indexOf(t.open(), k);
                    if (open >= 0 && open < close) {
                        depth++;
                        k = open + t.open().length();
                    } else {
                        if (--depth == 0) {
                            return close + t.close().length();
                        }
                        k = close + t.close().length();
                    }
                }
            }
            default -> {
                char first = t.close().charAt(0);
                for (int k = from; k < n; k++) {
                    char c = text.charAt(k);
                    if (c == '\\' && t.open().length() == 1) {
                        k++;
                    } else if (c == first && text.startsWith(t.close(), k)) {
                        return k + t.close().length();
                    } else if (!t.multiline() && Whitespace.isLineBreak(c)) {
                        return -1;
                    }
                }
                return t.multiline() ? n : -1;
            }
        }
    }

    private static int indexOfLineBreak(String text, int from) {
        for (int k = from; k < text.length(); k++) {
            char c = text.charAt(k);
            if (Whitespace.isLineBreak(c)) {
                return k;
            }
        }
        return -1;
    }
}
