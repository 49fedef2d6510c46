package dev.kerf.internal.markup;

import dev.kerf.internal.markup.MarkupDialect.Hit;
import dev.kerf.internal.markup.MarkupDialect.Role;
import dev.kerf.internal.markup.MarkupDialect.Rule;
import dev.kerf.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One text of a markup language read into its top-level blocks (headings, paragraphs, lists,
 * tables, code and other delimited blocks), each with its char range and the heading path in
 * force at it. Read line by line with the rules of the language's {@link MarkupDialect}: no
 * inline markup is parsed, since only where blocks begin and end matters to the cuts.
 */
final class MarkupDocument {
    enum Kind { HEADING, PARAGRAPH, LIST, CODE, BLOCK, TABLE }

    /**
     * A top-level block: its range (from its first char to the end of its last line that is not
     * blank, without the line break), its kind and the heading path in force at it (a heading's
     * path ends with itself).
     *
     * @param language the language a code block names, or null
     * @param parts where a list's items begin (the first at {@code start}); empty for other blocks
     * @param inner the blocks inside a delimited block that is not code (an example, a sidebar, a
     *     note's body, AsciiDoc's tabs); empty for other blocks
     * @param bodyStart where a code block's code begins: after its opening line (a fence, a
     *     directive) and the lines attached above it; {@code start} for other blocks
     * @param bodyEnd where a code block's code ends: at its closing line, or at the explanations
     *     that follow the code (AsciiDoc's callouts); {@code end} for other blocks
     */
    record Block(int start, int end, Kind kind, List<String> path, String language, List<Integer> parts, List<Block> inner,
            int bodyStart, int bodyEnd) {
        Block(int start, int end, Kind kind, List<String> path, String language, List<Integer> parts, List<Block> inner) {
            this(start, end, kind, path, language, parts, inner, start, end);
        }
    }

    /** Languages a highlight directive names to say its blocks are not highlighted. */
    private static final java.util.Set<String> NO_LANGUAGE = java.util.Set.of("none", "text", "default");

    /** The same, two chars long at least: under a title of one or two chars. */
    private static final Pattern SHORT_ADORNMENT = Pattern.compile("([=\\-~^\"'`#*+:._!<>])\\1+\\s*");

    /** reStructuredText's adornment: one punctuation char repeated, three times at least. */
    private static final Pattern ADORNMENT = Pattern.compile("([=\\-~^\"'`#*+:._!<>])\\1{2,}\\s*");

    final String text;
    final List<Block> blocks = new ArrayList<>();
    private final MarkupDialect dialect;
    private final int[] starts;
    /** The lines read: {@code [first, count)}. */
    private final int first;
    private final int count;
    /** What the reading of the whole text learns as it goes, shared with the texts inside its blocks. */
    private final Reading reading;

    /**
     * reStructuredText's adornment styles in the order they first appear (their rank is their
     * level), and the language {@code .. highlight::} last named, which the literal blocks after it
     * and the code directives that name none are written in.
     */
    private static final class Reading {
        final List<String> adornmentStyles = new ArrayList<>();
        String highlight;
    }

    MarkupDocument(String text, MarkupDialect dialect) {
        this(text, dialect, Lines.starts(text), 0, -1, new Reading(), List.of());
    }

    /** The blocks of lines {@code [first, end)} of the text, under the heading path {@code path}. */
    private MarkupDocument(String text, MarkupDialect dialect, int[] starts, int first, int end, Reading reading, List<String> path) {
        this.text = text;
        this.dialect = dialect;
        this.starts = starts;
        this.first = first;
        this.count = end < 0 ? starts.length : end;
        this.reading = reading;
        read(path);
    }

    /** The blocks of lines {@code [from, to)}, read as a text of their own inside a block under {@code path}. */
    private List<Block> inner(int from, int to, List<String> path) {
        return from >= to ? List.of() : new MarkupDocument(text, dialect, starts, from, to, reading, path).blocks;
    }

