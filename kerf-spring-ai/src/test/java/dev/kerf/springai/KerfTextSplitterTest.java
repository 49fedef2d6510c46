package dev.kerf.springai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.ChunkOptions;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.ai.document.DocumentTransformer;
import org.springframework.ai.transformer.splitter.TextSplitter;

/** kerf as a Spring AI TextSplitter: real Documents in and out, metadata carried, ids stable. */
class KerfTextSplitterTest {
    private static final String CODE = "def add(a, b):\n    \"\"\"Adds two.\"\"\"\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n";

    @Test
    void documentsBecomeChunksWithKerfsMetadata() {
        Document source = new Document(CODE, Map.of("path", "calc.py", "team", "search"));
        TextSplitter splitter = KerfTextSplitter.builder().maxTokens(16).build();

        List<Document> chunks = splitter.apply(List.of(source));

        assertThat(chunks.size()).isGreaterThan(1);
        // The chunks with the whitespace between their spans give back the document.
        StringBuilder joined = new StringBuilder();
        int at = 0;
        for (int i = 0; i < chunks.size(); i++) {
            Document d = chunks.get(i);
            Map<String, Object> m = d.getMetadata();
            assertThat(m).containsEntry("team", "search").containsEntry("path", "calc.py").containsEntry("language", "python")
                    .containsEntry("chunk_index", i).containsEntry("parent_document_id", source.getId());
            assertThat((int) m.get("token_count")).isEqualTo(Tokenizers.byName("cl100k_base").orElseThrow().count(d.getText())).isLessThanOrEqualTo(16);
            assertThat(CODE.substring((int) m.get("char_start"), (int) m.get("char_end"))).isEqualTo(d.getText());
            UUID id = UUID.fromString(d.getId());
            assertThat(id.version()).as("a name-based UUID").isEqualTo(3);
            assertThat(id.variant()).as("the RFC variant").isEqualTo(2);
            assertThat(id).isEqualTo(UUID.nameUUIDFromBytes(("kerf-chunk:" + m.get("chunk_id")).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            String gap = CODE.substring(at, (int) m.get("char_start"));
            assertThat(gap).isBlank();
            joined.append(gap).append(d.getText());
            at = (int) m.get("char_end");
        }
        assertThat(CODE.substring(at)).isBlank();
        assertThat(joined.append(CODE.substring(at)).toString()).isEqualTo(CODE);
        assertThat(splitter.apply(List.of(source))).extracting(Document::getId).isEqualTo(chunks.stream().map(Document::getId).toList());
    }

    @Test
    void itIsADocumentTransformerAndCarriesHeadings() {
        DocumentTransformer transformer = KerfTextSplitter.withDefaults();
        List<Document> out = transformer.transform(List.of(new Document("# Guide\n\nIntro.\n\n## Install\n\nRun it.\n", Map.of("source", "guide.md"))));
        assertThat(out).extracting(d -> d.getMetadata().get("headings")).containsExactly("Guide", "Guide > Install");
    }

    @Test
    void anyChunkOptionsIncludingATokenCounterOfYourOwn() {
        // A tokenizer the builder has no name for: one token per UTF-16 char.
        TokenCounter perChar = TokenCounter.of("per-char", String::length);
        ChunkOptions options = ChunkOptions.builder().tokenizer(perChar).maxTokens(40).overlapRatio(0.25).build();
        List<Document> chunks = KerfTextSplitter.builder().options(options).build()
                .apply(List.of(new Document(CODE, Map.of("path", "calc.py"))));

        assertThat(chunks).hasSizeGreaterThan(1).allSatisfy(d -> {
            assertThat(d.getMetadata().get("token_count")).isEqualTo(d.getText().length());
            assertThat(d.getText().length()).isLessThanOrEqualTo(40);
            assertThat(CODE).contains(d.getText());
        });
        // The overlap ratio came through: where a run of code had to be cut, a chunk begins inside the one before.
        int overlapping = 0;
        for (int i = 1; i < chunks.size(); i++) {
            if ((Integer) chunks.get(i).getMetadata().get("char_start") < (Integer) chunks.get(i - 1).getMetadata().get("char_end")) {
                overlapping++;
            }
        }
        assertThat(overlapping).isPositive();
    }
}
