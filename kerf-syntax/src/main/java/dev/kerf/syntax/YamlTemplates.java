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
 * <p>For a second reading ({@link Rereading}), of the same length ({@link TemplateActions}, with
 * YAML's comment marker):
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
        char[] chars = TemplateActions.read(text, "#");
        if (chars == null) {
            return null;
        }
        valuesRead(text, chars);
        return new String(chars);
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
