package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.internal.text.Whitespace;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The six invariants of kerf's design, checked on one source and its chunks. Every chunker's tests
 * run their outputs through {@link #check}; positions are recomputed here from first principles,
 * independently of the code under test.
 */
public final class ChunkInvariants {
    private ChunkInvariants() {}

    /** Chunks {@code source} with {@code options} and checks every invariant, including determinism. */
    public static List<Chunk> chunkAndCheck(Kerf kerf, Source source) {
        List<Chunk> chunks = kerf.chunk(source);
        check(source, kerf.options(), chunks);
        assertThat(kerf.chunk(source)).as("same input, same chunks and ids").isEqualTo(chunks);
        return chunks;
    }

    public static void check(Source source, ChunkOptions options, List<Chunk> chunks) {
        String text = source.text();
        String where = source.path().orElse("<text>");
        int[] lines = lineNumbers(text);
        long[] bytes = utf8Offsets(text);
        if (isBlank(text)) {
            assertThat(chunks).as("%s: blank input gives no chunks", where).isEmpty();
            return;
        }
        assertThat(chunks).as("%s: non-blank input gives at least one chunk", where).isNotEmpty();
        int covered = 0;
        int previousStart = -1;
        int previousEnd = 0;
        for (int i = 0; i < chunks.size(); i++) {
            Chunk c = chunks.get(i);
            Span s = c.span();
            String at = where + " chunk " + i;
            // 1. verbatim text
            assertThat(c.text()).as("%s: text is the slice at its span", at).isEqualTo(text.substring(s.charStart(), s.charEnd()));
            assertThat(c.index()).as("%s: index", at).isEqualTo(i);
            assertThat(c.text()).as("%s: no empty chunk", at).isNotEmpty();
            // A chunk ends at its last non-whitespace char, unless the shorter text would take
            // more tokens than the budget leaves (BPE can merge ";\n\n" into fewer tokens than ";").
            String content = withoutTrailingSpace(c.text());
            if (content.length() < c.text().length()) {
                assertThat(options.tokenizer().count(content))
                        .as("%s: ends with whitespace though its content alone fits", at)
                        .isGreaterThan(c.tokenCount());
            }
            // It begins on the line its content begins on, under the same proviso, and unless
            // (with overlap) the next chunk begins there or before: the two would begin together.
            int contentLine = contentLineStart(c.text());
            boolean nextBeginsThere = i + 1 < chunks.size() && chunks.get(i + 1).span().charStart() <= s.charStart() + contentLine;
            if (contentLine > 0 && !nextBeginsThere) {
                assertThat(options.tokenizer().count(c.text().substring(contentLine)))
                        .as("%s: begins with a blank line though the text after it fits", at)
                        .isGreaterThan(c.tokenCount());
            }
            // And it begins at the start of that line, its indentation in it, where the chunk
            // before ends before the line does and the limit leaves room (a reserve for a header
            // or a block's wrapping may take up to the header's size: far from the limit only).
            int lineStart = s.charStart();
            while (lineStart > 0 && isSpace(text.charAt(lineStart - 1)) && text.charAt(lineStart - 1) != '\n' && text.charAt(lineStart - 1) != '\r'
                    && !dev.kerf.internal.text.Whitespace.isLineBreak(text.charAt(lineStart - 1))) {
                lineStart--;
            }
            boolean indented = lineStart < s.charStart() && (lineStart == 0 || dev.kerf.internal.text.Whitespace.isLineBreak(text.charAt(lineStart - 1)));
            if (indented && lineStart >= previousEnd && c.contextual().isEmpty()) {
                assertThat(options.tokenizer().count(text.substring(lineStart, s.charEnd())))
                        .as("%s: begins after its line's indentation though the line fits", at)
                        .isGreaterThan(options.maxTokens() - 32);
            }
            // 2. exact token counts within the limit
            assertThat(c.tokenCount()).as("%s: token count is exact", at).isEqualTo(options.tokenizer().count(c.text()));
            assertThat(c.tokenCount()).as("%s: within maxTokens", at).isLessThanOrEqualTo(options.maxTokens());
            c.contextual().ifPresent(ct -> {
                assertThat(ct.tokenCount()).as("%s: contextual count is exact", at).isEqualTo(options.tokenizer().count(ct.text()));
                assertThat(ct.tokenCount()).as("%s: contextual text within maxTokens", at).isLessThanOrEqualTo(options.maxTokens());
            });
            // 3. order, no overlap without overlap, coverage of every non-whitespace char
            assertThat(s.charStart()).as("%s: chunks in order", at).isGreaterThan(previousStart);
            if (options.overlapTokens() == 0) {
                assertThat(s.charStart()).as("%s: no overlap without overlap", at).isGreaterThanOrEqualTo(previousEnd);
            }
            for (int k = covered; k < s.charStart(); k++) {
                assertThat(isSpace(text.codePointAt(k)))
                        .as("%s: char %d (%s) before the chunk is covered by no chunk", at, k, Integer.toHexString(text.charAt(k)))
                        .isTrue();
            }
            covered = Math.max(covered, s.charEnd());
            previousStart = s.charStart();
            previousEnd = s.charEnd();
            // 4. bytes, lines, and no cut inside a surrogate pair or a CRLF
            assertThat(s.byteStart()).as("%s: byte start", at).isEqualTo(source.bomBytes() + bytes[s.charStart()]);
            assertThat(s.byteEnd()).as("%s: byte end", at).isEqualTo(source.bomBytes() + bytes[s.charEnd()]);
            assertThat(s.startLine()).as("%s: start line", at).isEqualTo(lines[s.charStart()]);
            assertThat(s.endLine()).as("%s: end line", at).isEqualTo(lines[s.charEnd() - 1]);
            assertThat(splitsUnit(text, s.charStart())).as("%s: start splits a surrogate pair or CRLF", at).isFalse();
            assertThat(splitsUnit(text, s.charEnd())).as("%s: end splits a surrogate pair or CRLF", at).isFalse();
            // 6. ids are well-formed (stability is checked by chunking twice)
            assertThat(c.id()).as("%s: id", at).matches("[0-9a-f]{32}");
        }
        for (int k = covered; k < text.length(); k++) {
            assertThat(isSpace(text.codePointAt(k))).as("%s: char %d after the last chunk is covered", where, k).isTrue();
        }
    }

    /**
     * The text rebuilt from chunks made without overlap: each chunk's text, with the source's own
     * chars between their spans (asserted to be whitespace). Equal to the source's text when
     * nothing was lost and nothing repeated.
     */
    public static String rebuilt(String text, List<Chunk> chunks) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (Chunk c : chunks) {
            String gap = text.substring(at, Math.max(at, c.span().charStart()));
            assertThat(isBlank(gap)).as("the text between chunks is whitespace: %s", gap).isTrue();
            out.append(gap).append(c.text());
            at = c.span().charEnd();
        }
        String tail = text.substring(Math.min(at, text.length()));
        assertThat(isBlank(tail)).as("the text after the last chunk is whitespace").isTrue();
        return out.append(tail).toString();
    }

    /** Where the line holding the first non-whitespace char of {@code text} begins (0 when the first line). */
    static int contentLineStart(String text) {
        int start = 0;
        for (int i = 0; i < text.length() && isSpace(text.charAt(i)); i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n')) {
                start = i + 1;
            }
        }
        return start;
    }

    static String withoutTrailingSpace(String text) {
        int end = text.length();
        while (end > 0 && isSpace(text.codePointBefore(end))) {
            end -= Character.charCount(text.codePointBefore(end));
        }
        return text.substring(0, end);
    }

    /** Whitespace as kerf defines it: Unicode White_Space. */
    public static boolean isSpace(int cp) {
        return Whitespace.is(cp);
    }

    public static boolean isBlank(String text) {
        return text.codePoints().allMatch(ChunkInvariants::isSpace);
    }

    private static boolean splitsUnit(String text, int p) {
        if (p <= 0 || p >= text.length()) {
            return false;
        }
        char before = text.charAt(p - 1);
        char after = text.charAt(p);
        return (Character.isHighSurrogate(before) && Character.isLowSurrogate(after)) || (before == '\r' && after == '\n');
    }

    /**
     * The UTF-8 length of {@code text[0, i)} for every i, from the JDK's encoder: each code point is
     * encoded alone (a lone surrogate as the encoder's replacement), and both chars of a pair get
     * the offset after the pair's start.
     */
    private static long[] utf8Offsets(String text) {
        long[] out = new long[text.length() + 1];
        long n = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int len = Character.charCount(cp);
            out[i] = n;
            if (len == 2) {
                out[i + 1] = n; // inside a pair: checked separately, never a valid cut
            }
            n += new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
            i += len;
        }
        out[text.length()] = n;
        return out;
    }

    /** The 1-based line of every char: LF, CRLF and a lone CR end a line. */
    private static int[] lineNumbers(String text) {
        int[] out = new int[text.length() + 1];
        int line = 1;
        for (int i = 0; i < text.length(); i++) {
            out[i] = line;
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
            }
        }
        out[text.length()] = line;
        return out;
    }
}
