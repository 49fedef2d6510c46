package dev.kerf.springai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
            String name = "kerf-chunk:" + source.getId().length() + ":" + source.getId() + ":" + m.get("chunk_id");
            assertThat(id).isEqualTo(UUID.nameUUIDFromBytes(name.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            String gap = CODE.substring(at, (int) m.get("char_start"));
            assertThat(gap).isBlank();
            joined.append(gap).append(d.getText());
            at = (int) m.get("char_end");
        }
        assertThat(CODE.substring(at)).isBlank();
        assertThat(joined.append(CODE.substring(at)).toString()).isEqualTo(CODE);
        assertThat(splitter.apply(List.of(source))).extracting(Document::getId).isEqualTo(chunks.stream().map(Document::getId).toList());
    }

    /**
     * Two documents with the same text and no path (two web pages that open alike): kerf's chunk
     * ids are equal, and ids made from them alone let a store's upsert keep one page's chunks only.
     */
    @Test
    void chunksOfTwoDocumentsNeverShareAnId() {
        String shared = "Our plans are billed monthly. Every plan includes support by mail. ".repeat(20);
        Document pricing = new Document(shared + "Prices go up in May.", Map.of("url", "https://example.com/pricing"));
        Document refunds = new Document(shared + "Refunds take a week.", Map.of("url", "https://example.com/refunds"));

        List<Document> chunks = KerfTextSplitter.builder().maxTokens(64).build().apply(List.of(pricing, refunds));

        assertThat(chunks.stream().map(d -> d.getMetadata().get("chunk_id")).distinct().count())
                .as("kerf's own chunk ids repeat across the two").isLessThan(chunks.size());
        assertThat(chunks).extracting(Document::getId).doesNotHaveDuplicates();
    }

    /** The document's own keys keep their values; kerf's go beside them. Its score and formatter come along. */
    @Test
    void theDocumentsOwnMetadataIsKept() {
        Document source = Document.builder().id("doc-7").text(CODE)
                .metadata(Map.of("path", "calc.py", "scope", "tenant-42", "name", "Payments", "language", "en"))
                .score(0.7).build();
        KerfTextSplitter splitter = KerfTextSplitter.builder().maxTokens(16).build();
        splitter.setCopyContentFormatter(true);

        List<Document> chunks = splitter.apply(List.of(source));

        assertThat(chunks).allSatisfy(d -> {
            assertThat(d.getMetadata()).containsEntry("scope", "tenant-42").containsEntry("name", "Payments").containsEntry("language", "en")
                    .containsEntry("parent_document_id", "doc-7");
            assertThat(d.getScore()).isEqualTo(0.7);
            assertThat(d.getContentFormatter()).isSameAs(source.getContentFormatter());
        });
        // "en" names no programming language: the path's extension chose Python, and kerf's names
        // and scopes went beside the document's own.
        assertThat(chunks).allSatisfy(d -> assertThat(d.getMetadata()).containsEntry("kerf_language", "python"));
        assertThat(chunks).anySatisfy(d -> assertThat(d.getMetadata()).containsKey("kerf_name"));
    }

    @Test
    void oneDocumentThatCannotBeChunkedIsNamedOrLeftToTheHandler() {
        List<Document> documents = List.of(new Document("def a():\n    return 1\n", Map.of("path", "a.py")),
                Document.builder().id("bad").text("x = '\uD800'\n").build(),
                Document.builder().id("binary").text("\u007FELF\u0002\u0001\u0001\u0000\u0000\u0000").metadata(Map.of("path", "a.out")).build(),
                new Document("def c():\n    return 3\n", Map.of("path", "c.py")));

        assertThatThrownBy(() -> KerfTextSplitter.withDefaults().apply(documents))
                .isInstanceOf(dev.kerf.ChunkingError.class).hasMessageContaining("document 1 (id bad)")
                .hasCauseInstanceOf(dev.kerf.InvalidEncodingException.class);
        List<String> refused = new java.util.ArrayList<>();
        List<Document> chunks = KerfTextSplitter.builder().onError((d, e) -> refused.add(d.getId() + ": " + e.code())).build().apply(documents);
        assertThat(refused).containsExactly("bad: invalid_encoding", "binary: binary");
        assertThat(chunks).extracting(d -> d.getMetadata().get("path")).containsExactly("a.py", "c.py");
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
