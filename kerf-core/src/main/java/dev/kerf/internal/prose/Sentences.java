package dev.kerf.internal.prose;

import dev.kerf.internal.text.DataTable;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.internal.text.Words;
import dev.kerf.spi.Segment;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Finds sentences: the JDK's sentence {@link BreakIterator}, with its breaks after abbreviations
 * ("Dr.", "e.g.", "U.S.") and initials ("J.") taken back. Decimals and version numbers ("3.14",
 * "v1.2.3") never break, as there is no space after their periods.
 *
 * <p>Line breaks inside a paragraph are read as spaces, so hard-wrapped text splits by its
 * sentences, not its lines.
 */
public final class Sentences {
    private static final Set<String> ABBREVIATIONS = load();
    /**
     * The blank-line paragraphs of {@code text[from, to)} as segments of {@code paragraphKind},
     * each cut between its sentences (segments of {@code sentenceKind}): prose's structure, and
     * that of prose inside a document (an admonition's body, a note).
     */
    public static List<Segment> paragraphs(String text, int from, int to, String paragraphKind, String sentenceKind) {
        List<Segment> out = new ArrayList<>();
        for (Segment block : dev.kerf.internal.generic.GenericSegmenter.region(text, from, to).top()) {
            out.add(new Segment(block.start(), block.end(), paragraphKind, java.util.Map.of(),
                    self -> segments(text, self.start(), self.end(), sentenceKind)));
        }
        return out;
    }

