package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Megabytes on one line, as built and vendored files have them, are cut in time that grows with
 * their length, not with its square.
 */
class LongLineTest {
    /**
     * A bundled JavaScript file ends with its source map inlined in one comment line: megabytes of
     * base64 without a space or a sentence's end. Every seam inside it was ranked as comment text
     * (paragraph, sentence or neither) again for each chunk, with a pattern tried at every
     * position of a 256-char window: a real 2.7 MB swagger-ui.js took 75 s, 70 of them in its
     * 1.7 MB source map. It is cut in a few seconds, and the map's chunks hold all of it.
     */
    @Test
    void aMegabyteSourceMapCommentIsCutInSeconds() {
        byte[] map = new byte[1_200_000];
        new Random(2026).nextBytes(map);
        String comment = "//# sourceMappingURL=data:application/json;charset=utf8;base64," + Base64.getEncoder().encodeToString(map);
        String js = "function add(a, b) {\n  return a + b;\n}\n\nmodule.exports = { add };\n\n" + comment;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        List<Chunk> chunks = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> ChunkInvariants.chunkAndCheck(kerf, Source.fromText(js).withPath("dist/bundle.js")));
        assertThat(chunks.getFirst().text()).startsWith("function add(a, b) {");
        assertThat(chunks.getLast().text()).endsWith(comment.substring(comment.length() - 40));
        assertThat(chunks).hasSizeGreaterThan(1000);
    }

    /**
     * Minified CSS is one line of thousands of rules. For each rule the syntax structure read back
     * to the line's start for its indentation, to see whether comments at its end belong to the
     * next rule: 2 MB took 10 s, 3 MB over 20. Now it reads the line only when a rule ends with a
     * comment.
     */
    @Test
    void aMinifiedStylesheetIsCutInSeconds() {
        Random random = new Random(7);
        StringBuilder css = new StringBuilder();
        for (int i = 0; css.length() < 3_000_000; i++) {
            css.append(".c").append(i).append("{color:#").append(Integer.toHexString(0x100000 + random.nextInt(0xEFFFFF)))
                    .append(";margin:").append(random.nextInt(40)).append("px;display:flex}");
        }
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        List<Chunk> chunks = assertTimeoutPreemptively(Duration.ofSeconds(15),
                () -> ChunkInvariants.chunkAndCheck(kerf, Source.fromText(css.toString()).withPath("vendor/site.min.css")));
        assertThat(chunks).hasSizeGreaterThan(1000).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
    }

    /**
     * Minified JSON, as an API returns it and a dump writes it, with spaces and commas inside its
     * strings: every chunk ends after a comma outside the strings, between two values, never at a
     * space inside a name ("item number 2|", as when the line was cut by words).
     */
    @Test
    void minifiedJsonIsCutBetweenItsValuesNotInsideItsStrings() {
        StringBuilder json = new StringBuilder("{\"items\": [");
        for (int i = 0; i < 300; i++) {
            json.append(i == 0 ? "" : ", ").append("{\"id\": ").append(i).append(", \"name\": \"item number ").append(i)
                    .append(" with spaces, and a comma; and \\\"quotes\\\"\", \"tags\": [\"a b\", \"c d\"], \"price\": ").append(i * 1.5).append('}');
        }
        json.append("]}\n");
        String text = json.toString();
        for (int max : new int[] {64, 128, 256}) {
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(max).build());
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("api/items.json"));
            assertThat(chunks).hasSizeGreaterThan(10);
            for (Chunk chunk : chunks.subList(0, chunks.size() - 1)) {
                int end = chunk.span().charEnd();
                assertThat(text.substring(0, end).stripTrailing()).as("at %d tokens: %s", max, chunk.text()).endsWith(",");
                assertThat(unescapedQuotes(text, end) % 2).as("outside a string, at %d tokens: %s", max, chunk.text()).isZero();
            }
        }
    }

    /** The double quotes before {@code end} that no backslash escapes. */
    private static int unescapedQuotes(String text, int end) {
        int quotes = 0;
        for (int i = 0; i < end; i++) {
            if (text.charAt(i) == '\\') {
                i++;
            } else if (text.charAt(i) == '"') {
                quotes++;
            }
        }
        return quotes;
    }
}
