package dev.kerf.server;

import dev.kerf.lang.LanguageFamily;
import dev.kerf.lang.Languages;

/**
 * How much heap a chunk request takes at its peak, so that the server can refuse one that cannot
 * fit before it starts, and never lets the requests under way together exhaust the heap. Running
 * out is not a fault one request can keep to itself: the JDK's HTTP server lost its dispatcher
 * thread to an {@link OutOfMemoryError} thrown while another thread filled the heap, and stopped
 * answering anyone.
 *
 * <p>The figures are upper bounds measured with kerf-bench's JVMs of decreasing {@code -Xmx}: the
 * least heap in which the library chunks a text, over its length. Units (and so memory) grow as
 * chunks shrink; a syntax tree's nodes cost more than words:
 *
 * <ul>
 *   <li>code (Java through tree-sitter; 4 and 16 million chars): 10 bytes a char at 512 tokens, 16
 *       at 64, 32 at 32, 80 at 8;
 *   <li>prose (16 million chars): 8 bytes a char at 512 tokens, 10 at 32, 12 at 16, 20 at 8.
 * </ul>
 *
 * On top: the body as read, its decoded text, and the answer's JSON as it is written (at most the
 * size of the text again, twice while its buffer grows), and the tokenizer's encoding of the
 * longest piece it cannot cut.
 */
final class HeapEstimate {
    private HeapEstimate() {}

    /**
     * Heap a byte-level BPE tokenizer (jtokkit's) takes for each char of one piece it must encode
     * whole: a run with no place to cut it without changing its count (8 MiB of {@code -}, a DNA
     * sequence on one line). Measured with kerf's CLI: a run of 2 MiB chunks in 300 MB of heap, one of
     * 4 MiB needs 500 to 700 MB, so 120 to 165 bytes a char.
     */
    static final int BYTES_PER_PIECE_CHAR = 170;

    /**
     * Bytes of heap a request needs: its text of {@code chars} chars, read from {@code bodyBytes}, cut at
     * {@code tokensPerChunk}, whose tokenizer must encode {@code longestPiece} chars as one piece.
     */
    static long bytes(long chars, long bodyBytes, int tokensPerChunk, String language, long longestPiece) {
        int t = Math.max(1, tokensPerChunk);
        double perChar = prose(language) ? 6 + 120.0 / t : 8 + 600.0 / t;
        return (long) (chars * perChar) + 4 * bodyBytes + BYTES_PER_PIECE_CHAR * longestPiece;
    }

    /**
     * The most chars between two places where {@code counter} can cut {@code text} without changing
     * its count: what its tokenizer pass must encode in one piece (the whole text for a counter that
     * knows no such place). Every built-in counter's pieces cost less than a BPE's, so
     * {@link #BYTES_PER_PIECE_CHAR} bounds them too.
     */
    static long longestPiece(String text, dev.kerf.tokens.TokenCounter counter) {
        int longest = 0;
        int start = 0;
        for (int p = 1; p < text.length(); p++) {
            if (counter.isAdditiveBoundary(text, p)) {
                longest = Math.max(longest, p - start);
                start = p;
            }
        }
        return Math.max(longest, text.length() - start);
    }

    private static boolean prose(String language) {
        return language.equals("markdown")
                || Languages.byName(language).map(l -> l.family() == LanguageFamily.PLAIN_TEXT).orElse(false);
    }
}