    /** The sentences tiling {@code text[from, to)} as segments of {@code kind}; empty when there is only one. */
    public static List<Segment> segments(String text, int from, int to, String kind) {
        List<Integer> starts = starts(text, from, to);
        if (starts.size() < 2) {
            return List.of();
        }
        List<Segment> out = new ArrayList<>(starts.size());
        for (int i = 0; i < starts.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1) : to;
            out.add(new Segment(starts.get(i), end, kind));
        }
        return out;
    }

    /**
     * Where an overlap reaching back from {@code cut} may begin inside prose that starts at
     * {@code begin}: the sentence starts in {@code [begin, cut)} after {@code after}, then the word
     * starts of the sentence the cut falls in.
     */
    public static List<Integer> overlapStarts(String text, int begin, int cut, int after) {
        List<Integer> sentences = starts(text, begin, cut);
        List<Integer> out = new ArrayList<>();
        for (int s : sentences) {
            if (s > after) {
                out.add(s);
            }
        }
        out.addAll(Words.starts(text, sentences.isEmpty() ? begin : sentences.getLast(), cut));
        return out;
    }

    /** Initials and dotted abbreviations: one or two letters and a period, repeated. */
    private static final Pattern DOTTED = Pattern.compile("(\\p{L}{1,2}\\.)+");
    /** A list item's marker: a bullet, or a number or letter with a period or parenthesis, then a space. */
    private static final Pattern LIST_MARKER = Pattern.compile("([-*+•‣◦▪]|\\d{1,3}[.)]|[a-zA-Z][.)])[ \t]");

    private Sentences() {}

    private static Set<String> load() {
        Set<String> words = new HashSet<>();
        DataTable.read(Sentences.class, "abbreviations.tsv", 1, (cells, line) -> words.add(cells[0]));
        return Set.copyOf(words);
    }

    /**
     * Where the sentences of {@code text[from, to)} begin, ascending, {@code from} first. Each
     * sentence runs to the next start (or {@code to}) and keeps the whitespace after it.
     */
    public static List<Integer> starts(String text, int from, int to) {
        List<Integer> starts = new ArrayList<>();
        if (from >= to) {
            return starts;
        }
        BreakIterator breaks = BreakIterator.getSentenceInstance(Locale.ROOT);
        breaks.setText(flattened(text, from, to));
        TreeSet<Integer> found = new TreeSet<>();
        found.add(from);
        for (int b = breaks.next(); b != BreakIterator.DONE && b < to - from; b = breaks.next()) {
            // A paragraph of megabytes has hundreds of thousands of sentences: give up when asked to.
            dev.kerf.spi.Cancellation.check(found.size());
            if (!afterAbbreviation(text, from + b, from) && !afterListMarker(text, from + b, from) && !insideWord(text, from + b)) {
                found.add(from + b);
            }
        }
        addListItems(text, from, to, found);
        starts.addAll(found);
        return starts;
    }

    /**
     * Whether the break at {@code at} follows a period, a "!" or a "?" with no space after it:
     * an operator ({@code !=}), a URL's query ({@code ?id=}), an ellipsis before a path
     * ({@code ...src/a.c}). The JDK ends a sentence there; a sentence in a language written with
     * spaces ends before one. (Chinese and Japanese end theirs with their own marks, 。！？.)
     */
    private static boolean insideWord(String text, int at) {
        if (at <= 0 || at >= text.length() || Whitespace.is(text.charAt(at))) {
            return false;
        }
        char before = text.charAt(at - 1);
        return before == '.' || before == '!' || before == '?';
    }

    /** A line that begins with a list marker ("- ", "* ", "• ", "3. ", "b) ") begins a sentence. */
    private static void addListItems(String text, int from, int to, Set<Integer> starts) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (Whitespace.isLineBreak(c) && i + 1 < to) {
                int s = i + 1;
                if (c == '\r' && text.charAt(s) == '\n') {
                    continue; // the LF of this CRLF starts the line
                }
                int m = s;
                while (m < to && (text.charAt(m) == ' ' || text.charAt(m) == '\t')) {
                    m++;
                }
                if (m < to && LIST_MARKER.matcher(text).region(m, to).lookingAt()) {
                    starts.add(s);
                }
            }
        }
    }

    /** Whether the break at {@code at} follows a numbered list marker at the start of its line ("3. "). */
    private static boolean afterListMarker(String text, int at, int from) {
        int end = at;
        while (end > from && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
            end--;
        }
        int start = end;
        while (start > from && !Character.isWhitespace(text.charAt(start - 1))) {
            start--;
        }
        if (!isNumberMarker(text, start, end)) {
            return false;
        }
        int lineStart = start;
        while (lineStart > from && (text.charAt(lineStart - 1) == ' ' || text.charAt(lineStart - 1) == '\t')) {
            lineStart--;
        }
        return Lines.startsLine(text, lineStart, from);
    }

    /** Whether {@code text[start, end)} is a number marker: 1 to 3 digits, then '.' or ')'. */
    private static boolean isNumberMarker(String text, int start, int end) {
        int digits = end - start - 1;
        if (digits < 1 || digits > 3 || (text.charAt(end - 1) != '.' && text.charAt(end - 1) != ')')) {
            return false;
        }
        for (int i = start; i < end - 1; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code text[from, to)} with each line break read as a space, so offsets stay the same; a
     * break that ends a blank line stays, so a blank line still ends a sentence.
     */
    private static String flattened(String text, int from, int to) {
        char[] chars = text.substring(from, to).toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = text.charAt(from + i);
            if (!Whitespace.isLineBreak(c)) {
                continue;
            }
            int j = from + i - 1;
            if (c == '\n' && j >= from && text.charAt(j) == '\r') {
                j--; // the LF of a CRLF: look before the CR
            }
            while (j >= from && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
                j--;
            }
            boolean endsBlankLine = j >= from && Whitespace.isLineBreak(text.charAt(j));
            if (!endsBlankLine) {
                chars[i] = ' ';
            }
        }
        return new String(chars);
    }

    /** Whether the word before the break at {@code at} is an abbreviation or an initial. */
    private static boolean afterAbbreviation(String text, int at, int from) {
        int end = at;
        while (end > from && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        if (end == at || end == from || text.charAt(end - 1) != '.') {
            return false; // no space before the break, or the break is not after a period
        }
        int start = end;
        while (start > from && !Character.isWhitespace(text.charAt(start - 1))) {
            start--;
        }
        while (start < end && "([{\"'“‘".indexOf(text.charAt(start)) >= 0) {
            start++;
        }
        String word = text.substring(start, end).toLowerCase(Locale.ROOT);
        if (ABBREVIATIONS.contains(word)) {
            return true;
        }
        // Initials ("J.") and dotted abbreviations ("U.S.", "e.g.", "Ph.D."): letters between periods.
        return DOTTED.matcher(word).matches() && (word.length() == 2 || word.indexOf('.') < word.length() - 1);
    }
}
