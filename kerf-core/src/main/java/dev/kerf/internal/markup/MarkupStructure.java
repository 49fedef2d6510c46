package dev.kerf.internal.markup;

import dev.kerf.internal.markup.MarkupDocument.Block;
import dev.kerf.internal.markup.MarkupDocument.Kind;
import dev.kerf.internal.prose.Sentences;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Description;
import dev.kerf.spi.Joined;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Node;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import dev.kerf.spi.Wrapping;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Sections, then blocks, of one text in a markup language, as Markdown's: a section (a heading,
 * any headings right after it, and the blocks up to the next heading) begins a chunk; its headings
 * stay with the block after them; paragraphs and list items are cut between sentences, lists
 * between items, code by its language's structure where it names one, other blocks by lines.
 */
final class MarkupStructure implements Structure {
    private final MarkupDocument doc;
    private final Function<String, Segmenter> codeSegmenters;
    private final List<Segment> top = new ArrayList<>();
    private final boolean sectioned;
    private final Lines lines;

    MarkupStructure(MarkupDocument doc, Function<String, Segmenter> codeSegmenters) {
        this.doc = doc;
        this.codeSegmenters = codeSegmenters;
        this.lines = new Lines(doc.text);
        this.sectioned = doc.blocks.stream().anyMatch(b -> b.kind() == Kind.HEADING);
        buildSections();
    }

    private void buildSections() {
        List<List<Block>> sections = new ArrayList<>();
        List<Block> current = new ArrayList<>();
        for (Block b : doc.blocks) {
            boolean heading = b.kind() == Kind.HEADING;
            // A run of headings stays together: they all name the content after them.
            if (heading && !current.isEmpty() && current.getLast().kind() != Kind.HEADING) {
                sections.add(current);
                current = new ArrayList<>();
            }
            current.add(b);
        }
        if (!current.isEmpty()) {
            sections.add(current);
        }
        for (int i = 0; i < sections.size(); i++) {
            List<Block> blocks = sections.get(i);
            int start = i == 0 ? 0 : blocks.getFirst().start();
            int stop = i + 1 < sections.size() ? sections.get(i + 1).getFirst().start() : doc.text.length();
            boolean startsChunk = blocks.getFirst().kind() == Kind.HEADING && !headingsOnly(blocks, i, sections.size());
            top.add(new Segment(start, stop, MarkupSegmenter.SECTION, Map.of(), new SectionNode(blocks, startsChunk)));
        }
    }

    /**
     * Whether section {@code i} of {@code count} is headings and nothing else, after another: only
     * the last can be, and it goes on in the chunk before rather than be a chunk of a few tokens.
     */
    private static boolean headingsOnly(List<Block> blocks, int i, int count) {
        return i > 0 && i == count - 1 && blocks.stream().allMatch(b -> b.kind() == Kind.HEADING);
    }

    @Override
    public List<Segment> top() {
        return top;
    }

    /** A heading path is a chunk's scope; a text without headings has none. */
    @Override
    public boolean scoped() {
        return sectioned;
    }

    /** Sections pack to the target of written text, as Markdown's do. */
    @Override
    public boolean isWrittenText() {
        return true;
    }

    /** A section: its blocks; it begins a chunk when it opens with a heading. */
    private final class SectionNode implements Node {
        private final List<Block> blocks;
        private final boolean startsChunk;

        SectionNode(List<Block> blocks, boolean startsChunk) {
            this.blocks = blocks;
            this.startsChunk = startsChunk;
        }

        @Override
        public List<Segment> children(Segment self) {
            int lead = 0;
            while (lead < blocks.size() && blocks.get(lead).kind() == Kind.HEADING) {
                lead++;
            }
            if (lead == 0) {
                return tiles(self.start(), self.end(), blocks);
            }
            int leadEnd = Math.min(lead, blocks.size() - 1);
            int leadStop = leadEnd + 1 < blocks.size() ? blocks.get(leadEnd + 1).start() : self.end();
            List<Segment> out = new ArrayList<>();
            List<Block> leadBlocks = blocks.subList(0, leadEnd + 1);
            out.add(new Segment(self.start(), leadStop, MarkupSegmenter.LEAD, Map.of(), new LeadNode(leadBlocks)));
            if (leadEnd + 1 < blocks.size()) {
                out.addAll(tiles(leadStop, self.end(), blocks.subList(leadEnd + 1, blocks.size())));
            }
            return out;
        }

