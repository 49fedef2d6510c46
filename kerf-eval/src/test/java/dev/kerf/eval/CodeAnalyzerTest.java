package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.junit.jupiter.api.Test;

class CodeAnalyzerTest {
    private static List<String> terms(String text) throws IOException {
        List<String> out = new ArrayList<>();
        try (Analyzer analyzer = new CodeAnalyzer(); TokenStream stream = analyzer.tokenStream("f", text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                out.add(term.toString());
            }
            stream.end();
        }
        return out;
    }

    @Test
    void identifiersKeepTheWholeTokenAndAddTheirStemmedParts() throws IOException {
        assertThat(terms("int elementCount = list.size();"))
                .containsExactly("int", "elementcount", "element", "count", "list", "size");
        assertThat(terms("def get_items(self):")).containsExactly("def", "get_item", "get", "item", "self");
    }

    @Test
    void englishQueriesLoseStopWordsAndAreStemmed() throws IOException {
        assertThat(terms("Returns the number of elements in this list."))
                .containsExactly("return", "number", "element", "list");
    }

    @Test
    void aQueryMeetsTheCodeThatNamesItsWords() throws Exception {
        LocatedChunk counting = new LocatedChunk("a", new CharRange(0, 30), "int elementCount() { return n; }", 9);
        LocatedChunk other = new LocatedChunk("a", new CharRange(30, 60), "void clear() { n = 0; }", 8);
        try (Bm25Retriever retriever = new Bm25Retriever(List.of(other, counting), new CodeAnalyzer())) {
            assertThat(retriever.top("Returns the count of elements.", 1)).containsExactly(counting);
        }
    }
}
