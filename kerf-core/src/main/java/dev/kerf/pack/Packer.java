package dev.kerf.pack;

import dev.kerf.segment.Segment;
import dev.kerf.segment.Structure;
import dev.kerf.segment.Wrapping;
import dev.kerf.segment.generic.GenericSegmenter;
import dev.kerf.text.Whitespace;
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
 *   <li><b>End at content.</b> Each chunk ends at its last non-whitespace character: the line
 *       breaks and blank lines after it belong to no chunk (they carry nothing to embed, and a
 *       reader shown the chunk gains nothing from them).</li>
 * </ol>
 *
 * <p>A structure may ask for a chunk to begin at a segment ({@link Structure#startsChunk}: Markdown
 * sections), and for room in every chunk that holds a part of a segment cut into several chunks
 * ({@link Structure#wrapping}: a re-opened code fence).
 *
 * <p>With overlap, a run of units between two such chunk starts (or the whole text) that fits
 * maxTokens is one chunk: only runs that must be cut are packed to {@code maxTokens - overlap}.
 *
 * <p>With overlap the merge budget is {@code maxTokens - overlap}, so that the overlap has room.
 */
public final class Packer {
    /** How many tokens merging two units may save at their seam, as far as trying goes. */
    private static final int SEAM_SLACK = 2;
    /** The count of a unit that fits by the tokenizer's upper bound and was never counted. */
    private static final int UNCOUNTED = -1;
    /** The least share of its budget a chunk keeps when its end moves back to a shallower boundary. */
    private static final double CUT_FILL = 0.75;
    /** Chars per token past which a range is taken not to fit without counting it (a shortcut, never a guarantee). */
    private static final int FAR_TOO_LONG = 32;
    /** A packed chunk under this many tokens (or a quarter of the target) joins a neighbour where the two fit. */
    private static final int CRUMB_TOKENS = 32;
    /** A parent's header is small, and kept with the start of its body, up to this share of the budget. */
    private static final int HEADER_SHARE = 2;
    /** How often a structure may answer a segment's children with one segment of the same range. */
    private static final int MAX_SAME_RANGE_DESCENTS = 16;

    private final int maxTokens;
    private final int overlapTokens;
    private final int minTokens;
    /** Where packing stops adding units to a chunk; a unit over it (up to the budget) is kept whole. */
    private final int targetTokens;
    /** Which labelled segments begin a chunk of their own; null for none (packed). */
    private final Predicate<Segment> definitionStarts;

    public Packer(int maxTokens, int overlapTokens, int minTokens) {
        this(maxTokens, overlapTokens, minTokens, maxTokens, null);
    }

    /**
     * @param targetTokens where packing stops adding units to a chunk of a structure of definitions
     *     (at most maxTokens); a unit between it and the budget (a whole definition) is a chunk of
     *     its own, never split. Other structures (Markdown, prose, plain text) fill to the budget.
     * @param definitionStarts when not null, a unit that begins a labelled segment (a definition,
     *     a block) this accepts starts a new chunk; chunks under {@code minTokens} still join a
     *     neighbour
     */
    public Packer(int maxTokens, int overlapTokens, int minTokens, int targetTokens, Predicate<Segment> definitionStarts) {
        this.maxTokens = maxTokens;
        this.overlapTokens = overlapTokens;
        this.minTokens = minTokens;
        this.targetTokens = Math.min(targetTokens, maxTokens);
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
        return pack(text, structure, counter, 0, text.length());
    }

    /** Packs one document with the tokenizer pass begun by {@link #tokenize}, finishing it first. */
    public List<Piece> pack(String text, Structure structure, Tokens tokens) {
        return pack(structure, tokens.finish(), 0, text.length());
    }

    /**
     * Packs the region {@code [from, to)} of a document, whose structure's top segments tile that
     * region (a syntax node too large for one chunk, a region whose parse failed). The tokenizer
     * pass still covers the whole text, so that counts at the region's edges stay exact.
     */
    public List<Piece> pack(String text, Structure structure, TokenCounter counter, int from, int to) {
        return pack(structure, DocumentTokens.index(text, counter), from, to);
    }

    private List<Piece> pack(Structure structure, DocumentTokens tokens, int from, int to) {
        int budget = maxTokens - overlapTokens;
        Units units = new Units(budget);
        int covered = from;
        for (Segment top : structure.top()) {
            covered = split(top, null, covered, structure, tokens, budget, units);
        }
        if (!units.segments.isEmpty() && covered < to) {
            // Whitespace after the last segment joins it.
            extendLast(units, to, structure, tokens);
        }
        Map<Integer, Integer> overlapStarts = new HashMap<>();
        List<Piece> pieces = merge(units, tokens, structure, overlapStarts);
        pieces = joinSmall(pieces, tokens, budget, smallest(target(structure)));
        if (overlapTokens > 0) {
            pieces = Overlap.add(pieces, tokens, overlapTokens, maxTokens, structure, overlapStarts);
        }
        // Last, so that the counts made while packing end at the tokenizer pass's marks.
        return endAtContent(pieces, tokens);
    }

    /**
     * The units found so far, with their counts, owners, whether a chunk must begin at them, and
     * the tokens their chunk keeps free for a wrapping, in parallel lists.
     */
    private static final class Units {
        /** The merge budget of a chunk with no wrapping. */
        final int budget;
        final List<Segment> segments = new ArrayList<>();
        final List<Integer> counts = new ArrayList<>();
        final List<Segment> owners = new ArrayList<>();
        final List<Boolean> breaks = new ArrayList<>();
        final List<Integer> reserves = new ArrayList<>();
        /**
         * For each unit, how deep the boundary before it lies: how many segments that were too
         * large to keep (and so were split) hold both it and the unit before it. 0 between two
         * top-level segments, 1 between two members of a split class, and so on.
         */
        final List<Integer> depths = new ArrayList<>();
        /** For each unit, whether it is part of a split definition's header, which no chunk should end with. */
        final List<Boolean> glued = new ArrayList<>();
        /** Whether the units being added are part of such a header. */
        boolean inHeader;
        /** Where a header begins that waits for the first part of the segment split next; -1 for none. */
        int pendingHeader = -1;
        /** How many split segments hold the unit being added. */
        int level;
        /** The shallowest level passed since the last unit was added. */
        int lowWater;
        /** Consecutive descents where a structure answered with one segment of the parent's range. */
        int sameRangeDescents;
        /** Whether the next unit added must begin a chunk. */
        boolean pendingBreak;
        /** Tokens kept free in the chunks of the wrapped segment being split, 0 outside one. */
        int reserve;

        Units(int budget) {
            this.budget = budget;
        }

        void add(Segment segment, int count, Segment owner) {
            // Splitting counts tokens unit by unit: for small chunks, much of a document's time.
            dev.kerf.segment.Cancellation.check(segments.size());
            segments.add(segment);
            counts.add(count);
            owners.add(owner);
            breaks.add(pendingBreak);
            reserves.add(reserve);
            depths.add(lowWater);
            glued.add(inHeader);
            lowWater = level;
            pendingBreak = false;
        }

        /** Removes the last unit, keeping its break for the unit that replaces it. */
        void removeLast() {
            segments.removeLast();
            counts.removeLast();
            owners.removeLast();
            pendingBreak |= breaks.removeLast();
            reserves.removeLast();
            lowWater = depths.removeLast(); // the unit that replaces it has the same boundary before it
            glued.removeLast();
        }

        List<Piece.Unit> slice(int from, int to) {
            List<Piece.Unit> out = new ArrayList<>(to - from);
            for (int i = from; i < to; i++) {
                out.add(new Piece.Unit(segments.get(i), owners.get(i)));
            }
            return List.copyOf(out);
        }
    }

    /**
     * Adds the units of {@code seg} to {@code out}. {@code covered} is where the previous unit
     * ended: a gap before {@code seg} (whitespace a segmenter left out) becomes part of it.
     * {@code owner} is the innermost labelled segment around it.
     */
    private int split(Segment seg, Segment owner, int covered, Structure structure, DocumentTokens tokens, int budget,
            Units out) {
        return split(seg, owner, covered, structure, tokens, budget, out, true);
    }

    /** As above; with {@code mayKeep} false, a segment that fits is still replaced by its children. */
    private int split(Segment seg, Segment owner, int covered, Structure structure, DocumentTokens tokens, int budget,
            Units out, boolean mayKeep) {
        // The header of an enclosing segment still waiting for the start of its body, if any.
        int inherited = out.pendingHeader;
        out.pendingHeader = -1;
        if (seg.start() > covered) {
            seg = new Segment(covered, seg.end(), seg.kind(), seg.labels());
        }
        if (seg.end() <= covered) {
            return covered;
        }
        if (seg.start() < covered) {
            throw new IllegalStateException("segments overlap at " + covered + ": " + seg);
        }
        if (structure.startsChunk(seg)) {
            out.pendingBreak = true;
        }
        Segment own = seg.labels().isEmpty() ? owner : seg;
        if (mayKeep && tokens.surelyFits(seg.start(), seg.end(), budget)) {
            out.add(seg, UNCOUNTED, own);
            return seg.end();
        }
        int count = tokens.count(seg.start(), seg.end());
        if (mayKeep && count <= budget) {
            out.add(seg, count, own);
            return seg.end();
        }
        List<Segment> children = structure.children(seg);
        if (children.size() == 1 && children.getFirst().start() == seg.start() && children.getFirst().end() == seg.end()
                && ++out.sameRangeDescents > MAX_SAME_RANGE_DESCENTS) {
            children = List.of(); // a structure that keeps answering with the segment itself: split it generically
        }
        if (children.size() != 1 || children.getFirst().length() != seg.length()) {
            out.sameRangeDescents = 0;
        }
        if (children.isEmpty()) {
            children = GenericSegmenter.split(tokens.text(), seg.start(), seg.end());
        }
        if (children.isEmpty() && count <= budget) {
            out.add(seg, count, own); // asked to split, but nothing is below it
            return seg.end();
        }
        if (children.isEmpty()) {
            // One code point (or CRLF): at most 4 tokens in byte-level BPE, within maxTokens >= 8.
            if (count > maxTokens) {
                throw new Unfittable("one code point at " + seg.start() + " costs " + count
                        + " tokens under " + tokens.counter().name() + ", over maxTokens " + maxTokens);
            }
            out.add(seg, count, own);
            return seg.end();
        }
        int wrapReserve = out.reserve == 0 ? reserve(structure.wrapping(seg).orElse(null), tokens.counter(), budget) : 0;
        if (wrapReserve > 0) {
            // Every chunk holding a part of a wrapped segment keeps room for the wrapping.
            out.reserve = wrapReserve;
            budget -= wrapReserve;
        }
        int at = seg.start();
        boolean definition = !seg.labels().isEmpty();
        if (definition) {
            out.level++;
        }
        // A small header (a signature, a class's opening line) is not left alone before a body
        // that fits only without it: the body is split so that the header joins its start.
        // No chunk ends with such a header either: its units are glued to what follows.
        // A header an enclosing segment hands down (a class's first line before its body's first
        // method) counts as the start of this segment's own.
        int headerFrom = inherited >= 0 && inherited < seg.start() ? inherited : seg.start();
        boolean headerOpen = true;
        boolean outerHeader = out.inHeader;
        for (int c = 0; c < children.size(); c++) {
            Segment child = children.get(c);
            boolean strands = false;
            if (headerOpen && at > headerFrom) {
                headerOpen = isSmallHeader(headerFrom, at, tokens, budget);
                strands = headerOpen && strandsHeader(headerFrom, at, child, tokens, budget);
            }
            out.inHeader = definition && headerOpen && c + 1 < children.size() && child.labels().isEmpty()
                    && isSmallHeader(headerFrom, child.end(), tokens, budget);
            // A body split in turn keeps the header waiting for its own first part.
            int pending = headerOpen && !out.inHeader && at > headerFrom ? headerFrom : -1;
            headerOpen &= out.inHeader || !definition;
            // A segment asked to split that answers with one of its own range passes the request on.
            boolean passedOn = !mayKeep && children.size() == 1 && child.start() <= seg.start() && child.end() >= seg.end();
            out.pendingHeader = pending;
            at = split(child, own, at, structure, tokens, budget, out, !strands && !passedOn);
            out.pendingHeader = -1;
            if (!definition) {
                headerOpen = false; // past the first part of a segment that is no definition, no header waits
            }
        }
        out.inHeader = outerHeader;
        if (at < seg.end()) {
            extendLast(out, seg.end(), structure, tokens);
            at = seg.end();
        }
        if (definition) {
            out.level--;
            out.lowWater = Math.min(out.lowWater, out.level);
        }
        if (wrapReserve > 0) {
            out.reserve = 0;
        }
        return at;
    }

    /**
     * Whether keeping {@code child} whole would leave the header {@code [from, at)} of its parent
     * in a chunk apart from it: the header is small, the child fits alone, the two do not fit
     * together.
     */
    private static boolean strandsHeader(int from, int at, Segment child, DocumentTokens tokens, int budget) {
        int childStart = Math.max(at, child.start());
        if (child.end() <= at || child.end() - childStart > (long) budget * FAR_TOO_LONG) {
            return false; // nothing to strand it before, or far too long to fit alone: it is split anyway
        }
        if (tokens.surelyFits(from, child.end(), budget) || tokens.count(from, child.end()) <= budget) {
            return false;
        }
        return tokens.surelyFits(childStart, child.end(), budget) || tokens.count(childStart, child.end()) <= budget;
    }

    /** Whether {@code [from, at)} is small enough to count as a header kept with what follows. */
    private static boolean isSmallHeader(int from, int at, DocumentTokens tokens, int budget) {
        int most = budget / HEADER_SHARE;
        return tokens.surelyFits(from, at, most) || (at - from <= (long) most * FAR_TOO_LONG && tokens.count(from, at) <= most);
    }

    /**
     * The tokens to keep free for a wrapping: its prefix and suffix counted apart, plus the seam
     * slack. 0 (no wrapping) when there is none or it would leave less than half the budget.
     */
    private static int reserve(Wrapping wrapping, TokenCounter counter, int budget) {
        if (wrapping == null || (wrapping.prefix().isEmpty() && wrapping.suffix().isEmpty())) {
            return 0;
        }
        int r = counter.count(wrapping.prefix()) + counter.count(wrapping.suffix()) + SEAM_SLACK;
        return r <= budget / 2 ? r : 0;
    }

    /** Stretches the last unit over trailing whitespace, splitting it again if that no longer fits. */
    private void extendLast(Units units, int end, Structure structure, DocumentTokens tokens) {
        Segment last = units.segments.getLast();
        Segment owner = units.owners.getLast();
        int reserve = units.reserves.getLast();
        units.removeLast();
        int outer = units.reserve;
        units.reserve = reserve;
        Segment widened = new Segment(last.start(), end, last.kind(), last.labels());
        split(widened, owner == last ? null : owner, last.start(), structure, tokens, units.budget - reserve, units);
        units.reserve = outer;
    }

    /**
     * Packs the units into chunks. With overlap, {@code overlapStarts} receives where each chunk's
     * overlap is expected to begin, keyed by the chunk's start.
     */
    private List<Piece> merge(Units all, DocumentTokens tokens, Structure structure, Map<Integer, Integer> overlapStarts) {
        int targetTokens = target(structure);
        List<Segment> units = all.segments;
        List<Piece> pieces = new ArrayList<>();
        int n = units.size();
        Bounds bounds = new Bounds(all, definitionStarts);
        int i = 0;
        while (i < n) {
            dev.kerf.segment.Cancellation.check(pieces.size());
            int start = units.get(i).start();
            int last = bounds.lastBeforeNextStart[i];
            int k;
            int c;
            int reserve = all.reserves.get(i);
            // A run that fits maxTokens whole, up to the next chunk the structure asks to begin, needs no cut:
            // with overlap, any such run; without, a whole text smaller than the limit but over the target.
            boolean mayBeWhole = overlapTokens > 0 ? i == 0 || all.breaks.get(i) : i == 0 && last == n - 1 && targetTokens < all.budget;
            int whole = mayBeWhole ? wholeRun(all, tokens, i, last) : -1;
            if (whole >= 0) {
                // A run that fits maxTokens whole needs no cut, so no room for an overlap either.
                k = last;
                c = whole;
                reserve = maxReserve(all, i, last);
            } else {
                // Runs of units with the same reserve, in turn: a chunk that takes in parts of a
                // wrapped block keeps that block's reserve free.
                // The merge budget keeps room for the whole overlap allowance; a chunk gets back
                // what its overlap leaves of it: all of it when no overlap reaches back into it
                // (the first chunk, or one the structure asked to begin), else what the overlap
                // taken from the chunk before, at its line or sentence starts, does not use.
                int noOverlap = 0;
                if (overlapTokens > 0 && (i == 0 || all.breaks.get(i))) {
                    noOverlap = overlapTokens;
                } else if (overlapTokens > 0) {
                    int from = Overlap.expected(pieces.getLast().start(), start, tokens, overlapTokens, structure);
                    overlapStarts.put(start, from);
                    noOverlap = overlapTokens - tokens.count(from, start);
                }
                k = i - 1;
                c = 0;
                for (int run = i; run <= last; ) {
                    int runEnd = Math.min(bounds.lastWithSameReserve[run], last);
                    int r = Math.max(reserve, all.reserves.get(run));
                    int[] fit = fit(all, tokens, start, run, runEnd, Math.min(targetTokens, all.budget + noOverlap - r), c);
                    if (fit[0] < run) {
                        break;
                    }
                    k = fit[0];
                    c = fit[1];
                    reserve = r;
                    if (k < runEnd) {
                        break;
                    }
                    run = runEnd + 1;
                }
                if (k < i) {
                    k = i; // a unit over the target (a definition that fits the limit) is a chunk of its own
                    c = tokens.count(start, units.get(i).end());
                }
                if (k < last && c < targetTokens / 2 && all.reserves.get(k + 1) <= reserve) {
                    // Small so far, and the next unit is over the target on its own: take it in
                    // rather than leave a crumb, when the two fit the limit.
                    int with = tokens.count(start, units.get(k + 1).end());
                    if (with <= all.budget + noOverlap - reserve) {
                        k++;
                        c = with;
                    }
                }
                if (k < last && all.glued.get(k)) {
                    // A chunk does not end with a definition's header while the rest of the run can take it.
                    int e = k;
                    while (e > i && all.glued.get(e)) {
                        e--;
                    }
                    if (!all.glued.get(e)) {
                        k = e;
                        c = tokens.count(start, units.get(k).end());
                        reserve = maxReserve(all, i, k);
                    }
                }
                if (k < last) {
                    int cut = shallowestCut(all, tokens, start, i, k, (int) (CUT_FILL * Math.min(targetTokens, all.budget + noOverlap - reserve)));
                    if (cut < k) {
                        k = cut;
                        c = tokens.count(start, units.get(k).end());
                        reserve = maxReserve(all, i, k);
                    }
                }
            }
            if (c > maxTokens) {
                throw new Unfittable("a unit at " + start + " has " + c + " tokens, over maxTokens " + maxTokens);
            }
            pieces.add(new Piece(start, units.get(k).end(), c, all.slice(i, k + 1), reserve, all.breaks.get(i)));
            i = k + 1;
        }
        return pieces;
    }

    /**
     * The last unit in {@code [from, to]} that a chunk beginning at {@code start} can end with
     * under {@code limit}, and the chunk's count: {@code {k, count}}, or {@code {from - 1,
     * countBefore}} when not even unit {@code from} fits.
     */
    private int[] fit(Units all, DocumentTokens tokens, int start, int from, int to, int limit, int countBefore) {
        List<Segment> units = all.segments;
        int hint = tokens.reach(start, units.get(to).end(), limit);
        int k = Math.min(lastEndingBy(units, from, hint), to);
        int c = tokens.count(start, units.get(k).end());
        if (c > limit) {
            // The hint overshot: bisect for the last unit that fits.
            int lo = from - 1;
            int hi = k - 1;
            int loCount = countBefore;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                int mc = tokens.count(start, units.get(mid).end());
                if (mc <= limit) {
                    lo = mid;
                    loCount = mc;
                } else {
                    hi = mid - 1;
                }
            }
            if (lo < from) {
                return new int[] {from - 1, countBefore};
            }
            k = lo;
            c = loCount;
        }
        // Try the next unit only when its own size leaves room: merged counts differ from sums
        // by a token or two at the seam, and a futile try would re-count the whole chunk.
        while (k + 1 <= to && mayFit(c, units.get(k + 1), all.counts.get(k + 1), limit)) {
            int next = tokens.count(start, units.get(k + 1).end());
            if (next > limit) {
                break;
            }
            k++;
            c = next;
        }
        return new int[] {k, c};
    }

    /**
     * Where to end a full chunk of units {@code [from, to]}: the unit after which the boundary is
     * shallowest (between two top-level definitions rather than between two members of one, and
     * between members rather than inside one), among those that leave the chunk at least
     * {@code floor} tokens; the latest of equals. Counts fall as the end moves back, so the scan
     * stops at the first end under the floor.
     */
    private static int shallowestCut(Units all, DocumentTokens tokens, int start, int from, int to, int floor) {
        int best = to;
        int bestDepth = all.depths.get(to + 1);
        for (int e = to - 1; e >= from && bestDepth > 0; e--) {
            int depth = all.depths.get(e + 1);
            if (depth >= bestDepth || all.glued.get(e)) {
                continue;
            }
            if (tokens.count(start, all.segments.get(e).end()) < floor) {
                break;
            }
            best = e;
            bestDepth = depth;
        }
        return best;
    }

    /** The count of units {@code [from, to]} together when they fit maxTokens with their reserve, else -1. */
    private int wholeRun(Units all, DocumentTokens tokens, int from, int to) {
        int limit = maxTokens - maxReserve(all, from, to);
        int start = all.segments.get(from).start();
        int end = all.segments.get(to).end();
        if (tokens.surelyFits(start, end, limit)) {
            return tokens.count(start, end);
        }
        if (end - start > (long) limit * FAR_TOO_LONG) {
            return -1; // far too long to be worth a count
        }
        int c = tokens.count(start, end);
        return c <= limit ? c : -1;
    }

    private static int maxReserve(Units all, int from, int to) {
        int r = 0;
        for (int m = from; m <= to; m++) {
            r = Math.max(r, all.reserves.get(m));
        }
        return r;
    }

    /**
     * For each unit, found in one backward pass: the last unit before the next one that must begin
     * a chunk (a structure's chunk start, or with definition starts a labelled segment's
     * first unit), and the last unit before the next one whose reserve differs.
     */
    private static final class Bounds {
        final int[] lastBeforeNextStart;
        final int[] lastWithSameReserve;

        Bounds(Units all, Predicate<Segment> definitionStarts) {
            int n = all.segments.size();
            lastBeforeNextStart = new int[n];
            lastWithSameReserve = new int[n];
            int nextStart = n;
            for (int m = n - 1; m >= 0; m--) {
                lastBeforeNextStart[m] = nextStart - 1;
                lastWithSameReserve[m] = m + 1 < n && all.reserves.get(m + 1).equals(all.reserves.get(m)) ? lastWithSameReserve[m + 1] : m;
                Segment owner = all.owners.get(m);
                boolean beginsDefinition = definitionStarts != null && owner != null && owner.start() == all.segments.get(m).start()
                        && definitionStarts.test(owner);
                if (all.breaks.get(m) || beginsDefinition) {
                    nextStart = m;
                }
            }
        }
    }

    /**
     * Whether adding {@code unit} to a chunk of {@code c} tokens is worth an exact count. A counted
     * unit may save up to {@link #SEAM_SLACK} tokens at the seam; an uncounted one (a small piece of a
     * long run, which the hint already measured) is guessed at about 4 chars a token.
     */
    private static boolean mayFit(int c, Segment unit, int count, int budget) {
        return count == UNCOUNTED ? c + (unit.length() + 3) / 4 <= budget : c + count <= budget + SEAM_SLACK;
    }

    /** The last unit index at or after {@code from} that ends at or before {@code pos}; at least {@code from}. */
    private static int lastEndingBy(List<Segment> units, int from, int pos) {
        int lo = from;
        int hi = units.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (units.get(mid).end() <= pos) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
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
            if (end == p.end()) {
                out.add(p);
                continue;
            }
            int count = tokens.countShortened(p.start(), p.end(), p.tokenCount(), end);
            out.add(count <= maxTokens - p.reserve() ? p.withEnd(end, count) : p);
        }
        return out;
    }

    /**
     * Joins a chunk under minTokens with its previous or next neighbour when the two fit together.
     * A chunk the structure asked to begin (a section) joins the one before only when that one is
     * under minTokens too.
     */
    private List<Piece> joinSmall(List<Piece> pieces, DocumentTokens tokens, int budget, int minTokens) {
        if (minTokens <= 0 || pieces.size() < 2) {
            return pieces;
        }
        List<Piece> out = new ArrayList<>(pieces);
        for (int i = 0; i < out.size() && out.size() > 1; ) {
            Piece p = out.get(i);
            if (p.tokenCount() >= minTokens) {
                i++;
                continue;
            }
            boolean mayJoinPrevious = i > 0 && (!p.breakBefore() || out.get(i - 1).tokenCount() < minTokens);
            if (mayJoinPrevious && tryJoin(out, i - 1, tokens, budget)) {
                i = i - 1;
            } else if (i + 1 < out.size() && tryJoin(out, i, tokens, budget)) {
                // joined with the next; look at the result again
            } else {
                i++;
            }
        }
        return out;
    }

    /**
     * The least count a chunk keeps without trying to join a neighbour: minTokens, and when
     * definitions share chunks up to a target, also 32 tokens or a quarter of the target (a
     * crumb: the tail of a file, a closing brace cut off by the limit).
     */
    private int smallest(int target) {
        return definitionStarts == null && target < maxTokens ? Math.max(minTokens, Math.min(CRUMB_TOKENS, target / 4)) : minTokens;
    }

    /** Where packing stops adding units: the target for a structure of definitions (code), else the budget. */
    private int target(Structure structure) {
        return structure.hasDefinitions() ? targetTokens : maxTokens;
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
