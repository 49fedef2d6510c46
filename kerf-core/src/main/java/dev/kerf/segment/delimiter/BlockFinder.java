package dev.kerf.segment.delimiter;

import dev.kerf.text.Whitespace;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds the candidate blocks of every delimiter in a masked text, one end style at a time. */
final class BlockFinder {
    private static final Pattern TAG = Pattern.compile("<(/?)([A-Za-z][\\w:.-]*)\\b[^<>]*?(/?)>");
    private static final Set<String> VOID_ELEMENTS = Set.of("area", "base", "br", "col", "embed", "hr", "img", "input",
            "link", "meta", "param", "source", "track", "wbr", "keygen", "command", "basefont", "frame", "isindex");
    private static final Set<String> RAW_TEXT_ELEMENTS = Set.of("script", "style");
    private static final Pattern RST_ADORNMENT = Pattern.compile("^([=\\-~^\"'`#*+:._!])\\1{2,}\\s*$");
    private static final Pattern SETEXT = Pattern.compile("^(=+|-+)\\s*$");
    private static final String ADORNMENT_CHARS = "=-~^\"'`#*+:._!";

    private final SourceLines lines;
    /** One reusable matcher per pattern over the masked text: headers are matched as regions, never copied. */
    private final Map<Pattern, Matcher> matchers = new java.util.IdentityHashMap<>();

    /** The delimiters by end style, in the order of their first row. */
    private final Map<Delimiter.End, List<Delimiter>> byEnd = new LinkedHashMap<>();
    /** The blocks of end styles found in the whole text, by end style, found once. */
    private final Map<Delimiter.End, List<Block>> wholeText = new java.util.EnumMap<>(Delimiter.End.class);

    BlockFinder(SourceLines lines, List<Delimiter> delimiters) {
        this.lines = lines;
        for (Delimiter d : delimiters) {
            byEnd.computeIfAbsent(d.end(), k -> new ArrayList<>()).add(d);
        }
    }

    /**
     * Decides an undecided block: the first of its rows whose start is found in its header. Null
     * when none is (then it is no block after all).
     */
    Block resolve(Block b) {
        if (b.decided()) {
            return b;
        }
        Delimiter d = firstMatching(b.rows(), b.headerFrom(), b.headerTo());
        return d == null ? null : b.decidedAs(d, matched(d, b.headerFrom(), b.headerTo(), b.opened()));
    }

    /** A matcher of {@code p} over {@code masked[from, to)} ({@code ^} and {@code $} match at the region's ends). */
    private Matcher region(Pattern p, int from, int to) {
        Matcher m = matchers.computeIfAbsent(p, k -> k.matcher(lines.masked));
        return m.region(from, to);
    }

    /** The first row whose start pattern is found in {@code masked[from, to)}, or null. */
    private Delimiter firstMatching(List<Delimiter> rows, int from, int to) {
        for (Delimiter d : rows) {
            if (d.start() == null || region(d.start(), from, to).find()) {
                return d;
            }
        }
        return null;
    }

    /** What the row's start pattern matched in {@code masked[from, to)} (at most 40 chars), or the fallback. */
    private String matched(Delimiter d, int from, int to, String fallback) {
        if (d.start() == null) {
            return fallback;
        }
        Matcher m = region(d.start(), from, to);
        String s = m.find() ? m.group().strip() : fallback;
        return s.length() > 40 ? s.substring(0, 40) : s;
    }

    private boolean lineMatches(Pattern p, int line) {
        return region(p, lines.start(line), lines.contentEnd(line)).find();
    }

    /** Every candidate block of the text. */
    List<Block> find() {
        return find(0, lines.masked.length());
    }

    /**
     * Every candidate block that lies inside {@code [from, to)}, with others that do not, in the
     * order {@link #find()} gives them. Indent blocks and brace pairs are looked for only there,
     * so a syntax node's region costs its own length, not the file's: an indent block starts on a
     * line starting inside the region and its header alone decides it, and a brace pair inside the
     * region matches as it would in the whole text (an opener's partner is the first closer that
     * balances what lies between them). The other end styles depend on what comes before (open
     * keywords, earlier headings, a Lisp {@code #\(}); they are found once in the whole text and kept.
     */
    List<Block> find(int from, int to) {
        List<Block> out = new ArrayList<>();
        byEnd.forEach((end, rows) -> {
            switch (end) {
                case INDENT -> indents(rows, firstLineFrom(from), firstLineFrom(to), out);
                case BRACES -> pairs(rows, '{', '}', false, from, to, out);
                default -> out.addAll(wholeText.computeIfAbsent(end, e -> wholeTextBlocks(e, rows)));
            }
        });
        return out;
    }

