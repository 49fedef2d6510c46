package dev.kerf.syntax;

import java.util.Set;

/**
 * The macros of C and C++ that tree-sitter cannot read where they stand, found in one pass over
 * the words of a text, for {@link Rereading} to turn into spaces: an attribute before a type or a
 * name ({@code __unused struct client *c}), a linkage, export or calling-convention macro
 * ({@code CURL_EXTERN}, {@code class LEVELDB_EXPORT Status}, nginx's {@code ngx_inline} and
 * {@code ngx_cdecl}, {@code WINAPI}, cJSON's {@code CJSON_CDECL}), an attribute with arguments
 * (CUDA's {@code __align__(16)}), a macro alone on its line
 * ({@code FMT_BEGIN_NAMESPACE}), and an annotation written as a call after a declaration,
 * before its {@code ;}, {@code {} or {@code =} (Clang's thread-safety annotations as leveldb and
 * Abseil write them: {@code void Compact() EXCLUSIVE_LOCKS_REQUIRED(mutex_);}, {@code int n_
 * GUARDED_BY(mu_);}), when its arguments are names, not a function's parameters. A scan, not
 * regular expressions: these run over every C file that parses with errors, and three patterns
 * tried at every word cost a quarter of the chunking time.
 */
final class CMacros {
    /**
     * How linkage, export and calling-convention macros end: {@code CURL_EXTERN}, {@code
     * LEVELDB_EXPORT}, {@code YAML_CPP_API}, CUDA's {@code CUDART_CB}, Vulkan's {@code VKAPI_ATTR}
     * and {@code VKAPI_CALL}.
     */
    private static final String[] LINKAGE_SUFFIXES = {"_EXTERN", "_EXPORT", "_API", "_DLL", "_INLINE", "_DECL", "_PUBLIC", "_HIDDEN",
        "_CDECL", "_STDCALL", "_FASTCALL", "_CALLCONV", "_CALL", "_CB", "_ATTR"};
    /** Windows' calling conventions, written between a function's type and its name. */
    private static final Set<String> CALLING_CONVENTIONS = Set.of("WINAPI", "WSAAPI", "NTAPI", "APIENTRY", "CALLBACK");

    /** Types a parameter may be written as alone ({@code int F(void)}, {@code int F(int)}). */
    private static final Set<String> TYPE_WORDS = Set.of("void", "int", "char", "short", "long", "float", "double",
        "bool", "unsigned", "signed", "size_t", "...");

    private CMacros() {}

