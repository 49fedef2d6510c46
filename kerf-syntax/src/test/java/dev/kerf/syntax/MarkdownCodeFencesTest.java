package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/** With kerf-syntax on the class path, a code fence too large for one chunk is cut along its language's syntax. */
class MarkdownCodeFencesTest {

    @Test
    void aLargeJavaFenceIsCutBetweenMethods() {
        StringBuilder code = new StringBuilder("class Ledger {\n");
        for (int i = 0; i < 12; i++) {
            code.append("    /** Adds entry ").append(i).append(". */\n")
                    .append("    int add").append(i).append("(int a, int b) {\n")
                    .append("        int sum = a + b + ").append(i).append(";\n")
                    .append("        return sum;\n    }\n\n");
        }
        code.append("}\n");
        String md = "# Ledger\n\nThe class in full:\n\n```java\n" + code + "```\n\nThat is all.\n";
        // Packed: parts fill up to the limit, and the cuts between them fall between methods.
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(90).granularity(dev.kerf.Granularity.PACKED).build()),
                Source.fromText(md).withPath("ledger.md"));
        List<Chunk> parts = chunks.stream().filter(c -> c.metadata().containsKey("code_block_part")).toList();
        assertThat(parts.size()).isGreaterThan(3);
        assertThat(parts).allSatisfy(c -> {
            assertThat(c.strategy()).isEqualTo("markdown");
            assertThat(c.metadata()).containsEntry("code_language", "java").containsEntry("headings", List.of("Ledger"));
            assertThat(c.embeddingText().split("```", -1).length - 1).as("balanced fences").isEven();
        });
        for (Chunk part : parts.subList(1, parts.size() - 1)) {
            assertThat(part.text().stripLeading()).as("a middle part begins at a method's doc comment").startsWith("/** Adds entry");
        }
    }
}
