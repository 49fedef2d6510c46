package dev.kerf.syntax;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A second reading of a text whose parse has errors, for languages whose grammar cannot read some
 * valid code: the text rewritten to one of the same length that the grammar can read, so that every
 * offset of its tree holds for the text as written. {@link SyntaxSegmenter} keeps that parse when
 * it is less damaged than the first.
 *
 * <ul>
 *   <li>Swift's and C#'s conditional-compilation lines, blanked ({@link Directives}).
 *   <li>Kotlin: a primary constructor on the line after its class's name ({@code public class
 *       Builder} then {@code internal constructor(...)}, as kotlinpoet and Dagger users write
 *       it) is valid Kotlin, but tree-sitter-kotlin reads the line break as the end of the class
 *       and the rest of the class as an ERROR. The line break becomes spaces.
 *   <li>C and C++: a loop macro ({@code TAILQ_FOREACH(wp, &w->panes, entry) {}, jq's
 *       {@code jv_array_foreach(a, i, x) {}) is a call followed by a block, which C's grammar
 *       cannot read: its name becomes {@code while} and spaces, a loop over a comma expression.
 *       So does one whose body is the one statement on the lines below it. An attribute macro
 *       before a type ({@code __unused struct client *c}, {@code __dead void}) becomes spaces.
 *       tmux's files that parse with errors went from 100 of 158 to 28, jq's from 16 of 42 to 12.
 *       So do linkage and export macros ({@code CURL_EXTERN}, {@code class LEVELDB_EXPORT Status},
 *       nginx's {@code ngx_inline} and {@code ngx_cdecl}) and annotations written as calls
 *       after a declaration ({@code EXCLUSIVE_LOCKS_REQUIRED(mutex_);}). And a conditional
 *       block whose branches do not each close the braces they open ({@code #ifdef X} {@code
 *       if (a) {} {@code #else} {@code if (b) {} {@code #endif}) is read as its first branch
 *       alone, as a compiler sees one configuration: the other branches and the directive
 *       lines become spaces.
 * </ul>
 *
 * <p>The second parse is kept when it is less damaged than the first ({@link NativeTree#damage}),
 * not only when it is clean: one macro the rules do not know leaves an error, and the rest of the
 * file should still gain from those they do.
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

    /**
     * An indented line that opens with a name of five or more chars and its arguments, then
     * {@code {} at the line's end or a line indented further: a loop macro (a C statement never
     * calls a function and then opens a block).
     */
    private static final Pattern C_LOOP_MACRO = Pattern.compile(
            "(?m)^([ \\t]+)(?!(?:switch|return|sizeof|while|catch)\\b)([A-Za-z_][A-Za-z0-9_]{4,})"
                    + "(?=[ \\t]*\\([^\\n]*\\)[ \\t]*(?:\\{[ \\t]*$|\\r?\\n\\1[ \\t]+[^ \\t\\r\\n{]))");
    /** A double-underscore word before a type or a name, not called: an attribute macro. */
    private static final Pattern C_ATTRIBUTE_MACRO = Pattern.compile("\\b__[a-z][a-z_]*\\b(?=[ \\t]+[A-Za-z_*])");
    /**
     * A word named as linkage, export and inline macros are ({@code CURL_EXTERN}, {@code
     * LEVELDB_EXPORT}, {@code YAML_CPP_API}, nginx's {@code ngx_inline}, {@code ngx_cdecl}),
     * before a type or a name, not called.
     */
    private static final Pattern C_LINKAGE_MACRO = Pattern.compile(
            "\\b(?:(?:[A-Z][A-Z0-9]*_)+(?:EXTERN|EXPORT|API|DLL|INLINE|DECL|PUBLIC|HIDDEN)|WINAPI|WSAAPI|NTAPI|APIENTRY|CALLBACK)\\b(?=[ \\t]+[A-Za-z_*])"
                    + "|\\b[a-z][a-z0-9]*_(?:inline|cdecl)\\b(?=[ \\t\\r\\n]+[A-Za-z_*])");
    /**
     * An annotation written as a call of a macro in upper case after a declaration, before its
     * {@code ;}, {@code {} or {@code =}: Clang's thread-safety annotations as leveldb and Abseil
     * write them ({@code void Compact() EXCLUSIVE_LOCKS_REQUIRED(mutex_);}, {@code int n_
     * GUARDED_BY(mu_);}).
     */
    private static final Pattern C_ANNOTATION_CALL = Pattern.compile(
            "(?<=\\))[ \\t\\r\\n]+([A-Z][A-Z0-9]*_[A-Z0-9_]*\\([^()\\n]*\\))(?=[ \\t\\r\\n]*(?:;|\\{|=|const\\b|override\\b))"
                    + "|(?<=[A-Za-z0-9_])(?:[ \\t]+|[ \\t]*\\r?\\n[ \\t]+)([A-Z][A-Z0-9]*_[A-Z0-9_]*\\([^()\\n]*\\))(?=[ \\t]*;)");

    private Rereading() {}

    /** Whether a text of {@code language} whose parse has errors may be read again, rewritten. */
    static boolean applies(String language) {
        return Directives.blanks(language) || language.equals("kotlin") || language.equals("c") || language.equals("cpp");
    }

    /** {@code text} rewritten for a second parse, of the same length; null when nothing in it needs it. */
    static String rewritten(String language, String text) {
        if (language.equals("kotlin")) {
            return kotlinConstructorsJoined(text);
        }
        if (language.equals("c") || language.equals("cpp")) {
            return cMacrosRead(text);
        }
        return Directives.blanked(language, text);
    }

    private static String kotlinConstructorsJoined(String text) {
        return text.contains("constructor") ? spaced(text, KOTLIN_CONSTRUCTOR_ON_NEXT_LINE.matcher(text), 1) : null;
    }

    private static String cMacrosRead(String text) {
        char[] chars = null;
        Matcher loop = C_LOOP_MACRO.matcher(text);
        while (loop.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            "while".getChars(0, 5, chars, loop.start(2));
            Arrays.fill(chars, loop.start(2) + 5, loop.end(2), ' ');
        }
        chars = blanked(text, chars, C_ATTRIBUTE_MACRO.matcher(text), 0);
        chars = blanked(text, chars, C_LINKAGE_MACRO.matcher(text), 0);
        Matcher annotation = C_ANNOTATION_CALL.matcher(text);
        while (annotation.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            int group = annotation.start(1) >= 0 ? 1 : 2;
            Arrays.fill(chars, annotation.start(group), annotation.end(group), ' ');
        }
        chars = Conditionals.firstBranches(text, chars);
        return chars == null ? null : new String(chars);
    }

    /** {@code chars} (a copy of {@code text} made when first needed) with {@code group} of each match blanked. */
    private static char[] blanked(String text, char[] chars, Matcher m, int group) {
        while (m.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            Arrays.fill(chars, m.start(group), m.end(group), ' ');
        }
        return chars;
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
