package dev.kerf.internal.markdown;

import dev.kerf.internal.markdown.MarkdownDocument.Block;
import dev.kerf.spi.Joined;
import dev.kerf.internal.prose.Sentences;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Description;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import dev.kerf.spi.Wrapping;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.parser.Parser;

/**
 * Sections, then blocks, of one Markdown text. Every list of children tiles its parent exactly
 * (whitespace after a block belongs to it). Each segment's node holds what its children are made
 * from: a section's blocks, a block's commonmark node, a fence's code structure.
 */
final class MarkdownStructure implements Structure {
    private final MarkdownDocument doc;
    private final Function<String, Segmenter> codeSegmenters;
    private final List<Segment> top = new ArrayList<>();
    /** Whether the text has a heading. */
    private final boolean sectioned;

    MarkdownStructure(String text, Parser parser, Function<String, Segmenter> codeSegmenters, int sectionLevel) {
        this.doc = new MarkdownDocument(text, parser);
        this.codeSegmenters = codeSegmenters;
        this.sectioned = doc.blocks.stream().anyMatch(Block::heading);
        buildSections(sectionLevel);
    }

    private void buildSections(int sectionLevel) {
        List<List<Block>> sections = new ArrayList<>();
        List<Block> current = new ArrayList<>();
        for (Block b : doc.blocks) {
            boolean opens = opensSection(b, sectionLevel);
            // A run of headings stays together: they all name the content after them.
            if (opens && !current.isEmpty() && !opensSection(current.getLast(), sectionLevel)) {
                sections.add(current);
                current = new ArrayList<>();
            }
            current.add(b);
        }
        if (!current.isEmpty()) {
            sections.add(current);
        }
        int end = doc.text.length();
        if (doc.frontMatter != null) {
            int fmEnd = sections.isEmpty() ? end : sections.getFirst().getFirst().start();
            top.add(new Segment(0, fmEnd, MarkdownSegmenter.FRONT_MATTER, Map.of(), new FrontMatterNode()));
        }
        for (int i = 0; i < sections.size(); i++) {
            List<Block> blocks = sections.get(i);
            int start = i == 0 ? (doc.frontMatter == null ? 0 : blocks.getFirst().start()) : blocks.getFirst().start();
            int stop = i + 1 < sections.size() ? sections.get(i + 1).getFirst().start() : end;
            // The first section after front matter goes on in the front matter's chunk when there
            // is room: "title: Selectors" alone was a chunk of 7 tokens, apart from what it titles.
            boolean startsChunk = opensSection(blocks.getFirst(), sectionLevel) && !(i == 0 && doc.frontMatter != null) && !headingsOnly(blocks, i, sections.size(), sectionLevel);
            top.add(new Segment(start, stop, MarkdownSegmenter.SECTION, Map.of(), new SectionNode(blocks, startsChunk)));
        }
    }

    /** Front matter: it begins the text's first chunk, which the first section goes on in; cut by lines when too large. */
    private static final class FrontMatterNode implements dev.kerf.spi.Node {
        @Override
        public List<Segment> children(Segment self) {
            return List.of();
        }

        @Override
        public boolean startsChunk() {
            return true;
        }
    }

    /** A section: its blocks; it begins a chunk when it opens with a heading of the section level. */
    private final class SectionNode implements dev.kerf.spi.Node {
        private final List<Block> blocks;
        private final boolean startsChunk;

        SectionNode(List<Block> blocks, boolean startsChunk) {
            this.blocks = blocks;
            this.startsChunk = startsChunk;
        }

        @Override
        public List<Segment> children(Segment self) {
            return sectionChildren(self, blocks);
        }

        @Override
        public boolean startsChunk() {
            return startsChunk;
        }
    }

    /** A lead: a section's headings with the block after them, which never leaves its headings alone in a chunk. */
    private final class LeadNode implements dev.kerf.spi.Node {
        private final List<Block> blocks;

        LeadNode(List<Block> blocks) {
            this.blocks = blocks;
        }

        @Override
        public List<Segment> children(Segment self) {
            return tiles(self, nodesOf(blocks));
        }

