package dev.kerf.eval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * A lexical retriever for the retrieval columns: BM25 (Lucene's defaults, k1 1.2, b 0.75) over
 * an in-memory index of every chunk of every corpus pooled together, as Chroma pools them, with
 * English analysis for prose or {@link CodeAnalyzer} for code. It needs no model or network, so
 * the whole evaluation stays reproducible; its numbers are comparable between chunkers, not with
 * Chroma's embedding retrieval.
 */
public final class Bm25Retriever implements Retriever {
    /** Lucene's hint about the incubating vector module is noise here: the index is tiny. */
    private static final Logger LUCENE_VECTORS = Logger.getLogger("org.apache.lucene.internal.vectorization");

    static {
        LUCENE_VECTORS.setLevel(Level.SEVERE);
    }

    private static final String TEXT = "text";
    private static final String ORDINAL = "ordinal";

    private final List<LocatedChunk> chunks;
    private final Analyzer analyzer;
    private final ByteBuffersDirectory directory = new ByteBuffersDirectory();
    private final DirectoryReader reader;
    private final IndexSearcher searcher;

    /** Over prose: Lucene's English analysis. */
    public Bm25Retriever(List<LocatedChunk> chunks) {
        this(chunks, new EnglishAnalyzer());
    }

    /** With the given analysis, used for the chunks and the queries alike; closed with the retriever. */
    public Bm25Retriever(List<LocatedChunk> chunks, Analyzer analyzer) {
        this.chunks = List.copyOf(chunks);
        this.analyzer = analyzer;
        try {
            // One segment, never merged: document ids follow chunk order, so ties are stable.
            IndexWriterConfig config = new IndexWriterConfig(analyzer)
                    .setSimilarity(new BM25Similarity())
                    .setMergePolicy(NoMergePolicy.INSTANCE)
                    .setRAMBufferSizeMB(512);
            try (IndexWriter writer = new IndexWriter(directory, config)) {
                for (int i = 0; i < this.chunks.size(); i++) {
                    Document doc = new Document();
                    doc.add(new TextField(TEXT, this.chunks.get(i).text(), Field.Store.NO));
                    doc.add(new StoredField(ORDINAL, i));
                    writer.addDocument(doc);
                }
            }
            reader = DirectoryReader.open(directory);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        searcher = new IndexSearcher(reader);
        searcher.setSimilarity(new BM25Similarity());
    }

    /** The {@code k} best chunks for the query, best first; ties go to the earlier chunk. */
    @Override
    public List<LocatedChunk> top(String query, int k) {
        BooleanQuery.Builder terms = new BooleanQuery.Builder();
        int count = 0;
        try (TokenStream stream = analyzer.tokenStream(TEXT, query)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken() && count < IndexSearcher.getMaxClauseCount()) {
                terms.add(new TermQuery(new Term(TEXT, term.toString())), BooleanClause.Occur.SHOULD);
                count++;
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<LocatedChunk> found = new ArrayList<>();
        if (count == 0) {
            return found;
        }
        try {
            StoredFields stored = searcher.storedFields();
            for (ScoreDoc hit : searcher.search(terms.build(), k).scoreDocs) {
                int ordinal = stored.document(hit.doc).getField(ORDINAL).numericValue().intValue();
                found.add(chunks.get(ordinal));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    @Override
    public void close() throws IOException {
        reader.close();
        directory.close();
        analyzer.close();
    }
}
