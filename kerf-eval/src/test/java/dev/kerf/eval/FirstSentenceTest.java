package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FirstSentenceTest {
    @Test
    void javadocLosesItsMarginsTagsAndMarkup() {
        String comment = """
                /**
                 * Returns the {@code Entry} for the given {@link java.util.Map#get(Object) key},
                 * or <i>null</i> if there is none. More text follows.
                 *
                 * @param key the key
                 */""";
        assertThat(FirstSentence.ofJavadoc(comment))
                .contains("Returns the Entry for the given key, or null if there is none.");
    }

    @Test
    void aLinkWithoutLabelReadsAsItsTargetName() {
        assertThat(FirstSentence.ofJavadoc("/** Same as {@link #addAll(Collection)} but faster. */"))
                .contains("Same as addAll but faster.");
        assertThat(FirstSentence.ofJavadoc("/** Delegates to {@link List#add(Object)} here. */"))
                .contains("Delegates to List.add here.");
    }

    @Test
    void theSummaryEndsAtTheFirstParagraphOrBlockTag() {
        assertThat(FirstSentence.ofJavadoc("/**\n * Opens the stream without a period\n *\n * Second paragraph.\n */"))
                .contains("Opens the stream without a period");
        assertThat(FirstSentence.ofJavadoc("/** <p>Closes the stream now<p>Details. */"))
                .contains("Closes the stream now");
        assertThat(FirstSentence.ofJavadoc("/**\n * Sets the name to use\n * @param name the name\n */"))
                .contains("Sets the name to use");
    }

    @Test
    void abbreviationsAndDecimalsDoNotEndTheSentence() {
        assertThat(FirstSentence.ofJavadoc("/** Converts references (e.g. &amp;gt;) to chars, v1.5 style. Rest. */"))
                .contains("Converts references (e.g. &gt;) to chars, v1.5 style.");
    }

    @Test
    void shortOrInheritedCommentsAreNoQuery() {
        assertThat(FirstSentence.ofJavadoc("/** {@inheritDoc} */")).isEmpty();
        assertThat(FirstSentence.ofJavadoc("/** Constructor. */")).isEmpty();
        assertThat(FirstSentence.ofJavadoc("/**/")).isEmpty();
    }

    @Test
    void docstringsLoseTheirQuotesAndPrefix() {
        assertThat(FirstSentence.ofDocstring("\"\"\"Return the number of items.\n\n    More.\n    \"\"\""))
                .contains("Return the number of items.");
        assertThat(FirstSentence.ofDocstring("r'''Split the path\n    into parts'''"))
                .contains("Split the path into parts");
        assertThat(FirstSentence.ofDocstring("'Close it.'")).isEmpty();
    }
}
