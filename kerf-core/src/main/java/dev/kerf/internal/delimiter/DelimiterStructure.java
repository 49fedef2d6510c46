package dev.kerf.internal.delimiter;

import dev.kerf.internal.generic.ModuleLabels;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import dev.kerf.spi.Tiling;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The blocks of one text as a tree. Candidate blocks are nested by their ranges; a block that
 * crosses another without nesting loses to the higher priority (ties to the earlier one), or, when
 * its end was only "before the next header", is cut at its parent's end. Comments, decorators and
 * annotations directly above a block join it. The children of every node tile it: text between
 * blocks becomes {@code code} segments, and whitespace joins the segment before it, so nothing
 * between boundaries is lost.
 */
final class DelimiterStructure implements Structure {
    /** Segment kind of text between blocks. */
    static final String CODE = "code";
    /** A line of words and pointers alone ({@code static struct winlink *}): a C return type, whose name is on the next line. */
    private static final Pattern RETURN_TYPE = Pattern.compile("\\s*[\\p{L}_][\\p{L}\\p{N}_\\s*&]*");

    private final String text;
    private final SourceLines lines;
    private final BlockFinder finder;
    private final Nest root;
    private final ModuleLabels module;
    private List<Segment> top;
    /** The named definition blocks, by start; found when first asked for ({@link #definitions}). */
    private List<Definition> definitions;

    /** A block in the tree: its children are the blocks nested directly in it. */
    private static final class Nest {
        Block block;
        final int depth;
        final List<Nest> children = new ArrayList<>();
        int start;
        int end;
        /** The block it lies in (the root for a top-level one); set when that one is tiled. */
        Nest parent;
        /** The definitions it lies in, itself included when it is one ({@link BlockNames}); read when first asked for. */
        List<String> scope;

        Nest(Block block, int start, int end, int depth) {
            this.block = block;
            this.start = start;
            this.end = end;
            this.depth = depth;
        }
    }

    /**
     * The structure of {@code text[from, to)} alone: only blocks that lie wholly inside it count.
     * {@code module} describes chunks that hold no block.
     */
    DelimiterStructure(String text, SourceLines lines, BlockFinder finder, List<Block> candidates, int from, int to,
            ModuleLabels module) {
        this.text = text;
        this.module = module;
        this.lines = lines;
        this.finder = finder;
        this.root = new Nest(null, from, to, -1);
        List<Block> inside = new ArrayList<>();
        for (Block b : candidates) {
            if (b.start() >= from && b.end() <= to) {
                inside.add(b);
            } else if (b.soft() && b.start() >= from && b.start() < to) {
                inside.add(b.withEnd(to));
            }
        }
        build(inside);
    }

    /**
     * Whether any block that describes its chunks was found: a structure with none (an INI file
     * of entries without sections) is left to the generic one.
     */
    boolean hasBlocks() {
        return decided(root).stream().anyMatch(n -> !n.block.delimiter().unit());
    }

    @Override
    public boolean hasDefinitions() {
        return true;
    }

    @Override
    public List<Segment> top() {
        if (top == null) {
            top = Whitespace.isBlank(text, root.start, root.end) ? List.of() : tile(root, root.start, root.end);
        }
        return top;
    }

    /**
     * A chunk that holds no part of a block (only code between blocks: a file's preamble, its
     * top-level statements) is described as the module; a chunk with a block is described by it,
     * and scoped to the module when its block names no scope (a script's top-level loop, a
     * Dockerfile's {@code ARG} above its first stage): every chunk says where it lies.
     */
    @Override
    public Map<String, Object> context(int start, int end, List<String> modulePath) {
        if (!holdsBlock(start, end)) {
            return module.of(modulePath);
        }
        return Map.of(Labels.SCOPE.key(), module.of(modulePath).get(Labels.SCOPE.key()));
    }

