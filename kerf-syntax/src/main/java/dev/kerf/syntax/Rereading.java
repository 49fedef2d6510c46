package dev.kerf.syntax;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
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
 *       and the rest of the class as an ERROR. The line break becomes spaces. So do the dollar
 *       signs opening a multi-dollar string ({@code $$"{\"$ref\": 1}"}, Kotlin 2.1).
 *   <li>C, C++ and CUDA: a loop macro ({@code TAILQ_FOREACH(wp, &w->panes, entry) {}, jq's
 *       {@code jv_array_foreach(a, i, x) {}) is a call followed by a block, which C's grammar
 *       cannot read: its name becomes {@code while} and spaces, a loop over a comma expression.
 *       So does one whose body is the one statement on the lines below it. An attribute macro
 *       before a type ({@code __unused struct client *c}, {@code __dead void}) becomes spaces.
 *       tmux's files that parse with errors went from 100 of 158 to 28, jq's from 16 of 42 to 12.
 *       So do linkage and export macros ({@code CURL_EXTERN}, {@code class LEVELDB_EXPORT Status},
 *       nginx's {@code ngx_inline} and {@code ngx_cdecl}) and annotations written as calls
 *       after a declaration ({@code EXCLUSIVE_LOCKS_REQUIRED(mutex_);}), found by
 *       {@link CMacros}. And a conditional block tree-sitter cannot read branch by branch (one
 *       inside a function, one whose branches do not each close the braces they open: {@code
 *       #ifdef X} {@code if (a) {} {@code #else} {@code if (b) {} {@code #endif}) is read as its
 *       first branch alone, as a compiler sees one configuration: the other branches and the
 *       directive lines become spaces ({@link Conditionals}). C++'s {@code typeid(double)} and
 *       {@code new float *[n]}, which the grammar cannot read, are read as a type's name and as
 *       {@code new float [n]}.
 *   <li>YAML written through a template engine (Helm charts, Ansible's Jinja): its actions become
 *       comments or plain scalars ({@link YamlTemplates}).
 *   <li>PowerShell, where tree-sitter-powershell 0.26 reads valid code as ERROR: a path written on
 *       from a variable in a command's argument ({@code Copy-Item $Source/* $Destination}) becomes
 *       part of the variable's name (underscores); a cased {@code -iin} or {@code -cnotin} becomes
 *       {@code -in} or {@code -notin}.
 *   <li>Dart: a field's {@code abstract}, a loop's label alone on its line, and a named argument
 *       called {@code get} or {@code set}, which tree-sitter-dart 1.1.6 reads as ERROR.
 *   <li>SQL: dbt's Jinja, psql's meta-commands, and the GRANT, REVOKE, ON CONFLICT and COMMIT
 *       the generic grammar has no rule for ({@link SqlReading}).
 *   <li>Swift: a macro written as a value ({@code = #_sourceLocation}) becomes {@code #line},
 *       the parentheses of {@code nonisolated(unsafe)} and a typed {@code throws(E)} spaces, so
 *       do Swift 6's {@code sending} and 5.9's {@code consume}, and the empty tuple as a value
 *       ({@code .success(())}) becomes {@code 0}.
 *   <li>GLSL: a layout qualifier that declares nothing ({@code layout(local_size_x = 16) in;}),
 *       which tree-sitter-glsl reads as ERROR with the declaration after it, and a scalar
 *       constructor after a parenthesis ({@code (float(i) * 2.0)}), which it takes for a cast, and
 *       an array type with its size ({@code float[9] kernel}), which it cannot read.
 *   <li>Objective-C: C's macros ({@link CMacros}) and Foundation's {@code typedef
 *       NS_ENUM(NSUInteger, Name) {}, read as {@code enum Name {}.
 *   <li>Scala 3: modifiers before an {@code enum} and a line opening with a value named
 *       {@code end} ({@link ScalaReading}).
 *   <li>Zig: a field named {@code async}, once a keyword, read as {@code _sync}.
 *   <li>TypeScript: call and construct signatures written without semicolons, one after another
 *       in an interface (swr's types, in the no-semicolon style), are valid but read as one
 *       member calling the next: the line break after each becomes a semicolon. A type
 *       parameter's variance ({@code <out T>}, zod's schemas) becomes spaces.
 * </ul>
 *
 * <p>Each language's rules are a class of their own ({@link KotlinReading}, {@link SwiftReading},
 * {@link TypeScriptReading}, {@link DartReading}, {@link PowerShellReading}, {@link GlslReading},
 * {@link ObjcReading}, {@link ScalaReading}, {@link SqlReading}); C's, with {@link CMacros} and
 * {@link Conditionals}, and the one-line rules of Zig and Haskell are here.
 *
 * <p>The second parse is kept when it is less damaged than the first ({@link NativeTree#damage}),
 * not only when it is clean: one macro the rules do not know leaves an error, and the rest of the
 * file should still gain from those they do.
 */
final class Rereading {
    /**
     * An indented line that opens with a name of five or more chars and its arguments, then
     * {@code {} at the line's end or a line indented further (not opening with {@code :}, a C++
     * constructor's initializers): a loop macro (a C statement never calls a function and then
     * opens a block). A name the text declares as a class is its constructor, not a loop.
     */
    private static final Pattern C_LOOP_MACRO = Pattern.compile(
            "(?m)^([ \\t]+)(?!(?:switch|return|sizeof|while|catch)\\b)([A-Za-z_][A-Za-z0-9_]{4,})"
                    + "(?=[ \\t]*\\([^\\n]*\\)[ \\t]*(?:\\{[ \\t]*$|\\r?\\n\\1[ \\t]+[^ \\t\\r\\n{:]))");
    private Rereading() {}

    /** Whether a text of {@code language} whose parse has errors may be read again, rewritten. */
    static boolean applies(String language) {
        return Directives.blanks(language) || language.equals("swift") || language.equals("kotlin") || readsAsC(language)
                || language.equals("yaml") || language.equals("typescript") || language.equals("tsx") || language.equals("sql")
                || language.equals("powershell") || language.equals("dart") || language.equals("glsl") || language.equals("objc")
                || language.equals("scala") || language.equals("zig");
    }

    /**
     * A field named {@code async} ({@code async: bool = false,} in a struct, {@code .async = true}
     * in an initializer), a keyword tree-sitter-zig 1.1 knows from older Zig, which reads it as
     * ERROR: group 1 is its first letter, which becomes an underscore.
     */
    private static final Pattern ZIG_ASYNC_NAME = Pattern.compile("(?m)(?:^[ \\t]*|\\.)(a)sync(?=[ \\t]*[:=,})])");

    /** A line of Haskell's CPP that opens another branch: {@code #else}, {@code #elif}. */
    private static final Pattern HASKELL_OTHER_BRANCH = Pattern.compile("(?m)^#[ \\t]*(?:else|elif)\\b");

    /**
     * Whether a text that parses cleanly still holds code its grammar did not read: Haskell's, with
     * an {@code #else} or {@code #elif}, whose branch tree-sitter-haskell takes for one opaque line
     * of CPP (aeson's KeyMap holds its whole HashMap implementation in one). It is read a second
     * time with its directive lines blanked, and that parse kept when no more damaged.
     */
    static boolean hidesBranches(String language, String text) {
        return language.equals("haskell") && text.indexOf('#') >= 0 && HASKELL_OTHER_BRANCH.matcher(text).find();
    }

    /** C, C++ and CUDA (C++ with kernels), whose macros one reading covers. */
    private static boolean readsAsC(String language) {
        return language.equals("c") || language.equals("cpp") || language.equals("cuda");
    }

    /** {@code text} rewritten for a second parse, of the same length; null when nothing in it needs it. */
    static String rewritten(String language, String text) {
        if (language.equals("kotlin")) {
            return KotlinReading.read(text);
        }
        if (readsAsC(language)) {
            return cMacrosRead(text);
        }
        if (language.equals("yaml")) {
            return YamlTemplates.read(text);
        }
        if (language.equals("sql")) {
            return SqlReading.read(text);
        }
        if (language.equals("powershell")) {
            return PowerShellReading.read(text);
        }
        if (language.equals("dart")) {
            return DartReading.read(text);
        }
        if (language.equals("typescript") || language.equals("tsx")) {
            return TypeScriptReading.read(text);
        }
        if (language.equals("swift")) {
            return SwiftReading.read(text);
        }
        if (language.equals("glsl")) {
            return GlslReading.read(text);
        }
        if (language.equals("objc")) {
            return ObjcReading.read(text);
        }
        if (language.equals("scala")) {
            return ScalaReading.read(text);
        }
        if (language.equals("zig")) {
            char[] chars = text.contains("async") ? replaced(text, null, ZIG_ASYNC_NAME, "_") : null;
            return chars == null ? null : new String(chars);
        }
        return Directives.blanked(language, text);
    }

    /**
     * C++'s {@code typeid} of a type written as a keyword ({@code typeid(double)}), which
     * tree-sitter-cpp reads as ERROR: group 1 is the keyword's first letter, which becomes an
     * underscore (a type's name).
     */
    private static final Pattern CPP_TYPEID_OF_KEYWORD = Pattern.compile("\\btypeid[ \\t]*\\([ \\t]*((?:float|double|int|char|bool|long|short|unsigned|signed)[ \\t]*\\))");
    /**
     * An array of pointers made with {@code new} ({@code new const float *[levels]}), which
     * tree-sitter-cpp reads as ERROR: group 1, a {@code const}, and group 2, the stars, become
     * spaces (an array of the type).
     */
    private static final Pattern CPP_NEW_POINTER_ARRAY = Pattern.compile("\\bnew[ \\t]+(const[ \\t]+)?[A-Za-z_][A-Za-z0-9_:]*[ \\t]*(\\*+)[ \\t]*\\[");

    private static String cMacrosRead(String text) {
        char[] chars = null;
        Matcher loop = C_LOOP_MACRO.matcher(text);
        java.util.Set<String> classNames = null;
        while (loop.find()) {
            if (classNames == null) {
                classNames = classNames(text);
            }
            if (classNames.contains(loop.group(2))) {
                continue; // a C++ constructor defined in its class, not a loop
            }
            chars = spaces(text, chars, loop.start(2) + 5, loop.end(2));
            "while".getChars(0, 5, chars, loop.start(2));
        }
        chars = CMacros.blanked(text, chars);
        chars = Conditionals.firstBranches(text, chars);
        if (text.contains("typeid")) {
            chars = replaced(text, chars, CPP_TYPEID_OF_KEYWORD, "_");
        }
        if (text.contains("new ")) {
            Matcher pointers = CPP_NEW_POINTER_ARRAY.matcher(text);
            while (pointers.find()) {
                if (pointers.start(1) >= 0) {
                    chars = spaces(text, chars, pointers.start(1), pointers.end(1));
                }
                chars = spaces(text, chars, pointers.start(2), pointers.end(2));
            }
        }
        return chars == null ? null : new String(chars);
    }

    /** The words after {@code class} or {@code struct}: the names the text declares classes by (and any export macro: {@code class YAML_CPP_API Exception}). */
    private static final Pattern CLASS_WORDS = Pattern.compile("\\b(?:class|struct)((?:[ \\t]+[A-Za-z_][A-Za-z0-9_]*)+)");

    /** The names {@code text} declares classes or structs by, found once per text. */
    private static java.util.Set<String> classNames(String text) {
        java.util.Set<String> names = new java.util.HashSet<>();
        Matcher m = CLASS_WORDS.matcher(text);
        while (m.find()) {
            names.addAll(java.util.Arrays.asList(m.group(1).strip().split("[ \\t]+")));
        }
        return names;
    }

    /**
     * Moves the start of every node that begins after blanked words on its line ({@code MY_API}
     * before {@code my_hash_t my_digest(...)}) back to the line's first char as written, so that the
     * definition keeps its whole first line: a cut at the node's start fell inside the line, leaving
     * the macro at the end of the chunk before.
     */
    static void widenOverBlanked(SyntaxNode node, String text, String rewritten) {
        for (SyntaxNode child : node.children) {
            widenOverBlanked(child, text, rewritten);
        }
        int first = Lines.lineStart(text, node.start, 0);
        while (first < node.start && (text.charAt(first) == ' ' || text.charAt(first) == '\t')) {
            first++;
        }
        if (first < node.start && Whitespace.isBlank(rewritten, first, node.start)) {
            node.start = first;
        }
        if (!node.children.isEmpty() && node.children.getFirst().start < node.start) {
            node.start = node.children.getFirst().start;
        }
    }

    /**
     * {@code text} with what {@code group} of each match of {@code m} (a matcher over it) spans
     * turned into spaces, so that every offset holds; null when nothing matched.
     */
    static String spaced(String text, Matcher m, int group) {
        char[] chars = null;
        while (m.find()) {
            chars = spaces(text, chars, m.start(group), m.end(group));
        }
        return chars == null ? null : new String(chars);
    }

    /**
     * {@code chars} (a copy of {@code text}, made here when first needed and null until then) with
     * {@code with} written at the start of group 1 of every match of {@code p} over {@code text}.
     */
    static char[] replaced(String text, char[] chars, Pattern p, String with) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            with.getChars(0, with.length(), chars, m.start(1));
        }
        return chars;
    }

    /**
     * {@code chars} (a copy of {@code text}, made here when first needed and null until then) with
     * group 1 of every match of {@code p} over {@code text} as spaces.
     */
    static char[] blanked(String text, char[] chars, Pattern p) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            chars = spaces(text, chars, m.start(1), m.end(1));
        }
        return chars;
    }

    /** {@code chars} (a copy of {@code text}, made here when first needed and null until then) with {@code [from, to)} as spaces. */
    static char[] spaces(String text, char[] chars, int from, int to) {
        if (chars == null) {
            chars = text.toCharArray();
        }
        Arrays.fill(chars, from, to, ' ');
        return chars;
    }
}
