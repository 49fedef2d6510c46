package dev.kerf.syntax;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.lang.ref.SoftReference;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The change sets' sources chunked with the defaults at a limit, once per test run: several tests
 * read the same chunks of the same 70 MB (a pass over them costs 20-40 s), each asking its own
 * question. Softly held, so a tight heap chunks them again rather than fails.
 */
final class ChangeSetChunks {
    /** One source and the chunks kerf cut from it. */
    record Chunked(Source source, List<Chunk> chunks) {}

    private static final Map<Integer, SoftReference<List<Chunked>>> BY_LIMIT = new HashMap<>();

    private ChangeSetChunks() {}

    /** Every change-set source in path order with its chunks at {@code maxTokens} (on both cores). */
    static synchronized List<Chunked> at(int maxTokens) {
        SoftReference<List<Chunked>> held = BY_LIMIT.get(maxTokens);
        List<Chunked> chunked = held == null ? null : held.get();
        if (chunked == null) {
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
            chunked = PackedDefaultsTest.changeSetSources().parallelStream().map(s -> new Chunked(s, kerf.chunk(s))).toList();
            BY_LIMIT.put(maxTokens, new SoftReference<>(chunked));
        }
        return chunked;
    }
}
