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
            case ITEM -> words(parent.start(), parent.end());
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
        return out;
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
        return out;
    }

    /**
     * The parts of a line that holds a brace, ending just after a {@code , ; } ]} outside double
     * quotes (with the blanks after it), each of at least {@link #RUN_GRAPHEMES} chars: a long
     * line of minified JSON or code is cut between its items and statements, never at a space inside a string
     * ({@code "item number 2|"} when cut by words). A backslash escapes the next char inside
     * quotes; single quotes are not followed (an apostrophe in a comment would turn the rest of
     * the line inside out). The comma of a data URI's {@code ;base64,} cuts nothing: its data is
     * found in its word ({@link DataUris}).
     */
    List<Segment> items(int start, int end) {
        List<Segment> out = new ArrayList<>();
        if (!holdsBrace(start, end)) {
            // Prose, whose commas are inside its sentences, not between items (cut at them, the
            // Chroma prose sets lost a point of recall at 150 tokens): its words come next.
            out.add(part(start, end, ITEM));
            return out;
        }
        int from = start;
        boolean quoted = false;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else if (Whitespace.isLineBreak(c)) {
                    quoted = false; // a string does not run over a line's end
                }
                continue;
            }
            if (c == '"') {
                quoted = true;
            } else if ((c == ',' || c == ';' || c == '}' || c == ']') && i + 1 - from >= RUN_GRAPHEMES && endsItem(i, end)) {
                int next = i + 1;
                while (next < end && (text.charAt(next) == ' ' || text.charAt(next) == '\t')) {
                    next++;
                }
                if (next < end && !Whitespace.isLineBreak(text.charAt(next))) {
                    out.add(part(from, next, ITEM));
                    from = next;
                }
                i = next - 1;
            }
        }
        if (from < end) {
            out.add(part(from, end, ITEM));
        }
        return out;
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

    /**
     * Whether the {@code , ; } ]} at {@code i} ends an item: not a data URI's {@code ;base64,}, and
     * not a bracket a comma or semicolon follows ({@code },} ends after the comma).
     */
    private boolean endsItem(int i, int end) {
        char c = text.charAt(i);
        char next = i + 1 < end ? text.charAt(i + 1) : ' ';
        if (c == '}' || c == ']') {
            return next != ',' && next != ';' && next != '(' && next != ')';
        }
        return !(c == ',' && text.startsWith(";base64", i - 7)) && !(c == ';' && text.startsWith("base64,", i + 1));
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