        @Override
        public boolean opensWithHeader() {
            return true;
        }
    }

    /** A block of the document (a paragraph, list, item, quote, table, row, fence...). */
    private final class BlockNode implements dev.kerf.spi.Node {
        private final Node node;

        BlockNode(Node node) {
            this.node = node;
        }

        @Override
        public List<Segment> children(Segment self) {
            return blockChildren(self, node);
        }

        /** A cut fence is re-opened and closed around each part; a cut table repeats its header rows. */
        @Override
        public Optional<Wrapping> wrapping() {
            return Optional.ofNullable(switch (node) {
                case FencedCodeBlock fence -> new Wrapping(doc.opening(fence) + "\n", "\n" + MarkdownDocument.closing(fence));
                case TableBlock table -> {
                    List<Node> rows = MarkdownDocument.rows(table);
                    yield rows.isEmpty() ? null : new Wrapping(doc.text.substring(doc.start(table), doc.start(rows.getFirst())), "");
                }
                default -> null;
            });
        }
    }

    /**
     * Whether section {@code i} of {@code count} is headings and nothing else, after another: only
     * the last can be (a run of headings names the content after it), and it goes on in the chunk
     * before rather than be a chunk of a few tokens alone (a "## See also" a page ends with).
     */
    private static boolean headingsOnly(List<Block> blocks, int i, int count, int sectionLevel) {
        return i > 0 && i == count - 1 && blocks.stream().allMatch(b -> opensSection(b, sectionLevel));
    }

    /** A heading at the section level or above, or a label right above one (which opens its section). */
    private static boolean opensSection(Block b, int sectionLevel) {
        int level = b.headingLevel();
        return level > 0 && level <= sectionLevel;
    }

