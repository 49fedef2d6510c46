package dev.kerf.syntax;

import java.util.regex.Pattern;

/**
 * TypeScript that tree-sitter-typescript cannot read: call signatures without semicolons, variance
 * annotations: rewritten to the same length for a second parse ({@link Rereading}).
 */
final class TypeScriptReading {
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

    /**
     * A type parameter's variance annotation ({@code interface Schema<out T = unknown>}, {@code <in
     * out T>}, TypeScript 4.7), which tree-sitter-typescript reads as ERROR: group 1 becomes spaces.
     */
    private static final Pattern TS_VARIANCE = Pattern.compile("(?<=[<,][ \\t\\r\\n]{0,40})((?:in[ \\t]+)?out[ \\t]+|in[ \\t]+)(?=[A-Za-z_$][\\w$]*[ \\t]*(?:[,>=]|extends\\b))");

    private TypeScriptReading() {}

    /**
     * TypeScript: each call signature without a semicolon before another ended with one, in place
     * of its line break, and type parameters' variance annotations blanked.
     */
    static String read(String text) {
        char[] chars = Rereading.replaced(text, null, TS_SIGNATURE_WITHOUT_SEMICOLON, ";"); // on the \r of a CRLF, or the \n
        if (text.contains("out ") || text.contains("in ")) {
            chars = Rereading.blanked(text, chars, TS_VARIANCE);
        }
        return chars == null ? null : new String(chars);
    }
}
