package dev.kerf.syntax;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;

/**
 * YAML written through a template engine, read as the YAML it stands for: Helm's and other Go
 * templates ({@code {{- if .Values.x }}}, {@code name: {{ include "app.name" . }}}) and Jinja's
 * (Ansible, Salt: {@code {% for %}}, <code>{# note #}</code>). tree-sitter-yaml reads such a file
 * as errors from its first action on, and every chunk of a chart's templates was then cut at any
 * line: 560 of 4,728 chunks of the prometheus-community charts' templates ended with a key whose
 * value was in the next chunk.
 *
 * <p>For a second reading ({@link Rereading}), of the same length:
 * <ul>
 *   <li>a line holding nothing but actions becomes a comment ({@code #} and spaces), so that a
 *       directive ({@code {{- if .Values.ingress.enabled }}}) goes with the entry below it, as a
 *       comment does;
 *   <li>but such a line that is the whole value of the key above it ({@code securityContext:}
 *       then {@code {{- toYaml .Values.securityContext | nindent 12 }}} and nothing more of that
 *       key) becomes a plain scalar (underscores);
 *   <li>an action inside a line becomes underscores, a plain scalar, so that
 *       {@code name: {{ .Release.Name }}} is an entry with a value;
 *   <li>an action over several lines (a template comment) becomes comment lines where it begins
 *       its lines, else underscores.
 * </ul>
 */
final class YamlTemplates {
    private YamlTemplates() {}

    /** The text rewritten, or null when it holds no template action. */
    static String read(String text) {
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
            blank(text, chars, i, end);
            i = end;
        }
        if (chars == null) {
            return null;
        }
        valuesRead(text, chars);
        return new String(chars);
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
    private static void blank(String text, char[] chars, int from, int to) {
        int p = from;
        while (p < to) {
            int lineEnd = lineEnd(text, p, to);
            int content = contentBefore(chars, p);
            boolean comment = content < 0 && (lineEnd < to || onlyActionsAfter(text, to)) || content >= 0 && chars[content] == '#';
            for (int k = p; k < lineEnd; k++) {
                chars[k] = comment ? ' ' : '_';
            }
            if (comment && content < 0 && lineEnd > p) {
                chars[p] = '#';
            }
            p = lineEnd;
            while (p < to && Whitespace.isLineBreak(text.charAt(p))) {
                p++;
            }
        }
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

    /**
     * Turns back into a scalar each action line that is the whole value of the key above it: a
     * line made a comment ({@code #} then blanks), indented deeper than a line ending with
     * {@code :}, with no other line deeper than that key below it before the next one.
     */
    private static void valuesRead(String text, char[] chars) {
        Lines lines = new Lines(text); // the rewriting keeps every line break where it was
        int keyIndent = -1; // the indentation of the last line of content when it ends with ':', else -1
        for (int line = 0; line < chars.length; line = lines.lineEnd(line, chars.length)) {
            int content = firstContent(chars, line);
            if (content < 0) {
                continue;
            }
            int indent = content - line;
            if (chars[content] != '#') {
                keyIndent = lastContent(chars, content) == ':' ? indent : -1;
            } else if (keyIndent >= 0 && indent > keyIndent && madeComment(chars, content) && !moreBelow(chars, lines, lines.lineEnd(line, chars.length), keyIndent)) {
                // Underscores over the whole of the line's text, so that the scalar's node ends
                // where the line's text does, not inside it (its line would go to what follows).
                int last = lineEnd(text, content, text.length());
                while (last > content && Whitespace.is(text.charAt(last - 1))) {
                    last--;
                }
                java.util.Arrays.fill(chars, content, last, '_');
                keyIndent = -1;
            }
        }
    }

    /** The end of the line holding {@code at}, before its break, or {@code limit} when no break comes before it. */
    private static int lineEnd(String text, int at, int limit) {
        int end = Lines.breakAt(text, at, limit);
        return end < 0 ? limit : end;
    }

    /** Whether the comment at {@code at} is one an action was made: {@code #} and blanks to the line's end. */
    private static boolean madeComment(char[] chars, int at) {
        for (int k = at + 1; k < chars.length && !Whitespace.isLineBreak(chars[k]); k++) {
            if (chars[k] != ' ' && chars[k] != '\t') {
                return false;
            }
        }
        return true;
    }

    /** Whether a line of content (not a comment) indented deeper than {@code keyIndent} comes before the next shallower one. */
    private static boolean moreBelow(char[] chars, Lines lines, int from, int keyIndent) {
        for (int line = from; line < chars.length; line = lines.lineEnd(line, chars.length)) {
            int content = firstContent(chars, line);
            if (content >= 0 && chars[content] != '#') {
                return content - line > keyIndent;
            }
        }
        return false;
    }

    /** The first char of content on the line beginning at {@code line}, or -1 for a blank line. */
    private static int firstContent(char[] chars, int line) {
        for (int k = line; k < chars.length && !Whitespace.isLineBreak(chars[k]); k++) {
            if (chars[k] != ' ' && chars[k] != '\t') {
                return k;
            }
        }
        return -1;
    }

    /** The last char of content on the line holding {@code content}. */
    private static char lastContent(char[] chars, int content) {
        char last = chars[content];
        for (int k = content; k < chars.length && !Whitespace.isLineBreak(chars[k]); k++) {
            if (chars[k] != ' ' && chars[k] != '\t') {
                last = chars[k];
            }
        }
        return last;
    }
}
