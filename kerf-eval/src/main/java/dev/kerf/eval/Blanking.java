package dev.kerf.eval;

import java.util.List;

/**
 * Blanks parts of a text: each char of the given ranges becomes a space, except line breaks,
 * which stay. Offsets and line numbers are unchanged, so spans found in the original text hold in
 * the blanked one, while the words of the blanked parts (the doc comments the queries come from)
 * can no longer be matched.
 */
public final class Blanking {
    private Blanking() {}

    public static String blank(String text, List<CharRange> ranges) {
        char[] chars = text.toCharArray();
        for (CharRange r : ranges) {
            for (int i = r.start(); i < r.end(); i++) {
                if (chars[i] != '\n' && chars[i] != '\r') {
                    chars[i] = ' ';
                }
            }
        }
        return new String(chars);
    }
}
