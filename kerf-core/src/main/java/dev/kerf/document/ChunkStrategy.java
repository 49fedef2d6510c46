package dev.kerf.document;

/**
 * How {@link Documents#chunkDocument(String, ChunkConfig)} cuts a text. The names are those of the
 * document chunking engine kerf follows (spec 003 in docs/specs.md). {@link #SEMANTIC} there means
 * paragraph-aware prose; it is not the {@code "semantic"} a {@link dev.kerf.Chunk#strategy()}
 * reports, which names the syntax-tree chunker: a document cut with {@code SEMANTIC} has chunks whose
 * {@link ProcessedChunk#chunk()} reports {@code "prose"}.
 */
public enum ChunkStrategy {
    /** Paragraphs merged up to the budget, then sentences; headings only name the chunks' sections. */
    SEMANTIC,
    /** A chunk per Markdown section of heading levels 1 to 4; a section too large falls back to paragraphs and sentences. */
    HEADING,
    /** Source code, cut by the structure of its language. */
    CODE
}
