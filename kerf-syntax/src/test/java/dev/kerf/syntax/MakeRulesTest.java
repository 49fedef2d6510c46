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

    /**
     * {@code .PHONY: build} marks the rule below it and goes with it, as an attribute does: it
     * named every chunk that began with it ("Make rule '.PHONY'"), and with the definition
     * granularity it was a chunk of 5 tokens apart from its rule. The same for make's other
     * special targets ({@code .SILENT}); a suffix rule ({@code .c.o:}) is a rule.
     */
    @Test
    void aSpecialTargetGoesWithTheRuleBelowIt() {
        StringBuilder make = new StringBuilder("CC ?= gcc\n\n");
        List<String> targets = List.of("build", "test", "lint", "docs", "package", "deploy");
        for (int i = 0; i < targets.size(); i++) {
            String target = targets.get(i);
            make.append(i % 2 == 0 ? ".PHONY: " : ".SILENT: ").append(target).append('\n').append(target).append(": prepare-").append(target).append('\n')
                    .append("\t@echo \"running the ").append(target).append(" step with all of its options enabled\"\n")
                    .append("\t./scripts/").append(target).append(".sh --verbose --config config/").append(target).append(".yaml\n\n");
        }
        make.append(".c.o:\n\t$(CC) $(CFLAGS) -c $< -o $@ && echo \"compiled $< into $@ with the flags configured above\"\n");
        for (dev.kerf.Granularity granularity : dev.kerf.Granularity.values()) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).granularity(granularity).build()),
                    Source.fromText(make.toString()).withPath("Makefile"));
            for (Chunk c : chunks) {
                assertThat(String.valueOf(c.metadata().get(ChunkMetadata.NAME))).as(c.text()).doesNotContain(".PHONY").doesNotContain(".SILENT");
                String first = c.text().strip();
                if (granularity == dev.kerf.Granularity.DEFINITION && (first.startsWith(".PHONY: ") || first.startsWith(".SILENT: "))) {
                    String target = first.substring(first.indexOf(' ') + 1, first.indexOf('\n'));
                    // The rule right below it, in the same chunk, names the chunk.
                    assertThat(c.text()).as(c.text()).contains("\n" + target + ": prepare-" + target);
                    assertThat(c.metadata().get(ChunkMetadata.NAME)).isEqualTo("Make rule '" + target + "'");
                }
                if (granularity == dev.kerf.Granularity.DEFINITION && first.startsWith(".c.o:")) {
                    assertThat(c.metadata().get(ChunkMetadata.NAME)).isEqualTo("Make rule '.c.o'");
                }
            }
            if (granularity == dev.kerf.Granularity.DEFINITION) {
                assertThat(chunks).anySatisfy(c -> assertThat(c.text()).startsWith(".c.o:"));
            }
        }
    }
}
