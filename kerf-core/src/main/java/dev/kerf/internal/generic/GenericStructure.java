package dev.kerf.internal.generic;

import static dev.kerf.internal.generic.GenericSegmenter.BLOCK;
import static dev.kerf.internal.generic.GenericSegmenter.CLAUSE;
import static dev.kerf.internal.generic.GenericSegmenter.CODE_POINT;
import static dev.kerf.internal.generic.GenericSegmenter.DATA;
import static dev.kerf.internal.generic.GenericSegmenter.GRAPHEME;
import static dev.kerf.internal.generic.GenericSegmenter.ITEM;
import static dev.kerf.internal.generic.GenericSegmenter.LINE;
import static dev.kerf.internal.generic.GenericSegmenter.RUN;
import static dev.kerf.internal.generic.GenericSegmenter.WORD;

import dev.kerf.internal.text.ClosingLines;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import java.text.BreakIterator;
import java.text.StringCharacterIterator;
import java.util.ArrayList;
import java.util.List;

/** Blocks, lines, words, graphemes and code points of one text (see {@link GenericSegmenter}). */
final class GenericStructure implements Structure {
    /**
     * The grapheme clusters a run holds. A word too long for a chunk (base64, a minified line) is
     * cut between runs before it is cut between graphemes: every part the Packer keeps is a unit
     * it holds in memory, and a 50 MB notebook of base64 images as single graphemes took 50
     * million of them (several GB). Sixteen keep a cut within a few tokens of where a grapheme
     * cut would fall.
     */
    static final int RUN_GRAPHEMES = 16;

    private final String text;
    private final Lines lines;

    GenericStructure(String text) {
        this.text = text;
        this.lines = new Lines(text);
    }

    @Override
    public List<Segment> top() {
        return blocks(0, text.length());
    }

    /** Blocks, lines and words have no scope to name. */
    @Override
    public boolean scoped() {
        return false;
    }

    @Override
    public java.util.Optional<String> strategy() {
        return java.util.Optional.of(Strategy.GENERIC);
    }

    /** The parts of one of this structure's segments, by its kind; see {@link #part}. */
    private List<Segment> children(Segment parent) {
        List<Segment> parts = switch (parent.kind()) {
            case BLOCK -> lines(parent.start(), parent.end());
            case LINE -> items(parent.start(), parent.end());
            case ITEM -> words(parent.start(), parent.end()); // an item of prose; items of data have their own node
            case WORD -> clauses(parent.start(), parent.end());
            case CLAUSE, DATA -> runs(parent.start(), parent.end());
            case RUN -> graphemes(parent.start(), parent.end());
            case GRAPHEME -> codePoints(parent.start(), parent.end());
            default -> List.of(); // a code point (or a CRLF) has no parts
        };
        return parts.size() > 1 ? parts : descend(parts, parent);
    }

    /** A segment with a single child at one level goes on to the next level. */
    private List<Segment> descend(List<Segment> parts, Segment parent) {
        if (parts.isEmpty()) {
            return List.of();
        }
        return children(parts.getFirst());
    }

    /** The coarsest split of a range with at least two parts, or empty. */
    List<Segment> finer(int start, int end) {
        List<Segment> parts = lines(start, end);
        if (parts.size() < 2) {
            parts = items(start, end);
        }
        if (parts.size() < 2) {
            parts = words(start, end);
        }
        if (parts.size() < 2) {
            parts = clauses(start, end);
        }
        if (parts.size() < 2) {
            parts = runs(start, end);
        }
        if (parts.size() < 2) {
            parts = graphemes(start, end);
        }
        if (parts.size() < 2) {
            parts = codePoints(start, end);
        }
        return parts.size() < 2 ? List.of() : parts;
    }

    /** A segment of this structure, whose children are found by its kind. */
    private Segment part(int start, int end, String kind) {
        return new Segment(start, end, kind, java.util.Map.of(), this::children);
    }

