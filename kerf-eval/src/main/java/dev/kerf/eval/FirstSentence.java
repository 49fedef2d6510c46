package dev.kerf.eval;

import java.util.Optional;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first sentence of a doc comment, as plain words: the summary a developer would type as a
 * search. Javadoc loses its {@code *} margins, block tags, inline tags (their text kept: {@code
 * {@code x}} gives {@code x}, {@code {@link #m(int) label}} gives {@code label}) and HTML; a
 * docstring loses its quotes and prefix. The sentence ends at the first period followed by white
 * space, as the javadoc tool's summary does, or at the end of the first paragraph. Sentences of
 * fewer than {@value #MIN_WORDS} words ("Constructor.", "{@inheritDoc}") are no query.
 */
public final class FirstSentence {
    static final int MIN_WORDS = 3;

    private static final Pattern BLOCK_TAG = Pattern.compile("(?m)^\\s*@\\w");
    private static final Pattern PARAGRAPH = Pattern.compile("\\n\\s*\\n|<p\\b|<P\\b");
    private static final Pattern LINK = Pattern.compile("\\{@(?:link|linkplain)\\s+([^\\s{}]+)\\s*([^{}]*)}");
    private static final Pattern TEXT_TAG = Pattern.compile("\\{@(?:code|literal|value)\\s*([^{}]*)}");
    private static final Pattern OTHER_TAG = Pattern.compile("\\{@[^{}]*}");
    private static final Pattern HTML = Pattern.compile("<[^>]*>");
    /** A period, ! or ? before white space or the end, unless it closes an abbreviation such as "e.g.". */
    private static final Pattern SENTENCE_END =
            Pattern.compile("(?<!\\b(?:e\\.g|i\\.e|etc|vs|ie|eg|cf))[.!?](?=\\s|$)", Pattern.CASE_INSENSITIVE);
    private static final Pattern STRING_PREFIX = Pattern.compile("^[rRuUbBfF]{0,2}(\"\"\"|'''|\"|')");

    private FirstSentence() {}

    /** The summary of a {@code /** ... *}{@code /} comment, or empty when it has none. */
    public static Optional<String> ofJavadoc(String comment) {
        boolean closed = comment.length() >= 5 && comment.endsWith("*/");
        String body = comment.substring(3, closed ? comment.length() - 2 : comment.length());
        StringBuilder lines = new StringBuilder();
        for (String line : body.split("\\R", -1)) {
            lines.append(line.replaceFirst("^\\s*\\*+", "")).append('\n');
        }
        String text = lines.toString();
        Matcher tag = BLOCK_TAG.matcher(text);
        if (tag.find()) {
            text = text.substring(0, tag.start());
        }
        text = firstParagraph(text);
        text = replaceAll(LINK, text, m -> m.group(2).isBlank() ? reference(m.group(1)) : m.group(2));
        text = replaceAll(TEXT_TAG, text, m -> m.group(1));
        text = OTHER_TAG.matcher(text).replaceAll("");
        text = HTML.matcher(text).replaceAll("");
        text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&nbsp;", " ").replace("&#39;", "'").replace("&amp;", "&");
        return sentence(text);
    }

    /** The summary of a Python string literal used as a docstring, or empty when it has none. */
    public static Optional<String> ofDocstring(String literal) {
        Matcher open = STRING_PREFIX.matcher(literal);
        if (!open.find()) {
            return Optional.empty();
        }
        String quote = open.group(1);
        int end = literal.endsWith(quote) && literal.length() >= open.end() + quote.length()
                ? literal.length() - quote.length()
                : literal.length();
        return sentence(firstParagraph(literal.substring(open.end(), end)));
    }

    private static String firstParagraph(String text) {
        String trimmed = text.strip();
        Matcher m = PARAGRAPH.matcher(trimmed);
        // A paragraph mark at the very start (a Javadoc opening with <p>) ends nothing.
        return trimmed.length() > 1 && m.find(1) ? trimmed.substring(0, m.start()) : trimmed;
    }

    /** Whitespace collapsed, cut after the first sentence end, when it has enough words. */
    static Optional<String> sentence(String text) {
        String flat = text.replaceAll("\\s+", " ").strip();
        Matcher end = SENTENCE_END.matcher(flat);
        if (end.find()) {
            flat = flat.substring(0, end.end());
        }
        return flat.split(" ").length >= MIN_WORDS ? Optional.of(flat) : Optional.empty();
    }

    /** {@code List#add(Object)} reads as {@code List.add}; {@code #size()} as {@code size}. */
    private static String reference(String target) {
        String name = target.replaceAll("\\(.*", "");
        name = name.startsWith("#") ? name.substring(1) : name.replace('#', '.');
        return name;
    }

    private static String replaceAll(Pattern pattern, String text, Function<MatchResult, String> with) {
        String current = text;
        while (true) {
            Matcher m = pattern.matcher(current);
            String next = m.replaceAll(r -> Matcher.quoteReplacement(with.apply(r)));
            if (next.equals(current)) {
                return next;
            }
            current = next;
        }
    }
}
