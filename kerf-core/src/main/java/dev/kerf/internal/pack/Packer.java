package dev.kerf.internal.pack;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import dev.kerf.tokens.TokenCounter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Split-then-merge: the one packing algorithm behind every strategy, and the only place that
 * guarantees the budget.
 *
 * <ol>
 *   <li><b>Split.</b> Walk the structure top-down; a segment whose exact count fits the budget is a
 *       unit; one that does not is replaced by its children, and a leaf that does not by its generic
 *       parts (lines, words, graphemes, code points). Units therefore tile the text.</li>
 *   <li><b>Merge.</b> From the first unit not yet packed, take as many following units as fit the
 *       budget, measured on the merged text itself (token counts do not add up in general).</li>
 *   <li><b>Small tails.</b> A chunk under {@code minTokens} joins a neighbour when the two fit
 *       together.</li>
 *   <li><b>Overlap.</b> Each chunk after the first is extended backwards over whole lines (or whole
 *       sentences, when the structure knows them; or whole words inside a line or sentence too long
 *       for one chunk) of the chunk before it, up to the overlap, never past maxTokens.</li>
 *   <li><b>End at content.</b> Each chunk ends at its last non-whitespace character, and begins
 *       at the start of the line its content begins on: the line breaks and blank lines after it
 *       and before it belong to no chunk (they carry nothing to embed, and a reader shown the
 *       chunk gains nothing from them).</li>
 * </ol>
 *
 * <p>A structure may ask, through a segment's node, for a chunk to begin at the segment
 * ({@link dev.kerf.spi.Node#startsChunk}: Markdown sections), and for room in every chunk that
 * holds a part of a segment cut into several chunks ({@link dev.kerf.spi.Node#wrapping}: a
 * re-opened code fence).
 *
 * <p>With overlap, a run of units between two such chunk starts (or the whole text) that fits
 * maxTokens is one chunk: only runs that must be cut are packed to {@code maxTokens - overlap}.
 *
 * <p>With overlap the merge budget is {@code maxTokens - overlap}, so that the overlap has room.
 */
public final class Packer {
    /** How many tokens merging two units may save at their seam, as far as trying goes. */
    static final int SEAM_SLACK = 2;
    /** Chars per token past which a range is taken not to fit without counting it (a shortcut, never a guarantee). */
    static final int FAR_TOO_LONG = 32;
    /** A packed chunk under this many tokens (or a quarter of the target) joins a neighbour where the two fit. */
    static final int CRUMB_TOKENS = 32;

    private final int maxTokens;
    private final int overlapTokens;
    private final int minTokens;
    /** Where packing stops adding units to a chunk of code; a unit over it (up to the budget) is kept whole. */
    private final int targetTokens;
    /** The same, for a structure of sections (Markdown with headings). */
    private final int sectionTargetTokens;
    /** Which labelled segments begin a chunk of their own; null for none (packed). */
    private final Predicate<Segment> definitionStarts;

    public Packer(int maxTokens, int overlapTokens, int minTokens) {
        this(maxTokens, overlapTokens, minTokens, maxTokens, maxTokens, null);
    }

    /**
     * @param targetTokens where packing stops adding units to a chunk of a structure of definitions
     *     (at most maxTokens); a unit between it and the budget (a whole definition) is a chunk of
     *     its own, never split.
     * @param sectionTargetTokens the same for a structure of sections (a whole section between it
     *     and the budget is a chunk of its own). Other structures (prose, plain text, Markdown
     *     without headings) fill to the budget.
     * @param definitionStarts when not null, a unit that begins a labelled segment (a definition,
     *     a block) this accepts starts a new chunk; chunks under {@code minTokens} still join a
     *     neighbour
     */
    public Packer(int maxTokens, int overlapTokens, int minTokens, int targetTokens, int sectionTargetTokens,
            Predicate<Segment> definitionStarts) {
        this.maxTokens = maxTokens;
        this.overlapTokens = overlapTokens;
        this.minTokens = minTokens;
        this.targetTokens = Math.min(targetTokens, maxTokens);
        this.sectionTargetTokens = Math.min(sectionTargetTokens, maxTokens);
        this.definitionStarts = definitionStarts;
    }

    /**
     * The single tokenizer pass over a document, begun ahead of packing so that other threads can
     * share it ({@link #help()}) while the document is parsed. Packing finishes it.
     */
    public static final class Tokens {
        private final TokenPass pass;

        private Tokens(TokenPass pass) {
            this.pass = pass;
        }

        /**
         * Counts parts of the text nobody has counted yet, on the calling thread. For a thread other
         * than the one that packs; returns at once when nothing is left.
         */
        public void help() {
            pass.help();
        }

        DocumentTokens finish() {
            return pass.finish();
        }
    }

    /**
     * A tokenizer's count of {@code text}, refused when negative (a tokenizer of one's own that
     * fails that way) before it becomes a chunk's or a contextual text's token count.
     */
    public static int checkedCount(TokenCounter counter, String text) {
        int count = counter.count(text);
        if (count < 0) {
            throw new IllegalStateException("the tokenizer '" + counter.name() + "' counted " + count + " tokens for a text of "
                    + text.length() + " chars: a count is never negative");
        }
        return count;
    }

    /**
     * Begins the tokenizer pass over {@code text} for {@link #pack(String, Structure, Tokens)}: only
     * finds where its parts begin. The counting happens in {@link Tokens#help()} and in the pack.
     */
    public static Tokens tokenize(String text, TokenCounter counter) {
        return new Tokens(new TokenPass(text, counter, TokenPass.BLOCK_CHARS));
    }

    /**
     * Packs one document. The pieces are in order; without overlap they do not overlap, and each
     * ends at its last non-whitespace char, so only whitespace lies between them.
     */
    public List<Piece> pack(String text, Structure structure, TokenCounter counter) {
        return pack(structure, DocumentTokens.index(text, counter));
    }

    /** Packs one document with the tokenizer pass begun by {@link #tokenize}, finishing it first. */
    public List<Piece> pack(String text, Structure structure, Tokens tokens) {
        return pack(structure, tokens.finish());
    }

    private List<Piece> pack(Structure structure, DocumentTokens tokens) {
        int budget = maxTokens - overlapTokens;
        Units units = new Units(budget);
        Splitting splitting = new Splitting(maxTokens, tokens, structure.isData());
        int to = tokens.text().length();
        int covered = 0;
        for (Segment top : structure.top()) {
            covered = splitting.split(top, null, covered, budget, units);
        }
        if (units.isEmpty() && !Whitespace.isBlank(tokens.text(), 0, to)) {
            // A structure that gives nothing for a text with content would lose all of it: it has failed.
            throw new IllegalStateException("the structure gave no segments for a text that is not blank");
        }
        if (!units.isEmpty() && covered < to) {
            // Whitespace after the last segment joins it.
            splitting.extendLast(units, to);
        }
        Map<Integer, Integer> overlapStarts = new HashMap<>();
        List<Piece> pieces = new Merging(maxTokens, overlapTokens, target(structure), definitionStarts, structure.hasDefinitions())
                .merge(units, tokens, structure, overlapStarts);
        pieces = joinSmall(pieces, tokens, budget, smallest(structure));
        if (overlapTokens > 0) {
            pieces = Overlap.add(pieces, tokens, overlapTokens, maxTokens, structure, overlapStarts);
        }
        // Last, so that the counts made while packing end at the tokenizer pass's marks.
        return endAtContent(pieces, tokens);
    }

    /**
     * Moves each chunk's end back to its last non-whitespace character, and drops a chunk of
     * whitespace only (a run of blanks too long for one chunk gives such parts). Its count is taken again on the
     * shorter text, from the full count and the few chars around the new end. A shorter
     * text may take a token more (BPE merges {@code ";\n\n"} differently from {@code ";"}): that
     * is fine within maxTokens and the chunk's reserve; past them the chunk keeps its whitespace.
     */
    private List<Piece> endAtContent(List<Piece> pieces, DocumentTokens tokens) {
        String text = tokens.text();
        List<Piece> out = new ArrayList<>(pieces.size());
        for (Piece p : pieces) {
            int end = p.end();
            while (end > p.start()) {
                int c = Character.codePointBefore(text, end);
                if (!Whitespace.is(c)) {
                    break;
                }
                end -= Character.charCount(c);
            }
            if (end == p.start()) {
                continue; // whitespace only: a run of blanks too long for one chunk, cut into parts
            }
            Piece ended = p;
            if (end < p.end()) {
                int count = tokens.countShortened(p.start(), p.end(), p.tokenCount(), end);
                ended = count <= maxTokens - p.reserve() ? p.withEnd(end, count) : p;
            }
            out.add(ended);
        }
        for (int i = 0; i < out.size(); i++) {
            int previous = i > 0 ? out.get(i - 1).textStart() : -1;
            int previousEnd = i > 0 ? out.get(i - 1).end() : 0;
            int next = i + 1 < out.size() ? out.get(i + 1).start() : Integer.MAX_VALUE;
            out.set(i, beginAtLineStart(out.get(i), text, tokens, previous, previousEnd, next));
        }
        return out;
    }

    /**
     * Moves a chunk's start to the start of the line its content begins on, its indentation in it.
     * Forward, past the blank lines it begins with (a file's first chunk when the file opens with
     * a blank line; a part of a docstring cut after its opening quotes): kept as it was where
     * chunks would no longer begin in order (with overlap, the next chunk may begin inside the
     * blank lines: {@code previous} and {@code next} are the starts around it). Or back, over the
     * indentation before it, when its structure began it at the first char of content (a nested
     * list item, a block's closing line): kept as it was where that indentation is in the chunk
     * before ({@code previousEnd}: overlap, or two chunks on one line). Either way kept where the
     * text would cost more than the limit allows, as at the end.
     */
    private Piece beginAtLineStart(Piece p, String text, DocumentTokens tokens, int previous, int previousEnd, int next) {
        int start = p.start();
        for (int i = p.start(); i < p.end() && Whitespace.is(text.charAt(i)); i++) {
            if (Lines.countBreaks(text, i, i + 1) == 1) {
                start = i + 1; // after a line break (a CR before its LF is none)
            }
        }
        if (start > p.start() && start > previous && start < next) {
            int count = tokens.count(start, p.end());
            if (count <= maxTokens - p.reserve()) {
                return p.withTextStart(start, count);
            }
        }
        int lineStart = p.start();
        while (lineStart > 0 && !Whitespace.isLineBreak(text.charAt(lineStart - 1)) && Whitespace.is(text.charAt(lineStart - 1))) {
            lineStart--;
        }
        if (lineStart < p.start() && Lines.startsLine(text, lineStart, 0) && lineStart >= previousEnd) {
            int count = tokens.count(lineStart, p.end());
            if (count <= maxTokens - p.reserve()) {
                return p.withRange(lineStart, count);
            }
        }
        return p;
    }

    /**
     * Joins a chunk under {@code smallest} (minTokens, or the crumb size) with its previous or next
     * neighbour when the two fit together. Across the start of a chunk the structure asked to
     * begin (a section, a document of a YAML stream), only when both are under the minTokens the
     * caller gave: kerf's own crumb size does not join the last lines of one Deployment with the
     * next document, which its scope would then no longer name.
     */
    private List<Piece> joinSmall(List<Piece> pieces, DocumentTokens tokens, int budget, int smallest) {
        if (smallest <= 0 || pieces.size() < 2) {
            return pieces;
        }
        List<Piece> out = new ArrayList<>(pieces);
        for (int i = 0; i < out.size() && out.size() > 1; ) {
            Piece p = out.get(i);
            if (p.tokenCount() >= smallest) {
                i++;
                continue;
            }
            boolean mayCross = p.tokenCount() < minTokens;
            boolean mayJoinPrevious = i > 0 && (!p.breakBefore() || mayCross && out.get(i - 1).tokenCount() < minTokens);
            if (mayJoinPrevious && tryJoin(out, i - 1, tokens, budget)) {
                i = i - 1;
            } else if (i + 1 < out.size() && (!out.get(i + 1).breakBefore() || mayCross && out.get(i + 1).tokenCount() < minTokens)
                    && tryJoin(out, i, tokens, budget)) {
                // joined with the next; look at the result again
            } else {
                i++;
            }
        }
        return out;
    }

    /**
     * The least count a chunk keeps without trying to join a neighbour: minTokens, and when
     * definitions share chunks up to a target, also the lesser of 32 tokens and a quarter of the target (for
     * data, of the section target it packs to): a crumb, the tail of a file, a closing brace cut
     * off by the limit; for written text, the same of its section target. Sections
     * keep theirs: each begins a chunk, however short (joining short ones retrieved no better on
     * the documentation sets).
     */
    private int smallest(Structure structure) {
        boolean packsDefinitions = structure.hasDefinitions() && definitionStarts == null && targetTokens < maxTokens;
        // Written text packs to the section target too: the closing fence of a code block cut by
        // the limit, a LaTeX document's \end{document} or a list's last item was a chunk of its
        // own inside its section. Joins never cross a section's start (above). So at a limit under
        // the section target (128) too, where text fills chunks to the limit.
        boolean packsText = structure.isWrittenText() && !structure.hasDefinitions();
        // A data file packs to the section target: a quarter of the code target (24 at the
        // defaults) left a Kubernetes document's last 24 to 31 tokens a chunk of their own.
        int target = structure.isData() || packsText ? sectionTargetTokens : targetTokens;
        return packsDefinitions || packsText ? Math.max(minTokens, Math.min(CRUMB_TOKENS, target / 4)) : minTokens;
    }

    /** Where packing stops adding units: the target for written text and data, or for definitions (code), else the budget. */
    private int target(Structure structure) {
        if (structure.isData()) {
            return sectionTargetTokens;
        }
        if (structure.hasDefinitions()) {
            return targetTokens;
        }
        return structure.isWrittenText() ? sectionTargetTokens : maxTokens;
    }

    private static boolean tryJoin(List<Piece> pieces, int i, DocumentTokens tokens, int budget) {
        Piece a = pieces.get(i);
        Piece b = pieces.get(i + 1);
        int reserve = Math.max(a.reserve(), b.reserve());
        int c = tokens.count(a.start(), b.end());
        if (c > budget - reserve) {
            return false;
        }
        List<Piece.Unit> units = new ArrayList<>(a.units());
        units.addAll(b.units());
        pieces.set(i, new Piece(a.start(), b.end(), c, List.copyOf(units), reserve, a.breakBefore()));
        pieces.remove(i + 1);
        return true;
    }
}
