package dev.kerf.lang;

import java.util.List;

/**
 * One language kerf knows.
 *
 * @param name identifier used everywhere in kerf ({@code python}, {@code c_sharp}, {@code text})
 * @param family its block-structure family
 * @param extensions lowercase file extensions with their dot ({@code .py})
 * @param fileNames exact file names ({@code Makefile})
 * @param interpreters programs named on a {@code #!} line ({@code python3})
 * @param lineComments line-comment openers ({@code #}, {@code //})
 * @param blockComments block-comment delimiters
 */
public record Language(
        String name,
        LanguageFamily family,
        List<String> extensions,
        List<String> fileNames,
        List<String> interpreters,
        List<String> lineComments,
        List<BlockComment> blockComments) {

    public Language {
        extensions = List.copyOf(extensions);
        fileNames = List.copyOf(fileNames);
        interpreters = List.copyOf(interpreters);
        lineComments = List.copyOf(lineComments);
        blockComments = List.copyOf(blockComments);
    }

    /** A block comment's opening and closing delimiters, such as {@code /*} and {@code *}{@code /}. */
    public record BlockComment(String open, String close) {}
}
