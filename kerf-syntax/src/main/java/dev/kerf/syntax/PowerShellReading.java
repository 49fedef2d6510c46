package dev.kerf.syntax;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PowerShell, where tree-sitter-powershell 0.26 reads valid code as ERROR: a path written on from
 * a variable, a cased {@code -iin} or {@code -cnotin}: rewritten to the same length for a second
 * parse ({@link Rereading}).
 */
final class PowerShellReading {
    /** A PowerShell variable followed at once by a path ({@code $Source/*}, {@code $dir\\bin}): group 1 is the path. */
    private static final Pattern POWERSHELL_VARIABLE_PATH = Pattern.compile("(?<=\\s)\\$[A-Za-z_][\\w]*([/\\\\][^\\s|;(){}\\[\\]\"',]*)");

    /** PowerShell's case-sensitive and -insensitive forms of -in and -notin, which tree-sitter-powershell 0.26 lacks: group 1 is the prefix letter. */
    private static final Pattern POWERSHELL_CASED_IN = Pattern.compile("(?i)(?<=\\s)-([ic])(?:not)?in(?=\\s)");

    private PowerShellReading() {}

    /**
     * PowerShell: a path written on from a variable becomes part of its name, and the prefix of a
     * cased {@code -iin} or {@code -cnotin} a space ({@code -in}, {@code -notin}).
     */
    static String read(String text) {
        char[] chars = null;
        Matcher path = POWERSHELL_VARIABLE_PATH.matcher(text);
        while (path.find()) {
            chars = Rereading.spaces(text, chars, path.start(1), path.end(1));
            Arrays.fill(chars, path.start(1), path.end(1), '_');
        }
        Matcher cased = POWERSHELL_CASED_IN.matcher(text);
        while (cased.find()) {
            // "-iin" -> " -in": the operator moves one char right, its length kept
            chars = Rereading.spaces(text, chars, cased.start(), cased.start(1) + 1);
            chars[cased.start() + 1] = '-';
        }
        return chars == null ? null : new String(chars);
    }
}
