package dev.kerf.internal.pack;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Markup cut along its delimiter table: an element's opening lines are kept with what follows
 * them, but not by cutting a line that fits (an icon's path data), and closing tags end the chunk
 * that holds their element. (Found on carbon-components-svelte's slider, where a chunk began in
 * the middle of a path's {@code d} attribute.)
 */
class MarkupCutsTest {
    private static final String SVG = """
            <div class="thumb">
              <svg
                class="bx--slider__thumb-icon bx--slider__thumb-icon--lower"
                xmlns="http://www.w3.org/2000/svg"
                viewBox="0 0 16 24"
              >
                <path
                  d="M15.08 6.46H16v11.08h-.92zM4.46 17.54c-.25 0-.46-.21-.46-.46V6.92a.465.465 0 0 1 .69-.4l8.77 5.08a.46.46 0 0 1 0 .8l-8.77 5.08c-.07.04-.15.06-.23.06Z"
                />
                <path fill="none" d="M-4 0h24v24H-4z" />
              </svg>
            </div>
            """;

    @Test
    void noChunkBeginsInsideALineThatFits() {
        for (int maxTokens = 112; maxTokens <= 160; maxTokens += 8) {
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(SVG).withPath("thumb.html"));
            for (Chunk c : chunks) {
                int at = c.span().charStart();
                assertThat(at == 0 || SVG.charAt(at - 1) == '\n' || SVG.substring(SVG.lastIndexOf('\n', at - 1) + 1, at).isBlank())
                        .as("at %d tokens, a chunk begins inside a line: %s", maxTokens, c.text())
                        .isTrue();
                assertThat(c.text()).as("at %d tokens", maxTokens).doesNotStartWith("</");
            }
        }
    }
}
