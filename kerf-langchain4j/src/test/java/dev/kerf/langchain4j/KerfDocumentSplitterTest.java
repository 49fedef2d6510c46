package dev.kerf.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentSplitter;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import java.util.List;
import org.junit.jupiter.api.Test;

/** kerf as a LangChain4j DocumentSplitter: real Documents in, TextSegments out, metadata carried. */
class KerfDocumentSplitterTest {
    private static final String CODE = """
            package demo;

            /** Adds numbers. */
            public class Calc {
                /** Adds two. */
                public int add(int a, int b) {
                    return a + b;
                }

                /** Subtracts. */
                public int sub(int a, int b) {
                    return a - b;
                }
            }
            """;

    /** What gets embedded by default is what the evaluation measured best: the context header, then the slice. */
    @Test
    void byDefaultASegmentIsItsContextHeaderThenTheVerbatimSlice() {
        Document document = Document.from(CODE, Metadata.from("path", "src/demo/Calc.java"));

        List<TextSegment> segments = KerfDocumentSplitter.builder().build().split(document);

        assertThat(segments).hasSize(1);
        TextSegment s = segments.getFirst();
        assertThat(s.text()).startsWith("# file: src/demo/Calc.java\n").endsWith(CODE.strip());
        TokenCounter cl100k = Tokenizers.byName("cl100k_base").orElseThrow();
        assertThat(s.metadata().getInteger("contextual_token_count")).as("what is embedded").isEqualTo(cl100k.count(s.text()));
        assertThat(s.metadata().getInteger("token_count")).as("the verbatim slice").isEqualTo(cl100k.count(CODE.strip()));
        assertThat(CODE.substring(s.metadata().getInteger("char_start"), s.metadata().getInteger("char_end"))).isEqualTo(CODE.strip());
        List<TextSegment> verbatim = KerfDocumentSplitter.builder().contextHeader(false).build().split(document);
        assertThat(verbatim.getFirst().text()).isEqualTo(CODE.strip());
    }

