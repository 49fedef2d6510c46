package dev.kerf.internal.component;

import static dev.kerf.internal.embed.Placement.place;

import dev.kerf.internal.component.EmbeddedBlocks.Block;
import dev.kerf.internal.embed.Cut;
import dev.kerf.internal.embed.Placement;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Node;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One component file: its markup and its embedded blocks, each cut by its own structure. Each
 * structure is given the file with everything but its own part blanked (line breaks kept; a
 * block's, only up to its end), so that its offsets and line numbers are the file's and nothing
 * is moved. What the chunker asks of a range (its definitions, its module or scope) is asked of
 * the parts it holds.
 */
final class ComponentStructure implements Structure {
    /** Segment kinds: an embedded block, and its opening or closing tag line. */
    static final String BLOCK = "embedded_block";
    static final String TAG_LINE = "tag_line";

    /**
     * A part of the file: an embedded block's contents (its structure's top segments held to them),
     * or the markup (the file less its blocks).
     */
    private record Part(Block block, Cut cut, List<Segment> contents) {
        boolean code() {
            return block != null;
        }

        /** A chunk's start held to the text this part's structure was given: a block's from its contents. */
        int from(int start) {
            return block == null ? start : Math.max(start, block.contentStart());
        }

        /** A chunk's end held to the text this part's structure was given, which for a block ends with it. */
        int to(int end) {
            return block == null ? end : Math.min(end, block.contentEnd());
        }

        /** How many chars of {@code [from, to)} are this part's. */
        int overlap(int from, int to, List<Block> blocks) {
            if (block != null) {
                return Math.max(0, to(to) - from(from));
            }
            int n = to - from;
            for (Block b : blocks) {
                n -= Math.max(0, Math.min(to, b.end()) - Math.max(from, b.start()));
            }
            return n;
        }
    }

    private final List<Block> blocks;
    private final List<Part> parts = new ArrayList<>();
    private final List<Segment> top = new ArrayList<>();
    /** Labelled segments replaced by their children because they reached over a block (an HTML page's {@code <body>}). */
    private final List<Segment> split = new ArrayList<>();

    ComponentStructure(String text, List<Block> blocks, ComponentSegmenter cutter) {
        this.blocks = blocks;
        List<int[]> markupRanges = new ArrayList<>();
        int at = 0;
        for (Block b : blocks) {
            Cut cut = cutter.code(b.language(), blankedBut(text, b.contentStart(), b.contentEnd()));
            List<Segment> contents = new ArrayList<>();
            for (Segment s : cut.structure().top()) {
                place(s, text, List.of(new int[] {b.contentStart(), b.contentEnd()}), contents, split);
            }
            Part part = new Part(b, cut, contents);
            parts.add(part);
            // A block kept whole in a chunk (with markup beside it) is described by what matters most in its code.
            top.add(new Segment(b.start(), b.end(), BLOCK, Placement.wholePartLabels(contents), new BlockNode(part)));
            markupRanges.add(new int[] {at, b.start()});
            at = b.end();
        }
        markupRanges.add(new int[] {at, text.length()});
        String markup = blankedBlocks(text, blocks);
        if (!Whitespace.isBlank(markup, 0, markup.length())) {
            Cut cut = cutter.markup(markup);
            parts.add(new Part(null, cut, List.of()));
            for (Segment s : cut.structure().top()) {
                place(s, text, markupRanges, top, split);
            }
        }
        top.sort(Comparator.comparingInt(Segment::start));
    }

    /**
     * The text up to {@code to} with every char before {@code from} a space, line breaks kept:
     * what follows a block is none of its structure's business, so it is left out.
     */
    private static String blankedBut(String text, int from, int to) {
        char[] out = text.substring(0, to).toCharArray();
        blank(out, 0, from);
        return new String(out);
    }

    /** The text with every block a run of spaces, line breaks kept (the text itself when it has none). */
    private static String blankedBlocks(String text, List<Block> blocks) {
        if (blocks.isEmpty()) {
            return text;
        }
        char[] out = text.toCharArray();
        for (Block b : blocks) {
            blank(out, b.start(), b.end());
        }
        return new String(out);
    }

    private static void blank(char[] text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Whitespace.isLineBreak(text[i])) {
                text[i] = ' ';
            }
        }
    }

    /** An embedded block: its opening tag line, its contents as their structure cut them, its closing tag. */
    private record BlockNode(Part part) implements Node {
        @Override
        public List<Segment> children(Segment self) {
            Block b = part.block();
            List<Segment> out = new ArrayList<>();
            out.add(new Segment(self.start(), b.contentStart(), TAG_LINE));
            out.addAll(part.contents());
            if (b.contentEnd() < self.end()) {
                out.add(new Segment(b.contentEnd(), self.end(), TAG_LINE));
            }
            return out;
        }

        /**
         * Its labels name the code's most important definition, for a chunk holding the block
         * whole: a chunk of its top-level code, once it is split, is the module's, not that definition's.
         */
        @Override
        public boolean describesParts() {
            return false;
        }

        /** The opening tag line stays with the code after it. */
        @Override
        public boolean opensWithHeader() {
            return true;
        }
    }

    @Override
    public List<Segment> top() {
        return top;
    }

    /**
     * The strategy of the largest embedded block's structure (the script's, as a rule), else the
     * markup's; a block that fell back to the generic structure (a style with no rule the
     * delimiter table finds) does not speak for the file.
     */
    @Override
    public Optional<String> strategy() {
        return parts.stream().filter(p -> p.code() && !p.cut().strategy().equals(Strategy.GENERIC))
                .max(Comparator.comparingInt(p -> p.block().contentEnd() - p.block().contentStart()))
                .or(() -> parts.stream().filter(p -> !p.code()).findFirst())
                .or(() -> parts.stream().findFirst())
                .map(p -> p.cut().strategy());
    }

    /**
     * Packs to the code target where a part's structure names definitions (a script's, or the
     * markup's where its own structure does), as a file of that language would.
     */
    @Override
    public boolean hasDefinitions() {
        return parts.stream().anyMatch(p -> p.cut().structure().hasDefinitions());
    }

    @Override
    public List<Definition> definitions(int start, int end) {
        List<Definition> out = new ArrayList<>();
        for (Part p : parts) {
            if (p.overlap(start, end, blocks) > 0) {
                out.addAll(p.cut().structure().definitions(p.from(start), p.to(end)));
            }
        }
        out.sort(Comparator.comparingInt(Definition::start));
        return out;
    }

    /**
     * What the part holding most of the chunk says of it (the module for a script's top-level
     * code, the definition a cut belongs to), and the language of the first embedded block it
     * holds code of, as {@code code_language} (as a Markdown chunk names its first fence's).
     */
    @Override
    public Map<String, Object> context(int start, int end, List<String> modulePath) {
        Part most = null;
        int mostChars = 0;
        for (Part p : parts) {
            int chars = p.overlap(start, end, blocks);
            if (chars > mostChars) {
                most = p;
                mostChars = chars;
            }
        }
        int from = start;
        int to = end;
        if (most == null) {
            // A block's tag line alone: described as the block's code would be whole.
            for (Part p : parts) {
                if (p.code() && p.block().start() <= start && end <= p.block().end()) {
                    most = p;
                    from = p.block().contentStart();
                    to = p.block().contentEnd();
                }
            }
            if (most == null) {
                return Map.of();
            }
        }
        Map<String, Object> said = most.cut().structure().context(most.from(from), most.to(to), modulePath);
        Map<String, Object> out = new LinkedHashMap<>(said);
        if (!most.code() && !said.containsKey(Labels.CLASSIFICATION.key())) {
            // Its structure leaves it to an element that was cut around a block (saying at most
            // its scope): the first that begins in the chunk, else the innermost the chunk lies
            // in, describes it, as it would have whole.
            Segment begins = null;
            Segment around = null;
            for (Segment s : split) {
                if (s.start() >= start && s.start() < end && (begins == null || s.start() < begins.start())) {
                    begins = s;
                } else if (s.start() <= start && end <= s.end() && (around == null || s.length() < around.length())) {
                    around = s;
                }
            }
            Segment describing = begins != null ? begins : around;
            if (describing != null) {
                out.putAll(describing.labels());
            }
        }
        for (Part p : parts) {
            if (p.code() && (p.overlap(start, end, blocks) > 0 || p == most)) {
                Labels.CODE_LANGUAGE.put(out, p.block().language());
                break;
            }
        }
        return out;
    }
}
