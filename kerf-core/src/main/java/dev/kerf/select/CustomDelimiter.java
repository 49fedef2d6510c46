package dev.kerf.select;

/**
 * One extra delimiter pattern for a language, in the schema of {@code delimiters.tsv} (see
 * {@code docs/delimiters.md}).
 *
 * @param language the kerf language it applies to
 * @param kind what the block is ({@code FUNCTION}, {@code SECTION}...)
 * @param start the regex of a block's first line, or "-" for any header
 * @param end the end style: {@code {}}, {@code ()}, {@code end}, {@code indent}, {@code next},
 *     {@code heading} or {@code tag}
 * @param closer the closing line's regex for {@code end} ("-" for {@code ^\s*end\b}, "same" for the start regex)
 * @param priority which block wins when two overlap (higher wins)
 * @param flags comma-separated flags such as {@code whole_lines,nestable}, or "-"
 */
public record CustomDelimiter(String language, String kind, String start, String end, String closer, int priority, String flags)
        implements java.io.Serializable {}