    /** Runs of non-blank lines, each with the blank lines after it. */
    List<Segment> blocks(int start, int end) {
        List<Segment> out = new ArrayList<>();
        int blockStart = start;
        boolean hasContent = false;
        boolean previousBlank = false;
        int lineStart = start;
        while (lineStart < end) {
            int lineEnd = lines.lineEnd(lineStart, end);
            boolean blank = Whitespace.isBlank(text, lineStart, lineEnd);
            if (!blank && previousBlank && hasContent) {
                out.add(part(blockStart, lineStart, BLOCK));
                blockStart = lineStart;
            }
            hasContent |= !blank;
            previousBlank = blank;
            lineStart = lineEnd;
        }
        if (hasContent) {
            out.add(part(blockStart, end, BLOCK));
        }
        return withClosingQuotes(out, BLOCK);
    }

    /**
     * {@code parts} with the last joined to the one before when it only closes a string
     * ({@link ClosingLines#closesString}): a docstring's or a heredoc's text, cut by its lines,
     * keeps its closing quotes.
     */
    private List<Segment> withClosingQuotes(List<Segment> parts, String kind) {
        if (parts.size() < 3 || !ClosingLines.closesString(text, parts.getLast().start(), parts.getLast().end())) {
            return parts;
        }
        Segment before = parts.get(parts.size() - 2);
        parts.set(parts.size() - 2, part(before.start(), parts.getLast().end(), kind));
        parts.removeLast();
        return parts;
    }

    /** Lines with their terminators; blank lines join the line before them (or, at the start, after). */
    List<Segment> lines(int start, int end) {
        List<Segment> out = new ArrayList<>();
        int segStart = start;
        boolean hasContent = false;
        int lineStart = start;
        while (lineStart < end) {
            int lineEnd = lines.lineEnd(lineStart, end);
            boolean blank = Whitespace.isBlank(text, lineStart, lineEnd);
            if (!blank && hasContent) {
                out.add(part(segStart, lineStart, LINE));
                segStart = lineStart;
            }
            hasContent |= !blank;
            lineStart = lineEnd;
        }
        if (segStart < end) {
            out.add(part(segStart, end, LINE));
        }
        return withClosingQuotes(out, LINE);
    }

    /**
     * The parts of a line of structured data or code (one that holds a brace, or a list of
     * tuples {@code ),(} as an SQL dump's {@code INSERT} does), outermost first: each ends just
     * after a {@code , ;} (or a closing <code>} ]</code> no comma follows) at the shallowest
     * bracket depth any of them has in the range, with the blanks after it, and holds at least
     * {@link #RUN_GRAPHEMES} chars. So a long line of minified JSON is cut between the objects
     * of its array before it is cut between the keys of one object, a dump's {@code INSERT}
     * between its rows, and a part still too long is cut the same way one depth further in
     * ({@link #MAX_ITEM_LEVELS} depths at most, then by words). Nothing is cut inside a string:
     * double quotes, and single quotes that open after no letter or digit (an SQL value, a
     * JavaScript string; an apostrophe inside a word opens nothing), with a backslash escaping
     * the next char. The comma of a data URI's {@code ;base64,} cuts nothing: its data is found
     * in its word ({@link DataUris}).
     */
    List<Segment> items(int start, int end) {
        if (!holdsBrace(start, end) && !holdsTuples(start, end)) {
            // Prose, whose commas are inside its sentences, not between items (cut at them, the
            // Chroma prose sets lost a point of recall at 150 tokens): its words come next.
            return List.of(part(start, end, ITEM));
        }
        List<Segment> parts = items(start, end, 0);
        return parts.isEmpty() ? List.of(part(start, end, ITEM)) : parts;
    }

    /** How many depths of a line's items are cut into before its words. */
    static final int MAX_ITEM_LEVELS = 8;

