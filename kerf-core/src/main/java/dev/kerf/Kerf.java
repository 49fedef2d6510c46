package dev.kerf;

import dev.kerf.internal.pack.Packer;
import dev.kerf.internal.pack.Piece;
import dev.kerf.internal.pack.Unfittable;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.lang.Languages;
import dev.kerf.select.ChunkerRegistry;
import dev.kerf.select.ChunkerSelector;
import dev.kerf.select.Selection;
import dev.kerf.spi.Cancellation;
import dev.kerf.spi.Description;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The entry point: cuts sources into chunks that fit a token budget, with nothing lost and exact
 * positions. Immutable and thread-safe; build one and reuse it.
 *
 * <pre>{@code
 * Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
 * for (Chunk c : kerf.chunk(Source.fromFile(Path.of("src/Main.java")))) {
 *     System.out.println(c.span().startLine() + "-" + c.span().endLine() + ": " + c.tokenCount() + " tokens");
 * }
 * }</pre>
 *
 * <p>Every chunk keeps the invariants: its text is the verbatim slice at its span; its token count
 * is exact and within {@code maxTokens}; chunks are in order and cover every non-whitespace char;
 * empty or whitespace-only input gives no chunks; the same input and options give the same chunks
 * and ids.
 */
public final class Kerf {
    private final ChunkOptions options;
    /** The pinned structure, or null to pick one per language with {@link #selector}. */
    private final Segmenter segmenter;
    private final ChunkerSelector selector;
    /** Which labelled segments begin a chunk of their own; null when they share chunks. */
    private final Predicate<Segment> definitionStarts;
    /** The packer of every source when there is no context header (with one, each file's reserve differs). */
    private final Packer packer;

    private Kerf(ChunkOptions options, Segmenter segmenter, ChunkerSelector selector) {
        this.options = Objects.requireNonNull(options, "options");
        this.segmenter = segmenter;
        this.selector = selector;
        Predicate<Segment> starts = null;
        if (options.granularity() == Granularity.DEFINITION) {
            double threshold = options.importanceThreshold();
            // A segment without importance scores always begins its chunk.
            starts = threshold <= 0 ? s -> true : s -> s.highestImportance().orElse(1) >= threshold;
        }
        this.definitionStarts = starts;
        this.packer = new Packer(options.maxTokens(), options.overlapTokens(), options.minTokens(), options.targetTokens(),
                options.sectionTargetTokens(), starts);
    }

    /**
     * The packer for one source and its structure: with a context header, the text's budget
     * shrinks by what its header needs (no scope line where the structure names none).
     */
    private Packer packer(Source source, Structure structure) {
        if (!options.contextHeader()) {
            return packer;
        }
        List<?> knownScope = knownScope(source, structure);
        int reserve = ContextHeader.reserve(source.path().orElse(null), structure.scoped(), knownScope == null ? null : shown(knownScope),
                options.maxTokens() - options.overlapTokens(), options.tokenizer());
        return new Packer(options.maxTokens() - reserve, options.overlapTokens(), options.minTokens(), options.targetTokens(),
                options.sectionTargetTokens(), definitionStarts);
    }

    /**
     * The scope every chunk names where it is known before packing: a structure with no
     * definitions, and not written text, describes every chunk as the same module (a CSV or INI
     * file, JSON), a CSV as its module and columns. Null for other structures.
     */
    private List<?> knownScope(Source source, Structure structure) {
        if (structure.hasDefinitions() || structure.isWrittenText()) {
            return null;
        }
        return structure.context(0, source.text().length(), modulePath(source)).get(ChunkMetadata.SCOPE) instanceof List<?> l ? l : List.of();
    }

    /**
     * A known scope as every header shows it: its inner entries left out where its line would
     * take more than a quarter of the budget (a wide table's columns at 64 tokens), the first kept.
     */
    private List<?> shown(List<?> knownScope) {
        return ContextHeader.within(knownScope, (options.maxTokens() - options.overlapTokens()) / 4, options.tokenizer());
    }

