package dev.kerf.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The invariants on real reStructuredText and AsciiDoc: every file of the documentation sets in
 * {@code data/docs} written in them (Flask's and pytest's Sphinx docs, Spring Framework's and Spring
 * Boot's references), chunked with the defaults, with and without the context header; every chunk
 * is cut by the markup structure, and every chunk after a file's first heading names its heading path.
 */
class MarkupSetFilesTest {
    @ParameterizedTest
    @CsvSource({"128, false", "256, true"})
    void everyFileKeepsTheInvariants(int maxTokens, boolean header) throws IOException {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(header).build());
        List<Path> files = markupFiles();
        assertThat(files).as("reStructuredText and AsciiDoc files in data/docs").hasSizeGreaterThan(500);
        int chunks = 0;
        int named = 0;
        int afterHeading = 0;
        for (Path file : files) {
            String text = Files.readString(file);
            Source source = Source.fromText(text).withPath(file.getFileName().toString());
            List<Chunk> made = ChunkInvariants.chunkAndCheck(kerf, source);
            chunks += made.size();
            for (Chunk c : made) {
                assertThat(c.strategy()).as(file + " chunk " + c.index()).isEqualTo("markup");
                assertThat(c.metadata()).as(file + " chunk " + c.index()).containsKeys("headings", "sections", "contains_code");
                if (c.index() > 0) {
                    afterHeading++;
                    if (!((List<?>) c.metadata().get("headings")).isEmpty()) {
                        named++;
                    }
                }
                if (header) {
                    assertThat(c.contextual()).as(file + " chunk " + c.index()).isPresent();
                    assertThat(c.contextual().get().tokenCount()).isLessThanOrEqualTo(maxTokens);
                }
            }
        }
        assertThat(chunks).isGreaterThan(files.size());
        // A few files have no heading at all (an included partial, a page of only a directive).
        assertThat(named).as("chunks after the first naming a heading path").isGreaterThan(afterHeading * 95 / 100);
    }

    private static List<Path> markupFiles() throws IOException {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("data/docs"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("data/docs above the working directory").isNotNull();
        try (Stream<Path> walk = Files.walk(dir.resolve("data/docs"))) {
            return walk.filter(p -> (p.toString().endsWith(".rst") || p.toString().endsWith(".adoc")) && p.toString().contains("/files/"))
                    .sorted().toList();
        }
    }
}
