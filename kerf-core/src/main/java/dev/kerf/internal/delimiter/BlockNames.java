package dev.kerf.internal.delimiter;

import dev.kerf.internal.text.DataTable;
import dev.kerf.internal.text.Whitespace;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scope entry of a delimiter block that defines something ({@code class TraceRecord},
 * {@code function fmt}), read from its header with strings and comments masked. The delimiter
 * tables know where a definition starts, not what it is called, so the name is read the way a
 * person skims a header:
 *
 * <ol>
 *   <li>the word after a defining keyword outside any parenthesis ({@code public class Foo},
 *       {@code def foo}, {@code pub(crate) fn foo}, {@code (defun foo}), unless a {@code *} or
 *       {@code &} follows it, or after {@code struct}, {@code union} or {@code enum} a function's
 *       name does ({@code struct winlink *}, {@code struct point make_point(}: C return types);
 *   <li>else the name a function is assigned to ({@code const foo = (a) =>}, {@code M.foo = function(});
 *   <li>else the word before the first parenthesis, past the keyword if there is one
 *       ({@code static String fmt(long v)}, Go's {@code func (r *T) Name(}), which is a function;
 *       a name in capitals there is a macro ({@code TAILQ_FOREACH(wp, &w->panes, entry)} before a
 *       brace) and names nothing.
 * </ol>
 *
 * A header where none of these gives a plain name gives no entry: no name is better than a wrong
 * one. Blocks of other kinds (conditionals, loops, plain braces) are no scope. The words of each
 * role are language data, in {@code block_names.tsv}.
 */
final class BlockNames {
    /** The kinds that are definitions, and so name a scope. */
    private static final Set<String> DEFINITIONS = Set.of("CLASS", "NAMESPACE", "MODULE", "PACKAGE", "PROGRAM", "TYPE", "FUNCTION");
    /** The words that open a definition ({@code block_names.tsv}'s definers). */
    private static final Set<String> DEFINERS = new HashSet<>();
    /** Words that open a header or a type but name nothing, so are never a name. */
    private static final Set<String> NOT_NAMES = new HashSet<>();
    /** The definers whose name may be a C function's return type ({@code struct point *make(}, {@code struct point make(}). */
    private static final Set<String> RETURN_TYPE_DEFINERS = new HashSet<>();

    static {
        Map<String, Set<String>> byRole = Map.of("definer", DEFINERS, "not_name", NOT_NAMES, "return_type", RETURN_TYPE_DEFINERS);
        DataTable.read(BlockNames.class, "block_names.tsv", 2, (row, line) -> {
            for (String role : row[1].split(",")) {
                Set<String> words = byRole.get(role.strip());
                if (words == null) {
                    throw new IllegalStateException("block_names.tsv:" + line + ": unknown role '" + role + "'");
                }
                words.add(row[0].toLowerCase(Locale.ROOT));
            }
        });
    }

    private static final String WORD = "[\\p{L}_$][\\p{L}\\p{N}_$!?']*(?:-(?=\\p{L})[\\p{L}\\p{N}_$!?']*)*";
    /** A name, dotted or with {@code ::} ({@code self.foo}, {@code Foo::Bar}). */
    private static final String DOTTED = WORD + "(?:(?:\\.|::|:)" + WORD + ")*";
    /** A name and the parenthesis of its parameters: what follows a return type. */
    private static final Pattern FUNCTION_NAME = Pattern.compile("\\s*" + WORD + "\\s*\\(");
    private static final Pattern NEXT_NAME = Pattern.compile("\\G\\s*((?:::)?" + DOTTED + ")");
    /** In a Lisp form the name may be a keyword or uninterned symbol ({@code (defpackage #:task-queue}). */
    private static final Pattern NEXT_NAME_IN_FORM = Pattern.compile("\\G[\\s(]*(?:#?:)?(" + DOTTED + ")");
    /** What follows {@code name =} when the name is a function's ({@code let f = function}, {@code const f = (a) =>}). */
    private static final Pattern FUNCTION_VALUE = Pattern.compile("\\b(?:function|fun|fn|lambda|proc|func)\\b|=>|->");
    private static final Pattern ASSIGNED = Pattern.compile("^\\s*(?:(?:export|default|const|let|var|local|static|public|private|"
            + "protected|readonly)\\s+)*(" + DOTTED + ")\\s*(?::(?!:)|=(?!=))");

    /**
     * MATLAB's and Octave's signature: the outputs, {@code =}, then the name and its parameters
     * ({@code function y = square_all(x)}, {@code function [m, s] = stats(v)}); the output was read
     * as the name, assigned, so the function had none. After {@code function} only: Scala's
     * {@code def x = compute(y)} defines {@code x}.
     */
    private static final Pattern OUTPUTS_THEN_NAME = Pattern.compile("\\s+(?:\\[[^\\]\\n]*\\]|[A-Za-z_]\\w*)\\s*=\\s*([A-Za-z_]\\w*)\\s*\\(");

    private BlockNames() {}

    /**
     * The scope entry ({@code "class Foo"}) of a block of {@code delimiter} whose header (its
     * masked lines up to the end of its parameters or its opening brace) is {@code header}, if it
     * names one.
     */
    static Optional<String> scopeEntry(Delimiter delimiter, String header) {
        if (!isDefinition(delimiter)) {
            return Optional.empty();
        }
        String word = delimiter.kind().toLowerCase(Locale.ROOT);
        int paren = header.indexOf('(');
        // One pass over the header's words (a hand-written scan: every definition block's header
        // is read, so regexes here cost kerf-core's delimiter path about a tenth of its time).
        int afterKeyword = -1;
        boolean inForm = false;
        int depth = 0;
        for (int i = afterTemplateParameters(header); i < header.length(); ) {
            char c = header.charAt(i);
            if (!wordStart(c)) {
                depth += c == '(' ? 1 : c == ')' && depth > 0 ? -1 : 0;
                i++;
                continue;
            }
            int end = wordEnd(header, i);
            boolean form = formOpens(header, i);
            if (form && end + 1 < header.length() && header.charAt(end) == '-' && Character.isWhitespace(header.charAt(end + 1))) {
                end++; // a Lisp symbol may end with a hyphen: Clojure's private defn-
            }
            // A keyword inside a parameter list (`foo(struct bar *b)`) defines nothing here.
            String keyword = lower(header.substring(i, end));
            if ((form || depth == 0) && DEFINERS.contains(keyword)) {
                // The function's name follows the first keyword (Go's `func (c *C) Done() <-chan struct{}`).
                if (afterKeyword < 0) {
                    afterKeyword = end;
                    inForm = form;
                }
                Matcher outputs = keyword.equals("function") ? OUTPUTS_THEN_NAME.matcher(header).region(end, header.length()) : null;
                String named = outputs != null && outputs.lookingAt() ? outputs.group(1)
                        : nameAfter(header, end, form, RETURN_TYPE_DEFINERS.contains(keyword));
                int colons = header.indexOf("::", end);
                if (named == null && colons > 0 && header.charAt(pastWhitespace(header, end)) == ',') {
                    // Fortran's attributes come between the keyword and "::": type, public :: summary_t
                    named = nameAfter(header, colons + 2, false, false);
                }
                if (named != null) {
                    return named.isEmpty() ? Optional.empty() : Optional.of(word + " " + named);
                }
            }
            i = end;
        }
        if (inForm) {
            // In a Lisp form a parenthesis opens the next form, not parameters: the word before
            // it is no function's name ((defpackage #:x (:use ...)) was "function x").
            return Optional.empty();
        }
        Matcher assigned = ASSIGNED.matcher(header);
        if (assigned.find() && (paren < 0 || assigned.end() <= paren) && plain(assigned.group(1))) {
            return Optional.of(word + " " + assigned.group(1));
        }
        for (int i = Math.max(afterKeyword, 0); i < header.length(); ) {
            if (!wordStart(header.charAt(i))) {
                i++;
                continue;
            }
            int end = wordEnd(header, i);
            int next = end;
            while (next < header.length() && (header.charAt(next) == ' ' || header.charAt(next) == '\t')) {
                next++;
            }
            if (next < header.length() && header.charAt(next) == '(') {
                String name = header.substring(i, end);
                if (plain(name) && !DEFINERS.contains(lower(name))) {
                    return name.equals(name.toUpperCase(Locale.ROOT)) ? Optional.empty() : Optional.of("function " + name);
                }
            }
            i = end;
        }
        return Optional.empty();
    }

    /**
     * The scope entry of a block whose row names it ({@link Delimiter#namesItself()}): the row's
     * {@code keyword} group, else its kind in lower case, and its {@code name} group, read from
     * the header; the keyword alone when the name is optional and absent (GraphQL's
     * {@code schema {}); nothing when neither matched.
     */
    static Optional<String> namedByRow(Delimiter delimiter, String header) {
        Matcher m = delimiter.start().matcher(header);
        if (!m.find()) {
            return Optional.empty();
        }
        String keyword = delimiter.start().namedGroups().containsKey("keyword") && m.group("keyword") != null
                ? m.group("keyword").replaceAll("\\s+", " ") : null; // "extend type", on one line
        String name = m.group("name");
        if (name == null || name.isBlank()) {
            return Optional.ofNullable(keyword);
        }
        return Optional.of((keyword != null ? keyword : delimiter.kind().toLowerCase(Locale.ROOT).replace('_', ' ')) + " " + shown(name.strip()));
    }

    /** A name as a scope shows it: at most 64 chars, a longer one cut with "…". */
    static String shown(String name) {
        if (name.length() <= 64) {
            return name;
        }
        int cut = Character.isHighSurrogate(name.charAt(62)) ? 62 : 63;
        return name.substring(0, cut) + "…";
    }

    /** Whether blocks of this delimiter are definitions, and so may name a scope. */
    static boolean isDefinition(Delimiter delimiter) {
        return DEFINITIONS.contains(delimiter.kind());
    }

    /**
     * The first plain name after a keyword ending at {@code from}: null when there is none, when a
     * pointer or reference follows it, or when a function's name follows it after C's
     * {@code struct}, {@code union} or {@code enum} ({@code struct point make_point(}): a return
     * type, so look further; "" when {@code =} follows it (Groovy's and Ruby's
     * {@code def total = 0} is a variable, and the block it heads no definition of that name: no
     * entry at all).
     */
    private static String nameAfter(String header, int from, boolean inForm, boolean mayBeReturnType) {
        Matcher next = (inForm ? NEXT_NAME_IN_FORM : NEXT_NAME).matcher(header);
        next.region(from, header.length());
        while (next.find()) {
            String name = next.group(1);
            if (!plain(name) || DEFINERS.contains(lower(name))) {
                continue;
            }
            int after = next.end();
            while (after < header.length() && header.charAt(after) == ' ') {
                after++;
            }
            char following = after < header.length() ? header.charAt(after) : ' ';
            boolean returnType = following == '*' || following == '&'
                    || mayBeReturnType && FUNCTION_NAME.matcher(header).region(after, header.length()).lookingAt();
            if (returnType) {
                return null;
            }
            boolean assigned = following == '=' && !header.startsWith("==", after) && !header.startsWith("=>", after);
            return assigned && !FUNCTION_VALUE.matcher(header).region(after + 1, header.length()).find() ? "" : name;
        }
        return null;
    }

    /**
     * Where a header starts past a C++ {@code template <class T>} prefix, whose {@code class} and
     * {@code T} name nothing ({@code template <class T> class Box} is {@code class Box}); 0 when
     * there is none.
     */
    private static int afterTemplateParameters(String header) {
        int at = pastWhitespace(header, 0);
        if (!header.startsWith("template", at)) {
            return 0;
        }
        int open = pastWhitespace(header, at + "template".length());
        if (open >= header.length() || header.charAt(open) != '<') {
            return 0;
        }
        int depth = 0;
        for (int i = open; i < header.length(); i++) {
            char c = header.charAt(i);
            depth += c == '<' ? 1 : c == '>' ? -1 : 0;
            if (depth == 0) {
                return i + 1;
            }
        }
        return 0;
    }

    private static int pastWhitespace(String header, int from) {
        int i = from;
        while (i < header.length() && Whitespace.is(header.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean wordStart(char c) {
        return Character.isLetter(c) || c == '_' || c == '$';
    }

    /** The end of the word starting at {@code from}, as {@link #WORD} reads it. */
    private static int wordEnd(String header, int from) {
        int i = from + 1;
        while (i < header.length()) {
            char c = header.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '!' || c == '?' || c == '\'') {
                i++;
            } else if (c == '-' && i + 1 < header.length() && Character.isLetter(header.charAt(i + 1))) {
                i += 2;
            } else {
                break;
            }
        }
        return i;
    }

    /** Lower case, without a copy for a word that has no capital. */
    private static String lower(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (Character.isUpperCase(word.charAt(i))) {
                return word.toLowerCase(Locale.ROOT);
            }
        }
        return word;
    }

    /** Whether the word at {@code at} opens the s-expression the header begins with: {@code (defun}. */
    private static boolean formOpens(String header, int at) {
        return at > 0 && header.charAt(at - 1) == '(' && header.substring(0, at - 1).isBlank();
    }

    private static boolean plain(String name) {
        return !NOT_NAMES.contains(lower(name));
    }
}
