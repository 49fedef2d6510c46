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

/**
 * A function bound to a name is a function however it is written: {@code const add = (a, b) =>
 * ...} as {@code function add}, a React component as one, and a value made by a call that takes
 * the function (telescope.nvim's {@code previewers.cat = defaulter(function(opts) ... end)},
 * React's {@code memo}) by what it is assigned to. In a function, a value a call makes from a
 * function ({@code items.map((x) => x * 2)}) is no definition.
 */
class AssignedFunctionsTest {
    private static ChunkOptions whole() {
        return ChunkOptions.builder().maxTokens(512).build();
    }

    @Test
    void arrowFunctionsBoundByConstAreFunctions() {
        String tabs = """
                import { memo } from "react";

                export const Tabs = ({ items }: { items: string[] }) => {
                  const labels = items.map((item) => item.toUpperCase());
                  return <ul>{labels.map((l) => <li key={l}>{l}</li>)}</ul>;
                };

                export const Panel = memo(function Panel({ title }: { title: string }) {
                  return <section>{title}</section>;
                });

                const VERSION = "1.0";
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(40).build()),
                Source.fromText(tabs).withPath("components/tabs.tsx"));
        assertThat(chunks).filteredOn(c -> c.text().contains("export const Tabs")).singleElement()
                .satisfies(c -> assertThat(c.metadata()).containsEntry("classification", "FUNCTION").containsEntry("name", "TSX function 'Tabs'"));
        assertThat(chunks).filteredOn(c -> c.text().contains("export const Panel")).singleElement()
                .satisfies(c -> assertThat(c.metadata()).containsEntry("name", "TSX function 'Panel'"));
        List<String> symbols = Kerf.create(whole()).chunk(Source.fromText(tabs).withPath("components/tabs.tsx")).stream()
                .flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList();
        assertThat(symbols).as("a mapped array in a function is no definition").doesNotContain("labels").contains("Tabs", "Panel", "VERSION");
    }

    @Test
    void luaFunctionsMadeThroughAWrapperAreNamedByTheirField() {
        String previewers = """
                local previewers = {}

                previewers.cat = defaulter(function(opts)
                  opts = opts or {}
                  local cwd = opts.cwd or vim.loop.cwd()
                  return previewers.new_buffer_previewer { title = "File Preview", cwd = cwd }
                end, {})

                return previewers
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(whole()), Source.fromText(previewers).withPath("lua/telescope/previewers/buffer_previewer.lua"));
        assertThat(chunks).singleElement().satisfies(c -> {
            assertThat(c.metadata()).containsEntry("name", "Lua function 'previewers.cat'");
            assertThat(ChunkMetadata.texts(c.metadata(), "symbols")).contains("previewers.cat");
        });
    }

    /** An anonymous function exported as the default is named as it is imported: {@code default} (it was only "TSX export"). */
    @Test
    void anAnonymousDefaultExportIsNamedDefault() {
        String og = """
                export default async function (request: Request) {
                  const { searchParams } = new URL(request.url);
                  return new Response(searchParams.get("title") ?? "zod");
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(whole()), Source.fromText(og).withPath("pages/api/_og.tsx"));
        assertThat(chunks).singleElement().satisfies(c -> assertThat(c.metadata()).containsEntry("name", "TSX export 'default'"));
    }
}
