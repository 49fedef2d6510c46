package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.ParseError;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * tree-sitter-html's scanner copies its stack of open elements at every step, so a page that
 * nests thousands deep (or an old page that never closes its {@code <font>} tags) took tens of
 * seconds to parse: 60,000 unclosed {@code <font>}s 20 s. Such a page is cut along delimiters,
 * decided from the text alone, while real pages keep their syntax structure.
 */
class DeepMarkupTest {
    private static final Kerf KERF = Kerf.create(ChunkOptions.builder().maxTokens(256).build());

    private static List<Chunk> chunks(String html) {
        return ChunkInvariants.chunkAndCheck(KERF, Source.fromText(html).withPath("page.html"));
    }

    @Test
    void aPageThatNeverClosesItsTagsIsCutAlongDelimiters() {
        StringBuilder page = new StringBuilder("<html><body>\n");
        for (int i = 0; i < 60_000; i++) {
            page.append("<font size=2>word ").append(i).append('\n');
        }
        List<Chunk> chunks = chunks(page.toString());
        assertThat(chunks).isNotEmpty().allSatisfy(c -> assertThat(c.strategy()).isNotEqualTo("semantic"));
    }

    @Test
    void deeplyNestedElementsAreCutAlongDelimiters() {
        String page = "<div>".repeat(30_000) + "deep" + "</div>".repeat(30_000);
        List<Chunk> chunks = chunks(page);
        assertThat(chunks).isNotEmpty().allSatisfy(c -> {
            assertThat(c.strategy()).isNotEqualTo("semantic");
            // And they say why, as chunks of a structure that failed do.
            assertThat(c.metadata()).containsEntry("fallback_from", "semantic");
            assertThat(c.metadata().get("fallback_reason")).asString().contains("nest too deeply", "cut along delimiters");
        });
        assertThatThrownBy(() -> SyntaxSegmenter.forLanguage("html").orElseThrow().strict().segment(page))
            .isInstanceOf(ParseError.class).hasMessageContaining("nest too deeply");
    }

    @Test
    void longPagesOfListsAndParagraphsKeepTheirStructure() {
        // Unclosed <li> and <p> close the one before them; closed elements close; comments,
        // scripts and void elements open nothing: none of these is deep, however long.
        StringBuilder page = new StringBuilder("<!DOCTYPE html>\n<html><head><script>if (a < b) { x('<div>'); }</script></head><body>\n");
        for (int section = 0; section < 200; section++) {
            page.append("<section><h2>Part ").append(section).append("</h2>\n<ul>\n");
            for (int i = 0; i < 50; i++) {
                page.append("  <li>item ").append(i).append("<br><img src=x.png><!-- <div> -->\n");
            }
            page.append("</ul>\n");
            for (int i = 0; i < 20; i++) {
                page.append("<p>A paragraph ").append(i).append(" with <b>bold</b> and <i>italic</i> words.\n");
            }
            page.append("</section>\n");
        }
        page.append("</body></html>\n");
        assertThat(MarkupNesting.weight(page.toString())).isLessThan(MarkupNesting.MAX_WEIGHT / 50);
        List<Chunk> chunks = chunks(page.toString());
        assertThat(chunks).anySatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
    }
}