    /**
     * A chunker with the given options that picks a structure per source (see
     * {@link ChunkerSelector}): Markdown sections and blocks for Markdown, paragraphs and
     * sentences for plain text, for code the tree-sitter structure (with kerf-syntax on the class
     * path) or the delimiter structure of its language, else the generic structure (blank-line
     * blocks, lines, words, graphemes, code points), as the options' {@link ChunkOptions#selection()}
     * settings say. A structure that fails outright hands over to the next, and the chunks say
     * which one made them.
     */
    public static Kerf create(ChunkOptions options) {
        Selection selection = options.selection();
        return new Kerf(options, null, selection.equals(Selection.defaults()) ? ChunkerSelector.defaults()
                : new ChunkerSelector(ChunkerRegistry.discovered(), selection));
    }

    /**
     * A chunker that picks structures with {@code selector}: its registry and its
     * {@link Selection}. Selection settings belong in one place: options that set any must set the
     * selector's.
     *
     * @throws IllegalArgumentException when {@code options} set selection settings other than the selector's
     */
    public static Kerf create(ChunkOptions options, ChunkerSelector selector) {
        Objects.requireNonNull(selector, "selector");
        if (!options.selection().equals(Selection.defaults()) && !options.selection().equals(selector.selection())) {
            throw new IllegalArgumentException("selection settings given twice, differently: " + options.selection() + " in the options, "
                    + selector.selection() + " in the selector; set them in one place");
        }
        return new Kerf(options, null, selector);
    }

    /** A chunker that always uses {@code segmenter}, whatever the language, and lets its failures through. */
    public static Kerf create(ChunkOptions options, Segmenter segmenter) {
        return new Kerf(options, Objects.requireNonNull(segmenter, "segmenter"), null);
    }

    /**
     * The structure {@link #create(ChunkOptions)} uses first for a language (the generic one for
     * null).
     *
     * @param language a kerf language name, such as {@code java}
     */
    public static Segmenter defaultSegmenter(String language) {
        return ChunkerSelector.defaults().primary(language);
    }

    /** A chunker with {@link ChunkOptions#defaults()}. */
    public static Kerf withDefaults() {
        return create(ChunkOptions.defaults());
    }

    public ChunkOptions options() {
        return options;
    }

    /** Chunks plain text with no path; its language is detected from the text alone. */
    public List<Chunk> chunk(String text) {
        return chunk(Source.fromText(text));
    }

    /**
     * Chunks one source.
     *
     * @throws IllegalArgumentException when the source's language hint names a language that kerf
     *     does not know and no registered structure serves: a misspelt name would otherwise be cut
     *     as plain text without a word
     */
    public List<Chunk> chunk(Source source) {
        String text = source.text();
        String language = source.languageHint().orElseGet(() -> Languages.detect(source.path().orElse(null), text));
        if (segmenter == null && !selector.serves(language)) {
            throw new IllegalArgumentException("language: unknown language '" + language
                    + "', and no registered structure serves it (see 'kerf langs')");
        }
        Packed packed = pack(text, language, structure -> packer(source, structure));
        List<Chunk> chunks = chunks(source, language, packed, false);
        if (options.contextHeader() && chunks.size() > 1) {
            List<Chunk> whole = wholeWithHeader(source, language, packed, chunks);
            if (whole != null) {
                return whole;
            }
        }
        return chunks;
    }

    /**
     * The text as one chunk, when it fits the limit with its whole context header, though packing
     * with the room every chunk keeps for a header (a scope line of up to 16 tokens, before the
     * scope is known) cut it in two: a 237-token workflow under a 14-token header at 256 was cut
     * into a 10-token comment line and the rest. Null when it does not fit, or when the
     * granularity begins chunks inside it.
     */
    private List<Chunk> wholeWithHeader(Source source, String language, Packed packed, List<Chunk> chunks) {
        long sum = 0;
        for (Chunk chunk : chunks) {
            sum += chunk.tokenCount();
        }
        if (sum > options.maxTokens()) {
            return null; // the whole costs about the sum of its parts, and more than the limit already
        }
        List<Piece> one = packer.pack(source.text(), packed.structure(), options.tokenizer());
        if (one.size() != 1) {
            return null;
        }
        return chunks(source, language, new Packed(packed.structure(), one, packed.strategy(), packed.fallback()), true);
    }

