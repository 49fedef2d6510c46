package dev.kerf.syntax;

import java.util.regex.Pattern;

/**
 * Kotlin that tree-sitter-kotlin cannot read: a primary constructor on the line after its class, a
 * multi-dollar string: rewritten to the same length for a second parse ({@link Rereading}).
 */
final class KotlinReading {
    /**
     * A line declaring a class or object by name (its type parameters and annotations may follow;
     * not a comment line),
     * then the line break, then a line that opens with the primary constructor, after any
     * annotations and visibility modifiers.
     */
    private static final Pattern KOTLIN_CONSTRUCTOR_ON_NEXT_LINE = Pattern.compile(
            "(?m)^[ \\t]*+(?![/*])[^\\n]*?\\b(?:class|object)[ \\t]+[\\p{L}_`][\\p{L}\\p{N}_`]*[^\\n{}=]*?(\\r?\\n)"
                    + "[ \\t]*(?:(?:@[\\p{L}_][\\p{L}\\p{N}_.]*(?:\\([^)\\n]*\\))?|public|private|internal|protected)[ \\t]+)*"
                    + "constructor[ \\t]*\\(");

    /** The dollar signs that open a multi-dollar string ({@code $$"{\"$ref\": 1}"}, Kotlin 2.1): group 1. */
    private static final Pattern KOTLIN_MULTI_DOLLAR = Pattern.compile("(?<![\\w$\"])(\\$\\$+)(?=\")");

    private KotlinReading() {}

    /**
     * Kotlin: a primary constructor on the line after its class joined to it, and the dollar signs
     * that open a multi-dollar string made spaces (an ordinary string, whose {@code $$name} reads
     * as a dollar and a template): tree-sitter-kotlin reads {@code $$"..."} as ERROR together with
     * the class around it, whose other members were lost from its symbols.
     */
    static String read(String text) {
        char[] chars = null;
        if (text.contains("constructor")) {
            chars = Rereading.blanked(text, chars, KOTLIN_CONSTRUCTOR_ON_NEXT_LINE);
        }
        if (text.contains("$$\"")) {
            chars = Rereading.blanked(text, chars, KOTLIN_MULTI_DOLLAR);
        }
        return chars == null ? null : new String(chars);
    }
}
