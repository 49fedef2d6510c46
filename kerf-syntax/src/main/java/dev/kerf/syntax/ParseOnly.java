package dev.kerf.syntax;

import java.lang.foreign.MemorySegment;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One tree-sitter parse of a text, its tree dropped at once: the work kerf's syntax structure
 * cannot avoid, done the way it does it (the bundled grammar library, the text as UTF-16, through
 * tree-sitter's C API). Benchmarks set kerf against it; the official binding's
 * {@code Parser.parse} costs more per file and would flatter kerf.
 */
public final class ParseOnly {
    private static final Map<String, MemorySegment> LANGUAGES = new ConcurrentHashMap<>();

    private ParseOnly() {}

    /**
     * Parses {@code text} with the grammar {@code language} (a name of {@code grammars.tsv}, such
     * as {@code java}). False when the parse gave no tree (the grammar's ABI is not supported, or
     * the parse took more work than kerf allows).
     *
     * @throws IllegalStateException when the grammar library is not available on this machine
     */
    public static boolean parses(String language, String text) {
        MemorySegment grammar = LANGUAGES.computeIfAbsent(language, NativeTree::language);
        try (NativeTree tree = NativeTree.parse(grammar, text, SyntaxSegmenter.maxWork(text.length()))) {
            return tree != null;
        }
    }
}
