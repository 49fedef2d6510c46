package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class LangChainRecursiveChunkerTest {
    @Test
    void segmentsAreFoundBackInOrderAndStayWithinTheLimit() {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            code.append("    void method").append(i).append("() {\n        call(").append(i).append(");\n    }\n\n");
        }
        String text = code.toString();
        LangChainRecursiveChunker chunker = new LangChainRecursiveChunker(32);
        List<LocatedChunk> chunks = chunker.chunk(new Corpus("c", Path.of("C.java"), text));
        assertThat(chunks).hasSizeGreaterThan(1);
        int previousEnd = 0;
        for (LocatedChunk c : chunks) {
            assertThat(c.tokens()).isLessThanOrEqualTo(32);
            assertThat(c.range().start()).isGreaterThanOrEqualTo(previousEnd);
            String slice = text.substring(c.range().start(), c.range().end());
            assertThat(slice.replaceAll("\\s+", "")).isEqualTo(c.text().replaceAll("\\s+", ""));
            previousEnd = c.range().end();
        }
        assertThat(chunker.foundFromStart()).isZero();
    }
}
