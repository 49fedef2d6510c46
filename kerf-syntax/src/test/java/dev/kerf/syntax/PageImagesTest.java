package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * An HTML page with an image written into it (a saved page, a mail): the page keeps its syntax
 * structure, and the image's base64 is chunked apart from the paragraphs around it.
 */
class PageImagesTest {
    @Test
    void anInlineImageIsChunkedApartFromTheParagraphsAroundIt() {
        byte[] png = new byte[8_000];
        new Random(5).nextBytes(png);
        String data = Base64.getEncoder().encodeToString(png);
        String before = "<p>The results of the run are below. The model converged after ten epochs.</p>";
        String after = "<p>After the figure, the validation accuracy was 93 percent.</p>";
        String page = "<html>\n<body>\n<h1>Report</h1>\n" + before + "\n<img src=\"data:image/png;base64," + data + "\" alt=\"loss curve\">\n"
                + after + "\n</body>\n</html>\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()),
                Source.fromText(page).withPath("report.html"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        int dataStart = page.indexOf(data);
        int dataEnd = dataStart + data.length();
        Chunk first = chunks.stream().filter(c -> c.text().contains(before)).findFirst().orElseThrow();
        assertThat(first.span().charEnd()).isEqualTo(dataStart);
        assertThat(chunks).anySatisfy(c -> assertThat(c.span().charStart()).isEqualTo(dataStart));
        assertThat(chunks).anySatisfy(c -> assertThat(c.span().charEnd()).isEqualTo(dataEnd + 1)); // with its closing quote
        Chunk last = chunks.stream().filter(c -> c.text().contains(after)).findFirst().orElseThrow();
        assertThat(last.span().charStart()).isGreaterThan(dataEnd);
        assertThat(last.text()).startsWith("alt=\"loss curve\">");
    }
}
