package dev.kerf.internal.notebook;

import static dev.kerf.internal.embed.Placement.place;

import dev.kerf.internal.embed.Cut;
import dev.kerf.internal.embed.Placement;
import dev.kerf.internal.notebook.Notebook.Cell;
import dev.kerf.internal.notebook.Notebook.Part;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Node;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import dev.kerf.spi.Tiling;
import dev.kerf.spi.Wrapping;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A notebook cut by its cells: a cell that fits is one unit, small cells share a chunk as short
 * paragraphs do, and a cell too large for one chunk is cut between its members (its outputs
 * apart from its source), its source as the code of the notebook's language (or Markdown) is,
 * and its outputs one at a time. The JSON around the sources goes with the lines it is on.
 *
 * <p>The code cells' sources are read together, as one file of the notebook's language with
 * everything else blank ({@link Notebook#view}), and the Markdown cells' as one Markdown text; what
 * their structures find is held to each cell's source lines and moved to whole lines of the file.
 */
final class NotebookStructure implements Structure {
    static final String CELL = "cell";
    static final String OUTPUTS = "outputs";
    static final String ATTACHMENTS = "attachments";
    static final String NOTEBOOK = "notebook";
    /** A run of the file's JSON between what the cells' structures found. */
    static final String JSON = "json";

    private final String text;
    private final Notebook notebook;
    private final Reading code;
    private final Reading markdown;
    private final List<Segment> top = new ArrayList<>();

    /** The structure of one kind of cell: its structure over the view, where its sources lie, and its segments held to them. */
    private record Reading(Cut cut, List<int[]> ranges, List<Segment> segments, List<Segment> split, ViewMap map) {
        int overlap(int start, int end) {
            int n = 0;
            for (int[] r : ranges) {
                n += Math.max(0, Math.min(end, r[1]) - Math.max(start, r[0]));
            }
            return n;
        }

        /** {@code [start, end)} narrowed to the sources it overlaps. */
        int[] within(int start, int end) {
            int from = end;
            int to = start;
            for (int[] r : ranges) {
                if (r[0] < end && start < r[1]) {
                    from = Math.min(from, Math.max(start, r[0]));
                    to = Math.max(to, Math.min(end, r[1]));
                }
            }
            return new int[] {from, to};
        }

        /** The segments that lie in {@code [from, to)}. */
        List<Segment> in(int from, int to) {
            List<Segment> out = new ArrayList<>();
            for (Segment s : segments) {
                if (s.start() >= from && s.end() <= to) {
                    out.add(s);
                }
            }
            return out;
        }
    }

    NotebookStructure(String text, Notebook notebook, NotebookSegmenter cutter) {
        this.text = text;
        this.notebook = notebook;
        this.code = part(text, notebook, true, cutter);
        this.markdown = part(text, notebook, false, cutter);
        // Cells carry no labels: a chunk is described by what it holds (context), since a cell
        // cut in parts would otherwise name a chunk of its outputs after its code.
        for (Cell cell : notebook.cells()) {
            int start = cell == notebook.cells().getFirst() ? 0 : cell.start(); // the notebook's opening lines go with its first cell
            Segment whole = new Segment(start, cell.end(), CELL, Map.of(), cell.members().isEmpty() ? null : new CellNode(cell));
            if (!holdsBinary(cell)) {
                top.add(whole);
                continue;
            }
            // An image's base64 is no text to embed beside the code that drew it, even where the
            // cell would fit one chunk: its members are top-level units, and the member holding
            // it begins a chunk and ends it, so that what comes after it begins the next.
            for (Segment member : whole.children()) {
                top.add(isBinary(member) ? member.apart() : member);
            }
        }
        if (notebook.tail() < text.length()) {
            // Unlabelled, as cells are: a label would name every chunk it shares (a whole small
            // notebook was "Notebook metadata"); context names a chunk of it alone.
            top.add(new Segment(notebook.tail(), text.length(), NOTEBOOK));
        }
    }

    /** The code cells' part ({@code code}) or the Markdown cells', or null when there are none to read. */
    private static Reading part(String text, Notebook notebook, boolean code, NotebookSegmenter cutter) {
        List<int[]> ranges = new ArrayList<>();
        for (Cell c : notebook.cells()) {
            if (c.source() != null && (code ? c.code() : c.type().equals("markdown"))) {
                ranges.add(new int[] {c.source().start(), c.source().end()});
            }
        }
        String language = code ? notebook.language() : "markdown";
        if (ranges.isEmpty() || language == null) {
            return null;
        }
        String view = notebook.view(text, code);
        Cut cut = cutter.cut(language, view);
        List<Segment> segments = new ArrayList<>();
        List<Segment> split = new ArrayList<>();
        for (Segment s : cut.structure().top()) {
            place(s, view, ranges, segments, split);
        }
        return new Reading(cut, ranges, segments, split, new ViewMap(text, notebook, code));
    }

    private static Map<String, Object> notebookLabels() {
        Map<String, Object> m = new LinkedHashMap<>();
        Labels.NAME.put(m, "Notebook metadata");
        Labels.KIND.put(m, NOTEBOOK);
        return m;
    }

    /** A MIME type of base64 data in an output or attachment: images, PDFs. */
    private static final java.util.regex.Pattern BINARY_DATA =
            java.util.regex.Pattern.compile("\"(?:image/(?:png|jpeg|gif|webp|bmp|tiff)|application/pdf)\"\\s*:");

    /** Whether a cell's outputs or attachments hold base64 data. */
    private boolean holdsBinary(Cell cell) {
        return cell.members().stream().anyMatch(m -> isData(m) && holdsBinary(m.start(), m.end()));
    }

    /** Whether a member segment of a cell ({@link CellNode#children}) is outputs or attachments holding base64 data. */
    private boolean isBinary(Segment member) {
        return (member.kind().equals(OUTPUTS) || member.kind().equals(ATTACHMENTS)) && holdsBinary(member.start(), member.end());
    }

    private boolean holdsBinary(int start, int end) {
        return BINARY_DATA.matcher(text).region(start, end).find();
    }


    /** Whether a member of a cell holds what the cell made or carries, not what it says: its outputs, its attachments. */
    private static boolean isData(Part member) {
        return member.key().equals(OUTPUTS) || member.key().equals(ATTACHMENTS);
    }

    /**
     * What a chunk of a cell's outputs or attachments says, when it holds no source: a name
     * ("Outputs of cell 3"), a kind a user can leave such chunks out by, and low importance
     * (results and images, not code).
     */
    private static Map<String, Object> dataLabels(Cell cell, Part member) {
        Map<String, Object> m = new LinkedHashMap<>();
        String key = member.key();
        Labels.NAME.put(m, Character.toUpperCase(key.charAt(0)) + key.substring(1) + " of cell " + cell.index());
        Labels.KIND.put(m, key);
        Labels.IMPORTANCE.put(m, OUTPUT_IMPORTANCE);
        return m;
    }

    /** A cell as a whole, by its type and place: "Code cell 4", "Raw cell 2". */
    private static Map<String, Object> cellLabels(Cell cell) {
        Map<String, Object> m = new LinkedHashMap<>();
        String type = cell.type();
        Labels.NAME.put(m, (type.isEmpty() ? "Cell " : Character.toUpperCase(type.charAt(0)) + type.substring(1) + " cell ") + cell.index());
        Labels.KIND.put(m, CELL);
        return m;
    }

    /** Scores, in the order the syntax structure writes them (a Map.of's order would differ from run to run). */
    private static final Map<String, Double> OUTPUT_IMPORTANCE = importance(0.1, 0.1, 0.05, 0.2, 0.1);

    private static Map<String, Double> importance(double discovery, double comprehension, double modification, double debugging,
            double documentation) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("discovery", discovery);
        m.put("comprehension", comprehension);
        m.put("modification", modification);
        m.put("debugging", debugging);
        m.put("documentation", documentation);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** A cell's members, each on its lines: its source cut by its structure, its outputs one by one. */
    private final class CellNode implements Node {
        private final Cell cell;

        CellNode(Cell cell) {
            this.cell = cell;
        }

        @Override
        public List<Segment> children(Segment self) {
            List<Segment> out = new ArrayList<>();
            List<Part> members = cell.members();
            int from = self.start();
            for (int k = 0; k < members.size(); k++) {
                Part m = members.get(k);
                boolean last = k + 1 == members.size();
                int to = last ? self.end() : m.end();
                // Members of plain JSON (cell_type, metadata, execution_count) go with the member
                // after them, so that a chunk of the first lines of a cell and its outputs is the
                // outputs' chunk, not the cell's.
                if (m.key().equals("source") && cell.source() != null) {
                    out.add(new Segment(from, to, "source", Map.of(), s -> source(s)));
                } else if (isData(m)) {
                    out.add(new Segment(from, to, m.key(), Map.of(), m.items().isEmpty() ? null : s -> items(m, s)));
                } else if (last) {
                    out.add(new Segment(from, to, JSON));
                } else {
                    continue;
                }
                from = to;
            }
            return out;
        }

        /** The source's lines as its structure cut them, moved to whole lines of the file. */
        private List<Segment> source(Segment self) {
            Reading part = cell.code() ? code : cell.type().equals("markdown") ? markdown : null;
            if (part == null) {
                return List.of();
            }
            return tiled(part.in(cell.source().start(), cell.source().end()), part.map(), self.start(), self.end());
        }

        private List<Segment> items(Part outputs, Segment self) {
            List<Segment> out = new ArrayList<>();
            List<int[]> items = outputs.items();
            for (int k = 0; k < items.size(); k++) {
                int from = k == 0 ? self.start() : items.get(k)[0];
                int to = k + 1 == items.size() ? self.end() : items.get(k)[1];
                out.add(new Segment(from, to, "output"));
            }
            return out;
        }

        /** The opening lines of a cell stay with what follows them. */
        @Override
        public boolean opensWithHeader() {
            return true;
        }

        /** A Markdown cell that opens with a heading begins a chunk, as a section of a Markdown file does. */
        @Override
        public boolean startsChunk() {
            return cell.type().equals("markdown") && cell.source() != null && cell.source().lines()[0].stripLeading().startsWith("#");
        }
    }

    /**
     * Segments found in the view, moved to the file ({@link ViewMap}) and tiling {@code [from, to)}
     * of it: the JSON between them (a source's opening and closing lines, a magic) becomes segments
     * of its own.
     */
    private List<Segment> tiled(List<Segment> found, ViewMap map, int from, int to) {
        if (markdown != null && map == markdown.map()) {
            return inPlace(found, map, from, to);
        }
        Tiling tiling = new Tiling(text, JSON, from, to);
        for (Segment s : found) {
            int start = map.toFile(s.start());
            if (start >= tiling.at()) {
                tiling.add(start, map.toFile(s.end()), s.kind(), s::labels, new Retiled(s, map));
            }
        }
        return tiling.finish();
    }

    /**
     * Markdown's segments moved to the file where they fall, without {@link Tiling}'s moving of
     * boundaries to line ends, which is for code: a paragraph is one line of the file (one JSON
     * string), and its sentences are cut apart inside that line, as in a Markdown file. The JSON
     * between them becomes segments of its own; white space between them is left to the packer.
     */
    private List<Segment> inPlace(List<Segment> found, ViewMap map, int from, int to) {
        List<Segment> out = new ArrayList<>();
        int at = from;
        for (Segment s : found) {
            int start = Math.max(map.toFile(s.start()), at);
            int end = Math.min(map.toFile(s.end()), to);
            if (end <= start) {
                continue;
            }
            if (start > at && !Whitespace.isBlank(text, at, start)) {
                out.add(new Segment(at, start, JSON));
            }
            out.add(new Segment(start, end, s.kind(), s.labels(), new Retiled(s, map)));
            at = end;
        }
        if (at < to && !Whitespace.isBlank(text, at, to)) {
            out.add(new Segment(at, to, JSON));
        }
        return out;
    }

    /** The node of a segment found in the view: its children are tiled over the file the same way. */
    private final class Retiled implements Node {
        private final Segment inner;
        private final ViewMap map;

        Retiled(Segment inner, ViewMap map) {
            this.inner = inner;
            this.map = map;
        }

        @Override
        public List<Segment> children(Segment self) {
            List<Segment> children = inner.children();
            return children.isEmpty() ? List.of() : tiled(children, map, self.start(), self.end());
        }

        /** Never: a Markdown section inside a cell would leave the cell's first lines alone; a heading's cell begins a chunk itself. */
        @Override
        public boolean startsChunk() {
            return false;
        }

        @Override
        public boolean opensWithHeader() {
            return inner.opensWithHeader();
        }

        @Override
        public Optional<Wrapping> wrapping() {
            return Optional.empty(); // a wrapping's text is the view's, not the file's
        }
    }

    @Override
    public List<Segment> top() {
        return top;
    }

    @Override
    public Optional<String> strategy() {
        return Optional.ofNullable(code != null ? code : markdown).map(p -> p.cut().strategy());
    }

    /**
     * Packs to the target of written text ({@code sectionTargetTokens}, 192), not of code (96): a
     * notebook is a document of prose and code, and its JSON is about 1.6 times the tokens of
     * the cells' own text (the quotes, {@code \n} and commas of every line, each cell's members),
     * so that a chunk holds about as much of the cells as a code chunk of its definitions. On the
     * panel set this kept recall (-1.1 and +1.5 with the header, intervals holding zero) and
     * raised the first hit by 2.0 and 1.9 points (docs/eval/README.md).
     */
    @Override
    public boolean isWrittenText() {
        return true;
    }

    @Override
    public List<Definition> definitions(int start, int end) {
        if (code == null || code.overlap(start, end) == 0) {
            return List.of();
        }
        ViewMap map = code.map();
        return code.cut().structure().definitions(map.toView(start), map.toView(end)).stream()
                .map(d -> new Definition(map.toFile(d.start()), map.toFile(d.end()), d.name())).toList();
    }

    /**
     * What the cells holding most of the chunk say of it (the code's module for top-level
     * statements, a Markdown heading path), the outputs it lies in, or the notebook's own
     * metadata; and the code cells' language in {@code code_language} when it holds code.
     */
    @Override
    public Map<String, Object> context(int start, int end, List<String> modulePath) {
        int codeChars = code == null ? 0 : code.overlap(start, end);
        int markdownChars = markdown == null ? 0 : markdown.overlap(start, end);
        Map<String, Object> out = new LinkedHashMap<>();
        Reading most = codeChars == 0 && markdownChars == 0 ? null : codeChars >= markdownChars ? code : markdown;
        if (most != null) {
            int[] within = most.within(start, end);
            int from = most.map().toView(within[0]);
            int to = most.map().toView(within[1]);
            Structure structure = most.cut().structure();
            if (most == markdown) {
                // Markdown describes its chunks as a whole (heading paths, code): asked of this one.
                structure.describe(List.of(new Range(from, to))).ifPresent(d -> out.putAll(d.getFirst().metadata()));
            } else {
                // Code kept whole in the chunk (a cell or more), by what matters most in it.
                out.putAll(Placement.wholePartLabels(most.in(from, to)));
            }
            if (out.isEmpty()) {
                out.putAll(structure.context(from, to, modulePath));
            }
            if (out.isEmpty()) {
                for (Segment s : most.split()) {
                    if (s.start() <= from && to <= s.end()) {
                        out.putAll(s.labels());
                        break;
                    }
                }
            }
        } else {
            // No source read as code or Markdown in it: the outputs or attachments it holds most
            // of describe it, or else its cell (a source kerf could not read by lines, one string
            // holding every line or a raw cell's; a cell's long metadata).
            int held = 0;
            for (Cell cell : notebook.cells()) {
                if (cell.end() <= start || cell.start() >= end) {
                    continue;
                }
                for (Part m : cell.members()) {
                    int chars = Math.min(end, m.end()) - Math.max(start, m.start());
                    if (chars > held) {
                        out.clear();
                        out.putAll(isData(m) ? dataLabels(cell, m) : cellLabels(cell));
                        held = chars;
                    }
                }
            }
            if (out.isEmpty() && (start < notebook.head() || end > notebook.tail())) {
                out.putAll(notebookLabels());
            }
        }
        if (codeChars > 0) {
            Labels.CODE_LANGUAGE.put(out, notebook.language());
        }
        if (most != null && most == code && markdown != null) {
            // The heading path of the Markdown cells above, which code cells lie under as a
            // notebook shows them: Markdown's own at the end of the last Markdown line before the
            // chunk's first code (a heading cell the chunk opens with counts).
            int firstCode = code.within(start, end)[0];
            int before = -1;
            for (int[] r : markdown.ranges()) {
                if (r[1] <= firstCode && r[1] > r[0]) {
                    before = r[1];
                }
            }
            if (before > 0) {
                markdown.cut().structure().describe(List.of(new Range(before - 1, before)))
                        .map(d -> d.getFirst().metadata().get(Labels.HEADINGS.key()))
                        .filter(h -> h instanceof List<?> l && !l.isEmpty())
                        .ifPresent(h -> out.putIfAbsent(Labels.HEADINGS.key(), h));
            }
        }
        return out;
    }
}
