package dev.kerf.internal.delimiter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the candidate blocks of every delimiter in a masked text, one end style at a time: brace
 * and paren pairs ({@link BracePairs}), keyword blocks, indented blocks, items, heading sections and
 * tags, each in a file of its own; this class holds what they share (matching a row's pattern on a
 * line, whole-line blocks) and which blocks are found once for the whole text.
 */
final class BlockFinder {
    final SourceLines lines;
    /** One reusable matcher per pattern over the masked text: headers are matched as regions, never copied. */
    private final Map<Pattern, Matcher> matchers = new java.util.IdentityHashMap<>();

    /** The delimiters by end style, in the order of their first row. */
    private final Map<Delimiter.End, List<Delimiter>> byEnd = new LinkedHashMap<>();
    /** The blocks of end styles found in the whole text, by end style, found once. */
    private final Map<Delimiter.End, List<Block>> wholeText = new java.util.EnumMap<>(Delimiter.End.class);

    /**
     * Whether a line break ends a statement unless the line asks to go on ({@code \}, a pipe, {@code
     * &&}): the shell family's languages. A header then never takes the line above it
     * ({@code setopt x} above {@code foo() {}).
     */
    final boolean linesEndStatements;

    BlockFinder(SourceLines lines, List<Delimiter> delimiters, boolean linesEndStatements) {
        this.lines = lines;
        this.linesEndStatements = linesEndStatements;
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
    Matcher region(Pattern p, int from, int to) {
        Matcher m = matchers.computeIfAbsent(p, k -> k.matcher(lines.masked));
        return m.region(from, to);
    }

    /** The first row whose start pattern is found in {@code masked[from, to)}, or null. */
    Delimiter firstMatching(List<Delimiter> rows, int from, int to) {
        for (Delimiter d : rows) {
            if (d.start() == null || region(d.start(), from, to).find()) {
                return d;
            }
        }
        return null;
    }

    /** What the row's start pattern matched in {@code masked[from, to)} (at most 40 chars), or the fallback. */
    String matched(Delimiter d, int from, int to, String fallback) {
        if (d.start() == null) {
            return fallback;
        }
        Matcher m = region(d.start(), from, to);
        String s = m.find() ? m.group().strip() : fallback;
        return s.length() > 40 ? s.substring(0, 40) : s;
    }

    boolean lineMatches(Pattern p, int line) {
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
                case INDENT -> new IndentBlocks(this).indents(rows, firstLineFrom(from), firstLineFrom(to), out);
                case BRACES -> new BracePairs(this).pairs(rows, '{', '}', false, from, to, out);
                default -> out.addAll(wholeText.computeIfAbsent(end, e -> wholeTextBlocks(e, rows)));
            }
        });
        return out;
    }

    /** The blocks of an end style that depends on what comes before a region, found in the whole text. */
    private List<Block> wholeTextBlocks(Delimiter.End end, List<Delimiter> rows) {
        List<Block> out = new ArrayList<>();
        switch (end) {
            case PARENS -> new BracePairs(this).pairs(rows, '(', ')', true, 0, lines.masked.length(), out);
            case KEYWORD -> new KeywordBlocks(this).keywords(rows, out);
            case NEXT -> new NextBlocks(this).nexts(rows, out);
            case HEADING -> new HeadingBlocks(this).headings(rows, out);
            case TAG -> new TagBlocks(this).tags(rows, out);
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
    Block wholeLines(int headerLine, int closeLine, Delimiter d, String opened, String closed, boolean soft) {
        return new Block(lines.start(headerLine), lines.end(closeLine), headerLine, d, opened, closed, soft);
    }

    /** The first of the comment lines directly above {@code line} (they belong to what follows), or the line itself. */
    int leadIn(int line) {
        int k = line;
        while (k > 0 && !lines.isBlank(k - 1) && lines.isCodeBlank(k - 1)) {
            k--;
        }
        return k;
    }

    int lastNonBlank(int from, int to) {
        int k = to;
        while (k > from && lines.isBlank(k)) {
            k--;
        }
        return k;
    }


}
