package dev.kerf.eval;

/**
 * A chunk as the metrics see it: the corpus it came from, where it sits there, its text (what a
 * retriever indexes) and its size in tokens.
 */
public record LocatedChunk(String corpusId, CharRange range, String text, int tokens) {}
