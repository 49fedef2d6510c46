package dev.kerf.internal.pack;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * A comment line's closing marker is found from the line's end, as the pattern that once searched
 * for it found it: {@code (?:\*+/|-}|\*+\)|"{3}|'{3})$}, leftmost match at or after {@code from}.
 */
class CommentCloserTest {
    private static final Pattern CLOSER = Pattern.compile("(?:\\*+/|-}|\\*+\\)|\"{3}|'{3})$");

    @Property(tries = 5000)
    void theMarkerStartsWhereThePatternFoundIt(@ForAll("lines") String line, @ForAll @IntRange(min = 0, max = 12) int from) {
        int i = Math.min(from, line.length());
        Matcher m = CLOSER.matcher(line);
        int expected = m.find(i) ? m.start() : line.length();
        assertThat(CommentSeams.closerStart(line, i)).as("%s from %d", line, i).isEqualTo(expected);
    }

    @Provide
    Arbitrary<String> lines() {
        return Arbitraries.strings().withChars('*', '/', ')', '-', '}', '"', '\'', 'a', ' ', '(').ofMaxLength(12);
    }
}
