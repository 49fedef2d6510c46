package dev.kerf.internal.markdown;

import dev.kerf.lang.Languages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableBody;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SourceSpan;
import org.commonmark.parser.Parser;

/**
 * One parsed Markdown text: its front matter, its top-level blocks with the heading path in force
 * at each, and its leaves (paragraphs, code blocks and tables at any depth), all with char ranges
 * into the whole text.
 */
final class MarkdownDocument {
    /**
     * A top-level block, or a leaf: its range and the heading path in force at it (a heading's path
     * ends with itself).
     *
     * @param labelled for an HTML comment or empty anchor right above a heading (an mdBook
     *     {@code <a id="old-name"></a>} kept so that old links still land), the heading it labels,
     *     whose path it takes and whose section it opens; else null
     */
    record Block(int start, int end, Node node, List<String> path, Heading labelled) {
        Block(int start, int end, Node node, List<String> path) {
            this(start, end, node, path, null);
        }

        boolean heading() {
            return node instanceof Heading;
        }

        /** A heading, or a label right above one: what a section opens with. */
        boolean headingOrLabel() {
            return heading() || labelled != null;
        }

        /** The level of the heading this block is or labels; 0 for other blocks. */
        int headingLevel() {
            return node instanceof Heading h ? h.getLevel() : labelled != null ? labelled.getLevel() : 0;
        }
    }

    /**
     * What only labels what follows: HTML comments and empty anchors ({@code <a id="x"></a>}), and
     * MyST's targets ({@code (install)=} on a line of its own, which Sphinx links to).
     */
    private static final Pattern LABEL = Pattern.compile(
            "(?s)\\s*(?:(?:<!--.*?-->|<a\\s+(?:id|name)\\s*=\\s*(?:\"[^\"]*\"|'[^']*')\\s*/?>\\s*(?:</a>)?|\\([^()\\s]+\\)=)\\s*)+");

    /** An admonition's or content tab's opening line: a paragraph of one line, {@code !!! note}, {@code ???+ tip "Title"}, {@code === "pip"}. */
    private static final Pattern ADMONITION = Pattern.compile("(?:!!!|\\?\\?\\?\\+?)[ \t]+[\\w-]+(?:[ \t]+[\\w-]+)*(?:[ \t]+\"[^\"\n]*\")?[ \t]*|===\\+?[ \t]+\"[^\"\n]*\"[ \t]*");

