package dev.kerf.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Written text packs to its section target, and what is left at a section's end when the target
 * is reached (a code block's closing fence, LaTeX's {@code \end{document}}) joins the chunk before
 * it rather than being a chunk of a few tokens; a short section still begins a chunk of its own.
 */
class DocumentCrumbsTest {
    private static List<Chunk> chunks(String path, String text) {
        return ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().build()), Source.fromText(text).withPath(path));
    }

    @Test
    void aCodeBlocksClosingFenceStaysWithItsLastLines() {
        StringBuilder md = new StringBuilder("# Tool\n\nUsage:\n\n```\n");
        for (int i = 0; i < 59; i++) {
            md.append(String.format("  --option-%02d    Does thing number %d with the input file.%n", i, i));
        }
        md.append("```\n\n## Exit codes\n\nZero.\n");
        List<Chunk> chunks = chunks("tool.md", md.toString());
        assertThat(chunks).allSatisfy(c -> assertThat(c.tokenCount()).as(c.text()).isGreaterThanOrEqualTo(5));
        assertThat(chunks.stream().filter(c -> c.text().endsWith("```")).findFirst().orElseThrow().text()).contains("--option-58");
        assertThat(chunks.getLast().text()).as("a short section begins its own chunk").isEqualTo("## Exit codes\n\nZero.");
    }

    @Test
    void latexsEndOfDocumentJoinsTheLastSection() {
        StringBuilder tex = new StringBuilder("\\documentclass{article}\n\\begin{document}\n\\section{Results}\n");
        for (int i = 0; i < 40; i++) {
            tex.append("Run ").append(i).append(" finished in ").append(i * 3).append(" seconds on the second machine.\n");
        }
        tex.append("\\end{document}\n");
        List<Chunk> chunks = chunks("paper.tex", tex.toString());
        assertThat(chunks.getLast().text()).endsWith("\\end{document}").contains("Run 39 finished");
    }
}
