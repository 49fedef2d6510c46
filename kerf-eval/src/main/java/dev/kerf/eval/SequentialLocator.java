package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the segments of a splitter that returns texts only (LangChain4j's) back in the corpus, in
 * order. A segment is looked for from where the previous one ended: first exactly, then word for
 * word with any white space between (LangChain4j joins the paragraphs, lines and words it merges
 * with its own separators and drops indentation). Only when both fail is it looked for from the
 * start of the text, as Chroma's {@link ChunkLocator} always does; those are counted. Searching
 * forward keeps a repeated segment ({@code }}, a common line) where it was cut.
 */
public final class SequentialLocator {
    private final String corpus;
    private int cursor;
    private int fromStart;

    public SequentialLocator(String corpus) {
        this.corpus = corpus;
    }

    /** The range of the next segment; throws {@link IllegalStateException} when it is nowhere. */
    public CharRange next(String segment) {
        CharRange found = find(segment, cursor);
        if (found == null) {
            found = find(segment, 0);
            if (found == null) {
                throw new IllegalStateException("segment not found: " + abbreviate(segment));
            }
            fromStart++;
        }
        cursor = found.end();
        return found;
    }

    /** Segments found only by searching from the start of the text. */
    public int foundFromStart() {
        return fromStart;
    }

    private CharRange find(String segment, int from) {
        int at = corpus.indexOf(segment, from);
        if (at >= 0) {
            return new CharRange(at, at + segment.length());
        }
        Pattern words = anySpacing(segment);
        if (words == null) {
            return null;
        }
        Matcher m = words.matcher(corpus);
        return m.find(from) ? new CharRange(m.start(), m.end()) : null;
    }

    /** The segment's words with any white space between them, or null when it has no words. */
    static Pattern anySpacing(String segment) {
        List<String> words = new ArrayList<>();
        for (String word : segment.strip().split("\\s+")) {
            if (!word.isEmpty()) {
                words.add(Pattern.quote(word));
            }
        }
        return words.isEmpty() ? null : Pattern.compile(String.join("\\s*", words));
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
