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

/** A C# local function is a definition that begins in its chunk, as a nested Python def is: it is in the chunk's symbols. */
class CSharpLocalFunctionsTest {
    private static final String RETRY = """
            namespace Polly.Retry;

            public static class Backoff
            {
                public static TimeSpan Delay(int attempt, TimeSpan baseDelay)
                {
                    static double Jitter(int n) => Random.Shared.NextDouble() * n;

                    return TimeSpan.FromMilliseconds(baseDelay.TotalMilliseconds * Math.Pow(2, attempt) + Jitter(100));
                }
            }
            """;

    @Test
    void aLocalFunctionIsListedWithTheMethodAroundIt() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(RETRY).withPath("src/Polly.Core/Retry/Backoff.cs"));
        assertThat(chunks).singleElement().satisfies(c -> assertThat(ChunkMetadata.texts(c.metadata(), "symbols"))
                .containsExactly("Polly.Retry", "Backoff", "Delay", "Jitter"));
    }
}
