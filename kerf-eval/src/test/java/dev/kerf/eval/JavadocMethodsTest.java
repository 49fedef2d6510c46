package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class JavadocMethodsTest {
    private static final String SOURCE = """
            package p;

            /** A class comment, not a method's. */
            class Counter {
                /** Creates a counter that starts at zero. */
                Counter() {}

                /**
                 * Returns the current count of events.
                 */
                @Override
                public int count() {
                    return n;
                }

                /* Not a doc comment at all. */
                void reset() { n = 0; }

                /** Has a line comment between it and its method. */
                // a line comment
                void skipped() {}

                /** An abstract method has no body to find. */
                abstract void later();

                void undocumented() {}
            }
            """;

    @Test
    void findsMethodsAndConstructorsWithAJavadocDirectlyAbove() {
        List<DocumentedFunction> found = JavadocMethods.find(SOURCE);
        assertThat(found).extracting(DocumentedFunction::query)
                .containsExactly("Creates a counter that starts at zero.", "Returns the current count of events.");
    }

    @Test
    void theTargetRunsFromTheAnnotationsToTheClosingBraceAndTheCommentIsSeparate() {
        DocumentedFunction count = JavadocMethods.find(SOURCE).get(1);
        String method = SOURCE.substring(count.function().start(), count.function().end());
        assertThat(method).startsWith("@Override").endsWith("return n;\n    }");
        String comment = SOURCE.substring(count.comment().start(), count.comment().end());
        assertThat(comment).startsWith("/**").endsWith("*/").contains("current count");
    }
}