    /** A heading found at a line: the lines it takes (an overline, the text, an underline), its level and title. */
    private record Heading(int first, int last, int level, String title) {}

    private void read(List<String> outer) {
        // The open headings' levels and titles; those of the block this text is inside rank above any of its own.
        List<Integer> levels = new ArrayList<>(java.util.Collections.nCopies(outer.size(), 0));
        List<String> titles = new ArrayList<>(outer);
        List<String> path = outer;
        int attachedFrom = -1;
        String attachedLanguage = null;
        int i = first;
        while (i < count) {
            String line = line(i);
            if (line.isBlank()) {
                i++;
                continue;
            }
            Heading h = heading(i);
            if (h != null) {
                while (!levels.isEmpty() && levels.getLast() >= h.level()) {
                    levels.removeLast();
                    titles.removeLast();
                }
                levels.add(h.level());
                titles.add(dialect.plainTitle(h.title()));
                path = List.copyOf(titles);
                int from = starts[attachedFrom >= 0 ? attachedFrom : h.first()];
                if (titles.size() == 1 && preambleOfDirectives()) {
                    // Directives and comments above a text's first heading (.. highlight::, .. module::) open its section.
                    from = blocks.getFirst().start();
                    blocks.clear();
                }
                addAt(from, h.last(), Kind.HEADING, path, null, List.of(), List.of());
                attachedFrom = -1;
                attachedLanguage = null;
                i = h.last() + 1;
                continue;
            }
            Hit attached = dialect.first(Role.ATTACHED, line);
            if (attached != null) {
                if (attachedFrom < 0) {
                    attachedFrom = i;
                }
                String language = attached.group("lang");
                if (language != null) {
                    attachedLanguage = language;
                }
                i++;
                continue;
            }
            int from = attachedFrom >= 0 ? attachedFrom : i;
            Block joined = joinsNext() ? blocks.removeLast() : null;
            i = block(i, from, path, attachedLanguage);
            if (joined != null) { // AsciiDoc's "+": the block after a list item's continuation line is the item's
                Block b = blocks.removeLast();
                List<Block> inner = new ArrayList<>(joined.inner());
                inner.add(b);
                blocks.add(new Block(joined.start(), b.end(), joined.kind(), joined.path(), null, joined.parts(), inner));
            }
            attachedFrom = -1;
            attachedLanguage = null;
        }
        if (attachedFrom >= 0) { // attached lines with no block after them: a paragraph of their own
            add(attachedFrom, lastNonBlank(attachedFrom, count - 1), Kind.PARAGRAPH, path, null, List.of(), List.of());
        }
    }

    /** Whether the last block is a list whose last line joins the block after it to its last item. */
    private boolean joinsNext() {
        if (blocks.isEmpty() || blocks.getLast().kind() != Kind.LIST) {
            return false;
        }
        Block list = blocks.getLast();
        return dialect.first(Role.JOINS, lineAt(Math.max(list.start(), list.end() - 1))) != null;
    }

    /** Whether blocks come before the first heading and all of them are directives or comments. */
    private boolean preambleOfDirectives() {
        return !blocks.isEmpty() && blocks.stream().allMatch(b -> b.kind() == Kind.BLOCK && b.path().isEmpty()
                && dialect.first(Role.DIRECTIVE, lineAt(b.start())) != null);
    }

