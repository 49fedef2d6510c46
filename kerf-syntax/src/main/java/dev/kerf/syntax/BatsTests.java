package dev.kerf.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Bats's tests in shell scripts: {@code @test "title" { ... }}, which Bats turns into a function
 * before Bash reads it. tree-sitter-bash reads the line as a command and the body as loose
 * statements, so a test had no node and chunks were cut anywhere inside it (half of bats-core's
 * own chunks). The text is parsed with each such line written as a function of the same length
 * ({@code t()}, then spaces, then the brace), and the function is the test, named by its title.
 */
final class BatsTests {
    /** The test's opening line, up to its brace: the keyword and the quoted title. */
    private static final Pattern TEST = Pattern.compile(
            "(?m)^[ \\t]*+(@test[ \\t]++(\"(?:[^\"\\\\\\n]|\\\\.)*+\"|'[^'\\n]*+')[ \\t]*+)\\{");
    /** What a test's opening is written as for the parse: a function, padded with spaces to the same length. */
    private static final String FUNCTION = "t()";

    private BatsTests() {}

    /** {@code text} with each test's opening written as a function of the same length; null when it has no test. */
    static String rewritten(String text) {
        if (!text.contains("@test")) {
            return null;
        }
        Matcher m = TEST.matcher(text);
        char[] chars = null;
        while (m.find()) {
            if (chars == null) {
                chars = text.toCharArray();
            }
            int from = m.start(1);
            for (int i = from; i < m.end(1); i++) {
                chars[i] = i - from < FUNCTION.length() ? FUNCTION.charAt(i - from) : ' ';
            }
        }
        return chars == null ? null : new String(chars);
    }

    /** The title of the test whose opening line begins at {@code start}, unquoted; null when none does. */
    static String title(String text, int start) {
        if (!text.startsWith("@test", start)) {
            return null;
        }
        int lineStart = start;
        while (lineStart > 0 && text.charAt(lineStart - 1) != '\n' && text.charAt(lineStart - 1) != '\r') {
            lineStart--;
        }
        Matcher m = TEST.matcher(text).region(lineStart, text.length());
        if (!m.lookingAt() || m.start(1) != start) {
            return null;
        }
        String quoted = m.group(2);
        String title = quoted.substring(1, quoted.length() - 1);
        return quoted.charAt(0) == '"' ? title.replaceAll("\\\\(.)", "$1") : title;
    }
}
