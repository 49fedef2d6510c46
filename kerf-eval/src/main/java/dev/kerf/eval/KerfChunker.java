package dev.kerf.eval;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** kerf itself, packed, at a token limit and an optional minimum; its spans are exact. */
public final class KerfChunker implements Chunker {
    private final int maxTokens;
    private final int minTokens;
    private final Kerf kerf;

    public KerfChunker(int maxTokens, int minTokens) {
        this.maxTokens = maxTokens;
        this.minTokens = minTokens;
        this.kerf = Kerf.create(ChunkOptions.builder()
                .maxTokens(maxTokens)
                .minTokens(minTokens)
                .granularity(Granularity.PACKED)
                .build());
    }

    @Override
    public String name() {
        return "kerf";
    }

    @Override
    public String config() {
        return "max " + maxTokens + (minTokens > 0 ? ", min " + minTokens : "") + ", packed";
    }

    @Override
    public List<LocatedChunk> chunk(Corpus corpus) throws IOException {
        List<LocatedChunk> located = new ArrayList<>();
        for (Chunk c : kerf.chunk(Source.fromFile(corpus.path()))) {
            located.add(new LocatedChunk(
                    corpus.id(), new CharRange(c.span().charStart(), c.span().charEnd()), c.text(), c.tokenCount()));
        }
        return located;
    }
}
