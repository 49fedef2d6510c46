package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * C's and C++'s conditional blocks ({@code #ifndef _WIN32 ... #endif}) outside functions: one that
 * guards definitions and nothing else is described by the definition it guards, not as module
 * code, and is no scope of its own; its {@code #if} lines go with what follows them and its
 * {@code #endif} with what it closes, blank lines between or not. In the C and C++ change sets
 * (curl, nginx, libuv, jq, tmux, leveldb, yaml-cpp; 25,739 chunks at 256 tokens) the chunks
 * described as the module though a definition begins in them went from 170 to 80, those opening
 * with {@code #endif} from 179 to 11, and those ending with an {@code #if} or {@code #else} line
 * from 85 to 8.
 */
class ConditionalBlocksTest {
    private static List<Chunk> chunks(String code, String path, int maxTokens, Granularity granularity) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).granularity(granularity).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code).withPath(path));
    }

    private static final String TOOL_CB_REA = """
            #include "tool_setup.h"
            #include "tool_cb_rea.h"

            #ifndef _WIN32
            /* Wait up to a number of milliseconds for socket activity. */
            static void waitfd(int waitms, int fd)
            {
            #ifdef HAVE_POLL
              struct pollfd set;

              set.fd = fd;
              set.events = POLLIN;
              poll(&set, 1, waitms);
            #else
              fd_set bits;
              FD_ZERO(&bits);
              FD_SET(fd, &bits);
              select(fd + 1, &bits, NULL, NULL, NULL);
            #endif
            }
            #endif
            """;

    @Test
    void aFunctionInsideIfndefIsDescribedAsThatFunction() {
        List<Chunk> chunks = chunks(TOOL_CB_REA, "src/tool_cb_rea.c", 256, Granularity.PACKED);
        assertThat(chunks).hasSize(1);
        assertThat(chunks.getFirst().metadata())
                .containsEntry("name", "C function 'waitfd'")
                .containsEntry("classification", "FUNCTION")
                .containsEntry("scope", List.of("function waitfd"));
        // The old description, and that of the plain module around it, said "C module 'src.tool_cb_rea'".
        List<Chunk> defined = chunks(TOOL_CB_REA, "src/tool_cb_rea.c", 256, Granularity.DEFINITION);
        assertThat(defined).extracting(c -> c.metadata().get("name"))
                .containsExactly("C import 'tool_setup.h (+1)'", "C function 'waitfd'");
        assertThat(defined.getLast().text()).startsWith("#ifndef _WIN32").endsWith("}\n#endif");
    }

    @Test
    void theBranchesOfASplitBlockAreNoScope() {
        String cpp = """
                #ifdef FEATURE
                #if defined(X)
                // A widget.
                class Widget {
                 public:
                  int size() const { return size_ * 2 + offset_ * 3 + extra_ * 4; }
                  int area() const { return size_ * size_ + offset_ * offset_ + extra_; }
                 private:
                  int size_;
                  int offset_;
                  int extra_;
                };
                #endif
                int helper(int a) { return a + 1; }
                #else
                int helper(int a) { return a; }
                #endif
                """;
        List<Chunk> whole = chunks(cpp, "widget.h", 256, Granularity.PACKED);
        assertThat(whole).hasSize(1);
        assertThat(whole.getFirst().metadata()).containsEntry("name", "C++ class 'Widget'");

        List<Chunk> split = chunks(cpp, "widget.h", 30, Granularity.DEFINITION);
        assertThat(split).anySatisfy(c -> assertThat(c.metadata())
                .containsEntry("name", "C++ function 'size'").containsEntry("scope", List.of("class Widget", "function size")));
        // helper is beside the class, in both branches, not inside the class or the first branch.
        assertThat(split).filteredOn(c -> "C++ function 'helper'".equals(c.metadata().get("name")))
                .hasSize(2)
                .allSatisfy(c -> assertThat(c.metadata()).containsEntry("scope", List.of("function helper")));
        assertThat(split).filteredOn(c -> c.text().strip().startsWith("#else")).singleElement()
                .satisfies(c -> assertThat(c.text()).contains("return a;").endsWith("#endif"));
        assertThat(split).noneSatisfy(c -> assertThat(c.text().strip()).startsWith("#endif"));
    }

    @Test
    void aBlockHoldingOtherCodeStaysModuleCode() {
        // A header's include guard holds its #define and declarations: it is the file, not one definition.
        String header = """
                #ifndef UTIL_H
                #define UTIL_H
                #include <stddef.h>
                #define MAX_ITEMS 64
                int count_items(const char *list);
                struct item { int id; };
                #endif /* UTIL_H */
                """;
        List<Chunk> chunks = chunks(header, "src/util.h", 256, Granularity.PACKED);
        assertThat(chunks).singleElement().satisfies(c -> assertThat(c.metadata())
                .containsEntry("classification", "MODULE"));
    }

    @Test
    void aBlockInsideAFunctionIsStatementsNotADefinition() {
        // tree-sitter-c reads the else-if after an #if inside a function as a function named "if".
        String c = """
                int match(int family)
                {
                    if (family == 4) {
                        return 1;
                    }

                #if (HAVE_INET6)
                    else if (family == 6) {
                        return 2;
                    }
                #endif

                    return 0;
                }
                """;
        for (int max : new int[] {24, 32, 256}) {
            List<Chunk> chunks = chunks(c, "src/inet.c", max, Granularity.PACKED);
            assertThat(chunks).as("at %d tokens", max).allSatisfy(ch -> assertThat(ch.metadata()).containsEntry("name", "C function 'match'"));
        }
    }

    @Test
    void anEndifAfterABlankLineClosesTheChunkAboveIt() {
        StringBuilder c = new StringBuilder("#include \"core.h\"\n\n#if defined(__linux__)\n\n");
        for (int i = 0; i < 6; i++) {
            c.append("static int probe_").append(i).append("(int fd)\n{\n    int r = ioctl(fd, PROBE_").append(i)
                    .append(", &value);\n    if (r < 0)\n        return -errno;\n    return value + ").append(i).append(";\n}\n\n");
        }
        c.append("\n#endif /* __linux__ */\n\nint after(void) { return 0; }\n");
        // From 64 tokens up: at 48 a function of 45 tokens has no room for the #if line above it.
        for (int max : new int[] {64, 96, 128, 256}) {
            List<Chunk> chunks = chunks(c.toString(), "src/probe.c", max, Granularity.PACKED);
            assertThat(chunks).as("at %d tokens", max).noneSatisfy(ch -> assertThat(ch.text().strip()).startsWith("#endif"));
            assertThat(chunks).as("at %d tokens", max).noneSatisfy(ch -> assertThat(ch.text().strip()).endsWith("#if defined(__linux__)"));
        }
    }
}
