package dev.kerf.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Swift that tree-sitter-swift 0.7 cannot read: {@code #if} lines among a type's members, macros
 * as values, parenthesized modifiers, {@code sending}, {@code consume}, the empty tuple as a
 * value: rewritten to the same length for a second parse ({@link Rereading}).
 */
final class SwiftReading {
    /**
     * A macro written as an argument or a default value ({@code = #_sourceLocation}, {@code
     * #isolation}), which tree-sitter-swift reads as a macro that takes what follows as its
     * arguments and trailing closure (a function's body): a literal it knows, {@code #line}.
     */
    private static final Pattern SWIFT_MACRO_VALUE = Pattern.compile("#([A-Za-z_][A-Za-z0-9_]{3,})(?=[ \\t]*[,)\\r\\n])");
    /** The literals tree-sitter-swift reads after a {@code #}: no macros. */
    private static final java.util.Set<String> SWIFT_LITERALS = java.util.Set.of("file", "line", "column", "function", "filePath",
            "fileID", "dsohandle", "selector", "keyPath", "available", "unavailable", "colorLiteral", "imageLiteral", "fileLiteral");
    /** A modifier's or a throws clause's parentheses tree-sitter-swift does not know: {@code nonisolated(unsafe)}, typed {@code throws(ParseError)}. */
    private static final Pattern SWIFT_PARENTHESIZED = Pattern.compile("\\b(?:nonisolated|throws)[ \\t]*(\\([^()\\n]*\\))");
    /**
     * The empty tuple as a value ({@code .success(())}, {@code Result(value: (), ...)}, {@code let
     * x = ()}), which tree-sitter-swift reads as ERROR: group 1, read as {@code 0} and a space.
     */
    private static final Pattern SWIFT_EMPTY_TUPLE = Pattern.compile("(?<=[(,:=][ \\t]{0,3})(\\(\\))(?=[ \\t]*(?:[),]|$))", Pattern.MULTILINE);
    /** Swift 6's {@code sending} parameter modifier and Swift 5.9's {@code consume} operator, which it does not know: group 1 becomes spaces. */
    private static final Pattern SWIFT_OWNERSHIP_WORD = Pattern.compile("(?<=[:=(,][ \\t]{0,3})(sending[ \\t]+|consume[ \\t]+)(?=[@A-Za-z_(\\[])");

    private SwiftReading() {}

    /**
     * Swift: the directive lines blanked ({@link Directives}), a macro as a value read as
     * {@code #line}, the parentheses of {@code nonisolated(unsafe)} and of a typed
     * {@code throws(E)}, and the words {@code sending} and {@code consume} blanked, and the empty
     * tuple as a value ({@code .success(())}) read as {@code 0}. swift-argument-parser's test helpers (a
     * {@code sourceLocation: SourceLocation = #_sourceLocation} parameter) lost every function
     * after the first to the delimiter structure, cut inside their parameter lists.
     */
    static String read(String text) {
        String blanked = Directives.blanked("swift", text);
        String read = blanked == null ? text : blanked;
        char[] chars = null;
        if (read.indexOf('#') >= 0) {
            Matcher macro = SWIFT_MACRO_VALUE.matcher(read);
            while (macro.find()) {
                if (!SWIFT_LITERALS.contains(macro.group(1))) {
                    chars = Rereading.spaces(read, chars, macro.start(), macro.end());
                    "#line".getChars(0, 5, chars, macro.start());
                }
            }
        }
        if (read.contains("nonisolated(") || read.contains("throws(") || read.contains("throws (")) {
            chars = Rereading.blanked(read, chars, SWIFT_PARENTHESIZED);
        }
        if (read.contains("()")) {
            chars = Rereading.replaced(read, chars, SWIFT_EMPTY_TUPLE, "0 ");
        }
        if (read.contains("sending") || read.contains("consume")) {
            chars = Rereading.blanked(read, chars, SWIFT_OWNERSHIP_WORD);
        }
        return chars != null ? new String(chars) : blanked;
    }
}
