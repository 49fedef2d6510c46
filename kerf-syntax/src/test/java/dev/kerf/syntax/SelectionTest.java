package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.InvalidOptionException;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.select.ChunkerRegistry;
import dev.kerf.select.ChunkerSelector;
import dev.kerf.select.Selection;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The choice of a structure per language and its settings (prefer semantic, force delimiters,
 * hybrid chunking, importance threshold, custom delimiters; spec 000 sections 7 and 10 in
 * docs/specs.md), with the real tree-sitter provider on the class path.
 */
class SelectionTest {
    private static final String PY = "import os\n\n\ndef main():\n    print(os.getcwd())\n\n\nclass Tool:\n    def run(self):\n        return 1\n";

    private static List<Chunk> chunk(Selection selection, ChunkOptions options, String path, String text) {
        return ChunkInvariants.chunkAndCheck(Kerf.create(options, new ChunkerSelector(ChunkerRegistry.discovered(), selection)),
                Source.fromText(text).withPath(path));
    }

    @Test
    void theSelectorChoosesSemanticForPythonAndDelimitersWhenTold() {
        ChunkOptions options = ChunkOptions.defaults();
        assertThat(ChunkerSelector.defaults().primary("python")).isInstanceOf(SyntaxSegmenter.class);
        assertThat(chunk(Selection.defaults(), options, "a.py", PY)).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        assertThat(chunk(Selection.defaults().withForceDelimiterFor(Set.of("python")), options, "a.py", PY))
                .allSatisfy(c -> assertThat(c.strategy()).isEqualTo("delimiter"));
        assertThat(chunk(Selection.defaults().withPreferSemantic(false), options, "a.py", PY))
                .allSatisfy(c -> assertThat(c.strategy()).isEqualTo("delimiter"));
        assertThat(ChunkerSelector.defaults().chain("python")).extracting(s -> s.strategy()).containsExactly("semantic", "delimiter", "generic");
    }

    @Test
    void modernPhpThatNeverClosesItsTagGetsTheSyntaxStructure() {
        String php = "<?php\n\nnamespace App;\n\nclass Greeter\n{\n    public function hello(string $name): string\n    {\n"
                + "        return \"Hello, \" . $name;\n    }\n}\n\nfunction main(): void\n{\n    echo (new Greeter())->hello('you');\n}\n";
        List<Chunk> chunks = chunk(Selection.defaults(), ChunkOptions.builder().maxTokens(40).granularity(Granularity.DEFINITION).build(), "src/Greeter.php", php);
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        assertThat(chunks).extracting(c -> c.metadata().get("classification")).contains("CLASS", "FUNCTION");
    }

    @Test
    void withoutHybridChunkingAnOversizedLeafIsCutByLinesNotDelimiters() {
        // tree-sitter-html leaves a script's text as one raw_text leaf, with nothing below it. (A
        // script of JavaScript is cut as JavaScript by the component structure; a template held in
        // a script stays the markup's.)
        StringBuilder html = new StringBuilder("<html>\n<body>\n<script type=\"text/x-template\">\n");
        for (int i = 0; i < 15; i++) {
            html.append("function f").append(i).append("(x) {\n  var y = x + ").append(i).append(";\n  return y * 2;\n}\n\n");
        }
        html.append("</script>\n</body>\n</html>\n");
        ChunkOptions options = ChunkOptions.builder().maxTokens(40).build();
        List<Chunk> hybrid = chunk(Selection.defaults(), options, "page.html", html.toString());
        List<Chunk> plain = chunk(Selection.defaults().withHybrid(false), options, "page.html", html.toString());
        assertThat(hybrid.subList(1, hybrid.size())).allSatisfy(c -> {
            assertThat(c.text()).startsWith("function f");
            assertThat(c.metadata()).containsEntry("delimiter_kind", "BLOCK");
        });
        assertThat(plain).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("delimiter_kind"));
        assertThat(plain).anySatisfy(c -> assertThat(c.text()).doesNotStartWith("function f"));
    }

    @Test
    void definitionsBelowTheImportanceThresholdJoinTheirNeighbours() {
        StringBuilder src = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            src.append("def helper").append(i).append("():\n    return ").append(i).append("\n\n\n");
        }
        ChunkOptions options = ChunkOptions.builder().granularity(Granularity.DEFINITION).build();
        int each = chunk(Selection.defaults(), options, "h.py", src.toString()).size();
        ChunkOptions threshold = options.toBuilder().importanceThreshold(1.0).build();
        int joined = chunk(Selection.defaults(), threshold, "h.py", src.toString()).size();
        assertThat(each).isEqualTo(6);
        assertThat(joined).isEqualTo(1);
        // It is a chunk option, so it holds with a structure given directly too.
        Kerf pinned = Kerf.create(threshold, SyntaxSegmenter.forLanguage("python").orElseThrow());
        assertThat(ChunkInvariants.chunkAndCheck(pinned, Source.fromText(src.toString()).withPath("h.py"))).hasSize(1);
        assertThatThrownBy(() -> ChunkOptions.builder().importanceThreshold(1.5).build()).isInstanceOf(InvalidOptionException.class)
                .hasMessage("importanceThreshold: must be in [0, 1], was 1.5");
    }
}
