package dev.kerf.internal.pack;

import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.internal.text.ClosingLines;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Wrapping;
import dev.kerf.tokens.TokenCounter;
import java.util.List;

/**
 * The split step of packing: walks a segment tree top-down and breaks each segment that does not fit
 * the budget into its children (and a leaf into its generic parts), so that the units it adds to
 * {@link Units} tile the text. Keeps a small header with the start of its body, and room in every
 * chunk of a wrapped segment for the wrapping.
 */
final class Splitting {
    /** A parent's header is small, and kept with the start of its body, up to this share of the budget. */
    private static final int HEADER_SHARE = 2;
    /** How often a structure may answer a segment's children with one segment of the same range. */
    private static final int MAX_SAME_RANGE_DESCENTS = 16;
    /**
     * How deep the walk goes into nested segments; below it a segment is split generically (by
     * lines, then words). Real code nests a few dozen deep; generated code nesting thousands deep
     * (3,000 nested Java ifs) overflowed the stack here, and which structure the chunks then fell
     * back to depended on the thread's stack size and the JIT (guarantee 6). 200 levels need well
     * under a 256 KB stack.
     */
    static final int MAX_DEPTH = 200;

    private final int maxTokens;
    private final DocumentTokens tokens;
    /**
     * Whether a split entry with a header counts as a level, as a split definition does: in a
     * data file (YAML, JSON) its entries are what definitions are in code, and the boundaries
     * between a service's keys lie deeper than the one between two services.
     */
    private final boolean entriesNest;

    Splitting(int maxTokens, DocumentTokens tokens, boolean entriesNest) {
        this.maxTokens = maxTokens;
        this.tokens = tokens;
        this.entriesNest = entriesNest;
    }

    /**
     * Adds the units of {@code seg} to {@code out}. {@code covered} is where the previous unit
     * ended: a gap before {@code seg} (whitespace a segmenter left out) becomes part of it.
     * {@code owner} is the innermost labelled segment around it.
     */
    int split(Segment seg, Segment owner, int covered, int budget, Units out) {
        return split(seg, owner, covered, budget, out, true);
    }

    /** As above; with {@code mayKeep} false, a segment that fits is still replaced by its children. */
    private int split(Segment seg, Segment owner, int covered, int budget, Units out, boolean mayKeep) {
        int at = units(seg, owner, covered, budget, out, mayKeep);
        if (seg.endsChunk()) {
            out.pendingBreak = true;
        }
        return at;
    }

