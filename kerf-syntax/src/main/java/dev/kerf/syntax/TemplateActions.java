package dev.kerf.syntax;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;

/**
 * A template engine's actions in a text of another language (Go templates' and Jinja's
 * {@code {{ ... }}}, {@code {% ... %}} and <code>{# ... #}</code>), rewritten for a second reading
 * ({@link Rereading}) as that language can read them, the text's length and line breaks kept: a
 * line that holds nothing but actions becomes a comment of the language (its marker, then spaces),
 * so that a directive goes with what is below it as a comment does; an action inside a line
 * becomes underscores, a name, so that {@code name: {{ .Release.Name }}} (YAML) or
 * {@code from {{ ref('orders') }}} (dbt's SQL) still reads as a value; an action over several
 * lines becomes comment lines where it begins its lines, else underscores.
 */
final class TemplateActions {
    private TemplateActions() {}

    /** The text's chars with its actions rewritten, or null when it holds none. {@code comment}: the language's line comment marker. */
    static char[] read(String text, String comment) {
        if (!text.contains("{{") && !text.contains("{%") && !text.contains("{#")) {
            return null;
        }
        char[] chars = null;
        int i = 0;
        while (i < text.length() - 1) {
            if (!opensAction(text, i)) {
                i++;
                continue;
            }
            int end = actionEnd(text, i);
            if (chars == null) {
                chars = text.toCharArray();
            }
            blank(text, chars, i, end, comment);
            i = end;
        }
        return chars;
    }

    /** Whether an action opens at {@code i}: {@code {{}, {@code {%} or <code>{#</code>. */
    private static boolean opensAction(String text, int i) {
        if (text.charAt(i) != '{' || i + 1 >= text.length()) {
            return false;
        }
        char next = text.charAt(i + 1);
        return next == '{' || next == '%' || next == '#';
    }

    /** The end of the action opening at {@code i}: after its closer, or the text's end when it has none. */
    private static int actionEnd(String text, int i) {
        char kind = text.charAt(i + 1);
        String closer = kind == '{' ? "}}" : kind == '%' ? "%}" : "#}";
        int close = text.indexOf(closer, i + 2);
        return close < 0 ? text.length() : close + 2;
    }

    /**
     * The action {@code [from, to)}, line by line: a comment where it begins its line (or the line
     * is a comment already) and nothing but actions and blanks follow it there, else underscores.
     * Line breaks stay.
     */
    private static void blank(String text, char[] chars, int from, int to, String comment) {
        int p = from;
        while (p < to) {
            int lineEnd = lineEnd(text, p, to);
            int content = contentBefore(chars, p);
            boolean commented = content < 0 && (lineEnd < to || onlyActionsAfter(text, to))
                    || content >= 0 && startsWith(chars, content, comment);
            for (int k = p; k < lineEnd; k++) {
                chars[k] = commented ? ' ' : '_';
            }
            if (commented && content < 0 && lineEnd - p >= comment.length()) {
                comment.getChars(0, comment.length(), chars, p);
            }
            p = lineEnd;
            while (p < to && Whitespace.isLineBreak(text.charAt(p))) {
                p++;
            }
        }
    }

    private static boolean startsWith(char[] chars, int at, String prefix) {
        if (at + prefix.length() > chars.length) {
            return false;
        }
        for (int k = 0; k < prefix.length(); k++) {
            if (chars[at + k] != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** The end of the line holding {@code at}, before its break, or {@code limit} when no break comes before it. */
    private static int lineEnd(String text, int at, int limit) {
        int end = Lines.breakAt(text, at, limit);
        return end < 0 ? limit : end;
    }

    /** The first char of content on {@code at}'s line before it, as rewritten so far; -1 when only blanks precede it. */
    private static int contentBefore(char[] chars, int at) {
        int first = -1;
        for (int k = at - 1; k >= 0 && !Whitespace.isLineBreak(chars[k]); k--) {
            if (chars[k] != ' ' && chars[k] != '\t') {
                first = k;
            }
        }
        return first;
    }

    /** Whether the rest of the line from {@code at} holds only blanks and further actions. */
    private static boolean onlyActionsAfter(String text, int at) {
        int k = at;
        while (k < text.length() && !Whitespace.isLineBreak(text.charAt(k))) {
            if (text.charAt(k) == ' ' || text.charAt(k) == '\t') {
                k++;
            } else if (opensAction(text, k)) {
                k = actionEnd(text, k);
            } else {
                return false;
            }
        }
        return true;
    }
}
