package dev.kerf.eval;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.util.CharTokenizer;

/**
 * Analysis for source code and for the English queries asked of it: tokens are runs of letters,
 * digits, {@code _} and {@code $} (so {@code a.b(c)} gives three), each split into its
 * identifier parts ({@link IdentifierSplitFilter}), then lower-cased, English stop words dropped
 * and stemmed as {@link EnglishAnalyzer} does, so "elements" in a doc sentence meets
 * {@code elementCount}.
 */
public final class CodeAnalyzer extends Analyzer {
    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer source = CharTokenizer.fromTokenCharPredicate(
                c -> Character.isLetterOrDigit(c) || c == '_' || c == '$');
        TokenStream stream = new IdentifierSplitFilter(source);
        stream = new LowerCaseFilter(stream);
        stream = new StopFilter(stream, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
        stream = new PorterStemFilter(stream);
        return new TokenStreamComponents(source, stream);
    }
}
