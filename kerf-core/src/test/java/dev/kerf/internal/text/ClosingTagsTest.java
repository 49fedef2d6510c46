package dev.kerf.internal.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Markup's closing tags close, as brackets do: they end the chunk that holds their element. */
class ClosingTagsTest {

    private static boolean closes(String line) {
        return ClosingLines.closesOnly(line, 0, line.length());
    }

    @Test
    void closingTagsAndTheEndOfAMultiLineTagClose() {
        for (String line : List.of("</div>", "  </script>", "</xsl:template>", "</Foo.Bar>", "</my-element >", "    />",
                "</li></ul>", "</div>\n", "  </div>)}", "</p>,")) {
            assertThat(closes(line)).as(line).isTrue();
        }
    }

    @Test
    void otherMarkupDoesNot() {
        for (String line : List.of("<div>", "<br/>", "</ div>", "</>", "text</p>", "</3>", "a />", "/", "</div", "<", "//")) {
            assertThat(closes(line)).as(line).isFalse();
        }
    }

    @Test
    void aClosingTagLineBeforeContentIsCutAfter() {
        String text = "    </ul>\n  </div>\n  <p>next</p>\n";
        assertThat(ClosingLines.afterClosingLine(text, 0, text.length())).isEqualTo(text.indexOf("  <p>"));
    }
}
