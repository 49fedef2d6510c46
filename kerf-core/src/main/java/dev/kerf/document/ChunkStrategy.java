package dev.kerf.document;

/** How {@link Documents#chunkDocument(String, ChunkConfig)} cuts a text. */
public enum ChunkStrategy {
    /** Paragraphs merged up to the budget, then sentences; headings only name the chunks' sections. */
    SEMANTIC,
    /** A chunk per Markdown section of heading levels 1 to 4; a section too large falls back to paragraphs and sentences. */
    HEADING,
    /** Source code, cut by the structure of its language. */
    CODE
}
