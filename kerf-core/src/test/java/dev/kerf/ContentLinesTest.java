package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A chunk begins on the line its content begins on and ends at its last non-whitespace char: blank
 * lines before and after it belong to no chunk. (A file that opens with a blank line, as every
 * nginx source does, gave a first chunk beginning "\n" whose start line was the blank one.)
 */
class ContentLinesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "lib.c       | \\n/*\\n * Copyright\\n */\\n\\n#include <a.h>\\nint f(void) { return 1; }\\n | 2",
        "notes.md    | \\n\\n\\n# Title\\n\\nSome text.\\n                                     | 4",
        "crlf.py     | \\r\\n\\r\\n    \\r\\ndef f():\\r\\n    return 1\\r\\n                    | 4",
        "indented.py | \\n\\n    x = 1\\n                                                    | 3",
    })
    void theFirstChunkBeginsOnItsFirstLineWithContent(String path, String escaped, int firstLine) {
        String text = escaped.strip().replace("\\n", "\n").replace("\\r", "\r");
        Source source = Source.fromText(text).withPath(path);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(64).build()), source);
        Chunk first = chunks.getFirst();
        assertThat(first.span().startLine()).isEqualTo(firstLine);
        assertThat(first.text()).doesNotStartWith("\n").doesNotStartWith("\r");
        // The line's indentation stays: the chunk begins where the line does.
        int lineStart = text.lastIndexOf('\n', text.indexOf(first.text().strip().charAt(0))) + 1;
        assertThat(first.span().charStart()).isEqualTo(lineStart);
    }

    /**
     * A chunk the structure begins at a line's first char of content (a nested list item, a
     * docstring's closing quotes) left that line's indentation in no chunk: it now begins where
     * its line does (8 of the 16 chunks of docs/library.md, 514 of 129k code chunks of the change
     * sets at 256).
     */
    @org.junit.jupiter.api.Test
    void aChunkBeginsWithItsFirstLinesIndentation() {
        String md = "# Title\n\n- Source can be made from a Path, bytes or a String. It takes an optional path and language.\n"
                + "  - Bytes are decoded as strict UTF-8. Invalid bytes raise an exception, and a NUL raises another.\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(40).build()),
                Source.fromText(md).withPath("a.md"));
        Chunk nested = chunks.stream().filter(c -> c.text().contains("Bytes are decoded")).findFirst().orElseThrow();
        assertThat(nested.text()).startsWith("  - Bytes");
        assertThat(nested.span().charStart()).isEqualTo(md.indexOf("  - Bytes"));
    }
}
