package dev.kerf.internal.text;

import java.util.ArrayList;
import java.util.List;

/** Word boundaries: a word starts at a non-whitespace char after whitespace. */
public final class Words {
    private Words() {}

    /** Word starts in {@code (from, to)}, ascending. */
    public static List<Integer> starts(CharSequence text, int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int i = from + 1; i < to; i++) {
            if (!Whitespace.is(text.charAt(i)) && Whitespace.is(text.charAt(i - 1))) {
                out.add(i);
            }
        }
        return out;
    }
}