    /**
     * The definition blocks that begin in {@code [start, end)} and name themselves (a function by
     * its header, a Clojure {@code defn} by its first symbol), nested ones included: a chunk's
     * {@code symbols}, as the syntax structure gives them (Clojure's chunks, named "Function at
     * line N" after spec 000, had their names only in their scope).
     */
    @Override
    public List<Definition> definitions(int start, int end) {
        if (definitions == null) {
            top(); // the blocks the tiling decided on
            List<Definition> all = new ArrayList<>();
            collectDefinitions(root, all);
            all.sort(Comparator.comparingInt(Definition::start));
            definitions = all;
        }
        int lo = 0;
        int hi = definitions.size();
        while (lo < hi) { // the first that begins at or after start
            int mid = (lo + hi) >>> 1;
            if (definitions.get(mid).start() < start) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        int k = lo;
        while (k < definitions.size() && definitions.get(k).start() < end) {
            k++;
        }
        return definitions.subList(lo, k);
    }

    private void collectDefinitions(Nest node, List<Definition> out) {
        for (Nest child : decided(node)) {
            if (BlockNames.isDefinition(child.block.delimiter())) {
                // Its scope entry is its word and its name ("function read-char", "module Foo").
                entry(child).ifPresent(e -> out.add(new Definition(child.block.start(), child.end, e.substring(e.lastIndexOf(' ') + 1))));
            }
            collectDefinitions(child, out);
        }
    }

    /** Whether a top-level block's segment (with the whitespace tiled to it) overlaps {@code [start, end)}. */
    private boolean holdsBlock(int start, int end) {
        List<Segment> segments = top();
        int lo = 0;
        int hi = segments.size();
        while (lo < hi) { // the first segment that ends after start
            int mid = (lo + hi) >>> 1;
            if (segments.get(mid).end() <= start) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (int i = lo; i < segments.size() && segments.get(i).start() < end; i++) {
            if (!segments.get(i).kind().equals(CODE)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Optional<String> strategy() {
        return Optional.of(Strategy.DELIMITER);
    }

    private void build(List<Block> candidates) {
        List<Block> blocks = new ArrayList<>();
        for (Block b : candidates) {
            blocks.add(attachLeadingComments(b));
        }
        blocks.sort(Comparator.comparingInt(Block::start)
                .thenComparing(Comparator.comparingInt(Block::end).reversed())
                .thenComparing(Comparator.comparingInt(Block::priority).reversed()));
        Deque<Nest> stack = new ArrayDeque<>();
        stack.push(root);
        for (Block b : blocks) {
            while (stack.size() > 1 && stack.peek().end <= b.start()) {
                stack.pop();
            }
            Nest parent = stack.peek();
            int start = b.start();
            int end = b.end();
            if (parent != root && start == parent.start && end == parent.end) {
                continue; // the same range twice: the higher priority came first
            }
            if (end > parent.end) {
                if (!b.soft()) {
                    continue; // crosses a block that started earlier: the earlier one keeps its place
                }
                end = parent.end;
            }
            if (!parent.children.isEmpty() && parent.children.getLast().end > start) {
                continue;
            }
            if (end <= start || (parent.block != null && !parent.block.nestable())) {
                continue;
            }
            Nest node = new Nest(b, start, end, stack.size() - 1);
            parent.children.add(node);
            stack.push(node);
        }
    }

    /**
     * The node's children with their kinds decided; a pair no row describes is dropped and its
     * own children take its place, so its text stays in the tiling as code.
     */
    private List<Nest> decided(Nest node) {
        List<Nest> out = new ArrayList<>(node.children.size());
        for (Nest child : node.children) {
            Block b = finder.resolve(child.block);
            if (b != null) {
                child.block = b;
                out.add(child);
            } else {
                out.addAll(decided(child));
            }
        }
        node.children.clear();
        node.children.addAll(out);
        return node.children;
    }

    /** Comment lines, decorators and annotations right above a block's header belong to it. */
    private Block attachLeadingComments(Block b) {
        int line = lines.lineOf(b.start());
        if (lines.start(line) != b.start()) {
            return b;
        }
        int k = line - 1;
        while (k >= 0 && !lines.isBlank(k) && (lines.isCodeBlank(k) || isAnnotation(lines.masked(k)))) {
            k--;
        }
        return k + 1 < line ? b.withStart(Math.max(root.start, lines.start(k + 1))) : b;
    }

    private static boolean isAnnotation(String masked) {
        String s = masked.strip();
        return s.startsWith("@") || s.startsWith("#[") || (s.startsWith("[") && s.endsWith("]") && !s.contains("="));
    }

    /**
     * Segments tiling {@code [from, to)} of {@code node}: its child blocks and the code between
     * them, each stretched over the whitespace after it. A block's segment finds its own children
     * the same way when asked.
     */
    private List<Segment> tile(Nest node, int from, int to) {
        Tiling tiling = new Tiling(text, CODE, from, to);
        for (Nest child : decided(node)) {
            child.parent = node;
            // Whitespace before the first block (or after a previous one) joins this block.
            tiling.add(Math.max(child.start, tiling.at()), child.end, child.block.delimiter().kind().toLowerCase(java.util.Locale.ROOT),
                    () -> child.block.delimiter().unit() ? Map.of() : labels(child), self -> child.children.isEmpty() ? List.of() : tile(child, self.start(), self.end()));
        }
        return tiling.finish();
    }

    /** The scope of a block: its parent's, and its own entry when its header names one. */
    private List<String> scope(Nest node) {
        if (node.scope == null) {
            List<String> around = node.parent == null || node.parent == root ? List.of() : scope(node.parent);
            node.scope = entry(node)
                    .map(entry -> {
                        List<String> scope = new ArrayList<>(around);
                        scope.add(entry);
                        return List.copyOf(scope);
                    })
                    .orElse(around);
        }
        return node.scope;
    }

    /**
     * A block's own scope entry, if it names one: an element of a row with the {@code scope} flag
     * by its tag ({@link ElementNames}), a block whose row names it by what the row's groups read
     * ({@code message Publish}, {@code section testenv:build}), a definition by its header
     * ({@link BlockNames}). Conditionals, loops and plain blocks name none.
     */
    private Optional<String> entry(Nest node) {
        Block b = node.block;
        Delimiter d = b.delimiter();
        if (d.end() == Delimiter.End.TAG && d.scope()) {
            return ElementNames.entry(lines, b.headerLine(), lines.lineOf(Math.max(node.start, node.end - 1)), b.opened());
        }
        if (d.namesItself()) {
            return BlockNames.namedByRow(d, header(b.headerLine(), node.end));
        }
        return BlockNames.isDefinition(d) ? BlockNames.scopeEntry(d, header(b.headerLine(), node.end)) : Optional.empty();
    }

    /**
     * A block's header as {@link BlockNames} reads it: its keyword line, and the lines after it
     * up to the end of its parameter list when that opens on it, or when the line is a return
     * type alone (C's {@code static void} above the name), at most three lines in all.
     */
    private String header(int line, int end) {
        StringBuilder header = new StringBuilder(lines.masked(line));
        int last = line;
        while (last + 1 < lines.count() && last - line < 2 && lines.start(last + 1) < end && open(header)) {
            last++;
            header.append(' ').append(lines.masked(last).strip());
        }
        return header.toString();
    }

    /** Whether a header read so far still lacks its parameters' end (or is a return type alone), and has no brace. */
    private static boolean open(CharSequence header) {
        int depth = 0;
        boolean paren = false;
        for (int i = 0; i < header.length(); i++) {
            char c = header.charAt(i);
            if (c == '{') {
                return false;
            } else if (c == '(') {
                depth++;
                paren = true;
            } else if (c == ')') {
                depth--;
            }
        }
        return paren ? depth > 0 : RETURN_TYPE.matcher(header).matches();
    }

    /**
     * What a block is, in the words the syntax structure uses for {@code classification}: the
     * kind of the innermost definition it lies in, itself included (a loop inside a function is
     * part of a FUNCTION, as a hybrid cut of a function is), else its own kind (a top-level
     * {@code for} is a LOOP, a document's section a SECTION). Without it a consumer filtering on
     * classification lost every chunk of the languages cut along delimiters.
     */
    private String classification(Nest node) {
        for (Nest n = node; n != null && n != root; n = n.parent) {
            Delimiter d = n.block.delimiter();
            if (BlockNames.isDefinition(d)) {
                return switch (d.kind()) {
                    case "PACKAGE", "PROGRAM" -> "MODULE"; // Ada's package, Fortran's program
                    case "TYPE" -> "TYPE_ALIAS"; // ML's type, Haskell's data, as their grammars' rows say
                    default -> d.kind();
                };
            }
        }
        return node.block.delimiter().kind();
    }

    /** The delimiter metadata: name, kind, start and end, priority, nesting level, inclusive (spec 000 section 3.4 in docs/specs.md), and kerf's scope. */
    private Map<String, Object> labels(Nest node) {
        Block b = node.block;
        Delimiter d = b.delimiter();
        Map<String, Object> m = new LinkedHashMap<>();
        Labels.NAME.put(m, d.title() + " at line " + (b.headerLine() + 1));
        Labels.DELIMITER_KIND.put(m, d.kind());
        Labels.DELIMITER_START.put(m, b.opened());
        Labels.DELIMITER_END.put(m, b.closed());
        Labels.PRIORITY.put(m, d.priority());
        Labels.NESTING_LEVEL.put(m, node.depth);
        Labels.INCLUSIVE.put(m, d.inclusive());
        Labels.CLASSIFICATION.put(m, classification(node));
        List<String> scope = scope(node);
        if (!scope.isEmpty()) {
            Labels.SCOPE.put(m, scope);
        }
        return m;
    }
}
