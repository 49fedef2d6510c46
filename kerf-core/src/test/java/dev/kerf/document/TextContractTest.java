package dev.kerf.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.Chunk;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The acceptance criteria of the document chunking engine (paragraph, heading and code strategies,
 * overlap, minimum size, heading breadcrumbs; spec 003 in docs/specs.md), in Java.
 */
class TextContractTest {

    private static List<ProcessedChunk> chunk(String text, ChunkConfig config) {
        return Documents.chunkDocument(text, config);
    }

    private static String paragraph(String topic, int sentences) {
        return IntStream.range(0, sentences).mapToObj(i -> "The " + topic + " point number " + i + " is stated here in full.")
                .collect(Collectors.joining(" "));
    }

    @Test
    void semanticSplitsOnParagraphsNeverMidSentence() {
        String text = paragraph("first", 12) + "\n\n" + paragraph("second", 12) + "\n\n" + paragraph("third", 12) + "\n";
        List<ProcessedChunk> chunks = chunk(text, ChunkConfig.defaults().withMaxTokens(80).withOverlapTokens(0).withMinTokens(0));
        assertThat(chunks.size()).isGreaterThan(3);
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.content().strip()).startsWith("The ").endsWith("in full.");
            assertThat(c.tokenCount()).isLessThanOrEqualTo(80);
            assertThat(c.metadata().language()).isEqualTo("text");
        });
    }

    @Test
    void chunksRespectTheDefaultLimitAndCarryPositionCountAndMetadata() {
        String text = paragraph("long", 200);
        List<ProcessedChunk> chunks = chunk(text, ChunkConfig.defaults());
        assertThat(chunks.size()).isGreaterThan(2);
        for (int i = 0; i < chunks.size(); i++) {
            ProcessedChunk c = chunks.get(i);
            assertThat(c.position()).isEqualTo(i);
            assertThat(c.tokenCount()).isLessThanOrEqualTo(512).isEqualTo(c.chunk().tokenCount());
            assertThat(c.metadata()).isNotNull();
        }
    }

    @Test
    void overlapOfConfigurableTokensBetweenConsecutiveChunks() {
        String text = paragraph("overlap", 120);
        List<ProcessedChunk> chunks = chunk(text, ChunkConfig.defaults().withMaxTokens(100).withOverlapTokens(30).withMinTokens(0));
        for (int i = 1; i < chunks.size(); i++) {
            Chunk prev = chunks.get(i - 1).chunk();
            Chunk next = chunks.get(i).chunk();
            assertThat(next.span().charStart()).as("chunk %d overlaps the one before", i).isLessThan(prev.span().charEnd());
            String repeated = next.text().substring(0, prev.span().charEnd() - next.span().charStart());
            assertThat(dev.kerf.tokens.Tokenizers.byName("cl100k_base").orElseThrow().count(repeated)).isBetween(1, 30);
            assertThat(next.text()).as("whole sentences repeated").startsWith("The overlap point");
        }
    }

    @Test
    void shortParagraphsAreMerged() {
        String text = "One.\n\nTwo.\n\nThree.\n\nFour.\n";
        assertThat(chunk(text, ChunkConfig.defaults())).hasSize(1);
    }

    @Test
    void headingStrategySplitsOnHeadingsWithABreadcrumbTrail() {
        String md = "# Architecture\n\n" + paragraph("intro", 3) + "\n\n## Backend\n\n" + paragraph("backend", 3)
                + "\n\n### Database\n\n" + paragraph("database", 3) + "\n\n## Frontend\n\n" + paragraph("frontend", 3) + "\n";
        List<ProcessedChunk> chunks = chunk(md, ChunkConfig.defaults().withMinTokens(0));
        assertThat(chunks).extracting(c -> c.metadata().headings()).containsExactly(
                List.of("Architecture"), List.of("Architecture", "Backend"),
                List.of("Architecture", "Backend", "Database"), List.of("Architecture", "Frontend"));
        assertThat(chunks.get(2).metadata().section()).contains("Database");
        assertThat(chunks).allSatisfy(c -> assertThat(c.chunk().strategy()).isEqualTo("markdown"));
    }

    @Test
    void levelFiveHeadingsDoNotBeginAChunkUnderTheHeadingStrategy() {
        String md = "# A\n\n" + paragraph("a", 2) + "\n\n##### Detail\n\n" + paragraph("detail", 2) + "\n";
        assertThat(chunk(md, ChunkConfig.defaults().withMinTokens(0))).hasSize(1);
    }

    @Test
    void aSectionOverTheLimitFallsBackToParagraphsAndSentences() {
        String md = "# Big\n\n" + paragraph("big", 40) + "\n\n## Small\n\nShort.\n";
        List<ProcessedChunk> chunks = chunk(md, ChunkConfig.defaults().withMaxTokens(100).withOverlapTokens(0).withMinTokens(0));
        List<ProcessedChunk> big = chunks.stream().filter(c -> c.metadata().headings().equals(List.of("Big"))).toList();
        assertThat(big.size()).isGreaterThan(2);
        assertThat(big.subList(1, big.size())).allSatisfy(c -> assertThat(c.content()).startsWith("The big point"));
    }

    @Test
    void autoDetectionPicksHeadingCodeOrSemantic() {
        assertThat(chunk("# Title\n\nText.\n", ChunkConfig.defaults()).getFirst().chunk().strategy()).isEqualTo("markdown");
        String python = "import os\n\n\ndef main():\n    print(os.getcwd())\n\n\ndef other():\n    return 1\n";
        ProcessedChunk code = chunk(python, ChunkConfig.defaults()).getFirst();
        assertThat(code.metadata().language()).isEqualTo("python");
        assertThat(code.metadata().codeLanguage()).contains("python");
        assertThat(chunk("Plain words. More words.\n", ChunkConfig.defaults()).getFirst().chunk().strategy()).isEqualTo("prose");
    }

    @Test
    void aCommentLineDoesNotMakeCodeMarkdown() {
        String python = "# Settings for the tool\nimport os\nimport sys\n\n# Entry point\ndef main():\n    print(os.getcwd())\n";
        assertThat(chunk(python, ChunkConfig.defaults()).getFirst().metadata().codeLanguage()).contains("python");
        String yaml = "# CI\nname: build\non:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: ubuntu-latest\n";
        assertThat(chunk(yaml, ChunkConfig.defaults()).getFirst().metadata().codeLanguage()).contains("yaml");
        String c = "#include <stdio.h>\n\nint main(void) {\n    printf(\"hi\\n\");\n    return 0;\n}\n";
        assertThat(chunk(c, ChunkConfig.defaults()).getFirst().metadata().codeLanguage()).contains("c");
        String guide = "# Guide\n\nRead this first.\n\n```python\nimport os\nimport sys\n```\n\n## Next\n\nThen this.\n";
        assertThat(chunk(guide, ChunkConfig.defaults()).getFirst().chunk().strategy()).isEqualTo("markdown");
    }

    @Test
    void chunksUnderMinTokensMergeWithNeighbours() {
        String md = "# A\n\nTiny.\n\n## B\n\nAlso tiny.\n\n## C\n\n" + paragraph("c", 8) + "\n";
        List<ProcessedChunk> separate = chunk(md, ChunkConfig.defaults().withMinTokens(0));
        List<ProcessedChunk> merged = chunk(md, ChunkConfig.defaults());
        assertThat(separate).hasSize(3);
        assertThat(merged).hasSizeLessThan(3);
        assertThat(merged).allSatisfy(c -> assertThat(c.tokenCount()).isLessThanOrEqualTo(512));
    }

    @Test
    void codeBlocksInMarkdownNameTheirLanguage() {
        ProcessedChunk c = chunk("# Use\n\n```java\nclass A {}\n```\n", ChunkConfig.defaults()).getFirst();
        assertThat(c.metadata().codeLanguage()).isEqualTo(Optional.of("java"));
        assertThat(c.metadata().language()).isEqualTo("markdown");
    }

    @Test
    void badConfigurationIsRefusedWithTheSettingNamed() {
        assertThatThrownBy(() -> ChunkConfig.defaults().withOverlapTokens(512)).hasMessageContaining("overlapTokens");
        assertThatThrownBy(() -> ChunkConfig.defaults().withMaxTokens(4)).hasMessageContaining("maxTokens");
        assertThatThrownBy(() -> ChunkConfig.defaults().withMinTokens(-1)).hasMessageContaining("minTokens");
    }
}
