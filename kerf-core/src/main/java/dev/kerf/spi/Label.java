package dev.kerf.spi;

import java.util.Map;

/**
 * A metadata key a structure writes on its segments, with the type of its value, so that a writer
 * cannot put a value of another shape under it. {@link Labels} holds kerf's own;
 * {@link dev.kerf.ChunkMetadata} reads them back from a chunk.
 *
 * @param key the key as chunk metadata (and the JSON record) spells it
 * @param <T> the type of its value
 */
public record Label<T>(String key) {
    /** Puts {@code value} under this key. */
    public void put(Map<String, Object> labels, T value) {
        labels.put(key, value);
    }

    /** Whatever {@code labels} holds under this key, or null. */
    public Object in(Map<String, ?> labels) {
        return labels.get(key);
    }
}