    final String text;
    final FrontMatter frontMatter;
    /** Where the opening lines of colon containers that hold something begin ({@code :::{note}}, {@code :::tip}). */
    final java.util.Set<Integer> containerOpenings = new java.util.HashSet<>();
    /** Where the closing lines of colon containers begin ({@code :::}). */
    final java.util.Set<Integer> containerClosings = new java.util.HashSet<>();
    /** Hugo's paired shortcodes, {@code {start, end}}, outer ones first ({@link Shortcodes}). */
    final List<int[]> shortcodes;
    /** The heading path before the first heading: the front matter's title, or nothing. */
    final List<String> rootPath;
    /** Where the parsed body begins: after the front matter. */
    final int offset;
    final List<Block> blocks = new ArrayList<>();
    /** Paragraphs, code blocks and tables at any depth, in order; they never nest in each other. */
    final List<Block> leaves = new ArrayList<>();
    /**
     * The indented blocks that are the bodies of MkDocs admonitions and content tabs ({@code !!! note},
     * {@code ??? tip "Title"}, {@code === "pip"} on a line of its own, then a blank line and the
     * body indented by four spaces): CommonMark reads such a body as indented code; it is text.
     */
    final java.util.Set<Node> admonitionBodies = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    MarkdownDocument(String text, Parser parser) {
        this.text = text;
        this.frontMatter = FrontMatter.find(text);
        this.offset = frontMatter == null ? 0 : frontMatter.end();
        this.shortcodes = Shortcodes.find(text, offset);
        ColonContainers.Found found = ColonContainers.find(text, offset);
        for (ColonContainers.Container c : found.containers()) {
            if (c.closingStart() > c.openingEnd()) {
                containerOpenings.add(c.start());
            }
            if (c.end() > c.closingStart()) {
                containerClosings.add(c.closingStart());
            }
        }
        Node doc = parser.parse(ColonContainers.withContentHeadings(offset == 0 ? text : text.substring(offset), found, offset));
        List<Heading> open = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        // A page titled by its front matter and not by a heading of level 1 (Hugo's, Eleventy's,
        // Docusaurus's pages begin at ##): the title is the root of every heading path, as the
        // site shows it above the page.
        String pageTitle = frontMatter == null || hasTopHeading(doc) ? null : frontMatter.title(text);
        if (pageTitle != null) {
            titles.add(pageTitle);
        }
        this.rootPath = List.copyOf(titles);
        List<String> path = rootPath;
        for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            if (n.getSourceSpans().isEmpty()) {
                continue;
            }
            if (n instanceof Heading h) {
                while (!open.isEmpty() && open.getLast().getLevel() >= h.getLevel()) {
                    open.removeLast();
                    titles.removeLast();
                }
                open.add(h);
                titles.add(HeadingInlines.title(h));
                path = List.copyOf(titles);
            }
            blocks.add(new Block(start(n), end(n), n, path));
            collectLeaves(n, path);
        }
        labelHeadings();
        for (int i = 0; i + 1 < leaves.size(); i++) {
            // At any depth: a content tab inside a list item ("1. ..." then "    === \"pip\"").
            // The cheap test first: few paragraphs have indented code right after them.
            if (leaves.get(i + 1).node() instanceof IndentedCodeBlock body && body.getPrevious() == leaves.get(i).node()
                    && admonition(leaves.get(i))) {
                admonitionBodies.add(body);
            }
        }
    }

    /** Whether the document has a heading of level 1 outside every container. */
    private static boolean hasTopHeading(Node doc) {
        for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h && h.getLevel() == 1) {
                return true;
            }
        }
        return false;
    }

    private boolean admonition(Block b) {
        if (!(b.node() instanceof Paragraph)) {
            return false;
        }
        int from = b.start();
        while (from < b.end() && (text.charAt(from) == ' ' || text.charAt(from) == '\t')) {
            from++; // inside a list item the paragraph's span may begin at the line's indentation
        }
        return ADMONITION.matcher(text).region(from, b.end()).matches();
    }

    /** Whether {@code n} opens an admonition or content tab whose indented body follows it. */
    boolean opensAdmonition(Node n) {
        return n instanceof Paragraph && n.getNext() instanceof IndentedCodeBlock body && admonitionBodies.contains(body);
    }

    /**
     * Marks each run of label blocks right above a heading as that heading's ({@link Block#labelled}),
     * unless the run is itself right below a heading: then it is that heading's content (Node.js's
     * docs put a {@code <!-- YAML ... -->} comment of version history under each heading).
     */
    private void labelHeadings() {
        int i = 0;
        while (i < blocks.size()) {
            if (!isLabel(blocks.get(i))) {
                i++;
                continue;
            }
            int j = i;
            while (j < blocks.size() && isLabel(blocks.get(j))) {
                j++;
            }
            boolean belowHeading = i > 0 && blocks.get(i - 1).heading();
            if (j < blocks.size() && blocks.get(j).heading() && !belowHeading) {
                Block heading = blocks.get(j);
                for (int k = i; k < j; k++) {
                    Block b = blocks.get(k);
                    blocks.set(k, new Block(b.start(), b.end(), b.node(), heading.path(), (Heading) heading.node()));
                }
            }
            i = j;
        }
    }

    /** Labels and nothing else, as an HTML block or a paragraph (of inline HTML, or of MyST targets). */
    private boolean isLabel(Block b) {
        return (b.node() instanceof HtmlBlock || b.node() instanceof Paragraph)
                && (text.startsWith("<", b.start()) || text.startsWith("(", b.start())) // a block's span starts at its first char: most are no label
                && LABEL.matcher(text).region(b.start(), b.end()).matches();
    }

    private void collectLeaves(Node n, List<String> path) {
        if (n instanceof Paragraph || n instanceof FencedCodeBlock || n instanceof IndentedCodeBlock || n instanceof TableBlock) {
            if (!n.getSourceSpans().isEmpty()) {
                leaves.add(new Block(start(n), end(n), n, path));
            }
            return;
        }
        for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
            collectLeaves(c, path);
        }
    }

    /** First char of a block. */
    int start(Node n) {
        return start(n.getSourceSpans().getFirst());
    }

    /** First char of one line of a block. */
    int start(SourceSpan span) {
        return span.getInputIndex() + offset;
    }

    /** One past the last char of a block (its last line, without the line break). */
    int end(Node n) {
        SourceSpan last = n.getSourceSpans().getLast();
        return last.getInputIndex() + last.getLength() + offset;
    }

    /** The index of the first leaf ending after {@code pos}, or the leaf count. */
    int firstLeafEndingAfter(int pos) {
        return firstEndingAfter(leaves, pos);
    }

    static int firstEndingAfter(List<Block> list, int pos) {
        int lo = 0;
        int hi = list.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (list.get(mid).end() > pos) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** The language a fence names: its kerf name when kerf knows it, else the word itself; null for none. */
    static String fenceLanguage(FencedCodeBlock fence) {
        String info = fence.getInfo() == null ? "" : fence.getInfo().strip();
        String word = info.split("[\\s,{}]+", 2)[0];
        while (word.startsWith("{") || word.startsWith(".")) {
            word = word.substring(1);
        }
        if (word.isEmpty()) {
            return null;
        }
        String lower = word.toLowerCase(Locale.ROOT);
        return Languages.kerfName(lower);
    }

    /** The body rows of a table, in order. */
    static List<Node> rows(TableBlock table) {
        List<Node> rows = new ArrayList<>();
        for (Node part = table.getFirstChild(); part != null; part = part.getNext()) {
            if (part instanceof TableBody) {
                for (Node row = part.getFirstChild(); row != null; row = row.getNext()) {
                    if (!row.getSourceSpans().isEmpty()) {
                        rows.add(row);
                    }
                }
            }
        }
        return rows;
    }

    /** A fence's opening line as it re-opens a part: without indentation or quote markers. */
    String opening(FencedCodeBlock fence) {
        SourceSpan first = fence.getSourceSpans().getFirst();
        String line = text.substring(first.getInputIndex() + offset, first.getInputIndex() + offset + first.getLength());
        return line.replaceFirst("^[\\s>]+", "");
    }

    /** The line that closes a fence. */
    static String closing(FencedCodeBlock fence) {
        return String.valueOf(fence.getFenceCharacter()).repeat(fence.getOpeningFenceLength());
    }

    /** Whether a fence has its closing line (an unterminated one runs to the end of its container). */
    static boolean closed(FencedCodeBlock fence) {
        return fence.getClosingFenceLength() != null;
    }
}