    private int units(Segment seg, Segment owner, int covered, int budget, Units out, boolean mayKeep) {
        // The header of an enclosing segment still waiting for the start of its body, if any.
        int inherited = out.pendingHeader;
        out.pendingHeader = -1;
        if (seg.start() > covered) {
            seg = seg.withRange(covered, seg.end());
        }
        if (seg.end() <= covered) {
            if (seg.length() > 0) {
                // Its text is already in the units before it: the structure gave its segments out of order.
                throw new IllegalStateException("segments out of order at " + covered + ": " + seg);
            }
            return covered;
        }
        if (seg.start() < covered) {
            throw new IllegalStateException("segments overlap at " + covered + ": " + seg);
        }
        if (seg.startsChunk()) {
            out.pendingBreak = true;
        }
        // A definition under the comments that describe it has their unit's labels: its parts are
        // the unit's, so that a chunk that begins with its code after the comments' last part is
        // the rest of one definition (it ends with it, or joins the part before), not the start of
        // another that goes on into the next definition's comments.
        Segment own = seg.labels().isEmpty() || owner != null && owner.end() >= seg.end() && seg.labels().equals(owner.labels()) ? owner : seg;
        if (mayKeep && tokens.surelyFits(seg.start(), seg.end(), budget)) {
            keep(seg, Units.UNCOUNTED, own, out);
            return seg.end();
        }
        int count = tokens.count(seg.start(), seg.end());
        if (mayKeep && count <= budget) {
            keep(seg, count, own, out);
            return seg.end();
        }
        List<Segment> children = out.depth >= MAX_DEPTH ? List.of() : seg.children();
        if (children.size() == 1 && children.getFirst().start() == seg.start() && children.getFirst().end() == seg.end()
                && ++out.sameRangeDescents > MAX_SAME_RANGE_DESCENTS) {
            children = List.of(); // a structure that keeps answering with the segment itself: split it generically
        }
        if (children.size() != 1 || children.getFirst().length() != seg.length()) {
            out.sameRangeDescents = 0;
        }
        boolean generic = children.isEmpty();
        if (generic) {
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
        int wrapReserve = out.reserve == 0 ? reserve(seg.wrapping().orElse(null), tokens.counter(), budget) : 0;
        if (wrapReserve > 0) {
            // Every chunk holding a part of a wrapped segment keeps room for the wrapping.
            out.reserve = wrapReserve;
            budget -= wrapReserve;
        }
        int at = seg.start();
        // Its parts belong to it, unless its labels describe it only whole.
        Segment partsOwner = seg.describesParts() ? own : owner;
        boolean definition = !seg.labels().isEmpty();
        boolean headed = definition || seg.opensWithHeader();
        // A line too long for a chunk is a level too: an NDJSON record, a CSV row, a minified
        // statement. Its parts lie deeper than the boundary before it, so the line begins its
        // chunk rather than opening a few tokens into the end of the records before it.
        boolean nests = definition || entriesNest && headed || GenericSegmenter.LINE.equals(seg.kind());
        if (nests) {
            out.level++;
        }
        // A small header (a signature, a class's opening line, a section's headings) is not left alone before a body
        // that fits only without it: the body is split so that the header joins its start.
        // No chunk ends with such a header either: its units are glued to what follows.
        // A header an enclosing segment hands down (a class's first line before its body's first
        // method) counts as the start of this segment's own.
        int headerFrom = inherited >= 0 && inherited < seg.start() ? inherited : seg.start();
        boolean headerOpen = true;
        boolean outerHeader = out.inHeader;
        boolean outerComment = out.inComment;
        out.inComment |= CommentSeams.isComment(seg.kind());
        for (int c = 0; c < children.size(); c++) {
            Segment child = children.get(c);
            boolean strands = false;
            if (headerOpen && at > headerFrom) {
                headerOpen = isSmallHeader(headerFrom, at, tokens, budget);
                // The definition itself below the comments that describe it (the same labels) is
                // not split to keep them: a definition that fits is whole.
                boolean itself = definition && child.labels().equals(seg.labels());
                // Nor is a definition below a header that makes a chunk of its own (a class's doc
                // comment and signature): split, its doc comment would end the header's chunk and
                // the function open the next. Only a crumb of a header (class Foo {) is worth that.
                strands = headerOpen && !itself && strandsHeader(headerFrom, at, child, tokens, budget)
                        && (child.labels().isEmpty() || isCrumb(headerFrom, at, tokens));
            }
            // A leaf cut by its lines (a JSON object of one-line pairs, cut along its braces) has
            // its first line for a header: the lines after it are its body, not more header.
            boolean headerGoesOn = headed && headerOpen && c + 1 < children.size() && child.labels().isEmpty() && !(generic && c > 0);
            boolean small = headerGoesOn && isSmallHeader(headerFrom, child.end(), tokens, budget);
            if (headerGoesOn && !small && headerFrom < seg.start()) {
                // The header handed down is too long with this segment's own (a class's first lines,
                // then a method's decorators and signature): the method's own header still counts.
                headerFrom = seg.start();
                small = isSmallHeader(headerFrom, child.end(), tokens, budget);
            }
            // In a data file's text cut by its lines (a block scalar holding YAML, as a Helm
            // chart's config: |- does), a key line goes with the value on the lines below it.
            // A block's opening bracket alone on its line (a C# or Allman-style C body's first
            // line) goes on with the header waiting for the block: the chunk that holds the
            // signature holds the start of the body too, not the signature and a bracket alone.
            boolean opener = !headed && headerOpen && at > headerFrom && c + 1 < children.size() && isLoneOpener(child);
            out.inHeader = small || opener || generic && entriesNest && c + 1 < children.size() && opensValue(child);
            // A body split in turn keeps the header waiting for its own first part.
            int pending = headerOpen && !out.inHeader && at > headerFrom ? headerFrom : -1;
            headerOpen &= out.inHeader || !headed;
            // A segment asked to split that answers with one of its own range passes the request on.
            boolean passedOn = !mayKeep && children.size() == 1 && child.start() <= seg.start() && child.end() >= seg.end();
            out.pendingHeader = pending;
            out.depth++;
            try {
                at = split(child, partsOwner, at, budget, out, !strands && !passedOn);
            } finally {
                out.depth--;
            }
            out.pendingHeader = -1;
            if (!headed && !opener) {
                headerOpen = false; // past the first part of a segment that opens with no header, none waits
            }
        }
        out.inHeader = outerHeader;
        out.inComment = outerComment;
        if (at < seg.end()) {
            extendLast(out, seg.end());
            at = seg.end();
        }
        if (nests) {
            out.level--;
            out.lowWater = Math.min(out.lowWater, out.level);
        }
        if (wrapReserve > 0) {
            out.reserve = 0;
        }
        return at;
    }

    /**
     * Adds a segment that fits as a unit. Code that begins with a line closing brackets and goes on
     * (the {@code }} of an else, then the function's {@code return s; }}) is two units, so that
     * the closing line can end the chunk that holds what it closes.
     */
    private void keep(Segment seg, int count, Segment own, Units out) {
        int cut = seg.labels().isEmpty() ? ClosingLines.afterClosingLine(tokens.text(), seg.start(), seg.end()) : -1;
        if (cut < 0) {
            out.add(seg, count, own);
            return;
        }
        out.add(seg.withRange(seg.start(), cut), Units.UNCOUNTED, own);
        out.add(seg.withRange(cut, seg.end()), Units.UNCOUNTED, own);
    }

    /**
     * Whether keeping {@code child} whole would leave the header {@code [from, at)} of its parent
     * in a chunk apart from it: the header is small, the child fits alone, the two do not fit
     * together.
     */
    private static boolean strandsHeader(int from, int at, Segment child, DocumentTokens tokens, int budget) {
        int childStart = Math.max(at, child.start());
        if (child.end() <= at || child.end() - childStart > (long) budget * Packer.FAR_TOO_LONG) {
            return false; // nothing to strand it before, or far too long to fit alone: it is split anyway
        }
        if (tokens.surelyFits(from, child.end(), budget) || tokens.count(from, child.end()) <= budget) {
            return false;
        }
        if (!tokens.surelyFits(childStart, child.end(), budget) && tokens.count(childStart, child.end()) > budget) {
            return false;
        }
        // A line of a leaf (the lines of a markup element the delimiter table keeps whole) that
        // could join the header only by a part of it would be cut inside, by words (an attribute's
        // long value after a tag's opening lines): worse than a header apart from what follows
        // it. So would a comment's line (the 99-token line of a workflow's setup notes, after the
        // two comment lines that head it). Other children are cut where their structure says (a
        // paragraph's sentences, which a heading keeps the first of).
        if (!child.kind().equals(GenericSegmenter.LINE) && !CommentSeams.isComment(child.kind())) {
            return true;
        }
        int lineBreak = Lines.breakAt(tokens.text(), childStart, child.end());
        int lineEnd = lineBreak < 0 ? child.end() : lineBreak;
        return tokens.surelyFits(from, lineEnd, budget) || tokens.count(from, lineEnd) <= budget;
    }

    /** Whether {@code part} holds only an opening brace, with white space around it. */
    private boolean isLoneOpener(Segment part) {
        String text = tokens.text();
        int first = part.start();
        int last = part.end();
        while (first < last && Whitespace.is(text.charAt(first))) {
            first++;
        }
        while (last > first && Whitespace.is(text.charAt(last - 1))) {
            last--;
        }
        return last - first == 1 && text.charAt(first) == '{';
    }

    /** Whether a line ends with a colon and is no comment: a key whose value is below it. */
    private boolean opensValue(Segment line) {
        String text = tokens.text();
        int last = line.end();
        while (last > line.start() && Whitespace.is(text.charAt(last - 1))) {
            last--;
        }
        int first = line.start();
        while (first < last && Whitespace.is(text.charAt(first))) {
            first++;
        }
        return last > first && text.charAt(last - 1) == ':' && text.charAt(first) != '#';
    }

    /** Fewer tokens than this make a header a crumb, too small for a chunk of its own. */
    private static final int CRUMB_TOKENS = 32;

    /** Whether {@code [from, at)} is a crumb: fewer than {@link #CRUMB_TOKENS} tokens. */
    private static boolean isCrumb(int from, int at, DocumentTokens tokens) {
        return tokens.surelyFits(from, at, CRUMB_TOKENS - 1) || tokens.count(from, at) < CRUMB_TOKENS;
    }

    /** Whether {@code [from, at)} is small enough to count as a header kept with what follows. */
    private static boolean isSmallHeader(int from, int at, DocumentTokens tokens, int budget) {
        int most = budget / HEADER_SHARE;
        return tokens.surelyFits(from, at, most) || (at - from <= (long) most * Packer.FAR_TOO_LONG && tokens.count(from, at) <= most);
    }

    /**
     * The tokens to keep free for a wrapping: its prefix and suffix counted apart, plus the seam
     * slack. 0 (no wrapping) when there is none or it would leave less than half the budget.
     */
    private static int reserve(Wrapping wrapping, TokenCounter counter, int budget) {
        if (wrapping == null || (wrapping.prefix().isEmpty() && wrapping.suffix().isEmpty())) {
            return 0;
        }
        int r = counter.count(wrapping.prefix()) + counter.count(wrapping.suffix()) + Packer.SEAM_SLACK;
        return r <= budget / 2 ? r : 0;
    }

    /** Stretches the last unit over trailing whitespace, splitting it again if that no longer fits. */
    void extendLast(Units units, int end) {
        int l = units.size() - 1;
        Segment last = units.segment(l);
        Segment owner = units.owner(l);
        int reserve = units.reserve(l);
        units.removeLast();
        int outer = units.reserve;
        units.reserve = reserve;
        Segment widened = last.withRange(last.start(), end);
        split(widened, owner == last ? null : owner, last.start(), units.budget - reserve, units);
        units.reserve = outer;
    }
}
