package dev.kerf.eval;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.lucene.analysis.Analyzer;

/**
 * One retrieval benchmark: questions, the corpora they are asked of (chunked and pooled into one
 * index per row), and the text analysis BM25 uses for it (English for prose, identifier-aware for
 * code). The Chroma prose set and each sampled code set are one each.
 */
public record Benchmark(String name, List<Question> questions, Map<String, Corpus> corpora, Supplier<Analyzer> analysis) {
    public Benchmark {
        questions = List.copyOf(questions);
        corpora = Collections.unmodifiableMap(new LinkedHashMap<>(corpora));
    }
}
