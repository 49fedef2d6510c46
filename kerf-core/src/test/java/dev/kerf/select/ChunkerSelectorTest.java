package dev.kerf.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which structure kerf picks per file, how settings change it, and how a failing structure hands over. */
class ChunkerSelectorTest {
    private static final ChunkOptions OPTIONS = ChunkOptions.builder().maxTokens(64).build();
    private static final String LUA = "local function a()\n  return 1\nend\n\nlocal function b()\n  return 2\nend\n";

    /** A stand-in for a plug-in structure: one segment per line, named "fake". */
    private static final Segmenter FAKE = new Segmenter() {
        @Override
        public String strategy() {
            return "fake";
        }

        @Override
        public Structure segment(String text) {
            return new Structure() {
                @Override
                public List<Segment> top() {
                    return text.isBlank() ? List.of() : List.of(new Segment(0, text.length(), "all"));
                }
            };
        }
    };

    /** A plug-in structure that fails outright. */
    private static final Segmenter BROKEN = new Segmenter() {
        @Override
        public String strategy() {
            return "broken";
        }

        @Override
        public Structure segment(String text) {
            throw new IllegalStateException("broken on purpose");
        }
    };

    private static List<Chunk> chunk(ChunkerSelector selector, String path, String text) {
        return ChunkInvariants.chunkAndCheck(Kerf.create(OPTIONS, selector), Source.fromText(text).withPath(path));
    }