    /** A loader that kept the file's BOM: the segments are the CLI's for the file (offsets, byte offsets, ids, language). */
    @Test
    void aBomTheLoaderKeptIsReadAsTheFilesBom() {
        DocumentSplitter splitter = KerfDocumentSplitter.builder().maxTokens(40).build();
        List<TextSegment> withBom = splitter.split(Document.from("\uFEFF" + CODE));
        List<dev.kerf.Chunk> cli = dev.kerf.Kerf.create(ChunkOptions.builder().maxTokens(40).build())
                .chunk(dev.kerf.Source.fromBytes(("\uFEFF" + CODE).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertThat(withBom).hasSameSizeAs(cli);
        for (int i = 0; i < cli.size(); i++) {
            Metadata m = withBom.get(i).metadata();
            assertThat(withBom.get(i).text()).doesNotContain("\uFEFF");
            assertThat(m.getInteger("char_start")).isEqualTo(cli.get(i).span().charStart());
            assertThat(m.getLong("byte_start")).isEqualTo(cli.get(i).span().byteStart());
            assertThat(m.getString("chunk_id")).isEqualTo(cli.get(i).id());
            assertThat(m.getString("language")).isEqualTo("java");
        }
    }

    @Test
    void aCodeDocumentBecomesSegmentsWithKerfsMetadata() {
        // As LangChain4j's file loader makes it: the file's name in metadata.
        Document document = Document.from(CODE, Metadata.from(Document.FILE_NAME, "Calc.java"));
        DocumentSplitter splitter = KerfDocumentSplitter.builder().maxTokens(40).build();

        List<TextSegment> segments = splitter.split(document);

        assertThat(segments.size()).isGreaterThan(1);
        // The segments with the whitespace between their spans give back the document.
        StringBuilder joined = new StringBuilder();
        int at = 0;
        for (int i = 0; i < segments.size(); i++) {
            TextSegment s = segments.get(i);
            Metadata m = s.metadata();
            assertThat(m.getString(Document.FILE_NAME)).as("the document's own metadata stays").isEqualTo("Calc.java");
            assertThat(m.getString("index")).isEqualTo(String.valueOf(i));
            assertThat(m.getString("path")).isEqualTo("Calc.java");
            assertThat(m.getString("language")).isEqualTo("java");
            assertThat(m.getInteger("token_count")).isEqualTo(Tokenizers.byName("cl100k_base").orElseThrow().count(s.text())).isLessThanOrEqualTo(40);
            assertThat(CODE.substring(m.getInteger("char_start"), m.getInteger("char_end"))).isEqualTo(s.text());
            assertThat(m.getInteger("start_line")).isLessThanOrEqualTo(m.getInteger("end_line"));
            assertThat(m.getString("chunk_id")).hasSize(32);
            String gap = CODE.substring(at, m.getInteger("char_start"));
            assertThat(gap).isBlank();
            joined.append(gap).append(s.text());
            at = m.getInteger("char_end");
        }
        assertThat(CODE.substring(at)).isBlank();
        assertThat(joined.append(CODE.substring(at)).toString()).isEqualTo(CODE);
    }

    @Test
    void markdownSegmentsCarryTheirHeadingPath() {
        Document doc = Document.from("# Guide\n\nIntro.\n\n## Install\n\nRun it.\n", Metadata.from("path", "docs/guide.md"));
        List<TextSegment> segments = KerfDocumentSplitter.withDefaults().split(doc);
        assertThat(segments).extracting(s -> s.metadata().getString("headings")).containsExactly("Guide", "Guide > Install");
        assertThat(segments).allSatisfy(s -> assertThat(s.metadata().getString("strategy")).isEqualTo("markdown"));
    }

    /** A notebook's outputs are segments of their own whose kind says so: a store leaves them out by it. */
    @Test
    void notebookOutputsCanBeFilteredByTheirKind() {
        StringBuilder printed = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            printed.append(i == 0 ? "" : ",\n").append("       \"epoch ").append(i).append(": loss 0.").append(900 - i * 7).append("\\n\"");
        }
        String notebook = "{\n \"cells\": [\n  {\n   \"cell_type\": \"markdown\",\n   \"metadata\": {},\n   \"source\": [\n"
                + "    \"# Training\\n\"\n   ]\n  },\n  {\n   \"cell_type\": \"code\",\n   \"execution_count\": 1,\n   \"metadata\": {},\n"
                + "   \"outputs\": [\n    {\n     \"name\": \"stdout\",\n     \"output_type\": \"stream\",\n     \"text\": [\n"
                + printed + "\n     ]\n    }\n   ],\n   \"source\": [\n    \"def train(model, epochs):\\n\",\n"
                + "    \"    for e in range(epochs):\\n\",\n    \"        model.step(e)\\n\"\n   ]\n  }\n ],\n"
                + " \"metadata\": {},\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}\n";
        List<TextSegment> segments = KerfDocumentSplitter.builder().maxTokens(128).build()
                .split(Document.from(notebook, Metadata.from("path", "train.ipynb")));
        assertThat(segments).allSatisfy(s -> assertThat(s.metadata().getString("language")).isEqualTo("jupyter"));
        assertThat(segments).filteredOn(s -> "outputs".equals(s.metadata().getString("kind")))
                .isNotEmpty().allSatisfy(s -> assertThat(s.text()).contains("epoch").doesNotContain("def train"));
        assertThat(segments).filteredOn(s -> !"outputs".equals(s.metadata().getString("kind")))
                .anySatisfy(s -> assertThat(s.text()).contains("def train"));
    }

    @Test
    void definitionGranularityAndSplitAll() {
        Document a = Document.from(CODE, Metadata.from("path", "A.java"));
        Document b = Document.from("Plain words. More words.\n", Metadata.from("path", "b.txt"));
        List<TextSegment> all = KerfDocumentSplitter.builder().granularity(Granularity.DEFINITION).build().splitAll(a, b);
        assertThat(all).extracting(s -> s.metadata().getString("path")).contains("A.java", "b.txt");
        assertThat(all).filteredOn(s -> s.metadata().getString("path").equals("b.txt"))
                .singleElement().satisfies(s -> assertThat(s.metadata().getString("strategy")).isEqualTo("prose"));
    }

    @Test
    void anyChunkOptionsIncludingATokenCounterOfYourOwn() {
        // A tokenizer the builder has no name for: one token per UTF-16 char.
        TokenCounter perChar = TokenCounter.of("per-char", String::length);
        ChunkOptions options = ChunkOptions.builder().tokenizer(perChar).maxTokens(120).overlapRatio(0.25).build();
        List<TextSegment> segments = KerfDocumentSplitter.builder().options(options).build()
                .split(Document.from(CODE, Metadata.from("path", "Calc.java")));

        assertThat(segments).hasSizeGreaterThan(1).allSatisfy(s -> {
            assertThat(s.metadata().getInteger("token_count")).isEqualTo(s.text().length()).isLessThanOrEqualTo(120);
            assertThat(CODE).contains(s.text());
        });
        // The overlap ratio came through: where a run of code had to be cut, a segment begins inside the one before.
        int overlapping = 0;
        for (int i = 1; i < segments.size(); i++) {
            if (segments.get(i).metadata().getInteger("char_start") < segments.get(i - 1).metadata().getInteger("char_end")) {
                overlapping++;
            }
        }
        assertThat(overlapping).isPositive();
    }

    /**
     * A run of NULs past the first 8 KiB (where a NUL says the file is binary) is content to
     * kerf, but a TextSegment that trim() empties is refused: no such segment, no crash.
     */
    @Test
    void controlCharactersAloneMakeNoSegmentAndLoseNothingElse() {
        String text = "Some words here.\n\n" + "Filler words of a long text.\n".repeat(300) + "\u0000".repeat(3000) + "\n\nMore words.";
        List<TextSegment> segments = KerfDocumentSplitter.builder().maxTokens(64).contextHeader(false).build().split(Document.from(text));
        assertThat(segments).isNotEmpty();
        assertThat(segments.getFirst().text()).startsWith("Some words here.");
        assertThat(segments.getLast().text()).endsWith("More words.");
        assertThat(segments).allSatisfy(s -> assertThat(s.text().trim()).isNotEmpty());
    }

    /** Metadata LangChain4j accepts of any type: a number where a path could be is passed over, not a crash. */
    @Test
    void metadataOfOtherTypesAndTheDocumentsOwnKeysAreKept() {
        Metadata metadata = Metadata.from(java.util.Map.of("path", 42, Document.FILE_NAME, "Calc.java", "scope", "tenant-42", "language", "en"));
        List<TextSegment> segments = KerfDocumentSplitter.builder().maxTokens(40).build().split(Document.from(CODE, metadata));

        assertThat(segments).hasSizeGreaterThan(1).allSatisfy(s -> {
            Metadata m = s.metadata();
            assertThat(m.getInteger("path")).isEqualTo(42);
            assertThat(m.getString("kerf_path")).isEqualTo("Calc.java");
            assertThat(m.getString("scope")).isEqualTo("tenant-42");
            assertThat(m.getString("language")).isEqualTo("en");
            assertThat(m.getString("kerf_language")).as("the extension chose, not the tag 'en'").isEqualTo("java");
        });
        assertThat(segments).anySatisfy(s -> assertThat(s.metadata().getString("kerf_scope")).startsWith("class Calc"));
    }

    /**
     * LangChain4j's loader reads a binary file into a string all the same: it is refused as binary,
     * as the CLI refuses it, not cut into segments of NULs and replacement chars.
     */
    @Test
    void aBinaryFileReadAsTextIsRefused() {
        String png = "\uFFFDPNG\r\n\u001A\n\u0000\u0000\u0000\rIHDR\u0000\u0000\u0001\u0000";
        List<Document> documents = List.of(Document.from(png, Metadata.from(Document.FILE_NAME, "logo.png")),
                Document.from(CODE, Metadata.from("path", "C.java")));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> KerfDocumentSplitter.withDefaults().splitAll(documents))
                .isInstanceOf(dev.kerf.ChunkingError.class).hasMessageContaining("document 0 (logo.png)")
                .hasCauseInstanceOf(dev.kerf.BinaryContentException.class);
        List<String> refused = new java.util.ArrayList<>();
        List<TextSegment> segments = KerfDocumentSplitter.builder().onError((d, e) -> refused.add(e.code())).build().splitAll(documents);
        assertThat(refused).containsExactly("binary");
        assertThat(segments).isNotEmpty().allSatisfy(s -> assertThat(s.metadata().getString("path")).isEqualTo("C.java"));
    }