    /** Reads the block beginning at line {@code i} (its attached lines from {@code from}); returns the line after it. */
    private int block(int i, int from, List<String> path, String attachedLanguage) {
        String line = line(i);
        Hit fence = dialect.first(Role.FENCE, line);
        int closer = fence == null ? -1 : closer(fence, line, i);
        if (fence != null && closer != HOLDS_HEADINGS) {
            boolean closed = closer >= 0;
            int close = closed ? closer : lastNonBlank(i, count - 1); // an unclosed fence runs to the end
            Kind kind = fence.rule().code() ? Kind.CODE : line.strip().startsWith("|") ? Kind.TABLE : Kind.BLOCK;
            String language = fence.group("lang") != null ? fence.group("lang") : attachedLanguage;
            List<Block> inner = kind == Kind.BLOCK ? inner(i + 1, closed ? close : close + 1, path) : List.of();
            add(from, close, kind, path, kind == Kind.CODE ? language : null, List.of(), inner);
            if (kind == Kind.CODE) {
                body(i + 1 < count ? starts[i + 1] : blocks.getLast().end(), closed ? starts[close] : blocks.getLast().end());
            }
            return close + 1;
        }
        Hit highlight = dialect.first(Role.HIGHLIGHT, line);
        if (highlight != null) {
            String named = highlight.group("lang");
            reading.highlight = named == null || NO_LANGUAGE.contains(named) ? null : named;
        }
        Hit directive = dialect.first(Role.DIRECTIVE, line);
        if (directive != null) {
            int last = indentedBelow(i, indent(line));
            if (directive.rule().table()) {
                add(from, last, Kind.TABLE, path, null, listTableRows(i + 1, last + 1), List.of());
                return last + 1;
            }
            boolean code = directive.rule().code();
            String language = directive.group("lang") != null ? directive.group("lang") : reading.highlight;
            add(from, last, code ? Kind.CODE : Kind.BLOCK, path, code ? language : null, List.of(),
                    code ? List.of() : inner(i + 1, last + 1, objectPath(line, path)));
            if (code) {
                body(i + 1 < count ? starts[i + 1] : blocks.getLast().end(), blocks.getLast().end());
            }
            return last + 1;
        }
        if (dialect.first(Role.CODE, line) != null) { // POD's verbatim paragraphs, with the blank lines between them
            int end = indentedBelow(i, 0);
            add(from, end, Kind.CODE, path, null, List.of(), List.of());
            return end + 1;
        }
        int last = runEnd(i);
        if (dialect.first(Role.TABLE, line) != null) {
            add(from, last, Kind.TABLE, path, null, List.of(), List.of());
            return last + 1;
        }
        boolean item = dialect.first(Role.ITEM, line) != null;
        Block previous = blocks.isEmpty() ? null : blocks.getLast();
        if (previous != null && previous.kind() == Kind.CODE && from == i && dialect.first(Role.TRAILS, line) != null) {
            // AsciiDoc's callouts (<1> ...) explain the listing above them
            blocks.removeLast();
            addAt(previous.start(), last, Kind.CODE, path, previous.language(), List.of(), List.of());
            body(previous.bodyStart(), Math.min(previous.bodyEnd(), previous.end()));
            return last + 1;
        }
        boolean continues = previous != null && previous.kind() == Kind.LIST && previous.path().equals(path)
                && (item || indent(line) > indent(lineAt(previous.start())));
        if (continues && from == i) {
            blocks.removeLast();
            List<Integer> parts = new ArrayList<>(previous.parts());
            parts.addAll(items(i, last, indent(lineAt(previous.start()))));
            addAt(previous.start(), last, Kind.LIST, path, null, parts, previous.inner());
        } else if (item) {
            add(from, last, Kind.LIST, path, null, items(i, last, indent(line)), List.of());
        } else {
            add(from, last, Kind.PARAGRAPH, path, null, List.of(), List.of());
        }
        if (dialect.first(Role.LITERAL, line(last)) == null) {
            return last + 1;
        }
        // A paragraph ending "::" is followed by a literal block: the lines indented below it.
        int next = last + 1;
        while (next < count && line(next).isBlank()) {
            next++;
        }
        if (next >= count || indent(line(next)) <= indent(line(i))) {
            return last + 1;
        }
        int end = indentedBelow(next - 1, indent(line(i)));
        if (blocks.getLast().kind() == Kind.LIST) { // inside a list item: the item's own
            Block list = blocks.removeLast();
            addAt(list.start(), end, Kind.LIST, path, null, list.parts(), list.inner());
        } else {
            add(next, end, Kind.CODE, path, reading.highlight, List.of(), List.of());
        }
        return end + 1;
    }

