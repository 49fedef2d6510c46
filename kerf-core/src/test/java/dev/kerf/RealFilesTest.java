package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.internal.generic.GenericSegmenter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The invariants over a seeded sample of real files from the machine (the JDK's sources and the
 * Python standard library), under several budgets and tokenizers. Token counts in these chunks come
 * from kerf's single-pass derivation; the invariant check recounts every one in full.
 */
class RealFilesTest {
    private static final int FILES = 150;

    static Stream<Arguments> settings() {
        return Stream.of(
                Arguments.of("cl100k_base", 512, 0.0),
                Arguments.of("cl100k_base", 64, 0.25),
                Arguments.of("o200k_base", 200, 0.1),
                Arguments.of("p50k_base", 128, 0.0),
                Arguments.of("bert-base-uncased", 254, 0.0));
    }

    @ParameterizedTest(name = "JDK sources, {0}, max {1}, overlap {2}")
    @MethodSource("settings")
    void jdkSources(String tokenizer, int maxTokens, double overlap) {
        checkAll(MachineCorpus.jdkSources(2026, FILES), tokenizer, maxTokens, overlap);
    }

    @ParameterizedTest(name = "Python standard library, {0}, max {1}, overlap {2}")
    @MethodSource("settings")
    void pythonStdlib(String tokenizer, int maxTokens, double overlap) {
        checkAll(MachineCorpus.pythonStdlib(2026, FILES), tokenizer, maxTokens, overlap);
    }

    /** Without a pinned structure kerf picks the delimiter structure of Java and Python. */
    @ParameterizedTest(name = "delimiter structure, max {0}")
    @org.junit.jupiter.params.provider.ValueSource(ints = {32, 128, 512})
    void realFilesWithTheDelimiterStructure(int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        List<Source> sources = new ArrayList<>(MachineCorpus.jdkSources(99, 100));
        sources.addAll(MachineCorpus.pythonStdlib(99, 100));
        for (Source s : sources) {
            List<Chunk> chunks = kerf.chunk(s);
            ChunkInvariants.check(s, kerf.options(), chunks);
            assertThat(chunks).allSatisfy(c -> {
                assertThat(c.strategy()).isIn("delimiter", "generic");
                assertThat(dev.kerf.spi.Labels.keys()).containsAll(c.metadata().keySet()); // the keys readers rely on
            });
        }
    }

    private static void checkAll(List<Source> sources, String tokenizer, int maxTokens, double overlap) {
        assertThat(sources).as("files sampled").hasSize(FILES);
        check(sources, tokenizer, maxTokens, overlap);
    }

    /** The Chroma evaluation corpora shipped in data/: long prose lines, tables, chat logs. */
    @ParameterizedTest(name = "Chroma prose corpora, {0}, max {1}, overlap {2}")
    @MethodSource("settings")
    void chromaCorpora(String tokenizer, int maxTokens, double overlap) throws IOException {
        Path corpora = projectRoot().resolve("data/chroma/corpora");
        List<Source> sources = new ArrayList<>();
        try (Stream<Path> files = Files.list(corpora)) {
            for (Path p : files.sorted().toList()) {
                sources.add(Source.fromFile(p).withPath(p.getFileName().toString()));
            }
        }
        assertThat(sources).hasSize(5);
        check(sources, tokenizer, maxTokens, overlap);
    }

    static Path projectRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("data/chroma"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("the project's data/ folder above " + Path.of("").toAbsolutePath()).isNotNull();
        return dir;
    }

    @Test
    void sameChunksOnEveryThread() throws Exception {
        List<Source> sources = MachineCorpus.jdkSources(7, 40);
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(128).overlapTokens(16).build());
        List<List<Chunk>> expected = sources.stream().map(kerf::chunk).toList();
        try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
            for (int round = 0; round < 3; round++) {
                List<Future<List<Chunk>>> futures = new ArrayList<>();
                for (Source s : sources) {
                    futures.add(pool.submit(() -> kerf.chunk(s)));
                }
                for (int i = 0; i < sources.size(); i++) {
                    assertThat(futures.get(i).get()).as(sources.get(i).path().orElseThrow()).isEqualTo(expected.get(i));
                }
            }
        }
    }

    private static void check(List<Source> sources, String tokenizer, int maxTokens, double overlap) {
        Kerf kerf = Kerf.create(
                ChunkOptions.builder().tokenizer(tokenizer).maxTokens(maxTokens).overlapRatio(overlap).build(),
                new GenericSegmenter());
        for (Source s : sources) {
            ChunkInvariants.check(s, kerf.options(), kerf.chunk(s));
        }
    }
}
