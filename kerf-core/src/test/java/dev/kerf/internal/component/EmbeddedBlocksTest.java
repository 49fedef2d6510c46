package dev.kerf.internal.component;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.internal.component.EmbeddedBlocks.Block;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which elements of a component are code, in which language, and where their contents lie. */
class EmbeddedBlocksTest {

    private static List<String> languages(String text) {
        return EmbeddedBlocks.of(text, "vue").stream().map(Block::language).toList();
    }

    private static String contents(String text, Block b) {
        return text.substring(b.contentStart(), b.contentEnd());
    }

    @Test
    void theLangOrTypeAttributeNamesTheLanguage() {
        assertThat(languages("<script>\nlet a = 1\n</script>\n")).containsExactly("javascript");
        assertThat(languages("<script setup lang=\"ts\">\nlet a = 1\n</script>\n")).containsExactly("typescript");
        assertThat(languages("<script lang='tsx'>\nlet a = 1\n</script>\n")).containsExactly("tsx");
        assertThat(languages("<SCRIPT type=module>\nlet a = 1\n</SCRIPT>\n")).containsExactly("javascript");
        assertThat(languages("<style lang=\"scss\" scoped>\na { b: c }\n</style>\n")).containsExactly("scss");
        assertThat(languages("<style>\na { b: c }\n</style>\n")).containsExactly("css");
        // Vue's generic attribute may hold '>'; a bound :lang is no lang.
        assertThat(languages("<script setup lang=\"ts\" generic=\"T extends Map<K, V>\">\nlet a = 1\n</script>\n"))
                .containsExactly("typescript");
        assertThat(languages("<style :lang=\"x\" lang=\"less\">\na { b: c }\n</style>\n")).containsExactly("less");
    }

    @Test
    void whatIsNotCodeStaysMarkup() {
        assertThat(languages("<script type=\"text/x-template\" id=\"t\">\n<div>{{ a }}</div>\n</script>\n")).isEmpty();
        assertThat(languages("<script lang=\"pug\">\np hello\n</script>\n")).isEmpty();
        assertThat(languages("<script src=\"./a.js\"></script>\n")).isEmpty();
        // Nor when other elements follow: a page's <script src> lines before its own script.
        String page = "<script src=\"a.js\"></script>\n<script src=\"b.js\"></script>\n<style></style>\n<body>\n<p>x</p>\n"
                + "<script>\nlet a = 1\n</script>\n";
        assertThat(EmbeddedBlocks.of(page, "html")).singleElement().satisfies(b -> assertThat(contents(page, b)).isEqualTo("let a = 1\n"));
        assertThat(languages("<script>let a = 1</script>\n")).isEmpty();
        assertThat(languages("<script>\n\n</script>\n")).isEmpty();
        assertThat(languages("<script>\nlet a = 1\n")).as("never closed").isEmpty();
        assertThat(languages("<template>\n  <p>a</p>\n</template>\n")).isEmpty();
    }

    @Test
    void contentsRunFromTheLineAfterTheOpeningTagToTheClosingTag() {
        String text = "<template>\n  <p/>\n</template>\r\n<script>\r\nlet a = 1\r\n  </script>\r\n<style>\na { b: c } </style>\n";
        List<Block> blocks = EmbeddedBlocks.of(text, "vue");
        assertThat(blocks).hasSize(2);
        Block script = blocks.getFirst();
        assertThat(text.substring(script.start(), script.contentStart())).isEqualTo("<script>\r\n");
        assertThat(contents(text, script)).isEqualTo("let a = 1\r\n");
        assertThat(text.substring(script.contentEnd(), script.end())).isEqualTo("  </script>");
        Block style = blocks.get(1);
        assertThat(contents(text, style)).as("a closing tag after code begins where it does").isEqualTo("a { b: c } ");
        assertThat(text.substring(style.contentEnd(), style.end())).isEqualTo("</style>");
    }

