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
 * A Julia docstring too long for a chunk, with interpolations ({@code $COLUMNINDEX_STR}) as
 * DataFrames.jl writes them, is cut into parts that are all the function's: its lines are text,
 * not code ("Block at line 66" named a doctest's table, "Loop at line 83" a line opening with
 * "for each").
 */
class JuliaDocstringTest {
    @Test
    void everyPartOfALongDocstringIsTheFunctions() {
        String paragraph = "If `cols` is passed then restrict returned column names to those matching the selector, which is"
                + " useful with regular expressions, `Cols`, `Not`, and `Between`.\n";
        String names = "\"\"\"\n    names(df::AbstractDataFrame, cols=:)\n\n"
                + "Return a freshly allocated `Vector{String}` of names of columns contained in `df`.\n\n"
                + "`cols` can be any column selector ($COLUMNINDEX_STR; $MULTICOLUMNINDEX_STR).\n\n"
                + (paragraph + "\n").repeat(3)
                + "for each grouping column a row is produced, in the order of the columns.\n\n"
                + "```jldoctest\njulia> names(df, Int)\n1-element Vector{String}:\n \"x2\"\n```\n"
                + "\"\"\"\n"
                + "Base.names(df::AbstractDataFrame, cols::Colon=:) = names(index(df))\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(48).build()),
                Source.fromText(names).withPath("src/abstractdataframe/abstractdataframe.jl"));
        assertThat(chunks).hasSizeGreaterThan(3)
                .allSatisfy(c -> assertThat(c.metadata()).as(c.text()).containsEntry("name", "Julia function 'Base.names'"));
    }
}
