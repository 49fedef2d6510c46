package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.internal.generic.GenericSegmenter;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Text with no white space to cut at, too long for one chunk: a minified line is cut after a
 * statement, a rule or an item rather than inside a name, and base64 between runs of graphemes,
 * every chunk within the limit.
 */
class LongWordsTest {

    /** One line of minified CSS, as a bundler writes it. */
    private static String minifiedCss() {
        StringBuilder css = new StringBuilder();
        for (int i = 0; css.length() < 40_000; i++) {
            css.append(".grid-col-").append(i).append("{display:block;width:").append(100.0 * (i % 24) / 24)
                    .append("%}.grid-push-").append(i).append("{left:").append(i % 24).append("px;margin-left:auto}");
        }
        return css.toString();
    }

    /** One line of minified JavaScript. */
    private static String minifiedJs() {
        StringBuilder js = new StringBuilder("!function(){");
        for (int i = 0; js.length() < 40_000; i++) {
            js.append("function f").append(i).append("(a,b){return a.concat([b,").append(i).append("])}var v").append(i)
                    .append("=f").append(i).append("(window.items||[],").append(i * 7).append(");");
        }
        return js.append("}();").toString();
    }

    @ParameterizedTest
    @ValueSource(ints = {32, 64, 256})
    void aMinifiedLineIsCutAfterStatementsAndRules(int maxTokens) {
        Kerf generic = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build(), new GenericSegmenter());
        for (String text : List.of(minifiedCss(), minifiedJs())) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(generic, Source.fromText(text).withPath("bundle.min.txt"));
            assertThat(chunks).hasSizeGreaterThan(3);
            for (Chunk c : chunks.subList(0, chunks.size() - 1)) {
                // Between words, or after a statement, a rule or an item: never inside a name or a number.
                boolean beforeSpace = Character.isWhitespace(text.charAt(c.span().charEnd()));
                String last = c.text().substring(c.text().length() - 1);
                assertThat(beforeSpace || ";,})]".contains(last)).as("the end of %s", c.text()).isTrue();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {8, 64, 512})
    void base64IsCutWithinTheLimitLosingNothing(int maxTokens) {
        byte[] bytes = new byte[150_000];
        new Random(3).nextBytes(bytes);
        String text = "data = \"" + java.util.Base64.getEncoder().encodeToString(bytes) + "\"\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("blob.txt"));
        assertThat(ChunkInvariants.rebuilt(text, chunks)).isEqualTo(text);
        // Filled close to the size text packs to: runs of 16 chars cost a few tokens each, so a chunk gives up at most one.
        int size = Math.min(maxTokens, ChunkOptions.defaults().sectionTargetTokens());
        double mean = chunks.stream().mapToInt(Chunk::tokenCount).average().orElseThrow();
        assertThat(mean).isGreaterThan(maxTokens >= 64 ? size * 0.75 : 1);
    }
}