    @Test
    void eachKindOfFileGetsItsStructure() {
        ChunkerSelector s = new ChunkerSelector(ChunkerRegistry.builtInOnly(), Selection.defaults());
        assertThat(s.primary("markdown").strategy()).isEqualTo("markdown");
        assertThat(s.primary("text").strategy()).isEqualTo("prose");
        assertThat(s.primary("lua").strategy()).isEqualTo("delimiter");
        assertThat(s.primary("csv").strategy()).isEqualTo("generic");
        assertThat(s.chain("lua")).extracting(Segmenter::strategy).containsExactly("delimiter", "generic");
        assertThat(chunk(s, "a.lua", LUA)).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("delimiter"));
    }

    @Test
    void aRegisteredFactoryIsAskedByPriority() {
        ChunkerRegistry registry = ChunkerRegistry.builtInOnly()
                .register("fake", 10, lang -> lang.equals("lua") ? Optional.of(FAKE) : Optional.empty());
        ChunkerSelector s = new ChunkerSelector(registry, Selection.defaults());
        assertThat(s.chain("lua")).extracting(Segmenter::strategy).containsExactly("fake", "delimiter", "generic");
        assertThat(s.primary("python").strategy()).isEqualTo("delimiter");
        assertThat(chunk(s, "a.lua", LUA)).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("fake"));
    }

    @Test
    void aProviderThatWrapsItsLanguageIsHandedTheChoiceBeneathIt() {
        List<String> beneath = new ArrayList<>();
        SegmenterProvider wrapper = new SegmenterProvider() {
            @Override
            public Optional<Segmenter> forLanguage(String language, Context context) {
                if (!language.equals("lua") && !language.equals("ruby")) {
                    return Optional.empty();
                }
                return Optional.of(new Segmenter() {
                    @Override
                    public String strategy() {
                        return "wrapper";
                    }

                    @Override
                    public Structure segment(String text) {
                        beneath.add(language + ":" + context.beneath(language, wrapper()).strategy());
                        return FAKE.segment(text);
                    }
                });
            }

            private SegmenterProvider wrapper() {
                return this;
            }

            @Override
            public int priority() {
                return 150;
            }
        };
        // Below the wrapper, one provider serves lua; nothing serves ruby but its delimiter table.
        ChunkerRegistry registry = ChunkerRegistry.builtInOnly().register(wrapper)
                .register("below", 50, lang -> lang.equals("lua") ? Optional.of(FAKE) : Optional.empty());
        ChunkerSelector s = new ChunkerSelector(registry, Selection.defaults());
        s.primary("lua").segment("x = 1\n");
        s.primary("ruby").segment("x = 1\n");
        assertThat(beneath).containsExactly("lua:fake", "ruby:delimiter");
    }

    @Test
    void eachProviderIsHandedTheSelectionAndTheLanguagesFallback() {
        // A plug-in that honours the settings meant for a syntax structure, as kerf-syntax's does.
        List<String> fallbacks = new ArrayList<>();
        SegmenterProvider syntaxLike = new SegmenterProvider() {
            @Override
            public Optional<Segmenter> forLanguage(String language, Context context) {
                fallbacks.add(language + ":" + context.fallback(language).strategy());
                return context.selection().semanticAllowedFor(language) ? Optional.of(FAKE) : Optional.empty();
            }

            @Override
            public int priority() {
                return 100;
            }
        };
        ChunkerRegistry registry = ChunkerRegistry.builtInOnly().register(syntaxLike);
        assertThat(new ChunkerSelector(registry, Selection.defaults()).primary("lua").strategy()).isEqualTo("fake");
        assertThat(new ChunkerSelector(registry, Selection.defaults().withForceDelimiterFor(Set.of("lua"))).primary("lua").strategy())
                .isEqualTo("delimiter");
        assertThat(new ChunkerSelector(registry, Selection.defaults().withForceDelimiterFor(Set.of("lua"))).primary("ruby").strategy())
                .isEqualTo("fake");
        assertThat(new ChunkerSelector(registry, Selection.defaults().withPreferSemantic(false)).primary("ruby").strategy())
                .isEqualTo("delimiter");
        assertThat(fallbacks).containsExactly("lua:delimiter", "lua:delimiter", "ruby:delimiter", "ruby:delimiter");
    }

    @Test
    void theBuiltInDocumentStructuresAreProvidersThatAPlugInOfHigherPriorityOutranks() {
        assertThat(ChunkerRegistry.builtInOnly().providers()).extracting(SegmenterProvider::name).containsExactly("component", "markdown", "markup", "notebook", "prose", "records");
        ChunkerRegistry below = ChunkerRegistry.builtInOnly().register("notes", 150, lang -> Optional.of(FAKE));
        assertThat(new ChunkerSelector(below, Selection.defaults()).primary("markdown").strategy()).isEqualTo("markdown");
        assertThat(new ChunkerSelector(below, Selection.defaults()).primary("text").strategy()).isEqualTo("prose");
        ChunkerRegistry above = ChunkerRegistry.builtInOnly()
                .register("notes", 300, lang -> lang.equals("markdown") ? Optional.of(FAKE) : Optional.empty());
        ChunkerSelector selector = new ChunkerSelector(above, Selection.defaults());
        assertThat(selector.chain("markdown")).extracting(Segmenter::strategy).containsExactly("fake", "delimiter", "generic");
        assertThat(chunk(selector, "README.md", "# Title\n\nSome words.\n")).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("fake"));
        assertThat(selector.primary("text").strategy()).isEqualTo("prose");
        // Forced delimiters: the Markdown provider passes, and the next one takes the language.
        assertThat(new ChunkerSelector(ChunkerRegistry.builtInOnly(), Selection.defaults().withForceDelimiterFor(Set.of("markdown")))
                .chain("markdown")).extracting(Segmenter::strategy).containsExactly("delimiter", "generic");
        assertThat(new ChunkerSelector(below, Selection.defaults().withForceDelimiterFor(Set.of("markdown"))).primary("markdown").strategy())
                .isEqualTo("fake");
    }

    @Test
    void selectionSettingsAreChunkOptionsAndAreGivenInOnePlace() {
        String markdown = "# Title\n\nSome words about it.\n";
        ChunkOptions forced = OPTIONS.toBuilder().forceDelimiterFor(List.of("markdown")).build();
        assertThat(chunk(Kerf.create(OPTIONS), markdown)).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("markdown"));
        assertThat(chunk(Kerf.create(forced), markdown)).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("delimiter"));
        assertThat(forced.selection()).isEqualTo(Selection.defaults().withForceDelimiterFor(Set.of("markdown")));
        assertThat(ChunkOptions.builder().set("force_delimiter_for_languages", List.of("Markdown")).build().selection().forceDelimiterFor())
                .containsExactly("markdown");
        assertThatThrownBy(() -> ChunkOptions.builder().forceDelimiterFor(List.of("klingon")).build())
                .isInstanceOf(dev.kerf.InvalidOptionException.class).hasMessage("forceDelimiterFor: unknown language 'klingon' (see 'kerf langs')");
        // Set both in the options and in a selector, they must agree.
        ChunkerSelector same = new ChunkerSelector(ChunkerRegistry.builtInOnly(), forced.selection());
        assertThat(chunk(Kerf.create(forced, same), markdown)).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("delimiter"));
        ChunkerSelector other = new ChunkerSelector(ChunkerRegistry.builtInOnly(), Selection.defaults().withHybrid(false));
        assertThatThrownBy(() -> Kerf.create(forced, other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("selection settings given twice");
    }

    private static List<Chunk> chunk(Kerf kerf, String markdown) {
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(markdown).withPath("README.md"));
    }

    @Test
    void aStructureThatFailsHandsOverToTheNextAndTheChunksSaySo() {
        ChunkerRegistry registry = ChunkerRegistry.builtInOnly().register("broken", 50, lang -> Optional.of(BROKEN));
        List<Chunk> chunks = chunk(new ChunkerSelector(registry, Selection.defaults()), "a.lua", LUA);
        assertThat(chunks).isNotEmpty().allSatisfy(c -> {
            assertThat(c.strategy()).isEqualTo("delimiter");
            assertThat(c.metadata()).containsEntry("fallback_from", "broken");
            assertThat((String) c.metadata().get("fallback_reason")).contains("broken on purpose");
        });
    }

    /** A plug-in structure that breaks the contract without failing: what {@code top} gives for a text. */
    private static Segmenter faulty(String name, java.util.function.Function<String, List<Segment>> top) {
        return new Segmenter() {
            @Override
            public String strategy() {
                return name;
            }

            @Override
            public Structure segment(String text) {
                return () -> top.apply(text);
            }
        };
    }

    /**
     * A structure that gives no segments for a text with content, or gives its segments out of
     * order, has failed as surely as one that throws: the next structure cuts the text (nothing is
     * lost, no chunk is described by another's label) and the chunks say why.
     */
    @Test
    void aStructureThatGivesNothingOrGivesItsSegmentsOutOfOrderHandsOverToo() {
        Segmenter empty = faulty("empty", text -> List.of());
        Segmenter reversed = faulty("reversed", text -> {
            List<Segment> lines = new java.util.ArrayList<>();
            for (int at = 0; at < text.length(); ) {
                int nl = text.indexOf('\n', at);
                int end = nl < 0 ? text.length() : nl + 1;
                lines.addFirst(new Segment(at, end, "line", java.util.Map.of("name", "line at " + at)));
                at = end;
            }
            return lines;
        });
        for (Segmenter faulty : List.of(empty, reversed)) {
            ChunkerRegistry registry = ChunkerRegistry.builtInOnly().register(faulty.strategy(), 300, lang -> Optional.of(faulty));
            List<Chunk> chunks = chunk(new ChunkerSelector(registry, Selection.defaults()), "a.lua", LUA.repeat(20));
            assertThat(chunks).as(faulty.strategy()).hasSizeGreaterThan(1).allSatisfy(c -> {
                assertThat(c.strategy()).isEqualTo("delimiter");
                assertThat(c.metadata()).containsEntry("fallback_from", faulty.strategy());
                assertThat(String.valueOf(c.metadata().get("name"))).doesNotStartWith("line at");
            });
        }
        assertThat((String) chunk(new ChunkerSelector(ChunkerRegistry.builtInOnly().register("empty", 300, lang -> Optional.of(empty)),
                Selection.defaults()), "a.lua", LUA).getFirst().metadata().get("fallback_reason")).contains("no segments");
        // A structure that names no strategy would give chunks that cannot say what made them.
        Segmenter unnamed = faulty(null, text -> List.of(new Segment(0, text.length(), "all")));
        List<Chunk> named = chunk(new ChunkerSelector(ChunkerRegistry.builtInOnly().register("unnamed", 300, lang -> Optional.of(unnamed)),
                Selection.defaults()), "a.lua", LUA);
        assertThat(named).allSatisfy(c -> {
            assertThat(c.strategy()).isEqualTo("delimiter");
            assertThat((String) c.metadata().get("fallback_reason")).contains("no strategy name");
        });
        // Whitespace alone has nothing to lose: no segments, no chunks, no failure.
        assertThat(Kerf.create(OPTIONS, empty).chunk(Source.fromText("  \n\n ").withPath("a.lua"))).isEmpty();
    }

    /**
     * A file of a known language that no structure cuts (CSV, properties, an INI file without
     * sections: plain text's family) is cut by the generic structure, and each chunk is described
     * as the file's module; plain text is not. An INI file's sections are its blocks.
     */
    @Test
    void aKnownLanguageCutOnlyByLinesIsDescribedAsItsModule() {
        String ini = "host = example.org\nport = 8080\n# {not a block}\nretries: 3\n    indented = value\n\n".repeat(30);
        List<Chunk> chunks = chunk(ChunkerSelector.defaults(), "conf/settings.ini", ini);
        assertThat(chunks).hasSizeGreaterThan(1).allSatisfy(c -> {
            assertThat(c.strategy()).isEqualTo("generic");
            assertThat(c.metadata()).containsEntry("name", "INI module 'conf.settings'").containsEntry("classification", "MODULE")
                    .containsEntry("scope", List.of("module conf.settings"));
        });
        String sections = "[server]\nhost = example.org\nport = 8080\n\n".repeat(15) + "[client]\nretries = 3\n\n".repeat(15);
        List<Chunk> cut = chunk(ChunkerSelector.defaults(), "conf/settings.ini", sections);
        assertThat(cut).hasSizeGreaterThan(1).allSatisfy(c -> {
            assertThat(c.strategy()).isEqualTo("delimiter");
            assertThat(c.metadata()).containsEntry("delimiter_kind", "SECTION").containsEntry("classification", "SECTION");
        });
        assertThat(cut.getFirst().metadata()).containsEntry("scope", List.of("section server"));
        assertThat(cut.getLast().metadata()).containsEntry("scope", List.of("section client"));
        List<Chunk> csv = ChunkInvariants.chunkAndCheck(Kerf.create(OPTIONS), Source.fromText("a,b\n1,2\n".repeat(100)).withLanguage("csv"));
        assertThat(csv).allSatisfy(c -> assertThat(c.metadata()).containsEntry("name", "CSV module"));
        Segmenter textTail = ChunkerSelector.defaults().chain("text").getLast();
        List<Chunk> text = ChunkInvariants.chunkAndCheck(Kerf.create(OPTIONS, textTail), Source.fromText("Words and more words.\n\n".repeat(40)));
        assertThat(text).allSatisfy(c -> assertThat(c.metadata()).isEmpty());
    }

    /** A selector takes languages by any of their names, and refuses one kerf does not know, as the options do. */
    @Test
    void forcedLanguagesAreTakenByAnyNameAndAnUnknownOneIsRefused() {
        ChunkerRegistry registry = ChunkerRegistry.builtInOnly().register("fake", 150, lang -> Optional.of(FAKE));
        ChunkerSelector forced = new ChunkerSelector(registry, Selection.defaults().withForceDelimiterFor(java.util.Set.of("LUA")));
        assertThat(forced.selection().forceDelimiterFor()).containsExactly("lua");
        assertThatThrownBy(() -> new ChunkerSelector(registry, Selection.defaults().withForceDelimiterFor(java.util.Set.of("lua", "nosuch"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("force_delimiter_for_languages: unknown language 'nosuch' (see 'kerf langs')");
    }

    @Test
    void customDelimitersJoinTheBuiltInOnes() {
        String tcl = "itcl::body Stack::push {x} {\n    lappend items $x\n}\n\nitcl::body Stack::pop {} {\n    return [lindex $items end]\n}\n";
        CustomDelimiter body = new CustomDelimiter("tcl", "METHOD", "^\\s*itcl::body\\b", "{}", "-", 65, "whole_lines,nestable");
        ChunkerSelector custom = new ChunkerSelector(ChunkerRegistry.builtInOnly(), Selection.defaults().withCustomDelimiters(List.of(body)));
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(
                Kerf.create(ChunkOptions.builder().maxTokens(512).granularity(dev.kerf.Granularity.DEFINITION).build(), custom),
                Source.fromText(tcl).withPath("stack.tcl"));
        assertThat(chunks).hasSize(2).allSatisfy(c -> assertThat(c.metadata()).containsEntry("delimiter_kind", "METHOD"));
    }
}