        @Override
        public boolean startsChunk() {
            return startsChunk;
        }
    }

    /** A section's headings with the block after them, which never leaves its headings alone in a chunk. */
    private final class LeadNode implements Node {
        private final List<Block> blocks;

        LeadNode(List<Block> blocks) {
            this.blocks = blocks;
        }

        @Override
        public List<Segment> children(Segment self) {
            return tiles(self.start(), self.end(), blocks);
        }

        @Override
        public boolean opensWithHeader() {
            return true;
        }
    }

    /** A block: a paragraph's sentences, a list's items, code by its language, a block's paragraphs. */
    private final class BlockNode implements Node {
        private final Block block;

        BlockNode(Block block) {
            this.block = block;
        }

        /**
         * A cut table repeats its opening lines and header row before each part, and its closing
         * line after it, as Markdown's tables do, so that each part's cells keep their column names.
         */
        @Override
        public Optional<Wrapping> wrapping() {
            return Optional.ofNullable(wrap(block)).map(Wrap::wrapping);
        }

        @Override
        public List<Segment> children(Segment self) {
            return switch (block.kind()) {
                case PARAGRAPH -> Sentences.segments(doc.text, self.start(), self.end(), MarkupSegmenter.SENTENCE);
                case LIST -> items(self);
                case CODE -> code(self);
                case BLOCK -> block.inner().isEmpty() ? paragraphs(self.start(), self.end()) : inner(self);
                case TABLE -> rows(self);
                default -> List.of(); // headings: lines
            };
        }

        /**
         * A table's rows: a new row begins after a blank line (AsciiDoc's rows of one cell per
         * line) or after a border line inside the table (reStructuredText's grid tables, {@code
         * +----+}). The opening lines and the header row begin the first, the closing line ends the
         * last. A table with no such rows is cut by lines.
         */
        private List<Segment> rows(Segment self) {
            List<Integer> starts = rowStarts(block, self.start(), self.end());
            if (starts.isEmpty()) {
                return List.of();
            }
            List<Segment> out = new ArrayList<>(starts.size() + 1);
            int s = self.start();
            for (int cut : starts) {
                out.add(new Segment(s, cut, MarkupSegmenter.ROW));
                s = cut;
            }
            out.add(new Segment(s, self.end(), MarkupSegmenter.ROW));
            return out;
        }

        private List<Segment> items(Segment self) {
            List<Segment> out = new ArrayList<>();
            List<Integer> parts = block.parts();
            int start = self.start();
            for (int k = 0; k < parts.size(); k++) {
                int end = k + 1 < parts.size() ? lineStart(parts.get(k + 1)) : self.end();
                if (end > start) {
                    out.add(new Segment(start, end, MarkupSegmenter.ITEM, Map.of(), s -> item(s.start(), s.end())));
                    start = end;
                }
            }
            return out.size() > 1 ? out : item(self.start(), self.end());
        }

        /**
         * An item's paragraphs, and the blocks joined to it (AsciiDoc's "+" before a listing),
         * the item's text beginning the first of them.
         */
        private List<Segment> item(int start, int end) {
            List<Block> joined = block.inner().stream().filter(b -> b.start() >= start && b.start() < end).toList();
            if (joined.isEmpty()) {
                return paragraphs(start, end);
            }
            List<Segment> out = new ArrayList<>(tiles(joined.getFirst().start(), end, joined));
            int leadEnd = joined.getFirst().start();
            if (leadEnd > start && !out.isEmpty()) {
                out.set(0, Joined.opening(start, out.getFirst()));
            }
            return out;
        }

