package dev.kerf.spi;

import java.util.List;
import java.util.Map;

/**
 * The metadata keys kerf's structures write, each with its value's type: the contract between the
 * structures (here, in kerf-syntax) and what reads chunks ({@link dev.kerf.ChunkMetadata}, the
 * Spark columns, the header's scope). What they mean is in docs/specs.md (spec 000, sections 2.4
 * and 3.4; spec 003 for Markdown).
 */
public final class Labels {
    // A definition, or the module around definitions (syntax structure).
    public static final Label<String> NAME = new Label<>("name");
    public static final Label<String> CLASSIFICATION = new Label<>("classification");
    public static final Label<String> KIND = new Label<>("kind");
    public static final Label<String> CATEGORY = new Label<>("category");
    public static final Label<Boolean> IS_COMPOSITE = new Label<>("is_composite");
    public static final Label<String> PARENT_KIND = new Label<>("parent_kind");
    public static final Label<String> PARENT_NAME = new Label<>("parent_name");
    public static final Label<Integer> NESTING_LEVEL = new Label<>("nesting_level");
    /** The definitions a chunk lies in, outermost first: {@code ["class A", "def f"]}. */
    public static final Label<List<String>> SCOPE = new Label<>("scope");
    /** The module a definition is declared in: a package, a namespace, or the file's path. */
    public static final Label<List<String>> MODULE_PATH = new Label<>("module_path");
    public static final Label<String> SYMBOL = new Label<>("symbol");
    /** Every definition that begins in a chunk, nested ones included. */
    public static final Label<List<String>> SYMBOLS = new Label<>("symbols");
    /** Task importance scores, by task, each in [0, 1]; the highest steers packing. */
    public static final Label<Map<String, Double>> IMPORTANCE = new Label<>("importance");
    public static final Label<Boolean> HAS_PARSE_ERRORS = new Label<>("has_parse_errors");
    /** A piece of a definition cut along delimiters: the definition it belongs to. */
    public static final Label<Object> PARENT_SEMANTIC_NODE = new Label<>("parent_semantic_node");
    public static final Label<Object> SEMANTIC_CONTEXT = new Label<>("semantic_context");

    // A delimiter block.
    public static final Label<String> DELIMITER_KIND = new Label<>("delimiter_kind");
    public static final Label<String> DELIMITER_START = new Label<>("delimiter_start");
    public static final Label<String> DELIMITER_END = new Label<>("delimiter_end");
    public static final Label<Integer> PRIORITY = new Label<>("priority");
    public static final Label<Boolean> INCLUSIVE = new Label<>("inclusive");

    // Markdown.
    /** A Markdown chunk's heading path, outermost first. */
    public static final Label<List<String>> HEADINGS = new Label<>("headings");
    public static final Label<List<List<String>>> SECTIONS = new Label<>("sections");
    public static final Label<Boolean> CONTAINS_CODE = new Label<>("contains_code");
    /**
     * The language of a Markdown code block a chunk holds, or of the first script or style of a
     * Vue, Svelte or Astro component it holds code of.
     */
    public static final Label<String> CODE_LANGUAGE = new Label<>("code_language");
    public static final Label<String> CODE_BLOCK_PART = new Label<>("code_block_part");
    public static final Label<String> FRONT_MATTER = new Label<>("front_matter");

    // Any chunk whose first structure failed.
    public static final Label<String> FALLBACK_FROM = new Label<>("fallback_from");
    public static final Label<String> FALLBACK_REASON = new Label<>("fallback_reason");

    private Labels() {}

    /** Every key above, in order. */
    public static List<String> keys() {
        List<String> out = new java.util.ArrayList<>();
        for (java.lang.reflect.Field f : Labels.class.getFields()) {
            if (f.getType() == Label.class && java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                try {
                    out.add(((Label<?>) f.get(null)).key());
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return List.copyOf(out);
    }
}
