package dev.kerf.internal.text;

/** The fields of a line of records (CSV, TSV), as far as telling them apart needs. */
public final class Fields {
    private Fields() {}

    /** How many times {@code separator} occurs in {@code line} outside double quotes. */
    public static int separators(CharSequence line, char separator) {
        return separators(line, 0, line.length(), separator);
    }

    /** How many times {@code separator} occurs in {@code [from, to)} of {@code text} outside double quotes. */
    public static int separators(CharSequence text, int from, int to, char separator) {
        int count = 0;
        boolean quoted = false;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == separator && !quoted) {
                count++;
            }
        }
        return count;
    }
}
