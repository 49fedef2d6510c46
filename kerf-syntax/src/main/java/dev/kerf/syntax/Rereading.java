package dev.kerf.syntax;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A second reading of a text whose parse has errors, for languages whose grammar cannot read some
 * valid code: the text rewritten to one of the same length that the grammar can read, so that every
 * offset of its tree holds for the text as written. {@link SyntaxSegmenter} keeps that parse only
 * when it is clean.
 *
 * <ul>
 *   <li>Swift's and C#'s conditional-compilation lines, blanked ({@link Directives}).
 *   <li>Kotlin: a primary constructor on the line after its class's name ({@code public class
 *       Builder} then {@code internal constructor(...)}, as kotlinpoet and Dagger users write
 *       it) is valid Kotlin, but tree-sitter-kotlin reads the line break as the end of the class
 *       and the rest of the class as an ERROR. The line break becomes spaces.
 * </ul>
 */
final class Rereading {
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

    private Rereading() {}

    /** Whether a text of {@code language} whose parse has errors may be read again, rewritten. */
    static boolean applies(String language) {
        return Directives.blanks(language) || language.equals("kotlin");
    }

    /** {@code text} rewritten for a second parse, of the same length; null when nothing in it needs it. */
    static String rewritten(String language, String text) {
        if (language.equals("kotlin")) {
            return kotlinConstructorsJoined(text);
        }
        return Directives.blanked(language, text);
    }

    private static String kotlinConstructorsJoined(String text) {
        return text.contains("constructor") ? spaced(text, KOTLIN_CONSTRUCTOR_ON_NEXT_LINE.matcher(text), 1) : null;
    }

    /**
     * {@code text} with what {@code group} of each match of {@code m} (a matcher over it) spans
     * turned into spaces, so that every offset holds; null when nothing matched.
     */
    static String spaced(String text, Matcher m, int group) {
        char[] chars = null;
        while (m.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            Arrays.fill(chars, m.start(group), m.end(group), ' ');
        }
        return chars == null ? null : new String(chars);
    }
}
