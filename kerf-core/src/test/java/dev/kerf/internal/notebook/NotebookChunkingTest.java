package dev.kerf.internal.notebook;

import static dev.kerf.internal.notebook.Notebooks.code;
import static dev.kerf.internal.notebook.Notebooks.image;
import static dev.kerf.internal.notebook.Notebooks.markdown;
import static dev.kerf.internal.notebook.Notebooks.stream;
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
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Jupyter notebooks through the public API: cut by cells, outputs apart, cells described. */
class NotebookChunkingTest {

    private static List<Chunk> chunk(String text, int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("analysis.ipynb"));
    }

    /** The real notebooks in the repository's data/notebooks (see its SOURCE.txt). */
    static Path notebooks() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("data/notebooks/files"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("data/notebooks above the working directory").isNotNull();
        return dir.resolve("data/notebooks/files");
    }

    private static String name(Chunk c) {
        return String.valueOf(c.metadata().get("name"));
    }

    @Test
    void aNotebookIsItsOwnLanguageAndCellsThatFitAreKeptWhole() {
        String text = Notebooks.of(
                markdown("# Prices\n\nWe read the prices and clean them."),
                code("import pandas as pd\n\ndf = pd.read_csv('prices.csv').dropna()\n"),
                markdown("## Averages"),
                code("def moving_average(series, window=5):\n    \"\"\"Mean of the last values.\"\"\"\n    return series.rolling(window).mean()\n"));
        List<Chunk> chunks = chunk(text, 128);
        assertThat(chunks).hasSizeGreaterThan(1).allSatisfy(c -> assertThat(c.language()).isEqualTo("jupyter"));
        // Every chunk begins where a cell, the notebook or its metadata begins: no cell is cut, the
        // line closing the cells goes with the last, and a heading's cell begins a chunk with the
        // cells under it.
        List<String> lines = text.lines().toList();
        for (Chunk c : chunks) {
            int line = c.span().startLine();
            assertThat(line == 1 || lines.get(line - 1).equals("  {") || lines.get(line - 1).equals(" \"metadata\": {"))
                    .as("chunk at line %d begins a cell", line).isTrue();
        }
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).contains("## Averages", "def moving_average"));
    }

    /** A notebook that fits one chunk is named by what it holds, not by the metadata at its end. */
    @Test
    void aWholeNotebookInOneChunkIsNamedByItsCode() {
        String text = Notebooks.of(
                markdown("# Plots"),
                code("import matplotlib.pyplot as plt\n\n\ndef plot(xs):\n    plt.plot(xs)\n"),
                code("def scale(xs, k):\n    return [x * k for x in xs]\n"));
        List<Chunk> chunks = chunk(text, 512);
        // (kerf-core alone reads Python along its delimiters: "Function at line 19", tree-sitter "Python function 'plot'".)
        assertThat(chunks).singleElement().satisfies(c -> {
            assertThat(name(c)).startsWith("Function");
            assertThat(c.metadata()).doesNotContainEntry("kind", "notebook").containsEntry("classification", "FUNCTION")
                    .containsEntry("headings", List.of("Plots")); // the heading cell it opens with is above its code
        });
        // The metadata alone is still named as such.
        assertThat(chunk(text, 32)).last().satisfies(c -> {
            assertThat(name(c)).isEqualTo("Notebook metadata");
            assertThat(c.metadata()).containsEntry("kind", "notebook");
        });
    }

    @Test
    void outputsAreCutApartFromTheCodeAndNamedAsOutputs() {
        String text = Notebooks.of(
                markdown("# Plot"),
                code("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\n", image(6_000)),
                code("print('done')\n", stream("done\n")));
        List<Chunk> chunks = chunk(text, 128);
        List<Chunk> image = chunks.stream().filter(c -> c.text().contains("iVBOR") || c.text().matches("(?s)\\s*[A-Za-z0-9]{40}.*")).toList();
        // No chunk of the image holds code; those that hold no source at all are named as outputs
        // (the first may begin with the Markdown cell before the code cell, which it is named by).
        assertThat(image).hasSizeGreaterThan(5).allSatisfy(c -> assertThat(c.text()).doesNotContain("plt.plot"));
        assertThat(image.stream().filter(c -> !c.text().contains("\"source\"")).toList()).hasSizeGreaterThan(5).allSatisfy(c -> {
            assertThat(name(c)).isEqualTo("Outputs of cell 2");
            assertThat(c.metadata()).containsEntry("kind", "outputs");
        });
        Chunk source = chunks.stream().filter(c -> c.text().contains("plt.plot")).findFirst().orElseThrow();
        assertThat(source.text()).doesNotContain("iVBOR");
        assertThat(source.metadata()).containsEntry("code_language", "python");
    }

    /**
     * At a limit large enough for a cell with its image (an 8k-token embedding model), the image's
     * base64 is still a chunk apart from the code that drew it and from the next cells; printed
     * text stays with its code.
     */
    @Test
    void anImageIsAChunkApartFromItsCodeEvenWhereTheCellFits() {
        String text = Notebooks.of(
                markdown("# Plot"),
                code("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\n", image(3_000)),
                code("print('done')\n", stream("done\n")),
                markdown("## Next"));
        List<Chunk> chunks = chunk(text, 8192);
        Chunk image = chunks.stream().filter(c -> c.text().contains("iVBOR")).collect(onlyOne());
        assertThat(image.text()).doesNotContain("plt.plot", "# Plot", "print('done')");
        assertThat(name(image)).isEqualTo("Outputs of cell 2");
        assertThat(image.metadata()).containsEntry("kind", "outputs");
        // The code keeps its heading path, which the image now stands between it and.
        assertThat(chunks).filteredOn(c -> c.text().contains("plt.plot")).singleElement().satisfies(c -> {
            assertThat(c.text()).contains("print('done')", "\"done\\n\"").doesNotContain("iVBOR");
            assertThat(c.metadata()).containsEntry("headings", List.of("Plot"));
        });
        assertThat(chunks).first().satisfies(c -> assertThat(c.text()).contains("# Plot").doesNotContain("iVBOR", "plt.plot"));
        // Without the image, the heading and the code share a chunk.
        String plain = Notebooks.of(markdown("# Plot"), code("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\n"),
                code("print('done')\n", stream("done\n")), markdown("## Next"));
        assertThat(chunk(plain, 8192)).first().satisfies(c -> assertThat(c.text()).contains("# Plot", "plt.plot", "print('done')"));
    }

    private static java.util.stream.Collector<Chunk, ?, Chunk> onlyOne() {
        return java.util.stream.Collectors.collectingAndThen(java.util.stream.Collectors.toList(), l -> {
            assertThat(l).hasSize(1);
            return l.getFirst();
        });
    }

    @Test
    void markdownCellsGiveTheHeadingPathAndCodeCellsLieUnderIt() {
        String text = Notebooks.of(
                markdown("# Prices\n\n" + "We read the prices of every day of the year and clean them. ".repeat(12)),
                markdown("## Averages\n\n" + "A moving average smooths the series over a window of days. ".repeat(12)),
                code("window = 5\n" + "total = 0\n".repeat(40) + "average = total / window\n"));
        List<Chunk> chunks = chunk(text, 128);
        Chunk averages = chunks.stream().filter(c -> c.text().contains("## Averages")).findFirst().orElseThrow();
        assertThat(averages.metadata().get("headings")).isEqualTo(List.of("Prices", "Averages"));
        Chunk code = chunks.stream().filter(c -> c.text().contains("average = total")).findFirst().orElseThrow();
        assertThat(code.metadata().get("headings")).isEqualTo(List.of("Prices", "Averages"));
        assertThat(code.metadata()).containsEntry("code_language", "python");
    }

    @Test
    void theContextHeaderNamesTheCellsScope() {
        String text = Notebooks.of(markdown("# Setup"), code("x = 1\n"), markdown("## Next"), code("y = 2\n"));
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).contextHeader(true).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("nb/setup.ipynb"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.embeddingText()).startsWith("# file: nb/setup.ipynb\n").endsWith(c.text()));
    }

    @Test
    void jsonThatIsNoNotebookInJupytersLayoutIsCutAsJson() {
        String compact = "{\"cells\": [{\"cell_type\": \"code\", \"metadata\": {}, \"outputs\": [], \"source\": [\"x = 1\\n\", \"y = 2\"]}],"
                + " \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 5}\n";
        // Each says why it was cut as JSON, as a structure that fails does.
        Map<String, String> why = Map.of(compact, "cell 1 does not begin a line of its own",
                "{\"a\": [1, 2, {\"b\": null}]}\n", "no \"cells\"", "{\"cells\": []}\n", "no \"cells\"",
                "{not json\n", "not JSON", "[1, 2]\n", "not a JSON object");
        why.forEach((text, reason) -> {
            List<Chunk> chunks = chunk(text, 64);
            assertThat(chunks).as(text).isNotEmpty().allSatisfy(c -> {
                assertThat(c.language()).isEqualTo("jupyter");
                assertThat(c.metadata()).containsEntry("fallback_from", "notebook");
                assertThat(c.metadata().get("fallback_reason")).asString().contains("cut as JSON", reason);
            });
        });
    }

    @Test
    void aSourceWrittenAsOneStringIsCutAsItsJsonLines() {
        String text = Notebooks.of(code("x = 1\n")).replace("\"source\": [\n    \"x = 1\\n\"\n   ]",
                "\"source\": \"" + "def f():\\n    return 1\\n".repeat(40) + "\"");
        assertThat(text).contains("\"source\": \"def f()");
        List<Chunk> chunks = chunk(text, 64);
        assertThat(chunks).hasSizeGreaterThan(1).allSatisfy(c -> assertThat(c.metadata()).as(c.text()).isNotEmpty());
        // The source's line, too long for a chunk, begins one: every chunk holding a part of it is the cell's.
        assertThat(chunks.stream().filter(c -> c.text().contains("def f()") || c.text().contains("return 1")).toList())
                .hasSizeGreaterThan(1).allSatisfy(c -> assertThat(name(c)).isEqualTo("Code cell 1"));
        assertThat(chunks.get(1).text()).startsWith("   \"source\": \"def f()");
    }

    @ParameterizedTest
    @ValueSource(ints = {24, 64, 128, 256, 512})
    void realNotebooksKeepTheInvariants(int maxTokens) throws IOException {
        Path dir = notebooks();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.sorted().toList()) {
                Source source = Source.fromBytes(Files.readAllBytes(p)).withPath("notebooks/" + p.getFileName());
                for (boolean header : new boolean[] {false, true}) {
                    if (header && maxTokens < 64) {
                        continue;
                    }
                    Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(header).build());
                    List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
                    assertThat(chunks).allSatisfy(c -> assertThat(c.language()).isEqualTo("jupyter"));
                }
            }
        }
    }

    @Test
    void realNotebooksAreDescribed() throws IOException {
        Path file = notebooks().resolve("test4.ipynb");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(128).build());
        List<Chunk> chunks = kerf.chunk(Source.fromBytes(Files.readAllBytes(file)).withPath("test4.ipynb"));
        // The JPEG and PNG outputs are cut apart from the code, and named as outputs where they hold no source.
        List<Chunk> images = chunks.stream().filter(c -> c.text().contains("\"image/png\"") || c.text().contains("\"image/jpeg\"")).toList();
        assertThat(images).isNotEmpty().allSatisfy(c -> assertThat(c.metadata().get("code_language")).isNull());
        List<Chunk> base64 = chunks.stream().filter(c -> !c.text().contains("\"source\"") && c.text().matches("(?s).*[A-Za-z0-9+/]{60}.*")).toList();
        assertThat(base64).hasSizeGreaterThan(3).allSatisfy(c -> assertThat(name(c)).startsWith("Outputs of cell "));
        // A chunk of a Markdown cell has its heading path.
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata().get("headings")).isEqualTo(List.of("nbconvert latex test")));
        // Every chunk says something of itself.
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).as(c.text()).isNotEmpty());
    }
}
