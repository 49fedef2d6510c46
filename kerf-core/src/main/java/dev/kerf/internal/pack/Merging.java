package dev.kerf.internal.pack;

import dev.kerf.internal.text.ClosingLines;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.OpeningLines;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The merge step of packing: from the first unit not yet packed, takes as many following units as
 * fit, measured on the merged text itself; stops at the target, at a chunk the structure asks to
 * begin, and prefers to end at the shallowest boundary that keeps a chunk full enough.
 */
final class Merging {
    /** The least share of its budget a chunk keeps when its end moves back to a shallower boundary. */
    private static final double CUT_FILL = 0.75;
    /**
     * How far under that floor (at most a third of it) a chunk may end at a paragraph or a sentence
     * of comment text rather than inside one, or at a blank line of code rather than between two
     * lines of a paragraph: about two lines of comment. Packed to the target of 96, the window
     * above the floor is 24 tokens, often not one whole sentence.
     */
    private static final int CUT_SLACK = 24;

    private final int maxTokens;
    private final int overlapTokens;
    private final int targetTokens;
    /** Which labelled segments begin a chunk of their own; null for none (packed). */
    private final Predicate<Segment> definitionStarts;
    /**
     * Whether a blank line between two pieces of code is a better place to cut than a line break:
     * code written in paragraphs (a test's "# Parentheses" and the three statements under it) is
     * cut between them, as comment text is. Prose has its own sentence and paragraph units.
     */
    private final boolean codeParagraphs;
    /**
     * Each seam's rank once found, plus one (0: not yet): the search for a sentence's end runs
     * over the same units of a long comment again for each chunk that ends in it, and a source
     * map's megabytes of base64 on one comment line ranked each seam about ten times.
     */
    private byte[] seamRanks = new byte[0];

    Merging(int maxTokens, int overlapTokens, int targetTokens, Predicate<Segment> definitionStarts, boolean codeParagraphs) {
        this.maxTokens = maxTokens;
        this.overlapTokens = overlapTokens;
        this.targetTokens = targetTokens;
        this.definitionStarts = definitionStarts;
        this.codeParagraphs = codeParagraphs;
    }

