package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PythonDocstringsTest {
    private static final String SOURCE = """
            def plain(a, b):
                \"\"\"Add the two numbers together.

                Longer text.
                \"\"\"
                return a + b


            class Box:
                @property
                def size(self):
                    'Return the size of the box.'
                    return self._size

                def only_doc(self):
                    \"\"\"A body that is only a docstring is left out.\"\"\"

                def undocumented(self):
                    return 1

                def later(self):
                    x = 1
                    \"\"\"A string that is not the first statement is no docstring.\"\"\"
                    return x
            """;

    @Test
    void findsFunctionsWhoseBodyStartsWithADocstringAndHasMore() {
        assertThat(PythonDocstrings.find(SOURCE)).extracting(DocumentedFunction::query)
                .containsExactly("Add the two numbers together.", "Return the size of the box.");
    }

    @Test
    void theTargetTakesInDecoratorsAndTheDocstringIsInsideIt() {
        List<DocumentedFunction> found = PythonDocstrings.find(SOURCE);
        DocumentedFunction size = found.get(1);
        String function = SOURCE.substring(size.function().start(), size.function().end());
        assertThat(function).startsWith("@property").endsWith("return self._size");
        assertThat(SOURCE.substring(size.comment().start(), size.comment().end()))
                .isEqualTo("'Return the size of the box.'");
        assertThat(size.comment().start()).isGreaterThan(size.function().start());
    }
}
