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
 * A Kotlin primary constructor on the line after its class ({@code public class Builder} then
 * {@code internal constructor(...)}) is valid Kotlin that tree-sitter-kotlin reads as the end of
 * the class and an ERROR after it. The text is parsed again with that line break as a space, and
 * the chunks keep the text as written. In kotlinpoet (the {@code kotlinpoet} change set) five
 * builders are so written: 143 of its 2,201 chunks at 256 tokens said {@code has_parse_errors},
 * 29 were named {@code Function at line N}, and one began inside a line; now none.
 */
class KotlinConstructorLineTest {
    private static final String SPEC = """
            package com.example

            /** A type alias declaration. */
            public class TypeAliasSpec
            private constructor(builder: Builder) {
              public val name: String = builder.name

              public fun toBuilder(name: String = this.name): Builder {
                val builder = Builder(name)
                return builder
              }

              public class Builder
              internal constructor(internal val name: String, internal val type: String) :
                Taggable.Builder<Builder>, Documentable.Builder<Builder> {
                public val modifiers: MutableSet<String> = mutableSetOf()

                public fun addModifiers(vararg modifiers: String): Builder = apply {
                  modifiers.forEach(this::addModifier)
                }

                public fun build(): TypeAliasSpec = TypeAliasSpec(this)
              }
            }

            class Injected @Inject
            constructor(private val name: String)
            """;

    private static List<Chunk> chunks(String code, int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).granularity(Granularity.DEFINITION).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code).withPath("TypeAliasSpec.kt"));
    }

    @Test
    void aConstructorOnTheNextLineIsPartOfItsClass() {
        List<Chunk> chunks = chunks(SPEC, 48);
        assertThat(chunks).noneSatisfy(c -> assertThat(c.metadata()).containsKey("has_parse_errors"));
        assertThat(chunks).extracting(c -> c.metadata().get("name")).contains(
                "Kotlin class 'TypeAliasSpec'", "Kotlin function 'toBuilder'", "Kotlin class 'Builder'",
                "Kotlin function 'addModifiers'", "Kotlin class 'Injected'");
        // The text as written: the line break stays where the second parse had a space.
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).contains("public class Builder\n  internal constructor("));
        // Every chunk begins at the start of a line.
        for (Chunk c : chunks) {
            int start = c.span().charStart();
            assertThat(start == 0 || SPEC.charAt(start - 1) == '\n').as("chunk at %d begins a line", start).isTrue();
        }
    }

    @Test
    void aFileWithOtherErrorsKeepsItsFirstParse() {
        // The rewrite is kept only when it parses cleanly: here the broken function stays an error.
        // tree-sitter-kotlin then makes the whole file one ERROR, its root: its chunks say
        // has_parse_errors (they said nothing while only an ERROR below the root counted).
        String broken = SPEC + "\nfun broken( {\n";
        List<Chunk> chunks = chunks(broken, 48);
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsKey("has_parse_errors"));
        assertThat(String.join("", chunks.stream().map(Chunk::text).toList()).replaceAll("\\s", ""))
                .isEqualTo(broken.replaceAll("\\s", ""));
    }

    @Test
    void aCommentThatNamesAClassIsNotJoined() {
        String commented = """
                class Outer {
                  // builds the class Inner
                  constructor(x: Int) : this()
                }
                """;
        assertThat(Rereading.rewritten("kotlin", commented)).isNull();
        assertThat(Rereading.rewritten("kotlin", "public class A\n  internal constructor(x: Int)\n"))
                .isEqualTo("public class A   internal constructor(x: Int)\n");
        assertThat(Rereading.rewritten("kotlin", "public class A\r\n@Inject constructor(x: Int)\n"))
                .isEqualTo("public class A  @Inject constructor(x: Int)\n");
    }
}
