package dev.kerf.eval;

import java.nio.file.Path;

/** One corpus file of the data set; its id is the file name without {@code .md}. */
public record Corpus(String id, Path path, String text) {}
