package dev.kerf.internal.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The containers that MyST ({@code :::{note}}), Docusaurus ({@code :::tip}) and VitePress
 * ({@code ::: code-group}) write between lines of three colons or more, which CommonMark reads as
 * paragraphs: a container runs from its opening line to the next line of as many colons or more
 * and nothing else, and nests. Lines inside fenced code are no marks. A heading inside a
 * container is its content (an example's "# My nifty title"), not a section of the page.
 */
final class ColonContainers {
    /** An opening line: three colons or more, then a name ({@code tip}, {@code {note}}, {@code correct { ... }}). */
    private static final Pattern OPENING = Pattern.compile(" {0,3}(:{3,})[ \\t]*[^:\\s].*");
    /** A closing line: colons alone. */
    private static final Pattern CLOSING = Pattern.compile(" {0,3}(:{3,})[ \\t]*");
    /** A fence of code, inside which nothing is a mark. */
    private static final Pattern FENCE = Pattern.compile(" {0,3}(`{3,}|~{3,}).*");
    /** An ATX heading's opening run of '#'. */
    private static final Pattern ATX = Pattern.compile(" {0,3}(#{1,6})(?:[ \\t].*)?");

    /**
     * One container: its opening line {@code [start, openingEnd)} and its closing line
     * {@code [closingStart, end)}, line breaks left out; a container never closed runs to the end
     * of the text, with no closing line ({@code closingStart == end}).
     */
    record Container(int start, int openingEnd, int closingStart, int end) {}

    private ColonContainers() {}

    /**
     * The containers of a text, outer ones before the ones they hold, and the runs of '#' that
     * open ATX headings inside them (outside fenced code), as {@code {start, end}} pairs.
     */
    record Found(List<Container> containers, List<int[]> contentHeadings) {}

    private static final Found NONE = new Found(List.of(), List.of());

    /** The containers of {@code text} from {@code from}. */
    static Found find(String text, int from) {
        if (text.indexOf(":::", from) < 0) {
            return NONE; // most pages: no line to read
        }
        List<Container> out = new ArrayList<>();
        List<int[]> headings = new ArrayList<>();
        List<int[]> open = new ArrayList<>(); // {colons, start, openingEnd, index in out}
        String fence = null;
        int at = from;
        while (at < text.length()) {
            int end = text.indexOf('\n', at);
            int next = end < 0 ? text.length() : end + 1;
            int lineEnd = end < 0 ? text.length() : end > at && text.charAt(end - 1) == '\r' ? end - 1 : end;
            String line = text.substring(at, lineEnd);
            Matcher m;
            if (fence != null) {
                String stripped = line.strip();
                char mark = fence.charAt(0);
                if (stripped.startsWith(fence) && stripped.chars().allMatch(c -> c == mark)) {
                    fence = null;
                }
            } else if ((m = FENCE.matcher(line)).matches()) {
                fence = m.group(1);
            } else if (!open.isEmpty() && (m = CLOSING.matcher(line)).matches() && m.group(1).length() >= open.getLast()[0]) {
                int[] o = open.removeLast();
                out.set(o[3], new Container(o[1], o[2], at, lineEnd));
            } else if ((m = OPENING.matcher(line)).matches()) {
                open.add(new int[] {m.group(1).length(), at, lineEnd, out.size()});
                out.add(null);
            } else if (!open.isEmpty() && (m = ATX.matcher(line)).matches()) {
                headings.add(new int[] {at + m.start(1), at + m.end(1)});
            }
            at = next;
        }
        for (int[] o : open) {
            out.set(o[3], new Container(o[1], o[2], text.length(), text.length()));
        }
        return new Found(List.copyOf(out), List.copyOf(headings));
    }

    /**
     * {@code body} (the text from {@code from}) with the '#' that open headings inside a container
     * replaced by figure spaces, as many: CommonMark then reads those lines as text, at the same
     * offsets. The body itself when it has none.
     */
    static String withContentHeadings(String body, Found found, int from) {
        if (found.contentHeadings().isEmpty()) {
            return body;
        }
        StringBuilder out = new StringBuilder(body);
        for (int[] run : found.contentHeadings()) {
            for (int k = run[0]; k < run[1]; k++) {
                out.setCharAt(k - from, '\u2007');
            }
        }
        return out.toString();
    }
}
