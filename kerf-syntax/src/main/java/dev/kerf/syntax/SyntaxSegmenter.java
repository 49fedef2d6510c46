package dev.kerf.syntax;

import dev.kerf.ParseError;
import dev.kerf.grammars.Grammars;
import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.internal.fallback.Fallback;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import dev.kerf.spi.Structure;
import io.github.treesitter.jtreesitter.Language;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The syntax structure of a language with a tree-sitter grammar (the "semantic" chunker of spec 000
 * in docs/specs.md): definitions (functions, methods, classes, imports) and every node that spans
 * lines become segments; the Packer keeps a definition whole when it fits and splits it at its children when it
 * does not. Where a file has syntax errors, the parts that parsed keep their structure and the
 * damaged regions are cut along delimiters, their chunks marked {@code has_parse_errors} (or, in
 * {@link #strict()} mode, {@link ParseError} is raised). A file over {@value #MAX_CHARS} chars of content, or
 * whose parse needs more work than {@link #maxWork} allows, or an HTML text whose elements nest too
 * deeply for tree-sitter-html's scanner ({@link MarkupNesting}), gets the delimiter structure, and
 * its chunks say so. The bound is on work, never on time, so that the chunks of a file do not depend on
 * how busy the machine is (guarantee 6: deterministic output).
 */
public final class SyntaxSegmenter implements Segmenter {
    /** The longest name a chunk's metadata gives a definition. */
    private static final int NAME_CHARS = 120;

    /** Files with more chars of content than this are not parsed ({@link #overParseLimit}). */
    static final int MAX_CHARS = 4_000_000;
    /** The work every parse may take, in tree-sitter's progress reports (one per 100 parse operations). */
    private static final long BASE_WORK = 4096;
    /**
     * The work a parse may take per 1,000 chars beyond {@link #BASE_WORK}. Real code needs 3-6 on
     * average and at most 27 (measured on all of the JDK's Java sources and two Python trees, and on
     * the Go, Rust, JavaScript and Ruby change sets); a text that needs more is mostly errors.
     */
    private static final long WORK_PER_THOUSAND_CHARS = 64;
    /** Entries of a data file that end by their indentation alone, as such bodies do ({@link #hoistTrailingComments}). */
    private static final java.util.Set<String> INDENTED_ENTRIES = java.util.Set.of("block_mapping_pair", "block_sequence_item");
    /**
     * Haskell's group of imports, which tree-sitter-haskell ends with the doc comment of the first
     * declaration after it ({@link #hoistTrailingComments}): that doc went with the imports.
     */
    private static final String IMPORT_GROUP = "imports";
    /**
     * The most work any parse may take, whatever the text's length. The tree a parse builds lives
     * outside the Java heap and grows with the work: 4.2 to 6.5 KB per report on 3.9 MB of Java,
     * Python, Go, Rust, JavaScript and Ruby and on a dense array of numbers ({@code kerf-bench
     * --native}). So this holds one parse's native memory to about 330 MB (327 MB measured on a 3.9 MB
     * array of numbers, which took 810 MB before); real code of up to 3.9 MB needs at most 38,000.
     */
    static final long MAX_WORK = 49_152;
    /** A tree from a text this long is large enough that handing its freed memory back is worth the time. */
    private static final int RELEASE_AFTER_CHARS = 1_000_000;

    /** The language whose grammar and tables read the text ({@link #readAs}). */
    private final String languageName;
    /** The language the text is in, which describes its chunks and errors: jsonc, read as json. */
    private final String described;
    private final Grammar grammar;
    private final DelimiterSegmenter fallback;
    private final boolean strict;
    private final boolean hybrid;

    private SyntaxSegmenter(String languageName, String described, Grammar grammar, DelimiterSegmenter fallback, boolean strict,
            boolean hybrid) {
        this.languageName = languageName;
        this.described = described;
        this.grammar = grammar;
        this.fallback = fallback;
        this.strict = strict;
        this.hybrid = hybrid;
    }

    /**
     * The same segmenter in strict mode: a file that does not parse cleanly raises
     * {@link ParseError} instead of falling back to delimiters: parse errors are raised, not
     * silently caught, as a critical test of spec 000 section 8.2 (docs/specs.md) expects.
     */
    public SyntaxSegmenter strict() {
        return new SyntaxSegmenter(languageName, described, grammar, fallback, true, hybrid);
    }

    /**
     * The same segmenter with hybrid chunking on or off (on by default; spec 000 section 6.1 in
     * docs/specs.md): a node too large for one chunk with nothing below it to split at is cut
     * along its delimiter blocks when on, along lines and words when off.
     */
    public SyntaxSegmenter withHybrid(boolean on) {
        return new SyntaxSegmenter(languageName, described, grammar, fallback, strict, on);
    }

    /** The same segmenter with other delimiters for hybrid cuts and failed parses (custom patterns added). */
    public SyntaxSegmenter withDelimiters(DelimiterSegmenter delimiters) {
        return new SyntaxSegmenter(languageName, described, grammar, delimiters, strict, hybrid);
    }

    /** The syntax segmenter of a language, when it has a grammar and the grammar library loads. */
    public static Optional<SyntaxSegmenter> forLanguage(String language) {
        String read = readAs(language);
        if (!Definitions.languages().contains(read)) {
            return Optional.empty();
        }
        return Grammars.language(read).map(g -> new SyntaxSegmenter(read, language, new Grammar(read, g), DelimiterSegmenter.forLanguage(language), false, true));
    }

    /**
     * The language whose grammar and tables read {@code language}: its own, but for JSON with
     * comments (tsconfig.json, devcontainer.json, VS Code settings), which tree-sitter-json reads
     * (it knows comments), so that its chunks have key paths; its delimiters, where a parse
     * fails, stay its own.
     */
    static String readAs(String language) {
        return language.equals("jsonc") ? "json" : language;
    }

    @Override
    public String strategy() {
        return Strategy.SEMANTIC;
    }

    @Override
    public Structure segment(String text) {
        if (overParseLimit(text)) {
            String why = "more than " + MAX_CHARS + " chars of content is over the parse limit";
            if (strict) {
                throw new ParseError(described + ": " + why);
            }
            return declined(text, why);
        }
        if (languageName.equals("html") && MarkupNesting.tooDeep(text)) {
            String why = "the elements nest too deeply to parse in reasonable time";
            if (strict) {
                throw new ParseError(described + ": " + why);
            }
            return declined(text, why);
        }
        SyntaxNode root = parse(text);
        if (root != null) {
            root.modulePath = ModulePath.declared(root, text);
        }
        if (root == null && strict) {
            throw new ParseError(described + ": the text does not parse cleanly (syntax errors, or the parse took more work than kerf allows)");
        }
        return root == null ? declined(text, "the parse failed or took more work than kerf allows for its length")
                : new SyntaxStructure(text, root, languageName, described, fallback, hybrid);
    }

    /** The delimiter structure of a text this segmenter will not parse, its chunks saying why. */
    private Structure declined(String text, String why) {
        return new Fallback(fallback.segment(text), null, Strategy.SEMANTIC, described + ": " + why + ", cut along delimiters");
    }

    /**
     * Whether {@code text} holds more than {@link #MAX_CHARS} chars that are not white space. White
     * space is not counted: a notebook's view of its code is as long as the file, blank but for the
     * code, and a few MB of base64 images around it do not make its code too large to parse.
     */
    static boolean overParseLimit(String text) {
        if (text.length() <= MAX_CHARS) {
            return false;
        }
        int content = 0;
        for (int i = 0; i < text.length(); i++) {
            if (!Whitespace.is(text.charAt(i)) && ++content > MAX_CHARS) {
                return true;
            }
        }
        return false;
    }

    /** How much work the parse of a text of {@code chars} chars may take before it is abandoned. */
    static long maxWork(int chars) {
        return Math.min(MAX_WORK, BASE_WORK + WORK_PER_THOUSAND_CHARS * chars / 1000);
    }

    /** Parses and copies the nodes kerf needs; null when the parse failed, took too much work, or has errors (strict). */
    private SyntaxNode parse(String text) {
        // Bats's tests are read as the functions Bats makes of them (BatsTests); offsets are the same.
        String bats = languageName.equals("bash") ? BatsTests.rewritten(text) : null;
        String[] readAs = {null};
        try (NativeTree tree = cleanerParse(NativeTree.parse(grammar.pointer, bats != null ? bats : text, maxWork(text.length())), text, readAs)) {
            if (tree == null) {
                return null;
            }
            MemorySegment root = tree.root();
            if (NativeTree.hasError(root) && strict) {
                return null;
            }
            // With errors, the parts that parsed keep their structure; damaged regions are ERROR
            // segments, cut along delimiters when too large, and their chunks say has_parse_errors.
            SyntaxNode copied = copy(tree, root, text);
            if (readAs[0] != null && copied != null) {
                Rereading.widenOverBlanked(copied, text, readAs[0]);
            }
            if (copied != null && languageName.equals("haskell")) {
                spliceDeclarations(copied);
            }
            return copied;
        } finally {
            if (text.length() >= RELEASE_AFTER_CHARS) {
                NativeTree.releaseFreedMemory();
            }
        }
    }

    /**
     * {@code tree}, or, when it has errors and the language has code its grammar cannot read
     * everywhere ({@link Rereading}: Swift's and C#'s {@code #if}, a Kotlin constructor on the line
     * after its class, C's and C++'s macros and conditional blocks), the parse of the text rewritten to the same
     * length, if that one is less damaged ({@link NativeTree#damage}).
     * Offsets are the same in both; the nodes are read against the text as written, so the chunks
     * hold it as written. When the rewritten parse is kept, {@code readAs[0]} is set to its text.
     */
    private NativeTree cleanerParse(NativeTree tree, String text, String[] readAs) {
        boolean damaged = tree != null && NativeTree.hasError(tree.root());
        if (tree == null || !grammar.rereads || !damaged && !Rereading.hidesBranches(languageName, text)) {
            return tree;
        }
        String rewritten = Rereading.rewritten(languageName, text);
        if (rewritten == null) {
            return tree;
        }
        NativeTree other;
        try {
            other = NativeTree.reparse(grammar.pointer, tree, text, rewritten, maxWork(rewritten.length()));
        } catch (RuntimeException e) {
            tree.close(); // cancelled: the caller's try never received it
            throw e;
        }
        if (other == null) {
            return tree;
        }
        if (damaged ? other.damage() >= tree.damage() : other.damage() > tree.damage()) {
            other.close();
            return tree;
        }
        tree.close();
        readAs[0] = rewritten;
        return other;
    }

    /**
     * What kerf needs to know of a grammar, looked up once: its symbols (filled in as they are
     * met, by any thread: a {@link Kind} is immutable, so a racing thread at worst computes one
     * twice) and the ids of the fields {@link #nameOf} follows.
     */
    private static final class Grammar {
        final Language language;
        final MemorySegment pointer;
        final Map<String, String> definitions;
        /** {@link #UNWRITTEN_NAMES} and {@link #KEYWORD_NAMES} of this language, by kind. */
        final Map<String, String> unwrittenNames;
        final Map<String, String> keywordNames;
        /** How definitions of this language are named where their name field does not say it ({@code names.tsv}). */
        final NameRules nameRules;
        /**
         * The rows {@code kind/other}, by kind, then by the other kind: a definition refined by the
         * kind of the type it declares or of a child ({@code type_declaration/struct_type}).
         */
        final Map<String, Map<String, String>> refinements = new HashMap<>();
        /** The kinds with a row {@code kind/^other}, refined by their first named child. */
        final java.util.Set<String> refinedByFirstChild = new java.util.HashSet<>();
        /**
         * The rows {@code kind/=word}, by kind, then by word: a declaration whose value is a call of
         * the word ({@code const http = require('node:http')}: CommonJS's imports).
         */
        final Map<String, Map<String, String>> valueCalls = new HashMap<>();
        /**
         * The rows {@code kind/=>other}, by kind, then by the other kind: a statement that assigns a
         * value of that kind ({@code res.send = function send(body) { ... }}, Lua's
         * {@code M.setup = function(opts) ... end}: functions defined by assignment).
         */
        final Map<String, Map<String, String>> assignedValues = new HashMap<>();
        /** The rows {@code kind:word}, by kind, then by word ({@code call:def}: Elixir's {@code def} is a call). */
        final Map<String, Map<String, String>> keywords = new HashMap<>();
        /** What makes a function or method a test in this language. */
        final TestRules tests;
        /** Whether a text whose parse has errors is parsed again, rewritten ({@link Rereading}). */
        final boolean rereads;
        final Kind[] kinds;
        final short nameField;
        final short declaratorField;
        final short definitionField;
        final short declarationField;
        final short typeField;
        final short bodyField;
        final short pathField;
        /** Haskell's import names its module in this field. */
        final short moduleField;
        final short patternsField;
        final short valueField;
        final short rightField;
        /** Common Lisp's {@code defun} (and defmacro, defmethod, defgeneric) names its function in this field. */
        final short functionNameField;
        /** A mapping entry of a data file names its key in this field. */
        final short keyField;
        /** Go's method declares the type it belongs to in this field: {@code func (s *Server) Run()}. */
        final short receiverField;
        /** The node kinds of this language's mapping entries ({@link KeyPaths}); empty for most. */
        final java.util.Set<String> entryKinds;

        Grammar(String languageName, Language language) {
            this.language = language;
            this.pointer = NativeTree.language(languageName);
            this.definitions = Definitions.of(languageName);
            this.unwrittenNames = ofLanguage(UNWRITTEN_NAMES, languageName);
            this.keywordNames = ofLanguage(KEYWORD_NAMES, languageName);
            this.nameRules = NameRules.of(languageName);
            this.tests = TestRules.of(languageName);
            this.rereads = Rereading.applies(languageName);
            for (Map.Entry<String, String> row : definitions.entrySet()) {
                String kind = row.getKey();
                int refined = kind.indexOf('/');
                if (refined > 0 && kind.startsWith("=>", refined + 1)) {
                    assignedValues.computeIfAbsent(kind.substring(0, refined), k -> new HashMap<>()).put(kind.substring(refined + 3), row.getValue());
                } else if (refined > 0 && kind.startsWith("=", refined + 1)) {
                    valueCalls.computeIfAbsent(kind.substring(0, refined), k -> new HashMap<>()).put(kind.substring(refined + 2), row.getValue());
                } else if (refined > 0) {
                    refinements.computeIfAbsent(kind.substring(0, refined), k -> new HashMap<>()).put(kind.substring(refined + 1), row.getValue());
                    if (kind.startsWith("^", refined + 1)) {
                        refinedByFirstChild.add(kind.substring(0, refined));
                    }
                }
                int word = kind.indexOf(':');
                if (word > 0) {
                    keywords.computeIfAbsent(kind.substring(0, word), k -> new HashMap<>()).put(kind.substring(word + 1), row.getValue());
                }
            }
            this.kinds = new Kind[language.getSymbolCount() + 1];
            this.nameField = NativeTree.fieldId(pointer, "name");
            this.declaratorField = NativeTree.fieldId(pointer, "declarator");
            this.definitionField = NativeTree.fieldId(pointer, "definition");
            this.declarationField = NativeTree.fieldId(pointer, "declaration");
            this.typeField = NativeTree.fieldId(pointer, "type");
            this.bodyField = NativeTree.fieldId(pointer, "body");
            this.pathField = NativeTree.fieldId(pointer, "path");
            short module = NativeTree.fieldId(pointer, "module");
            this.moduleField = module != 0 ? module : NativeTree.fieldId(pointer, "moduleName"); // Elm's import
            this.patternsField = NativeTree.fieldId(pointer, "patterns");
            this.valueField = NativeTree.fieldId(pointer, "value");
            this.rightField = NativeTree.fieldId(pointer, "right");
            this.functionNameField = NativeTree.fieldId(pointer, "function_name");
            this.keyField = NativeTree.fieldId(pointer, "key");
            this.receiverField = NativeTree.fieldId(pointer, "receiver");
            this.entryKinds = KeyPaths.entryKinds(languageName);
        }

        /** The rows of {@code byLanguage} ({@code "language kind"} keys) for {@code language}, by kind. */
        private static Map<String, String> ofLanguage(Map<String, String> byLanguage, String language) {
            Map<String, String> rows = new HashMap<>();
            byLanguage.forEach((key, name) -> {
                if (key.startsWith(language + " ")) {
                    rows.put(key.substring(language.length() + 1), name);
                }
            });
            return Map.copyOf(rows);
        }

        Kind kind(short symbol) {
            Kind k = symbol >= 0 && symbol < kinds.length ? kinds[symbol] : null;
            if (k == null) {
                String name = language.getSymbolName(symbol);
                String row = definitions.get(name);
                boolean role = BODY.equals(row) || ATTRIBUTE.equals(row);
                k = new Kind(name, language.isNamed(symbol), role ? null : row,
                        name != null && (name.contains("comment") || COMMENT_KINDS.contains(name)), role ? row : null);
                if (symbol >= 0 && symbol < kinds.length) {
                    kinds[symbol] = k;
                }
            }
            return k;
        }
    }

    /** Words that begin statements in C and the languages that borrow its syntax, which no function is named. */
    private static final java.util.Set<String> STATEMENT_WORDS = java.util.Set.of("if", "else", "for", "while", "do", "switch", "return");

    /** The classification of a row whose nodes are no definitions but lead one, as attributes do (Elixir's @doc, Julia's docstring). */
    private static final String ATTRIBUTE = "ATTRIBUTE";

    /**
     * The classification of a word's row whose nodes are neither definitions nor attributes, so that
     * it does not fall back to its sign's row: Elixir's {@code @moduledoc} describes its module, not
     * the function below it, as {@code unary_operator:@} would have it.
     */
    private static final String CODE = "CODE";

    /**
     * The classification of a row whose nodes are the body of the definition right before them,
     * written as a sibling: Dart's {@code String f() { ... }} is a function_signature, then a
     * function_body.
     */
    private static final String BODY = "BODY";

    /** What kerf needs to know of a grammar symbol. */
    private record Kind(String name, boolean named, String classification, boolean comment, String role) {
        /** A body written after its signature ({@link #BODY}). */
        boolean body() {
            return BODY.equals(role);
        }
    }

    /** Comment kinds not named so: Haskell's haddock, Perl's POD, F#'s {@code ///} doc lines. */
    private static final java.util.Set<String> COMMENT_KINDS = java.util.Set.of("haddock", "pod", "xml_doc");

    /**
     * Haskell's module holds its top-level definitions in one {@code declarations} node: they
     * become the module's own children, as other languages' are, so that a chunk of a whole small
     * file holding an import and three functions is described by a function, not by the import
     * (the list was no definition, so the import was the only one the chunk seemed to hold).
     */
    private static void spliceDeclarations(SyntaxNode root) {
        List<SyntaxNode> kids = root.children;
        for (int i = kids.size() - 1; i >= 0; i--) {
            SyntaxNode list = kids.get(i);
            if (list.kind.equals("declarations") && !list.isDefinition() && !list.error) {
                kids.remove(i);
                kids.addAll(i, list.children);
            }
        }
    }

    /**
     * Walks the tree with a cursor and keeps definitions, comments and named nodes that span lines;
     * a node on one line is not entered (nothing below it can span lines). Byte offsets of a
     * UTF-16LE parse are twice the char offsets. Definitions go into the text's index of
     * definitions, but for the types of a type signature; a function's local variables are no
     * definitions at all.
     */
    private SyntaxNode copy(NativeTree tree, MemorySegment rootNode, String text) {
        SyntaxNode root = new SyntaxNode(0, text.length(), grammar.kind(NativeTree.symbol(rootNode)).name(), null, null, false);
        root.error = NativeTree.hasError(rootNode);
        root.definitions = new DefinitionIndex();
        Deque<SyntaxNode> parents = new ArrayDeque<>();
        parents.push(root);
        // How many of the parents hold locals (functions, named or not), and type signatures: what lies in them is indexed sparingly.
        int functions = 0;
        int signatures = 0;
        boolean dottedTables = DottedTables.appliesTo(languageName);
        // Two nodes to write children into, and one per level that holdsBody looks down.
        MemorySegment[] scratch = new MemorySegment[2 + BODY_SEARCH_DEPTH + 1];
        for (int i = 0; i < scratch.length; i++) {
            scratch[i] = tree.newNode();
        }
        if (!tree.gotoFirstChild()) {
            return root;
        }
        while (true) {
            SyntaxNode kept = keep(tree.current(), text, scratch, functions > 0);
            if (kept != null && (kept.isCallable() && !"TEST".equals(kept.classification)) && testAttributeAbove(parents.peek(), text)) {
                kept = kept.asTest();
            }
            if (kept != null && kept.isDefinition() && parents.peek().kind.equals("type_definition") && parents.peek().name != null
                    && (kept.name == null || ANONYMOUS_TYPE.matcher(text).region(kept.start, kept.end).lookingAt())) {
                // C's typedef struct { ... } Point: the struct has no name of its own but the
                // typedef's (an anonymous enum was named by its first enumerator, RED (+1)).
                kept = kept.namedAs(parents.peek().name);
            }
            if (kept != null) {
                SyntaxNode signature = signatureBefore(parents.peek(), kept, text);
                if (signature != null) {
                    // The body joins its signature: one definition, kept whole when it fits.
                    signature.end = kept.end;
                    signature.children.add(kept);
                    root.definitions.extend(signature);
                } else if (!(dottedTables && DottedTables.nest(parents.peek(), kept, text, root.definitions))) {
                    // (Else a TOML table of the table before it: [package.dependencies] of [[package]].)
                    parents.peek().children.add(kept);
                }
                if (kept.isDefinition() && signatures == 0) {
                    root.definitions.add(kept);
                }
                // A definition with an error somewhere inside is entered like any other (a C++
                // namespace holding the whole file keeps its functions when one macro confuses the
                // parser), and so is an ERROR node: the parser recovers whole definitions inside it
                // (a Kotlin class whose constructor begins on the next line is an ERROR holding all
                // its members), which keep their structure.
                if (!kept.comment && tree.gotoFirstChild()) {
                    parents.push(kept);
                    functions += kept.holdsLocals() ? 1 : 0;
                    signatures += kept.isSignature() ? 1 : 0;
                    continue;
                }
            }
            while (!tree.gotoNextSibling()) {
                if (!tree.gotoParent()) {
                    return root;
                }
                SyntaxNode left = parents.pop();
                functions -= left.holdsLocals() ? 1 : 0;
                signatures -= left.isSignature() ? 1 : 0;
                if (parents.isEmpty()) {
                    return root;
                }
                if ((left.isDefinition() || INDENTED_ENTRIES.contains(left.kind) || left.kind.equals(IMPORT_GROUP) || wrapsDefinitionBeforeComments(left))
                        && !parents.peek().children.isEmpty()
                        && parents.peek().children.getLast() == left) {
                    hoistTrailingComments(left, parents.peek(), text, root.definitions);
                } else if (takesCommentsAbove(left, parents.peek(), root, text)) {
                    sinkLeadingComments(left, parents.peek(), text);
                }
            }
        }
    }

    /**
     * Whether {@code node} is no definition but holds one, and ends with comments: F#'s
     * declaration_expression around a let, which tree-sitter-fsharp ends after the doc comments
     * of the next let (they are hoisted out of the let into it, and from it to its parent).
     */
    private static boolean wrapsDefinitionBeforeComments(SyntaxNode node) {
        if (node.isDefinition() || node.comment || node.children.isEmpty() || !node.children.getLast().comment) {
            return false;
        }
        for (SyntaxNode child : node.children) {
            if (child.isDefinition()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Moves the comments at the end of a definition that are indented no deeper than the
     * definition itself out of it, to follow it in {@code parent}: they describe what comes next.
     * A body that ends by its indentation alone (tree-sitter-scala's {@code indented_block}) holds
     * the blank lines and the doc comment of the next method, which then went with the method
     * before it. The same for a YAML entry ({@link #INDENTED_ENTRIES}): tree-sitter-yaml ends a
     * mapping at the next key, so the comments above {@code extraArgs:} were the end of the
     * {@code image:} entry before it, and a chunk ended with them.
     */
    private static void hoistTrailingComments(SyntaxNode definition, SyntaxNode parent, String text, DefinitionIndex index) {
        List<SyntaxNode> chain = new ArrayList<>();
        SyntaxNode holder = definition;
        while (!holder.children.isEmpty() && !holder.children.getLast().comment && holder.children.getLast().end == holder.end) {
            chain.add(holder);
            holder = holder.children.getLast();
        }
        chain.add(holder);
        List<SyntaxNode> kids = holder.children;
        int k = kids.size();
        if (k == 0 || !kids.get(k - 1).comment) {
            return; // no comment at the end: the line's indentation need not be read (minified CSS
                    // is one line of 40,000 rules, and reading back to its start for each was quadratic)
        }
        int indent = indentation(text, Lines.lineStart(text, definition.start, 0));
        while (k > 0 && kids.get(k - 1).comment && leadsItsLine(text, kids.get(k - 1).start, indent)) {
            k--;
        }
        if (k == kids.size() || !Whitespace.isBlank(text, kids.getLast().end, definition.end)) {
            return; // no such comment, or code after it (a closing brace)
        }
        int end = kids.get(k).start;
        while (end > holder.start && Whitespace.is(text.charAt(end - 1))) {
            end--;
        }
        if (end == holder.start) {
            return; // nothing of the body before the comments
        }
        List<SyntaxNode> hoisted = new ArrayList<>(kids.subList(k, kids.size()));
        kids.subList(k, kids.size()).clear();
        for (SyntaxNode n : chain) {
            n.end = Math.min(n.end, end);
        }
        index.extend(definition);
        parent.children.addAll(hoisted);
    }

    /**
     * Whether {@code node}, just left and the last child of {@code parent} so far, is a body that
     * takes the comments right above it ({@link #sinkLeadingComments}): no definition, comment or
     * error, in a definition, or at the top of the file when it runs to the file's end, opens with
     * a definition and holds more.
     */
    private static boolean takesCommentsAbove(SyntaxNode node, SyntaxNode parent, SyntaxNode root, String text) {
        if (node.isDefinition() || node.comment || node.error || parent.children.getLast() != node) {
            return false;
        }
        return parent.isDefinition() || parent == root && Whitespace.isBlank(text, node.end, text.length())
                && node.children.size() > 1 && node.children.getFirst().isDefinition();
    }

    /**
     * Moves the comments right above a definition's body, with no blank line between, into the
     * body: they describe its first member. tree-sitter-python and tree-sitter-ruby leave the
     * comments above a class's first method outside its block, where they went with the class's
     * header line instead of the method. The same at the top of a file, for a grammar that holds
     * the rest of the file in one node after its first comments, when that node opens with a
     * definition and holds more (a node around one definition alone is described by it, and
     * stays so): tree-sitter-powershell's program is that comment and a statement_list, so the
     * help comment of a file's first function was module text, cut apart from the function.
     */
    private static void sinkLeadingComments(SyntaxNode body, SyntaxNode definition, String text) {
        List<SyntaxNode> kids = definition.children;
        int k = kids.size() - 1;
        int first = k;
        while (first > 0 && kids.get(first - 1).comment && leadsItsLine(text, kids.get(first - 1).start, Integer.MAX_VALUE)) {
            first--;
        }
        if (first == k || body.children.isEmpty() || body.children.getFirst().start != body.start) {
            return; // no comments, or the body does not begin with a member
        }
        SyntaxNode last = kids.get(k - 1);
        if (!Whitespace.isBlank(text, last.end, body.start) || !last.endsLineRightAbove(text, body.start)) {
            return;
        }
        List<SyntaxNode> comments = new ArrayList<>(kids.subList(first, k));
        kids.subList(first, k).clear();
        body.children.addAll(0, comments);
        body.start = comments.getFirst().start;
    }

    /** Whether only blanks lie before {@code at} on its line, and no more than {@code indent} of them. */
    private static boolean leadsItsLine(String text, int at, int indent) {
        // Back over blanks only: anything else before it on the line answers at once, however
        // long the line.
        int start = at;
        while (start > 0 && (text.charAt(start - 1) == ' ' || text.charAt(start - 1) == '\t')) {
            start--;
        }
        if (start > 0 && !Whitespace.isLineBreak(text.charAt(start - 1))) {
            return false;
        }
        return at - start <= indent && indentation(text, start) == at - start;
    }

    /** How many spaces and tabs begin the line that begins at {@code start}. */
    private static int indentation(String text, int start) {
        int p = start;
        while (p < text.length() && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p++;
        }
        return p - start;
    }

    /**
     * The definition a body node belongs to ({@link #BODY}): the parent's last child, when it is a
     * definition with only whitespace between it and the body; else null.
     */
    private SyntaxNode signatureBefore(SyntaxNode parent, SyntaxNode node, String text) {
        if (parent.children.isEmpty() || !BODY.equals(grammar.definitions.get(node.kind))) {
            return null;
        }
        SyntaxNode last = parent.children.getLast();
        return last.isDefinition() && Whitespace.isBlank(text, last.end, node.start) ? last : null;
    }

    /**
     * The node as kerf keeps it, or null. {@code inFunction}: it lies in a function, named or not,
     * where a variable or constant is a local: no definition, so that it neither names a chunk
     * nor is listed among its symbols.
     */
    private SyntaxNode keep(MemorySegment node, String text, MemorySegment[] scratch, boolean inFunction) {
        int start = NativeTree.startByte(node) / 2;
        int end = NativeTree.endByte(node) / 2;
        if (end <= start) {
            return null;
        }
        if (NativeTree.isError(node)) {
            SyntaxNode error = new SyntaxNode(start, end, "ERROR", null, null, false);
            error.error = true;
            return error;
        }
        Kind kind = grammar.kind(NativeTree.symbol(node));
        if (!kind.named()) {
            return null;
        }
        String classification = kind.classification();
        if (classification != null && kind.name().endsWith("_specifier") && !NativeTree.childByField(node, grammar.bodyField, scratch[0])) {
            classification = null; // a C type named, not defined: struct ledger *l, enum status f(void)
        }
        Map<String, String> refinements = grammar.refinements.get(kind.name());
        if (refinements != null) {
            // A kind with no row of its own is a definition only as a row refines it: R's
            // binary_operator is one when it assigns a function_definition (add <- function(x) ...).
            classification = refined(node, refinements, grammar.refinedByFirstChild.contains(kind.name()), classification, scratch);
            if (inFunction && "OTHER".equals(classification)) {
                // A call refined to a target is one at the top level only: Bazel's cc_library(name =
                // "core") in a BUILD file; in a macro's body it is a statement of the macro.
                classification = null;
            }
        }
        if (classification != null && kind.name().equals("preproc_def") && !NativeTree.childByField(node, grammar.valueField, scratch[0])) {
            classification = null; // a define with no value names no constant: a header's include guard, a feature flag
        }
        if ("FUNCTION".equals(classification) && kind.name().equals("value_definition") && !bindsFunction(node, scratch)) {
            // OCaml's let binds a value unless it takes parameters or is a fun: let port = 8080 is a
            // variable, and a let ... in inside a function a local (they were listed as symbols).
            classification = "VARIABLE";
        }
        if ("VARIABLE".equals(classification) && kind.name().equals("function_or_value_defn") && patternTakesArguments(node, scratch)) {
            // F#: after attributes ([<Fact>], [<CompiledName("Double")>]) tree-sitter-fsharp reads
            // let double (x: int) = ... as a value whose pattern holds the arguments: a function.
            classification = "FUNCTION";
        }
        if (inFunction && ("VARIABLE".equals(classification) || "CONSTANT".equals(classification) || kind.name().equals("bind"))) {
            // A local, no definition (after the refinements: F#'s let x = ... in a function is a
            // value binding refined to a variable). Haskell's bind is a function at the top level
            // (value' = jsonWith ...), a local in a do block or a where clause.
            classification = null;
        }
        Map<String, String> calls = inFunction ? null : grammar.valueCalls.get(kind.name());
        if (calls != null) {
            String row = valueCall(node, calls, text, scratch);
            if (row != null) {
                classification = row;
            }
        }
        Map<String, String> assigned = classification == null || "VARIABLE".equals(classification) ? grammar.assignedValues.get(kind.name()) : null;
        if (assigned != null) {
            // In a function too: this.close = function () { ... } in a constructor is a method, and
            // Lua's local helper = function ... end a local function, as local function helper is.
            // A variable's row gives way: const add = (a, b) => a + b defines a function, as
            // function add does (a React component is one).
            String row = assigned.get(assignedValue(node, inFunction ? null : assigned, scratch));
            if (row != null || classification == null) {
                classification = row;
            }
        }
        Map<String, String> keywords = grammar.keywords.get(kind.name());
        if (keywords != null && classification != null) {
            // A kind with a row of its own and rows of words: a word's row, where one matches,
            // overrides it (make's .PHONY: build is no rule of its own but says what the rule
            // below it is, so it goes with that rule as an attribute does and names no chunk:
            // "Make rule '.PHONY'" named them all).
            String byWord = byKeyword(keywords, start, end, text);
            classification = byWord != null ? byWord : classification;
            keywords = null; // named as the kind's own row is (a rule by its targets), not by its word
        }
        if (keywords != null) {
            classification = byKeyword(keywords, start, end, text);
            if (CODE.equals(classification)) {
                classification = null; // a word that falls back to no sign's row: code where it stands
            }
            if ("TEST".equals(classification) && !holdsBody(node, 0, scratch)) {
                classification = null; // test(x) alone calls a function named test; a test block holds its body
            }
            if (inFunction && "IMPORT".equals(classification)) {
                classification = null; // an alias or import inside a function body is local to it
            }
        }
        // An ATTRIBUTE row, of a kind (Julia's docstring) or of a word (Elixir's @doc and @spec), leads the
        // definition below it; in a function it is no attribute (Elixir's @name there only reads a value).
        boolean attributeRow = ATTRIBUTE.equals(classification) || ATTRIBUTE.equals(kind.role());
        if (ATTRIBUTE.equals(classification)) {
            classification = null;
        }
        boolean attribute = SyntaxNode.isAttribute(kind.name()) || attributeRow && !inFunction;
        if (classification == null && !kind.comment() && !attribute && !kind.body() && !ModulePath.declares(kind.name())) {
            // On one line: nothing to split at below it. But a SQL statement holds the definition
            // (CREATE TABLE teams (...); on one line, as migrations write it), found only inside it,
            // and so does F#'s declaration_expression outside a function (let addOne x = x + 1).
            if (Lines.breakAt(text, start, end - 1) < 0 && !(languageName.equals("sql") && kind.name().equals("statement"))
                    && !(!inFunction && languageName.equals("fsharp") && kind.name().equals("declaration_expression"))) {
                return null;
            }
        }
        String queryName = classification == null && languageName.equals("sql") && kind.name().equals("statement")
                ? NamedQueries.nameAbove(text, start) : null;
        if (queryName != null) {
            // A query a code generator or loader names in the comment above it (sqlc, yesql, HugSQL):
            // an OTHER shown as "SQL query 'GetAuthor'", which was a chunk of the module.
            classification = "OTHER";
        }
        String name = queryName != null ? queryName : classification == null ? null
                : keywords != null ? keywordName(node, text, scratch) : nameOf(node, classification, text, scratch);
        if (name != null && languageName.equals("objc") && (kind.name().equals("class_interface") || kind.name().equals("class_implementation"))) {
            // A category is named with its class: SDWebImage's NSButton (WebCache), UIImageView
            // (WebCache) and UIButton (WebCache) were all "interface 'NSButton'"-like names of their class.
            Matcher category = OBJC_CATEGORY.matcher(text).region(start, Math.min(end, start + HEADER_SEARCH_CHARS));
            if (category.lookingAt() && category.group(1).equals(name)) {
                name = name + " (" + category.group(2) + ")";
            }
        }
        if (name != null && name.startsWith("\"") && !name.endsWith("\"") && !"TEST".equals(classification)) {
            // Half a string is no name (a test's title may open with a quoted word): inside an
            // ERROR node tree-sitter-commonlisp read a docstring's first line as a symbol
            // (serapeum's "function '\"Make internal ...'").
            name = null;
        }
        if (name == null && classification != null) {
            name = grammar.unwrittenNames.get(kind.name());
        }
        if (name != null && STATEMENT_WORDS.contains(name) && "FUNCTION".equals(classification)) {
            // A misreading, no definition: tree-sitter-c takes "else if (x) { ... }" that follows an
            // #if inside a function for an old-style function named "if". (A method may be named
            // so: a JavaScript iterator's return().)
            classification = null;
            name = null;
            if (Lines.breakAt(text, start, end - 1) < 0) {
                return null;
            }
        }
        String batsTitle = "FUNCTION".equals(classification) && languageName.equals("bash") ? BatsTests.title(text, start) : null;
        if (batsTitle != null) {
            name = batsTitle; // the function Bats makes of @test "title" { ... }
        }
        boolean test = batsTitle != null
                || name != null && ("FUNCTION".equals(classification) || "METHOD".equals(classification)) && isTest(name, start, end, text);
        SyntaxNode kept = new SyntaxNode(start, end, kind.name(), classification, name, kind.comment());
        kept.error = classification != null && NativeTree.hasError(node);
        kept.attribute = attribute;
        if ("METHOD".equals(classification) && grammar.receiverField != 0 && NativeTree.childByField(node, grammar.receiverField, scratch[0])) {
            kept.receiver = receiverType(textOf(scratch[0], text));
        }
        if (grammar.entryKinds.contains(kind.name()) && NativeTree.childByField(node, grammar.keyField, scratch[0])) {
            kept.key = KeyPaths.shown(text, NativeTree.startByte(scratch[0]) / 2, NativeTree.endByte(scratch[0]) / 2);
        }
        if (!test) {
            return kept;
        }
        SyntaxNode asTest = kept.asTest();
        if (batsTitle != null) {
            asTest.declaredAs = null; // written as a test (@test), not as a function: its scope says "test"
        }
        return asTest;
    }

    /**
     * Whether an OCaml {@code value_definition} binds a function: one of its bindings takes
     * parameters ({@code let add x y = ...}), is a {@code fun} or {@code function}, defines an
     * operator ({@code let ( >>= ) = Lwt.bind}), or binds {@code ()} ({@code let () = ...}, a
     * program's entry, kept as before).
     */
    private boolean bindsFunction(MemorySegment node, MemorySegment[] scratch) {
        int bindings = NativeTree.namedChildCount(node);
        for (int i = 0; i < bindings && NativeTree.namedChild(node, i, scratch[0]); i++) {
            int parts = NativeTree.namedChildCount(scratch[0]);
            for (int j = 0; j < parts && NativeTree.namedChild(scratch[0], j, scratch[1]); j++) {
                String part = grammar.kind(NativeTree.symbol(scratch[1])).name();
                if (part.equals("parameter") || part.equals("fun_expression") || part.equals("function_expression") || part.equals("unit")
                        || part.equals("parenthesized_operator")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether an F# let's value pattern is a name followed by argument patterns ({@code double (x: int)}, {@code ``adds one`` ()}). */
    private boolean patternTakesArguments(MemorySegment node, MemorySegment[] scratch) {
        return NativeTree.namedChild(node, 0, scratch[0]) && grammar.kind(NativeTree.symbol(scratch[0])).name().equals("value_declaration_left")
                && NativeTree.namedChild(scratch[0], 0, scratch[1]) && grammar.kind(NativeTree.symbol(scratch[1])).name().equals("identifier_pattern")
                && NativeTree.namedChildCount(scratch[1]) > 1;
    }

    /** A Go receiver's type name: {@code Server} of {@code (s *Server)}, {@code Tree} of {@code (t *Tree[K, V])}. */
    private static final java.util.regex.Pattern RECEIVER = java.util.regex.Pattern.compile("\\(\\s*(?:[\\p{L}_][\\p{L}\\p{N}_]*\\s+)?\\*?\\s*([\\p{L}_][\\p{L}\\p{N}_]*)");

    /** The type a method's receiver names, or null when it names none that can be read. */
    static String receiverType(String receiver) {
        java.util.regex.Matcher m = RECEIVER.matcher(receiver);
        return m.lookingAt() ? m.group(1) : null;
    }

    /** Whether a function or method is a test: by its name, or by a mark in its text before its name ({@code @Test}). */
    private boolean isTest(String name, int start, int end, String text) {
        if (grammar.tests.names(name)) {
            return true;
        }
        if (!grammar.tests.hasMark()) {
            return false;
        }
        int at = text.indexOf(name, start, end);
        return grammar.tests.marks(text, start, at < 0 ? Math.min(end, start + 200) : at);
    }

    /**
     * Whether an attribute right above the node being kept (among the last of {@code parent}'s
     * children so far) marks a test: Rust's {@code #[test]}, which is no part of the function's node.
     */
    private boolean testAttributeAbove(SyntaxNode parent, String text) {
        if (!grammar.tests.hasMark()) {
            return false;
        }
        for (int i = parent.children.size() - 1; i >= 0; i--) {
            SyntaxNode above = parent.children.get(i);
            if (!above.attribute && !above.comment) {
                return false;
            }
            if (above.attribute && grammar.tests.marks(text, above.start, above.end)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The definition's name: its {@code name} field, or that of its declarator, decorated
     * definition or first named child that is no parameter list ({@code const f = ...} names its
     * variable declarator, {@code template <typename T> T max(...)} its function); an impl block
     * is named after its type, a package or namespace by its whole dotted name (an anonymous
     * namespace has none), an include by its path, a function a macro defines by the macro's call.
     * {@code scratch} holds two node segments to step down with, in turn.
     */
    private String nameOf(MemorySegment node, String classification, String text, MemorySegment[] scratch) {
        NameRules.Rule rule = grammar.nameRules.forKind(grammar.kind(NativeTree.symbol(node)).name());
        if (rule != null) {
            switch (rule) {
                case LABELS -> {
                    String block = labelledBlockName(node, text, scratch[0]);
                    if (block != null) {
                        return block;
                    }
                }
                case TARGETS -> {
                    return ruleTargets(node, text);
                }
                case OBJECT -> {
                    return objectName(node, text, scratch[0]);
                }
                case KEY_NAME -> {
                    String keyed = keyAndName(node, text, scratch[0], scratch[1]);
                    if (keyed != null) {
                        return keyed;
                    }
                }
                case CALL_NAME -> {
                    String called = callAndName(node, text, scratch, classification.equals("IMPORT"));
                    if (called != null) {
                        return called;
                    }
                }
            }
        }
        if (grammar.kind(NativeTree.symbol(node)).name().equals("export_statement") && NativeTree.childByField(node, grammar.valueField, scratch[0])) {
            String exported = grammar.kind(NativeTree.symbol(scratch[0])).name();
            if (exported.equals("object")) {
                return defaultObjectName(scratch[0], text, scratch[1], scratch[2]);
            }
            if ((exported.contains("function") || exported.contains("class")) && !NativeTree.childByField(scratch[0], grammar.nameField, scratch[1])) {
                // export default async function (request) {...}: imported as the module's default,
                // not named by the first name in its body
                return "default";
            }
        }
        boolean module = classification.equals("MODULE") || classification.equals("NAMESPACE");
        if (!module && !NativeTree.childByField(node, grammar.nameField, scratch[0])) {
            String group = groupName(node, text, scratch);
            if (group != null) {
                return group;
            }
        }
        MemorySegment current = node;
        String aboveKind = null;
        for (int depth = 0; depth < 6; depth++) {
            String currentKind = grammar.kind(NativeTree.symbol(current)).name();
            String keyword = grammar.keywordNames.get(currentKind);
            if (keyword != null) {
                return keyword;
            }
            MemorySegment next = scratch[depth % 2];
            if (depth > 0 && module && isName(currentKind)) {
                return shortened(textOf(current, text));
            }
            if (depth == 0 && classification.equals("METHOD") && NativeTree.child(current, 0, next)
                    && currentKind.equals(textOf(next, text) + "_declaration")
                    && !(NativeTree.childByField(current, grammar.nameField, scratch[1]) && isName(grammar.kind(NativeTree.symbol(scratch[1])).name()))) {
                // Named by the keyword its kind is named after, with no name of its own: Swift's init,
                // deinit and subscript (whose "name" field holds its return type).
                return textOf(next, text);
            }
            if (depth == 0 && classification.equals("METHOD")) {
                String spelled = spelledName(current, text, next);
                if (spelled == null) {
                    spelled = selector(current, text, next);
                }
                if (spelled != null) {
                    return spelled;
                }
            }
            if (NativeTree.childByField(current, grammar.nameField, next)) {
                if (depth == 0 && classification.equals("IMPL") && NativeTree.childByField(current, grammar.patternsField, scratch[1])) {
                    // A Haskell instance is named by its class and its type: "FromJSON Value", not "FromJSON".
                    return shortened(text.substring(NativeTree.startByte(next) / 2, NativeTree.endByte(scratch[1]) / 2));
                }
                MemorySegment binding = scratch[(depth + 1) % 2]; // free: only next is read from here on
                if (NativeTree.namedChildCount(next) > 1 && NativeTree.namedChild(next, 0, binding)
                        && grammar.kind(NativeTree.symbol(binding)).name().equals("value_binding_pattern")) {
                    // Swift's protocol property requirement holds its var in its name: "var count".
                    return shortened(text.substring(NativeTree.endByte(binding) / 2, NativeTree.endByte(next) / 2));
                }
                String named = textOf(next, text);
                return shortened(grammar.kind(NativeTree.symbol(next)).name().endsWith("_pattern") ? destructured(named) : named);
            }
            if (depth > 0 && module) {
                // OCaml's module_binding holds its module_name unfielded; any other node below a
                // namespace without a name is its body, not its name.
                boolean binding = currentKind.endsWith("_binding");
                return binding && NativeTree.namedChild(current, 0, next) && isName(grammar.kind(NativeTree.symbol(next)).name())
                        ? shortened(textOf(next, text)) : null;
            }
            if (depth == 0 && classification.equals("TEST")) {
                // A test is named by its title or identifier (Zig's test "parseParams" { ... }); one
                // with neither has no name: what follows is its body.
                if (!NativeTree.namedChild(current, 0, next)) {
                    return null;
                }
                String kind = grammar.kind(NativeTree.symbol(next)).name();
                return kind.contains("string") || isName(kind) ? shortened(unquoted(textOf(next, text))) : null;
            }
            if (depth == 0 && classification.equals("FUNCTION")) {
                String call = macroCall(current, text, scratch);
                if (call != null) {
                    return shortened(call);
                }
            }
            if (depth > 0 && DOTTED_NAMES.contains(currentKind)) {
                // Julia's function Base.show(io, x) extends Base.show; JavaScript's
                // res.send = function (body) { ... } defines res.send.
                return shortened(textOf(current, text));
            }
            if (depth > 0 && NativeTree.namedChildCount(current) == 0) {
                if (isName(currentKind)) {
                    return shortened(textOf(current, text));
                }
                if (currentKind.equals("unit")) {
                    return "()"; // OCaml's let () = ..., the code a program runs
                }
            }
            if (depth == 0 && classification.equals("IMPORT") && (NativeTree.childByField(current, grammar.pathField, next)
                    || NativeTree.childByField(current, grammar.moduleField, next))) {
                // #include <stdio.h> by its path, Haskell's import Data.Map as M by its module
                return shortened(textOf(next, text).replaceAll("^[<\"]|[>\"]$", ""));
            }
            if (depth > 0 && classification.equals("IMPORT") && (currentKind.equals("uri") || currentKind.contains("string"))) {
                return shortened(unquoted(textOf(current, text))); // Dart's import 'package:bloc/bloc.dart'
            }
            if ("parenthesized_expression".equals(aboveKind) && currentKind.equals("typed_expression") && NativeTree.namedChildCount(current) > 1
                    && NativeTree.namedChild(current, NativeTree.namedChildCount(current) - 1, next)) {
                // Julia's (r::Reduce)(incol, gd) = ... makes a Reduce callable: named by the type, not r
                return shortened(textOf(next, text));
            }
            if (currentKind.equals("operator_signature")) {
                // Dart's bool operator ==(Object other): named by its operator, not its return type
                Matcher operator = OPERATOR.matcher(textOf(current, text));
                return operator.find() ? "operator " + operator.group(1) : null;
            }
            if (depth == 0 && classification.equals("IMPL") && NativeTree.childByField(current, grammar.typeField, next)) {
                String type = grammar.kind(NativeTree.symbol(next)).name();
                if (!isName(type) && !type.startsWith("generic")) {
                    // A type written with no name of its own: Rust's impl Index<Match> for [u8], impl Matcher for &M, for usize
                    return shortened(textOf(next, text));
                }
            }
            boolean down = NativeTree.childByField(current, grammar.declaratorField, next)
                    || NativeTree.childByField(current, grammar.definitionField, next)
                    || NativeTree.childByField(current, grammar.declarationField, next)
                    || depth == 0 && classification.equals("IMPL") && NativeTree.childByField(current, grammar.typeField, next)
                    || firstNamedChildButParameters(current, text, next);
            if (!down || isMembers(grammar.kind(NativeTree.symbol(next)).name())) {
                // nothing, or only a body, below: no name (Kotlin's companion object { ... }, C's
                // typedef struct { float x; } Point, whose struct is not named x)
                return null;
            }
            aboveKind = currentKind;
            current = next;
        }
        return null;
    }

    /** An Objective-C category's opening: {@code @interface NSButton (WebCache)}; group 1 the class, group 2 the category. */
    private static final Pattern OBJC_CATEGORY = Pattern.compile("@(?:interface|implementation)[ \\t]+([A-Za-z_]\\w*)[ \\t]*\\([ \\t]*([A-Za-z_]\\w*)[ \\t]*\\)");
    /** How far into a definition its header is looked for. */
    private static final int HEADER_SEARCH_CHARS = 400;

    /** A struct, union or enum with no name, its body right after the keyword. */
    private static final Pattern ANONYMOUS_TYPE = Pattern.compile("(?:struct|union|enum)\\s*\\{");

    /** Whether a node of {@code kind} holds a definition's members, fields or enumerators, never its name. */
    private static boolean isMembers(String kind) {
        return kind.endsWith("_body") || kind.equals("field_declaration_list") || kind.equals("enumerator_list")
                || kind.equals("declaration_list");
    }

    /**
     * A Make rule's targets (install, %.o, all clean), as make is asked for them: what its first
     * line holds before the colon. Null when that is nothing.
     */
    private static String ruleTargets(MemorySegment node, String text) {
        int start = NativeTree.startByte(node) / 2;
        int end = NativeTree.endByte(node) / 2;
        int lineEnd = Lines.breakAt(text, start, end);
        int colon = start;
        int stop = lineEnd < 0 ? end : lineEnd;
        while (colon < stop && text.charAt(colon) != ':') {
            colon++; // within the first line: an indexOf would read on past the rule
        }
        String targets = colon < stop ? text.substring(start, colon).strip().replaceAll("\\s+", " ") : "";
        return targets.isEmpty() ? null : shortened(targets);
    }

    /**
     * The name of an {@code export default} of an object (a Vue component's options): the string
     * its {@code name} key holds ({@code name: 'ElSelect'}), else {@code default}. Its first key
     * ({@code mixins}, {@code props}) names nothing.
     */
    private String defaultObjectName(MemorySegment object, String text, MemorySegment pair, MemorySegment part) {
        int n = NativeTree.namedChildCount(object);
        for (int i = 0; i < n; i++) {
            if (NativeTree.namedChild(object, i, pair) && grammar.kind(NativeTree.symbol(pair)).name().equals("pair")
                    && NativeTree.childByField(pair, grammar.keyField, part) && unquoted(textOf(part, text)).equals("name")
                    && NativeTree.childByField(pair, grammar.valueField, part) && grammar.kind(NativeTree.symbol(part)).name().equals("string")) {
                return shortened(unquoted(textOf(part, text)));
            }
        }
        return "default";
    }

    /**
     * A TOML array table element's name: its key and the value of its own {@code name} key
     * ({@code [[package]]} with {@code name = "serde"} is {@code package serde}), else its key
     * alone. Null for a node with no key.
     */
    private String keyAndName(MemorySegment node, String text, MemorySegment child, MemorySegment part) {
        if (!NativeTree.namedChild(node, 0, child) || !isName(grammar.kind(NativeTree.symbol(child)).name())) {
            return null;
        }
        String key = unquoted(textOf(child, text).strip());
        int count = NativeTree.namedChildCount(node);
        for (int i = 1; i < count && NativeTree.namedChild(node, i, child); i++) {
            int parts = NativeTree.namedChildCount(child);
            if (parts != 2 || !NativeTree.namedChild(child, 0, part) || !unquoted(textOf(part, text)).equals("name")) {
                continue;
            }
            NativeTree.namedChild(child, 1, part);
            if (grammar.kind(NativeTree.symbol(part)).name().equals("string")) {
                String value = unquoted(textOf(part, text)).strip();
                if (!value.isEmpty() && Lines.breakAt(value, 0, value.length()) < 0) {
                    return shortened(key + " " + value);
                }
            }
            break;
        }
        return shortened(key);
    }

    /**
     * A call statement's name (a Bazel target's): what it calls and the value of its {@code name}
     * argument, as the target is addressed ({@code cc_library(name = "core", ...)} is
     * {@code cc_library core}, {@code bazel_dep(name = "rules_go", ...)} {@code bazel_dep rules_go});
     * else what it calls and its first argument when that is a string; else what it calls
     * ({@code package}). An import ({@code load("//x:defs.bzl", ...)}) is named by what it loads
     * alone, as other languages' imports are. Null when the statement holds no call.
     */
    private String callAndName(MemorySegment node, String text, MemorySegment[] scratch, boolean imports) {
        if (!NativeTree.namedChild(node, 0, scratch[0]) || !grammar.kind(NativeTree.symbol(scratch[0])).name().equals("call")
                || !NativeTree.namedChild(scratch[0], 0, scratch[1])) {
            return null;
        }
        String callee = textOf(scratch[1], text).strip();
        if (!NativeTree.namedChild(scratch[0], 1, scratch[0])) {
            return shortened(callee);
        }
        MemorySegment arguments = scratch[0];
        MemorySegment argument = scratch[1];
        MemorySegment part = scratch[2];
        String first = null;
        int count = NativeTree.namedChildCount(arguments);
        for (int i = 0; i < count && NativeTree.namedChild(arguments, i, argument); i++) {
            String kind = grammar.kind(NativeTree.symbol(argument)).name();
            if (i == 0 && kind.equals("string")) {
                first = unquoted(textOf(argument, text).strip());
            } else if (kind.equals("keyword_argument") && NativeTree.childByField(argument, grammar.nameField, part)
                    && textOf(part, text).equals("name") && NativeTree.childByField(argument, grammar.valueField, part)
                    && grammar.kind(NativeTree.symbol(part)).name().equals("string")) {
                first = unquoted(textOf(part, text).strip());
                break;
            }
        }
        if (first == null || first.isEmpty()) {
            return imports ? null : shortened(callee);
        }
        return shortened(imports ? first : callee + " " + first);
    }

    /**
     * The object a SQL statement creates or alters, without its quotes ({@code public.teams}): its first
     * reference or identifier, which comes before any other in {@code CREATE TABLE teams (...)},
     * {@code CREATE FUNCTION touch() RETURNS trigger}, {@code ALTER TABLE ONLY x}. Null when it
     * has none (tree-sitter-sql reads some dialects' statements without one).
     */
    private String objectName(MemorySegment node, String text, MemorySegment child) {
        int count = NativeTree.namedChildCount(node);
        for (int i = 0; i < count && NativeTree.namedChild(node, i, child); i++) {
            String kind = grammar.kind(NativeTree.symbol(child)).name();
            if (kind.equals("object_reference") || kind.equals("identifier")) {
                // As the object is called, not quoted: billing."Payments", `legacy_orders`, [dbo].[Orders]
                return shortened(textOf(child, text).replaceAll("\\s+", " ").replaceAll("[\"`\\[\\]]", ""));
            }
        }
        return null;
    }

    /**
     * A labelled block's name (HCL's): its type and its labels, unquoted, the labels joined by dots as
     * Terraform addresses them (the block {@code resource "aws_iam_role" "this"} is
     * {@code resource aws_iam_role.this}, {@code variable "name"} is {@code variable name},
     * {@code locals} itself).
     * Null for a block whose type is no identifier.
     */
    private String labelledBlockName(MemorySegment node, String text, MemorySegment child) {
        if (!NativeTree.namedChild(node, 0, child) || !grammar.kind(NativeTree.symbol(child)).name().equals("identifier")) {
            return null;
        }
        StringBuilder name = new StringBuilder(textOf(child, text));
        int count = NativeTree.namedChildCount(node);
        for (int i = 1; i < count && NativeTree.namedChild(node, i, child); i++) {
            String kind = grammar.kind(NativeTree.symbol(child)).name();
            if (!kind.equals("string_lit") && !kind.equals("identifier")) {
                break; // the block's opening brace: the labels are behind
            }
            name.append(i == 1 ? " " : ".").append(unquoted(textOf(child, text)));
        }
        return shortened(name.toString());
    }

    /**
     * The whole call of a macro that defines a function, as test frameworks do
     * ({@code TEST(NodeTest, SimpleScalar) { ... }}): a function with no return type whose name is
     * in upper case. Its arguments, not the macro, name it. Null for any other function.
     */
    private String macroCall(MemorySegment node, String text, MemorySegment[] scratch) {
        if (NativeTree.childByField(node, grammar.typeField, scratch[0])
                || !NativeTree.childByField(node, grammar.declaratorField, scratch[0])
                || !grammar.kind(NativeTree.symbol(scratch[0])).name().equals("function_declarator")
                || !NativeTree.childByField(scratch[0], grammar.declaratorField, scratch[1])) {
            return null;
        }
        String macro = textOf(scratch[1], text);
        return macro.matches("[A-Z][A-Z0-9_]+") ? textOf(scratch[0], text) : null;
    }

    /**
     * A definition's classification as a {@code definitions.tsv} row {@code kind/other} refines
     * it: by the kind of the type it declares, in its {@code type} field or that of its first named
     * child (Go's {@code type_declaration} holds a {@code type_spec}); else by the first of its
     * children, keywords included, that a row names (Swift writes structs, enums and extensions as a
     * {@code class_declaration} with their keyword; Kotlin an interface with its keyword, an enum
     * with an {@code enum_class_body}); {@code classification} when no row does.
     */
    private String refined(MemorySegment node, Map<String, String> refinements, boolean byFirstChild, String classification,
            MemorySegment[] scratch) {
        if (byFirstChild && NativeTree.namedChild(node, 0, scratch[0])) {
            // A row "kind/^other" asks for the first named child: Julia's total(l) = ... is an
            // assignment to a call, where x = total(l) assigns a call.
            String first = "^" + grammar.kind(NativeTree.symbol(scratch[0])).name();
            String row = refinements.get(first);
            if (row == null && NativeTree.namedChild(scratch[0], 0, scratch[1])) {
                // A row "kind/^other^inner" looks one child further down: Julia's total(l)::Int = ...
                // assigns to a typed call, where x::Int = 5 assigns to a typed name.
                row = refinements.get(first + "^" + grammar.kind(NativeTree.symbol(scratch[1])).name());
            }
            if (row != null) {
                return row;
            }
        }
        if (NativeTree.childByField(node, grammar.typeField, scratch[0])
                || NativeTree.namedChild(node, 0, scratch[1]) && NativeTree.childByField(scratch[1], grammar.typeField, scratch[0])) {
            String row = refinements.get(grammar.kind(NativeTree.symbol(scratch[0])).name());
            if (row != null) {
                return row;
            }
        }
        int count = NativeTree.childCount(node);
        for (int i = 0; i < count; i++) {
            if (NativeTree.child(node, i, scratch[0])) {
                String row = refinements.get(grammar.kind(NativeTree.symbol(scratch[0])).name());
                if (row != null) {
                    return row;
                }
            }
        }
        return classification;
    }

    /**
     * The classification a {@code definitions.tsv} row {@code kind/=word} gives a declaration whose
     * first declarator's value (or its own, without declarators) is a call of that word, alone or
     * called or read further ({@code require('debug')('express:router')},
     * {@code require('path').join}); null when none does.
     */
    private String valueCall(MemorySegment node, Map<String, String> calls, String text, MemorySegment[] scratch) {
        int count = NativeTree.namedChildCount(node);
        for (int i = 0; i < count; i++) {
            if (NativeTree.namedChild(node, i, scratch[0]) && grammar.kind(NativeTree.symbol(scratch[0])).name().endsWith("declarator")) {
                return NativeTree.childByField(scratch[0], grammar.valueField, scratch[1]) ? calledWord(scratch[1], calls, text) : null;
            }
        }
        // No declarator: the value is the node's own, the child after its "=" (Zig's
        // const std = @import("std")), or its one named child's (Starlark's statement holds an
        // assignment: FormatInfo = provider(...)).
        MemorySegment holder = node;
        if (NativeTree.namedChildCount(node) == 1 && NativeTree.namedChild(node, 0, scratch[0])
                && grammar.kind(NativeTree.symbol(scratch[0])).name().equals("assignment")) {
            holder = scratch[0];
        }
        count = NativeTree.childCount(holder);
        for (int i = 0; i + 1 < count; i++) {
            if (NativeTree.child(holder, i, scratch[1]) && !grammar.kind(NativeTree.symbol(scratch[1])).named() && textOf(scratch[1], text).equals("=")) {
                return NativeTree.child(holder, i + 1, scratch[1]) ? calledWord(scratch[1], calls, text) : null;
            }
        }
        return null;
    }

    /** The row of the word {@code value} calls ({@code require(...)}, Zig's {@code @import(...)}), or null. */
    private static String calledWord(MemorySegment value, Map<String, String> calls, String text) {
        int p = NativeTree.startByte(value) / 2;
        int end = NativeTree.endByte(value) / 2;
        int wordEnd = wordEnd(text, p < end && text.charAt(p) == '@' ? p + 1 : p, end, p + MAX_WORD);
        return wordEnd > p && wordEnd < end && text.charAt(wordEnd) == '(' ? calls.get(text.substring(p, wordEnd)) : null;
    }

    /**
     * The kind of the first argument of a call, or null: a function passed to the call that makes
     * the value is the value's code (Lua's {@code previewers.cat = defaulter(function(opts) ... end)},
     * React's {@code const Panel = memo((props) => ...)}).
     */
    private String firstArgument(MemorySegment call, MemorySegment arguments, MemorySegment argument) {
        int count = NativeTree.namedChildCount(call);
        for (int i = 0; i < count; i++) {
            if (NativeTree.namedChild(call, i, arguments) && grammar.kind(NativeTree.symbol(arguments)).name().contains("argument")) {
                return NativeTree.namedChild(arguments, 0, argument) ? grammar.kind(NativeTree.symbol(argument)).name() : null;
            }
        }
        return null;
    }

    /**
     * The kind of the value a statement assigns, for the rows {@code kind/=>other}: the {@code right}
     * or {@code value} field of the statement or of its last named child, down to three levels
     * (JavaScript's expression_statement holds an assignment_expression; Lua's local declaration
     * an assignment_statement, whose last child is the list of values); for a call's value that no
     * row of {@code assigned} names, that of its first argument (not in a function, where {@code
     * const doubled = items.map((x) => x * 2)} is an array: {@code assigned} is null there); null
     * when there is none.
     */
    private String assignedValue(MemorySegment node, Map<String, String> assigned, MemorySegment[] scratch) {
        MemorySegment current = node;
        for (int depth = 0; depth < 3; depth++) {
            MemorySegment next = scratch[depth % 2];
            if (NativeTree.childByField(current, grammar.rightField, next) || NativeTree.childByField(current, grammar.valueField, next)) {
                String kind = grammar.kind(NativeTree.symbol(next)).name();
                return assigned == null || assigned.containsKey(kind) || !kind.contains("call") ? kind : firstArgument(next, scratch[2], scratch[3]);
            }
            int count = NativeTree.namedChildCount(current);
            if (count == 0 || !NativeTree.namedChild(current, count - 1, next)) {
                return null;
            }
            current = next;
        }
        return null;
    }

    /**
     * The classification of a node that a {@code definitions.tsv} row {@code kind:word} makes a
     * definition by the word it begins with: Elixir's {@code def greet(name) do ... end} is a
     * {@code call} of {@code def}, its {@code @callback init(opts) :: opts} a {@code unary_operator}
     * of {@code @callback}. A word that begins with a sign falls back to the sign's row
     * ({@code @}: any other module attribute). Null when no row names the word.
     */
    private static String byKeyword(Map<String, String> keywords, int start, int end, String text) {
        if (text.charAt(start) == '(') {
            // An s-expression (Common Lisp): its row names the symbol it opens with, hyphens and
            // all, with the parenthesis: "(define-condition".
            int w = start + 1;
            while (w < end && w <= start + MAX_SYMBOL && !Character.isWhitespace(text.charAt(w)) && text.charAt(w) != '(' && text.charAt(w) != ')') {
                w++;
            }
            return keywords.get(text.substring(start, w));
        }
        int p = start < end && !Character.isLetter(text.charAt(start)) ? start + 1 : start;
        int wordEnd = wordEnd(text, p, end, start + MAX_WORD);
        if (wordEnd - start > MAX_WORD || wordEnd < end && text.charAt(wordEnd) == '.') {
            return null; // a qualified call (Logger.debug), not a word of the language
        }
        String row = keywords.get(text.substring(start, wordEnd));
        return row != null || p == start ? row : keywords.get(text.substring(start, p));
    }

    /** How long a word {@link #byKeyword} and {@link #valueCall} look for may be: longer is no keyword. */
    private static final int MAX_WORD = 20;
    /** The same for the symbol an s-expression opens with ({@code define-compiler-macro} is 21 chars). */
    private static final int MAX_SYMBOL = 32;

    /**
     * Where the word (letters, digits, {@code _}) at {@code from} ends, reading no further than
     * {@code end}, and no char past {@code limit}.
     */
    private static int wordEnd(String text, int from, int end, int limit) {
        int w = from;
        while (w < end && w <= limit && (Character.isLetterOrDigit(text.charAt(w)) || text.charAt(w) == '_')) {
            w++;
        }
        return w;
    }

    /**
     * The name of a definition made by a word ({@link #byKeyword}): its first argument, the
     * function called there without its parameters, guard or type ({@code greet} of
     * {@code def greet(name) when is_binary(name)}, {@code init} of {@code @callback init(opts) :: opts}),
     * else that argument whole ({@code MyApp.Greeter}, a test's title without its quotes).
     */
    private String keywordName(MemorySegment node, String text, MemorySegment[] scratch) {
        MemorySegment call = node;
        String callKind = grammar.kind(NativeTree.symbol(node)).name();
        if (callKind.equals("list_lit")) {
            return formName(node, text, scratch);
        }
        boolean first = NativeTree.namedChild(node, 0, scratch[1]);
        if (callKind.equals("unary_operator") || first && grammar.kind(NativeTree.symbol(scratch[1])).name().equals(callKind)) {
            // The call an attribute's @ applies to; or the first of a curried call, which holds
            // the arguments (Scala's test("parses") { ... }).
            if (!first) {
                return null;
            }
            call = scratch[1];
        }
        if (!NativeTree.namedChild(call, 1, scratch[0]) || !firstArgument(scratch[0], scratch[1])) {
            return null;
        }
        MemorySegment current = scratch[1];
        for (int depth = 0; depth < BODY_SEARCH_DEPTH && isArgumentWrapper(grammar.kind(NativeTree.symbol(current)).name()); depth++) {
            // Dart wraps a call's arguments in a selector, an argument_part, arguments and an argument.
            MemorySegment next = current == scratch[0] ? scratch[1] : scratch[0];
            if (!firstArgument(current, next)) {
                return null;
            }
            current = next;
        }
        if (isBody(grammar.kind(NativeTree.symbol(current)).name())) {
            return null; // a test whose first argument is its body
        }
        for (int depth = 0; depth < 4; depth++) {
            String kind = grammar.kind(NativeTree.symbol(current)).name();
            MemorySegment next = current == scratch[0] ? scratch[1] : scratch[0];
            if (!(kind.equals("binary_operator") || kind.equals("call")) || !NativeTree.namedChild(current, 0, next)) {
                break;
            }
            current = next; // the left of a guard or a type, the function a head calls
        }
        return shortened(unquoted(textOf(current, text)));
    }

    /**
     * The name a Common Lisp defining form gives: its function_name ({@code (defun foo (x) ...)},
     * where the grammar reads the form as a {@code defun} node, and {@code (defmethod (setf foo) ...)}),
     * else the symbol after the operator ({@code (defclass point ...)}, {@code (test frequencies ...)}),
     * or the first of a list there ({@code (defstruct (queue (:constructor make-queue)) ...)}); a
     * keyword or uninterned symbol without its colon ({@code (defpackage #:serapeum ...)}).
     */
    private String formName(MemorySegment form, String text, MemorySegment[] scratch) {
        if (!NativeTree.namedChild(form, 0, scratch[0])) {
            return null;
        }
        if (grammar.kind(NativeTree.symbol(scratch[0])).name().equals("defun")) {
            return NativeTree.namedChild(scratch[0], 0, scratch[1]) && NativeTree.childByField(scratch[1], grammar.functionNameField, scratch[0])
                    ? shortened(textOf(scratch[0], text)) : null;
        }
        if (!NativeTree.namedChild(form, 1, scratch[0])) {
            return null;
        }
        MemorySegment name = scratch[0];
        if (grammar.kind(NativeTree.symbol(name)).name().equals("list_lit")) {
            if (!NativeTree.namedChild(name, 0, scratch[1])) {
                return null;
            }
            name = scratch[1];
        }
        String kind = grammar.kind(NativeTree.symbol(name)).name();
        if (!kind.equals("sym_lit") && !kind.equals("kwd_lit")) {
            return kind.equals("str_lit") ? shortened(unquoted(textOf(name, text))) : null;
        }
        return shortened(textOf(name, text).replaceFirst("^#?:", ""));
    }

    /** A name written as a string (a test's title) without its quotes. */
    private static String unquoted(String s) {
        return s.length() >= 2 && "\"'`".indexOf(s.charAt(0)) >= 0 && s.charAt(s.length() - 1) == s.charAt(0)
                ? s.substring(1, s.length() - 1)
                : s;
    }

    /**
     * Whether a call holds a body: a block or a function among its children or its arguments
     * (Ruby's and Elixir's do ... end, Scala's { ... }, the function a Mocha, Jest or Dart test is
     * given), looked for through the nodes that wrap arguments only, not inside an argument.
     */
    private boolean holdsBody(MemorySegment node, int depth, MemorySegment[] scratch) {
        int count = NativeTree.namedChildCount(node);
        MemorySegment child = scratch[2 + depth];
        for (int i = 0; i < count; i++) {
            if (!NativeTree.namedChild(node, i, child)) {
                continue;
            }
            String kind = grammar.kind(NativeTree.symbol(child)).name();
            if (isBody(kind) || depth < BODY_SEARCH_DEPTH && isArgumentWrapper(kind) && holdsBody(child, depth + 1, scratch)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Writes the first named child of {@code node} that is no separator into {@code into}: a
     * PowerShell command's elements open with the space before its first argument
     * ({@code command_argument_sep}).
     */
    private boolean firstArgument(MemorySegment node, MemorySegment into) {
        int count = NativeTree.namedChildCount(node);
        for (int i = 0; i < count; i++) {
            if (NativeTree.namedChild(node, i, into) && !grammar.kind(NativeTree.symbol(into)).name().endsWith("_sep")) {
                return true;
            }
        }
        return false;
    }

    /** How many argument wrappers deep a test's body and title are looked for: Dart's are behind four. */
    private static final int BODY_SEARCH_DEPTH = 4;

    /**
     * Node kinds that only wrap a call's arguments: arguments, argument lists, Dart's selector and
     * argument_part, Swift's and Kotlin's call_suffix, PowerShell's command_elements and the
     * array_literal_expression and unary_expression around each of them.
     */
    private static boolean isArgumentWrapper(String kind) {
        return kind.contains("argument") || kind.equals("selector") || kind.equals("call_suffix") || kind.equals("command_elements")
                || kind.equals("array_literal_expression") || kind.equals("unary_expression");
    }

    /**
     * Node kinds that are a block or a function: what a test block's call holds as its body
     * (PowerShell's script_block_expression, Julia's begin ... end, R's braced_expression too).
     */
    private static boolean isBody(String kind) {
        return kind.endsWith("block") || kind.contains("function") || kind.contains("lambda") || kind.equals("script_block_expression")
                || kind.equals("compound_statement") || kind.equals("braced_expression")
                || kind.equals("list_lit"); // Common Lisp: (test name (is ...)) holds its body as lists
    }

    /** Node kinds that hold a name: identifiers, qualified names, keys. */
    private static boolean isName(String kind) {
        return kind.contains("identifier") || kind.contains("name") || kind.contains("key");
    }

    /** The operator a Dart operator_signature declares: what follows its keyword, up to its parameters. */
    private static final Pattern OPERATOR = Pattern.compile("\\boperator\\s*([^\\s(]+)\\s*\\(");

    /** Kinds of a name written with its qualifiers, which name a definition whole. */
    private static final java.util.Set<String> DOTTED_NAMES = java.util.Set.of("field_expression", "member_expression",
            "long_identifier_or_op", "long_identifier", // F#'s, whose value bindings put the name five levels down
            "parenthesized_operator", // OCaml's let ( >>= ) = Lwt.bind
            "dotted_key"); // TOML's [profile.release]

    /**
     * The names a language gives definitions written without one, by {@code "language kind"}:
     * Kotlin's {@code companion object} is {@code Companion}.
     */
    private static final Map<String, String> UNWRITTEN_NAMES = Map.of(
            "kotlin companion_object", "Companion",
            "cpp namespace_definition", "(anonymous)", // namespace { ... }: what is in it is seen in its file alone
            "php namespace_definition", "(global)", // namespace { ... }: code in the global namespace
            "php_only namespace_definition", "(global)");

    /** Definitions named by their keyword, whatever else they hold: F#'s secondary constructor {@code new(x) = ...}. */
    private static final Map<String, String> KEYWORD_NAMES = Map.of("fsharp additional_constr_defn", "new");

    /** Kinds of the members of a definition that declares several things ({@link #groupName}). */
    private static final java.util.Set<String> GROUP_MEMBERS = java.util.Set.of("var_spec", "const_spec", "type_spec", "enumerator");

    /** The keywords that begin a method's name as it is written ({@link #spelledName}). */
    private static final java.util.Set<String> NAME_KEYWORDS = java.util.Set.of("this", "operator", "~", "implicit", "explicit", "constructor");

    /**
     * The name of a method named by keywords, as written from its first keyword to its parameter
     * list: C#'s indexer {@code this}, operators {@code operator +} and {@code implicit operator
     * long}, destructor {@code ~Ledger} (whose name field alone is the class's name); Kotlin's
     * secondary {@code constructor}. Null for a
     * method with no such keyword among its own children.
     */
    private String spelledName(MemorySegment node, String text, MemorySegment scratch) {
        int count = NativeTree.childCount(node);
        int from = -1;
        for (int i = 0; i < count; i++) {
            if (!NativeTree.child(node, i, scratch)) {
                continue;
            }
            Kind kind = grammar.kind(NativeTree.symbol(scratch));
            if (from < 0 && !kind.named() && NAME_KEYWORDS.contains(textOf(scratch, text))) {
                from = NativeTree.startByte(scratch) / 2;
            } else if (from >= 0 && kind.name().contains("parameter")) {
                return shortened(text.substring(from, NativeTree.startByte(scratch) / 2).replaceAll("\\s+", " "));
            }
        }
        return null;
    }

    /**
     * An Objective-C method's selector, which is its name: {@code storeImage:forKey:completion:}
     * for {@code - (void)storeImage:(UIImage *)image forKey:(NSString *)key completion:...}, where
     * its first word alone would name five methods of one class alike. Null for a node with no
     * {@code method_parameter} (a method without parameters is named by its one identifier).
     */
    private String selector(MemorySegment node, String text, MemorySegment scratch) {
        int count = NativeTree.childCount(node);
        StringBuilder selector = new StringBuilder();
        String part = "";
        boolean parameters = false;
        for (int i = 0; i < count; i++) {
            if (!NativeTree.child(node, i, scratch)) {
                continue;
            }
            String kind = grammar.kind(NativeTree.symbol(scratch)).name();
            if (kind.equals("identifier")) {
                part = textOf(scratch, text);
            } else if (kind.equals("method_parameter")) {
                selector.append(part).append(':');
                part = "";
                parameters = true;
            }
        }
        return parameters ? shortened(selector.toString()) : null;
    }

    private static String textOf(MemorySegment node, String text) {
        return text.substring(NativeTree.startByte(node) / 2, NativeTree.endByte(node) / 2);
    }

    /**
     * Writes the first named child that names nothing into {@code into}: not a (type or template)
     * parameter list, not an Objective-C method's return type, not modifiers or attributes (Swift's
     * {@code @testable import Alamofire} was named "testable"; F#'s {@code let private f x} and
     * {@code [<Extension>] type T() =} had no name).
     */
    private boolean firstNamedChildButParameters(MemorySegment node, String text, MemorySegment into) {
        int count = NativeTree.namedChildCount(node);
        // The declared type is no name either where declarators follow it: C#'s variable_declaration
        // holds its type, then its variable_declarators (private readonly IServiceProvider _factory;
        // is named _factory). A generic type's own type is its name (Rust's impl<T> Point<T>).
        // Where no field says which is the type, everything before that last declarator (the only
        // one) is its type and qualifiers: Objective-C's @property (copy) NSArray<NSURL *> *urls is
        // named urls.
        int typeStart = -1;
        int first = 0;
        if (count > 1 && NativeTree.namedChild(node, count - 1, into) && grammar.kind(NativeTree.symbol(into)).name().endsWith("_declarator")) {
            if (NativeTree.childByField(node, grammar.typeField, into)) {
                typeStart = NativeTree.startByte(into);
            } else if (!NativeTree.childByField(node, grammar.nameField, into) && !declaratorBefore(node, count - 1, into)) {
                first = count - 1;
            }
        }
        for (int i = first; i < count; i++) {
            if (NativeTree.namedChild(node, i, into)) {
                Kind child = grammar.kind(NativeTree.symbol(into));
                String kind = child.name();
                if (NativeTree.startByte(into) == typeStart) {
                    continue;
                }
                int end = NativeTree.endByte(into) / 2;
                if (i + 1 < count && end < text.length() && text.charAt(end) == '.') {
                    continue; // a receiver's type before the name: Kotlin's val Type.rawType is rawType
                }
                if (!kind.contains("parameter") && !kind.equals("method_type") && !kind.startsWith("property_attribute") && !kind.equals("modifiers") && !kind.equals("modifier") && !SyntaxNode.isAttribute(kind)
                        && !kind.equals("attribute") && !kind.equals("attributes") && !kind.equals("access_modifier")
                        && !child.comment() && !isKeyword(into, kind, text)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether one of the first {@code count} named children of {@code node} is a declarator ({@code var a = 1, b = 2} declares a first). */
    private boolean declaratorBefore(MemorySegment node, int count, MemorySegment into) {
        for (int i = 0; i < count; i++) {
            if (NativeTree.namedChild(node, i, into) && grammar.kind(NativeTree.symbol(into)).name().endsWith("declarator")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a named node is a keyword: a leaf whose text is its kind (Dart's {@code mixin}
     * before the mixin's name).
     */
    private static boolean isKeyword(MemorySegment node, String kind, String text) {
        int start = NativeTree.startByte(node) / 2;
        int end = NativeTree.endByte(node) / 2;
        return end - start == kind.length() && NativeTree.namedChildCount(node) == 0 && text.startsWith(kind, start);
    }

    /**
     * The name of a definition that declares several things at once and has no name of its own:
     * its first member's, with how many others follow ({@code ErrA (+2)} for Go's
     * {@code var ( ErrA = ...; ErrB = ...; ErrC = ... )}, C's anonymous {@code enum { Round_zero,
     * ... }}), as a run of imports is named. Null when its members (among its named children, or
     * those of the one list it holds) are not of a {@link #GROUP_MEMBERS} kind.
     */
    private String groupName(MemorySegment node, String text, MemorySegment[] scratch) {
        MemorySegment holder = node;
        int count = NativeTree.namedChildCount(node);
        for (int i = 0; i < count && NativeTree.namedChild(node, i, scratch[0]); i++) {
            if (grammar.kind(NativeTree.symbol(scratch[0])).name().endsWith("_list")) {
                holder = scratch[0];
                break;
            }
        }
        int first = -1;
        int members = 0;
        int n = NativeTree.namedChildCount(holder);
        for (int i = 0; i < n && NativeTree.namedChild(holder, i, scratch[1]); i++) {
            if (GROUP_MEMBERS.contains(grammar.kind(NativeTree.symbol(scratch[1])).name()) && members++ == 0) {
                first = i;
            }
        }
        // The holder may be scratch[0]: it is read for the last time here.
        if (first < 0 || !NativeTree.namedChild(holder, first, scratch[1]) || !NativeTree.childByField(scratch[1], grammar.nameField, scratch[0])) {
            return null;
        }
        String name = shortened(textOf(scratch[0], text));
        return members > 1 ? name + " (+" + (members - 1) + ")" : name;
    }

    /**
     * A destructuring pattern as a name: its first binding, with how many others follow
     * ({@code let { ref = $bindable(null), class: className, ...rest } = $props()} is
     * {@code ref (+2)}, as a run of imports is named), not its first line, which is a bracket alone
     * (for a name node of a {@code _pattern} kind: JavaScript's object and array patterns); any
     * other name as it is.
     */
    static String destructured(String name) {
        if (name.isEmpty() || (name.charAt(0) != '{' && name.charAt(0) != '[')) {
            return name;
        }
        Matcher first = FIRST_BINDING.matcher(name);
        if (!first.find()) {
            return name;
        }
        int members = 1;
        int depth = 0;
        boolean content = false;
        for (int i = 1; i < name.length() - 1; i++) {
            char ch = name.charAt(i);
            if (ch == '{' || ch == '[' || ch == '(') {
                depth++;
            } else if (ch == '}' || ch == ']' || ch == ')') {
                depth--;
            } else if (ch == ',' && depth == 0) {
                members++;
                content = false;
                continue;
            }
            content |= !Character.isWhitespace(ch);
        }
        if (!content) {
            members--; // a trailing comma
        }
        return members > 1 ? first.group(1) + " (+" + (members - 1) + ")" : first.group(1);
    }

    /** The first name a destructuring pattern binds (or reads): past its brackets, a spread's dots and white space. */
    private static final Pattern FIRST_BINDING = Pattern.compile("^[\\[{\\s.]*([\\p{L}_$][\\p{L}\\p{N}_$]*)");

    /**
     * The first line of a name, at most {@link #NAME_CHARS} chars: test names run long
     * ({@code testThatInterceptorDoesNotRetryWhenRequestDoesNotFailDueToAuthenticationError}), and
     * a name cut short no longer matches a search for it; only a name written as a string (a test's
     * title) is ever longer.
     */
    private static String shortened(String name) {
        String s = name.strip();
        int nl = Lines.breakAt(s, 0, s.length());
        s = nl < 0 ? s : s.substring(0, nl);
        // A name escaped as an identifier is the name: Swift's `default`, Kotlin's `-JsonValueReader`,
        // F#'s ``adds two numbers`` (a search for the word should find it as written without them).
        for (int i = 0; i < 2 && s.length() > 2 && s.charAt(0) == '`' && s.charAt(s.length() - 1) == '`'; i++) {
            s = s.substring(1, s.length() - 1);
        }
        return s.length() > NAME_CHARS ? s.substring(0, NAME_CHARS) : s;
    }
}
