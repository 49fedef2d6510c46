package dev.kerf.internal.notebook;

import dev.kerf.internal.embed.Cut;
import dev.kerf.internal.fallback.Fallback;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.util.Objects;
import java.util.function.Function;

/**
 * The structure of a Jupyter notebook ({@code .ipynb}): cut by its cells, the code cells' source
 * by the structure of the notebook's language (Python's, as a rule), the Markdown cells' by
 * Markdown's, so that a cell is kept whole where it fits, a function in a cell is named and
 * scoped as in a {@code .py} file, and an output (an image's base64, a long table) is cut apart
 * from the code that made it. The chunks are the file's own text, JSON and all. A file that is not
 * a notebook in nbformat's layout (one cell a line, one source line a string) is cut as JSON.
 */
public final class NotebookSegmenter implements Segmenter {
    private final Function<String, Segmenter> primary;
    private final Function<String, Segmenter> fallback;

    /**
     * @param primary the first choice of structure for a language (what the cells' sources get, and JSON)
     * @param fallback the delimiter structure of a language: what a source gets when its first choice fails on it
     */
    public NotebookSegmenter(Function<String, Segmenter> primary, Function<String, Segmenter> fallback) {
        this.primary = Objects.requireNonNull(primary, "primary");
        this.fallback = Objects.requireNonNull(fallback, "fallback");
    }

    /** The strategy of the structure a notebook's Python gets; its structure may say otherwise for one text. */
    @Override
    public String strategy() {
        return primary.apply("python").strategy();
    }

    @Override
    public Structure segment(String text) {
        Notebook notebook;
        try {
            notebook = Notebook.of(text);
        } catch (Notebook.NotNbformat e) {
            Cut json = cut("json", text);
            // JSON's structure, saying its own strategy, and why in every chunk.
            return new Fallback(json.structure(), json.strategy(), "notebook", "not a notebook in nbformat 4's layout, cut as JSON: " + e.getMessage());
        }
        return new NotebookStructure(text, notebook, this);
    }

    /** {@code text} cut as {@code language} by its first choice, or, when that fails outright, its fallback. */
    Cut cut(String language, String text) {
        return Cut.of(primary.apply(language), () -> fallback.apply(language), text);
    }
}
