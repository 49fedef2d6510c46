package dev.kerf.syntax;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BOOLEAN;
import static java.lang.foreign.ValueLayout.JAVA_CHAR_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import dev.kerf.grammars.Grammars;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.ByteOrder;

/**
 * One text parsed by tree-sitter, with a cursor over its tree: the few functions of tree-sitter's
 * C API that the syntax walk needs, bound directly with the FFM API.
 *
 * <p>Why not through jtreesitter: it wraps every node it hands out in a {@code Node} that owns an
 * automatic arena, so walking a file's tens of thousands of nodes registered as many cleaners (work
 * for the GC and the cleaner thread, more than the walk itself), and it encodes each text twice.
 * Here a node is a {@code TSNode} value written into a segment the caller reuses, and the calls made
 * per node are critical (no thread-state transition): they are short, never block and never call
 * back into Java. The parse itself is not.
 *
 * <p>Not thread-safe. Close it: the tree, its cursor and every node segment it gave out are freed
 * then, and must not be touched after.
 */
final class NativeTree implements AutoCloseable {
    /** {@code TSNode}: {@code uint32_t context[4]; const void *id; const TSTree *tree}. */
    private static final StructLayout NODE = MemoryLayout.structLayout(MemoryLayout.sequenceLayout(4, JAVA_INT), ADDRESS, ADDRESS);
    /** {@code TSTreeCursor}: {@code const void *tree; const void *id; uint32_t context[3]}. */
    private static final StructLayout CURSOR = MemoryLayout.structLayout(ADDRESS, ADDRESS,
            MemoryLayout.sequenceLayout(3, JAVA_INT), MemoryLayout.paddingLayout(4));
    /** {@code TSInputEncodingUTF16LE}: byte offsets are then twice the Java char indexes. */
    private static final int UTF_16LE = 1;
    private static final ValueLayout.OfChar CHAR_LE = JAVA_CHAR_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LIBRARY = Grammars.library()
            .orElseThrow(() -> new IllegalStateException("the grammar library did not load"));
    private static final Linker.Option CRITICAL = Linker.Option.critical(false);

    private static final MethodHandle PARSER_NEW = bind("ts_parser_new", FunctionDescriptor.of(ADDRESS));
    private static final MethodHandle PARSER_DELETE = bind("ts_parser_delete", FunctionDescriptor.ofVoid(ADDRESS));
    private static final MethodHandle PARSER_SET_LANGUAGE = bind("ts_parser_set_language", FunctionDescriptor.of(JAVA_BOOLEAN, ADDRESS, ADDRESS));
    /** {@code TSInput}: {@code void *payload; read; TSInputEncoding encoding; decode}. */
    private static final StructLayout INPUT = MemoryLayout.structLayout(ADDRESS, ADDRESS, JAVA_INT, MemoryLayout.paddingLayout(4), ADDRESS);
    /** {@code TSParseOptions}: {@code void *payload; bool (*progress_callback)(TSParseState *)}. */
    private static final StructLayout PARSE_OPTIONS = MemoryLayout.structLayout(ADDRESS, ADDRESS);
    /** {@code TSPoint}, passed by value to the read callback. */
    private static final StructLayout POINT = MemoryLayout.structLayout(JAVA_INT, JAVA_INT);
    /** The payload of both callbacks: the text's address, its length in bytes, the work done and the work allowed. */
    private static final StructLayout PAYLOAD = MemoryLayout.structLayout(ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle PARSE_WITH_OPTIONS = bind("ts_parser_parse_with_options",
            FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS, INPUT, PARSE_OPTIONS));
    private static final MemorySegment READ_STUB;
    private static final MemorySegment PROGRESS_STUB;
    /** What the read callback returns past the end of the text. */
    private static final MemorySegment NOTHING = Arena.global().allocate(1);

