package dev.kerf.syntax;

import org.junit.jupiter.api.Test;

/**
 * Kotlin 2.1's multi-dollar strings ({@code $$"{\"$ref\": 1}"}, as moshi's tests write JSON with a
 * dollar in it), which tree-sitter-kotlin reads as ERROR together with the class around them: the
 * class and the functions after the string were in no chunk's symbols. Read a second time as
 * ordinary strings.
 */
class KotlinMultiDollarTest {
    private static final String TEST = """
            class GeneratedAdaptersTest {
              @Test fun before() {
                assertThat(1).isEqualTo(1)
              }

              @Test fun jsonAnnotationWithDollarSign() {
                val json = $$"{\\"$foo\\": \\"bar\\"}"
                val raw = $$$\"""{"$$$id": 1}\"""
              }

              @Test fun after() {
                assertThat(2).isEqualTo(2)
              }
            }
            """;

    @Test
    void aClassWithAMultiDollarStringKeepsItsMembers() {
        CleanReads.assertReadCleanly(TEST, "src/test/kotlin/GeneratedAdaptersTest.kt", new int[] {40, 512},
                "GeneratedAdaptersTest", "before", "jsonAnnotationWithDollarSign", "after");
    }
}