    /**
     * The chunks of the packed pieces. With {@code wholeHeader}, null when a chunk's context
     * header would have to be shortened to fit the limit.
     */
    private List<Chunk> chunks(Source source, String language, Packed packed, boolean wholeHeader) {
        String text = source.text();
        List<Piece> pieces = packed.pieces();
        Structure structure = packed.structure();
        String strategy = packed.strategy();
        Map<String, Object> fallback = packed.fallback();
        if (pieces.isEmpty()) {
            return List.of();
        }
        SourceMap map = new SourceMap(text, source.bomBytes());
        String identity = source.identity();
        List<Description> described = structure.describe(pieces.stream().map(p -> new Structure.Range(p.start(), p.end())).toList()).orElse(null);
        List<String> modulePath = described == null ? modulePath(source) : List.of();
        // Where the known scope was shortened to fit its share of the budget, every header shows it so.
        List<?> knownScope = options.contextHeader() ? knownScope(source, structure) : null;
        List<?> shortened = knownScope == null ? null : shown(knownScope);
        if (shortened != null && shortened.size() == knownScope.size()) {
            shortened = null;
        }
        List<Chunk> chunks = new ArrayList<>(pieces.size());
        for (Piece piece : pieces) {
            Cancellation.check(chunks.size());
            if (piece.tokenCount() > options.maxTokens()) {
                throw new OversizedChunkError("chunk at char " + piece.textStart() + " has " + piece.tokenCount()
                        + " tokens, over maxTokens " + options.maxTokens());
            }
            String slice = text.substring(piece.textStart(), piece.end());
            byte[] utf8 = slice.getBytes(StandardCharsets.UTF_8);
            Description description = described == null ? null : described.get(chunks.size());
            Map<String, Object> metadata = description != null ? description.metadata()
                    : withModulePath(metadata(piece, structure, modulePath, text), modulePath);
            if (!fallback.isEmpty()) {
                metadata = new java.util.LinkedHashMap<>(metadata);
                metadata.putAll(fallback);
            }
            Object scope = !options.contextHeader() ? null : shortened != null ? shortened : headerScope(piece, metadata, text);
            Optional<ContextualText> contextual = contextual(source, slice, scope, description);
            if (wholeHeader && !ContextHeader.isWhole(contextual.map(ContextualText::text).orElse(null), source.path().orElse(null), scope)) {
                return null;
            }
            chunks.add(new Chunk(
                    slice,
                    map.span(piece.textStart(), piece.end(), utf8.length),
                    chunks.size(),
                    piece.tokenCount(),
                    language,
                    strategy,
                    metadata,
                    ChunkIds.of(identity, piece.textStart(), piece.end(), utf8),
                    contextual));
        }
        return List.copyOf(chunks);
    }

    /** The chunks' ranges, the structure they came from, and, after a failure, which structure failed and why. */
    private record Packed(Structure structure, List<Piece> pieces, String strategy, Map<String, Object> fallback) {}

    /**
     * Builds the structure and packs it, trying the language's structures in order: a structure
     * that fails outright (a bug, a stack too shallow for pathological nesting) hands over to the
     * next, down to the generic one. Input errors are not structure failures and go through.
     */
    private Packed pack(String text, String language, java.util.function.Function<Structure, Packer> packer) {
        return IdleCore.working(() -> packCounted(text, language, packer));
    }