    static {
        try {
            var lookup = java.lang.invoke.MethodHandles.lookup();
            READ_STUB = LINKER.upcallStub(
                    lookup.findStatic(NativeTree.class, "read", java.lang.invoke.MethodType.methodType(
                            MemorySegment.class, MemorySegment.class, int.class, MemorySegment.class, MemorySegment.class)),
                    FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_INT, POINT, ADDRESS), Arena.global());
            PROGRESS_STUB = LINKER.upcallStub(
                    lookup.findStatic(NativeTree.class, "progress", java.lang.invoke.MethodType.methodType(boolean.class, MemorySegment.class)),
                    FunctionDescriptor.of(JAVA_BOOLEAN, ADDRESS), Arena.global());
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
    private static final MethodHandle TREE_DELETE = bind("ts_tree_delete", FunctionDescriptor.ofVoid(ADDRESS));
    private static final MethodHandle TREE_COPY = bind("ts_tree_copy", FunctionDescriptor.of(ADDRESS, ADDRESS));
    /** {@code TSInputEdit}: start, old end and new end bytes, then the same three as points (row, column). */
    private static final StructLayout EDIT = MemoryLayout.structLayout(JAVA_INT, JAVA_INT, JAVA_INT, POINT, POINT, POINT);
    private static final MethodHandle TREE_EDIT = bind("ts_tree_edit", FunctionDescriptor.ofVoid(ADDRESS, ADDRESS));
    private static final MethodHandle TREE_ROOT = bind("ts_tree_root_node", FunctionDescriptor.of(NODE, ADDRESS));
    private static final MethodHandle CURSOR_NEW = bind("ts_tree_cursor_new", FunctionDescriptor.of(CURSOR, NODE));
    private static final MethodHandle CURSOR_DELETE = bind("ts_tree_cursor_delete", FunctionDescriptor.ofVoid(ADDRESS));
    private static final MethodHandle CURSOR_NODE = bind("ts_tree_cursor_current_node", FunctionDescriptor.of(NODE, ADDRESS), CRITICAL);
    private static final MethodHandle CURSOR_FIRST_CHILD = bind("ts_tree_cursor_goto_first_child", FunctionDescriptor.of(JAVA_BOOLEAN, ADDRESS), CRITICAL);
    private static final MethodHandle CURSOR_NEXT_SIBLING = bind("ts_tree_cursor_goto_next_sibling", FunctionDescriptor.of(JAVA_BOOLEAN, ADDRESS), CRITICAL);
    private static final MethodHandle CURSOR_PARENT = bind("ts_tree_cursor_goto_parent", FunctionDescriptor.of(JAVA_BOOLEAN, ADDRESS), CRITICAL);
    private static final MethodHandle NODE_SYMBOL = bind("ts_node_symbol", FunctionDescriptor.of(JAVA_SHORT, NODE), CRITICAL);
    private static final MethodHandle NODE_START = bind("ts_node_start_byte", FunctionDescriptor.of(JAVA_INT, NODE), CRITICAL);
    private static final MethodHandle NODE_END = bind("ts_node_end_byte", FunctionDescriptor.of(JAVA_INT, NODE), CRITICAL);
    private static final MethodHandle NODE_IS_ERROR = bind("ts_node_is_error", FunctionDescriptor.of(JAVA_BOOLEAN, NODE), CRITICAL);
    private static final MethodHandle NODE_HAS_ERROR = bind("ts_node_has_error", FunctionDescriptor.of(JAVA_BOOLEAN, NODE), CRITICAL);
    private static final MethodHandle NODE_IS_MISSING = bind("ts_node_is_missing", FunctionDescriptor.of(JAVA_BOOLEAN, NODE), CRITICAL);
    private static final MethodHandle NODE_IS_NULL = bind("ts_node_is_null", FunctionDescriptor.of(JAVA_BOOLEAN, NODE), CRITICAL);
    private static final MethodHandle NODE_NAMED_CHILD_COUNT = bind("ts_node_named_child_count", FunctionDescriptor.of(JAVA_INT, NODE), CRITICAL);
    private static final MethodHandle NODE_NAMED_CHILD = bind("ts_node_named_child", FunctionDescriptor.of(NODE, NODE, JAVA_INT), CRITICAL);
    private static final MethodHandle NODE_CHILD_COUNT = bind("ts_node_child_count", FunctionDescriptor.of(JAVA_INT, NODE), CRITICAL);
    private static final MethodHandle NODE_CHILD = bind("ts_node_child", FunctionDescriptor.of(NODE, NODE, JAVA_INT), CRITICAL);
    private static final MethodHandle NODE_CHILD_BY_FIELD = bind("ts_node_child_by_field_id", FunctionDescriptor.of(NODE, NODE, JAVA_SHORT), CRITICAL);
    /**
     * glibc's {@code malloc_trim}, absent elsewhere. A large tree freed stays in the C allocator's
     * free lists, so resident memory would keep the largest tree ever parsed; trimming hands it back.
     */
    private static final MethodHandle MALLOC_TRIM = LINKER.defaultLookup().find("malloc_trim")
            .map(f -> LINKER.downcallHandle(f, FunctionDescriptor.of(JAVA_INT, ValueLayout.JAVA_LONG)))
            .orElse(null);
    private static final MethodHandle FIELD_ID = bind("ts_language_field_id_for_name", FunctionDescriptor.of(JAVA_SHORT, ADDRESS, ADDRESS, JAVA_INT));

    private final Arena arena;
    private final MemorySegment tree;
    private final MemorySegment cursor;
    /** The node under the cursor, rewritten by {@link #current()}. */
    private final MemorySegment current;
    /** Writes a returned {@code TSNode} into {@link #current} instead of a new segment. */
    private final SegmentAllocator intoCurrent;

    private NativeTree(Arena arena, MemorySegment tree) throws Throwable {
        this.arena = arena;
        this.tree = tree;
        this.current = arena.allocate(NODE);
        this.intoCurrent = (size, alignment) -> current;
        MemorySegment root = (MemorySegment) TREE_ROOT.invokeExact((SegmentAllocator) arena, tree);
        this.cursor = (MemorySegment) CURSOR_NEW.invokeExact((SegmentAllocator) arena, root);
    }

    /** The {@code TSLanguage} of a grammar in the library, from its {@code tree_sitter_<name>} entry point. */
    static MemorySegment language(String name) {
        try {
            return (MemorySegment) bind("tree_sitter_" + name, FunctionDescriptor.of(ADDRESS)).invokeExact();
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** The id of a field name in a grammar, 0 when the grammar has no such field. */
    static short fieldId(MemorySegment language, String field) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment name = a.allocateFrom(field);
            return (short) FIELD_ID.invokeExact(language, name, (int) name.byteSize() - 1);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /**
     * Parses {@code text} (as UTF-16LE, so that a byte offset halved is a char index); null when
     * the parse needed more than {@code maxWork} units of work.
     *
     * <p>The bound is on work, not time: tree-sitter reports its progress every 100 parse
     * operations, and the parse stops after {@code maxWork} reports. A wall-clock timeout would make
     * the result depend on how busy the machine is; this gives the same answer on any machine.
     */
    static NativeTree parse(MemorySegment language, String text, long maxWork) {
        return parse(language, text, maxWork, null);
    }

    /** {@link #parse(MemorySegment, String, long)}, writing the work the parse took into {@code work[0]} when given. */
    static NativeTree parse(MemorySegment language, String text, long maxWork, long[] work) {
        return parse(language, text, maxWork, work, null, null);
    }

    /**
     * Parses {@code rewritten}, a text of {@code earlier}'s length that differs from the text
     * {@code earlier} was parsed from, {@code was}, only in chars that are not line breaks (a
     * second reading, {@link Rereading}): tree-sitter is told where they differ and reuses the
     * rest of {@code earlier}, which stays as it was. Null as {@link #parse(MemorySegment, String,
     * long)}.
     */
    static NativeTree reparse(MemorySegment language, NativeTree earlier, String was, String rewritten, long maxWork) {
        return parse(language, rewritten, maxWork, null, earlier, was);
    }

    private static NativeTree parse(MemorySegment language, String text, long maxWork, long[] work, NativeTree earlier, String was) {
        MemorySegment tree;
        MemorySegment old = MemorySegment.NULL;
        MemorySegment parser = MemorySegment.NULL;
        try (Arena input = Arena.ofConfined()) {
            parser = (MemorySegment) PARSER_NEW.invokeExact();
            if (!(boolean) PARSER_SET_LANGUAGE.invokeExact(parser, language)) {
                return null; // a grammar the core rejects (its ABI version) parses nothing
            }
            // The tree keeps no reference to its input: the copy is freed as soon as the parse returns.
            MemorySegment source = input.allocate(2L * text.length(), 2);
            MemorySegment.copy(text.toCharArray(), 0, source, CHAR_LE, 0, text.length());
            MemorySegment payload = input.allocate(PAYLOAD);
            payload.set(ADDRESS, 0, source);
            payload.set(JAVA_LONG, 8, 2L * text.length());
            payload.set(JAVA_LONG, 16, 0);
            payload.set(JAVA_LONG, 24, maxWork);
            MemorySegment in = input.allocate(INPUT);
            in.set(ADDRESS, 0, payload);
            in.set(ADDRESS, 8, READ_STUB);
            in.set(JAVA_INT, 16, UTF_16LE);
            in.set(ADDRESS, 24, MemorySegment.NULL);
            MemorySegment options = input.allocate(PARSE_OPTIONS);
            options.set(ADDRESS, 0, payload);
            options.set(ADDRESS, 8, PROGRESS_STUB);
            if (earlier != null) {
                old = (MemorySegment) TREE_COPY.invokeExact(earlier.tree);
                edit(old, was, text, input);
            }
            tree = (MemorySegment) PARSE_WITH_OPTIONS.invokeExact(parser, old, in, options);
            if (Thread.currentThread().isInterrupted()) {
                if (!tree.equals(MemorySegment.NULL)) {
                    call(TREE_DELETE, tree);
                }
                dev.kerf.spi.Cancellation.check(0);
            }
            if (work != null) {
                work[0] = payload.get(JAVA_LONG, 16);
            }
        } catch (Throwable t) {
            throw failed(t);
        } finally {
            if (!parser.equals(MemorySegment.NULL)) {
                call(PARSER_DELETE, parser);
            }
            if (!old.equals(MemorySegment.NULL)) {
                call(TREE_DELETE, old);
            }
        }
        if (tree.equals(MemorySegment.NULL)) {
            return null;
        }
        Arena arena = Arena.ofConfined();
        try {
            return new NativeTree(arena, tree);
        } catch (Throwable t) {
            arena.close();
            call(TREE_DELETE, tree);
            throw failed(t);
        }
    }

    /**
     * Tells {@code tree}, parsed from {@code was}, of each run of chars in which {@code now} (of the
     * same length, with the same line breaks) differs: an edit of the same length, so its points
     * are the same before and after. Columns are in bytes, two to a UTF-16 char.
     */
    private static void edit(MemorySegment tree, String was, String now, Arena arena) throws Throwable {
        MemorySegment edit = arena.allocate(EDIT);
        int row = 0;
        int lineStart = 0;
        int n = now.length();
        for (int i = 0; i < n; i++) {
            char c = was.charAt(i);
            if (c != now.charAt(i)) {
                int end = i + 1;
                while (end < n && was.charAt(end) != now.charAt(end)) {
                    end++;
                }
                int startColumn = 2 * (i - lineStart);
                int endColumn = 2 * (end - lineStart);
                edit.set(JAVA_INT, 0, 2 * i);
                edit.set(JAVA_INT, 4, 2 * end);
                edit.set(JAVA_INT, 8, 2 * end);
                for (int point = 0; point < 3; point++) {
                    long at = 12 + 8L * point;
                    edit.set(JAVA_INT, at, row);
                    edit.set(JAVA_INT, at + 4, point == 0 ? startColumn : endColumn);
                }
                TREE_EDIT.invokeExact(tree, edit);
                i = end - 1;
                continue;
            }
            if (c == '\n') {
                row++;
                lineStart = i + 1;
            }
        }
    }

    /**
     * Returns the C allocator's free memory to the system where it can (glibc); elsewhere does
     * nothing. Called after a large tree is freed: costs a few milliseconds, so not after small ones.
     */
    static void releaseFreedMemory() {
        if (MALLOC_TRIM != null) {
            try {
                // 1 when memory was handed back, 0 when there was none to hand: either is fine.
                int ignored = (int) MALLOC_TRIM.invokeExact(0L);
            } catch (Throwable t) {
                throw failed(t);
            }
        }
    }

    /** tree-sitter's read callback: the rest of the text from {@code byteIndex}, all at once. Never throws. */
    private static MemorySegment read(MemorySegment payload, int byteIndex, MemorySegment point, MemorySegment bytesRead) {
        MemorySegment p = payload.reinterpret(PAYLOAD.byteSize());
        long length = p.get(JAVA_LONG, 8);
        long at = Integer.toUnsignedLong(byteIndex);
        MemorySegment out = bytesRead.reinterpret(4);
        if (at >= length) {
            out.set(JAVA_INT, 0, 0);
            return NOTHING;
        }
        out.set(JAVA_INT, 0, (int) (length - at));
        return MemorySegment.ofAddress(p.get(ADDRESS, 0).address() + at);
    }

    /**
     * tree-sitter's progress callback, every 100 parse operations: true stops the parse, when it
     * has done the work allowed or its thread was interrupted (work given up on; the caller
     * checks the interrupt and throws, so no result ever depends on it). Never throws.
     */
    private static boolean progress(MemorySegment state) {
        MemorySegment p = state.reinterpret(ADDRESS.byteSize()).get(ADDRESS, 0).reinterpret(PAYLOAD.byteSize());
        long done = p.get(JAVA_LONG, 16) + 1;
        p.set(JAVA_LONG, 16, done);
        return done > p.get(JAVA_LONG, 24) || Thread.currentThread().isInterrupted();
    }

    /** A new node segment, freed with the tree, for {@link #namedChild} and {@link #childByField} to write into. */
    MemorySegment newNode() {
        return arena.allocate(NODE);
    }

    /** Moves the cursor to the first child of its node; false when it has none. */
    boolean gotoFirstChild() {
        try {
            return (boolean) CURSOR_FIRST_CHILD.invokeExact(cursor);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** Moves the cursor to the next sibling of its node; false when it has none. */
    boolean gotoNextSibling() {
        try {
            return (boolean) CURSOR_NEXT_SIBLING.invokeExact(cursor);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** Moves the cursor to the parent of its node; false at the root. */
    boolean gotoParent() {
        try {
            return (boolean) CURSOR_PARENT.invokeExact(cursor);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** The node under the cursor, in a segment that the next call overwrites. */
    MemorySegment current() {
        try {
            return (MemorySegment) CURSOR_NODE.invokeExact(intoCurrent, cursor);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** The root node, in a new segment. */
    MemorySegment root() {
        try {
            return (MemorySegment) TREE_ROOT.invokeExact((SegmentAllocator) arena, tree);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** The node's grammar symbol (aliases resolved), as {@code Node.getSymbol()} gives it. */
    static short symbol(MemorySegment node) {
        try {
            return (short) NODE_SYMBOL.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int startByte(MemorySegment node) {
        try {
            return (int) NODE_START.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int endByte(MemorySegment node) {
        try {
            return (int) NODE_END.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /**
     * How much of the tree its errors damage, to choose the better of two parses of one text: the
     * chars its ERROR nodes span, and a line's worth ({@value #MISSING_COST} chars) for each token
     * the parser had to assume (a MISSING node, which spans nothing). 0 for a clean tree.
     */
    long damage() {
        MemorySegment root = root();
        return hasError(root) ? damage(root) : 0;
    }

    private static final int MISSING_COST = 64;

    private long damage(MemorySegment node) {
        if (isError(node)) {
            return (endByte(node) - startByte(node)) / 2;
        }
        if (isMissing(node)) {
            return MISSING_COST;
        }
        long sum = 0;
        MemorySegment child = newNode();
        int count = childCount(node);
        for (int i = 0; i < count; i++) {
            if (child(node, i, child) && hasError(child)) {
                sum += damage(child);
            }
        }
        return sum;
    }

    static boolean isMissing(MemorySegment node) {
        try {
            return (boolean) NODE_IS_MISSING.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** Whether the node is an ERROR node. */
    static boolean isError(MemorySegment node) {
        try {
            return (boolean) NODE_IS_ERROR.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** Whether the node is or contains a syntax error. */
    static boolean hasError(MemorySegment node) {
        try {
            return (boolean) NODE_HAS_ERROR.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int namedChildCount(MemorySegment node) {
        try {
            return (int) NODE_NAMED_CHILD_COUNT.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** How many children the node has, keywords and punctuation included. */
    static int childCount(MemorySegment node) {
        try {
            return (int) NODE_CHILD_COUNT.invokeExact(node);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** Writes the node's {@code index}th child (named or not) into {@code into}; false when there is none. */
    static boolean child(MemorySegment node, int index, MemorySegment into) {
        try {
            return present((MemorySegment) NODE_CHILD.invokeExact((SegmentAllocator) (size, alignment) -> into, node, index));
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** Writes the node's {@code index}th named child into {@code into}; false when there is none. */
    static boolean namedChild(MemorySegment node, int index, MemorySegment into) {
        try {
            return present((MemorySegment) NODE_NAMED_CHILD.invokeExact((SegmentAllocator) (size, alignment) -> into, node, index));
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    /** Writes the node's child in field {@code field} (see {@link #fieldId}) into {@code into}; false when there is none. */
    static boolean childByField(MemorySegment node, short field, MemorySegment into) {
        try {
            return present((MemorySegment) NODE_CHILD_BY_FIELD.invokeExact((SegmentAllocator) (size, alignment) -> into, node, field));
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    private static boolean present(MemorySegment node) throws Throwable {
        return !(boolean) NODE_IS_NULL.invokeExact(node);
    }

    @Override
    public void close() {
        try {
            call(CURSOR_DELETE, cursor);
            call(TREE_DELETE, tree);
        } finally {
            arena.close();
        }
    }

    /** Calls a {@code void f(void *)} function: a delete. */
    private static void call(MethodHandle delete, MemorySegment pointer) {
        try {
            delete.invokeExact(pointer);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    private static MethodHandle bind(String function, FunctionDescriptor descriptor, Linker.Option... options) {
        return LINKER.downcallHandle(LIBRARY.findOrThrow(function), descriptor, options);
    }

    private static RuntimeException failed(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException("tree-sitter call failed", t);
    }
}
