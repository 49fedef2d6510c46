package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.tokens.TokenCounter;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The BDD scenarios of blob content chunking (the file contents of a git history cut for embedding;
 * spec 001 in docs/specs.md), with the generic strategy pinned. Where the scenarios allowed a
 * tolerance over the limit, kerf allows none.
 */
@DisplayName("Feature: Blob Content Chunking")
class BlobChunkingScenariosTest {
    private static final TokenCounter CL100K = ChunkOptions.defaults().tokenizer();

    private static Kerf generic(ChunkOptions options) {
        return Kerf.create(options, new GenericSegmenter());
    }

    @Test
    @DisplayName("Chunk large Python file with overlap")
    void largePythonWithOverlap() {
        Source blob = Fixtures.source("heapq_part.py");
        assertThat(CL100K.count(blob.text())).isBetween(4900, 5100);
        Kerf kerf = generic(ChunkOptions.builder().maxTokens(800).overlapRatio(0.2).build());

        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, blob);

        // The scenario's 7-8 chunks assumed a character splitter; line-aligned cuts may need one more.
        assertThat(chunks).hasSizeBetween(7, 9);
        assertThat(chunks).allSatisfy(c -> assertThat(c.tokenCount()).isLessThanOrEqualTo(800));
        for (int i = 1; i < chunks.size(); i++) {
            Chunk prev = chunks.get(i - 1);
            Chunk next = chunks.get(i);
            int shared = prev.span().charEnd() - next.span().charStart();
            assertThat(shared).as("chunk %d repeats the end of chunk %d", i, i - 1).isPositive();
            int sharedTokens = CL100K.count(blob.text().substring(next.span().charStart(), prev.span().charEnd()));
            assertThat(sharedTokens).as("overlap of chunk %d is about 20%% of 800", i).isBetween(100, 160);
        }
        assertThat(chunks).allSatisfy(c -> assertThat(c.span().endLine()).isGreaterThanOrEqualTo(c.span().startLine()));
        assertThat(chunks.getFirst().span().startLine()).isEqualTo(1);
        // The last chunk ends on the last line with content (the file ends with a blank line).
        assertThat(chunks.getLast().span().endLine()).isEqualTo((int) blob.text().stripTrailing().lines().count());
    }

    @Test
    @DisplayName("An overlap of most of the limit repeats that much before every chunk: a sliding window")
    void aLargeOverlapSlidesAWindow() {
        Source blob = Fixtures.source("heapq_part.py");
        Kerf kerf = generic(ChunkOptions.builder().maxTokens(512).overlapTokens(448).build());

        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, blob);

        // Each chunk adds about 64 tokens of its own to about 448 repeated. (Before, the overlap
        // reached only into the chunk before's own text: chunks alternated between repeating
        // nearly all of the one before and repeating a few tokens of it, and some none.)
        assertThat(chunks.size()).isBetween(60, 110);
        for (int i = 1; i < chunks.size() - 1; i++) {
            Chunk prev = chunks.get(i - 1);
            Chunk next = chunks.get(i);
            int sharedTokens = CL100K.count(blob.text().substring(next.span().charStart(), Math.max(next.span().charStart(), prev.span().charEnd())));
            assertThat(sharedTokens).as("overlap of chunk %d with chunk %d", i, i - 1).isBetween(300, 448);
        }
    }

    @Test
    @DisplayName("Old Mac line endings (a lone CR) split a block by its lines, as LF does")
    void loneCrLinesAreLines() {
        for (String br : List.of("\n", "\r", "\r\n")) {
            // One block (no blank line) too large for one chunk, of lines that each fit.
            String text = String.join(br, Fixtures.source("heapq_part.py").text().lines()
                    .filter(l -> !l.isBlank()).limit(120).toList()) + br;
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(generic(ChunkOptions.builder().maxTokens(200).build()), Source.fromText(text));

            assertThat(chunks).as("line break %s", br.replace("\r", "CR").replace("\n", "LF")).hasSizeGreaterThan(3)
                    .allSatisfy(c -> assertThat(text.startsWith(br, c.span().charEnd()))
                            .as("chunk ending at %d ends a line", c.span().charEnd()).isTrue());
        }
    }

    @Test
    @DisplayName("Small blob returns single chunk")
    void smallBlob() {
        Source blob = Fixtures.source("bisect_part.py");
        assertThat(CL100K.count(blob.text())).isBetween(450, 550);

        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(generic(ChunkOptions.builder().maxTokens(800).build()), blob);

        assertThat(chunks).hasSize(1);
        // The whole content; the line breaks after it belong to no chunk.
        assertThat(chunks.getFirst().text()).isEqualTo(blob.text().stripTrailing());
        assertThat(chunks.getFirst().span().startLine()).isEqualTo(1);
    }

    @Test
    @DisplayName("Language-aware splitting preserves function boundaries (best effort)")
    void functionBoundaries() {
        Source blob = Fixtures.source("three_functions.py");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(generic(ChunkOptions.builder().maxTokens(800).build()), blob);

        assertThat(chunks).hasSizeGreaterThan(1);
        for (String def : List.of("def parse_config", "def merge_settings", "def render_report")) {
            int start = blob.text().indexOf(def);
            int end = blob.text().indexOf("\ndef ", start + 1);
            String function = blob.text().substring(start, end < 0 ? blob.text().length() : end + 1);
            assertThat(chunks).as("%s lies whole in one chunk", def).anySatisfy(c -> assertThat(c.text()).contains(function.strip()));
        }
    }

    @Test
    @DisplayName("Long single line handling")
    void longSingleLine() {
        StringBuilder line = new StringBuilder();
        Random random = new Random(42);
        while (CL100K.count(line.toString()) < 2000) {
            line.append("value").append(random.nextInt(1000)).append(random.nextBoolean() ? ", " : "+");
        }
        String text = line.toString();
        assertThat(text).doesNotContain("\n");

        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(
                generic(ChunkOptions.builder().maxTokens(800).build()), Source.fromText(text).withPath("line.txt"));

        assertThat(chunks).hasSize(3);
        assertThat(chunks).allSatisfy(c -> assertThat(c.tokenCount()).isLessThanOrEqualTo(800));
        assertThat(ChunkInvariants.rebuilt(text, chunks)).as("no data lost").isEqualTo(text);
    }

    @Test
    @DisplayName("Unicode and emoji support")
    void unicodeAndEmoji() {
        String text = "Grüße aus Zürich 👋🏽 — 東京タワー 🗼, familia 👨‍👩‍👧‍👦, café, naïve, e\u0301, 🇯🇵🇫🇷\n".repeat(60);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(
                generic(ChunkOptions.builder().maxTokens(40).build()), Source.fromText(text).withPath("emoji.txt"));

        assertThat(chunks).hasSizeGreaterThan(1);
        assertThat(ChunkInvariants.rebuilt(text, chunks)).isEqualTo(text);
        for (Chunk c : chunks) {
            assertThat(new String(c.text().getBytes(java.nio.charset.StandardCharsets.UTF_8), java.nio.charset.StandardCharsets.UTF_8))
                    .as("chunk %d is whole UTF-8", c.index()).isEqualTo(c.text());
        }
    }

    @Test
    @DisplayName("Chunk metadata completeness")
    void metadataCompleteness() {
        Source blob = Fixtures.source("heapq_part.py");
        List<Chunk> chunks = Kerf.create(ChunkOptions.builder().maxTokens(1200).build()).chunk(blob);

        assertThat(chunks).hasSizeGreaterThanOrEqualTo(5);
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.text()).isNotBlank();
            assertThat(c.span().startLine()).isPositive();
            assertThat(c.span().endLine()).isGreaterThanOrEqualTo(c.span().startLine());
            assertThat(c.tokenCount()).isPositive();
            assertThat(c.language()).isEqualTo("python");
            assertThat(c.metadata()).isNotNull();
        });
    }

    @Test
    @DisplayName("Empty content handling")
    void emptyContent() {
        Kerf kerf = generic(ChunkOptions.defaults());
        assertThat(kerf.chunk("")).isEmpty();
        assertThat(kerf.chunk(" \n\t\r\n  ")).isEmpty();
    }

    @Test
    @DisplayName("Token limit compliance verification: 100 random blobs, none over 800 (no tolerance)")
    void tokenLimitCompliance() {
        Random random = new Random(7);
        Kerf kerf = generic(ChunkOptions.builder().maxTokens(800).build());
        String[] vocabulary = {"def", "return", "x", "=", "(", ")", ":", "\n", "\n\n", "    ", "😀", "数据", "<|endoftext|>", "0xFF", "\"str\"", "#"};
        for (int blob = 0; blob < 100; blob++) {
            StringBuilder b = new StringBuilder();
            int pieces = random.nextInt(5000);
            for (int i = 0; i < pieces; i++) {
                b.append(vocabulary[random.nextInt(vocabulary.length)]).append(random.nextInt(4) == 0 ? " " : "");
            }
            ChunkInvariants.chunkAndCheck(kerf, Source.fromText(b.toString()).withPath("blob" + blob + ".py"));
        }
    }
}
