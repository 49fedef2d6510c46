package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Starlark (Bazel's BUILD and .bzl files) is cut along its syntax: it went along delimiters, its
 * chunks named "Function at line 5" and its targets not at all. A target is named as Bazel
 * addresses it, by its rule and its name; a load is an import named by what it loads.
 */
class BazelTargetsTest {
    private static final String BUILD = """
            load("@rules_cc//cc:defs.bzl", "cc_binary", "cc_library", "cc_test")

            package(default_visibility = ["//visibility:public"])

            # The parser and its tables, shared by the tool and the tests.
            cc_library(
                name = "parser",
                srcs = ["parser.cc", "tables.cc"],
                hdrs = ["parser.h"],
                deps = ["@abseil-cpp//absl/strings", "@abseil-cpp//absl/status"],
            )

            cc_binary(
                name = "format-tool",
                srcs = ["main.cc"],
                deps = [":parser"],
            )

            cc_test(
                name = "parser_test",
                size = "small",
                srcs = ["parser_test.cc"],
                deps = [":parser", "@googletest//:gtest_main"],
            )
            """;

    private static List<Chunk> chunks(String text, String path, int maxTokens, Granularity granularity) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).granularity(granularity).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath(path));
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        return chunks;
    }

    private static List<Object> symbols(List<Chunk> chunks) {
        List<Object> symbols = new ArrayList<>();
        for (Chunk c : chunks) {
            if (c.metadata().get("symbols") instanceof List<?> list) {
                symbols.addAll(list);
            }
        }
        return symbols;
    }

    @Test
    void aTargetIsNamedByItsRuleAndItsName() {
        List<Chunk> chunks = chunks(BUILD, "tools/format/BUILD.bazel", 48, Granularity.DEFINITION);
        for (String target : List.of("cc_library parser", "cc_binary format-tool", "cc_test parser_test")) {
            assertThat(chunks).anySatisfy(c -> {
                assertThat(c.metadata().get(ChunkMetadata.NAME)).isEqualTo("Starlark target '" + target + "'");
                assertThat(ChunkMetadata.texts(c.metadata(), ChunkMetadata.SCOPE)).containsExactly("target " + target);
            });
        }
        // The comment above a target goes with it.
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).startsWith("# The parser and its tables").contains("name = \"parser\""));
        assertThat(symbols(chunks)).contains("@rules_cc//cc:defs.bzl", "package", "cc_library parser", "cc_binary format-tool", "cc_test parser_test");
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata().get(ChunkMetadata.NAME)).isEqualTo("Starlark import '@rules_cc//cc:defs.bzl'"));
    }

    @Test
    void aModuleFileNamesItsDependencies() {
        String module = """
                module(name = "format_tool", version = "1.4.0")

                bazel_dep(name = "rules_cc", version = "0.0.17")
                bazel_dep(name = "abseil-cpp", version = "20240722.0", repo_name = "com_google_absl")
                bazel_dep(name = "googletest", version = "1.15.2", dev_dependency = True)
                """;
        assertThat(symbols(chunks(module, "MODULE.bazel", 256, Granularity.PACKED)))
                .containsExactly("module format_tool", "bazel_dep rules_cc", "bazel_dep abseil-cpp", "bazel_dep googletest");
    }

    /**
     * In a macro's body the rules it calls are its statements, not targets of the file: their
     * names are computed ({@code name + "_lib"}), and the macro names the chunks. A constant at
     * the top level is a variable; a rule, a transition and a provider are named by what they are assigned to.
     */
    @Test
    void aMacroHoldsTheRulesItCalls() {
        String bzl = """
                \"\"\"Macros for the format tool's libraries.\"\"\"

                load("@rules_cc//cc:defs.bzl", "cc_library", "cc_test")

                # The options every library of the tool is compiled with.
                _COPTS = [
                    "-Wall",
                    "-Werror",
                ]

                def format_library(name, srcs, deps = [], **kwargs):
                    \"\"\"A cc_library with the format tool's options and a test of its own.\"\"\"
                    cc_library(
                        name = name,
                        srcs = srcs,
                        copts = _COPTS,
                        deps = deps,
                        **kwargs
                    )
                    cc_test(
                        name = name + "_test",
                        srcs = [name + "_test.cc"],
                        deps = [":" + name, "@googletest//:gtest_main"],
                    )

                format_rule = rule(
                    implementation = _format_impl,
                    attrs = {"srcs": attr.label_list(allow_files = True)},
                )

                FormatInfo = provider(fields = ["files"])

                _release_transition = transition(
                    implementation = _release_impl,
                    inputs = [],
                    outputs = ["//command_line_option:compilation_mode"],
                )
                """;
        for (int max : new int[] {32, 64, 512}) {
            List<Chunk> chunks = chunks(bzl, "tools/format/defs.bzl", max, Granularity.DEFINITION);
            assertThat(symbols(chunks)).containsExactly("@rules_cc//cc:defs.bzl", "_COPTS", "format_library", "format_rule", "FormatInfo",
                    "_release_transition");
            assertThat(chunks).filteredOn(c -> c.text().contains("outputs = ["))
                    .allSatisfy(c -> assertThat(c.metadata().get(ChunkMetadata.NAME)).isEqualTo("Starlark function '_release_transition'"));
            assertThat(chunks).filteredOn(c -> c.text().contains("_COPTS = ["))
                    .allSatisfy(c -> assertThat(c.metadata().get(ChunkMetadata.NAME)).isIn("Starlark variable '_COPTS'", "Starlark import '@rules_cc//cc:defs.bzl'"));
            assertThat(chunks).filteredOn(c -> c.text().contains("cc_test("))
                    .allSatisfy(c -> assertThat(c.metadata().get(ChunkMetadata.NAME)).isEqualTo("Starlark function 'format_library'"));
        }
    }
}