    /**
     * Packs the units into chunks. With overlap, {@code overlapStarts} receives where each chunk's
     * overlap is expected to begin, keyed by the chunk's start.
     */
    List<Piece> merge(Units all, DocumentTokens tokens, Structure structure, Map<Integer, Integer> overlapStarts) {
        List<Piece> pieces = new ArrayList<>();
        int n = all.size();
        seamRanks = new byte[n];
        // A data file's entries, and the records of a text of lines (an NDJSON record, a CSV row,
        // a log entry): the rest of one split before a chunk ends that chunk.
        boolean records = structure.isData() || !structure.hasDefinitions() && !structure.isWrittenText();
        Bounds bounds = new Bounds(all, definitionStarts, records);
        int i = 0;
        while (i < n) {
            dev.kerf.spi.Cancellation.check(pieces.size());
            int start = all.segment(i).start();
            int last = bounds.lastBeforeNextStart[i];
            // The rest of a definition split before this chunk ends with it (and the brackets that
            // close what holds it, as below): its last lines do not open the next definition's chunk.
            // In a data file, the rest of any entry split before it: a service's last keys do not
            // open the next service's chunk; in a text of records, the rest of a record too long
            // for one chunk does not open the next records' chunk.
            int tail = overlapTokens == 0 ? bounds.tailEnd[i] : -1;
            if (tail >= 0 && records) {
                tail = dataTail(all, tokens, bounds, start, tail, last);
            }
            int ends = tail >= 0 && tail < last ? tail : last;
            int k;
            int c;
            int reserve = all.reserve(i);
            // A run that fits maxTokens whole, up to the next chunk the structure asks to begin, needs no cut:
            // with overlap, any such run; without, a whole text smaller than the limit but over the target.
            boolean mayBeWhole = overlapTokens > 0 ? i == 0 || all.breaksBefore(i) : i == 0 && last == n - 1 && targetTokens < all.budget;
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
                if (overlapTokens > 0 && (i == 0 || all.breaksBefore(i))) {
                    noOverlap = overlapTokens;
                } else if (overlapTokens > 0) {
                    int floor = Math.max(Overlap.reach(pieces, pieces.size(), overlapTokens),
                            overlapStarts.getOrDefault(pieces.getLast().start(), pieces.getLast().start()));
                    int from = Overlap.expected(floor, start, tokens, overlapTokens, structure);
                    overlapStarts.put(start, from);
                    noOverlap = overlapTokens - tokens.count(from, start);
                }
                k = i - 1;
                c = 0;
                for (int run = i; run <= ends; ) {
                    int runEnd = Math.min(bounds.lastWithSameReserve[run], ends);
                    int r = Math.max(reserve, all.reserve(run));
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
                    c = tokens.count(start, all.segment(i).end());
                }
                if (k < ends && c < targetTokens / 2 && all.reserve(k + 1) <= reserve) {
                    // Small so far, and the next unit is over the target on its own: take it in
                    // rather than leave a crumb, when the two fit the limit.
                    int with = tokens.count(start, all.segment(k + 1).end());
                    if (with <= all.budget + noOverlap - reserve) {
                        k++;
                        c = with;
                    }
                }
                if (k < ends && all.glued(k)) {
                    // A chunk does not end with a definition's header while the rest of the run can take it.
                    int e = k;
                    while (e > i && all.glued(e)) {
                        e--;
                    }
                    if (!all.glued(e)) {
                        k = e;
                        c = tokens.count(start, all.segment(k).end());
                        reserve = maxReserve(all, i, k);
                    } else {
                        // A header over the target alone (a long doc comment and the signature of a
                        // function too large to keep) takes in the start of what it heads, within the limit.
                        int[] headed = throughHeader(all, tokens, start, k, ends, all.budget + noOverlap - reserve, reserve);
                        if (headed[0] > k) {
                            k = headed[0];
                            c = headed[1];
                        }
                    }
                }
                if (k < ends) {
                    int cut = shallowestCut(all, tokens, start, i, k, (int) (CUT_FILL * Math.min(targetTokens, all.budget + noOverlap - reserve)),
                            overlapTokens == 0);
                    if (cut < k) {
                        k = cut;
                        c = tokens.count(start, all.segment(k).end());
                        reserve = maxReserve(all, i, k);
                    }
                }
                if (k < ends && overlapTokens == 0 && !structure.isData() && all.depth(k + 1) > 0) {
                    // A definition the chunk's end would cut, begun inside the chunk, begins the
                    // next chunk instead: five small functions and the first lines of a large one
                    // were one chunk, named after the large one. The outermost such definition
                    // whose start leaves the chunk no crumb (a class, rather than its first
                    // method). Not a data file's entries: on the three data sets that cost 0.5 to
                    // 3.2 points of recall at 256 tokens, with more, smaller chunks; on the code
                    // sets it was level.
                    for (int head : splitHeads(all, tokens.text(), i, k)) {
                        int before = tokens.count(start, all.segment(head - 1).end());
                        if (before >= Packer.CRUMB_TOKENS) {
                            k = head - 1;
                            c = before;
                            reserve = maxReserve(all, i, k);
                            break;
                        }
                    }
                }
                if (k < ends && overlapTokens == 0 && seamRank(all, tokens, k) == CommentSeams.INSIDE) {
                    // Comment text still cut inside a sentence: end at that sentence's end
                    // instead, within the limit. (A licence header's first sentence runs five
                    // lines past the target, and no earlier seam keeps the chunk full enough.)
                    // Counted at the sentence's end, and on the way only each time the chunk has
                    // doubled (the counts sum to about twice the chunk): counting at every unit
                    // made a long comment line without a mark inside (one word of 100k chars)
                    // quadratic.
                    int checked = all.segment(k).end();
                    for (int e = k + 1; e <= ends && all.comment(e) && all.reserve(e) <= reserve; e++) {
                        boolean sentenceEnds = seamRank(all, tokens, e) > CommentSeams.INSIDE;
                        int end = all.segment(e).end();
                        if (!sentenceEnds && end - start < 2L * (checked - start)) {
                            continue;
                        }
                        int with = tokens.count(start, end);
                        if (with > all.budget - reserve) {
                            break;
                        }
                        if (sentenceEnds) {
                            k = e;
                            c = with;
                            break;
                        }
                        checked = end;
                    }
                }
                // The brackets that close what the chunk holds (a class's last "}", a call's "});")
                // end it, within the limit, rather than open the next chunk alone.
                while (k < last && ClosingLines.closesOnly(tokens.text(), all.segment(k + 1).start(), all.segment(k + 1).end()) && all.reserve(k + 1) <= reserve) {
                    int with = tokens.count(start, all.segment(k + 1).end());
                    if (with > all.budget + noOverlap - reserve) {
                        break;
                    }
                    k++;
                    c = with;
                }
                // An #if or #else line, or a comment's opening line alone, opens what follows it:
                // it begins the next chunk rather than end this one, when this one holds
                // something before it.
                if (k < last && k > i && OpeningLines.opensOnly(tokens.text(), all.segment(k).start(), all.segment(k).end())) {
                    int e = k - 1;
                    while (e > i && OpeningLines.opensOnly(tokens.text(), all.segment(e).start(), all.segment(e).end())) {
                        e--;
                    }
                    if (!OpeningLines.opensOnly(tokens.text(), all.segment(e).start(), all.segment(e).end())) {
                        k = e;
                        c = tokens.count(start, all.segment(k).end());
                        reserve = maxReserve(all, i, k);
                    }
                }
            }
            if (c > maxTokens) {
                throw new Unfittable("a unit at " + start + " has " + c + " tokens, over maxTokens " + maxTokens);
            }
            if (tail >= 0 && k >= tail && c < targetTokens / 2 && !all.breaksBefore(i) && joinsPrevious(pieces, all, tokens, i, k, reserve)) {
                i = k + 1; // a short last part of the definition the chunk before holds the start of
                continue;
            }
            pieces.add(new Piece(start, all.segment(k).end(), c, all.slice(i, k + 1), reserve, all.breaksBefore(i)));
            i = k + 1;
        }
        return pieces;
    }

    /**
     * The first units of the split definitions that hold the seam after unit {@code k} and begin
     * after unit {@code from}, outermost first: each is the last unit in {@code (from, k]} whose
     * boundary is shallower than every boundary after it up to the seam, moved back over the
     * header units glued to it (a doc comment above a method's signature). Only those that begin
     * a line (a Haskell signature's type is a unit of its own after the name). Empty when the
     * chunk begins inside every definition the seam is in.
     */
    private static List<Integer> splitHeads(Units all, String text, int from, int k) {
        List<Integer> heads = new ArrayList<>();
        int shallowest = all.depth(k + 1);
        for (int m = k; m > from && shallowest > 0; m--) {
            int d = all.depth(m);
            if (d < shallowest) {
                shallowest = d;
                int head = m;
                while (head > from && all.glued(head - 1)) {
                    head--;
                }
                if (head > from && Lines.firstOnLine(text, all.segment(head).start())) {
                    heads.addFirst(head);
                }
            }
        }
        return heads;
    }

    /**
     * The chunk of header units ending at {@code k} extended over the rest of the header and the
     * first unit after it, when they fit {@code limit} and keep its {@code reserve}: {@code {end,
     * count}}, or {@code {k, -1}} when they do not.
     */
    private static int[] throughHeader(Units all, DocumentTokens tokens, int start, int k, int ends, int limit, int reserve) {
        int e = k;
        int count = -1;
        while (e < ends && all.reserve(e + 1) <= reserve) {
            int with = tokens.count(start, all.segment(e + 1).end());
            if (with > limit) {
                break;
            }
            e++;
            count = with;
            if (!all.glued(e)) {
                return new int[] {e, count};
            }
        }
        return new int[] {k, -1};
    }

    /**
     * Adds units {@code [from, to]} to the last piece when it holds part of the same definition and
     * the two fit the budget together; whether it did. Not asked for units the structure asked to
     * begin a chunk (what follows base64 data set apart).
     */
    private static boolean joinsPrevious(List<Piece> pieces, Units all, DocumentTokens tokens, int from, int to, int reserve) {
        if (pieces.isEmpty() || pieces.getLast().units().getLast().owner() != all.owner(from)) {
            return false;
        }
        Piece previous = pieces.getLast();
        int r = Math.max(previous.reserve(), reserve);
        int with = tokens.count(previous.start(), all.segment(to).end());
        if (with > all.budget - r) {
            return false;
        }
        List<Piece.Unit> units = new ArrayList<>(previous.units());
        units.addAll(all.slice(from, to + 1));
        pieces.set(pieces.size() - 1, new Piece(previous.start(), all.segment(to).end(), with, List.copyOf(units), r, previous.breakBefore()));
        return true;
    }

    /**
     * The last unit in {@code [from, to]} that a chunk beginning at {@code start} can end with
     * under {@code limit}, and the chunk's count: {@code {k, count}}, or {@code {from - 1,
     * countBefore}} when not even unit {@code from} fits.
     */
    private int[] fit(Units all, DocumentTokens tokens, int start, int from, int to, int limit, int countBefore) {
        int hint = tokens.reach(start, all.segment(to).end(), limit);
        int k = Math.min(all.lastEndingBy(from, hint), to);
        int c = tokens.count(start, all.segment(k).end());
        if (c > limit) {
            // The hint overshot: bisect for the last unit that fits.
            int lo = from - 1;
            int hi = k - 1;
            int loCount = countBefore;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                int mc = tokens.count(start, all.segment(mid).end());
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
        while (k + 1 <= to && mayFit(c, all.segment(k + 1), all.count(k + 1), limit)) {
            int next = tokens.count(start, all.segment(k + 1).end());
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
     * {@code floor} tokens; the latest of equals. With {@code sentences}, a chunk that would end
     * inside comment text ends, of equally shallow boundaries, at a paragraph's end, else a
     * sentence's ({@link CommentSeams}), and code at a blank line ({@link #codeParagraphs}), and
     * for that may go a little under the floor ({@link #CUT_SLACK}). Without them (with overlap,
     * the next chunk repeats the lines before the cut, so the sentence it cuts is whole there) the
     * comment text is cut like code. Counts fall as the end moves back, so the scan stops at the
     * first end under the floor.
     */
    private int shallowestCut(Units all, DocumentTokens tokens, int start, int from, int to, int floor, boolean sentences) {
        int best = to;
        int bestDepth = all.depth(to + 1);
        int bestRank = sentences ? seamRank(all, tokens, to) : CommentSeams.PARAGRAPH;
        int lowest = bestRank < CommentSeams.PARAGRAPH ? floor - Math.min(floor / 3, CUT_SLACK) : floor;
        for (int e = to - 1; e >= from && (bestDepth > 0 || bestRank < CommentSeams.PARAGRAPH); e--) {
            int depth = all.depth(e + 1);
            if (depth > bestDepth || all.glued(e)) {
                continue;
            }
            int rank = sentences ? seamRank(all, tokens, e) : CommentSeams.PARAGRAPH;
            if (depth == bestDepth && rank <= bestRank) {
                continue;
            }
            int count = tokens.count(start, all.segment(e).end());
            if (count < lowest) {
                break;
            }
            boolean inComment = insideComment(all, e);
            boolean betweenCode = codeParagraphs && !inComment && !insideComment(all, best);
            if (count < floor && (depth < bestDepth || !inComment && !betweenCode)) {
                continue; // under the floor, only a better place inside the comment text, or between paragraphs of code, is worth it
            }
            best = e;
            bestDepth = depth;
            bestRank = rank;
        }
        return best;
    }

    /**
     * How good a place the seam after unit {@code e} is to cut: in comment text, by its paragraphs
     * and sentences; in code, a blank line ranks as a paragraph's end and any other seam as a
     * sentence's (with {@link #codeParagraphs}, else every seam outside comment text is the best).
     */
    private int seamRank(Units all, DocumentTokens tokens, int e) {
        if (seamRanks[e] == 0) {
            seamRanks[e] = (byte) (rankOf(all, tokens, e) + 1);
        }
        return seamRanks[e] - 1;
    }

    private int rankOf(Units all, DocumentTokens tokens, int e) {
        if (e + 1 >= all.size()) {
            return CommentSeams.PARAGRAPH;
        }
        if (!insideComment(all, e)) {
            return !codeParagraphs || CommentSeams.blankLineBetween(tokens.text(), all.segment(e).end(), all.segment(e + 1).start())
                    ? CommentSeams.PARAGRAPH : CommentSeams.SENTENCE;
        }
        return CommentSeams.rank(tokens.text(), all.segment(e).end(), all.segment(e + 1).start());
    }

    /** Whether the seam after unit {@code e} lies inside comment text: comment on both sides of it. */
    private static boolean insideComment(Units all, int e) {
        return e + 1 < all.size() && all.comment(e) && all.comment(e + 1);
    }

    /** The count of units {@code [from, to]} together when they fit maxTokens with their reserve, else -1. */
    private int wholeRun(Units all, DocumentTokens tokens, int from, int to) {
        int limit = maxTokens - maxReserve(all, from, to);
        int start = all.segment(from).start();
        int end = all.segment(to).end();
        if (tokens.surelyFits(start, end, limit)) {
            return tokens.count(start, end);
        }
        if (end - start > (long) limit * Packer.FAR_TOO_LONG) {
            return -1; // far too long to be worth a count
        }
        int c = tokens.count(start, end);
        return c <= limit ? c : -1;
    }

    private static int maxReserve(Units all, int from, int to) {
        int r = 0;
        for (int m = from; m <= to; m++) {
            r = Math.max(r, all.reserve(m));
        }
        return r;
    }

    /**
     * Where a chunk of a data file that begins inside a split entry ends at the latest: that
     * entry's last unit, and past it the rest of each entry around it while that rest is a
     * crumb the chunk has room for (a definition's closing {@code "required": [...]} after the
     * properties the chunk holds: on its own it opened the next definition's chunk). -1 when the
     * entry's own rest is a crumb (an entry's last line): it goes on with what follows.
     */
    private int dataTail(Units all, DocumentTokens tokens, Bounds bounds, int start, int tail, int last) {
        int crumb = Math.min(Packer.CRUMB_TOKENS, targetTokens / 4);
        if (tail >= last || tokens.count(start, all.segment(tail).end()) < crumb) {
            return -1;
        }
        while (tail < last && bounds.tailEnd[tail + 1] > tail) {
            int outer = Math.min(bounds.tailEnd[tail + 1], last);
            if (tokens.count(all.segment(tail + 1).start(), all.segment(outer).end()) >= crumb
                    || tokens.count(start, all.segment(outer).end()) > Math.min(targetTokens, all.budget - all.reserve(tail + 1))) {
                break;
            }
            tail = outer;
        }
        return tail;
    }

    /**
     * For each unit, found in one backward pass: the last unit before the next one that must begin
     * a chunk (a structure's chunk start, or with definition starts a labelled segment's
     * first unit), and the last unit before the next one whose reserve differs.
     */
    private static final class Bounds {
        final int[] lastBeforeNextStart;
        final int[] lastWithSameReserve;
        /**
         * For a unit inside a split definition that holds no other definition, past its first unit:
         * the definition's last unit; in a data file, for a unit past the first of any split
         * entry, the last unit of the innermost one; else -1.
         */
        final int[] tailEnd;

        Bounds(Units all, Predicate<Segment> definitionStarts, boolean data) {
            int n = all.size();
            lastBeforeNextStart = new int[n];
            lastWithSameReserve = new int[n];
            tailEnd = new int[n];
            // Runs of units with the same owner; an owner whose units make one run holds no other definition.
            java.util.IdentityHashMap<Segment, Integer> runs = new java.util.IdentityHashMap<>();
            for (int m = 0; m < n; m++) {
                Segment owner = all.owner(m);
                if (owner != null && (m == 0 || all.owner(m - 1) != owner)) {
                    runs.merge(owner, 1, Integer::sum);
                }
            }
            for (int m = n - 1; m >= 0; m--) {
                Segment owner = all.owner(m);
                boolean inside = owner != null && m > 0 && all.owner(m - 1) == owner && runs.get(owner) == 1;
                tailEnd[m] = !inside ? -1 : m + 1 < n && all.owner(m + 1) == owner ? tailEnd[m + 1] : m;
            }
            if (data) {
                // The innermost split entry holding the boundary before unit m (of depth d) ends
                // before the next boundary shallower than d: found for all units by one backward
                // pass over a stack of the units whose boundaries are shallower than what follows.
                int[] shallower = new int[n];
                int top = 0;
                for (int m = n - 1; m >= 0; m--) {
                    int d = all.depth(m);
                    while (top > 0 && all.depth(shallower[top - 1]) >= d) {
                        top--;
                    }
                    if (d > 0 && m > 0) {
                        tailEnd[m] = top > 0 ? shallower[top - 1] - 1 : n - 1;
                    }
                    shallower[top++] = m;
                }
            }
            int nextStart = n;
            for (int m = n - 1; m >= 0; m--) {
                lastBeforeNextStart[m] = nextStart - 1;
                lastWithSameReserve[m] = m + 1 < n && all.reserve(m + 1) == all.reserve(m) ? lastWithSameReserve[m + 1] : m;
                Segment owner = all.owner(m);
                boolean beginsDefinition = definitionStarts != null && owner != null && owner.start() == all.segment(m).start()
                        && definitionStarts.test(owner);
                if (all.breaksBefore(m) || beginsDefinition) {
                    nextStart = m;
                }
            }
        }
    }

    /**
     * Whether adding {@code unit} to a chunk of {@code c} tokens is worth an exact count. A counted
     * unit may save up to {@link Packer#SEAM_SLACK} tokens at the seam; an uncounted one (a small piece of a
     * long run, which the hint already measured) is guessed at about 4 chars a token.
     */
    private static boolean mayFit(int c, Segment unit, int count, int budget) {
        return count == Units.UNCOUNTED ? c + (unit.length() + 3) / 4 <= budget : c + count <= budget + Packer.SEAM_SLACK;
    }
}