    private Packed packCounted(String text, String language, java.util.function.Function<Structure, Packer> packer) {
        List<Segmenter> chain = segmenter != null ? List.of(segmenter) : selector.chain(language);
        // An idle core starts the tokenizer pass while the structure is built (parsing, for code);
        // this thread takes its share once the structure is done.
        Packer.Tokens tokens = Packer.tokenize(text, options.tokenizer());
        IdleCore.offer(text, tokens);
        Map<String, Object> fallback = Map.of();
        for (int level = 0; ; level++) {
            Segmenter used = chain.get(level);
            try {
                Structure structure = used.segment(text);
                String strategy = structure.strategy().orElse(used.strategy());
                if (strategy == null || strategy.isBlank()) {
                    // Every chunk says which structure made it: a plug-in that names none has failed.
                    throw new IllegalStateException("the structure gave no strategy name");
                }
                List<Piece> pieces = packer.apply(structure).pack(text, structure, tokens);
                return new Packed(structure, pieces, strategy, fallback);
            } catch (RuntimeException | StackOverflowError e) {
                if (level + 1 == chain.size() || e instanceof InvalidEncodingException || e instanceof BinaryContentException) {
                    if (e instanceof Unfittable u) {
                        throw new OversizedChunkError(u.getMessage());
                    }
                    throw e;
                }
                if (fallback.isEmpty()) {
                    // The first failure is the one worth reporting: the best structure's.
                    // In this order in every run (Map.of's order changes from one JVM to the next).
                    Map<String, Object> first = new java.util.LinkedHashMap<>();
                    String from = used.strategy();
                    Labels.FALLBACK_FROM.put(first, from == null || from.isBlank() ? used.getClass().getName() : from);
                    Labels.FALLBACK_REASON.put(first, String.valueOf(e));
                    fallback = first;
                }
            }
        }
    }

    /**
     * The text to embed instead of the chunk's own: the chunk wrapped as its structure asks (a
     * code fence re-opened and closed), under a context header when the options ask for one. Only
     * a text within maxTokens is given; the wrapping alone is dropped when it would not fit.
     *
     * @param scope the header's scope (see {@link #headerScope}); read only with the context header on
     */
    private Optional<ContextualText> contextual(Source source, String slice, Object scope, Description description) {
        String inner = slice;
        if (description != null && description.wrapped()) {
            String wrapped = description.prefix() + slice + description.suffix();
            if (options.tokenizer().count(wrapped) <= options.maxTokens()) {
                inner = wrapped;
            }
        }
        if (options.contextHeader()) {
            ContextualText headed = ContextHeader.of(source.path().orElse(null), scope, inner, options.maxTokens(), options.tokenizer());
            if (headed != null) {
                return Optional.of(headed);
            }
        }
        if (inner.equals(slice)) {
            return Optional.empty();
        }
        return Optional.of(new ContextualText(inner, options.tokenizer().count(inner)));
    }

    /**
     * The scope a chunk's context header names: what every definition the chunk holds a part of
     * lies in (the class of a run of its methods; nothing more than the file for a run of
     * top-level functions), or, in a chunk inside one definition, that definition's own scope.
     * Markdown chunks name their heading path. The closing brackets (or {@code end}s) of the
     * definitions around a chunk's last lines do not widen it: the last part of a method that ends
     * a class is still scoped to the method, not to the class.
     */
    private static Object headerScope(Piece piece, Map<String, Object> metadata, String text) {
        if (!metadata.containsKey(ChunkMetadata.SCOPE)) {
            return metadata.get(ChunkMetadata.HEADINGS);
        }
        List<?> common = null;
        Set<Segment> holdingContent = ownersHoldingContent(piece, text);
        for (Segment owner : piece.owners()) {
            if (!(owner.labels().get(ChunkMetadata.SCOPE) instanceof List<?> scope) || !holdingContent.contains(owner)) {
                continue;
            }
            if (common == null) {
                common = scope;
                continue;
            }
            int n = 0;
            while (n < common.size() && n < scope.size() && common.get(n).equals(scope.get(n))) {
                n++;
            }
            common = common.subList(0, n);
        }
        return common == null ? metadata.get(ChunkMetadata.SCOPE) : common;
    }

