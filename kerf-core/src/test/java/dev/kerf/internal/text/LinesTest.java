package dev.kerf.internal.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** {@link Lines} against a char-by-char reading of LF, CRLF and lone CR, asked in any order. */
class LinesTest {

    @Property(tries = 300)
    void lineEndsMatchAPlainReadingInAnyOrder(@ForAll("texts") String text, @ForAll("queries") List<int[]> queries) {
        Lines lines = new Lines(text);
        int n = text.length();
        for (int[] q : queries) {
            int from = q[0] % (n + 1);
            int limit = from + q[1] % (n - from + 1);
            assertThat(lines.lineEnd(from, limit)).as("lineEnd(%d, %d) of %s", from, limit, text.replace("\r", "\\r").replace("\n", "\\n"))
                    .isEqualTo(plainLineEnd(text, from, limit));
        }
    }

    @Property(tries = 300)
    void breaksAreFoundAndCountedAsLineEndsDo(@ForAll("texts") String text, @ForAll("queries") List<int[]> queries) {
        Lines lines = new Lines(text);
        int n = text.length();
        for (int[] q : queries) {
            int from = q[0] % (n + 1);
            int limit = from + q[1] % (n - from + 1);
            int end = plainLineEnd(text, from, limit);
            // The break begins where the line's content ends: one or two chars before its line end.
            int at = Lines.breakAt(text, from, limit);
            boolean broken = end > from && Whitespace.isLineBreak(text.charAt(end - 1));
            assertThat(at).isEqualTo(!broken ? -1 : end - (end - 2 >= from && text.startsWith("\r\n", end - 2) ? 2 : 1));
            int count = 0;
            for (int p = from; p < limit; p = lines.lineEnd(p, limit)) {
                count += Whitespace.isLineBreak(text.charAt(lines.lineEnd(p, limit) - 1)) ? 1 : 0;
            }
            // A CR whose LF lies just past the range counts as a break of its own.
            assertThat(Lines.countBreaks(text.substring(0, limit), from, limit)).isEqualTo(count);
            assertThat(Lines.startsLine(text, limit, from)).isEqualTo(limit == from || Whitespace.isLineBreak(text.charAt(limit - 1)));
        }
    }

    private static int plainLineEnd(String text, int from, int limit) {
        for (int i = from; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                return i + 1;
            }
            if (c == '\r') {
                return i + 1 < limit && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
            }
        }
        return limit;
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.of("a", "bc", " ", "\n", "\r", "\r\n").list().ofMaxSize(40).map(parts -> String.join("", parts));
    }

    @Provide
    Arbitrary<List<int[]>> queries() {
        Arbitrary<Integer> any = Arbitraries.integers().between(0, 1000);
        return any.list().ofSize(2).map(l -> new int[] {l.get(0), l.get(1)}).list().ofMinSize(1).ofMaxSize(12);
    }
}
