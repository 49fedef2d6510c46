package dev.kerf.lang;

import java.util.regex.Pattern;

/**
 * Documents in reStructuredText, AsciiDoc or Org told by their lines, for a text with no name to go
 * by (standard input, a database's column, a page fetched without its file name). Read as prose,
 * their sections were lost and their code blocks cut at sentences. Each needs a heading in its own
 * syntax and a mark no other format has, so that Markdown (whose setext headings are underlined as
 * reStructuredText's are) and plain text with an odd line stay what they were.
 */
final class Markups {
    /** A title underlined as reStructuredText's: a line of text, then one of one punctuation character at least as long. */
    private static final Pattern RST_TITLE = Pattern.compile("(?m)^([^\\s].*?)[ \\t]*\\r?\\n(([=\\-~^\"'`*+#:.])\\3{2,})[ \\t]*$");
    /** reStructuredText's own marks: a directive, a link target, a substitution, an interpreted role. */
    private static final Pattern RST_MARK = Pattern.compile(
            "(?m)^\\.\\.[ \\t]+(?:[\\w:.-]+::|_[^:\\n]+:|\\|[^|\\n]+\\|)|:(?:ref|doc|class|func|meth|mod|attr|term|py:\\w+|code|math|kbd|envvar|option|program|file):`[^`\\n]+`");

    /** An AsciiDoc heading: one to six {@code =} and a title (a Markdown heading uses {@code #}). */
    private static final Pattern ADOC_HEADING = Pattern.compile("(?m)^={1,6}[ \\t]+\\S");
    /** AsciiDoc's own marks: an attribute entry, an anchor line, a block attribute line, a listing or table delimiter, an admonition, a macro. */
    private static final Pattern ADOC_MARK = Pattern.compile(
            "(?m)^:!?[\\w-]+!?:(?:[ \\t]|$)|^\\[\\[[\\w:.-]+\\]\\][ \\t]*$|^\\[(?:source|NOTE|TIP|WARNING|IMPORTANT|CAUTION|quote|verse|listing|literal|example|sidebar|cols=)[^\\]\\n]*\\][ \\t]*$"
                    + "|^(?:-{4}|\\|===)[ \\t]*$|^(?:NOTE|TIP|WARNING|IMPORTANT|CAUTION):[ \\t]|\\b(?:xref|include|image|link):[^\\s\\[]*\\[");

    /** An Org heading: stars and a title. */
    private static final Pattern ORG_HEADING = Pattern.compile("(?m)^\\*+[ \\t]+\\S");
    /** Org's keyword lines: {@code #+TITLE:}, {@code #+begin_src python}. */
    private static final Pattern ORG_KEYWORD = Pattern.compile("(?mi)^[ \\t]*#\\+(?:title|author|date|options|startup|property|setupfile|begin_\\w+|name|caption|results)\\b");

    /**
     * A first line that opens source code rather than a document: a docstring, a shebang or a
     * comment, an import or a package line, a tag. A module's docstring may hold a document's marks.
     */
    private static final Pattern CODE_FIRST = Pattern.compile("\\A\\s*(?:\"\"\"|'''|#!|#[ \\t]|//|/\\*|<|(?:import|from|package|use|using)[ \\t])");

    private Markups() {}

    /** {@code restructuredtext}, {@code asciidoc} or {@code org} when {@code head} reads as one, else null. */
    static String language(String head) {
        if (CODE_FIRST.matcher(head).find()) {
            return null;
        }
        if (ORG_KEYWORD.matcher(head).find() && (ORG_HEADING.matcher(head).find() || count(ORG_KEYWORD, head) >= 2)) {
            return "org";
        }
        if (ADOC_HEADING.matcher(head).find() && ADOC_MARK.matcher(head).find()) {
            return "asciidoc";
        }
        if (hasRstTitle(head) && RST_MARK.matcher(head).find()) {
            return "restructuredtext";
        }
        return null;
    }

    /** A title whose underline is at least as long as it is (a Markdown setext underline may be shorter). */
    private static boolean hasRstTitle(String head) {
        var m = RST_TITLE.matcher(head);
        while (m.find()) {
            if (m.group(2).length() >= m.group(1).length()) {
                return true;
            }
        }
        return false;
    }

    private static int count(Pattern pattern, String text) {
        int n = 0;
        for (var m = pattern.matcher(text); m.find() && n < 2; ) {
            n++;
        }
        return n;
    }
}
