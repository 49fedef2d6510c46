package dev.kerf.internal.fallback;

import dev.kerf.spi.Description;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The structure a segmenter gives in place of its own when it declines a text (a file over the
 * parse limit, a notebook not in nbformat's layout): that structure as it is, with every chunk's
 * metadata saying what declined it and why ({@code fallback_from}, {@code fallback_reason}), as a
 * structure that fails outright says it.
 *
 * @param strategyName the strategy its chunks name, or null for the structure's own
 */
public record Fallback(Structure structure, String strategyName, String from, String reason) implements Structure {

    @Override
    public List<Segment> top() {
        return structure.top();
    }

    @Override
    public Optional<String> strategy() {
        return strategyName != null ? Optional.of(strategyName) : structure.strategy();
    }

    @Override
    public boolean hasDefinitions() {
        return structure.hasDefinitions();
    }

    @Override
    public boolean isWrittenText() {
        return structure.isWrittenText();
    }

    @Override
    public boolean isData() {
        return structure.isData();
    }

    @Override
    public boolean scoped() {
        return structure.scoped();
    }

    @Override
    public Optional<List<Integer>> overlapStarts(int start, int cut) {
        return structure.overlapStarts(start, cut);
    }

    @Override
    public Optional<List<Description>> describe(List<Range> chunks) {
        return structure.describe(chunks);
    }

    @Override
    public List<Definition> definitions(int start, int end) {
        return structure.definitions(start, end);
    }

    @Override
    public Map<String, Object> context(int start, int end, List<String> modulePath) {
        Map<String, Object> context = new LinkedHashMap<>(structure.context(start, end, modulePath));
        Labels.FALLBACK_FROM.put(context, from);
        Labels.FALLBACK_REASON.put(context, reason);
        return context;
    }
}
