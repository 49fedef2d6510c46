package dev.kerf.syntax;

import java.util.regex.Pattern;

/**
 * Scala 3 code tree-sitter-scala 0.24 cannot read, rewritten to the same length for a second
 * parse ({@link Rereading}).
 *
 * <ul>
 *   <li>Modifiers before an {@code enum} ({@code private enum Cmd:}, {@code protected[ox] enum},
 *       {@code sealed enum}), which the grammar reads as ERROR: they become spaces, and the enum's
 *       node is widened back over them.
 *   <li>A line that opens with a value named {@code end} ({@code end - start}, a lone {@code end}
 *       returning it), which the grammar takes for an end marker ({@code end f}) and reads as
 *       ERROR: the name's first letter becomes an underscore.
 * </ul>
 */
final class ScalaReading {
    /** Modifiers before {@code enum}, with an access qualifier's brackets: group 1 is all of them. */
    private static final Pattern MODIFIED_ENUM = Pattern.compile(
            "(?m)^[ \\t]*((?:(?:private|protected)(?:\\[[\\w.]*\\])?[ \\t]+|(?:sealed|final|abstract|open)[ \\t]+)+)enum\\b");

    /**
     * {@code end} opening a line and followed by no end marker's name (an operator, an {@code =},
     * a parenthesis, or nothing): a value of that name. Group 1 is its first letter.
     */
    private static final Pattern END_AS_VALUE = Pattern.compile("(?m)^[ \\t]*(e)nd(?=[ \\t]*(?:$|[^\\s\\p{L}_`.]))");

    private ScalaReading() {}

    /** {@code text} rewritten for a second parse, of the same length; null when nothing in it needs it. */
    static String read(String text) {
        char[] chars = null;
        if (text.contains("enum")) {
            chars = Rereading.blanked(text, chars, MODIFIED_ENUM);
        }
        if (text.contains("end")) {
            chars = Rereading.replaced(text, chars, END_AS_VALUE, "_");
        }
        return chars == null ? null : new String(chars);
    }
}