    /** The lines of a list that open its items: those matching an item rule at the list's indentation or less. */
    private List<Integer> items(int first, int last, int listIndent) {
        List<Integer> out = new ArrayList<>();
        for (int k = first; k <= last; k++) {
            String l = line(k);
            if (indent(l) <= listIndent && dialect.first(Role.ITEM, l) != null) {
                out.add(starts[k] + indent(l));
            }
        }
        if (out.isEmpty() || out.getFirst() > starts[first] + indent(line(first))) {
            out.addFirst(starts[first] + indent(line(first)));
        }
        return out;
    }

    /** The last line of the run of lines from {@code i}: up to a blank line, or a line that opens a heading or a fence. */
    private int runEnd(int i) {
        int k = i;
        while (k + 1 < count && !line(k + 1).isBlank() && heading(k + 1) == null
                && dialect.first(Role.FENCE, line(k + 1)) == null && dialect.first(Role.DIRECTIVE, line(k + 1)) == null
                && !attachedToFence(k + 1)) {
            k++;
        }
        return k;
    }

    /** Whether line {@code k} begins attached lines ({@code [source,java]}) right above a fence, whose block they open. */
    private boolean attachedToFence(int k) {
        int j = k;
        while (j < count && dialect.first(Role.ATTACHED, line(j)) != null) {
            j++;
        }
        return j > k && j < count && dialect.first(Role.FENCE, line(j)) != null;
    }

    /** What {@link #closer} says of a block of text that would hold headings: it is none. */
    private static final int HOLDS_HEADINGS = -2;

    /**
     * The line that closes the fence {@code opening} opened at line {@code i}; -1 when none does.
     * A block of text whose closer names the opening's group (LaTeX's environments) holds no
     * headings: one that would ({@code \begin{appendices}} around sections) is no block at all,
     * {@link #HOLDS_HEADINGS}, so that its sections stay sections; so is a block of a rule that a
     * heading leaves unclosed (Org's, POD's) when a heading comes before its closing line.
     */
    private int closer(Hit fence, String opening, int i) {
        Rule rule = fence.rule();
        String open = opening.strip();
        Pattern closer = rule.closerFor(fence.match());
        String name = rule.closerGroup() == null ? null : fence.match().group(rule.closerGroup());
        int depth = 0;
        for (int k = i + 1; k < count; k++) {
            String l = line(k);
            if ((name != null && !rule.code() || rule.endsAtHeading()) && heading(k) != null) {
                return HOLDS_HEADINGS;
            }
            if (rule.sameCloser() ? l.strip().equals(open) : closer.matcher(l).lookingAt()) {
                if (depth == 0) {
                    return k;
                }
                depth--;
            } else if (name != null) { // the same block opened again inside it (LaTeX's nested itemize)
                Matcher again = rule.match(l);
                if (again != null && name.equals(again.group(rule.closerGroup()))) {
                    depth++;
                }
            }
        }
        return -1;
    }

    /**
     * The heading path of what a directive's body holds: an object's directive (Sphinx's
     * {@code .. confval:: copyright}) names the object under the path it is in, as Sphinx's table
     * of contents does, so that a part of its description cut from its first line still says
     * what it describes; any other directive's body is under its path.
     */
    private List<String> objectPath(String line, List<String> path) {
        Hit object = dialect.first(Role.OBJECT, line);
        if (object == null) {
            return path;
        }
        List<String> named = new ArrayList<>(path);
        named.add(object.group("kind") + " " + object.group("name"));
        return List.copyOf(named);
    }

