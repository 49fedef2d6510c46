package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A declaration that destructures is named by its first binding and how many follow, not by the
 * bracket its first line is (every Svelte 5 component's {@code let { ... }: Props = $props()} was
 * "TypeScript variable '{'").
 */
class DestructuredNamesTest {

    @Test
    void aPatternIsNamedByItsFirstBinding() {
        assertThat(SyntaxSegmenter.destructured("{ ref = $bindable(null), class: className, ...restProps }")).isEqualTo("ref (+2)");
        assertThat(SyntaxSegmenter.destructured("{\n  open,\n  close,\n}")).isEqualTo("open (+1)");
        assertThat(SyntaxSegmenter.destructured("[first, [a, b], ...rest]")).isEqualTo("first (+2)");
        assertThat(SyntaxSegmenter.destructured("{ a: { b, c } }")).isEqualTo("a");
        assertThat(SyntaxSegmenter.destructured("{ ...all }")).isEqualTo("all");
        assertThat(SyntaxSegmenter.destructured("{ état, ñ }")).isEqualTo("état (+1)");
        assertThat(SyntaxSegmenter.destructured("count")).isEqualTo("count");
        assertThat(SyntaxSegmenter.destructured("{}")).isEqualTo("{}");
    }

    @Test
    void aSvelteComponentsPropsAreNamedByTheirFirst() {
        String svelte = """
                <script lang="ts">
                  import type { Props } from "./types";

                  let {
                    ref = $bindable(null),
                    class: className,
                    ...restProps
                  }: Props = $props();
                </script>

                <div bind:this={ref} class={className} {...restProps}></div>
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(40).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(svelte).withPath("Card.svelte"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "TypeScript variable 'ref (+2)'"));
        assertThat(chunks).noneSatisfy(c -> assertThat(String.valueOf(c.metadata().get("name"))).endsWith("'{'"));
    }
}
