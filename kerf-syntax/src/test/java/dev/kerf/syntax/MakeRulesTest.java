package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A Makefile's rules are named by their targets: every chunk was "Make rule", scoped to "rule". */
class MakeRulesTest {
    @Test
    void aRuleIsNamedByItsTargets() {
        StringBuilder make = new StringBuilder("CC ?= cc\nCFLAGS += -O2\n\n");
        for (String target : List.of("all", "install", "%.o", "docs/index.html")) {
            make.append(target).append(": main.c util.c\n");
            for (int i = 0; i < 30; i++) {
                make.append("\t$(CC) $(CFLAGS) -c step").append(i).append(".c -o build/step").append(i).append(".o\n");
            }
            make.append('\n');
        }
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()),
                Source.fromText(make.toString()).withPath("Makefile"));
        for (String target : List.of("all", "install", "%.o", "docs/index.html")) {
            assertThat(chunks).anySatisfy(c -> {
                assertThat(c.metadata().get(ChunkMetadata.NAME)).isEqualTo("Make rule '" + target + "'");
                assertThat(ChunkMetadata.texts(c.metadata(), ChunkMetadata.SCOPE)).containsExactly("rule " + target);
            });
        }
    }
}