    /**
     * Where the rows after a list-table's header begin, {@code lines [from, to)} being its body:
     * each top-level item is a row, and the first {@code :header-rows:} of them (none when the
     * option is not given) are the header, which the table's parts repeat. Empty when it has
     * no rows after its header.
     */
    private List<Integer> listTableRows(int from, int to) {
        int headerRows = 0;
        int itemIndent = -1;
        List<Integer> rows = new ArrayList<>();
        for (int k = from; k < to; k++) {
            String l = line(k);
            String stripped = l.strip();
            if (stripped.isEmpty()) {
                continue;
            }
            Matcher option = HEADER_ROWS.matcher(stripped);
            if (itemIndent < 0 && option.matches()) {
                headerRows = Integer.parseInt(option.group(1));
            } else if ((stripped.startsWith("* ") || stripped.startsWith("- ") || stripped.equals("*") || stripped.equals("-"))
                    && (itemIndent < 0 || indent(l) == itemIndent)) {
                itemIndent = indent(l);
                rows.add(starts[k]);
            }
        }
        return headerRows < rows.size() ? List.copyOf(rows.subList(headerRows, rows.size())) : List.of();
    }

    /** A list-table's option naming how many of its first rows are its header. */
    private static final Pattern HEADER_ROWS = Pattern.compile(":header-rows:\\s*(\\d{1,3})\\s*");

    /** The last line not blank of the lines after {@code i} that are blank or indented deeper than {@code indent}. */
    private int indentedBelow(int i, int indent) {
        int last = i;
        for (int k = i + 1; k < count; k++) {
            String l = line(k);
            if (l.isBlank()) {
                continue;
            }
            if (indent(l) <= indent) {
                break;
            }
            last = k;
        }
        return last;
    }

    /** A heading at line {@code i} by the dialect's rules, or null. */
    private Heading heading(int i) {
        String line = line(i);
        Hit h = dialect.first(Role.HEADING, line);
        if (h != null) {
            String level = h.group("level");
            String title = h.group("title");
            int rank = h.rule().level() > 0 ? h.rule().level()
                    : level == null ? 1 : level.chars().allMatch(Character::isDigit) ? Integer.parseInt(level) : level.length();
            return new Heading(i, i, rank, title != null ? title : line.strip());
        }
        List<MarkupDialect.Rule> underline = dialect.rules(Role.UNDERLINE);
        if (underline.isEmpty()) {
            return null;
        }
        return underline.getFirst().pattern().pattern().equals("asciidoc") ? twoLineTitle(i) : adorned(i);
    }