    /** {@code chars} (a copy of {@code text}, made here when first needed and null until then) with the macros blanked. */
    static char[] blanked(String text, char[] chars) {
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (!isWordStart(c) || i > 0 && isWordPart(text.charAt(i - 1))) {
                i++;
                continue;
            }
            int end = i + 1;
            while (end < n && isWordPart(text.charAt(end))) {
                end++;
            }
            String word = text.substring(i, end);
            if (isAttribute(word) && beforeName(text, end, false)
                    || isLinkage(word) && beforeName(text, end, false)
                    || isLowerLinkage(word) && beforeName(text, end, true)
                    || isUpperMacro(word) && opensLine(text, i) && (typeAndNameThenParen(text, end) || endsLine(text, end))) {
                chars = Rereading.spaces(text, chars, i, end);
            } else if (isAttribute(word) && word.endsWith("__") && end < n && text.charAt(end) == '(') {
                // An attribute with arguments, CUDA's __align__(16) and __launch_bounds__(128), before
                // a name, a type or a struct's body: struct __align__(8) { ... }, int __align__(8) s_data[4].
                int close = closing(text, end);
                if (close > 0 && (beforeName(text, close + 1, true) || opensBody(text, close + 1))) {
                    chars = Rereading.spaces(text, chars, i, close + 1);
                    end = close + 1;
                }
            } else if (isCapitals(word) && text.startsWith("((", end) && annotates(text, i)) {
                // A prototype macro of old compilers around a function's parameters: zlib's OF((z_streamp
                // strm)), BSD's __P((int)), Tcl's _ANSI_ARGS_((...)). The function took its name from a parameter.
                int close = outerClose(text, end);
                if (close > 0) {
                    chars = Rereading.spaces(text, chars, i, end + 1);
                    chars = Rereading.spaces(text, chars, close, close + 1);
                    end = end + 1;
                }
            } else if (isUpperMacro(word) && end < n && text.charAt(end) == '(') {
                int close = closing(text, end);
                if (close > 0 && annotates(text, i) && endsDeclaration(text, close + 1) && namesOnly(text, end + 1, close)) {
                    chars = Rereading.spaces(text, chars, i, close + 1);
                    end = close + 1;
                }
            }
            i = end;
        }
        return chars;
    }

    private static boolean isWordStart(char c) {
        return c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    private static boolean isWordPart(char c) {
        return isWordStart(c) || c >= '0' && c <= '9';
    }

    /** {@code __unused}, {@code __dead}: two underscores and lower-case letters. */
    private static boolean isAttribute(String word) {
        if (word.length() < 3 || !word.startsWith("__") || word.charAt(2) == '_') {
            return false;
        }
        for (int k = 2; k < word.length(); k++) {
            char c = word.charAt(k);
            if (!(c >= 'a' && c <= 'z' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    private static boolean isLinkage(String word) {
        if (CALLING_CONVENTIONS.contains(word)) {
            return true;
        }
        if (!isUpperMacro(word)) {
            return false;
        }
        for (String suffix : LINKAGE_SUFFIXES) {
            if (word.endsWith(suffix) && word.length() > suffix.length()) {
                return true;
            }
        }
        return false;
    }

    /** nginx's {@code ngx_inline} and {@code ngx_cdecl}. */
    private static boolean isLowerLinkage(String word) {
        return (word.endsWith("_inline") || word.endsWith("_cdecl")) && word.indexOf('_') > 0
                && word.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_');
    }

    /** A word in upper case that holds an underscore, not at its start: a macro's name. */
    private static boolean isUpperMacro(String word) {
        if (word.charAt(0) < 'A' || word.charAt(0) > 'Z' || word.indexOf('_') < 0) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            char c = word.charAt(k);
            if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    /** A word in capitals, digits and underscores, with a capital: {@code OF}, {@code __P}, {@code _ANSI_ARGS_}. */
    private static boolean isCapitals(String word) {
        boolean letter = false;
        for (int k = 0; k < word.length(); k++) {
            char c = word.charAt(k);
            if (c >= 'A' && c <= 'Z') {
                letter = true;
            } else if (!(c >= '0' && c <= '9' || c == '_')) {
                return false;
            }
        }
        return letter;
    }

    /** The {@code )} that closes the {@code (} at {@code open}, parens inside counted, on its line; -1 when none does. */
    private static int outerClose(String text, int open) {
        int depth = 0;
        for (int k = open; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return k;
            } else if (c == '\n') {
                return -1;
            }
        }
        return -1;
    }

    /**
     * Whether only spaces or tabs (and a line comment) follow {@code at} on its line: a macro alone
     * on its line, as fmt's {@code FMT_BEGIN_NAMESPACE} and GLib's {@code G_BEGIN_DECLS} are, which
     * open or close a namespace or a linkage block. tree-sitter took it for the type of what the
     * next line declares ({@code namespace detail {} became a function named detail).
     */
    private static boolean endsLine(String text, int at) {
        int k = at;
        while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        return k == text.length() || text.charAt(k) == '\n' || text.charAt(k) == '\r' || text.startsWith("//", k);
    }

    /** Whether only spaces or tabs come before {@code at} on its line. */
    private static boolean opensLine(String text, int at) {
        int k = at - 1;
        while (k >= 0 && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k--;
        }
        return k < 0 || text.charAt(k) == '\n' || text.charAt(k) == '\r';
    }

    /**
     * Whether a type and a name, then {@code (}, follow {@code at} on its line: two words or more
     * with spaces and {@code *} between them, and nothing else. A macro before them ({@code
     * MEM_STATIC cpuid_t get_cpuid(void)}, {@code FORCE_INLINE_TEMPLATE size_t f(...)}) is a
     * storage or inlining macro, which tree-sitter took for the type, and the type for a name.
     */
    private static boolean typeAndNameThenParen(String text, int at) {
        int words = 0;
        int k = at;
        while (k < text.length()) {
            char c = text.charAt(k);
            if (c == ' ' || c == '\t' || c == '*') {
                k++;
            } else if (isWordStart(c)) {
                while (k < text.length() && isWordPart(text.charAt(k))) {
                    k++;
                }
                words++;
            } else {
                return c == '(' && words >= 2;
            }
        }
        return false;
    }

    /** Whether white space (a line break too when {@code lines}), then a name, a type or a {@code *} follow {@code at}. */
    private static boolean beforeName(String text, int at, boolean lines) {
        int k = at;
        while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t' || lines && (text.charAt(k) == '\n' || text.charAt(k) == '\r'))) {
            k++;
        }
        return k > at && k < text.length() && (isWordStart(text.charAt(k)) || text.charAt(k) == '*');
    }

    /** Whether white space, then {@code {}, follows {@code at}. */
    private static boolean opensBody(String text, int at) {
        int k = at;
        while (k < text.length() && Character.isWhitespace(text.charAt(k))) {
            k++;
        }
        return k < text.length() && text.charAt(k) == '{';
    }

    /** The {@code )} that closes the {@code (} at {@code open} on its line, with none inside; -1 when there is none. */
    private static int closing(String text, int open) {
        for (int k = open + 1; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == ')') {
                return k;
            }
            if (c == '(' || c == '\n') {
                return -1;
            }
        }
        return -1;
    }

    /**
     * Whether the call at {@code start} follows a declaration it annotates: a {@code )} or a name
     * before it, on its line or, when it is indented, on a line above ({@code
     * background_work_queue_} then {@code GUARDED_BY(...)}).
     */
    private static boolean annotates(String text, int start) {
        int k = start - 1;
        boolean blanks = false;
        boolean lineBreak = false;
        while (k >= 0 && Character.isWhitespace(text.charAt(k))) {
            blanks = true;
            lineBreak |= text.charAt(k) == '\n';
            k--;
        }
        if (!blanks || k < 0 || lineBreak && text.charAt(start - 1) != ' ' && text.charAt(start - 1) != '\t') {
            return false; // on a line of its own, an annotation is indented under its declaration
        }
        char before = text.charAt(k);
        return before == ')' || isWordPart(before);
    }

    /**
     * Whether the arguments in {@code [from, to)} are what an annotation names ({@code mutex_},
     * {@code &mu}, {@code 2, 3}), not the parameters of a function named in capitals ({@code
     * std::string KEY_WITH(const char* key) {}): each one word, none a type's keyword, at least one.
     */
    private static boolean namesOnly(String text, int from, int to) {
        String inside = text.substring(from, to).strip();
        if (inside.isEmpty()) {
            return false;
        }
        for (String argument : inside.split(",")) {
            String a = argument.strip();
            if (a.isEmpty() || a.chars().anyMatch(Character::isWhitespace) || TYPE_WORDS.contains(a)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code ;}, {@code {}, {@code =}, {@code const} or {@code override} follows {@code at}, across white space. */
    private static boolean endsDeclaration(String text, int at) {
        int k = at;
        while (k < text.length() && Character.isWhitespace(text.charAt(k))) {
            k++;
        }
        if (k >= text.length()) {
            return false;
        }
        char c = text.charAt(k);
        return c == ';' || c == '{' || c == '=' && (k + 1 >= text.length() || text.charAt(k + 1) != '=')
                || text.startsWith("const", k) || text.startsWith("override", k);
    }
}
