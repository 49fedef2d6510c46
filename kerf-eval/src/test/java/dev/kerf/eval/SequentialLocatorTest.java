package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SequentialLocatorTest {
    @Test
    void aRepeatedSegmentIsFoundWhereItWasCutNotAtItsFirstCopy() {
        String text = "}\nvoid a() {\n}\nvoid b() {\n}";
        SequentialLocator locator = new SequentialLocator(text);
        assertThat(locator.next("}")).isEqualTo(new CharRange(0, 1));
        assertThat(locator.next("void a() {")).isEqualTo(new CharRange(2, 12));
        assertThat(locator.next("}")).isEqualTo(new CharRange(13, 14));
        assertThat(locator.next("void b() {\n}")).isEqualTo(new CharRange(15, 27));
        assertThat(locator.foundFromStart()).isZero();
    }

    @Test
    void segmentsWithOtherWhiteSpaceAreFoundWordForWord() {
        String text = "if (x) {\n        y();\n    }\n\n\n\nNext paragraph.";
        SequentialLocator locator = new SequentialLocator(text);
        assertThat(locator.next("if (x) {\ny();\n}")).isEqualTo(new CharRange(0, 27));
        assertThat(locator.next("Next paragraph.")).isEqualTo(new CharRange(31, 46));
    }

    @Test
    void aSegmentBehindTheCursorIsFoundFromTheStartAndCounted() {
        SequentialLocator locator = new SequentialLocator("alpha beta gamma");
        locator.next("gamma");
        assertThat(locator.next("beta")).isEqualTo(new CharRange(6, 10));
        assertThat(locator.foundFromStart()).isEqualTo(1);
        assertThatThrownBy(() -> locator.next("delta")).isInstanceOf(IllegalStateException.class);
    }
}
