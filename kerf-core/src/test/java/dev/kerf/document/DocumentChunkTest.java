package dev.kerf.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Markdown file's chunks keep their metadata in the order the chunk has it, as every other chunk of kerf does. */
class DocumentChunkTest {
    @Test
    void metadataKeepsTheChunksKeyOrder(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("guide.md"), """
                # Guide

                ## Install

                Run this:

                ```sh
                mvn -B install
                ```

                ## Use

                """ + "Call it with a path and read the chunks. ".repeat(80));
        List<DocumentChunk> chunks = Documents.chunkDocument(file, 120, 20);
        assertThat(chunks).hasSizeGreaterThan(1);
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).hasSizeGreaterThan(2));
        for (DocumentChunk c : chunks) {
            assertThat(List.copyOf(c.metadata().keySet())).isEqualTo(List.copyOf(c.chunk().metadata().keySet()));
        }
    }
}
