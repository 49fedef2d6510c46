package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.internal.notebook.Notebooks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A Jupyter notebook's code cells read by tree-sitter's Python: their classes and functions named
 * and scoped as in a {@code .py} file, in chunks that say {@code semantic}; IPython's magics and a cell of another language ({@code %%bash}) are
 * no parse errors.
 */
class NotebookCellsTest {

    private static Path notebook(String name) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("data/notebooks/files"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("data/notebooks above the working directory").isNotNull();
        return dir.resolve("data/notebooks/files").resolve(name);
    }

    @Test
    void aRealNotebooksClassesAndFunctionsAreNamed() throws IOException {
        Source source = Source.fromBytes(Files.readAllBytes(notebook("Importing_Notebooks.ipynb"))).withPath("Importing_Notebooks.ipynb");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).contextHeader(true).build()), source);
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        List<Object> names = chunks.stream().map(c -> c.metadata().get("name")).toList();
        assertThat(names).contains("Python function 'find_notebook'", "Python class 'NotebookLoader'", "Python class 'NotebookFinder'");
        // A class that fits is one chunk, its methods among its symbols, under the notebook's headings.
        Chunk finder = chunks.stream().filter(c -> "Python class 'NotebookFinder'".equals(c.metadata().get("name"))).findFirst().orElseThrow();
        assertThat(finder.embeddingText()).contains("# scope: class NotebookFinder\n");
        assertThat(finder.metadata().get("symbols")).asList().containsExactly("NotebookFinder", "__init__", "find_module");
        assertThat(finder.metadata()).containsEntry("code_language", "python").doesNotContainKey("has_parse_errors")
                .containsEntry("headings", List.of("Importing Jupyter Notebooks as Modules", "The Module Finder"));
        // A class too large for one chunk is cut between its methods, each part scoped to its method.
        assertThat(chunks).anySatisfy(c -> assertThat(c.embeddingText()).contains("# scope: class NotebookLoader > function load_module\n"));
    }

    @Test
    void magicsAndShellLinesAreNoParseErrors() {
        String text = Notebooks.of(
                Notebooks.code("%%bash\nfor f in *.csv; do\n  wc -l \"$f\"\ndone\n"),
                Notebooks.code("%matplotlib inline\n!pip install -q pandas\nimport pandas as pd\n\n\ndef load(path):\n    return pd.read_csv(path)\n"));
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(text).withPath("load.ipynb"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata().get("symbols")).asList().contains("load"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
    }

    /**
     * The view of a notebook's code is as long as the file: megabytes of image outputs around a
     * few lines of code must not put the code over the parse limit (it was cut along delimiters,
     * its functions unnamed).
     */
    @Test
    void imagesOfMegabytesDoNotKeepTheCodeFromBeingParsed() {
        String text = Notebooks.of(
                Notebooks.markdown("# Plots\n"),
                Notebooks.code("import matplotlib.pyplot as plt\n\n\ndef plot(xs):\n    plt.plot(xs)\n", Notebooks.image(4_500_000)),
                Notebooks.code("def scale(xs, k):\n    return [x * k for x in xs]\n"));
        assertThat(text.length()).isGreaterThan(4_500_000);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(text).withPath("plots.ipynb"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        assertThat(chunks).extracting(c -> c.metadata().get("name")).contains("Python function 'plot'");
        List<Object> symbols = chunks.stream().flatMap(c -> c.metadata().get("symbols") instanceof List<?> l ? l.stream() : java.util.stream.Stream.of())
                .map(o -> (Object) o).toList();
        assertThat(symbols).contains("plot", "scale");
    }
}
