package dev.kerf;

import dev.kerf.spi.Labels;
import dev.kerf.spi.Segment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The metadata keys that kerf itself, and its front ends, read back from a chunk or a segment, and
 * typed reads of them: a value of the wrong shape reads as absent, never as a cast that fails later.
 * The keys are those of {@link Labels}, which the structures write; the full list of fields a
 * chunk may carry is in docs/architecture.md.
 */
public final class ChunkMetadata {
    private ChunkMetadata() {}

    /** What a definition is: {@code FUNCTION}, {@code CLASS}, {@code IMPORT}... */
    public static final String CLASSIFICATION = Labels.CLASSIFICATION.key();
    /** A readable name: {@code Java method 'add'}. */
    public static final String NAME = Labels.NAME.key();
    /** The definitions a chunk lies in, outermost first: {@code ["class A", "def f"]}. */
    public static final String SCOPE = Labels.SCOPE.key();
    /** A Markdown chunk's heading path, outermost first. */
    public static final String HEADINGS = Labels.HEADINGS.key();
    /**
     * What the part that names the chunk is: its syntax node's type ({@code function_definition}),
     * or a notebook's {@code outputs}, {@code attachments}, {@code cell} or {@code notebook}.
     */
    public static final String KIND = Labels.KIND.key();
    /** Task importance scores of a definition, by task, each in [0, 1]. */
    public static final String IMPORTANCE = Labels.IMPORTANCE.key();
    /** The module a definition is declared in: a package, a namespace, or the file's path. */
    public static final String MODULE_PATH = Labels.MODULE_PATH.key();
    /** The language of a Markdown code block a chunk holds, or of a component's script or style. */
    public static final String CODE_LANGUAGE = Labels.CODE_LANGUAGE.key();

    /** A string value; empty when absent or not a string. */
    public static Optional<String> text(Map<String, ?> metadata, String key) {
        return metadata.get(key) instanceof String s ? Optional.of(s) : Optional.empty();
    }

    /** A list of strings (a path such as {@link #SCOPE}); empty when absent or of another shape. */
    public static List<String> texts(Map<String, ?> metadata, String key) {
        if (!(metadata.get(key) instanceof List<?> list)) {
            return List.of();
        }
        List<String> out = new ArrayList<>(list.size());
        for (Object o : list) {
            if (!(o instanceof String s)) {
                return List.of();
            }
            out.add(s);
        }
        return List.copyOf(out);
    }

    /** The highest of the {@link #IMPORTANCE} scores; empty when there are none. */
    public static OptionalDouble highestImportance(Map<String, ?> metadata) {
        return Segment.highestImportance(metadata);
    }
}
