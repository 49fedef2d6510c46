package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BlankingTest {
    @Test
    void blankedCharsBecomeSpacesButLineBreaksStay() {
        String text = "a /** doc\r\n * more */ b";
        String blanked = Blanking.blank(text, List.of(new CharRange(2, 21)));
        assertThat(blanked).hasSameSizeAs(text).isEqualTo("a" + " ".repeat(8) + "\r\n" + " ".repeat(11) + "b");
        assertThat(blanked.lines().count()).isEqualTo(text.lines().count());
    }

    @Test
    void textOutsideTheRangesIsUnchanged() {
        assertThat(Blanking.blank("keep this", List.of())).isEqualTo("keep this");
        assertThat(Blanking.blank("abcdef", List.of(new CharRange(0, 1), new CharRange(4, 6)))).isEqualTo(" bcd  ");
    }
}
