package dev.kerf.syntax;

import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.internal.generic.ModuleLabels;
import dev.kerf.internal.text.ClosingLines;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import dev.kerf.spi.Tiling;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The syntax tree of one text as segments. The children of every node tile it: comments directly
 * above a definition (no blank line between) join it, text between nodes becomes {@code code}
 * segments, and whitespace joins the segment before it.
 *
 * <p>Definitions are labelled with the definition metadata (name, classification, kind, category,
 * nesting, scope, importance; spec 000 section 2.4 in docs/specs.md); what no definition holds is
 * described as the module ({@link #context}); every definition of the text, nested ones included,
 * is in an index made while the tree was copied ({@link #definitions}).
 */
final class SyntaxStructure implements Structure {
    /**
     * The most of a first line read: a definition's, for its importance (visibility words come
     * first); another node's, for the bracket that opens its block ({@link #opensBlock}).
     */
    private static final int HEADER_CHARS = 256;

    private final String text;
    private final SyntaxNode root;
    /** The language whose tables read the text (json for jsonc), and the one that describes its chunks. */
    private final String language;
    private final String described;
    private final Map<SyntaxNode, List<String>> scopes = new HashMap<>();
    /**
     * By language, the definition kinds written as a statement that put what follows them in their
     * scope, up to the next one: Perl's {@code package Foo;} (the block form,
     * {@code package Foo { ... }}, holds its subs as any class does).
     */
    private static final Map<String, java.util.Set<String>> STATEMENT_SCOPES = Map.of("perl", java.util.Set.of("package_statement"));
    /** This text's language's {@link #STATEMENT_SCOPES}: empty for most, which then look for none. */
    private final java.util.Set<String> statementKinds;
    /** For a node, the statement-form scopes among its children, in order. */
    private final Map<SyntaxNode, List<SyntaxNode>> statementScopes = new HashMap<>();
    /** The definition each labelled node stands for: itself, or the one it wraps (a decorated function, an export). */
    private final Map<SyntaxNode, SyntaxNode> standsFor = new HashMap<>();
    private final Map<SyntaxNode, Map<String, Object>> definitionLabels = new HashMap<>();
    /** For each node met, the node whose labels describe it (itself or the innermost definition around it); absent at the top level. */
    private final Map<SyntaxNode, SyntaxNode> describedBy = new HashMap<>();
    /** Nodes too large for one chunk that were cut along delimiter blocks, in order. */
    private final List<Cut> cuts = new ArrayList<>();
    /** The module's labels, for the module path they were made for. */
    private Map<String, Object> module;
    private List<String> moduleMadeFor;
    /** Damaged regions (see {@link #damagedRegions}), sorted by start, made on the first question when the text has errors. */
    private int[] damagedStarts;
    /** {@code damagedReach[i]}: the furthest end of damaged regions 0 to i. */
    private int[] damagedReach;
    /** Definitions that had a comment attached above them. */
    private final java.util.Set<SyntaxNode> documented = new java.util.HashSet<>();
    /**
     * Where each attribute above a definition begins ({@code #[inline]}, Elixir's {@code @doc} and
     * {@code @spec}), and the first definition of the same name above it (a Haskell signature).
     */
    private final Map<SyntaxNode, int[]> attributeStarts = new java.util.HashMap<>();
    private static final int[] NO_ATTRIBUTES = {};
    /**
     * The comments and attributes above a definition, where one of them has a structure of its
     * own (a decorator's call with a list of cases), so that what is above can be cut along it.
     */
    private final Map<SyntaxNode, List<SyntaxNode>> aboveNodes = new java.util.HashMap<>();
    /**
     * The kind of a node standing for comments and the node or line of code they describe
     * ({@link #commentRun}). Not a comment's kind: the Packer reads a kind holding "comment" as
     * comment text, to be cut at a sentence's end (which took such units in past the target).
     */
    private static final String COMMENTED = "described";
    /**
     * Definitions of one name written one after another (overloads, a Haskell signature and its
     * equations), by the last of them, which describes the unit they form: the node that holds
     * them and the nodes of the unit, comments and attributes included.
     */
    private final Map<SyntaxNode, SameName> sameName = new HashMap<>();

    private record SameName(SyntaxNode holder, List<SyntaxNode> nodes) {}
    private final DelimiterSegmenter delimiters;
    /** Where each line of the text starts, found on the first definition's line count. */
    private int[] lineStarts;
    /** The text as the delimiter structure reads it, made on the first node cut along delimiters. */
    private DelimiterSegmenter.Regions regions;
    /** Whether a node too large with nothing to split at is cut along delimiters (else lines and words). */
    private final boolean hybrid;
    /** Whether the language has #if lines its grammar leaves out of its nodes ({@link Directives}). */
    private final boolean directives;
    /** The nodes of the language's conditional blocks ({@code #ifndef _WIN32 ... #endif}). */
    private final java.util.Set<String> conditionals;
    /** Whether the language is a data language whose chunks are scoped by key paths ({@link KeyPaths}). */
    private final boolean keyed;
    /** How many documents the YAML stream holds, -1 until asked ({@link #isStreamDocument}). */
    private int streamDocuments = -1;
    /** Where the elements of each sequence a chunk lies in start, read once per sequence ({@link KeyPaths}). */
    private final Map<SyntaxNode, int[]> elementStarts = new java.util.IdentityHashMap<>();

    SyntaxStructure(String text, SyntaxNode root, String language, String described, DelimiterSegmenter delimiters, boolean hybrid) {
        this.text = text;
        this.root = root;
        this.language = language;
        this.described = described;
        this.statementKinds = STATEMENT_SCOPES.getOrDefault(language, java.util.Set.of());
        this.delimiters = delimiters;
        this.hybrid = hybrid;
        this.directives = Directives.blanks(language);
        this.conditionals = Directives.conditionalNodes(language);
        this.keyed = !KeyPaths.entryKinds(language).isEmpty();
        scopes.put(root, List.of());
    }

    @Override
    public boolean hasDefinitions() {
        return true;
    }

    @Override
    public boolean isData() {
        return keyed;
    }

    @Override
    public List<Segment> top() {
        return Whitespace.isBlank(text, 0, text.length()) ? List.of() : tile(root, 0, text.length());
    }

    @Override
    public List<Definition> definitions(int start, int end) {
        return root.definitions.between(start, end);
    }

    /**
     * The module for text outside every definition; for a chunk of a node cut along delimiter
     * blocks in which no other definition begins, the definition the node belongs to, as its
     * {@code parent_semantic_node}; the keys of the entries around the chunk as its scope, in a
     * data file ({@link KeyPaths}); and {@code has_parse_errors} when the chunk holds part of a
     * damaged region.
     */
    @Override
    public Map<String, Object> context(int start, int end, List<String> modulePath) {
        Map<String, Object> context = null;
        Cut cut = cutOverlapping(start, end);
        if (cut != null && !root.definitions.beginsOutside(start, end, cut.node().start, cut.node().end)) {
            context = cut.context() != null ? cut.context() : topLevelCut(modulePath);
        }
        if (context == null) {
            context = module(modulePath);
            if (cut != null && cut.context() != null) {
                // Other definitions begin in the chunk too (a cut function's last part packed with
                // the small ones after it): it still holds a part of the cut definition, which it
                // names, as every hybrid chunk does; its other labels are its primary block's.
                Map<String, Object> m = new LinkedHashMap<>(context);
                Labels.PARENT_SEMANTIC_NODE.put(m, Labels.PARENT_SEMANTIC_NODE.in(cut.context()));
                Labels.SEMANTIC_CONTEXT.put(m, Labels.SEMANTIC_CONTEXT.in(cut.context()));
                context = m;
            }
        }
        if (keyed) {
            List<String> keys = KeyPaths.around(text, root, KeyPaths.dataStart(text, start, end),
                    KeyPaths.beforeClosers(text, start, end), elementStarts);
            if (!keys.isEmpty()) {
                Map<String, Object> m = new LinkedHashMap<>(context);
                Labels.SCOPE.put(m, keys);
                context = m;
            }
        }
        if (root.error && isDamaged(start, end)) {
            Map<String, Object> m = new LinkedHashMap<>(context);
            Labels.HAS_PARSE_ERRORS.put(m, true);
            context = m;
        }
        return context;
    }

    /**
     * Of the cuts overlapping {@code [start, end)}, the one that overlaps most of it (the earlier
     * among equals), or null: a chunk may hold the last part of one cut function and the first of
     * the next.
     */
    private Cut cutOverlapping(int start, int end) {
        int lo = 0;
        int hi = cuts.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cuts.get(mid).start() < end) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        Cut best = null;
        int most = 0;
        for (int i = lo - 1; i >= 0 && cuts.get(i).end() > start; i--) {
            Cut c = cuts.get(i);
            int overlap = Math.min(c.end(), end) - Math.max(c.start(), start);
            if (overlap >= most) {
                best = c;
                most = overlap;
            }
        }
        return best;
    }

    /** A cut outside every definition: the module is its semantic node. */
    private Map<String, Object> topLevelCut(List<String> modulePath) {
        Map<String, Object> m = new LinkedHashMap<>(module(modulePath));
        Labels.PARENT_SEMANTIC_NODE.put(m, Labels.NAME.in(m));
        Labels.SEMANTIC_CONTEXT.put(m, ordered(Labels.CLASSIFICATION.key(), Labels.CLASSIFICATION.in(m), Labels.KIND.key(), Labels.KIND.in(m)));
        return m;
    }

    /**
     * The labels of the module, for text outside every definition (imports, a module docstring,
     * top-level statements), in the shape of a definition's: named by the package or namespace the
     * text declares, else by the module path of its file, e.g. {@code Python module 'email.utils'}
     * with scope {@code [module email.utils]}.
     */
    private Map<String, Object> module(List<String> modulePath) {
        if (module != null && moduleMadeFor.equals(modulePath)) {
            return module;
        }
        List<String> path = root.modulePath.isEmpty() ? modulePath : root.modulePath;
        String dotted = ModuleLabels.dotted(path);
        Map<String, Object> m = new LinkedHashMap<>();
        Labels.NAME.put(m, displayLanguage() + " module" + (dotted.isEmpty() ? "" : " '" + dotted + "'"));
        Labels.CLASSIFICATION.put(m, "MODULE");
        Labels.KIND.put(m, root.kind);
        Labels.CATEGORY.put(m, category("MODULE"));
        Labels.IS_COMPOSITE.put(m, !root.definitions.isEmpty());
        Labels.NESTING_LEVEL.put(m, 0);
        Labels.SCOPE.put(m, List.of(dotted.isEmpty() ? "module" : "module " + dotted));
        if (!path.isEmpty()) {
            Labels.MODULE_PATH.put(m, path);
        }
        Labels.IMPORTANCE.put(m, Importance.of("MODULE", "", startsDocumented(), 0, lineCount(0, text.length())));
        module = java.util.Collections.unmodifiableMap(m);
        moduleMadeFor = modulePath;
        return module;
    }

    /** Whether the text opens with a comment or a docstring (after a shebang line). */
    private boolean startsDocumented() {
        int at = afterSpace(0);
        if (text.startsWith("#!", at)) {
            int nl = Lines.breakAt(text, at, text.length());
            at = afterSpace(nl < 0 ? text.length() : nl + 1);
        }
        if (text.startsWith("\"\"\"", at) || text.startsWith("'''", at)) {
            return true;
        }
        for (SyntaxNode child : root.children) {
            if (child.start >= at) {
                return child.comment && child.start == at;
            }
        }
        return false;
    }

    private int afterSpace(int from) {
        int at = from;
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        return at;
    }

    /**
     * Whether {@code [start, end)} holds part of a damaged region: the innermost definition around
     * an ERROR node (the node itself outside every definition, or in one that holds others), or a
     * definition with a syntax error inside (a missing token) and no damaged definition below it.
     */
    private boolean isDamaged(int start, int end) {
        if (damagedStarts == null) {
            damagedRegions();
        }
        // Sorted by start: of the regions beginning before end, the furthest reach decides.
        int lo = 0;
        int hi = damagedStarts.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (damagedStarts[mid] < end) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo > 0 && damagedReach[lo - 1] > start;
    }

    private void damagedRegions() {
        List<int[]> regions = new ArrayList<>();
        java.util.Set<SyntaxNode> explained = new java.util.HashSet<>();
        List<SyntaxNode> damagedDefinitions = new ArrayList<>();
        // Iterative: a pathological nesting must not overflow the stack here, after packing.
        record Visit(SyntaxNode node, SyntaxNode around) {}
        java.util.ArrayDeque<Visit> stack = new java.util.ArrayDeque<>();
        stack.push(new Visit(root, null));
        while (!stack.isEmpty()) {
            Visit v = stack.pop();
            SyntaxNode node = v.node();
            SyntaxNode around = v.around();
            // The root is damaged like any ERROR node when it is one: a file the parser could not
            // read as a whole (then every top-level node's parent is that ERROR).
            if (node.error && !node.isDefinition() && (node != root || node.kind.equals("ERROR"))) {
                // The innermost definition around it, unless that holds other definitions (a
                // namespace, a class): then their structure stands, and only the error's own
                // node is damaged.
                SyntaxNode region = around != null && !root.definitions.holdsAnother(around) ? around : node;
                if (region == node) {
                    // The definitions the parser recovered inside it stand on their own (those
                    // with errors of their own are damaged in turn); the rest of it is damaged.
                    List<SyntaxNode> recovered = outermostDefinitions(node);
                    int from = node.start;
                    for (SyntaxNode definition : recovered) {
                        addDamagedGap(regions, from, definition.start, node);
                        from = Math.max(from, definition.end);
                    }
                    addDamagedGap(regions, from, node.end, node);
                    for (SyntaxNode definition : recovered.reversed()) {
                        stack.push(new Visit(definition, around));
                    }
                } else {
                    regions.add(new int[] {region.start, region.end});
                }
                if (around != null) {
                    explained.add(around);
                }
                continue;
            }
            if (node.isDefinition()) {
                if (node.error) {
                    if (around != null) {
                        explained.add(around); // the damaged definition below accounts for the one around it
                    }
                    damagedDefinitions.add(node);
                }
                around = node;
            }
            for (int i = node.children.size() - 1; i >= 0; i--) {
                stack.push(new Visit(node.children.get(i), around));
            }
        }
        for (SyntaxNode d : damagedDefinitions) {
            if (!explained.contains(d)) {
                regions.add(new int[] {d.start, d.end});
            }
        }
        regions.sort(java.util.Comparator.comparingInt(r -> r[0]));
        damagedStarts = new int[regions.size()];
        damagedReach = new int[regions.size()];
        int reach = 0;
        for (int i = 0; i < regions.size(); i++) {
            damagedStarts[i] = regions.get(i)[0];
            reach = Math.max(reach, regions.get(i)[1]);
            damagedReach[i] = reach;
        }
    }

    /**
     * Adds {@code [from, to)}, a stretch of the ERROR node {@code error} outside the definitions
     * recovered in it, as damaged, less the whitespace and the comments at either end: those read
     * as what they are, and a chunk that holds a recovered definition with the blank line or the
     * comment before it is not damaged for that.
     */
    private void addDamagedGap(List<int[]> regions, int from, int to, SyntaxNode error) {
        List<SyntaxNode> comments = new ArrayList<>(); // in order, as children are
        for (SyntaxNode child : error.children) {
            if (child.comment && child.start >= from && child.end <= to) {
                comments.add(child);
            }
        }
        int first = 0;
        int last = comments.size() - 1;
        while (true) {
            while (from < to && Whitespace.is(text.charAt(from))) {
                from++;
            }
            if (first > last || comments.get(first).start != from) {
                break;
            }
            from = comments.get(first++).end;
        }
        while (true) {
            while (from < to && Whitespace.is(text.charAt(to - 1))) {
                to--;
            }
            if (first > last || comments.get(last).end != to) {
                break;
            }
            to = comments.get(last--).start;
        }
        if (from < to) {
            regions.add(new int[] {from, to});
        }
    }

    /** The definitions below {@code node} that lie in no other definition below it, in order. */
    private static List<SyntaxNode> outermostDefinitions(SyntaxNode node) {
        List<SyntaxNode> out = new ArrayList<>();
        java.util.ArrayDeque<SyntaxNode> stack = new java.util.ArrayDeque<>(node.children);
        while (!stack.isEmpty()) {
            SyntaxNode n = stack.pollFirst();
            if (n.isDefinition()) {
                out.add(n);
            } else {
                for (int i = n.children.size() - 1; i >= 0; i--) {
                    stack.addFirst(n.children.get(i));
                }
            }
        }
        return out;
    }

    /**
     * The children of {@code node}'s segment {@code parent}; a node too large to keep that has none
     * (a long function body of flat statements) is cut along its delimiter blocks (hybrid chunking,
     * spec 000 section 6.1 in docs/specs.md), each marked with the node it belongs to.
     */
    private List<Segment> children(SyntaxNode node, Segment parent) {
        SameName same = sameName.get(node);
        if (same != null && parent.start() <= same.nodes().getFirst().start) {
            return sameNameParts(same, parent);
        }
        int own = lineStart(node.start, parent.start());
        for (int attribute : attributeStarts.getOrDefault(node, NO_ATTRIBUTES)) {
            int line = lineStart(attribute, parent.start());
            if (line > parent.start() && line < own && Lines.startsLine(text, line, parent.start())) {
                own = line; // the comments go first, then one attribute at a time while the rest is too large
                break;
            }
        }
        if (node.isDefinition() && own > parent.start() && own < parent.end() && !parent.labels().isEmpty()) {
            // A definition too large with the comments and attributes above it: what is above, then
            // the definition itself, which the Packer keeps whole when it fits alone (see Splitting).
            List<SyntaxNode> above = aboveNodes.get(node);
            Segment before = above == null ? new Segment(parent.start(), own, "comment")
                    : new Segment(parent.start(), own, "comment", Map.of(), self -> tile(attributes(above, self, node), self.start(), self.end()));
            return List.of(before, new Segment(own, parent.end(), node.kind, parent.labels(), self -> children(node, self)));
        }
        if (node.kind == COMMENTED) {
            return described(node, parent);
        }
        if (!node.children.isEmpty()) {
            return tile(node, parent.start(), parent.end());
        }
        if (!hybrid || keyed) {
            // The Packer cuts it by lines, words, characters. A data file's key paths already say
            // where a part lies; its braces' blocks would name it only "Block at line 1".
            return List.of();
        }
        if (regions == null) {
            regions = delimiters.regions(text);
        }
        Structure cut = regions.segment(parent.start(), parent.end());
        Map<String, Object> context = semanticContext(node);
        addCut(new Cut(parent.start(), parent.end(), node, context.isEmpty() ? null : withLabels(context, describedBy.get(node))));
        return delegate(cut.top(), context, isText(node));
    }

    /**
     * Whether a node is text rather than code: a string or a comment, whose lines the delimiter
     * structure would take for blocks (an Elixir @moduledoc's indented example, "Block at line 97").
     */
    private static boolean isText(SyntaxNode node) {
        // A string's own content node too: Julia's docstring holds its text between interpolations
        // ($COLUMNINDEX_STR) in content nodes, Elixir's heredoc in quoted_content.
        return node.comment || node.kind.contains("string") || node.kind.contains("heredoc") || node.kind.equals("content")
                || node.kind.endsWith("_content");
    }

    /** The most chars of comments that go whole with the first part of what they describe; a longer one is cut at its sentences. */
    private static final int LEADING_COMMENT_CHARS = 400;

    /**
     * The parts of comments and what they describe ({@link #commentRun}), too large for one chunk:
     * the comments go with the first part of the code below them, so that a chunk does not end
     * with "// Don't match any of the keys below..." while the if statement it describes opens
     * the next (the block the comment was above is cut into its statements).
     */
    private List<Segment> described(SyntaxNode run, Segment parent) {
        List<Segment> parts = tile(run, parent.start(), parent.end());
        SyntaxNode code = run.children.getLast();
        if (keyed || parts.size() < 2 || code.leads() || run.children.subList(0, run.children.size() - 1).stream().anyMatch(k -> !k.comment)) {
            return parts; // a data file's comments head their entry already; attributes are cut apart
        }
        Segment last = parts.getLast();
        if (last.start() != lineStart(code.start, parent.start()) || last.start() - parent.start() > LEADING_COMMENT_CHARS) {
            return parts; // the code shares a line with what is before it, or the comments are long
        }
        return List.of(dev.kerf.spi.Joined.opening(parent.start(), last));
    }

    /**
     * A node holding the comments and attributes above a definition, to tile what is above it by
     * their structure when too large: a decorator's list of test cases is cut between its cases,
     * each case with the comment above it, rather than by lines.
     */
    private SyntaxNode attributes(List<SyntaxNode> above, Segment self, SyntaxNode definition) {
        SyntaxNode holder = new SyntaxNode(self.start(), self.end(), "attributes", null, null, false);
        holder.children.addAll(above);
        // What is cut inside them is a part of the definition (an Elixir @doc's text, cut by its
        // paragraphs, named the module as its parent_semantic_node).
        describedBy.put(holder, definition);
        return holder;
    }

    /**
     * The definitions of one name too large to keep together, each with the comments and
     * attributes above it: a cut falls between two overloads (each keeps its doc comment), or
     * between a Haskell signature and its equations, never inside one of them when it fits.
     */
    private List<Segment> sameNameParts(SameName same, Segment parent) {
        Tiling tiling = new Tiling(text, "code", parent.start(), parent.end());
        int first = 0;
        for (int k = 0; k < same.nodes().size(); k++) {
            SyntaxNode def = same.nodes().get(k);
            if (!def.isDefinition()) {
                continue;
            }
            int start = same.nodes().get(first).start;
            tiling.add(lineStart(Math.max(start, tiling.at()), tiling.at()), def.end, def.kind, () -> labels(same.holder(), def),
                    self -> children(def, self));
            first = k + 1;
        }
        return tiling.finish();
    }

    /**
     * A node cut along delimiter blocks: its segment's range, the node, and what a chunk of it
     * holds beyond its own segments' labels (the labels of the definition it belongs to, with that
     * definition as its {@code parent_semantic_node}); null context for a node outside every
     * definition, whose module is named only once the file's module path is known.
     */
    private record Cut(int start, int end, SyntaxNode node, Map<String, Object> context) {}

    private void addCut(Cut cut) {
        // The Packer may ask again for a range it widened over trailing whitespace: the newer cut replaces the older.
        while (!cuts.isEmpty() && cuts.getLast().end() > cut.start()) {
            cuts.removeLast();
        }
        cuts.add(cut);
    }

    /** The definition's labels with {@code context} (parent_semantic_node, semantic_context) added. */
    private Map<String, Object> withLabels(Map<String, Object> context, SyntaxNode definition) {
        Map<String, Object> m = new LinkedHashMap<>(definitionLabels.get(definition));
        m.putAll(context);
        return java.util.Collections.unmodifiableMap(m);
    }

    /**
     * The delimiter segments, with {@code context} (the semantic node they belong to) added to
     * labelled ones; their children, found by the delimiter structure, are marked the same way.
     * A cut is classified as the semantic node it belongs to (the module, put in with the module
     * path, when it lies in none), not by the delimiter block's own kind.
     */
    private static List<Segment> delegate(List<Segment> segments, Map<String, Object> context, boolean text) {
        return Segment.carried(segments, 0, labels -> {
            if (labels.isEmpty()) {
                return labels;
            }
            if (text) {
                return context; // a string's or comment's lines name nothing: only what holds it describes them
            }
            Map<String, Object> m = new LinkedHashMap<>(labels);
            m.remove(Labels.CLASSIFICATION.key());
            m.putAll(context);
            return m;
        });
    }

    /**
     * A two-entry map that iterates in the order given, in every run: metadata is written out in
     * map order, and Map.of's order changes from one JVM to the next.
     */
    private static Map<String, Object> ordered(String k1, Object v1, String k2, Object v2) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(k1, v1);
        m.put(k2, v2);
        return java.util.Collections.unmodifiableMap(m);
    }

    /**
     * The semantic node a node cut along delimiters belongs to, as {@code parent_semantic_node}
     * and {@code semantic_context} (hybrid chunking, spec 000 section 6.1 in docs/specs.md): the
     * innermost definition around it, or the node itself when it is one. Empty at the top level.
     */
    private Map<String, Object> semanticContext(SyntaxNode node) {
        SyntaxNode definition = describedBy.get(node);
        Map<String, Object> labels = definition == null ? null : definitionLabels.get(definition);
        Map<String, Object> context = new LinkedHashMap<>();
        if (labels != null) {
            Labels.PARENT_SEMANTIC_NODE.put(context, Labels.NAME.in(labels));
            Labels.SEMANTIC_CONTEXT.put(context, ordered(Labels.CLASSIFICATION.key(), Labels.CLASSIFICATION.in(labels), Labels.KIND.key(), Labels.KIND.in(labels)));
        }
        return context;
    }

    private List<Segment> tile(SyntaxNode node, int from, int to) {
        Tiling tiling = new Tiling(text, "code", from, to);
        List<SyntaxNode> kids = node.children;
        for (int i = 0; i < kids.size(); i++) {
            SyntaxNode child = kids.get(i);
            int start = Math.max(child.start, tiling.at());
            // Comments and attributes directly above a definition belong to it, and so do the
            // definitions of the same name right above it (Haskell's signature and equations).
            int j = i;
            boolean heads = child.leads() || sameNameNext(kids, i);
            while (heads && j + 1 < kids.size() && (adjacent(kids.get(j), kids.get(j + 1)) || docAcrossBlankLine(kids.get(j), kids.get(j + 1)))) {
                SyntaxNode next = kids.get(j + 1);
                boolean defines = next.isDefinition() || wrapped(next) != null;
                if (!next.leads() && !defines) {
                    break;
                }
                j++;
                if (defines && !sameNameNext(kids, j)) {
                    if (child.comment) {
                        documented.add(kids.get(j));
                    }
                    // Where the unit may be cut when too large: before each attribute.
                    List<SyntaxNode> above = kids.subList(i, j);
                    int[] attributes = above.stream().filter(k -> k.attribute).mapToInt(k -> k.start).toArray();
                    if (attributes.length > 0) {
                        attributeStarts.put(kids.get(j), attributes);
                    }
                    if (above.stream().anyMatch(k -> k.attribute && !k.children.isEmpty())) {
                        aboveNodes.put(kids.get(j), List.copyOf(above));
                    }
                    if (above.stream().anyMatch(SyntaxNode::isDefinition)) {
                        sameName.put(kids.get(j), new SameName(node, List.copyOf(kids.subList(i, j + 1))));
                    }
                    child = kids.get(j);
                    i = j;
                    break;
                }
            }
            if (child.leads() && !child.isDefinition() && node.kind != COMMENTED) {
                // Comments above anything else (a field, a property, a statement) are one unit with it.
                // Not again inside such a unit, once it is too large: its parts are the comments and what they describe.
                SyntaxNode run = commentRun(kids, i, j, node.end);
                if (run != null) {
                    child = run;
                    i += run.children.size() - 1;
                }
            }
            // Consecutive imports form one unit (inside such a unit, each import is its own).
            if (child.isDefinition() && "IMPORT".equals(child.classification) && !node.kind.equals("imports")) {
                int last = i;
                while (last + 1 < kids.size() && "IMPORT".equals(kids.get(last + 1).classification)
                        && Whitespace.isBlank(text, kids.get(last).end, kids.get(last + 1).start)) {
                    last++;
                }
                if (last > i) {
                    child = importGroup(kids.subList(i, last + 1));
                    i = last;
                }
            }
            SyntaxNode adding = child;
            int closers = leadingClosers(child);
            if (closers > 0) {
                // An ERROR node that opens with the brackets closing what came before (a Scala
                // block tree-sitter-scala could not read ends in "}" on a line of its own, then
                // the next test): that line is a segment of its own, so that it can end the chunk
                // holding what it closes. It describes nothing (the chunk before keeps its name);
                // the chunk that takes it says has_parse_errors all the same (see context).
                tiling.add(lineStart(Math.max(start, tiling.at()), tiling.at()), closers, "code", Map::of, self -> List.of());
                start = closers;
            }
            int begin = lineStart(Math.max(start, tiling.at()), tiling.at());
            int end = adding.end;
            if (directives && closers == 0) {
                // Swift's and C#'s #if lines between members are no nodes: each goes with what it
                // guards, so that no chunk ends with "#if DEBUG" or opens with "#endif".
                begin = Directives.openingAbove(language, text, begin, tiling.at());
                end = Directives.closingBelow(language, text, end, node.end);
            }
            int header = closers == 0 ? macroItemHeader(node, adding, tiling.at()) : -1;
            if (header >= 0) {
                begin = header;
            }
            // A stream's document is asked first: its key is the name KeyPaths gives it once asked.
            tiling.add(begin, end, adding.kind, () -> labels(node, adding), node == root && isStreamDocument(adding) ? new StreamDocument(adding)
                    : adding.key != null || adding.kind == COMMENTED && keyed || opensBlock(adding) || header >= 0 ? new HeadedPart(adding)
                    : self -> children(adding, self));
        }
        return tiling.finish();
    }

    /**
     * A part whose first line is a header no chunk ends with apart from the start of what follows
     * it, as a definition's signature is: a data file's mapping entry, whose key line heads its
     * value (a chunk of OpenAPI paths ended with the next path's {@code /v1/teams:} line, and so
     * was scoped to {@code paths} instead of the path it held); in a data file, comments with the
     * node they describe (a {@link #COMMENTED} run), once the two are too large for one chunk (a
     * values file's chunks ended with the comment on the next key; in code, a statement on one
     * line under its comment would be cut by its words to join them); a node whose first line
     * opens a block ({@link #opensBlock}).
     */
    private final class HeadedPart extends NodePart {
        HeadedPart(SyntaxNode part) {
            super(part);
        }

        @Override
        public boolean opensWithHeader() {
            return true;
        }
    }

    /**
     * A document of a YAML stream of several (manifests after {@code ---}), which begins a chunk
     * as a file does, so that no chunk holds the end of one Deployment and the start of the next
     * (each chunk's scope names its document: {@link KeyPaths}).
     */
    private final class StreamDocument extends NodePart {
        StreamDocument(SyntaxNode document) {
            super(document);
        }

        @Override
        public boolean startsChunk() {
            return true;
        }
    }

    /** A node's part of the structure, split into the node's children. */
    private abstract class NodePart implements dev.kerf.spi.Node {
        private final SyntaxNode node;

        NodePart(SyntaxNode node) {
            this.node = node;
        }

        @Override
        public List<Segment> children(Segment self) {
            return SyntaxStructure.this.children(node, self);
        }
    }

    /**
     * Where the header of an item written in a Rust macro's body begins, when {@code body} is the
     * item's braced body and the header is the code right above it (from {@code from}, the end of
     * what came before): the lines back to a blank one or to one that ends a statement or block
     * ({@code ;}, {@code }}). A macro's body is tokens, not items, so its {@code impl ... where ...}
     * lines and the {@code {...}} below them were two parts, and chunks were cut between them. The
     * two make one part, cut after its header's lines when too large. -1 when there is no such header.
     */
    private int macroItemHeader(SyntaxNode parent, SyntaxNode body, int from) {
        if (!parent.kind.equals("token_tree") || !body.kind.equals("token_tree") || text.charAt(body.start) != '{') {
            return -1;
        }
        int header = Lines.lineStart(text, body.start, from);
        if (!Whitespace.isBlank(text, header, body.start) && endsItem(header, body.start)) {
            return -1; // "} else {", "x; {": the brace's line holds the end of something else
        }
        while (header > from) {
            int above = Lines.lineStart(text, header - 1, from);
            if (Whitespace.isBlank(text, above, header) || endsItem(above, header)) {
                break;
            }
            header = above;
        }
        while (header < body.start && Whitespace.is(text.charAt(header))) {
            header++;
        }
        return header < body.start && Lines.firstOnLine(text, header) ? Lines.lineStart(text, header, from) : -1;
    }

    /** Whether the text {@code [from, to)} ends, past its whitespace, with the end of a statement or a block. */
    private boolean endsItem(int from, int to) {
        int last = to;
        while (last > from && Whitespace.is(text.charAt(last - 1))) {
            last--;
        }
        if (last == from) {
            return false;
        }
        char c = text.charAt(last - 1);
        return c == ';' || c == '}';
    }

    /**
     * Whether a node that is neither a definition nor a comment opens a block on its first line,
     * which ends with an opening bracket ({@code locals_map = {}, {@code const routes = [},
     * {@code if (ready) {}) or a colon ({@code if ready:}, {@code case x:}, {@code - env:}), and begins that line:
     * that line is a header, kept with the start of the block when the node is split, as a
     * definition's signature is. A chunk of an HCL {@code locals} block ended with
     * {@code ami_type_to_user_data_path = {} and the next held the map. Only the first
     * {@value #HEADER_CHARS} chars are read: a minified line is no header.
     */
    private boolean opensBlock(SyntaxNode node) {
        if (node.isDefinition() || node.comment || node.error || !Lines.startsLine(text, lineStart(node.start, 0), 0)) {
            return false; // a body that begins after its definition's signature ({ at a line's end) is no such node
        }
        int limit = Math.min(node.end, node.start + HEADER_CHARS);
        int lineEnd = Lines.breakAt(text, node.start, limit);
        if (lineEnd < 0) {
            return false;
        }
        int last = lineEnd;
        while (last > node.start && Whitespace.is(text.charAt(last - 1))) {
            last--;
        }
        if (last - node.start < 2) {
            return false; // a bracket alone on its line heads nothing
        }
        char c = text.charAt(last - 1);
        if (bracketAloneOnNextLine(lineEnd, node.end)) {
            return true; // Allman style: for (...) with its { on the line below
        }
        // A line ending with a colon opens a block too: Python's "if value is FLAG_NEEDS_VALUE:"
        // ended a chunk whose next began with the if's body; so did Go's and C's "case x:". In a
        // data file it is a key whose value is below it: a sequence element opening with one
        // ("- additionalPrinterColumns:") ended a CRD's first chunk.
        return c == '{' || c == '[' || c == '(' || c == ':';
    }

    /** Whether the line after the line break at {@code lineEnd}, within {@code end}, holds only an opening brace. */
    private boolean bracketAloneOnNextLine(int lineEnd, int end) {
        int k = lineEnd;
        if (k < end && text.charAt(k) == '\r') {
            k++;
        }
        if (k < end && text.charAt(k) == '\n') {
            k++;
        }
        while (k < end && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        if (k >= end || text.charAt(k) != '{') {
            return false;
        }
        k++;
        while (k < end && (text.charAt(k) == ' ' || text.charAt(k) == '\t' || text.charAt(k) == '\r')) {
            k++;
        }
        return k >= end || text.charAt(k) == '\n';
    }

    /** Whether a top-level node is a YAML document of a stream of several. */
    private boolean isStreamDocument(SyntaxNode top) {
        if (!keyed || !top.kind.equals("document")) {
            return false;
        }
        if (streamDocuments < 0) {
            streamDocuments = KeyPaths.documents(root);
        }
        return streamDocuments > 1;
    }

    /**
     * Whether {@code kids[j]} is a definition followed, with no blank line between, by a
     * definition of the same name: a Haskell signature and its equations, TypeScript's overload
     * signatures and their implementation. They are one unit, described by the last.
     */
    private boolean sameNameNext(List<SyntaxNode> kids, int j) {
        SyntaxNode a = kids.get(j);
        if (!a.isDefinition() || a.name == null || j + 1 >= kids.size() || "IMPORT".equals(a.classification)
                || "EXPORT".equals(a.classification)) {
            return false; // two imports of one name (Agent from node:http and from node:https) are two imports
        }
        SyntaxNode b = kids.get(j + 1);
        return b.isDefinition() && a.name.equals(b.name) && adjacent(a, b);
    }

    /**
     * The comments {@code kids[i..j]} (adjacent, no blank line between) as one node with what they
     * describe: the node right below them, or else the line of code right below them (a one-line
     * field or statement, which is no node of its own here). Null when what follows is a blank
     * line, a line that only closes brackets or a block ({@code }}, {@code end}), the parent's
     * end, or code on the comment's own line.
     * Cutting a doc comment from its field, or in the middle of its lines, leaves a chunk that
     * ends in {@code /// <summary>}.
     */
    private SyntaxNode commentRun(List<SyntaxNode> kids, int i, int j, int limit) {
        SyntaxNode last = kids.get(j);
        int codeStart = last.end;
        while (codeStart < limit && Whitespace.is(text.charAt(codeStart))) {
            codeStart++;
        }
        if (codeStart >= limit || !last.endsLineRightAbove(text, codeStart)) {
            return null;
        }
        int lineEnd = Lines.breakAt(text, codeStart, limit);
        if (ClosingLines.closesOnly(text, codeStart, lineEnd < 0 ? limit : lineEnd)) {
            return null; // a comment above "}" or "end" describes nothing below it
        }
        int end;
        int through = j;
        if (j + 1 < kids.size() && kids.get(j + 1).start <= codeStart) {
            if (holdsDefinition(kids.get(j + 1)) && definitionBelowAttributes(kids.get(j + 1)) == null) {
                return null; // a body (Python's block after a class's first comments), not one statement
            }
            through = j + 1;
            end = kids.get(through).end; // a node of several lines
        } else if (j + 1 < kids.size() && kids.get(j + 1).start < Math.max(codeStart, lineEnd)) {
            return null; // a node begins on that line after other code: leave the line to the tiling
        } else {
            end = lineEnd < 0 ? limit : lineEnd;
        }
        SyntaxNode run = new SyntaxNode(kids.get(i).start, end, COMMENTED, null, null, false);
        run.children.addAll(kids.subList(i, through + 1));
        return run;
    }

    /**
     * The one definition {@code node} holds when it is no definition itself and holds nothing else
     * but attributes and comments: F#'s declaration_expression around a let and its {@code
     * [<Fact>]}, which the doc comment above describes as it would the let itself. Null otherwise.
     */
    private static SyntaxNode definitionBelowAttributes(SyntaxNode node) {
        if (node.isDefinition()) {
            return null;
        }
        SyntaxNode definition = null;
        for (SyntaxNode c : node.children) {
            if (c.isDefinition()) {
                if (definition != null) {
                    return null;
                }
                definition = c;
            } else if (!c.attribute && !c.comment) {
                return null;
            }
        }
        return definition;
    }

    private static boolean holdsDefinition(SyntaxNode node) {
        if (node.isDefinition()) {
            return true;
        }
        for (SyntaxNode c : node.children) {
            if (holdsDefinition(c)) {
                return true;
            }
        }
        return false;
    }

    /** One node standing for a run of imports, named after its first; its children are the imports. */
    private SyntaxNode importGroup(List<SyntaxNode> imports) {
        SyntaxNode first = imports.getFirst();
        SyntaxNode group = new SyntaxNode(first.start, imports.getLast().end, "imports", "IMPORT",
                first.name == null ? null : first.name + (imports.size() > 1 ? " (+" + (imports.size() - 1) + ")" : ""), false);
        group.children.addAll(imports);
        return group;
    }

    /**
     * The end of the lines an ERROR node opens with that only close brackets or blocks, when more
     * of the node follows them; else 0. The first may be the rest of the line before the node
     * (the comma after a list's {@code ]}): tree-sitter-dart 1.0.0 could not read a collection-for in a
     * widget tree and began ERROR nodes with {@code ,\n        ],\n      ),} and with the
     * {@code }} of a method then the {@code }} of its class.
     */
    private int leadingClosers(SyntaxNode node) {
        if (!node.error || node.isDefinition() || !"ERROR".equals(node.kind)) {
            return 0;
        }
        int closers = 0;
        int p = node.start;
        while (true) {
            int lineEnd = Lines.breakAt(text, p, node.end);
            if (lineEnd < 0 || Whitespace.isBlank(text, lineEnd, node.end)) {
                return closers;
            }
            boolean restOfLine = p == node.start && !Lines.startsLine(text, p, 0) && ClosingLines.trailingOnly(text, p, lineEnd);
            if (!restOfLine && !ClosingLines.closesOnly(text, p, lineEnd)) {
                return closers;
            }
            closers = lineEnd;
            // Past the one line break (a blank line after it is no closing line, and stops the run).
            p = text.startsWith("\r\n", lineEnd) ? lineEnd + 2 : lineEnd + 1;
        }
    }

    /** A POD block's heading or item that may name the sub below it ({@code =head2 draw}, {@code =item $w->draw(%opts)}). */
    private static final java.util.regex.Pattern POD_HEADING = java.util.regex.Pattern.compile("(?m)^=(?:head[1-4]|item|method|func)[ \t]+(.+)$");

    /**
     * Whether {@code a} is a doc comment with one blank line between it and the definition
     * {@code b}: roxygen's {@code #'} or a {@code ///} line, whose tools still give it to that
     * definition (roxygen2 documents the object below a block, rustdoc and dartdoc the next item;
     * R packages often write the blank line: the block went as an "R module" chunk of its own),
     * or a Perl POD block whose last heading names the sub ({@code =head2 draw} above
     * {@code sub draw}), which POD writes with {@code =cut} and a blank line before the code.
     */
    private boolean docAcrossBlankLine(SyntaxNode a, SyntaxNode b) {
        if (!a.comment || !(b.isDefinition() || wrapped(b) != null) || !Whitespace.isBlank(text, a.end, b.start)) {
            return false;
        }
        boolean ownBreak = a.end > a.start && text.charAt(a.end - 1) == '\n'; // a line comment may hold its break
        if (Lines.countBreaks(text, a.end, b.start) + (ownBreak ? 1 : 0) != 2 || !Lines.startsLine(text, lineStart(a.start, 0), 0)) {
            return false;
        }
        if (text.startsWith("=", a.start)) {
            return b.name != null && podNames(a, b.name);
        }
        return text.startsWith("#'", a.start) || text.startsWith("///", a.start) && !text.startsWith("////", a.start);
    }

    /** Whether the last heading or item of the POD block {@code pod} names {@code name}. */
    private boolean podNames(SyntaxNode pod, String name) {
        java.util.regex.Matcher m = POD_HEADING.matcher(text).region(pod.start, pod.end);
        String last = null;
        while (m.find()) {
            last = m.group(1);
        }
        return last != null && java.util.regex.Pattern.compile("(?<![\\w:])" + java.util.regex.Pattern.quote(name) + "(?![\\w:])").matcher(last).find();
    }

    /** Whether only whitespace without a blank line lies between two nodes. */
    private boolean adjacent(SyntaxNode a, SyntaxNode b) {
        if (!Whitespace.isBlank(text, a.end, b.start)) {
            return false;
        }
        return Lines.countBreaks(text, a.end, b.start) <= 1;
    }

    /** A segment starts at the start of its line when only whitespace precedes it there (indentation stays with it). */
    private int lineStart(int pos, int floor) {
        int p = pos;
        while (p > floor && (text.charAt(p - 1) == ' ' || text.charAt(p - 1) == '\t')) {
            p--;
        }
        return Lines.startsLine(text, p, floor) ? p : pos;
    }

    /** For definitions: the definition metadata (name, classification, kind, nesting, scope; docs/specs.md, spec 000 section 2.4). */
    private Map<String, Object> labels(SyntaxNode parent, SyntaxNode child) {
        List<String> parentScope = scopes.getOrDefault(parent, List.of());
        SyntaxNode statementScope = statementScopeOver(parent, child);
        if (statementScope != null) {
            List<String> scope = new ArrayList<>(parentScope);
            scope.add(shown(statementScope));
            parentScope = List.copyOf(scope);
        }
        SyntaxNode def = child.isDefinition() ? child : wrapped(child);
        boolean conditional = def == null && conditionals.contains(child.kind) && !inFunction(parent);
        if (conditional) {
            def = guarded(child);
        }
        if (def == null) {
            scopes.put(child, parentScope);
            SyntaxNode around = describedBy.get(parent);
            if (around != null) {
                describedBy.put(child, around);
            }
            return child.error ? damaged(around) : Map.of();
        }
        def = unwrapped(def);
        if (conditional) {
            // A conditional block (#ifndef _WIN32 ... #endif) kept whole is described by the
            // definition it guards, but it is no scope: the rest of what it holds lies in the
            // scope around it.
            SyntaxNode around = describedBy.get(parent);
            if (around != null) {
                describedBy.put(child, around);
            }
        } else {
            describedBy.put(child, child);
        }
        if (standsFor.get(parent) == def) {
            // The definition its wrapper stands for, reached by splitting the wrapper: the same
            // definition, so described as the wrapper is, not nested in itself ("function main >
            // function main").
            Map<String, Object> same = definitionLabels.get(parent);
            // A conditional block takes no scope of its own; the definition it stands for does.
            scopes.put(child, conditional || !conditionals.contains(parent.kind) ? parentScope : scopeIn(same));
            definitionLabels.put(child, same);
            // A wrapper inside the wrapper stands for it too (PowerShell's pipeline holds a
            // pipeline_chain, which holds the command that is the test): "test x > test x" else.
            standsFor.put(child, def);
            return same;
        }
        standsFor.put(child, def);
        String word = word(def);
        if (def.receiver != null && !parentScope.contains("type " + def.receiver)) {
            // A Go method lies in the type it is declared on, as a Java method in its class: the
            // scope says whose Update this is (39 of bubbletea's 230 methods share a name).
            List<String> typed = new ArrayList<>(parentScope);
            typed.add("type " + def.receiver);
            parentScope = List.copyOf(typed);
        }
        List<String> scope = new ArrayList<>(parentScope);
        scope.add(shown(def));
        scopes.put(child, conditional ? parentScope : List.copyOf(scope));
        Map<String, Object> m = new LinkedHashMap<>();
        Labels.NAME.put(m, displayLanguage() + " " + word + (def.name == null ? "" : " '" + def.name + "'"));
        Labels.CLASSIFICATION.put(m, def.classification);
        Labels.KIND.put(m, def.kind);
        Labels.CATEGORY.put(m, category(def.classification));
        Labels.IS_COMPOSITE.put(m, root.definitions.holdsAnother(def) || def.children.stream().anyMatch(c -> c.isDefinition() || wrapped(c) != null));
        Labels.PARENT_KIND.put(m, parent.kind);
        Labels.NESTING_LEVEL.put(m, parentScope.size());
        Labels.SCOPE.put(m, List.copyOf(scope));
        if (!parentScope.isEmpty()) {
            Labels.PARENT_NAME.put(m, parentScope.getLast());
        }
        if (!root.modulePath.isEmpty()) {
            Labels.MODULE_PATH.put(m, root.modulePath);
        }
        if (def.name != null && !SyntaxNode.namesNothing(def.name)) {
            Labels.SYMBOL.put(m, def.name);
        }
        // The first line, and no more than HEADER_CHARS of it: in a minified file the first line is
        // the whole definition, and reading it for every nested one would take quadratic time.
        String header = firstLine(def);
        if (def != child && child.isDefinition()) {
            header = firstLine(child) + " " + header; // "export" and decorators come first
        }
        int lines = lineCount(def.start, def.end);
        Labels.IMPORTANCE.put(m, Importance.of(def.classification, header, isDocumented(def) || isDocumented(child),
                parentScope.size(), lines));
        definitionLabels.put(child, m);
        return m;
    }

    /** Kinds of a class that is its one instance, called an object where it is written so. */
    private static final java.util.Set<String> OBJECT_KINDS = java.util.Set.of("object_definition", "object_declaration", "companion_object");

    /**
     * What a definition is called in its name: its classification, or its kind for OTHER ("CSS rule
     * set 'body'"); a call statement made a definition (a Bazel target, cc_library(name = "core"))
     * is a target, not an "expression statement"; Scala's and Kotlin's objects are objects.
     */
    private static String word(SyntaxNode def) {
        if (def.classification.equals("OTHER") && def.kind.equals("expression_statement")) {
            return "target";
        }
        if (def.classification.equals("OTHER") && def.kind.equals("statement")) {
            return "query"; // SQL's named queries (NamedQueries)
        }
        if (def.classification.equals("CLASS") && OBJECT_KINDS.contains(def.kind)) {
            return "object"; // Scala's and Kotlin's singletons: "Scala object 'Main'", as written
        }
        return (def.classification.equals("OTHER") ? def.kind : def.classification).toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * What a definition is called in a scope: as in its name, but a function or method found to be
     * a test keeps its own word, which the context header repeats: "test" there cost MiniLM recall
     * (requests 57.5 to 54.5, serde-json 49.7 to 44.7).
     */
    private static String scopeWord(SyntaxNode def) {
        return def.declaredAs == null ? word(def) : def.declaredAs.toLowerCase(Locale.ROOT);
    }

    /** A definition as its scope entry shows it: {@code function new}, {@code module Foo}. */
    private static String shown(SyntaxNode def) {
        return def.name == null ? scopeWord(def) : scopeWord(def) + " " + def.name;
    }

    /**
     * The statement-form scope ({@link #STATEMENT_SCOPES}) a child of {@code parent} lies in: the
     * last one among the children before it, or null. Packages do not nest: a package, in either
     * form, lies in no other's scope.
     */
    private SyntaxNode statementScopeOver(SyntaxNode parent, SyntaxNode child) {
        if (statementKinds.isEmpty() || statementKinds.contains(child.kind)) {
            return null;
        }
        List<SyntaxNode> statements = statementScopes.computeIfAbsent(parent,
                p -> p.children.stream().filter(this::isStatementScope).toList());
        SyntaxNode over = null;
        for (SyntaxNode statement : statements) {
            if (statement.end > child.start) {
                break;
            }
            over = statement;
        }
        return over;
    }

    /** A definition of a {@link #STATEMENT_SCOPES} kind written as a statement: it ends with ';' (no block of its own). */
    private boolean isStatementScope(SyntaxNode node) {
        if (!node.isDefinition() || !statementKinds.contains(node.kind)) {
            return false;
        }
        int last = node.end - 1;
        while (last > node.start && Whitespace.is(text.charAt(last))) {
            last--;
        }
        return text.charAt(last) == ';';
    }

    @SuppressWarnings("unchecked") // what labels() puts there
    private static List<String> scopeIn(Map<String, Object> labels) {
        return (List<String>) Labels.SCOPE.in(labels);
    }

    /** A node's first line, and no more than {@value #HEADER_CHARS} chars of it. */
    private String firstLine(SyntaxNode node) {
        int limit = Math.min(node.end, node.start + HEADER_CHARS);
        int end = Lines.breakAt(text, node.start, limit);
        return text.substring(node.start, end < 0 ? limit : end);
    }

    /**
     * The labels of an ERROR node: those of the definition it lies in (its symbol left out, as it
     * does not begin there), marked as damaged; only the mark at the top level, where the module
     * describes it.
     */
    private Map<String, Object> damaged(SyntaxNode around) {
        Map<String, Object> labels = around == null ? null : definitionLabels.get(around);
        if (labels == null) {
            return ordered(Labels.KIND.key(), "ERROR", Labels.HAS_PARSE_ERRORS.key(), true);
        }
        Map<String, Object> m = new LinkedHashMap<>(labels);
        m.remove(Labels.SYMBOL.key());
        Labels.KIND.put(m, "ERROR");
        Labels.HAS_PARSE_ERRORS.put(m, true);
        return m;
    }

    /** The definition a wrapper definition (a decorated function, a template, an export) wraps, or the definition itself. */
    private static SyntaxNode unwrapped(SyntaxNode def) {
        SyntaxNode d = def;
        while (d.isWrapper()) {
            SyntaxNode inner = null;
            for (SyntaxNode c : d.children) {
                if (c.leads() || c.kind.contains("parameter")) {
                    continue; // decorators, comments, template parameters
                }
                if (!c.isDefinition() || inner != null) {
                    return d;
                }
                inner = c;
            }
            if (inner == null) {
                return d;
            }
            d = inner;
        }
        return d;
    }

    /**
     * How many lines {@code text[from, to)} holds, as {@code String.lines().count()} of that slice
     * counts them: one, plus one for every line that starts inside it.
     */
    private int lineCount(int from, int to) {
        if (from >= to) {
            return 0;
        }
        if (lineStarts == null) {
            lineStarts = Lines.starts(text);
        }
        return 1 + firstStartAtOrAfter(to) - firstStartAtOrAfter(from + 1);
    }

    private int firstStartAtOrAfter(int pos) {
        int i = Arrays.binarySearch(lineStarts, pos);
        return i >= 0 ? i : -i - 1;
    }

    /** The broad category of a classification: the {@code category} field of the definition metadata (spec 000 section 2.4). */
    private static String category(String classification) {
        return switch (classification) {
            case "CLASS", "INTERFACE", "STRUCT", "ENUM", "TRAIT", "TYPE", "TYPE_ALIAS" -> "type";
            case "FUNCTION", "METHOD", "TEST", "MACRO" -> "callable";
            case "MODULE", "NAMESPACE" -> "module";
            case "IMPORT", "EXPORT" -> "import";
            case "VARIABLE", "CONSTANT" -> "data";
            case "IMPL" -> "implementation";
            default -> "other";
        };
    }

    /** A doc comment above it, or a docstring as its body's first statement (Python, Elixir @doc...). */
    private boolean isDocumented(SyntaxNode def) {
        if (documented.contains(def)) {
            return true;
        }
        int firstLineEnd = Lines.breakAt(text, def.start, def.end);
        if (firstLineEnd < 0) {
            return false;
        }
        String after = text.substring(firstLineEnd, Math.min(def.end, firstLineEnd + 200)).stripLeading();
        return after.startsWith("\"\"\"") || after.startsWith("'''") || after.startsWith("@doc") || after.startsWith("///")
                || after.startsWith("/**");
    }

    /**
     * The definition a wrapper node stands for ({@code export function f}, F#'s
     * {@code declaration_expression}, a C++ template, Julia's {@code @inline function f},
     * Ruby's {@code private def f}): its only definition child, or the only definition of its
     * only child (a macro's or a call's argument list), starting on the wrapper's first line, or
     * its one definition child below attributes alone ({@link #definitionBelowAttributes}). Null when
     * there is none.
     */
    private SyntaxNode wrapped(SyntaxNode node) {
        SyntaxNode found = node;
        do {
            found = onlyChild(found);
        } while (found != null && !found.isDefinition());
        // Only up to the definition: a minified file's first line may be the whole file.
        if (found != null && Lines.breakAt(text, node.start, found.start) < 0) {
            return found;
        }
        // Or a definition below its attributes alone: F#'s [<Fact>] on the line above its let.
        return definitionBelowAttributes(node);
    }

    /** Whether {@code node} lies in a function, where a conditional block is a block of statements. */
    private boolean inFunction(SyntaxNode node) {
        SyntaxNode around = describedBy.get(node);
        return around != null && standsFor.getOrDefault(around, around).holdsLocals();
    }

    /**
     * The definition a conditional block guards, when it holds nothing else but comments and its
     * directive lines: the first it holds (in a nested block too) that is no import, else its
     * first import; null when it holds none, or code besides (a header's include guard with its
     * {@code #define}, which is the file, not one definition). {@code #ifndef _WIN32} around a
     * function is that function; split, each part it holds is described by its own labels.
     */
    private SyntaxNode guarded(SyntaxNode block) {
        SyntaxNode first = null;
        SyntaxNode firstImport = null;
        int at = block.start;
        for (SyntaxNode c : block.children) {
            if (!Directives.onlyDirectives(language, text, at, c.start)) {
                return null;
            }
            at = c.end;
            if (c.comment) {
                continue;
            }
            SyntaxNode def = c.isDefinition() ? c : wrapped(c);
            if (def == null && conditionals.contains(c.kind)) {
                def = guarded(c);
            }
            if (def == null) {
                return null;
            }
            if (first == null && !"IMPORT".equals(def.classification)) {
                first = def;
            }
            if (firstImport == null) {
                firstImport = def;
            }
        }
        if (!Directives.onlyDirectives(language, text, at, block.end)) {
            return null;
        }
        return first != null ? first : firstImport;
    }

    /** The node's only child that is no comment, or null when it has none or several. */
    private static SyntaxNode onlyChild(SyntaxNode node) {
        SyntaxNode only = null;
        for (SyntaxNode c : node.children) {
            if (c.comment) {
                continue;
            }
            if (only != null) {
                return null;
            }
            only = c;
        }
        return only;
    }

    private String displayLanguage() {
        return Languages.displayName(described);
    }
}
