package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * F# as FSharpPlus and xUnit tests write it. tree-sitter-fsharp ends a top-level let after the
 * {@code ///} doc lines of the next one, so each doc went with the definition above it; a let on
 * one line sits in a declaration_expression on one line, which was never entered (1,690 of 4,031
 * one-line lets of FSharpPlus in no chunk's symbols); and a let after attributes is read as a
 * value whose pattern holds the arguments.
 */
class FSharpDefinitionsTest {
    private static final String MODULE = """
            module Tests

            let answer : int = 42

            let addOne x = x + 1

            /// <summary>Doubles the value, with a long explanation of why one would want to do such a thing.</summary>
            /// <param name="x">The input value that will be doubled by this function.</param>
            [<CompiledName("Double")>]
            let double (x: int) : int =
                let y = x * 2
                y

            [<Fact>]
            let ``adds one to a number`` () =
                let result = addOne 1
                Assert.Equal(2, result)
            """;

    @Test
    void docCommentsGoWithTheirLetAndEveryTopLevelLetIsListed() {
        for (int max : new int[] {64, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(MODULE).withPath("tests/Tests.fs"));
            List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).distinct().toList();
            assertThat(symbols).as("at %d tokens", max).containsExactly("answer", "addOne", "double", "adds one to a number");
        }
        List<Chunk> small = Kerf.create(ChunkOptions.builder().maxTokens(96).build()).chunk(Source.fromText(MODULE).withPath("tests/Tests.fs"));
        assertThat(small).filteredOn(c -> c.text().contains("/// <summary>Doubles"))
                .singleElement().satisfies(c -> {
                    assertThat(c.text()).contains("let double (x: int) : int =");
                    assertThat(c.metadata()).containsEntry("name", "F# function 'double'");
                });
        assertThat(small).filteredOn(c -> c.text().contains("[<Fact>]"))
                .singleElement().satisfies(c -> {
                    assertThat(c.text()).contains("let ``adds one to a number`` () =");
                    assertThat(c.metadata()).containsEntry("name", "F# function 'adds one to a number'");
                });
    }
}
