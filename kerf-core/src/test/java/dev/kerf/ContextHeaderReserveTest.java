package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.tokens.TokenCounter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The context header takes from each chunk only what it needs: text whose structure names no
 * scope (plain prose, Markdown without headings) gives up its file line alone, not the tokens kept
 * for a scope line it will never have; Markdown with headings keeps them, and gets its scope.
 */
class ContextHeaderReserveTest {
    private static final int MAX = 128;
    private static final Kerf WITH_HEADER = Kerf.create(ChunkOptions.builder().maxTokens(MAX).contextHeader(true).build());

    @Test
    void proseWithoutHeadingsGivesUpOnlyItsFileLine() throws IOException {
        Path corpus = RealFilesTest.projectRoot().resolve("data/chroma/corpora/state_of_the_union.md");
        Source source = Source.fromFile(corpus).withPath("state_of_the_union.md");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(WITH_HEADER, source);
        int fileLine = WITH_HEADER.options().tokenizer().count("# file: state_of_the_union.md\n");
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.embeddingText()).startsWith("# file: state_of_the_union.md\n").doesNotContain("# scope:");
            assertThat(c.contextual().orElseThrow().tokenCount()).isLessThanOrEqualTo(MAX);
        });
        // Sentences fill chunks into the room a scope line would have taken.
        assertThat(chunks.stream().mapToInt(Chunk::tokenCount).max().orElseThrow())
                .isGreaterThan(MAX - fileLine - 16)
                .isLessThanOrEqualTo(MAX - fileLine);
    }

    /**
     * A file that fits the limit with its whole header is one chunk, though packing keeps room in
     * every chunk for a scope line of up to 16 tokens before it knows the scope: a 237-token
     * workflow under a 14-token header was cut at 256 into a comment line of 10 tokens and the
     * rest. In YAML (a scope of one word), Python (no scope line over two functions) and Markdown.
     */
    @Test
    void aFileThatFitsWithItsWholeHeaderIsOneChunk() {
        TokenCounter counter = WITH_HEADER.options().tokenizer();
        for (String[] file : List.of(new String[] {"ci/manual.yml", "# Runs by hand.\n", "s%d: %d\n"},
                new String[] {"src/tools.py", "", "def s%d():\n    %d\n"},
                new String[] {"notes.md", "", "S%d, %d.\n"})) {
            String fileLine = "# file: " + file[0] + "\n";
            StringBuilder text = new StringBuilder(file[1]);
            // Just past the budget the room kept leaves (the file line and 16 tokens): within the
            // limit with the file line and a scope line of up to 10 tokens.
            for (int i = 0; counter.count(text.toString()) <= MAX - counter.count(fileLine) - 16; i++) {
                text.append(String.format(java.util.Locale.ROOT, file[2], i, i));
            }
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(WITH_HEADER, Source.fromText(text.toString()).withPath(file[0]));
            assertThat(chunks).as(file[0]).hasSize(1);
            String embedded = chunks.getFirst().embeddingText();
            assertThat(embedded).startsWith(fileLine).endsWith(text.toString().strip()).doesNotContain("…");
            assertThat(chunks.getFirst().contextual().orElseThrow().tokenCount()).isLessThanOrEqualTo(MAX);
        }
    }

    /** A path is any string: one with a line break in it must not add a line of its own to the header. */
    @Test
    void aLineBreakInAPathStaysOnTheFileLine() {
        Source source = Source.fromText("def f():\n    return 1\n").withPath("a\nb\n# scope: fake\nc.py");
        Chunk chunk = ChunkInvariants.chunkAndCheck(WITH_HEADER, source).getFirst();
        assertThat(chunk.embeddingText()).startsWith("# file: a b # scope: fake c.py\n");
        assertThat(chunk.embeddingText().lines().filter(l -> l.startsWith("# scope:"))).hasSizeLessThanOrEqualTo(1);
    }

    /**
     * A CSV file names its module in every chunk: its header's scope line is kept free exactly,
     * so at 64 tokens a row of about 44 tokens that fits with its header is not split (it was,
     * with 16 tokens kept for a scope line of 7).
     */
    @Test
    void aFileThatNamesItsModuleAloneKeepsRoomForThatScopeExactly() {
        StringBuilder csv = new StringBuilder("longitude,latitude,housing_median_age,total_rooms,total_bedrooms,population,households,median_income,median_house_value,ocean_proximity\n");
        java.util.Random random = new java.util.Random(5);
        for (int i = 0; i < 40; i++) {
            csv.append(String.format(java.util.Locale.ROOT, "-122.%02d,37.%02d,%d.0,%d.0,%d.0,%d.0,%d.0,%.4f,%d.0,NEAR BAY%n",
                    random.nextInt(100), random.nextInt(100), 10 + random.nextInt(40), 800 + random.nextInt(7000),
                    100 + random.nextInt(1000), 300 + random.nextInt(2000), 100 + random.nextInt(1000), 1 + 8 * random.nextDouble(),
                    100_000 + random.nextInt(400_000)));
        }
        String text = csv.toString();
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).contextHeader(true).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("housing.csv"));
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.embeddingText()).startsWith("# file: housing.csv\n# scope: module housing\n");
            assertThat(c.contextual().orElseThrow().tokenCount()).isLessThanOrEqualTo(64);
        });
        // Every row that fits with the header is whole in one chunk.
        var counter = kerf.options().tokenizer();
        int header = counter.count("# file: housing.csv\n# scope: module housing\n");
        for (String row : text.lines().toList()) {
            if (counter.count(row) + header <= 64) {
                assertThat(chunks).as(row).anySatisfy(c -> assertThat(c.text()).contains(row));
            }
        }
    }

    @Test
    void markdownWithHeadingsKeepsRoomForItsHeadingPath() {
        String markdown = "# Guide\n\n## Install\n\n" + "Run the installer and read what it prints before you go on. ".repeat(40)
                + "\n\n## Use\n\n" + "Call it with a path and read the chunks it writes. ".repeat(40);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(WITH_HEADER, Source.fromText(markdown).withPath("guide.md"));
        int fileLine = WITH_HEADER.options().tokenizer().count("# file: guide.md\n");
        assertThat(chunks).hasSizeGreaterThan(2);
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.embeddingText()).startsWith("# file: guide.md\n# scope: Guide > ");
            assertThat(c.tokenCount()).isLessThanOrEqualTo(MAX - fileLine - 16);
            assertThat(c.contextual().orElseThrow().tokenCount()).isLessThanOrEqualTo(MAX);
        });
    }
}