    /**
     * The owners (by identity) of the units of a piece that hold more than what closes them:
     * anything but punctuation, space, the keyword {@code end} (Ruby's, Lua's, Julia's,
     * Elixir's) and the other lines {@link dev.kerf.internal.text.ClosingLines} knows to close a
     * block (the shell's {@code fi}, the preprocessor's {@code #endif}).
     */
    private static Set<Segment> ownersHoldingContent(Piece piece, String text) {
        Set<Segment> owners = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Piece.Unit u : piece.units()) {
            if (u.owner() != null && !owners.contains(u.owner())
                    && holdsContent(text, Math.max(u.segment().start(), piece.start()), Math.min(u.segment().end(), piece.end()))) {
                owners.add(u.owner());
            }
        }
        return owners;
    }

    private static boolean holdsContent(String text, int from, int to) {
        if (dev.kerf.internal.text.ClosingLines.closesOnly(text, from, to)) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                boolean endKeyword = text.startsWith("end", i) && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)))
                        && (i + 3 == text.length() || !Character.isLetterOrDigit(text.charAt(i + 3)));
                if (!endKeyword) {
                    return true;
                }
                i += 2;
            }
        }
        return false;
    }

    /**
     * A definition's module path from the file's path when the structure found no package or
     * namespace declaration.
     */
    private static Map<String, Object> withModulePath(Map<String, Object> metadata, List<String> modulePath) {
        if (modulePath.isEmpty() || !metadata.containsKey(ChunkMetadata.CLASSIFICATION) || metadata.containsKey(ChunkMetadata.MODULE_PATH)) {
            return metadata;
        }
        Map<String, Object> m = new java.util.LinkedHashMap<>(metadata);
        m.put(ChunkMetadata.MODULE_PATH, modulePath);
        return m;
    }

    /**
     * The module path a file's path gives: its folders (after {@code .} and {@code ..} are
     * resolved) and its name without extension; empty without a path. An absolute path gives its
     * name alone: its folders say where a checkout lies on one machine, not where the file lies in
     * its project ({@code /home/ann/src/app/util.py} is {@code util}, not {@code home.ann.src...}).
     */
    private static List<String> modulePath(Source source) {
        if (source.path().isEmpty()) {
            return List.of();
        }
        String path = source.path().get().replace('\\', '/');
        if (path.startsWith("/") || path.matches("[A-Za-z]:/.*")) {
            path = path.substring(path.lastIndexOf('/') + 1);
        }
        List<String> parts = new ArrayList<>();
        for (String part : path.split("/")) {
            if (part.equals("..")) {
                if (!parts.isEmpty()) {
                    parts.removeLast(); // a/../b is b, as the file system reads it
                }
            } else if (!part.isEmpty() && !part.equals(".")) {
                parts.add(part);
            }
        }
        if (parts.isEmpty()) {
            return List.of();
        }
        parts.add(moduleName(parts.removeLast()));
        return List.copyOf(parts);
    }

    /**
     * A file's name without its extension: its last one, the {@code .d} of a TypeScript
     * declaration file, and the one a template's extension follows ({@code show.html.erb} is
     * {@code show}). The names before stay: {@code vite.config.ts} is {@code vite.config},
     * {@code lib.es5.d.ts} {@code lib.es5} (not {@code lib}, the name of every other {@code lib.*.d.ts}).
     */
    private static String moduleName(String file) {
        int dot = file.lastIndexOf('.');
        if (dot <= 0) {
            return file;
        }
        String stem = file.substring(0, dot);
        String extension = file.substring(dot + 1);
        if (stem.endsWith(".d") && stem.length() > 2 && extension.matches("[cm]?ts")) {
            stem = stem.substring(0, stem.length() - 2);
        }
        int inner = stem.lastIndexOf('.');
        if (inner > 0 && (TEMPLATE_EXTENSIONS.contains(extension.toLowerCase(java.util.Locale.ROOT))
                || extension.equalsIgnoreCase("php") && stem.substring(inner + 1).equalsIgnoreCase("blade"))) {
            stem = stem.substring(0, inner); // show.html.erb is show, posts.blade.php posts
        }
        return stem;
    }

    /**
     * The extensions of templates, written after the extension of what they render
     * ({@code show.html.erb}, {@code product.html.twig}, {@code values.yaml.j2}), which the module
     * name leaves out with them.
     */
    private static final Set<String> TEMPLATE_EXTENSIONS = Set.of("erb", "ejs", "twig", "j2", "jinja", "jinja2", "njk",
            "liquid", "hbs", "handlebars", "mustache", "tmpl", "gotmpl", "tpl");

    /**
     * What a chunk holds: the labels of its primary block (see {@link Piece#primaryOwner}), what
     * its structure says holds for the whole chunk (the module for top-level code, the definition
     * a cut belongs to, parse errors) where those labels say nothing, and, when the structure
     * names symbols, every symbol defined in it, nested definitions included.
     */
    private static Map<String, Object> metadata(Piece piece, Structure structure, List<String> modulePath, String text) {
        Segment owner = piece.primaryOwner();
        Map<String, Object> context = structure.context(piece.start(), piece.end(), modulePath);
        java.util.Set<String> symbols = symbols(piece, structure);
        boolean inPart = owner != null && heldInPart(owner, piece, structure, text);
        if (context.isEmpty() && symbols.isEmpty() && !inPart) {
            return owner == null ? Map.of() : owner.labels();
        }
        Map<String, Object> m = owner == null ? new java.util.LinkedHashMap<>() : new java.util.LinkedHashMap<>(owner.labels());
        context.forEach(m::putIfAbsent);
        if (!symbols.isEmpty()) {
            Labels.SYMBOLS.put(m, List.copyOf(symbols));
        }
        if (inPart && !m.containsKey(Labels.PARENT_SEMANTIC_NODE.key())) {
            // A part of a definition too large for one chunk names it, however it was cut (along its
            // statements or members, not only along delimiters), so that parts can be put together.
            Labels.PARENT_SEMANTIC_NODE.put(m, Labels.NAME.in(m));
            Map<String, Object> semantic = new java.util.LinkedHashMap<>();
            semantic.put(Labels.CLASSIFICATION.key(), Labels.CLASSIFICATION.in(m));
            semantic.put(Labels.KIND.key(), Labels.KIND.in(m));
            Labels.SEMANTIC_CONTEXT.put(m, java.util.Collections.unmodifiableMap(semantic));
        }
        return m;
    }

    /**
     * Whether the chunk holds only a part of its primary block, a definition of code (not the
     * module, not a data file's entry): the block's content begins before the chunk or ends after
     * it (the blank lines a segment ends with are no content).
     */
    private static boolean heldInPart(Segment owner, Piece piece, Structure structure, String text) {
        if (!structure.hasDefinitions() || structure.isData() || Labels.NAME.in(owner.labels()) == null) {
            return false;
        }
        Object classification = Labels.CLASSIFICATION.in(owner.labels());
        if (classification == null || "MODULE".equals(classification)) {
            return false;
        }
        return owner.start() < piece.start() || owner.end() > piece.end() && !Whitespace.isBlank(text, piece.end(), owner.end());
    }

    /**
     * The names of the blocks that begin in a chunk (an import group names itself) and of the
     * definitions the structure knows to begin in it, each once, in order of their starts.
     */
    private static java.util.Set<String> symbols(Piece piece, Structure structure) {
        List<Structure.Definition> defined = structure.definitions(piece.start(), piece.end());
        java.util.Set<String> symbols = new java.util.LinkedHashSet<>();
        int d = 0;
        for (Segment s : piece.owners()) {
            Object symbol = Labels.SYMBOL.in(s.labels());
            if (symbol == null || s.start() < piece.start()) {
                continue;
            }
            for (; d < defined.size() && defined.get(d).start() < s.start(); d++) {
                addOnce(symbols, defined.get(d).name());
            }
            addOnce(symbols, String.valueOf(symbol));
        }
        for (; d < defined.size(); d++) {
            addOnce(symbols, defined.get(d).name());
        }
        return symbols;
    }

    private static void addOnce(java.util.Set<String> symbols, String symbol) {
        if (symbol != null) {
            symbols.add(symbol);
        }
    }
}
