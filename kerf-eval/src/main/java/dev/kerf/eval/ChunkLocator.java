package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds a chunk's text back in its corpus the way Chroma's {@code rigorous_document_search}
 * does, because the reference row's spans, and so its scores, depend on it:
 *
 * <ul>
 *   <li>one trailing period is dropped from the text first, so the span ends before it;
 *   <li>the <em>first</em> occurrence in the whole corpus wins, even when the splitter cut the
 *       chunk from a later, identical passage;
 *   <li>failing an exact match, the words are searched with any white space between them,
 *       ignoring case.
 * </ul>
 *
 * Their last resort, a fuzzy match against sentences, is not reproduced: a splitter that only
 * cuts and strips never needs it, and a chunk not found raises {@link IllegalStateException}.
 */
public final class ChunkLocator {
    private ChunkLocator() {}

    public static CharRange locate(String corpus, String chunk) {
        String target = chunk.endsWith(".") ? chunk.substring(0, chunk.length() - 1) : chunk;
        int at = corpus.indexOf(target);
        if (at >= 0) {
            return new CharRange(at, at + target.length());
        }
        Matcher m = wordsWithAnySpacing(target).matcher(corpus);
        if (m.find()) {
            return new CharRange(m.start(), m.end());
        }
        throw new IllegalStateException("chunk not found in corpus: " + abbreviate(chunk));
    }

    private static Pattern wordsWithAnySpacing(String target) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (PythonWhitespace.isSpace(c)) {
                if (!word.isEmpty()) {
                    words.add(Pattern.quote(word.toString()));
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (!word.isEmpty()) {
            words.add(Pattern.quote(word.toString()));
        }
        return Pattern.compile(
                String.join("\\s*", words),
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.UNICODE_CHARACTER_CLASS);
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
