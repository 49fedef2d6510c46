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
 * An Elixir {@code @moduledoc} describes its module, as a Mix task's long documentation does
 * (phoenix's phx.gen.auth): it is no attribute of the {@code use} or {@code def} below it, and the
 * parts of one too long for a chunk are the module's, not blocks its indented examples open.
 */
class ElixirModuleDocTest {
    private static final String PARAGRAPH = "  The generator writes the schema, the context and the migration, and it explains"
            + " every option it takes in the order the command line reads them, so that this paragraph is long.\n";
    private static final String TASK = "defmodule Mix.Tasks.Demo.Gen do\n"
            + "  @shortdoc \"Generates a demo resource\"\n\n"
            + "  @moduledoc \"\"\"\n  Generates a demo resource.\n\n" + (PARAGRAPH + "\n").repeat(4)
            + "      $ mix demo.gen Accounts User users name:string\n\n"
            + "      if valid? do\n        :ok\n      end\n\n" + PARAGRAPH
            + "  \"\"\"\n  use Mix.Task\n\n  alias Mix.Demo.Schema\n\n"
            + "  @doc false\n  def run(args) do\n    args\n    |> Enum.map(&String.upcase/1)\n    |> IO.inspect()\n  end\nend\n";

    @Test
    void aModuleDocAndItsPartsDescribeTheModule() {
        for (int max : new int[] {48, 100, 2048}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(TASK).withPath("lib/mix/tasks/demo.gen.ex"));
            assertThat(chunks).filteredOn(c -> c.text().contains("Generates a demo resource.") || c.text().contains("if valid? do"))
                    .as("at %d tokens", max).isNotEmpty()
                    .allSatisfy(c -> assertThat(c.metadata()).as(c.text()).containsEntry("name", "Elixir module 'Mix.Tasks.Demo.Gen'"));
        }
        List<Chunk> small = Kerf.create(ChunkOptions.builder().maxTokens(100).build()).chunk(Source.fromText(TASK).withPath("lib/mix/tasks/demo.gen.ex"));
        assertThat(small).filteredOn(c -> c.text().contains("def run(args)")).singleElement().satisfies(c -> {
            assertThat(c.text()).as("@doc false goes with its function").contains("@doc false");
            assertThat(c.metadata()).containsEntry("name", "Elixir function 'run'");
        });
    }
}
