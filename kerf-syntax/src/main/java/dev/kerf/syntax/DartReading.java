package dev.kerf.syntax;

import java.util.regex.Pattern;

/**
 * Dart, where tree-sitter-dart 1.1.6 reads valid code as ERROR: a field's {@code abstract}, a
 * loop's label alone on its line, a named argument called {@code get} or {@code set}: rewritten to
 * the same length for a second parse ({@link Rereading}).
 */
final class DartReading {
    /** A Dart member's {@code abstract} (an indented line: Dart's classes do not nest), before a field's {@code final}, {@code var}, {@code late} or {@code covariant}. */
    private static final Pattern DART_ABSTRACT_FIELD = Pattern.compile("(?m)^[ \\t]+(abstract)[ \\t]+(?=(?:final|var|late|covariant|external)\\b)");
    /** A Dart label alone on its line before the loop or switch it names ({@code outer:} above {@code await for}). */
    private static final Pattern DART_LABEL = Pattern.compile("(?m)^[ \\t]+([A-Za-z_$][\\w$]*:)[ \\t]*(?=\\r?\\n[ \\t]*(?:await[ \\t]+)?(?:for|while|do|switch)\\b)");
    /** A named argument called {@code get} or {@code set} ({@code register(set: true)}): group 1 is the word's last letter. */
    private static final Pattern DART_ACCESSOR_ARGUMENT = Pattern.compile("(?<=[(,][ \\t\\r\\n]{0,40})\\b[gs]e(t)(?=[ \\t]*:)");

    private DartReading() {}

    /**
     * Dart, where the grammar (tree-sitter-dart 1.1.6) reads valid code as ERROR: a field's {@code abstract}
     * ({@code abstract final int port;}, Dart 3) and a loop's label alone on its line become
     * spaces, and a named argument called {@code get} or {@code set} another name of its length.
     */
    static String read(String text) {
        char[] chars = null;
        chars = Rereading.blanked(text, chars, DART_ABSTRACT_FIELD);
        chars = Rereading.blanked(text, chars, DART_LABEL);
        chars = Rereading.replaced(text, chars, DART_ACCESSOR_ARGUMENT, "_");
        return chars == null ? null : new String(chars);
    }
}
