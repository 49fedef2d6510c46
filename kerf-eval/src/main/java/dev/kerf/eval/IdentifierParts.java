package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words inside an identifier, so that a query in English ("Returns the element count") meets
 * code that says {@code elementCount} or {@code element_count}. Splits at underscores and dollar
 * signs, at a lower-case letter or digit followed by an upper-case one ({@code elementCount}), and
 * before the last capital of a run followed by a lower-case letter ({@code HTTPResponse} gives
 * {@code http}, {@code response}). Digits stay with the letters before them ({@code utf8}).
 */
public final class IdentifierParts {
    private IdentifierParts() {}

    /**
     * The lower-cased parts of one token, in order, without single letters; empty when the token
     * has only one part (it is then a plain word and the caller keeps it as it is).
     */
    public static List<String> of(String token) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= token.length(); i++) {
            if (i == token.length() || token.charAt(i) == '_' || token.charAt(i) == '$') {
                add(token, start, i, parts);
                start = i + 1;
                continue;
            }
            if (i > start && startsWord(token, i)) {
                add(token, start, i, parts);
                start = i;
            }
        }
        if (parts.size() == 1 && parts.getFirst().equals(token.toLowerCase(Locale.ROOT))) {
            return List.of();
        }
        parts.removeIf(p -> p.length() < 2);
        return parts;
    }

    private static boolean startsWord(String token, int i) {
        char c = token.charAt(i);
        char before = token.charAt(i - 1);
        if (!Character.isUpperCase(c)) {
            return false;
        }
        if (Character.isLowerCase(before) || Character.isDigit(before)) {
            return true;
        }
        return Character.isUpperCase(before) && i + 1 < token.length() && Character.isLowerCase(token.charAt(i + 1));
    }

    private static void add(String token, int start, int end, List<String> parts) {
        if (end > start) {
            parts.add(token.substring(start, end).toLowerCase(Locale.ROOT));
        }
    }
}
