package dev.kerf.lang;

import java.util.regex.Pattern;

/** One row of {@code heuristics.tsv}: for a shared extension, the language whose pattern the text matches. */
record Heuristic(String language, Pattern pattern) {
    static Heuristic of(String language, String pattern) {
        return new Heuristic(language, pattern.equals("*") ? null : Pattern.compile(pattern, Pattern.MULTILINE));
    }

    /** Whether the text's head decides for this row's language; a row without pattern always does. */
    boolean matches(CharSequence head) {
        return pattern == null || pattern.matcher(head).find();
    }
}
