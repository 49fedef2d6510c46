package dev.kerf.internal.delimiter;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One delimiter pattern: what starts a block, how the block ends, and what kind of block it is.
 * Rows of {@code delimiters.tsv} become delimiters; users can add their own per language through
 * {@link DelimiterSegmenter#withCustom}.
 *
 * @param kind what the block is, upper case ({@code FUNCTION}, {@code CLASS}, {@code SECTION}...)
 * @param start found in a block's header (strings and comments masked); null matches any header
 * @param end how the block ends
 * @param closer for {@link End#KEYWORD}: the line that closes the block
 * @param priority higher wins when two candidate blocks overlap without nesting
 * @param wholeLines the block is widened to whole lines
 * @param nestable blocks of this kind may contain others
 * @param inclusive whether the delimiters belong to the block (kind of information only: kerf never
 *     drops text, so an exclusive delimiter's text stays in the enclosing chunk)
 * @param level for {@link End#HEADING} rows whose start has no group 1: the heading level
 * @param underline for {@link End#HEADING}: {@code setext} or {@code rst} underlined headings, else null
 * @param scope for {@link End#TAG}: its elements are scope entries, named by their tags
 *     ({@code project > dependencies > dependency jackson-core}: XML's, whose tags say what a
 *     part is; not HTML's {@code div > p})
 * @param unit the block is a unit to cut around, kept whole where it fits, that describes nothing:
 *     no name, kind or scope of its own (an INI entry with the indented lines of its value; the
 *     section it lies in names the chunk)
 */
public record Delimiter(
        String kind,
        Pattern start,
        End end,
        Pattern closer,
        int priority,
        boolean wholeLines,
        boolean nestable,
        boolean inclusive,
        int level,
        String underline,
        boolean scope,
        boolean unit) {

    /** How a block ends. */
    public enum End {
        /** At the brace matching the first <code>{</code> of the header. */
        BRACES("{}"),
        /** At the paren matching the {@code (} that opens the header line. */
        PARENS("()"),
        /** At a line matching {@link Delimiter#closer()}. */
        KEYWORD("end"),
        /** Before the next non-blank line indented no deeper than the header. */
        INDENT("indent"),
        /** Before the next header of a NEXT delimiter with the same or higher priority and no deeper indentation. */
        NEXT("next"),
        /** Before the next heading of the same or a higher level. */
        HEADING("heading"),
        /** At the matching closing tag. */
        TAG("tag");

        private final String id;

        End(String id) {
            this.id = id;
        }

        /** The name used in {@code delimiters.tsv}. */
        public String id() {
            return id;
        }

        static End of(String id) {
            for (End e : values()) {
                if (e.id.equals(id)) {
                    return e;
                }
            }
            throw new IllegalArgumentException("end: unknown end style '" + id + "' (one of {}, (), end, indent, next, heading, tag)");
        }
    }

    public Delimiter {
        kind = kind.toUpperCase(Locale.ROOT);
        if (end == End.KEYWORD && closer == null) {
            closer = Pattern.compile("^\\s*end\\b");
        }
    }

    /**
     * Whether the row's start pattern names its blocks: a group {@code name} holds the name of the
     * block's scope entry, and a group {@code keyword}, if there is one, says what it is
     * ({@code message Publish}, {@code section testenv:build}); without it the kind does.
     */
    boolean namesItself() {
        return start != null && start.namedGroups().containsKey("name");
    }

    /** The kind as a title: {@code FUNCTION} gives {@code Function}. */
    String title() {
        String lower = kind.toLowerCase(Locale.ROOT).replace('_', ' ');
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }
}
