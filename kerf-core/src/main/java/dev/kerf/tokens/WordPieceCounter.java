package dev.kerf.tokens;

import dev.kerf.internal.text.Whitespace;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * BERT's WordPiece tokenizer, counted as HuggingFace's {@code tokenizers} counts it: the
 * {@code BertNormalizer} (control chars dropped, whitespace made spaces, CJK ideographs set apart;
 * for an uncased vocabulary accents stripped and lowercase), the {@code BertPreTokenizer} (words split at whitespace,
 * punctuation on its own) and {@code WordPiece} (greedy longest match, {@code ##} before a
 * continuation, a word of over 100 chars or with a part not in the vocabulary one {@code [UNK]}).
 * The special tokens {@code [PAD]}, {@code [UNK]}, {@code [CLS]}, {@code [SEP]} and
 * {@code [MASK]} written in the text are one token each, as the tokenizer's added vocabulary
 * takes them. The {@code [CLS]} and {@code [SEP]} a model puts around every input are not
 * counted: a model of 512 positions takes 510 tokens of text.
 *
 * <p>Counts add up across whitespace, punctuation and ideographs, since no word spans them, so a
 * document is counted in one pass like the BPE tokenizers. {@code WordPieceCountTest} holds it to
 * the {@code tokenizers} library itself over every code point and over real files.
 */
final class WordPieceCounter implements TokenCounter {
    private static final List<String> SPECIALS = List.of("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]");
    /** WordPiece's {@code max_input_chars_per_word}: a longer word is one {@code [UNK]}. */
    private static final int LONGEST_WORD = 100;
    /** Marks a code point the normalizer drops: controls, format chars, private use, NUL and U+FFFD. */
    private static final String DROPPED = "";
    /** Marks a code point that splits words and is no token: whitespace. */
    private static final String SPACE = " ";

    private final String name;
    /** Whether the normalizer strips accents and lowercases, as the uncased models' does. */
    private final boolean uncased;
    /** What a code point becomes before the pre-tokenizer, for the first 128 (ASCII is most text). */
    private final String[] ascii = new String[128];
    /**
     * The same for the rest of the Basic Multilingual Plane, filled as met: bounded, unlike a map
     * of every code point a server was ever sent. A race writes the same value twice, and a
     * String is safe to share without a lock. Beyond the plane, each is normalized anew.
     */
    private final String[] bmp = new String[0x10000];
    /** Vocabulary entries that can begin a word. */
    private final Set<String> starts = new HashSet<>();
    /** Vocabulary entries that continue a word, without their {@code ##}. */
    private final Set<String> continuations = new HashSet<>();
    /** The longest entry in chars: no longer substring needs looking up. */
    private final int longestEntry;

    WordPieceCounter(String name, List<String> vocabulary, boolean uncased) {
        this.name = name;
        this.uncased = uncased;
        for (int c = 0; c < 128; c++) {
            ascii[c] = normalize(c);
        }
        int longest = 1;
        for (String entry : vocabulary) {
            if (entry.startsWith("##") && entry.length() > 2) {
                continuations.add(entry.substring(2));
            } else {
                starts.add(entry);
            }
            longest = Math.max(longest, entry.length());
        }
        this.longestEntry = longest;
    }

    /** The vocabulary of {@code bert-base-uncased}, which the models of {@code ModelPreset} that count with it share. */
    static WordPieceCounter bertBaseUncased() {
        try (InputStream in = WordPieceCounter.class.getResourceAsStream("bert-base-uncased.txt")) {
            if (in == null) {
                throw new IllegalStateException("bert-base-uncased.txt is missing from kerf-core's jar");
            }
            List<String> entries = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList();
            return new WordPieceCounter("bert-base-uncased", entries, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int count(String text) {
        return (int) scan(text, 0, text.length(), Long.MAX_VALUE);
    }

    /**
     * Whether no token spans {@code position}: whitespace, punctuation or an ideograph on either
     * side, and no special token written across it.
     */
    @Override
    public boolean isAdditiveBoundary(CharSequence text, int position) {
        if (position <= 0 || position >= text.length()) {
            return true;
        }
        if (Character.isLowSurrogate(text.charAt(position)) && Character.isHighSurrogate(text.charAt(position - 1))) {
            return false;
        }
        for (String special : SPECIALS) {
            for (int k = 1; k < special.length(); k++) {
                if (position - k >= 0 && position - k + special.length() <= text.length() && regionIs(text, position - k, special)) {
                    return false;
                }
            }
        }
        return splitsWords(Character.codePointBefore(text, position)) || splitsWords(Character.codePointAt(text, position));
    }

    /**
     * A code point of a word is at most three tokens (a Hangul syllable decomposes into three
     * jamo), a split one at most one.
     */
    @Override
    public long maxCount(int chars) {
        return 3L * chars;
    }

    /** The end of the last whole word or mark that fits the budget. */
    @Override
    public int reach(String text, int budget) {
        if (budget < 0) {
            return 0;
        }
        long r = scan(text, 0, text.length(), budget);
        return r < 0 ? (int) -(r + 1) : text.length();
    }

    /**
     * Counts {@code text[from, to)}; with a budget, stops at the first word or mark that would
     * pass it and answers {@code -(its start) - 1}.
     */
    private long scan(String text, int from, int to, long budget) {
        long total = 0;
        int segment = from;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) != '[') {
                continue;
            }
            for (String special : SPECIALS) {
                if (text.startsWith(special, i) && i + special.length() <= to) {
                    long plain = words(text, segment, i, budget - total);
                    if (plain < 0) {
                        return plain;
                    }
                    total += plain;
                    if (total + 1 > budget) {
                        return -(long) i - 1;
                    }
                    total++;
                    i += special.length() - 1;
                    segment = i + 1;
                    break;
                }
            }
        }
        long plain = words(text, segment, to, budget - total);
        return plain < 0 ? plain : total + plain;
    }

    /** The tokens of text with no special token in it; see {@link #scan}. */
    private long words(String text, int from, int to, long budget) {
        long total = 0;
        StringBuilder word = new StringBuilder();
        int wordStart = from;
        for (int i = from; i < to; ) {
            int c = text.codePointAt(i);
            String n = normalized(c);
            int next = i + Character.charCount(c);
            if (n == DROPPED) {
                i = next;
                continue;
            }
            boolean alone = isIdeograph(c);
            for (int k = 0; k < n.length(); ) {
                int d = n.codePointAt(k);
                k += Character.charCount(d);
                if (n == SPACE || alone || isPunctuation(d)) {
                    if (!word.isEmpty()) {
                        int pieces = pieces(word);
                        if (total + pieces > budget) {
                            return -(long) wordStart - 1;
                        }
                        total += pieces;
                        word.setLength(0);
                    }
                    if (n != SPACE) {
                        // An ideograph or a punctuation mark: a token of its own.
                        if (total + 1 > budget) {
                            return -(long) i - 1;
                        }
                        total++;
                    }
                } else {
                    if (word.isEmpty()) {
                        wordStart = i;
                    }
                    word.appendCodePoint(d);
                }
            }
            i = next;
        }
        if (!word.isEmpty()) {
            int pieces = pieces(word);
            if (total + pieces > budget) {
                return -(long) wordStart - 1;
            }
            total += pieces;
        }
        return total;
    }

    private String normalized(int c) {
        if (c < 128) {
            return ascii[c];
        }
        if (c >= bmp.length) {
            return normalize(c);
        }
        String n = bmp[c];
        if (n == null) {
            n = normalize(c);
            bmp[c] = n;
        }
        return n;
    }

    /** How many WordPiece tokens one word is. */
    private int pieces(CharSequence word) {
        String w = word.toString();
        if (w.codePointCount(0, w.length()) > LONGEST_WORD) {
            return 1;
        }
        int count = 0;
        int start = 0;
        while (start < w.length()) {
            int end = Math.min(w.length(), start + longestEntry);
            if (end < w.length() && Character.isLowSurrogate(w.charAt(end))) {
                end--;
            }
            Set<String> entries = start == 0 ? starts : continuations;
            while (end > start && !entries.contains(w.substring(start, end))) {
                end -= Character.isLowSurrogate(w.charAt(end - 1)) && end - 2 >= start ? 2 : 1;
            }
            if (end == start) {
                return 1; // a part no entry matches: the whole word is [UNK]
            }
            count++;
            start = end;
        }
        return count;
    }

    /** Whether a raw code point ends any word around it: whitespace, an ideograph, or punctuation through and through. */
    private boolean splitsWords(int c) {
        String n = normalized(c);
        if (n == DROPPED) {
            return false;
        }
        if (n == SPACE || isIdeograph(c)) {
            return true;
        }
        for (int i = 0; i < n.length(); ) {
            int d = n.codePointAt(i);
            if (!isPunctuation(d)) {
                return false;
            }
            i += Character.charCount(d);
        }
        return true;
    }

    /**
     * What the normalizer makes of one code point: {@link #DROPPED}, {@link #SPACE}, or, uncased,
     * its canonical decomposition without nonspacing marks, lowercased (cased: itself).
     * Categories are BERT's ({@link BertUnicode}).
     */
    private String normalize(int c) {
        if (c == '\t' || c == '\n' || c == '\r') {
            return SPACE;
        }
        if (c == 0 || c == 0xFFFD) {
            return DROPPED;
        }
        int type = Character.getType(c);
        if ((type == Character.CONTROL || type == Character.FORMAT || type == Character.PRIVATE_USE) && !BertUnicode.ordinary(c)) {
            return DROPPED;
        }
        if (Whitespace.is(c)) {
            return SPACE;
        }
        if (!uncased) {
            return Character.toString(c);
        }
        String decomposed = Normalizer.normalize(Character.toString(c), Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder(decomposed.length());
        for (int i = 0; i < decomposed.length(); ) {
            int d = decomposed.codePointAt(i);
            boolean nonspacing = (Character.getType(d) == Character.NON_SPACING_MARK && !BertUnicode.ordinary(d) && !BertUnicode.punctuation(d))
                    || BertUnicode.nonspacing(d);
            if (!nonspacing) {
                out.appendCodePoint(Character.toLowerCase(d));
            }
            i += Character.charCount(d);
        }
        return out.isEmpty() ? DROPPED : out.toString();
    }

    /** BERT's "Chinese characters": the CJK ideograph blocks, set apart as words of their own. */
    private static boolean isIdeograph(int c) {
        return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2A6DF)
                || (c >= 0x2A700 && c <= 0x2B73F) || (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B920 && c <= 0x2CEAF)
                || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
    }

    /** The pre-tokenizer's punctuation: ASCII punctuation (with {@code $+<=>^`|~}) and Unicode's P categories. */
    private static boolean isPunctuation(int c) {
        if (c < 128) {
            return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
        }
        if (BertUnicode.punctuation(c)) {
            return true;
        }
        return !BertUnicode.ordinary(c) && switch (Character.getType(c)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                    Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
                    Character.OTHER_PUNCTUATION -> true;
            default -> false;
        };
    }

    private static boolean regionIs(CharSequence text, int at, String s) {
        for (int k = 0; k < s.length(); k++) {
            if (text.charAt(at + k) != s.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return name;
    }
}
