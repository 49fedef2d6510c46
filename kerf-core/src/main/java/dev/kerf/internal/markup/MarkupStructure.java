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
            boolean startsChunk = blocks.getFirst().kind() == Kind.HEADING;
            top.add(new Segment(start, stop, MarkupSegmenter.SECTION, Map.of(), new SectionNode(blocks, startsChunk)));
        }
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

        @Override
        public List<Segment> children(Segment self) {
            return switch (block.kind()) {
                case PARAGRAPH -> Sentences.segments(doc.text, self.start(), self.end(), MarkupSegmenter.SENTENCE);
                case LIST -> items(self);
                case CODE -> code(self);
                case BLOCK -> block.inner().isEmpty() ? paragraphs(self.start(), self.end()) : inner(self);
                default -> List.of(); // headings and tables: lines
            };
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
            for (int p = lineAfter(contentStart); p < contentEnd; p = lineAfter(p)) {
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
            }
            Labels.HEADINGS.put(m, headings);
            Labels.SECTIONS.put(m, sections);
            Labels.CONTAINS_CODE.put(m, code);
            if (language != null) {
                Labels.CODE_LANGUAGE.put(m, language);
            }
            out.add(new Description(m, "", ""));
        }
        return Optional.of(out);
    }
}
