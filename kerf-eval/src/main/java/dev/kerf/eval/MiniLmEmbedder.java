package dev.kerf.eval;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Sentence embeddings from all-MiniLM-L6-v2 (quantized ONNX, run in process by LangChain4j; the
 * model ships inside its Maven artifact, so no network is needed). Vectors are unit length and
 * kept by text: rows of one benchmark share most of their chunks (packed and definition chunks of
 * prose are the same), and each text is embedded once.
 */
public final class MiniLmEmbedder {
    private static final int BATCH = 64;

    private final EmbeddingModel model = new AllMiniLmL6V2QuantizedEmbeddingModel();
    private final Map<String, float[]> cache = new HashMap<>();
    private long embedded;

    /** The unit vectors of the texts, in order, embedding those not seen before in batches. */
    public List<float[]> embed(List<String> texts) {
        List<String> missing = new ArrayList<>(new LinkedHashSet<>(texts));
        missing.removeIf(cache::containsKey);
        // A blank text (a fixed-size splitter can cut one from a run of whitespace) says nothing:
        // it gets the zero vector, which scores 0 against every question. LangChain4j refuses
        // blank segments, and the model's tokenizer also drops control and format chars (a byte
        // order mark), so neither reaches the model.
        for (String text : missing) {
            if (text.codePoints().allMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c) || Character.getType(c) == Character.FORMAT)) {
                cache.put(text, new float[model.dimension()]);
            }
        }
        missing.removeIf(cache::containsKey);
        for (int from = 0; from < missing.size(); from += BATCH) {
            List<String> batch = missing.subList(from, Math.min(missing.size(), from + BATCH));
            List<TextSegment> segments = new ArrayList<>();
            for (String text : batch) {
                segments.add(TextSegment.from(text));
            }
            List<Embedding> vectors = model.embedAll(segments).content();
            for (int i = 0; i < batch.size(); i++) {
                cache.put(batch.get(i), unit(vectors.get(i).vector()));
            }
            embedded += batch.size();
        }
        List<float[]> out = new ArrayList<>(texts.size());
        for (String text : texts) {
            out.add(cache.get(text));
        }
        return out;
    }

    public float[] embed(String text) {
        return embed(List.of(text)).getFirst();
    }

    /** How many distinct texts went through the model so far. */
    public long embedded() {
        return embedded;
    }

    static float[] unit(float[] v) {
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        norm = Math.sqrt(norm);
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = norm == 0 ? 0 : (float) (v[i] / norm);
        }
        return out;
    }
}
