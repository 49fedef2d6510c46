package dev.kerf.internal.component;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The blocks of code a component file holds in another language: a Vue, Svelte or Astro file's
 * {@code <script>} and {@code <style>} elements, and an Astro file's front matter (TypeScript
 * between {@code ---} lines). What lies between them is the markup.
 *
 * <p>An element counts when its opening tag begins its line (attributes and all, over one line or
 * several; code may follow it on its line) and its contents are in a language kerf knows from its
 * {@code lang} or {@code type} attribute; its contents run to its closing tag. A
 * {@code <script src="...">} with nothing inside, a one-line element and a template held in a
 * script ({@code type="text/x-template"}) stay markup.
 */
final class EmbeddedBlocks {
    /** A block: its opening tag's line {@code [start, contentStart)}, its contents, its closing tag {@code [contentEnd, end)}. */
    record Block(int start, int contentStart, int contentEnd, int end, String tag, String language) {}

    /** An opening tag alone on its line; group 1 the tag, group 2 its attributes. */
    private static final Pattern OPENING = Pattern.compile("[ \\t]*<(script|style)(\\s.*)?>[ \\t]*", Pattern.CASE_INSENSITIVE);
    /** The first line of an opening tag that goes on over the next lines: no '>' on it. */
    private static final Pattern TAG_BEGUN = Pattern.compile("[ \\t]*<(script|style)(\\s[^<>]*)?", Pattern.CASE_INSENSITIVE);
    /** An opening tag with code after it on its line; group 1 the tag, group 2 its attributes. */
    private static final Pattern WITH_CODE = Pattern.compile("[ \\t]*<(script|style)(\\s[^<>]*)?>", Pattern.CASE_INSENSITIVE);
    /** How many lines after its first a tag's attributes may take. */
    private static final int TAG_LINES = 8;
    private static final Pattern ATTRIBUTE = Pattern.compile("(?<![\\w:-])(lang|type)\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s\"'>]+))",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SCRIPT_END = Pattern.compile("</script\\s*>", Pattern.CASE_INSENSITIVE);
    private static final Pattern STYLE_END = Pattern.compile("</style\\s*>", Pattern.CASE_INSENSITIVE);

    /** A script's {@code lang} or {@code type} value, lowercased, and the kerf language of its contents. */
    private static final Map<String, String> SCRIPT_LANGUAGES = Map.ofEntries(
            Map.entry("", "javascript"),
            Map.entry("js", "javascript"),
            Map.entry("javascript", "javascript"),
            Map.entry("jsx", "javascript"),
            Map.entry("text/jsx", "javascript"),
            Map.entry("module", "javascript"),
            Map.entry("text/javascript", "javascript"),
            Map.entry("application/javascript", "javascript"),
            Map.entry("text/babel", "javascript"),
            Map.entry("ts", "typescript"),
            Map.entry("typescript", "typescript"),
            Map.entry("text/typescript", "typescript"),
            Map.entry("tsx", "tsx"),
            Map.entry("coffee", "coffeescript"),
            Map.entry("application/json", "json"),
            Map.entry("application/ld+json", "json"),
            Map.entry("importmap", "json"));

    /** A style's {@code lang} value, lowercased, and the kerf language of its contents. */
    private static final Map<String, String> STYLE_LANGUAGES = Map.ofEntries(
            Map.entry("", "css"),
            Map.entry("css", "css"),
            Map.entry("text/css", "css"),
            Map.entry("postcss", "css"),
            Map.entry("scss", "scss"),
            Map.entry("sass", "sass"),
            Map.entry("less", "less"),
            Map.entry("stylus", "stylus"),
            Map.entry("styl", "stylus"));

    private EmbeddedBlocks() {}

    /**
     * At most this many blocks of a file are read as code, the first ones; the rest stay markup.
     * Each block's structure reads the file up to the block's end, so a generated page of
     * thousands of style elements would cost thousands of passes over it.
     */
    static final int MAX_BLOCKS = 24;

    /** The blocks of {@code text}, a file of {@code language} (vue, svelte, astro or html), in order, none overlapping. */
    static List<Block> of(String text, String language) {
        List<Block> blocks = new ArrayList<>();
        Lines lines = new Lines(text);
        int from = 0;
        if (language.equals("astro")) {
            Block front = frontMatter(text, lines);
            if (front != null) {
                blocks.add(front);
                from = front.end();
            }
        }
        Matcher opening = OPENING.matcher(text);
        Matcher begun = TAG_BEGUN.matcher(text);
        Matcher code = WITH_CODE.matcher(text);
        Comments comments = new Comments(text, from);
        for (int line = from; line < text.length() && blocks.size() < MAX_BLOCKS; ) {
            int next = lines.lineEnd(line, text.length());
            int contentStart = next;
            if ((text.charAt(line) == '<' || text.charAt(line) == ' ' || text.charAt(line) == '\t') && !comments.holds(line)) {
                Block block = element(text, lines, opening, begun, code, line, contentStart, language.equals("astro"));
                if (block != null) {
                    blocks.add(block);
                    next = lines.lineEnd(block.end(), text.length()); // an opening tag is alone on its line
                    comments.skipTo(block.end()); // a "<!--" in a script is the script's
                }
            }
            line = next;
        }
        return blocks;
    }

    /**
     * The markup's comments, found in order as the lines are read: a {@code <script>} commented
     * out ({@code <!-- <script> ... </script> -->}) is markup, not code. A comment not closed runs
     * to the end of the file, as a browser reads it.
     */
    private static final class Comments {
        private final String text;
        private int searchFrom;
        private int end = -1;

        Comments(String text, int from) {
            this.text = text;
            this.searchFrom = from;
        }

        /** Whether {@code at} lies inside a comment; positions asked must not decrease. */
        boolean holds(int at) {
            while (end <= at) {
                int open = text.indexOf("<!--", searchFrom);
                if (open < 0 || open >= at) {
                    return false;
                }
                int close = text.indexOf("-->", open + 4);
                end = close < 0 ? text.length() : close + 3;
                searchFrom = end;
            }
            return true;
        }

        /** Goes on from {@code at}, past text no comment of the markup can begin in. */
        void skipTo(int at) {
            searchFrom = Math.max(searchFrom, at);
        }
    }

    /** The element whose opening tag is the line {@code [line, next)}, or null when it is none to cut as code. */
    private static Block element(String text, Lines lines, Matcher opening, Matcher begun, Matcher code, int line, int next, boolean astro) {
        int lineBreak = Lines.breakAt(text, line, next);
        int lineEnd = lineBreak < 0 ? next : lineBreak;
        opening.region(line, lineEnd);
        String tag;
        String attributes;
        if (opening.matches()) {
            tag = opening.group(1).toLowerCase(Locale.ROOT);
            attributes = opening.group(2) == null ? "" : opening.group(2);
        } else if (code.region(line, lineEnd).lookingAt() && !Whitespace.isBlank(text, code.end(), lineEnd)) {
            // Code on the opening tag's line (<script>'use strict';, as older and generated pages
            // write it): the contents begin after the tag.
            tag = code.group(1).toLowerCase(Locale.ROOT);
            attributes = code.group(2) == null ? "" : code.group(2);
            next = code.end();
        } else {
            // A tag written over several lines (<script\n  setup\n  lang="ts"\n>): its attributes
            // run to the first line that ends with '>', a few lines on, with no other tag between.
            begun.region(line, lineEnd);
            if (!begun.matches()) {
                return null;
            }
            tag = begun.group(1).toLowerCase(Locale.ROOT);
            StringBuilder written = new StringBuilder(begun.group(2) == null ? "" : begun.group(2));
            int at = next;
            int closed = -1;
            for (int k = 0; k < TAG_LINES && at < text.length() && closed < 0; k++) {
                int after = lines.lineEnd(at, text.length());
                String l = text.substring(at, after).strip();
                if (l.contains("<")) {
                    return null;
                }
                written.append(' ').append(l);
                if (l.endsWith(">")) {
                    closed = after;
                }
                at = after;
            }
            if (closed < 0) {
                return null;
            }
            next = closed;
            attributes = written.substring(0, written.length() - 1);
        }
        if (attributes.stripTrailing().endsWith("/")) {
            return null; // a self-closing tag (Astro's <script type="application/ld+json" set:html={...} />) holds nothing
        }
        Pattern end = tag.equals("script") ? SCRIPT_END : STYLE_END;
        if (end.matcher(text).region(line, Math.max(next, lineEnd)).find()) {
            return null; // the element closes on its own line (<script src="a.js"></script>)
        }
        String language = contentLanguage(tag, attributes, astro);
        Matcher closing = end.matcher(text);
        if (language == null || !closing.find(next)) {
            return null;
        }
        int tagStart = closing.start();
        int closingLine = tagStart;
        while (closingLine > next && (text.charAt(closingLine - 1) == ' ' || text.charAt(closingLine - 1) == '\t')) {
            closingLine--;
        }
        // A closing tag alone on its line goes with that line; after code, it begins where it does.
        int contentEnd = closingLine == next || text.charAt(closingLine - 1) == '\n' || text.charAt(closingLine - 1) == '\r'
                ? closingLine : tagStart;
        if (Whitespace.isBlank(text, next, contentEnd)) {
            return null;
        }
        return new Block(line, next, contentEnd, closing.end(), tag, language);
    }

    /**
     * The language of an element's contents, or null when kerf should leave them to the markup. An
     * Astro file's script with neither {@code lang} nor {@code type} is TypeScript, as Astro
     * compiles it, unless it is {@code is:inline} (sent to the browser as written).
     */
    private static String contentLanguage(String tag, String attributes, boolean astro) {
        String lang = null;
        String type = null;
        Matcher m = ATTRIBUTE.matcher(attributes);
        while (m.find()) {
            String value = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : m.group(4);
            value = value.strip().toLowerCase(Locale.ROOT);
            if (m.group(1).equalsIgnoreCase("lang")) {
                lang = lang == null ? value : lang;
            } else {
                type = type == null ? value : type;
            }
        }
        Map<String, String> languages = tag.equals("script") ? SCRIPT_LANGUAGES : STYLE_LANGUAGES;
        if (astro && tag.equals("script") && lang == null && type == null && !attributes.contains("is:inline")) {
            return "typescript";
        }
        if (lang != null) {
            return languages.get(lang);
        }
        return languages.get(type == null ? "" : type);
    }

    /**
     * An Astro file's front matter: a {@code ---} line first (blank lines before it allowed, as
     * Astro's compiler allows them), its script, and the next {@code ---} line.
     */
    private static Block frontMatter(String text, Lines lines) {
        int fence = 0;
        int first = lines.lineEnd(0, text.length());
        while (first < text.length() && Whitespace.isBlank(text, fence, first)) {
            fence = first;
            first = lines.lineEnd(fence, text.length());
        }
        if (!text.substring(fence, first).strip().equals("---")) {
            return null;
        }
        for (int line = first; line < text.length(); ) {
            int next = lines.lineEnd(line, text.length());
            if (text.substring(line, next).strip().equals("---")) {
                int end = line + text.substring(line, next).stripTrailing().length();
                return Whitespace.isBlank(text, first, line) ? null : new Block(fence, first, line, end, "frontmatter", "typescript");
            }
            line = next;
        }
        return null;
    }
}
