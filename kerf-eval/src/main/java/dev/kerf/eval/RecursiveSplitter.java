package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * LangChain's recursive character splitter as Chroma configured it for their report
 * ({@code RecursiveTokenChunker}): the reference row kerf is measured against. Its quirks are kept
 * on purpose, because the published numbers come from them:
 *
 * <ol>
 *   <li>The text is split at the first separator of the list that occurs in it. Each separator
 *       stays attached to the start of the piece that follows it ({@code ". Next sentence"}); the
 *       empty separator splits into single characters.
 *   <li>Pieces shorter than the size (strictly) are merged greedily. The size of a merged chunk
 *       is the sum of its pieces' sizes, not the size of the joined text, and each chunk is
 *       stripped of white space at both ends; a chunk left empty is dropped.
 *   <li>A piece at least as large as the size is split again with the separators after the one
 *       used, or kept as it is when none is left.
 * </ol>
 *
 * It returns texts only; {@link ChunkLocator} finds them back in the corpus, as Chroma does.
 */
public final class RecursiveSplitter {
    /** Chroma's separators: paragraphs, lines, sentence ends, words, characters. */
    public static final List<String> CHROMA_SEPARATORS = List.of("\n\n", "\n", ".", "?", "!", " ", "");

    private final int chunkSize;
    private final int chunkOverlap;
    private final ToIntFunction<String> length;
    private final List<String> separators;

    public RecursiveSplitter(int chunkSize, int chunkOverlap, ToIntFunction<String> length, List<String> separators) {
        if (chunkSize < 1 || chunkOverlap < 0 || chunkOverlap > chunkSize) {
            throw new IllegalArgumentException("chunk size " + chunkSize + ", overlap " + chunkOverlap);
        }
        this.chunkSize = chunkSize;
        this.chunkOverlap = chunkOverlap;
        this.length = length;
        this.separators = List.copyOf(separators);
    }

    /** Chroma's configuration: the given size in {@code cl100k_base} tokens, no overlap. */
    public static RecursiveSplitter chroma(int tokens) {
        return new RecursiveSplitter(tokens, 0, Cl100k::count, CHROMA_SEPARATORS);
    }

    public List<String> split(String text) {
        List<String> chunks = new ArrayList<>();
        split(text, separators, chunks);
        return chunks;
    }

    private void split(String text, List<String> candidates, List<String> out) {
        String separator = candidates.getLast();
        List<String> finer = List.of();
        for (int i = 0; i < candidates.size(); i++) {
            String candidate = candidates.get(i);
            if (candidate.isEmpty()) {
                separator = candidate;
                break;
            }
            if (text.contains(candidate)) {
                separator = candidate;
                finer = candidates.subList(i + 1, candidates.size());
                break;
            }
        }
        List<String> small = new ArrayList<>();
        List<Integer> smallSizes = new ArrayList<>();
        for (String piece : pieces(text, separator)) {
            int size = length.applyAsInt(piece);
            if (size < chunkSize) {
                small.add(piece);
                smallSizes.add(size);
                continue;
            }
            if (!small.isEmpty()) {
                merge(small, smallSizes, out);
                small = new ArrayList<>();
                smallSizes = new ArrayList<>();
            }
            if (finer.isEmpty()) {
                out.add(piece);
            } else {
                split(piece, finer, out);
            }
        }
        if (!small.isEmpty()) {
            merge(small, smallSizes, out);
        }
    }

    /** The text cut before each occurrence of the separator, empty pieces dropped. */
    static List<String> pieces(String text, String separator) {
        List<String> pieces = new ArrayList<>();
        if (separator.isEmpty()) {
            text.codePoints().forEach(cp -> pieces.add(Character.toString(cp)));
            return pieces;
        }
        int from = 0;
        int at = text.indexOf(separator);
        while (at >= 0) {
            if (at > from) {
                pieces.add(text.substring(from, at));
            }
            from = at;
            at = text.indexOf(separator, at + separator.length());
        }
        if (from < text.length()) {
            pieces.add(text.substring(from));
        }
        return pieces;
    }

    private void merge(List<String> pieces, List<Integer> sizes, List<String> out) {
        List<String> current = new ArrayList<>();
        List<Integer> currentSizes = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < pieces.size(); i++) {
            int size = sizes.get(i);
            if (total + size > chunkSize && !current.isEmpty()) {
                emit(current, out);
                while (total > chunkOverlap || (total + size > chunkSize && total > 0)) {
                    total -= currentSizes.removeFirst();
                    current.removeFirst();
                }
            }
            current.add(pieces.get(i));
            currentSizes.add(size);
            total += size;
        }
        emit(current, out);
    }

    private static void emit(List<String> pieces, List<String> out) {
        String chunk = PythonWhitespace.strip(String.join("", pieces));
        if (!chunk.isEmpty()) {
            out.add(chunk);
        }
    }
}
