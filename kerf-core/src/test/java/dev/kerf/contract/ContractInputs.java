package dev.kerf.contract;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Generated text for the segmenter contract: pieces of code, Markdown and prose from many
 * languages, joined at random, with every kind of line end (LF, CRLF, lone CR), tabs and runs of
 * blanks, unbalanced brackets, quotes and comment openers, and characters outside the BMP, combining
 * marks and wide scripts. Most of it is no valid program in any language, which is the point: a
 * parser's error recovery and the hand-off to delimiters are tried too.
 */
public final class ContractInputs {
    private ContractInputs() {}

    private static final String[] PIECES = {
        "def f(x):\n    return x\n", "class A:\n    pass\n", "    if x:\n        y()\n", "import os\n", "@decorator\n",
        "public class B {\n", "  void m() {\n", "    int i = 0;\n", "  }\n", "}\n", "fn main() {\n", "let x = [1, 2];\n",
        "func (s *S) Go() error {\n", "package main\n", "module M where\n", "(defun g () nil)\n", "begin\n", "end\n",
        "# Heading\n", "## Sub\n", "```python\n", "```\n", "| a | b |\n|---|---|\n", "- item\n", "> quote\n", "---\n",
        "<div>\n", "</div>\n", "SELECT * FROM t;\n", "{\"k\": [1, 2]}\n", "key: value\n", "[section]\n",
        "The mill turned. It ground all night! Did it stop? ", "Dr. Smith arrived at 3 p.m. on Jan. 2. ",
        "/* open comment ", "*/", "// note\n", "# note\n", "\"unclosed string ", "'c'", "\\", "{", "}", "(", ")", "[", "]",
        "\r\n", "\r", "\n", "\n\n", "\t", "    ", "        ", " ",
        "😀", "👩‍💻", "e\u0301", "日本語のテキスト。", "Ελληνικά ", "עברית ", "\u200b", "\ufeff", "𝒳",
    };

    /** Texts of up to about 2,000 chars. */
    public static Arbitrary<String> texts() {
        Arbitrary<String> piece = Arbitraries.oneOf(
                Arbitraries.of(PIECES),
                Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(40),
                Arbitraries.strings().all().ofMaxLength(8));
        return piece.list().ofMaxSize(120).map(parts -> String.join("", parts))
                .map(ContractInputs::withoutLoneSurrogates);
    }

    /** Generated strings may hold a lone surrogate; no decoded file can, so those become U+FFFD. */
    private static String withoutLoneSurrogates(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                out.append(c).append(s.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                out.append('\ufffd');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
