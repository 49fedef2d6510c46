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
     * {@code {} at the line's end or a line indented further (not opening with {@code :}, a C++
     * constructor's initializers): a loop macro (a C statement never calls a function and then
     * opens a block). A name the text declares as a class is its constructor, not a loop.
     */
    private static final Pattern C_LOOP_MACRO = Pattern.compile(
            "(?m)^([ \\t]+)(?!(?:switch|return|sizeof|while|catch)\\b)([A-Za-z_][A-Za-z0-9_]{4,})"
                    + "(?=[ \\t]*\\([^\\n]*\\)[ \\t]*(?:\\{[ \\t]*$|\\r?\\n\\1[ \\t]+[^ \\t\\r\\n{:]))");
    /**
     * The end of a TypeScript call or construct signature written without a semicolon (a line
     * that closes a parameter list, {@code ): SWRResponse<Data, Error>}, or holds a whole one),
     * when the next line of code opens another ({@code <Data>(} or {@code (}), past blank and
     * comment lines: valid TypeScript, which tree-sitter-typescript reads as one member calling
     * the next. Group 1 is the line break, which becomes a semicolon.
     */
    private static final Pattern TS_SIGNATURE_WITHOUT_SEMICOLON = Pattern.compile(
            "(?m)^[ \\t]*(?:\\)|[<(][^\\n]*\\))[ \\t]*:[^\\n;{}]*[^\\s;{},](?<!=>)[ \\t]*(\\r?\\n)"
                    + "(?=(?:[ \\t]*(?:(?:/[/*]|\\*)[^\\n]*)?\\r?\\n)*[ \\t]*[<(])");

    /** A PowerShell variable followed at once by a path ({@code $Source/*}, {@code $dir\\bin}): group 1 is the path. */
    private static final Pattern POWERSHELL_VARIABLE_PATH = Pattern.compile("(?<=\\s)\\$[A-Za-z_][\\w]*([/\\\\][^\\s|;(){}\\[\\]\"',]*)");

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
            return kotlinRead(text);
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
            return powerShellRead(text);
        }
        if (language.equals("dart")) {
            return dartRead(text);
        }
        if (language.equals("typescript") || language.equals("tsx")) {
            return typeScriptSignaturesEnded(text);
        }
        if (language.equals("swift")) {
            return swiftRead(text);
        }
        if (language.equals("glsl")) {
            return glslRead(text);
        }
        if (language.equals("objc")) {
            return objcRead(text);
        }
        if (language.equals("scala")) {
            return ScalaReading.read(text);
        }
        if (language.equals("zig")) {
            return text.contains("async") ? spaced(text, ZIG_ASYNC_NAME.matcher(text), 1, '_') : null;
        }
        return Directives.blanked(language, text);
    }

    /** A Dart member's {@code abstract} (an indented line: Dart's classes do not nest), before a field's {@code final}, {@code var}, {@code late} or {@code covariant}. */
    private static final Pattern DART_ABSTRACT_FIELD = Pattern.compile("(?m)^[ \\t]+(abstract)[ \\t]+(?=(?:final|var|late|covariant|external)\\b)");
    /** A Dart label alone on its line before the loop or switch it names ({@code outer:} above {@code await for}). */
    private static final Pattern DART_LABEL = Pattern.compile("(?m)^[ \\t]+([A-Za-z_$][\\w$]*:)[ \\t]*(?=\\r?\\n[ \\t]*(?:await[ \\t]+)?(?:for|while|do|switch)\\b)");
    /** A named argument called {@code get} or {@code set} ({@code register(set: true)}): group 1 is the word's last letter. */
    private static final Pattern DART_ACCESSOR_ARGUMENT = Pattern.compile("(?<=[(,][ \\t\\r\\n]{0,40})\\b[gs]e(t)(?=[ \\t]*:)");

    /**
     * Dart, where the grammar (tree-sitter-dart 1.1.6) reads valid code as ERROR: a field's {@code abstract}
     * ({@code abstract final int port;}, Dart 3) and a loop's label alone on its line become
     * spaces, and a named argument called {@code get} or {@code set} another name of its length.
     */
    private static String dartRead(String text) {
        char[] chars = null;
        for (Pattern p : new Pattern[] {DART_ABSTRACT_FIELD, DART_LABEL}) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                chars = spaces(text, chars, m.start(1), m.end(1));
            }
        }
        Matcher accessor = DART_ACCESSOR_ARGUMENT.matcher(text);
        while (accessor.find()) {
            chars = spaces(text, chars, accessor.start(1), accessor.end(1));
            chars[accessor.start(1)] = '_';
        }
        return chars == null ? null : new String(chars);
    }

    /** PowerShell's case-sensitive and -insensitive forms of -in and -notin, which tree-sitter-powershell 0.26 lacks: group 1 is the prefix letter. */
    private static final Pattern POWERSHELL_CASED_IN = Pattern.compile("(?i)(?<=\\s)-([ic])(?:not)?in(?=\\s)");
    /**
     * PowerShell: a path written on from a variable becomes part of its name, and the prefix of a
     * cased {@code -iin} or {@code -cnotin} a space ({@code -in}, {@code -notin}).
     */
    private static String powerShellRead(String text) {
        char[] chars = null;
        Matcher path = POWERSHELL_VARIABLE_PATH.matcher(text);
        while (path.find()) {
            chars = spaces(text, chars, path.start(1), path.end(1));
            Arrays.fill(chars, path.start(1), path.end(1), '_');
        }
        Matcher cased = POWERSHELL_CASED_IN.matcher(text);
        while (cased.find()) {
            // "-iin" -> " -in": the operator moves one char right, its length kept
            chars = spaces(text, chars, cased.start(), cased.start(1) + 1);
            chars[cased.start() + 1] = '-';
        }
        return chars == null ? null : new String(chars);
    }

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

    /**
     * Swift: the directive lines blanked ({@link Directives}), a macro as a value read as
     * {@code #line}, the parentheses of {@code nonisolated(unsafe)} and of a typed
     * {@code throws(E)}, and the words {@code sending} and {@code consume} blanked, and the empty
     * tuple as a value ({@code .success(())}) read as {@code 0}. swift-argument-parser's test helpers (a
     * {@code sourceLocation: SourceLocation = #_sourceLocation} parameter) lost every function
     * after the first to the delimiter structure, cut inside their parameter lists.
     */
    private static String swiftRead(String text) {
        String blanked = Directives.blanked("swift", text);
        String read = blanked == null ? text : blanked;
        char[] chars = null;
        if (read.indexOf('#') >= 0) {
            Matcher macro = SWIFT_MACRO_VALUE.matcher(read);
            while (macro.find()) {
                if (!SWIFT_LITERALS.contains(macro.group(1))) {
                    chars = spaces(read, chars, macro.start(), macro.end());
                    "#line".getChars(0, 5, chars, macro.start());
                }
            }
        }
        if (read.contains("nonisolated(") || read.contains("throws(") || read.contains("throws (")) {
            Matcher parenthesized = SWIFT_PARENTHESIZED.matcher(read);
            while (parenthesized.find()) {
                chars = spaces(read, chars, parenthesized.start(1), parenthesized.end(1));
            }
        }
        if (read.contains("()")) {
            Matcher tuple = SWIFT_EMPTY_TUPLE.matcher(read);
            while (tuple.find()) {
                chars = spaces(read, chars, tuple.start(1), tuple.end(1));
                chars[tuple.start(1)] = '0';
            }
        }
        if (read.contains("sending") || read.contains("consume")) {
            Matcher word = SWIFT_OWNERSHIP_WORD.matcher(read);
            while (word.find()) {
                chars = spaces(read, chars, word.start(1), word.end(1));
            }
        }
        return chars != null ? new String(chars) : blanked;
    }

    /**
     * A GLSL layout qualifier that declares nothing, only the stage's input or output ({@code
     * layout(local_size_x = 16) in;}, a compute shader's work group): group 1 is the whole statement.
     */
    private static final Pattern GLSL_STAGE_LAYOUT = Pattern.compile("(?m)^[ \\t]*(layout[ \\t]*\\([^()]*\\)[ \\t]*(?:in|out)[ \\t]*;)");

    /**
     * A GLSL constructor of a scalar type right after an opening parenthesis ({@code (float(i) *
     * 2.0)}), which tree-sitter-glsl takes for a cast and reads as ERROR: group 1 is the type's
     * first letter, which becomes an underscore, a call of a function of that name.
     */
    private static final Pattern GLSL_SCALAR_CONSTRUCTOR = Pattern.compile("\\([ \\t]*((?:float|int|bool|double)[ \\t]*\\()");

    /**
     * A GLSL array type written with its size on the type ({@code float[9] kernel}, {@code const
     * vec4[3] positions}, an array constructor {@code float[](...)}), which tree-sitter-glsl cannot
     * read: group 1 is the brackets, which become spaces (the size written on the name, as C does,
     * it can).
     */
    private static final Pattern GLSL_ARRAY_TYPE = Pattern.compile("\\b[A-Za-z_][A-Za-z0-9_]*[ \\t]*(\\[[^\\]\\n]*\\])(?=[ \\t]*(?:[A-Za-z_]|\\())");

    /**
     * GLSL: the directive lines blanked ({@link Directives}); a layout qualifier that declares
     * nothing ({@code layout(local_size_x = 16) in;}) made spaces, which tree-sitter-glsl 0.2 reads
     * as ERROR together with the declaration after it (the uniform block of most compute shaders);
     * an array type's size made spaces; and a scalar constructor after a parenthesis read as a call.
     */
    private static String glslRead(String text) {
        String blanked = Directives.blanked("glsl", text);
        char[] chars = blanked == null ? null : blanked.toCharArray();
        String read = blanked == null ? text : blanked;
        if (read.contains("layout")) {
            Matcher layout = GLSL_STAGE_LAYOUT.matcher(read);
            while (layout.find()) {
                chars = spaces(read, chars, layout.start(1), layout.end(1));
            }
        }
        if (read.indexOf('[') >= 0) {
            Matcher array = GLSL_ARRAY_TYPE.matcher(read);
            while (array.find()) {
                chars = spaces(read, chars, array.start(1), array.end(1));
            }
        }
        chars = replaced(read, chars, GLSL_SCALAR_CONSTRUCTOR, "_");
        return chars == null ? null : new String(chars);
    }

    /**
     * Foundation's enum macros, {@code typedef NS_ENUM(NSUInteger, SDImageCacheType) {}: group 1
     * is {@code typedef NS_ENUM(} with the underlying type and its comma, group 2 the name, group
     * 3 the closing parenthesis.
     */
    private static final Pattern OBJC_ENUM_MACRO = Pattern.compile(
            "(typedef[ \\t]+NS_(?:ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM)[ \\t]*\\([^,()\\n]*,[ \\t]*)([A-Za-z_][A-Za-z0-9_]*)([ \\t]*\\))");

    /**
     * Objective-C: C's macros ({@link CMacros}: {@code NS_SWIFT_NONISOLATED} alone on its line
     * above an {@code @interface}, export macros), and Foundation's {@code typedef
     * NS_ENUM(NSUInteger, Name) {}, which tree-sitter-objc reads as ERROR with what follows it,
     * read as {@code enum Name {}.
     */
    private static String objcRead(String text) {
        char[] chars = CMacros.blanked(text, null);
        if (text.contains("NS_")) {
            Matcher m = OBJC_ENUM_MACRO.matcher(text);
            while (m.find()) {
                chars = spaces(text, chars, m.start(1), m.end(1));
                "enum".getChars(0, 4, chars, m.start(1));
                text.getChars(m.start(2), m.end(2), chars, m.start(2)); // which CMacros took for an annotation's argument
                chars = spaces(text, chars, m.start(3), m.end(3));
            }
        }
        return chars == null ? null : new String(chars);
    }

    /** The dollar signs that open a multi-dollar string ({@code $$"{\"$ref\": 1}"}, Kotlin 2.1): group 1. */
    private static final Pattern KOTLIN_MULTI_DOLLAR = Pattern.compile("(?<![\\w$\"])(\\$\\$+)(?=\")");

    /**
     * Kotlin: a primary constructor on the line after its class joined to it, and the dollar signs
     * that open a multi-dollar string made spaces (an ordinary string, whose {@code $$name} reads
     * as a dollar and a template): tree-sitter-kotlin reads {@code $$"..."} as ERROR together with
     * the class around it, whose other members were lost from its symbols.
     */
    private static String kotlinRead(String text) {
        char[] chars = null;
        if (text.contains("constructor")) {
            Matcher m = KOTLIN_CONSTRUCTOR_ON_NEXT_LINE.matcher(text);
            while (m.find()) {
                chars = spaces(text, chars, m.start(1), m.end(1));
            }
        }
        if (text.contains("$$\"")) {
            Matcher m = KOTLIN_MULTI_DOLLAR.matcher(text);
            while (m.find()) {
                chars = spaces(text, chars, m.start(1), m.end(1));
            }
        }
        return chars == null ? null : new String(chars);
    }

    /**
     * A type parameter's variance annotation ({@code interface Schema<out T = unknown>}, {@code <in
     * out T>}, TypeScript 4.7), which tree-sitter-typescript reads as ERROR: group 1 becomes spaces.
     */
    private static final Pattern TS_VARIANCE = Pattern.compile("(?<=[<,][ \\t\\r\\n]{0,40})((?:in[ \\t]+)?out[ \\t]+|in[ \\t]+)(?=[A-Za-z_$][\\w$]*[ \\t]*(?:[,>=]|extends\\b))");

    /**
     * TypeScript: each call signature without a semicolon before another ended with one, in place
     * of its line break, and type parameters' variance annotations blanked.
     */
    private static String typeScriptSignaturesEnded(String text) {
        Matcher m = TS_SIGNATURE_WITHOUT_SEMICOLON.matcher(text);
        char[] chars = null;
        while (m.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            chars[m.start(1)] = ';'; // the \r of a CRLF, or the \n
        }
        if (text.contains("out ") || text.contains("in ")) {
            Matcher variance = TS_VARIANCE.matcher(text);
            while (variance.find()) {
                chars = spaces(text, chars, variance.start(1), variance.end(1));
            }
        }
        return chars == null ? null : new String(chars);
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
        return spaced(text, m, group, ' ');
    }

    /** As {@link #spaced(String, Matcher, int)}, with {@code fill} for spaces. */
    static String spaced(String text, Matcher m, int group, char fill) {
        char[] chars = null;
        while (m.find()) {
            chars = spaces(text, chars, m.start(group), m.end(group));
            Arrays.fill(chars, m.start(group), m.end(group), fill);
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

    /** {@code chars} (a copy of {@code text}, made here when first needed and null until then) with {@code [from, to)} as spaces. */
    static char[] spaces(String text, char[] chars, int from, int to) {
        if (chars == null) {
            chars = text.toCharArray();
        }
        Arrays.fill(chars, from, to, ' ');
        return chars;
    }
}