        /** A delimited block's opening lines, the blocks inside it, and its closing line. */
        private List<Segment> inner(Segment self) {
            List<Block> inner = block.inner();
            int innerStart = inner.getFirst().start();
            // The opening lines begin the first block inside and the closing line ends the last:
            // a chunk never ends with the one nor begins with the other.
            List<Segment> out = new ArrayList<>(tiles(innerStart, self.end(), inner));
            if (innerStart > self.start() && !out.isEmpty()) {
                out.set(0, Joined.opening(self.start(), out.getFirst()));
            }
            return out;
        }

        /**
         * Code between its opening and closing lines, cut by its language's structure, or else by
         * lines. The opening lines go with the first part and the closing line (with any
         * callouts after it) with the last, so that no chunk ends with an opening line or
         * begins with a closing one.
         */
        private List<Segment> code(Segment self) {
            int contentStart = block.bodyStart();
            int contentEnd = block.bodyEnd() < block.end() ? block.bodyEnd() : self.end();
            if (contentStart >= contentEnd) {
                return List.of();
            }
            String language = language(block.language());
            List<Segment> inner = language == null ? List.of()
                    : Segment.carried(codeSegmenters.apply(language).segment(doc.text.substring(contentStart, contentEnd)).top(),
                            contentStart, UnaryOperator.identity());
            if (inner.size() < 2) {
                return lines(self.start(), contentStart, contentEnd, self.end());
            }
            List<Segment> out = new ArrayList<>(inner);
            if (contentStart > self.start()) {
                out.set(0, Joined.opening(self.start(), out.getFirst()));
            }
            if (contentEnd < self.end()) {
                out.set(out.size() - 1, Joined.closing(out.getLast(), self.end()));
            }
            return out;
        }

        /** The code's lines, the opening lines joined to the first and the closing lines to the last. */
        private List<Segment> lines(int start, int contentStart, int contentEnd, int end) {
            List<Integer> cuts = new ArrayList<>();
            int first = contentStart;
            while (first < contentEnd && Whitespace.is(doc.text.charAt(first))) {
                first++; // the blank lines after a directive's line: the opening goes with the first line of code
            }
            for (int p = lineAfter(first); p < contentEnd; p = lineAfter(p)) {
                cuts.add(p);
            }
            List<Segment> out = new ArrayList<>(cuts.size() + 1);
            int s = start;
            for (int cut : cuts) {
                out.add(new Segment(s, cut, MarkupSegmenter.LINE));
                s = cut;
            }
            out.add(new Segment(s, end, MarkupSegmenter.LINE));
            return out.size() > 1 ? out : List.of();
        }
    }

    /**
     * How a part of a table is wrapped: the text put before a part that does not hold the table's
     * header (from {@code partsFrom} on), and after one that ends before {@code partsTo}.
     */
    private record Wrap(Wrapping wrapping, int partsFrom, int partsTo) {}

    /** Each table's wrapping, found once: describe() asks for it at both ends of every chunk. */
    private final Map<Block, Optional<Wrap>> wraps = new java.util.IdentityHashMap<>();

    /** The wrapping of {@code b}'s parts when it is cut (a table's), or null for none. */
    private Wrap wrap(Block b) {
        return wraps.computeIfAbsent(b, k -> Optional.ofNullable(wrapOf(k))).orElse(null);
    }

    private Wrap wrapOf(Block b) {
        // Code blocks are not wrapped, unlike Markdown's fences: their opening lines ([source,java],
        // ----) left a part of a listing cut at 30 tokens one line, and its callouts a chunk alone.
        if (b.kind() == Kind.TABLE) {
            List<Integer> rows = rowStarts(b, b.start(), b.end());
            if (!rows.isEmpty()) {
                String header = doc.text.substring(b.start(), rows.getFirst()).stripTrailing();
                int lastLine = lineStart(Math.max(b.start(), b.end() - 1));
                String last = lineText(lastLine);
                // A grid table's closing border, which its opening repeats; a list-table has none.
                boolean closes = b.parts().isEmpty() && header.lines().anyMatch(l -> l.strip().equals(last));
                return new Wrap(new Wrapping(header + "\n", closes ? "\n" + last : ""), rows.getFirst(), closes ? lastLine : b.end());
            }
        }
        return null;
    }

