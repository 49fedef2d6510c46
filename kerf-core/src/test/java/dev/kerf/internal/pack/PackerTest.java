package dev.kerf.internal.pack;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.internal.text.ClosingLines;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import java.util.List;
import org.junit.jupiter.api.Test;

class PackerTest {
    private static final TokenCounter CL100K = Tokenizers.byName("cl100k_base").orElseThrow();

    /** A structure that answers every segment with itself must not send the Packer into endless descent. */
    @Test
    void aStructureThatRepeatsItselfIsSplitGenerically() {
        String text = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu\n".repeat(20);
        Structure stubborn = new Structure() {
            @Override
            public List<Segment> top() {
                return List.of(repeating(0, text.length()));
            }

            /** A segment whose only child is itself, again and again. */
            private Segment repeating(int start, int end) {
                return new Segment(start, end, "all", java.util.Map.of(), self -> List.of(repeating(self.start(), self.end())));
            }
        };
        List<Piece> pieces = new Packer(16, 0, 0).pack(text, stubborn, CL100K);
        assertThat(pieces).hasSizeGreaterThan(1);
        assertThat(pieces).allSatisfy(p -> assertThat(p.tokenCount()).isLessThanOrEqualTo(16)
                .isEqualTo(CL100K.count(text.substring(p.start(), p.end()))));
        assertThat(pieces.getFirst().start()).isZero();
        assertThat(pieces.getLast().end()).as("the last piece ends at the last content").isEqualTo(text.stripTrailing().length());
    }

    /**
     * A block with nothing below it to split at but its lines (a Pascal procedure of one-line
     * statements, as the delimiter tables read it) has its first line for a header, kept with the
     * lines after it, and no more: the lines up to half the limit were glued to it as header, so
     * the first chunk at 512 held 267 tokens where the rest held 96 (a JSON object of one-line
     * pairs, 271 where the rest held 180).
     */
    @Test
    void aBlockCutByItsLinesHasItsFirstLineForAHeader() {
        StringBuilder text = new StringBuilder("procedure BigOne(a, b: Integer);\nbegin\n");
        for (int i = 0; i < 120; i++) {
            text.append("    value").append(i).append(" := computeSomething(arg").append(i).append(", other").append(i).append(") + ")
                    .append(i).append(";\n");
        }
        text.append("end;\n");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text.toString()).withPath("big.pas"));
        assertThat(chunks).hasSizeGreaterThan(10);
        assertThat(chunks.getFirst().text()).startsWith("procedure BigOne").contains("value0 :=");
        for (Chunk chunk : chunks.subList(0, chunks.size() - 1)) {
            assertThat(chunk.tokenCount()).as(chunk.text()).isLessThanOrEqualTo(ChunkOptions.defaults().targetTokens());
        }
    }

    /**
     * Code that begins with lines closing brackets and goes on (the "}" of an else, then the
     * function's "return s; }", as the delimiter blocks of leveldb's version_set.cc leave it) is
     * cut after those lines, so that they can end the chunk holding what they close.
     */
    @Test
    void codeOpeningWithAClosingLineIsCutAfterIt() {
        String tail = "  }\n\n  return s;\n}\n";
        assertThat(ClosingLines.afterClosingLine(tail, 0, tail.length())).isEqualTo(tail.indexOf("  return"));
        String call = "});\r\nnext();";
        assertThat(ClosingLines.afterClosingLine(call, 0, call.length())).isEqualTo(call.indexOf("next"));
        // Several closing lines in a row go together (a Lua table closed three levels deep before
        // the next argument, in telescope's live_grep_spec.lua): none is left to open the rest.
        String levels = "              },\n            },\r\n          },\n          vim.tbl_extend(\"force\", {\n";
        assertThat(ClosingLines.afterClosingLine(levels, 0, levels.length())).isEqualTo(levels.indexOf("          vim"));
        for (String none : List.of("  }\n\n", "return s;\n}\n", "} else {\n  b();\n", "}")) {
            assertThat(ClosingLines.afterClosingLine(none, 0, none.length())).as(none).isEqualTo(-1);
        }
    }

    /**
     * Lines that open what follows (an {@code #if}, a block comment's first line alone) begin the
     * next chunk. A line of a control char Java's {@code strip} takes for white space and kerf does
     * not ({@code U+001F}) was read as an empty line's first char (a property test found it).
     */
    @Test
    void openingLinesAreDirectivesAndCommentOpenersAlone() {
        for (String opening : List.of("#if X\n", "  /**\n", "/*\n", "\t(*\n", "{-\n", "<#\n", "--[[\n", "#ifdef A\n/**\n")) {
            assertThat(dev.kerf.internal.text.OpeningLines.opensOnly(opening, 0, opening.length())).as(opening).isTrue();
        }
        for (String other : List.of("/** Adds. */\n", "\"\"\"\n", " * text\n", "\u001f\n", "x\u001f\n", "\n")) {
            assertThat(dev.kerf.internal.text.OpeningLines.opensOnly(other, 0, other.length())).as(other).isFalse();
        }
    }
}