    /** The blocks of an end style that depends on what comes before a region, found in the whole text. */
    private List<Block> wholeTextBlocks(Delimiter.End end, List<Delimiter> rows) {
        List<Block> out = new ArrayList<>();
        switch (end) {
            case PARENS -> pairs(rows, '(', ')', true, 0, lines.masked.length(), out);
            case KEYWORD -> keywords(rows, out);
            case NEXT -> nexts(rows, out);
            case HEADING -> headings(rows, out);
            case TAG -> tags(rows, out);
            case INDENT, BRACES -> throw new IllegalStateException(end + " blocks are found region by region");
        }
        return out;
    }

    /** The first line that starts at or after {@code pos} ({@code lines.count()} when none does). */
    private int firstLineFrom(int pos) {
        int line = lines.lineOf(pos);
        return lines.start(line) == pos ? line : line + 1;
    }

    /** Whole lines from the header line to the closing line. */
    private Block wholeLines(int headerLine, int closeLine, Delimiter d, String opened, String closed, boolean soft) {
        return new Block(lines.start(headerLine), lines.end(closeLine), headerLine, d, opened, closed, soft);
    }

    /**
     * Brace or paren pairs spanning lines. For braces the header runs from the line where the
     * statement starts to the brace (an Allman brace alone on its line takes the line above, and a
     * signature broken over lines is followed back until its parens balance). For parens, only a
     * paren that opens its line starts a block. Only openers and closers in
     * {@code [scanFrom, scanTo)} are paired.
     */
    private void pairs(List<Delimiter> rows, char open, char close, boolean lineOpeners, int scanFrom, int scanTo, List<Block> out) {
        String m = lines.masked;
        Deque<int[]> stack = new ArrayDeque<>(); // {position, line} of each open char
        int line = lines.lineOf(scanFrom);
        for (int i = scanFrom; i < scanTo; i++) {
            char c = m.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 == m.length() || m.charAt(i + 1) != '\n'))) {
                line++;
            } else if (c == '\\' && lineOpeners && i + 1 < m.length() && m.charAt(i + 1) != '\n' && m.charAt(i + 1) != '\r') {
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
                        headerLine = previousCodeLine(openLine);
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

    /**
     * Follows a header back to where its statement starts: over the lines of a signature whose
     * parens open above it, and over continuation lines such as {@code implements A, B} (a line
     * above that has code and ends without {@code ;}, <code>{</code> or <code>}</code>).
     */
    private int statementStart(int line) {
        int balance = parenBalance(line);
        int k = line;
        while (balance < 0 && k > 0 && line - k < 20) {
            k--;
            balance += parenBalance(k);
        }
        if (balance < 0) {
            k = line;
        }
        for (int steps = 0; steps < 4 && k > 0 && continues(k - 1); steps++) {
            k--;
        }
        return k;
    }

    /** Whether a line's statement goes on to the next line: it has code and no statement end. */
    private boolean continues(int line) {
        if (lines.isCodeBlank(line)) {
            return false;
        }
        String s = lines.masked(line).strip();
        char last = s.charAt(s.length() - 1);
        return last != ';' && last != '{' && last != '}' && last != ')' && !s.startsWith("@") && !s.startsWith("#");
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

    /** Keyword blocks closed by a line such as {@code end}, {@code fi} or {@code End Sub}; unclosed openers are dropped. */
    private void keywords(List<Delimiter> rows, List<Block> out) {
        record Open(int line, Delimiter d, String opened) {}
        Deque<Open> stack = new ArrayDeque<>();
        for (int line = 0; line < lines.count(); line++) {
            if (lines.isCodeBlank(line)) {
                continue;
            }
            int from = lines.start(line);
            int to = lines.contentEnd(line);
            // A closer first: it may close the block a fence-like opener (closer == start) opened.
            Open closedHere = null;
            int depth = 0;
            for (Open o : stack) {
                if (lineMatches(o.d().closer(), line)) {
                    closedHere = o;
                    break;
                }
                if (++depth > 64) {
                    break;
                }
            }
            if (closedHere != null) {
                while (!stack.isEmpty() && stack.peek() != closedHere) {
                    stack.pop(); // openers that never closed inside it were not blocks
                }
                stack.pop();
                Matcher cm = region(closedHere.d().closer(), from, to);
                String closed = cm.find() ? cm.group().strip() : "";
                out.add(wholeLines(closedHere.line(), line, closedHere.d(), closedHere.opened(), closed, false));
                if (closedHere.d().closer() == closedHere.d().start()) {
                    continue;
                }
            }
            Delimiter d = firstMatching(rows, from, to);
            if (d != null && d.start() != null) {
                Matcher sm = region(d.start(), from, to);
                sm.find();
                String opened = sm.group().strip();
                if (!closesInline(d, lines.masked.substring(sm.end(), to))) {
                    stack.push(new Open(line, d, opened.length() > 40 ? opened.substring(0, 40) : opened));
                }
            }
        }
    }

    /** A one-line block such as {@code def x; end}: its closer follows the opener on the same line. */
    private static boolean closesInline(Delimiter d, String rest) {
        if (d.closer() == d.start()) {
            return false;
        }
        String inline = d.closer().pattern().replaceFirst("^\\^\\\\s\\*", "(?:^|[\\\\s;])");
        return Pattern.compile(inline).matcher(rest).find();
    }

    /** Blocks of the lines indented deeper than a header, for headers on lines {@code [fromLine, toLine)}. */
    private void indents(List<Delimiter> rows, int fromLine, int toLine, List<Block> out) {
        for (int line = fromLine; line < toLine; line++) {
            if (lines.isCodeBlank(line)) {
                continue;
            }
            Delimiter d = firstMatching(rows, lines.start(line), lines.contentEnd(line));
            if (d == null || d.start() == null) {
                continue;
            }
            int indent = lines.indent(line);
            int last = line;
            for (int k = line + 1; k < lines.count(); k++) {
                if (lines.isBlank(k)) {
                    continue;
                }
                if (lines.indent(k) <= indent && !lines.isCodeBlank(k)) {
                    break;
                }
                if (lines.indent(k) <= indent) {
                    break; // a comment at the header's depth ends the block too
                }
                last = k;
            }
            if (last > line) {
                out.add(wholeLines(line, last, d, matched(d, lines.start(line), lines.contentEnd(line), ""), "", false));
            }
        }
    }

    /** Items that run until the next item of the same or higher priority at no deeper indentation. */
    private void nexts(List<Delimiter> rows, List<Block> out) {
        record Item(int line, int indent, Delimiter d, String opened) {}
        List<Item> items = new ArrayList<>();
        for (int line = 0; line < lines.count(); line++) {
            if (lines.isCodeBlank(line)) {
                continue;
            }
            Delimiter d = firstMatching(rows, lines.start(line), lines.contentEnd(line));
            if (d != null && d.start() != null) {
                items.add(new Item(line, lines.indent(line), d, matched(d, lines.start(line), lines.contentEnd(line), "")));
            }
        }
        for (int i = 0; i < items.size(); i++) {
            Item it = items.get(i);
            int endLine = lines.count() - 1;
            for (int j = i + 1; j < items.size(); j++) {
                Item next = items.get(j);
                if (next.indent() <= it.indent() && next.d().priority() >= it.d().priority()) {
                    endLine = leadIn(next.line()) - 1;
                    break;
                }
            }
            endLine = lastNonBlank(it.line(), endLine);
            out.add(wholeLines(it.line(), endLine, it.d(), it.opened(), "", true));
        }
    }

    /** The first of the comment lines directly above {@code line} (they belong to what follows), or the line itself. */
    private int leadIn(int line) {
        int k = line;
        while (k > 0 && !lines.isBlank(k - 1) && lines.isCodeBlank(k - 1)) {
            k--;
        }
        return k;
    }

    private int lastNonBlank(int from, int to) {
        int k = to;
        while (k > from && lines.isBlank(k)) {
            k--;
        }
        return k;
    }

    /** Sections: a heading and what follows it, up to the next heading of the same or a higher level. */
    private void headings(List<Delimiter> rows, List<Block> out) {
        List<Heading> found = new ArrayList<>();
        List<String> rstStyles = new ArrayList<>();
        for (int line = 0; line < lines.count(); line++) {
            for (Delimiter d : rows) {
                if (d.underline() != null) {
                    Heading h = underlined(d, line, rstStyles);
                    if (h != null) {
                        found.add(h);
                        line = h.line() + 1; // the underline is part of the heading
                        break;
                    }
                    continue;
                }
                Matcher m = region(d.start(), lines.start(line), lines.contentEnd(line));
                if (m.find()) {
                    int level = d.level() > 0 ? d.level() : (m.groupCount() >= 1 && m.group(1) != null ? m.group(1).length() : 1);
                    found.add(new Heading(line, level, d, lines.original(line).strip()));
                    break;
                }
            }
        }
        for (int i = 0; i < found.size(); i++) {
            Heading h = found.get(i);
            int endLine = lines.count() - 1;
            for (int j = i + 1; j < found.size(); j++) {
                if (found.get(j).level() <= h.level()) {
                    endLine = leadIn(found.get(j).line()) - 1;
                    // an rst overline belongs to the next heading
                    if (endLine >= 0 && overlined(found.get(j).line())) {
                        endLine--;
                    }
                    break;
                }
            }
            int startLine = h.line();
            if (overlined(startLine) && h.d().underline() != null) {
                startLine--;
            }
            endLine = lastNonBlank(startLine, Math.max(startLine, endLine));
            String title = h.title().length() > 40 ? h.title().substring(0, 40) : h.title();
            out.add(wholeLines(startLine, endLine, h.d(), title, "", true));
        }
    }

    /** Whether the line above a heading is an rst overline (the same adornment). */
    private boolean overlined(int headingLine) {
        return headingLine > 0 && headingLine + 1 < lines.count()
                && RST_ADORNMENT.matcher(lines.original(headingLine - 1)).matches()
                && lines.original(headingLine - 1).strip().equals(lines.original(headingLine + 1).strip());
    }

    /** A text line followed by an underline (setext {@code ===}/{@code ---}, or any rst adornment). */
    private Heading underlined(Delimiter d, int line, List<String> rstStyles) {
        if (line + 1 >= lines.count() || lines.start(line + 1) >= lines.original.length()
                || ADORNMENT_CHARS.indexOf(lines.original.charAt(lines.start(line + 1))) < 0) {
            return null; // the next line cannot be an underline: no need to look further
        }
        if (lines.isBlank(line) || RST_ADORNMENT.matcher(lines.original(line)).matches()) {
            return null;
        }
        String text = lines.original(line).strip();
        String under = lines.original(line + 1);
        if (d.underline().equals("setext")) {
            Matcher m = SETEXT.matcher(under);
            if (!m.matches() || text.startsWith("#") || text.startsWith("- ") || text.startsWith("* ")) {
                return null;
            }
            return new Heading(line, m.group(1).charAt(0) == '=' ? 1 : 2, d, text);
        }
        Matcher m = RST_ADORNMENT.matcher(under);
        if (!m.matches() || under.strip().length() < Math.min(text.length(), 3)) {
            return null;
        }
        String style = (overlined(line) ? "over" : "") + m.group(1);
        int level = rstStyles.indexOf(style);
        if (level < 0) {
            rstStyles.add(style);
            level = rstStyles.size() - 1;
        }
        return new Heading(line, level + 1, d, text);
    }

    private record Heading(int line, int level, Delimiter d, String title) {}

    /** Elements whose opening and closing tags are on different lines; script and style bodies are not scanned. */
    private void tags(List<Delimiter> rows, List<Block> out) {
        Delimiter d = rows.getFirst();
        record Open(String name, int pos) {}
        Deque<Open> stack = new ArrayDeque<>();
        String m = lines.masked;
        Matcher t = TAG.matcher(m);
        int from = 0;
        while (from < m.length() && t.find(from)) {
            from = t.end();
            String name = t.group(2).toLowerCase(Locale.ROOT);
            boolean closing = !t.group(1).isEmpty();
            boolean selfClosing = !t.group(3).isEmpty();
            if (!closing) {
                if (selfClosing || VOID_ELEMENTS.contains(name)) {
                    continue;
                }
                stack.push(new Open(name, t.start()));
                if (RAW_TEXT_ELEMENTS.contains(name)) {
                    int close = m.toLowerCase(Locale.ROOT).indexOf("</" + name, from);
                    if (close >= 0) {
                        from = close;
                    }
                }
                continue;
            }
            Open match = null;
            for (Open o : stack) {
                if (o.name().equals(name)) {
                    match = o;
                    break;
                }
            }
            if (match == null) {
                continue;
            }
            while (stack.peek() != match) {
                stack.pop();
            }
            stack.pop();
            int openLine = lines.lineOf(match.pos());
            int closeLine = lines.lineOf(t.start());
            if (openLine != closeLine) {
                out.add(wholeLines(openLine, closeLine, d, "<" + name + ">", "</" + name + ">", false));
            }
        }
    }
}
