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
 * The invariants on real documentation: every Markdown file of the documentation sets in
 * {@code data/docs} (two books' chapters and four projects' guides and references, 804 files
 * written by others), chunked with the defaults at the sizes users pick, with and without the context
 * header; and a chunk of a file with headings always carries its heading path.
 */
class DocumentationSetFilesTest {
    @ParameterizedTest
    @CsvSource({"128, false", "256, true", "512, false", "512, true"})
    void everyFileKeepsTheInvariants(int maxTokens, boolean header) throws IOException {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(header).build());
        List<Path> files = markdownFiles();
        assertThat(files).as("Markdown files in data/docs").hasSizeGreaterThan(100);
        int chunks = 0;
        for (Path file : files) {
            String text = Files.readString(file);
            Source source = Source.fromText(text).withPath(file.getFileName().toString());
            List<Chunk> made = ChunkInvariants.chunkAndCheck(kerf, source);
            chunks += made.size();
            boolean hasHeadings = text.lines().anyMatch(l -> l.matches("#{1,6} \\S.*"));
            for (Chunk c : made) {
                assertThat(c.language()).as(file.toString()).isEqualTo("markdown");
                if (hasHeadings && c.span().charStart() >= firstHeading(text)) {
                    assertThat(c.metadata().get("headings")).as(file + " chunk " + c.index()).isInstanceOf(List.class)
                            .asList().isNotEmpty();
                }
                if (header) {
                    assertThat(c.contextual()).as(file + " chunk " + c.index()).isPresent();
                    assertThat(c.contextual().get().tokenCount()).isLessThanOrEqualTo(maxTokens);
                }
            }
        }
        assertThat(chunks).isGreaterThan(files.size());
    }

    private static int firstHeading(String text) {
        int at = 0;
        for (String line : text.split("\n", -1)) {
            if (line.matches("#{1,6} \\S.*")) {
                return at;
            }
            at += line.length() + 1;
        }
        return text.length();
    }

    private static List<Path> markdownFiles() throws IOException {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("data/docs"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("data/docs above the working directory").isNotNull();
        try (Stream<Path> walk = Files.walk(dir.resolve("data/docs"))) {
            return walk.filter(p -> p.toString().endsWith(".md") && p.toString().contains("/files/")).sorted().toList();
        }
    }
}
