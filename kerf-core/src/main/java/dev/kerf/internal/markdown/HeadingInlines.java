package dev.kerf.internal.markdown;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.Code;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.parser.InlineParser;
import org.commonmark.parser.InlineParserFactory;
import org.commonmark.parser.Parser;
import org.commonmark.parser.SourceLines;

/**
 * Inline parsing for headings only. kerf reads blocks by their source spans; the one place inline
 * markup matters is a heading's title, where emphasis, code and links are dropped to their text.
 * Parsing the inlines of every paragraph and table cell was most of CommonMark's time on prose, so
 * other blocks get no inline nodes, and a heading keeps its raw content as one text node, parsed
 * for its title on demand ({@link #title}).
 */
final class HeadingInlines implements InlineParserFactory {
    /** A block of attributes a heading ends with: {@code {#id}}, {@code {#id .class key=value}}, {@code {: #id}}. */
    private static final Pattern ATTRIBUTES = Pattern.compile("[ \\t]*\\{(?:#[\\w:.-]+|:[^}]*)(?:[ \\t]+[^}]*)?}[ \\t]*$");

    /** A full parser for titles alone: a heading's content re-read as an ATX heading. */
    private static final Parser TITLES = Parser.builder().maxInlineNesting(64).build();

    private static final InlineParser RAW_HEADINGS = (SourceLines lines, Node node) -> {
        if (node instanceof Heading) {
            node.appendChild(new Text(lines.getContent()));
        }
    };

    @Override
    public InlineParser create(org.commonmark.parser.InlineParserContext context) {
        return RAW_HEADINGS;
    }

    /**
     * A heading's text as a reader sees it: its raw content parsed as a one-line ATX heading
     * (lines of a setext heading joined; a trailing '#' escaped so it is not read as a closing
     * sequence), inline markup dropped, whitespace collapsed; the content as written when that
     * leaves nothing.
     */
    static String title(Heading h) {
        String raw = h.getFirstChild() instanceof Text t && t.getNext() == null ? t.getLiteral() : "";
        String line = raw.replace('\r', ' ').replace('\n', ' ').strip();
        // A heading's id or attributes ("Privacy {#privacy-disqus}", kramdown's "{: .note}"), which
        // Pandoc, kramdown, Hugo and Docusaurus read off the heading: the reader never sees them.
        Matcher attributes = ATTRIBUTES.matcher(line);
        if (attributes.find() && attributes.start() > 0) {
            line = line.substring(0, attributes.start()).strip();
        }
        if (line.endsWith("#")) {
            line = line.substring(0, line.length() - 1) + "\\#";
        }
        Node doc = TITLES.parse("# " + line);
        Node first = doc.getFirstChild();
        String title = first instanceof Heading parsed ? text(parsed) : line;
        // A heading of inline HTML alone (an anchor, <a id="install"></a>) has no text: its
        // markup names it, rather than an empty entry in every heading path below it.
        return title.isEmpty() ? line.replaceAll("\\s+", " ") : title;
    }

    /** The text of a parsed node: inline markup dropped, whitespace collapsed. */
    private static String text(Node n) {
        StringBuilder out = new StringBuilder();
        appendText(n, out);
        return out.toString().strip().replaceAll("\\s+", " ");
    }

    private static void appendText(Node n, StringBuilder out) {
        for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
            switch (c) {
                case Text t -> out.append(t.getLiteral());
                case Code code -> out.append(code.getLiteral());
                case SoftLineBreak s -> out.append(' ');
                case HardLineBreak s -> out.append(' ');
                default -> appendText(c, out);
            }
        }
    }
}
