package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kerf.tokens.TokenCounter;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkOptionsTest {

    @Test
    void defaults() {
        ChunkOptions o = ChunkOptions.defaults();
        assertThat(o.maxTokens()).isEqualTo(512);
        assertThat(o.overlapTokens()).isZero();
        assertThat(o.minTokens()).isZero();
        assertThat(o.tokenizer().name()).isEqualTo("cl100k_base");
    }

    @Test
    void aTokenizerOfYourOwnFromANameAndAFunction() {
        // Whitespace-separated words, a stand-in for a tokenizer kerf does not ship.
        TokenCounter words = TokenCounter.of("my-words", t -> t.isBlank() ? 0 : t.strip().split("\\s+").length);
        Source source = Fixtures.source("heapq_part.py");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(
                Kerf.create(ChunkOptions.builder().tokenizer(words).maxTokens(60).build()), source);

        assertThat(words.name()).isEqualTo("my-words");
        assertThat(chunks).hasSizeGreaterThan(5)
                .allSatisfy(c -> assertThat(c.tokenCount()).isEqualTo(words.count(c.text())).isLessThanOrEqualTo(60));
    }

    @Test
    void everyOptionCanBeSetByItsKeyAsByItsSetter() {
        ChunkOptions byKey = ChunkOptions.builder().set("max_tokens", 300L).set("min_tokens", 4).set("target_tokens", 200)
                .set("overlap_ratio", 0.1).set("tokenizer", "o200k_base").set("granularity", "definition").set("context_header", true)
                .set("semantic_importance_threshold", 0.25).build();
        ChunkOptions bySetter = ChunkOptions.builder().maxTokens(300).minTokens(4).targetTokens(200).overlapRatio(0.1)
                .tokenizer("o200k_base").granularity(Granularity.DEFINITION).contextHeader(true).importanceThreshold(0.25).build();
        assertThat(byKey).hasToString(bySetter.toString());
        assertThat(byKey.importanceThreshold()).isEqualTo(0.25);
        assertThat(ChunkOptions.builder().set("overlap", 20).build().overlapTokens()).isEqualTo(20);
        assertThat(ChunkOptions.builder().set("model", "text-embedding-3-small").build().tokenizer().name()).isEqualTo("cl100k_base");
        assertThat(ChunkOption.keys()).containsExactly("max_tokens", "min_tokens", "target_tokens", "overlap", "overlap_ratio",
                "tokenizer", "model", "granularity", "context_header", "semantic_importance_threshold", "prefer_semantic",
                "force_delimiter_for_languages", "enable_hybrid_chunking");
    }

    @Test
    void aKeyOrValueThatIsNotAnOptionsIsRefusedNamingTheKey() {
        assertThatThrownBy(() -> ChunkOptions.builder().set("max_token", 300)).hasMessageStartingWith("max_token: unknown option (known: max_tokens,");
        assertThatThrownBy(() -> ChunkOptions.builder().set("max_tokens", "300")).hasMessage("max_tokens: must be a whole number, was \"300\"");
        assertThatThrownBy(() -> ChunkOptions.builder().set("max_tokens", 3_000_000_000L))
                .hasMessage("max_tokens: must be a whole number no larger than 2147483647, was 3000000000");
        assertThatThrownBy(() -> ChunkOptions.builder().set("context_header", "yes")).hasMessage("context_header: must be true or false, was \"yes\"");
        assertThatThrownBy(() -> ChunkOption.OVERLAP_RATIO.parsed("a tenth")).hasMessage("overlap_ratio: must be a number, was a tenth");
        assertThat(ChunkOption.CONTEXT_HEADER.parsed("TRUE")).isEqualTo(true);
    }

    @Test
    void codeAndSectionsHaveTargetsOfTheirOwnUnlessOneIsGiven() {
        ChunkOptions o = ChunkOptions.defaults();
        assertThat(o.targetTokens()).isEqualTo(ChunkOptions.DEFAULT_TARGET_TOKENS).isEqualTo(96);
        assertThat(o.sectionTargetTokens()).isEqualTo(ChunkOptions.DEFAULT_SECTION_TARGET_TOKENS).isEqualTo(192);
        ChunkOptions small = ChunkOptions.builder().maxTokens(128).build();
        assertThat(List.of(small.targetTokens(), small.sectionTargetTokens())).containsExactly(96, 128);
        ChunkOptions overlap = ChunkOptions.builder().maxTokens(800).overlapRatio(0.2).build();
        assertThat(List.of(overlap.targetTokens(), overlap.sectionTargetTokens())).containsExactly(800, 800);
        ChunkOptions given = ChunkOptions.builder().targetTokens(300).build();
        assertThat(List.of(given.targetTokens(), given.sectionTargetTokens())).containsExactly(300, 300);
    }

    /**
     * toBuilder hands on the target as it was given, not as it was worked out: a lower limit set
     * afterwards lowers the default target with it (it was refused, the default 96 being over
     * 64), and removing the overlap brings back the default targets rather than keeping the limit.
     */
    @Test
    void toBuilderKeepsADefaultTargetADefault() {
        ChunkOptions lower = ChunkOptions.defaults().toBuilder().maxTokens(64).build();
        assertThat(List.of(lower.targetTokens(), lower.sectionTargetTokens())).containsExactly(64, 64);
        ChunkOptions noOverlap = ChunkOptions.builder().overlapTokens(50).build().toBuilder().overlapTokens(0).build();
        assertThat(List.of(noOverlap.targetTokens(), noOverlap.sectionTargetTokens())).containsExactly(96, 192);
        ChunkOptions given = ChunkOptions.builder().targetTokens(200).build().toBuilder().maxTokens(400).build();
        assertThat(List.of(given.targetTokens(), given.sectionTargetTokens())).containsExactly(200, 200);
    }

    @Test
    void overlapAsARatioOfMaxTokens() {
        assertThat(ChunkOptions.builder().maxTokens(800).overlapRatio(0.2).build().overlapTokens()).isEqualTo(160);
        assertThat(ChunkOptions.builder().maxTokens(800).overlapTokens(50).build().overlapTokens()).isEqualTo(50);
    }

    @Test
    void modelPresetsSetTokenizerAndLimit() {
        ChunkOptions o = ChunkOptions.builder().model("text-embedding-3-large").build();
        assertThat(o.maxTokens()).isEqualTo(8191);
        assertThat(o.tokenizer().name()).isEqualTo("cl100k_base");
        assertThat(ChunkOptions.builder().model("text-embedding-3-small").maxTokens(1000).build().maxTokens()).isEqualTo(1000);
        // An open model by its HuggingFace id: its window less the [CLS] and [SEP] it adds.
        ChunkOptions minilm = ChunkOptions.builder().model("sentence-transformers/all-MiniLM-L6-v2").build();
        assertThat(minilm.tokenizer().name()).isEqualTo("bert-base-uncased");
        assertThat(minilm.maxTokens()).isEqualTo(254);
        assertThat(ChunkOptions.builder().model("BAAI/bge-small-en-v1.5").build().maxTokens()).isEqualTo(510);
        assertThatThrownBy(() -> ChunkOptions.builder().model("all-minilm-l6-v2").maxTokens(256).build())
                .hasMessage("maxTokens: 256 is over the window of all-MiniLM-L6-v2 (254)");
        // E5 wants "passage: " before each text: two tokens of its window.
        assertThat(ChunkOptions.builder().model("intfloat/e5-small-v2").build().maxTokens()).isEqualTo(508);
        // Another owner's model of the same name is not this one.
        assertThatThrownBy(() -> ChunkOptions.builder().model("someone/all-MiniLM-L6-v2")).hasMessageStartingWith("model: unknown model preset")
                .hasMessageContaining("all-MiniLM-L6-v2, bge-small-en-v1.5, e5-small-v2");
    }

    /**
     * Options made into a builder hand on what was chosen, not the defaults it was filled with: a
     * model can still be given (it was refused for the default tokenizer and limit), and an overlap
     * given as a share stays a share of the new limit.
     */
    @Test
    void optionsMadeIntoABuilderStillTakeAModel() {
        ChunkOptions minilm = ChunkOptions.defaults().toBuilder().model("all-MiniLM-L6-v2").build();
        assertThat(minilm.maxTokens()).isEqualTo(254);
        assertThat(minilm.tokenizer().name()).isEqualTo("bert-base-uncased");
        ChunkOptions shared = ChunkOptions.builder().overlapRatio(0.1).build().toBuilder().model("all-MiniLM-L6-v2").build();
        assertThat(shared.overlapTokens()).isEqualTo(25);
        assertThat(shared.toBuilder().build()).hasToString(shared.toString());
        assertThat(ChunkOptions.builder().model("bge-small-en-v1.5").build().toBuilder().build().maxTokens()).isEqualTo(510);
        // What was chosen stays chosen.
        assertThatThrownBy(() -> ChunkOptions.builder().maxTokens(300).build().toBuilder().model("all-MiniLM-L6-v2").build())
                .hasMessageStartingWith("maxTokens: 300 is over the window");
        assertThatThrownBy(() -> ChunkOptions.builder().tokenizer("o200k_base").build().toBuilder().model("all-MiniLM-L6-v2").build())
                .hasMessageStartingWith("tokenizer:");
        // A tokenizer of one's own is not the model's because it bears its name.
        TokenCounter mine = TokenCounter.of("bert-base-uncased", text -> text.length());
        assertThatThrownBy(() -> ChunkOptions.builder().model("all-MiniLM-L6-v2").tokenizer(mine).build())
                .hasMessageContaining("a tokenizer of your own of that name").hasMessageContaining("give maxTokens instead of a model");
    }

    @Test
    void everyBuiltInTokenizerIsAvailable() {
        for (String name : new String[] {"cl100k_base", "o200k_base", "p50k_base", "r50k_base", "bert-base-uncased", "characters", "words"}) {
            assertThat(ChunkOptions.builder().tokenizer(name).build().tokenizer().name()).isEqualTo(name);
        }
    }

    @Test
    void invalidSettingsNameTheOption() {
        assertThatThrownBy(() -> ChunkOptions.builder().maxTokens(7).build()).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("maxTokens:");
        assertThatThrownBy(() -> ChunkOptions.builder().maxTokens(-1).build()).hasMessageStartingWith("maxTokens:");
        assertThatThrownBy(() -> ChunkOptions.builder().maxTokens(100).overlapTokens(100).build()).hasMessageStartingWith("overlapTokens:");
        assertThatThrownBy(() -> ChunkOptions.builder().overlapTokens(-5).build()).hasMessageStartingWith("overlapTokens:");
        assertThatThrownBy(() -> ChunkOptions.builder().overlapRatio(1.0).build()).hasMessageStartingWith("overlapRatio:");
        assertThatThrownBy(() -> ChunkOptions.builder().overlapRatio(-0.1).build()).hasMessageStartingWith("overlapRatio:");
        assertThatThrownBy(() -> ChunkOptions.builder().minTokens(-1).build()).hasMessageStartingWith("minTokens:");
        assertThatThrownBy(() -> ChunkOptions.builder().maxTokens(100).minTokens(101).build()).hasMessageStartingWith("minTokens:");
        assertThatThrownBy(() -> ChunkOptions.builder().tokenizer("gpt2-ish")).hasMessageStartingWith("tokenizer:").hasMessageContaining("cl100k_base");
        assertThatThrownBy(() -> ChunkOptions.builder().model("no-such-model")).hasMessageStartingWith("model:").hasMessageContaining("text-embedding-3-small");
        assertThatThrownBy(() -> ChunkOptions.builder().model("text-embedding-3-small").maxTokens(9000).build()).hasMessageStartingWith("maxTokens:");
        assertThatThrownBy(() -> ChunkOptions.builder().model("text-embedding-3-small").tokenizer("o200k_base").build()).hasMessageStartingWith("tokenizer:");
    }

    @Test
    void anInvalidValueIsATypedErrorThatNamesItsOptionAndProblemApart() {
        // Every front end says where a value came from with these two parts; none takes the message apart.
        assertThatThrownBy(() -> ChunkOptions.builder().maxTokens(100).minTokens(101).build())
                .isInstanceOfSatisfying(InvalidOptionException.class, e -> {
                    assertThat(e.option()).isEqualTo(ChunkOption.MIN_TOKENS);
                    assertThat(e.problem()).isEqualTo("must not exceed the token limit (100), was 101");
                    assertThat(e.getMessage()).isEqualTo("minTokens: must not exceed the token limit (100), was 101");
                });
        assertThatThrownBy(() -> ChunkOptions.builder().overlapTokens(-5).build())
                .isInstanceOfSatisfying(InvalidOptionException.class, e -> assertThat(e.option()).isEqualTo(ChunkOption.OVERLAP));
        // Set by key, the message names the key.
        assertThatThrownBy(() -> ChunkOptions.builder().set("max_tokens", "many"))
                .isInstanceOfSatisfying(InvalidOptionException.class, e -> {
                    assertThat(e.option()).isEqualTo(ChunkOption.MAX_TOKENS);
                    assertThat(e.getMessage()).isEqualTo("max_tokens: " + e.problem());
                });
        assertThatThrownBy(() -> ChunkOption.CONTEXT_HEADER.parsed("yes"))
                .isInstanceOfSatisfying(InvalidOptionException.class, e -> assertThat(e.problem()).isEqualTo("must be true or false, was yes"));
        assertThatThrownBy(() -> ChunkOption.FORCE_DELIMITER_FOR.checked("python"))
                .isInstanceOfSatisfying(InvalidOptionException.class, e -> assertThat(e.problem()).isEqualTo("must be a list of strings, was \"python\""));
        assertThat(ChunkOption.FORCE_DELIMITER_FOR.parsed(" python, go ,")).isEqualTo(java.util.List.of("python", "go"));
        assertThatThrownBy(() -> Granularity.of("fine"))
                .isInstanceOfSatisfying(InvalidOptionException.class, e -> assertThat(e.option()).isEqualTo(ChunkOption.GRANULARITY));
        for (ChunkOption o : ChunkOption.values()) {
            if (o.type() != ChunkOption.Type.TEXT && o.type() != ChunkOption.Type.TEXTS) { // any text is a string, or a list of one
                assertThatThrownBy(() -> o.parsed("?")).isInstanceOfSatisfying(InvalidOptionException.class,
                        e -> assertThat(e.option()).isEqualTo(o));
            }
        }
    }

    /**
     * A custom delimiter was checked only when a file of its language was chunked (a bad regex
     * stopped a batch mid-way), and one whose language was written in capitals or unknown was
     * ignored without a word.
     */
    @Test
    void customDelimitersAreCheckedWhenTheOptionsAreBuilt() {
        java.util.function.Function<dev.kerf.select.CustomDelimiter, ChunkOptions> build =
                d -> ChunkOptions.builder().customDelimiters(List.of(d)).build();
        assertThatThrownBy(() -> build.apply(new dev.kerf.select.CustomDelimiter("java", "FUNCTION", "([", "{}", "-", 10, "-")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("customDelimiters[0] (java FUNCTION): start: bad regex");
        assertThatThrownBy(() -> build.apply(new dev.kerf.select.CustomDelimiter("klingon", "FUNCTION", "^def", "{}", "-", 10, "-")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown language 'klingon'");
        assertThatThrownBy(() -> build.apply(new dev.kerf.select.CustomDelimiter("java", "FUNCTION", "^def", "{}", "-", -99_999, "-")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("priority: must be from 0 to 1000");
        assertThatThrownBy(() -> build.apply(new dev.kerf.select.CustomDelimiter("java", "FUNCTION", "^def", "sideways", "-", 10, "-")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("end");

        // Named by an alias in capitals, it applies to the language.
        ChunkOptions options = build.apply(new dev.kerf.select.CustomDelimiter("TCL", "METHOD", "^\\s*itcl::body\\b", "{}", "-", 65, "-"));
        assertThat(options.selection().hasCustomDelimiters("tcl")).isTrue();
        String tcl = "itcl::body Stack::push {item} {\n    lappend items $item\n}\n";
        assertThat(Kerf.create(options).chunk(Source.fromText(tcl).withPath("stack.tcl")).getFirst().metadata().get("delimiter_kind"))
                .isEqualTo("METHOD");
    }

    /** A tokenizer of one's own that answers a negative count gave chunks whose token count was -1. */
    @Test
    void aNegativeCountIsRefused() {
        TokenCounter broken = TokenCounter.of("broken", t -> t.length() > 20 ? -1 : t.length());
        Kerf kerf = Kerf.create(ChunkOptions.builder().tokenizer(broken).maxTokens(64).build());
        assertThatThrownBy(() -> kerf.chunk(Source.fromText("def f():\n    return 1\n\n\ndef g():\n    return 2\n").withPath("a.py")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("'broken' counted -1 tokens").hasMessageContaining("never negative");
    }

    @Test
    void tokenizersAreNamedInAnyCase() {
        assertThat(ChunkOptions.builder().tokenizer("CL100K_BASE").build().tokenizer().name()).isEqualTo("cl100k_base");
    }
}
