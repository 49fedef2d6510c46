package dev.kerf.spi;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The segment tree of one text, built lazily: the structure hands out its top-level segments, and
 * each segment's {@link Node} finds its children only when the Packer asks, because the segment is
 * too large to be a unit of its own.
 *
 * <p>The top-level segments tile the text, and each segment's children tile the segment, except
 * that whitespace between segments may be left out (the Packer gives it to a neighbour). A
 * segment with no children is a leaf; if a leaf is still too large the Packer descends into it with
 * the generic structure (lines, words, graphemes, code points). What the structure answers here is
 * about the text as a whole; what it knows of one segment is that segment's node.
 *
 * <p>A structure is made for one text and used by one thread.
 */
public interface Structure {

    /** The segments directly below the whole text, in order. Empty for whitespace-only text. */
    List<Segment> top();

    /**
     * The strategy chunks of this structure report, when it differs from its segmenter's: a
     * syntax segmenter whose parse failed hands back a delimiter structure, and says so.
     */
    default Optional<String> strategy() {
        return Optional.empty();
    }

    /**
     * Whether the structure labels definitions (functions, classes, blocks of code). Packing
     * then stops adding neighbours to a chunk at {@code targetTokens}, so that a chunk holds a
     * few whole definitions rather than as many as the limit allows; written text (see
     * {@link #isWrittenText()}) has a target of its own, and other text (code without
     * definitions, blocks and lines) fills chunks up to the limit.
     */
    default boolean hasDefinitions() {
        return false;
    }

    /**
     * Whether the structure is written text: Markdown (its sections under headings, or its blocks
     * when it has none) and prose (paragraphs, then sentences). Packing then stops adding
     * neighbours to a chunk at {@code sectionTargetTokens}, for the same reason as for
     * definitions: a section or paragraph up to the limit is kept whole, and short ones share a
     * chunk of about that size rather than as many as the limit allows.
     */
    default boolean isWrittenText() {
        return false;
    }

    /**
     * Whether the structure is a data file's: YAML's or JSON's mapping entries, each headed by its
     * key as a section is by its heading. Packing then stops adding neighbours to a chunk at
     * {@code sectionTargetTokens}, as for written text, though its entries are labelled as code's
     * definitions are: small chunks of data repeat the same keys from file to file ({@code image:},
     * {@code resources:}) and hold too little to tell them apart. On three sets of data files
     * (Helm charts, JSON Schemas, GitHub workflows) that target gained 0.4 to 2.1 points of mean
     * recall over the code target, with and without the context header, at 256 and 512 tokens
     * (docs/eval/README.md).
     */
    default boolean isData() {
        return false;
    }

    /**
     * Whether chunks of this structure may name a scope in their context header: a definition's
     * or module's (code), a heading path (Markdown with headings). When not (plain prose, a
     * Markdown text without headings), a header holds the file line alone, and packing keeps
     * free only what that line needs. True unless a structure knows better. A structure that
     * labels no definitions and is not written text (a CSV or INI file's) names the scope its
     * {@link #context} gives for the whole text in every chunk, and packing keeps free exactly
     * that scope line; others get a fixed allowance.
     */
    default boolean scoped() {
        return true;
    }

    /**
     * Every place an overlap reaching back from {@code cut} may begin, ascending, all in
     * {@code (from, cut)}; the Packer takes the earliest that fits. Prose offers its sentence
     * starts, then the word starts of the sentence the cut falls in. None (the default) means line
     * starts, then the word starts of the line the cut falls in.
     */
    default Optional<List<Integer>> overlapStarts(int from, int cut) {
        return Optional.empty();
    }

    /**
     * What the structure says about each chunk, given all of them in order; none to let the
     * chunker describe them by the labels of the segments they hold.
     */
    default Optional<List<Description>> describe(List<Range> chunks) {
        return Optional.empty();
    }

    /** A chunk's range, as {@link #describe} sees it. */
    record Range(int start, int end) {}

    /**
     * The named definitions that begin in {@code [start, end)}, nested ones included, in order of
     * their starts: what a chunk over that range defines, whether or not the Packer descended into
     * them (a class kept whole defines its methods too). Empty, the default, when the structure
     * names none. Asked once per chunk, so it is answered from an index, not by a walk of the tree.
     */
    default List<Definition> definitions(int start, int end) {
        return List.of();
    }

    /**
     * A definition as {@link #definitions} reports it.
     *
     * @param start where its node begins (after any comment attached above it)
     * @param end one past where its node ends
     * @param name its name, such as {@code add}
     */
    record Definition(int start, int end, String name) {}

    /**
     * What holds for the chunk {@code [start, end)} as a whole beyond the labels of the segments
     * it is made of; the chunker adds each of these keys that the chunk's own labels lack. The
     * syntax structure gives the module for text outside every definition (a module's imports and
     * top-level statements), the definition a node cut along delimiter blocks belongs to
     * ({@code parent_semantic_node}), and {@code has_parse_errors} for a chunk holding part of a
     * damaged region. Empty, the default, when the structure knows nothing more.
     *
     * @param modulePath the module path the file's path gives (its folders and its name without
     *     extension, such as {@code [email, iterators]}), empty when there is no path; for a text
     *     that declares no package or namespace of its own
     */
    default Map<String, Object> context(int start, int end, List<String> modulePath) {
        return Map.of();
    }
}
