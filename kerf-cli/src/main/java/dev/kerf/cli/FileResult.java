package dev.kerf.cli;

/**
 * What chunking one input gave: its JSON lines, its report lines, and what the summary counts.
 *
 * @param out the chunks as JSON Lines
 * @param err skip or error reports as JSON Lines
 * @param language the language it was chunked as, or null when skipped
 * @param chunks how many chunks
 * @param tokens their tokens
 * @param bytes the input's size
 * @param skip why it was skipped ({@code binary}, {@code too_large}...), or null
 * @param parseErrors whether its text does not parse in its language (a chunk says {@code has_parse_errors})
 */
record FileResult(String out, String err, String language, int chunks, long tokens, long bytes, String skip, boolean parseErrors) {}