    /** A piece that is the verbatim slice keeps no room for a header nobody would read. */
    @Test
    void theVerbatimSliceLeavesTheHeaderOff() {
        Document document = Document.from(CODE.repeat(8), Metadata.from("path", "src/demo/Calc.java"));
        List<TextSegment> verbatim = KerfDocumentSplitter.builder().maxTokens(64).embedContextual(false).build().split(document);
        List<TextSegment> plain = KerfDocumentSplitter.builder().maxTokens(64).contextHeader(false).build().split(document);
        assertThat(verbatim).extracting(TextSegment::text).isEqualTo(plain.stream().map(TextSegment::text).toList());
        assertThat(verbatim).allSatisfy(s -> assertThat(s.metadata().getInteger("contextual_token_count")).isNull());
    }

    /** Options given whole, then a model: the model's tokenizer and window, not the defaults the options were built with. */
    @Test
    void optionsThenAModel() {
        Document document = Document.from(CODE.repeat(20), Metadata.from("path", "src/demo/Calc.java"));
        List<TextSegment> segments = KerfDocumentSplitter.builder().options(ChunkOptions.builder().overlapRatio(0.1).build())
                .model("all-MiniLM-L6-v2").build().split(document);
        TokenCounter bert = Tokenizers.byName("bert-base-uncased").orElseThrow();
        assertThat(segments).isNotEmpty().allSatisfy(s -> assertThat(bert.count(s.text())).isLessThanOrEqualTo(254));
    }

    @Test
    void oneDocumentThatCannotBeChunkedIsNamedOrLeftToTheHandler() {
        List<Document> documents = List.of(Document.from(CODE, Metadata.from("path", "A.java")),
                Document.from("x = '\uD800'\n", Metadata.from("path", "bad.py")),
                Document.from(CODE, Metadata.from("path", "C.java")));

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> KerfDocumentSplitter.withDefaults().splitAll(documents))
                .isInstanceOf(dev.kerf.ChunkingError.class).hasMessageContaining("document 1 (bad.py)")
                .hasCauseInstanceOf(dev.kerf.InvalidEncodingException.class);
        List<String> refused = new java.util.ArrayList<>();
        List<TextSegment> segments = KerfDocumentSplitter.builder().onError((d, e) -> refused.add(d.metadata().getString("path") + ": " + e.code()))
                .build().splitAll(documents);
        assertThat(refused).containsExactly("bad.py: invalid_encoding");
        assertThat(segments).extracting(s -> s.metadata().getString("path")).containsExactly("A.java", "C.java");
    }
}
