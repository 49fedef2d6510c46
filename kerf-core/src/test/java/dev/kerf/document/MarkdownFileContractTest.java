package dev.kerf.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seven contract tests of the Markdown file chunker contract (basic chunking, code blocks,
 * heading hierarchy, size limit, overlap, missing file, wrong extension; spec 004 in
 * docs/specs.md), in Java, plus its preconditions.
 */
class MarkdownFileContractTest {
    @TempDir
    Path dir;

    private Path write(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content);
        return p;
    }

    @Test
    void test1BasicChunking() throws IOException {
        Path file = write("test_doc.md", """

                # Title
                Some intro text.

                ## Section 1
                Content for section 1 with multiple paragraphs.

                ## Section 2
                Content for section 2.
                """);
        List<DocumentChunk> chunks = Documents.chunkDocument(file, 100);
        assertThat(chunks).isNotEmpty();
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.content()).isNotBlank();
            assertThat(c.headerHierarchy()).isNotNull();
        });
        assertThat(chunks).extracting(DocumentChunk::headerHierarchy)
                .containsExactly(List.of("Title"), List.of("Title", "Section 1"), List.of("Title", "Section 2"));
        ChunkInvariants.check(Source.fromFile(file), ChunkOptions.builder().maxTokens(100).overlapTokens(50).build(),
                chunks.stream().map(DocumentChunk::chunk).toList());
    }

    @Test
    void test2CodeBlockPreservation() throws IOException {
        Path file = write("code.md", """

                ## Example
                Here's some code:
                ```python
                def hello():
                    print("world")
                ```
                More text after.
                """);
        List<DocumentChunk> codeChunks = Documents.chunkDocument(file).stream().filter(c -> c.content().contains("```")).toList();
        assertThat(codeChunks).isNotEmpty();
        for (DocumentChunk c : codeChunks) {
            assertThat(c.content().split("```", -1).length - 1).as("balanced fences").isEven();
            assertThat(c.metadata()).containsEntry("contains_code", true);
        }
    }

    @Test
    void test3HeaderHierarchyTracking() throws IOException {
        Path file = write("nested.md", """

                # Top Level
                ## Subsection
                ### Subsubsection
                Content here.
                """);
        List<DocumentChunk> chunks = Documents.chunkDocument(file);
        assertThat(chunks.getLast().headerHierarchy()).containsExactly("Top Level", "Subsection", "Subsubsection");
    }

    @Test
    void test4ChunkSizeLimits() throws IOException {
        Path file = write("large.md", "# Header\n" + "word ".repeat(1000));
        List<DocumentChunk> chunks = Documents.chunkDocument(file, 200);
        assertThat(chunks.size()).isGreaterThan(1);
        // The contract allows 25% over; kerf is never over, code or not.
        assertThat(chunks).allSatisfy(c -> assertThat(c.tokenCount()).isLessThanOrEqualTo(200));
    }

    @Test
    void test5OverlapBetweenChunks() throws IOException {
        Path file = write("overlap.md", "# Header\n" + IntStream.range(0, 500).mapToObj(i -> "word" + i).collect(Collectors.joining(" ")));
        List<DocumentChunk> chunks = Documents.chunkDocument(file, 100, 20);
        assertThat(chunks.size()).isGreaterThan(1);
        for (int i = 1; i < chunks.size(); i++) {
            Set<String> shared = new HashSet<>(List.of(chunks.get(i - 1).content().split("\\s+")));
            shared.retainAll(Set.of(chunks.get(i).content().split("\\s+")));
            assertThat(shared).as("chunks %d and %d share words", i - 1, i).isNotEmpty();
        }
    }

    @Test
    void test6MissingFile() {
        assertThatThrownBy(() -> Documents.chunkDocument(Path.of("/path/to/nonexistent.md"))).isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void test7NonMarkdownFile() throws IOException {
        Path file = write("document.txt", "content");
        assertThatThrownBy(() -> Documents.chunkDocument(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must have .md extension");
    }

    @Test
    void sizesOutOfRangeAreRefused() throws IOException {
        Path file = write("ok.md", "# A\ntext\n");
        assertThatThrownBy(() -> Documents.chunkDocument(file, 49, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxChunkSize must be at least 50");
        assertThatThrownBy(() -> Documents.chunkDocument(file, 100, 100)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("overlap");
        assertThat(Documents.chunkDocument(file, 50, 49)).hasSize(1);
    }

    @Test
    void aFenceTooLargeForOneChunkIsCutIntoBalancedParts() throws IOException {
        String code = IntStream.range(0, 80).mapToObj(i -> "    print(\"line " + i + "\")\n").collect(Collectors.joining());
        Path file = write("big.md", "# Big\n\n```python\ndef main():\n" + code + "```\n");
        List<DocumentChunk> chunks = Documents.chunkDocument(file, 100, 0);
        assertThat(chunks.size()).isGreaterThan(3);
        for (DocumentChunk c : chunks) {
            assertThat(c.tokenCount()).isLessThanOrEqualTo(100);
            assertThat(c.content().split("```", -1).length - 1).as("balanced fences in %s", c.content()).isEven();
            assertThat(c.metadata()).containsEntry("contains_code", true).containsKey("code_block_part");
        }
    }
}
