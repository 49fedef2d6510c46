package dev.kerf.internal.markdown;

import dev.kerf.internal.markdown.MarkdownDocument.Block;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Description;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Structure.Range;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Node;

/**
 * The metadata and contextual wrapping of each chunk of one Markdown document: heading paths,
 * code, the part of a code fence cut into several chunks (re-opened and closed), the rows of a
 * table cut into several chunks (its header repeated).
 */
final class Descriptions {
    private final MarkdownDocument doc;
    private final List<Range> chunks;

    Descriptions(MarkdownDocument doc, List<Range> chunks) {
        this.doc = doc;
        this.chunks = chunks;
    }

    List<Description> all() {
        List<Description> out = new ArrayList<>(chunks.size());
        for (Range r : chunks) {
            out.add(describe(r));
        }
        return out;
    }

    /** A fence's opening line inside an admonition's body, with its language if it names one. */
    private static final Pattern BODY_FENCE = Pattern.compile("(?m)^[ \\t]*(?:```+|~~~+)[ \\t]*\\{?\\.?([\\w+#-]+)?");

    private Description describe(Range r) {
        Map<String, Object> m = new LinkedHashMap<>();
        Labels.HEADINGS.put(m, headingsAt(r));
        Labels.SECTIONS.put(m, sectionsIn(r));
        boolean code = false;
        String language = null;
        String part = null;
        String prefix = "";
        String suffix = "";
        for (int i = doc.firstLeafEndingAfter(r.start()); i < doc.leaves.size() && doc.leaves.get(i).start() < r.end(); i++) {
            Block leaf = doc.leaves.get(i);
            Node n = leaf.node();
            if (n instanceof IndentedCodeBlock && !doc.admonitionBodies.contains(n)) {
                code = true;
            } else if (n instanceof IndentedCodeBlock) {
                // An admonition's or tab's body is text, but may hold a fenced block of code (uv's "=== \"pip\"" tabs)
                Matcher fence = BODY_FENCE.matcher(doc.text).region(Math.max(leaf.start(), r.start()), Math.min(leaf.end(), r.end()));
                if (fence.find()) {
                    code = true;
                    if (language == null && fence.group(1) != null) {
                        language = dev.kerf.lang.Languages.kerfName(fence.group(1).toLowerCase(java.util.Locale.ROOT));
                    }
                }
            } else if (n instanceof FencedCodeBlock fence) {
                code = true;
                if (language == null) {
                    language = MarkdownDocument.fenceLanguage(fence);
                }
                int[] k = partOf(leaf, r);
                if (part == null && k[1] > 1) {
                    part = k[0] + "/" + k[1];
                }
                if (r.start() > leaf.start() && prefix.isEmpty()) {
                    prefix = doc.opening(fence) + "\n";
                }
                if (r.end() < leaf.end() || !MarkdownDocument.closed(fence)) {
                    String text = doc.text;
                    boolean atLineStart = Whitespace.isLineBreak(text.charAt(r.end() - 1));
                    suffix = (atLineStart ? "" : "\n") + MarkdownDocument.closing(fence);
                }
            } else if (n instanceof TableBlock table && prefix.isEmpty()) {
                List<Node> rows = MarkdownDocument.rows(table);
                if (!rows.isEmpty() && r.start() >= doc.start(rows.getFirst())) {
                    prefix = doc.text.substring(leaf.start(), doc.start(rows.getFirst()));
                }
            }
        }
        Labels.CONTAINS_CODE.put(m, code);
        if (language != null) {
            Labels.CODE_LANGUAGE.put(m, language);
        }
        if (part != null) {
            Labels.CODE_BLOCK_PART.put(m, part);
        }
        if (doc.frontMatter != null && r.start() < doc.frontMatter.end()) {
            Labels.FRONT_MATTER.put(m, doc.frontMatter.format());
        }
        return new Description(m, prefix, suffix);
    }

    /** The heading path at the chunk's first content that is not a heading (or a heading's label). */
    private List<String> headingsAt(Range r) {
        List<String> lastHeading = null;
        int i = MarkdownDocument.firstEndingAfter(doc.blocks, r.start());
        for (int j = i; j < doc.blocks.size() && doc.blocks.get(j).start() < r.end(); j++) {
            Block b = doc.blocks.get(j);
            if (!b.headingOrLabel()) {
                return b.path();
            }
            lastHeading = b.path();
        }
        if (lastHeading != null) {
            return lastHeading;
        }
        return i > 0 && i <= doc.blocks.size() ? doc.blocks.get(i - 1).path() : doc.rootPath;
    }

    /** Every heading path the chunk covers, in order, each once. */
    private List<List<String>> sectionsIn(Range r) {
        List<List<String>> out = new ArrayList<>();
        for (int j = MarkdownDocument.firstEndingAfter(doc.blocks, r.start()); j < doc.blocks.size() && doc.blocks.get(j).start() < r.end(); j++) {
            List<String> path = doc.blocks.get(j).path();
            if (!path.isEmpty() && !out.contains(path)) {
                out.add(path);
            }
        }
        return out;
    }

    /** Which of the chunks holding {@code leaf} this one is, and how many there are: {k, n}. */
    private int[] partOf(Block leaf, Range r) {
        int lo = 0;
        int hi = chunks.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (chunks.get(mid).end() > leaf.start()) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        int k = 0;
        int n = 0;
        for (int j = lo; j < chunks.size() && chunks.get(j).start() < leaf.end(); j++) {
            n++;
            if (chunks.get(j).equals(r)) {
                k = n;
            }
        }
        return new int[] {k, n};
    }
}
