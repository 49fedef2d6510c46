package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's library example, compiled and run so the documentation cannot drift from the API. */
class UsageExampleTest {

    @Test
    void readmeExample(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("Main.java");
        Files.writeString(file, "class Main {\n    public static void main(String[] args) {\n        System.out.println(\"hi\");\n    }\n}\n");

        // --- README example start ---
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        List<Chunk> chunks = kerf.chunk(Source.fromFile(file));
        for (Chunk c : chunks) {
            System.out.printf("%d-%d %d tokens %s%n", c.span().startLine(), c.span().endLine(), c.tokenCount(), c.id());
        }
        // --- README example end ---

        assertThat(chunks).hasSize(1);
        assertThat(chunks.getFirst().language()).isEqualTo("java");
        assertThat(chunks.getFirst().span().endLine()).isEqualTo(5);
    }
}
