package dev.kerf.syntax;

import java.util.ArrayList;
import java.util.Locale;
import java.util.Set;

/**
 * How deeply an HTML text nests its elements, weighed against what tree-sitter-html can parse in
 * reasonable time. Its scanner keeps the stack of open elements and copies it at every step, so a
 * parse costs its steps times the depth: 60,000 nested {@code <div>}s took 43 s, 60,000 unclosed
 * {@code <font>}s (old pages close nothing) 20 s, while real pages nest a few dozen deep. The work
 * bound of {@link NativeTree} counts parse operations, not the scanner's copying, so it does not
 * catch this; this reckoning does, before the parse, from the text alone (so the chunks of a file
 * still do not depend on the machine).
 *
 * <p>The open elements are reckoned roughly: an opening tag opens one unless it is void or
 * self-closed, a closing tag closes its own, a {@code <p>} or {@code <li>} closes the one before it,
 * and comments, doctypes and raw text ({@code script}, {@code style}) are passed over. Other
 * elements the parser closes by itself count as open, which only overstates the cost of pages that
 * leave them unclosed.
 */
final class MarkupNesting {
    /**
     * The most a text may weigh, in tags times the elements open at each: 50 million. Real pages
     * weigh under a million (200,000 tags 50 deep would be 10 million). Weighed against chunking
     * time over a flat page of the same size: 10,000 nested {@code <div>}s (100 million) took 2 s
     * more, 5,000 (25 million) half a second more.
     */
    static final long MAX_WEIGHT = 50_000_000L;

    /** Elements that hold nothing and have no closing tag. */
    private static final Set<String> VOID = Set.of("area", "base", "br", "col", "embed", "hr", "img", "input",
        "keygen", "link", "meta", "param", "source", "track", "wbr");
    /** Elements whose content is text up to their closing tag, however many {@code <} it holds. */
    private static final Set<String> RAW_TEXT = Set.of("script", "style", "textarea", "title");
    /** Elements a sibling of the same name closes ({@code <li>a<li>b} are two items, not nested). */
    private static final Set<String> CLOSED_BY_SIBLING = Set.of("p", "li", "dt", "dd", "tr", "td", "th", "option");
    /** How far down the open elements a closing tag looks for its own (further, it closes nothing). */
    private static final int CLOSE_REACH = 64;

    private MarkupNesting() {}

    /** Whether parsing {@code text} would weigh more than {@link #MAX_WEIGHT}. */
    static boolean tooDeep(String text) {
        return weight(text) > MAX_WEIGHT;
    }

    /** The tags of {@code text} times the elements open at each, stopping once over {@link #MAX_WEIGHT}. */
    static long weight(String text) {
        ArrayList<String> open = new ArrayList<>();
        long weight = 0;
        int n = text.length();
        for (int i = text.indexOf('<'); i >= 0 && i + 1 < n && weight <= MAX_WEIGHT; ) {
            char c = text.charAt(i + 1);
            int next;
            if (text.startsWith("<!--", i)) {
                int end = text.indexOf("-->", i + 4);
                next = end < 0 ? n : end + 3;
            } else if (c == '!' || c == '?') {
                next = after(text, i);
            } else if (c == '/' || isLetter(c)) {
                weight += open.size();
                boolean closing = c == '/';
                String name = name(text, closing ? i + 2 : i + 1);
                next = after(text, i);
                if (closing) {
                    close(open, name);
                } else if (RAW_TEXT.contains(name)) {
                    int end = indexOfIgnoreCase(text, "</" + name, next);
                    next = end < 0 ? n : end;
                } else if (!VOID.contains(name) && !(text.charAt(next - 1) == '>' && text.charAt(next - 2) == '/')) {
                    if (CLOSED_BY_SIBLING.contains(name) && !open.isEmpty() && open.getLast().equals(name)) {
                        open.removeLast();
                    }
                    open.add(name);
                }
            } else {
                next = i + 1;
            }
            i = next >= n ? -1 : text.indexOf('<', next);
        }
        return weight;
    }

    /** Closes the nearest open element named {@code name}, and those opened inside it. */
    private static void close(ArrayList<String> open, String name) {
        for (int k = open.size() - 1; k >= Math.max(0, open.size() - CLOSE_REACH); k--) {
            if (open.get(k).equals(name)) {
                open.subList(k, open.size()).clear();
                return;
            }
        }
    }

    /** The tag name that begins at {@code from}, lower-cased. */
    private static String name(String text, int from) {
        int end = from;
        while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '-' || text.charAt(end) == ':')) {
            end++;
        }
        return text.substring(from, end).toLowerCase(Locale.ROOT);
    }

    /** Past the {@code >} that ends the tag at {@code i}, or the end of the text. */
    private static int after(String text, int i) {
        int end = text.indexOf('>', i + 1);
        return end < 0 ? text.length() : end + 1;
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static int indexOfIgnoreCase(String text, String what, int from) {
        for (int i = text.indexOf('<', from); i >= 0; i = text.indexOf('<', i + 1)) {
            if (text.regionMatches(true, i, what, 0, what.length())) {
                return i;
            }
        }
        return -1;
    }
}
