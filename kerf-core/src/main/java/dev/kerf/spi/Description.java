package dev.kerf.spi;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a structure says about one chunk: its metadata, and the wrapping its contextual text
 * needs (empty strings when the chunk is well-formed as it is).
 */
public record Description(Map<String, Object> metadata, String prefix, String suffix) {
    public Description {
        metadata = Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
        prefix = prefix == null ? "" : prefix;
        suffix = suffix == null ? "" : suffix;
    }

    /** Whether the chunk's text needs wrapping to be embedded. */
    public boolean wrapped() {
        return !prefix.isEmpty() || !suffix.isEmpty();
    }
}
