package dev.kerf.internal.notebook;

import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.internal.notebook.Notebooks.Cell;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The invariants over generated notebooks: Markdown, code and raw cells with escapes, tabs,
 * non-ASCII text, magics and long lines in their sources, images and printed text as outputs, at
 * any budget, with and without overlap and header.
 */
class NotebookPropertiesTest {
    private static final String[] LINES = {
        "import numpy as np\n", "def f(x):\n", "    return x + 1\n", "class A:\n", "    \"\"\"Doc \\\"quoted\\\".\"\"\"\n",
        "\tpass\n", "%matplotlib inline\n", "!pip install -q pandas\n", "print('é ✓ 😀')\n", "\n", "# Heading\n", "## Sub\n",
        "Some *text* with `code` and a [link](http://x).\n", "x = \"a\\\\b\"\n", "y = '" + "long ".repeat(60) + "'\n",
        "$$\\frac{a}{b}$$\n", "last line without a break",
    };

    @Provide
    Arbitrary<Cell> cells() {
        Arbitrary<String> source = Arbitraries.of(LINES).list().ofMinSize(0).ofMaxSize(12).map(l -> String.join("", l));
        Arbitrary<String> output = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 3000).map(Notebooks::image),
                source.map(Notebooks::stream));
        Arbitrary<List<String>> outputs = output.list().ofMaxSize(3);
        Arbitrary<String> type = Arbitraries.of("code", "markdown", "raw");
        return Combinators.combine(type, source, outputs).as((t, s, o) -> new Cell(t, Notebooks.code(s).lines(), t.equals("code") ? o : null));
    }

    @Provide
    Arbitrary<String> notebooks() {
        return cells().list().ofMinSize(1).ofMaxSize(10).map(l -> Notebooks.of(l.toArray(Cell[]::new)));
    }

    @Property(tries = 300)
    void invariantsHoldForAnyNotebook(
            @ForAll("notebooks") String text,
            @ForAll @IntRange(min = 64, max = 300) int maxTokens,
            @ForAll @IntRange(min = 0, max = 2) int overlapQuarters,
            @ForAll boolean header,
            @ForAll boolean crlf) {
        String body = crlf ? text.replace("\n", "\r\n") : text;
        ChunkOptions options = ChunkOptions.builder()
                .maxTokens(maxTokens)
                .overlapRatio(header ? 0 : overlapQuarters / 4.0 * 0.8)
                .contextHeader(header)
                .build();
        ChunkInvariants.chunkAndCheck(Kerf.create(options), Source.fromText(body).withPath("work/gen.ipynb"));
    }

    @Property(tries = 150)
    void invariantsHoldAtSmallBudgets(@ForAll("notebooks") String text, @ForAll @IntRange(min = 8, max = 63) int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("gen.ipynb"));
    }
}
