package dev.kerf.internal.text;

import java.util.regex.Pattern;

/**
 * Lines that open what follows them: a conditional block of the preprocessor ({@code #if},
 * {@code #ifdef}, {@code #ifndef}, {@code #elif}, {@code #else}), or a block comment on a line of
 * its own ({@code /**}, {@code /*}, Haskell's <code>&#123;-</code>, OCaml's {@code (*}, PowerShell's
 * {@code <#}, Julia's {@code #=}, Lua's {@code --[[}), or a line continued on the next by a
 * backslash (a systemd unit's {@code ExecStart=... \}). They belong with the chunk that holds what
 * they open, not at the end of the one before (a class's doc comment too long for one chunk was
 * cut after its {@code /**}, which ended the chunk of imports). {@link ClosingLines} has the
 * {@code #endif}. A line of {@code """} alone is not one: it may as well close a docstring.
 */
public final class OpeningLines {
    private static final Pattern OPENING = Pattern.compile("#[ \\t]*(?:if|ifdef|ifndef|elif|elifdef|elifndef|else)\\b.*");
    private static final Pattern COMMENT_OPENER = Pattern.compile("/\\*[*!]?|/\\+\\+|\\{-\\|?|\\(\\*\\*?|<#|#=|--\\[=*\\[");

    private OpeningLines() {}

    /**
     * Whether a line goes on to the next one: it ends with a backslash (a shell command, a
     * Dockerfile's {@code RUN}, a unit file's {@code ExecStart=}, a C macro), not a doubled one
     * (an escaped backslash ends the line).
     */
    private static boolean continues(String line) {
        return line.endsWith("\\") && !line.endsWith("\\\\");
    }

    /** Whether {@code [from, to)} holds opening lines alone (and blank lines), at least one. */
    public static boolean opensOnly(String text, int from, int to) {
        boolean any = false;
        int at = from;
        while (at < to) {
            int lineBreak = Lines.breakAt(text, at, to);
            int lineEnd = lineBreak < 0 ? to : lineBreak;
            int p = at;
            while (p < lineEnd && Whitespace.is(text.charAt(p))) {
                p++;
            }
            if (p < lineEnd) {
                String line = text.substring(p, lineEnd).strip();
                if (!(text.charAt(p) == '#' && OPENING.matcher(line).matches() || COMMENT_OPENER.matcher(line).matches()
                        || continues(line))) {
                    return false;
                }
                any = true;
            }
            at = lineBreak < 0 ? to : lineBreak + 1;
        }
        return any;
    }
}