    /** The line at {@code pos}, without its line break or the spaces around it. */
    private String lineText(int pos) {
        return doc.text.substring(pos, lineAfter(pos)).strip();
    }

    /**
     * The heading path of the innermost block inside {@code b} that the chunk beginning at
     * {@code pos} begins inside, {@code path} when it begins at none's start: the object a
     * directive's body describes ({@code confval copyright}) for a part cut from its first line.
     */
    private static List<String> innermostPath(Block b, int pos, List<String> path) {
        if (b.start() >= pos || pos >= b.end()) {
            return path;
        }
        for (Block inner : b.inner()) {
            if (inner.start() <= pos && pos < inner.end()) {
                return innermostPath(inner, pos, inner.path());
            }
        }
        return b.inner().isEmpty() || pos < b.inner().getFirst().start() ? path : b.inner().getFirst().path();
    }

    /** The innermost table of {@code blocks} (and the blocks inside them) that {@code pos} lies inside, or null. */
    private static Block wrappedAt(List<Block> blocks, int pos) {
        for (Block b : blocks) {
            if (b.start() < pos && pos < b.end()) {
                Block inner = wrappedAt(b.inner(), pos);
                return inner != null ? inner : b.kind() == Kind.TABLE ? b : null;
            }
        }
        return null;
    }

    /**
     * Where a table's rows after the first begin: those a list-table's items give (its parts), else
     * after a blank line, or after a border line inside it.
     */
    private List<Integer> rowStarts(Block table, int start, int end) {
        if (!table.parts().isEmpty()) {
            return table.parts().stream().filter(p -> p > start && p < end).toList();
        }
        List<Integer> starts = new ArrayList<>();
        int lastLine = lineStart(Math.max(start, end - 1));
        boolean blank = false;
        boolean border = false;
        for (int p = lineAfter(start); p < end && p < lastLine; p = lineAfter(p)) {
            int e = lineAfter(p);
            boolean isBlank = Whitespace.isBlank(doc.text, p, e);
            if (!isBlank && (blank || border)) {
                starts.add(p);
            }
            blank = isBlank;
            border = !isBlank && GRID_BORDER.matcher(doc.text.substring(p, e).strip()).matches();
        }
        return starts;
    }

    /** A grid table's border line: {@code +---+----+} or {@code +===+====+}. */
    private static final java.util.regex.Pattern GRID_BORDER = java.util.regex.Pattern.compile("\\+[-=+]*\\+");

    /** The blank-line paragraphs of {@code [start, end)}, each cut between its sentences. */
    private List<Segment> paragraphs(int start, int end) {
        return Sentences.paragraphs(doc.text, start, end, MarkupSegmenter.PARAGRAPH, MarkupSegmenter.SENTENCE);
    }

    private int lineStart(int pos) {
        return Lines.lineStart(doc.text, pos, 0);
    }

    /** Where the line after the one holding {@code pos} begins (the text's end for the last line). */
    private int lineAfter(int pos) {
        return lines.lineEnd(pos, doc.text.length());
    }

    /** Segments for {@code blocks}, tiling {@code [start, end)}: each runs to the next one's start. */
    private List<Segment> tiles(int start, int end, List<Block> blocks) {
        List<Segment> out = new ArrayList<>(blocks.size());
        int s = start;
        for (int i = 0; i < blocks.size(); i++) {
            int e = i + 1 < blocks.size() ? Math.min(end, Math.max(s, blocks.get(i + 1).start())) : end;
            if (e > s) {
                out.add(new Segment(s, e, kind(blocks.get(i)), Map.of(), new BlockNode(blocks.get(i))));
                s = e;
            }
        }
        return out;
    }

    private static String kind(Block b) {
        return switch (b.kind()) {
            case HEADING -> MarkupSegmenter.HEADING;
            case PARAGRAPH -> MarkupSegmenter.PARAGRAPH;
            case LIST -> MarkupSegmenter.LIST;
            case CODE -> MarkupSegmenter.CODE;
            case TABLE -> MarkupSegmenter.TABLE;
            case BLOCK -> MarkupSegmenter.BLOCK;
        };
    }

