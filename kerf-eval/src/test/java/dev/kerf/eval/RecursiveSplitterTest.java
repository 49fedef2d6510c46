package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Expected chunks worked out by hand from LangChain's algorithm, sizes in characters. */
class RecursiveSplitterTest {
    private static List<String> split(String text, int size) {
        return new RecursiveSplitter(size, 0, String::length, RecursiveSplitter.CHROMA_SEPARATORS).split(text);
    }

    @Test
    void wordsMergeUpToTheSizeWithTheSpaceKeptInFrontOfTheNextWord() {
        assertThat(split("aaaa bbbb cccc", 10)).containsExactly("aaaa bbbb", "cccc");
    }

    @Test
    void aLargeParagraphIsSplitAgainWithTheFinerSeparators() {
        assertThat(split("One. Two.\n\nThree four five six.", 12))
                .containsExactly("One. Two.", "Three four", "five six", ".");
    }

    @Test
    void sentenceMarksStartThePieceAfterThem() {
        assertThat(split("Is it? Yes! No.\nDone", 8)).containsExactly("Is it", "? Yes", "! No", ".", "Done");
    }

    @Test
    void textWithoutSeparatorsIsCutIntoCharacters() {
        assertThat(split("abcdefg", 3)).containsExactly("abc", "def", "g");
    }

    @Test
    void mergingAddsPieceSizesInsteadOfMeasuringTheJoinedText() {
        RecursiveSplitter fivePerPiece =
                new RecursiveSplitter(12, 0, s -> 5, RecursiveSplitter.CHROMA_SEPARATORS);
        assertThat(fivePerPiece.split("a b c d e")).containsExactly("a b", "c d", "e");
    }

    @Test
    void whiteSpaceOnlyChunksAreDroppedAndChunksStrippedAsPythonStrips() {
        assertThat(split("\u00a0ab\n\n \n\ncd\u2007", 3)).containsExactly("ab", "cd");
    }

    @Test
    void separatorsStayAtTheStartOfEachPiece() {
        assertThat(RecursiveSplitter.pieces("a.b.", ".")).containsExactly("a", ".b", ".");
        assertThat(RecursiveSplitter.pieces("\n\n\n\nx", "\n\n")).containsExactly("\n\n", "\n\nx");
        assertThat(RecursiveSplitter.pieces("\n\n\n", "\n\n")).containsExactly("\n\n\n");
    }

    @Test
    void tokenSizedChunksStayWithinTheSize() {
        String text = "The quick brown fox jumps over the lazy dog. ".repeat(40) + "\n\n" + "Pack my box. ".repeat(30);
        List<String> chunks = RecursiveSplitter.chroma(50).split(text);
        assertThat(chunks).hasSizeGreaterThan(5);
        assertThat(chunks).allSatisfy(c -> assertThat(Cl100k.count(c)).isLessThanOrEqualTo(52));
        assertThat(chunks).allSatisfy(c -> assertThat(text).contains(c));
    }
}