    /** AsciiDoc's underline chars, by level: {@code =} the document title, {@code -} a section as {@code ==}... */
    private static final String TWO_LINE_LEVELS = "=-~^+";
    private static final Pattern TWO_LINE_UNDERLINE = Pattern.compile("([=\\-~^+])\\1+[ \t]*");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]");

    /**
     * AsciiDoc's two-line section title, as Asciidoctor still reads it (git's manual pages and
     * release notes are written so): a line of text, after a blank line or a line attached to it,
     * over a line of one of {@code = - ~ ^ +} of the same length give or take one char. A line
     * that is a list item, a block's attribute or title, or a delimiter, is no title.
     */
    private Heading twoLineTitle(int i) {
        if (i + 1 >= count) {
            return null;
        }
        // The underline first: most lines have none below them, and it is the cheapest test.
        String below = line(i + 1);
        if (below.isEmpty() || TWO_LINE_LEVELS.indexOf(below.charAt(0)) < 0) {
            return null;
        }
        Matcher under = TWO_LINE_UNDERLINE.matcher(below);
        String line = line(i);
        String title = line.strip();
        if (!under.matches() || Math.abs(under.group().strip().length() - title.codePointCount(0, title.length())) > 1) {
            return null;
        }
        if (i > 0 && !line(i - 1).isBlank() && dialect.first(Role.ATTACHED, line(i - 1)) == null) {
            return null;
        }
        if (indent(line) > 0 || !WORD.matcher(title).find() || dialect.first(Role.ITEM, line) != null
                || dialect.first(Role.ATTACHED, line) != null || dialect.first(Role.FENCE, line) != null) {
            return null;
        }
        return new Heading(i, i + 1, TWO_LINE_LEVELS.indexOf(under.group(1)) + 1, title);
    }

    /**
     * reStructuredText's section title: a line of text under an overline and over an underline of
     * the same adornment, or over an underline alone, at least as long as the text (or four
     * chars), after a blank line. Levels rank the styles (overlined or not, and the char) in the
     * order they first appear.
     */
    private Heading adorned(int i) {
        String line = line(i);
        if (i > 0 && !line(i - 1).isBlank()) {
            return null;
        }
        Matcher over = ADORNMENT.matcher(line);
        if (over.matches() && i + 2 < count) {
            String title = line(i + 1).strip();
            String under = line(i + 2).strip();
            if (!title.isEmpty() && under.equals(line.strip()) && !ADORNMENT.matcher(line(i + 1)).matches()) {
                return new Heading(i, i + 2, level("over" + over.group(1)), title);
            }
            return null;
        }
        if (over.matches() || i + 1 >= count || indent(line) > 0) {
            return null;
        }
        String title = line.strip();
        // A title of one or two chars may be underlined with as many ("Go" over "=="), as docutils reads it.
        Matcher under = (title.length() <= 2 ? SHORT_ADORNMENT : ADORNMENT).matcher(line(i + 1));
        if (!under.matches() || under.group().strip().length() < Math.min(title.length(), 4)) {
            return null;
        }
        return new Heading(i, i + 1, level(under.group(1)), title);
    }

    private int level(String style) {
        int k = reading.adornmentStyles.indexOf(style);
        if (k < 0) {
            reading.adornmentStyles.add(style);
            k = reading.adornmentStyles.size() - 1;
        }
        return k + 1;
    }

    /** A block of lines {@code firstLine} to {@code lastLine}. */
    private void add(int firstLine, int lastLine, Kind kind, List<String> path, String language, List<Integer> parts, List<Block> inner) {
        addAt(starts[firstLine], lastLine, kind, path, language, parts, inner);
    }

    /** Sets the code range of the block just read. */
    private void body(int bodyStart, int bodyEnd) {
        Block b = blocks.removeLast();
        int from = Math.min(Math.max(bodyStart, b.start()), b.end());
        blocks.add(new Block(b.start(), b.end(), b.kind(), b.path(), b.language(), b.parts(), b.inner(), from,
                Math.min(Math.max(bodyEnd, from), b.end())));
    }

    /** A block from char {@code start} (its first line's, or that of a block read before which it extends) to line {@code lastLine}. */
    private void addAt(int start, int lastLine, Kind kind, List<String> path, String language, List<Integer> parts, List<Block> inner) {
        blocks.add(new Block(start, Math.max(start, contentEnd(lastLine)), kind, path, language, List.copyOf(parts), inner));
    }

    private int lastNonBlank(int from, int to) {
        int k = to;
        while (k > from && line(k).isBlank()) {
            k--;
        }
        return k;
    }

    /** Line {@code i} without its line break. */
    private String line(int i) {
        return text.substring(starts[i], contentEnd(i));
    }

    /** The line holding char {@code pos}. */
    private String lineAt(int pos) {
        int lo = 0;
        int hi = count - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= pos) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return line(lo);
    }

    /** One past the last char of line {@code i} before its line break. */
    private int contentEnd(int i) {
        int end = i + 1 < starts.length ? starts[i + 1] : text.length();
        while (end > starts[i] && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return end;
    }

    private static int indent(String line) {
        int k = 0;
        while (k < line.length() && (line.charAt(k) == ' ' || line.charAt(k) == '\t')) {
            k++;
        }
        return k;
    }

    /** The index of the first block ending after {@code pos}, or the block count. */
    int firstEndingAfter(int pos) {
        int lo = 0;
        int hi = blocks.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (blocks.get(mid).end() > pos) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
