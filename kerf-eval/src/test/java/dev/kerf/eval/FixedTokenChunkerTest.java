package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class FixedTokenChunkerTest {
    private static List<LocatedChunk> chunks(int size, String text) {
        return new FixedTokenChunker(size).chunk(new Corpus("c", Path.of("c.txt"), text));
    }

    @Test
    void chunksTileTheTextAndHoldTheirTokenCount() {
        String text = "The quick brown fox jumps over the lazy dog. ".repeat(20);
        List<LocatedChunk> chunks = chunks(16, text);
        int at = 0;
        StringBuilder joined = new StringBuilder();
        for (LocatedChunk c : chunks) {
            assertThat(c.range().start()).isEqualTo(at);
            assertThat(c.text()).isEqualTo(text.substring(c.range().start(), c.range().end()));
            assertThat(c.tokens()).isLessThanOrEqualTo(17);
            at = c.range().end();
            joined.append(c.text());
        }
        assertThat(joined.toString()).isEqualTo(text);
        assertThat(chunks).hasSize((int) Math.ceil(Cl100k.count(text) / 16.0));
    }

    @Test
    void aCutInsideACharacterMovesToTheNextCharBoundary() {
        // Rare CJK characters and emoji take several tokens each in cl100k.
        String text = "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 龘龘龘 🦜🦜🦜 done";
        List<LocatedChunk> chunks = chunks(1, text);
        StringBuilder joined = new StringBuilder();
        for (LocatedChunk c : chunks) {
            assertThat(c.range().length()).isPositive();
            assertThat(Character.isLowSurrogate(text.charAt(c.range().start()))).isFalse();
            joined.append(c.text());
        }
        assertThat(joined.toString()).isEqualTo(text);
    }
}