    @Test
    void astroFrontMatterIsTypeScript() {
        String text = "---\nconst a = 1;\n---\n<p>{a}</p>\n<script>\nconsole.log(a)\n</script>\n";
        List<Block> blocks = EmbeddedBlocks.of(text, "astro");
        // Astro compiles a script as TypeScript too.
        assertThat(blocks).extracting(Block::language).containsExactly("typescript", "typescript");
        assertThat(contents(text, blocks.getFirst())).isEqualTo("const a = 1;\n");
        assertThat(text.substring(blocks.getFirst().contentEnd(), blocks.getFirst().end())).isEqualTo("---");
        assertThat(EmbeddedBlocks.of(text, "vue")).as("front matter is Astro's").extracting(Block::language).containsExactly("javascript");
        String late = "\n  \n" + text;
        assertThat(EmbeddedBlocks.of(late, "astro")).as("after blank lines").first().satisfies(b -> {
            assertThat(b.start()).isEqualTo(4);
            assertThat(contents(late, b)).isEqualTo("const a = 1;\n");
        });
        assertThat(EmbeddedBlocks.of("<p>a</p>\n---\nconst a = 1;\n---\n", "astro")).as("after markup it is markup").isEmpty();
    }

    @Test
    void aScriptCommentedOutIsMarkup() {
        String text = "<!--\n<script>\nlet old = 1\n</script>\n-->\n<!-- <style>\na { b: c }\n</style> -->\n"
                + "<p>a</p><!-- a note -->\n<script>\n// <!-- not a comment of the markup\nlet a = 1\n</script>\n<style>\na { b: c }\n</style>\n";
        List<Block> blocks = EmbeddedBlocks.of(text, "html");
        assertThat(blocks).extracting(Block::language).containsExactly("javascript", "css");
        assertThat(contents(text, blocks.getFirst())).isEqualTo("// <!-- not a comment of the markup\nlet a = 1\n");
        assertThat(languages("<!-- never closed\n<script>\nlet a = 1\n</script>\n")).isEmpty();
    }

    @Test
    void aSelfClosingScriptHoldsNothing() {
        String text = "<head>\n  <script type=\"application/ld+json\" set:html={JSON.stringify(data)} />\n  <title>Hi</title>\n"
                + "</head>\n<script>\n  console.log('hi');\n</script>\n";
        List<Block> blocks = EmbeddedBlocks.of(text, "astro");
        assertThat(blocks).singleElement().satisfies(b -> {
            assertThat(b.language()).isEqualTo("typescript");
            assertThat(contents(text, b)).isEqualTo("  console.log('hi');\n");
        });
        assertThat(languages("<script type=\"text/jsx\">\nlet a = <b/>\n</script>\n")).containsExactly("javascript");
    }

    @Test
    void onlyTheFirstBlocksAreReadAsCode() {
        String text = "<style>\na { b: c }\n</style>\n".repeat(EmbeddedBlocks.MAX_BLOCKS + 10);
        List<Block> blocks = EmbeddedBlocks.of(text, "html");
        assertThat(blocks).hasSize(EmbeddedBlocks.MAX_BLOCKS);
        assertThat(blocks.getLast().end()).isEqualTo(text.indexOf("</style>", blocks.get(EmbeddedBlocks.MAX_BLOCKS - 2).end()) + 8);
    }

    @Test
    void anOpeningTagMayTakeSeveralLines() {
        String text = "<script\n  setup\n  lang=\"ts\"\n>\nconst a = 1\n</script>\n<style\n  scoped\n  lang=\"scss\">\na { b: c }\n</style>\n";
        List<Block> blocks = EmbeddedBlocks.of(text, "vue");
        assertThat(blocks).extracting(Block::language).containsExactly("typescript", "scss");
        assertThat(text.substring(blocks.getFirst().start(), blocks.getFirst().contentStart())).isEqualTo("<script\n  setup\n  lang=\"ts\"\n>\n");
        assertThat(contents(text, blocks.getFirst())).isEqualTo("const a = 1\n");
        assertThat(contents(text, blocks.get(1))).isEqualTo("a { b: c }\n");
        // Not a tag over lines: another tag before its end, or no end within a few lines.
        assertThat(languages("<script\n  <div>\n>\nlet a = 1\n</script>\n")).isEmpty();
        assertThat(languages("<script\n" + "  a=\"b\"\n".repeat(20) + ">\nlet a = 1\n</script>\n")).isEmpty();
        assertThat(languages("<script\n  type=\"application/ld+json\"\n/>\n<p>a</p>\n<script>\nlet a = 1\n</script>\n"))
                .containsExactly("javascript");
    }
}