    /** The kinds of the document's top-level blocks. */
    Set<String> topLevelKinds() {
        Set<String> kinds = new java.util.TreeSet<>();
        if (doc.frontMatter != null) {
            kinds.add(MarkdownSegmenter.FRONT_MATTER);
        }
        for (Block b : doc.blocks) {
            kinds.add(kind(b.node()));
        }
        return kinds;
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

    /** Sections pack to their target; a text without headings is blocks, packed as prose is, to the same target. */
    @Override
    public boolean isWrittenText() {
        return true;
    }

    /** A section's children: its headings (and their labels) with the first block after them (the lead), then its other blocks. */
    private List<Segment> sectionChildren(Segment section, List<Block> blocks) {
        int lead = 0;
        while (lead < blocks.size() && blocks.get(lead).headingOrLabel()) {
            lead++;
        }
        if (lead == 0) {
            return tiles(section, nodesOf(blocks));
        }
        int leadEnd = Math.min(lead, blocks.size() - 1); // index of the lead's last block
        if (leadEnd + 1 < blocks.size() && (doc.opensAdmonition(blocks.get(leadEnd).node())
                || leadsIn(blocks.get(leadEnd).node(), blocks.get(leadEnd + 1).node()))) {
            leadEnd++; // an admonition right under the headings, its line and its body; or a lead-in and what it introduces
        }
        List<Segment> out = new ArrayList<>();
        int leadStop = leadEnd + 1 < blocks.size() ? blocks.get(leadEnd + 1).start() : section.end();
        out.add(new Segment(section.start(), leadStop, MarkdownSegmenter.LEAD, Map.of(), new LeadNode(blocks.subList(0, leadEnd + 1))));
        List<Node> rest = nodesOf(blocks.subList(leadEnd + 1, blocks.size()));
        if (!rest.isEmpty()) {
            out.addAll(tiles(new Segment(leadStop, section.end(), MarkdownSegmenter.BLOCK), rest));
        }
        return out;
    }

    private static List<Node> nodesOf(List<Block> blocks) {
        return blocks.stream().map(Block::node).toList();
    }

    private List<Segment> blockChildren(Segment parent, Node node) {
        return switch (node) {
            case Paragraph p -> Sentences.segments(doc.text, parent.start(), parent.end(), MarkdownSegmenter.SENTENCE);
            case ListBlock l -> tiles(parent, childBlocks(l));
            case ListItem item -> tiles(parent, childBlocks(item));
            case BlockQuote quote -> tiles(parent, childBlocks(quote));
            case TableBlock table -> tableChildren(parent, table);
            case FencedCodeBlock fence -> fenceChildren(parent, fence);
            // An admonition's body is text: its paragraphs, then sentences
            case IndentedCodeBlock body when doc.admonitionBodies.contains(body) ->
                    Sentences.paragraphs(doc.text, parent.start(), parent.end(), MarkdownSegmenter.PARAGRAPH, MarkdownSegmenter.SENTENCE);
            default -> List.of();
        };
    }

    private static List<Node> childBlocks(Node parent) {
        List<Node> out = new ArrayList<>();
        for (Node c = parent.getFirstChild(); c != null; c = c.getNext()) {
            if (!c.getSourceSpans().isEmpty()) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Segments for {@code kids}, tiling {@code parent}: each runs to the next one's start. An
     * admonition's opening line and its indented body are one segment: the line never ends a
     * chunk apart from what it introduces.
     */
    private List<Segment> tiles(Segment parent, List<Node> kids) {
        return tiles(parent, kids, true);
    }

    /**
     * As {@link #tiles(Segment, List)}; with {@code grouping}, the blocks a Hugo shortcode holds
     * from its opening tag in one block to its closing tag in a later one are one segment, cut
     * between them only when too large.
     */
    private List<Segment> tiles(Segment parent, List<Node> kids, boolean grouping) {
        List<Segment> out = new ArrayList<>(kids.size());
        int start = parent.start();
        for (int i = 0; i < kids.size(); i++) {
            int last = grouping ? shortcodeEnd(kids, i) : i;
            if (grouping && last == i && i + 1 < kids.size() && kids.get(i).getNext() == kids.get(i + 1) && isLeadIn(kids.get(i))
                    && opensShortcode(kids.get(i + 1))) {
                last = Math.max(i + 1, shortcodeEnd(kids, i + 1)); // a lead-in goes with the shortcode it introduces
            }
            if (last > i) {
                int end = last + 1 < kids.size() ? Math.min(parent.end(), Math.max(start, doc.start(kids.get(last + 1)))) : parent.end();
                List<Node> held = kids.subList(i, last + 1);
                out.add(new Segment(start, end, MarkdownSegmenter.BLOCK, Map.of(), self -> tiles(self, held, false)));
                start = end;
                i = last;
                continue;
            }
            boolean admonition = i + 1 < kids.size() && doc.opensAdmonition(kids.get(i)) && kids.get(i).getNext() == kids.get(i + 1);
            // A container's opening line alone (:::tip, then a blank line) goes with the first part of what it holds.
            boolean leadIn = !admonition && i + 1 < kids.size()
                    && (leadsIn(kids.get(i), kids.get(i + 1)) || opensContainer(kids.get(i)) && !closesContainer(kids.get(i + 1)));
            int next = admonition || leadIn ? i + 2 : i + 1;
            // A container's closing line alone (:::) goes with the last part of what precedes it.
            boolean closed = next < kids.size() && next > 0 && closesContainer(kids.get(next)) && !opensContainer(kids.get(next - 1));
            int through = closed ? next + 1 : next;
            int end = through < kids.size() ? Math.min(parent.end(), Math.max(start, doc.start(kids.get(through)))) : parent.end();
            int blockEnd = closed ? Math.max(start, doc.start(kids.get(next))) : end;
            if (end > start) {
                Segment segment;
                if (admonition) {
                    // its body's paragraphs, the first beginning with the admonition's line
                    Segment body = new Segment(doc.start(kids.get(i + 1)), blockEnd, MarkdownSegmenter.INDENTED_CODE, Map.of(),
                            new BlockNode(kids.get(i + 1)));
                    segment = Joined.opening(start, body);
                } else if (leadIn) {
                    // the lead-in goes with the first part of the block it introduces
                    Node block = kids.get(i + 1);
                    segment = Joined.opening(start, new Segment(doc.start(block), blockEnd, kind(block), Map.of(), new BlockNode(block)));
                } else {
                    segment = new Segment(start, blockEnd, kind(kids.get(i)), Map.of(), new BlockNode(kids.get(i)));
                }
                out.add(closed && blockEnd > segment.start() ? Joined.closing(segment, end) : segment);
                start = end;
            }
            i = through - 1;
        }
        return out;
    }

    /**
     * The index of the last of {@code kids} that a Hugo shortcode opened in {@code kids[i]} closes
     * in, when it is a later one; {@code i} when none does (the outermost such shortcode counts).
     */
    private int shortcodeEnd(List<Node> kids, int i) {
        if (doc.shortcodes.isEmpty() || i + 1 >= kids.size()) {
            return i;
        }
        int from = doc.start(kids.get(i));
        int to = doc.end(kids.get(i));
        int last = i;
        for (int[] code : doc.shortcodes) {
            if (code[0] >= from && code[0] < to && code[1] > to) {
                int j = i + 1;
                while (j + 1 < kids.size() && doc.start(kids.get(j + 1)) < code[1]) {
                    j++;
                }
                last = Math.max(last, j);
            }
        }
        return last;
    }

    /** Whether a Hugo shortcode's opening tag begins block {@code n}. */
    private boolean opensShortcode(Node n) {
        int start = doc.start(n);
        for (int[] code : doc.shortcodes) {
            if (code[0] == start) {
                return true;
            }
        }
        return false;
    }

    /**
     * HTML or JSX tags and nothing else, the last an opening one ({@code <Tabs>}, {@code <TabItem
     * value="npm">}, {@code </TabItem> <TabItem value="yarn">}, {@code <details>}).
     */
    private static final java.util.regex.Pattern OPENING_TAGS = java.util.regex.Pattern.compile(
            "(?:\\s*</?[A-Za-z][^<>]*>)*\\s*<[A-Za-z][^<>]*(?<!/)>\\s*");
    /** HTML or JSX closing tags and nothing else ({@code </TabItem>}, {@code </Tabs>}). */
    private static final java.util.regex.Pattern CLOSING_TAGS = java.util.regex.Pattern.compile("(?:\\s*</[A-Za-z][^<>]*>)+\\s*");

    /**
     * Whether a block opens what follows it and holds nothing else: a colon container's opening line
     * ({@code :::tip}, {@code :::{note}}), or HTML or JSX opening tags (an MDX page's {@code <TabItem>}).
     */
    private boolean opensContainer(Node n) {
        if (n instanceof HtmlBlock) {
            return OPENING_TAGS.matcher(doc.text).region(doc.start(n), doc.end(n)).matches();
        }
        return n instanceof Paragraph && n.getSourceSpans().size() == 1 && doc.containerOpenings.contains(doc.start(n));
    }

    /** Whether a block closes what precedes it and holds nothing else: a colon container's closing line ({@code :::}), or closing tags. */
    private boolean closesContainer(Node n) {
        if (n instanceof HtmlBlock) {
            return CLOSING_TAGS.matcher(doc.text).region(doc.start(n), doc.end(n)).matches();
        }
        return n instanceof Paragraph && n.getSourceSpans().size() == 1 && doc.containerClosings.contains(doc.start(n));
    }

    /** The most a lead-in paragraph holds: one or two lines ("Run it with:"); a longer one is cut between its sentences. */
    private static final int LEAD_IN_CHARS = 240;

    /**
     * Whether {@code a} is a short paragraph ending with a colon right before {@code b}, a code
     * block, list, table or quote that it introduces ("Install it with:", then the command): the
     * two are one unit, so that no chunk ends with the lead-in while what it introduces opens the
     * next (9% of the Markdown chunks of MyST's, Hugo's and attrs's docs at 256 did).
     */
    private boolean leadsIn(Node a, Node b) {
        if (a.getNext() != b || doc.admonitionBodies.contains(b)
                || !(b instanceof FencedCodeBlock || b instanceof IndentedCodeBlock || b instanceof ListBlock || b instanceof TableBlock
                        || b instanceof BlockQuote)) {
            return false;
        }
        return isLeadIn(a);
    }

    /** Whether {@code a} is a paragraph of a line or two that ends with a colon ("Run it with:"). */
    private boolean isLeadIn(Node a) {
        if (!(a instanceof Paragraph)) {
            return false;
        }
        int start = doc.start(a);
        int end = doc.end(a);
        while (end > start && Character.isWhitespace(doc.text.charAt(end - 1))) {
            end--;
        }
        return end > start && end - start <= LEAD_IN_CHARS && doc.text.charAt(end - 1) == ':';
    }

    private static String kind(Node n) {
        return switch (n) {
            case Heading h -> MarkdownSegmenter.HEADING;
            case Paragraph p -> MarkdownSegmenter.PARAGRAPH;
            case ListBlock l -> MarkdownSegmenter.LIST;
            case ListItem i -> MarkdownSegmenter.ITEM;
            case BlockQuote q -> MarkdownSegmenter.QUOTE;
            case TableBlock t -> MarkdownSegmenter.TABLE;
            case FencedCodeBlock f -> MarkdownSegmenter.CODE_FENCE;
            case IndentedCodeBlock c -> MarkdownSegmenter.INDENTED_CODE;
            default -> MarkdownSegmenter.BLOCK;
        };
    }

    /** A table's header rows (with the delimiter row) as one segment, then one segment per body row. */
    private List<Segment> tableChildren(Segment parent, TableBlock table) {
        List<Node> rows = MarkdownDocument.rows(table);
        if (rows.isEmpty()) {
            return List.of();
        }
        List<Segment> out = new ArrayList<>();
        int headerEnd = doc.start(rows.getFirst());
        out.add(new Segment(parent.start(), headerEnd, MarkdownSegmenter.TABLE_HEADER));
        out.addAll(tiles(new Segment(headerEnd, parent.end(), MarkdownSegmenter.TABLE), rows));
        return out;
    }

    /** A fence's opening line, its contents cut by the code structure of its language, its closing line. */
    private List<Segment> fenceChildren(Segment parent, FencedCodeBlock fence) {
        int start = doc.start(fence);
        int contentStart = new Lines(doc.text).lineEnd(start, parent.end());
        int contentEnd = MarkdownDocument.closed(fence) ? doc.start(fence.getSourceSpans().getLast()) : parent.end();
        if (contentStart >= contentEnd) {
            return List.of();
        }
        List<Segment> out = new ArrayList<>();
        out.add(new Segment(parent.start(), contentStart, MarkdownSegmenter.FENCE_LINE));
        // The code is cut alone, as a text of its own, and its segments carried into the document's offsets.
        Segmenter code = codeSegmenters.apply(MarkdownDocument.fenceLanguage(fence));
        List<Segment> inner = Segment.carried(code.segment(doc.text.substring(contentStart, contentEnd)).top(), contentStart,
                UnaryOperator.identity());
        out.addAll(inner.isEmpty() ? List.of(new Segment(contentStart, contentEnd, MarkdownSegmenter.BLOCK)) : inner);
        if (contentEnd < parent.end()) {
            out.add(new Segment(contentEnd, parent.end(), MarkdownSegmenter.FENCE_LINE));
        }
        return out;
    }

    /**
     * Inside a paragraph, sentence starts, then the word starts of the sentence the cut falls in.
     * After a code block or table that ended before the cut, only its start: an overlap repeats
     * it whole or not at all. Elsewhere (lists, a block cut into parts), line starts.
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
        int i = doc.firstLeafEndingAfter(last);
        if (i == doc.leaves.size() || doc.leaves.get(i).start() > last) {
            return Optional.empty();
        }
        Block leaf = doc.leaves.get(i);
        if (leaf.node() instanceof Paragraph) {
            return Optional.of(Sentences.overlapStarts(doc.text, Math.max(from, leaf.start()), cut, from));
        }
        if (cut < leaf.end()) {
            return Optional.empty(); // a block cut into parts: overlap by its lines
        }
        return Optional.of(leaf.start() > from ? List.of(leaf.start()) : List.of());
    }

    @Override
    public Optional<List<Description>> describe(List<Range> chunks) {
        return Optional.of(new Descriptions(doc, chunks).all());
    }
}
