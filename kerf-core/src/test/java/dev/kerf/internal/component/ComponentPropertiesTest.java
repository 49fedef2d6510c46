package dev.kerf.internal.component;

import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The invariants over generated components: scripts, styles, front matter and markup in any order,
 * closed or not, with CRLF now and then, at any budget, with and without overlap and header.
 */
class ComponentPropertiesTest {
    private static final String[] PIECES = {
        "<template>\n", "  <div :class=\"{ a: b }\" @click=\"go(x)\">{{ x }}</div>\n", "</template>\n",
        "<script setup lang=\"ts\" generic=\"T extends Map<K, V>\">\n", "<script>\n", "<script context=\"module\">\n",
        "function f(a) {\n", "  return a + 1\n", "}\n", "const handler = (e) => { emit('x', e) }\n", "  /** Docs. */\n",
        "</script>\n", "  </script>", "<style lang=\"scss\" scoped>\n", ".a { b: c }\n", ".d {\n  e: f;\n}\n", "</style>\n",
        "---\n", "import A from './A.astro';\n", "\n", "\n\n", "{#if ok}<p>é ✓ 😀</p>{/if}\n", "<svg\n  d=\"M0 0h24v24H0z M4.5 17.5c-.25 0-.46\"\n/>\n",
        "text without a break",
    };

    @Provide
    Arbitrary<String> components() {
        return Arbitraries.of(PIECES).list().ofMinSize(0).ofMaxSize(40).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<String> componentLanguages() {
        return Arbitraries.of("vue", "svelte", "astro", "html");
    }

    @Property(tries = 400)
    void invariantsHoldForAnyComponent(
            @ForAll("components") String text,
            @ForAll("componentLanguages") String language,
            @ForAll @IntRange(min = 64, max = 200) int maxTokens,
            @ForAll @IntRange(min = 0, max = 2) int overlapQuarters,
            @ForAll boolean header,
            @ForAll boolean crlf) {
        String body = crlf ? text.replace("\n", "\r\n") : text;
        ChunkOptions options = ChunkOptions.builder()
                .maxTokens(maxTokens)
                .overlapRatio(header ? 0 : overlapQuarters / 4.0 * 0.8) // the header needs 64 tokens beside the overlap
                .contextHeader(header)
                .build();
        ChunkInvariants.chunkAndCheck(Kerf.create(options), Source.fromText(body).withPath("src/Gen." + language));
    }

    @Property(tries = 200)
    void invariantsHoldAtSmallBudgets(
            @ForAll("components") String text,
            @ForAll("componentLanguages") String language,
            @ForAll @IntRange(min = 8, max = 63) int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("Gen." + language));
    }
}