    /**
     * The items of {@code [start, end)} at the shallowest depth that has two or more (see
     * {@link #items(int, int)}), or empty when it has none.
     */
    private List<Segment> items(int start, int end, int level) {
        // One scan finds every place an item may end, with its depth relative to the range's start.
        int[] ends = new int[16];
        int[] depths = new int[16];
        int found = 0;
        int depth = 0;
        char quote = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote || Whitespace.isLineBreak(c)) {
                    quote = 0; // a string does not run over a line's end
                }
                continue;
            }
            switch (c) {
                case '"' -> quote = c;
                case '\'' -> quote = i > start && Character.isLetterOrDigit(text.charAt(i - 1)) ? 0 : c;
                case '{', '[', '(' -> depth++;
                case '}', ']', ')' -> depth--;
                default -> { }
            }
            if (!endsItem(c, i, end)) {
                continue;
            }
            int next = i + 1;
            while (next < end && (text.charAt(next) == ' ' || text.charAt(next) == '\t')) {
                next++;
            }
            if (next < end && !Whitespace.isLineBreak(text.charAt(next))) {
                if (found == ends.length) {
                    ends = java.util.Arrays.copyOf(ends, found * 2);
                    depths = java.util.Arrays.copyOf(depths, found * 2);
                }
                ends[found] = next;
                depths[found++] = depth;
            }
            i = next - 1;
        }
        // The shallowest depth whose item ends cut the range in two or more parts of 16 chars.
        for (int tried = 0, above = Integer.MIN_VALUE; tried < MAX_ITEM_LEVELS && found > 0; tried++) {
            int depthHere = Integer.MAX_VALUE;
            for (int k = 0; k < found; k++) {
                if (depths[k] > above) {
                    depthHere = Math.min(depthHere, depths[k]);
                }
            }
            if (depthHere == Integer.MAX_VALUE) {
                break;
            }
            List<Segment> out = new ArrayList<>();
            int from = start;
            for (int k = 0; k < found; k++) {
                if (depths[k] == depthHere && ends[k] - from >= RUN_GRAPHEMES) {
                    out.add(item(from, ends[k], level));
                    from = ends[k];
                }
            }
            if (!out.isEmpty()) {
                out.add(item(from, end, level));
                return out;
            }
            above = depthHere;
        }
        return List.of();
    }

    /** An item, whose parts are its items one depth further in or, below them, its words. */
    private Segment item(int start, int end, int level) {
        return new Segment(start, end, ITEM, java.util.Map.of(), self -> {
            List<Segment> parts = level + 1 < MAX_ITEM_LEVELS ? items(self.start(), self.end(), level + 1) : List.of();
            if (parts.isEmpty()) {
                parts = words(self.start(), self.end());
            }
            return parts.size() > 1 ? parts : descend(parts, self);
        });
    }

    /** Whether {@code [start, end)} holds a <code>{</code>: an object, a block or a rule, as minified JSON, code and CSS do. */
    private boolean holdsBrace(int start, int end) {
        for (int i = start; i < end; i++) {
            if (text.charAt(i) == '{') {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code [start, end)} holds a list of tuples, {@code ),(} or {@code ), (}: the rows of an SQL {@code INSERT}. */
    private boolean holdsTuples(int start, int end) {
        for (int i = start; i + 2 < end; i++) {
            if (text.charAt(i) == ')' && text.charAt(i + 1) == ',') {
                int next = i + 2;
                while (next < end && text.charAt(next) == ' ') {
                    next++;
                }
                if (next < end && text.charAt(next) == '(') {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the {@code c} at {@code i} ends an item: a {@code , ;} that is not a data URI's
     * {@code ;base64,}, or a closing <code>} ]</code> no comma, semicolon or parenthesis follows
     * (<code>},</code> ends after the comma).
     */
    private boolean endsItem(char c, int i, int end) {
        char next = i + 1 < end ? text.charAt(i + 1) : ' ';
        return switch (c) {
            case '}', ']' -> next != ',' && next != ';' && next != '(' && next != ')';
            case ',' -> !text.startsWith(";base64", i - 7);
            case ';' -> !text.startsWith("base64,", i + 1);
            default -> false;
        };
    }

    /**
     * Runs of non-whitespace with the whitespace after them; leading whitespace joins the first.
     * The base64 data of a data URI in a word ({@link DataUris}) is a part of its own that begins
     * and ends a chunk: an image written into a page is not packed with the sentences around it.
     */
    List<Segment> words(int start, int end) {
        List<Segment> out = new ArrayList<>(Math.max(10, (end - start) / 6));
        int segStart = start;
        int i = start;
        while (i < end && Whitespace.is(text.charAt(i))) {
            i++;
        }
        while (i < end) {
            int wordStart = i;
            while (i < end && !Whitespace.is(text.charAt(i))) {
                i++;
            }
            int wordEnd = i;
            while (i < end && Whitespace.is(text.charAt(i))) {
                i++;
            }
            if (wordEnd - wordStart >= DataUris.MIN_DATA_CHARS) {
                for (int[] data = DataUris.find(text, wordStart, wordEnd); data != null; data = DataUris.find(text, data[1], wordEnd)) {
                    if (data[0] > segStart) {
                        out.add(part(segStart, data[0], WORD));
                    }
                    // What closes the URI (a quote, a parenthesis) stays with its data.
                    segStart = DataUris.closed(text, data[1], wordEnd) ? i : data[1];
                    out.add(part(data[0], segStart, DATA).apart());
                }
                if (segStart == i) {
                    continue;
                }
            }
            out.add(part(segStart, i, WORD));
            segStart = i;
        }
        if (segStart < end) {
            out.add(part(segStart, end, WORD));
        }
        return out;
    }

    /**
     * The parts of a word that end just after a {@code ; , } ) ] >} and hold at least
     * {@link #RUN_GRAPHEMES} chars: a minified line of JavaScript or CSS is cut after a statement,
     * a rule or an item rather than inside a name, in parts no more numerous than runs (base64
     * has none of these, and is cut into runs).
     */
    List<Segment> clauses(int start, int end) {
        List<Segment> out = new ArrayList<>();
        int from = start;
        for (int i = start; i < end; i++) {
            if (endsClause(text.charAt(i)) && i + 1 - from >= RUN_GRAPHEMES && i + 1 < end && !Whitespace.is(text.charAt(i + 1))) {
                out.add(part(from, i + 1, CLAUSE));
                from = i + 1;
            }
        }
        if (from < end) {
            out.add(part(from, end, CLAUSE));
        }
        return out;
    }

    private static boolean endsClause(char c) {
        return switch (c) {
            case ';', ',', '}', ')', ']', '>' -> true;
            default -> false;
        };
    }

    /** Runs of {@link #RUN_GRAPHEMES} extended grapheme clusters (the last one may hold fewer). */
    List<Segment> runs(int start, int end) {
        List<Segment> out = new ArrayList<>();
        BreakIterator it = BreakIterator.getCharacterInstance();
        it.setText(new StringCharacterIterator(text, start, end, start));
        int from = it.first();
        int graphemes = 0;
        for (int to = it.next(); to != BreakIterator.DONE; to = it.next()) {
            if (++graphemes == RUN_GRAPHEMES) {
                out.add(part(from, to, RUN));
                from = to;
                graphemes = 0;
            }
        }
        if (from < end) {
            out.add(part(from, end, RUN));
        }
        return out;
    }

    /** Extended grapheme clusters, as the JDK's character BreakIterator finds them. */
    List<Segment> graphemes(int start, int end) {
        List<Segment> out = new ArrayList<>();
        BreakIterator it = BreakIterator.getCharacterInstance();
        it.setText(new StringCharacterIterator(text, start, end, start));
        int from = it.first();
        for (int to = it.next(); to != BreakIterator.DONE; to = it.next()) {
            out.add(part(from, to, GRAPHEME));
            from = to;
        }
        return out;
    }

    /** Code points; a CR and the LF after it stay together. */
    List<Segment> codePoints(int start, int end) {
        List<Segment> out = new ArrayList<>();
        int i = start;
        while (i < end) {
            int next = i + Character.charCount(text.codePointAt(i));
            if (text.charAt(i) == '\r' && next < end && text.charAt(next) == '\n') {
                next++;
            }
            next = Math.min(next, end);
            out.add(part(i, next, CODE_POINT));
            i = next;
        }
        return out;
    }
}