    /** A code block's language as kerf names it, or null when it names none. */
    static String language(String given) {
        if (given == null || given.isBlank()) {
            return null;
        }
        return Languages.kerfName(given.strip().toLowerCase(Locale.ROOT));
    }

    /**
     * Inside a paragraph, sentence starts, then the word starts of the sentence the cut falls in;
     * elsewhere line starts.
     */
    @Override
    public Optional<List<Integer>> overlapStarts(int from, int cut) {
        int last = cut - 1;
        while (last >= from && Whitespace.is(doc.text.charAt(last))) {
            last--;
        }
        if (last < from) {
            return Optional.empty();
        }
        int i = doc.firstEndingAfter(last);
        if (i == doc.blocks.size() || doc.blocks.get(i).start() > last || doc.blocks.get(i).kind() != Kind.PARAGRAPH) {
            return Optional.empty();
        }
        return Optional.of(Sentences.overlapStarts(doc.text, Math.max(from, doc.blocks.get(i).start()), cut, from));
    }

    /**
     * The first code block the chunk {@code r} holds part of in {@code b} or the blocks inside
     * it, the first naming its language if any does; null for none.
     */
    private static Block codeIn(Block b, Range r) {
        if (b.kind() == Kind.CODE) {
            return b;
        }
        Block found = null;
        for (Block inner : b.inner()) {
            if (inner.end() > r.start() && inner.start() < r.end()) {
                Block c = codeIn(inner, r);
                if (c != null && c.language() != null) {
                    return c;
                }
                found = found == null ? c : found;
            }
        }
        return found;
    }

    /** Each chunk's heading path (at its first content that is not a heading), the sections it covers, its code. */
    @Override
    public Optional<List<Description>> describe(List<Range> chunks) {
        List<Description> out = new ArrayList<>(chunks.size());
        for (Range r : chunks) {
            Map<String, Object> m = new LinkedHashMap<>();
            List<String> headings = null;
            List<String> lastHeading = null;
            List<List<String>> sections = new ArrayList<>();
            boolean code = false;
            String language = null;
            int i = doc.firstEndingAfter(r.start());
            for (int j = i; j < doc.blocks.size() && doc.blocks.get(j).start() < r.end(); j++) {
                Block b = doc.blocks.get(j);
                if (b.kind() == Kind.HEADING) {
                    lastHeading = b.path();
                } else if (headings == null) {
                    headings = b.path();
                }
                if (!b.path().isEmpty() && !sections.contains(b.path())) {
                    sections.add(b.path());
                }
                Block c = codeIn(b, r);
                if (c != null) {
                    code = true;
                    if (language == null) {
                        language = language(c.language());
                    }
                }
            }
            if (headings == null) {
                headings = lastHeading != null ? lastHeading : i > 0 && i <= doc.blocks.size() ? doc.blocks.get(i - 1).path() : List.of();
            } else if (i < doc.blocks.size()) {
                headings = innermostPath(doc.blocks.get(i), r.start(), headings);
            }
            Labels.HEADINGS.put(m, headings);
            Labels.SECTIONS.put(m, sections);
            Labels.CONTAINS_CODE.put(m, code);
            if (language != null) {
                Labels.CODE_LANGUAGE.put(m, language);
            }
            // A part of a cut table is wrapped as the table is: its header before, its closing line after.
            Block first = wrappedAt(doc.blocks, r.start());
            Wrap opened = first == null ? null : wrap(first);
            Block last = wrappedAt(doc.blocks, r.end());
            Wrap closed = last == null ? null : wrap(last);
            String prefix = opened != null && r.start() >= opened.partsFrom() ? opened.wrapping().prefix() : "";
            String suffix = closed != null && r.end() <= closed.partsTo() ? closed.wrapping().suffix() : "";
            out.add(new Description(m, prefix, suffix));
        }
        return Optional.of(out);
    }
}
