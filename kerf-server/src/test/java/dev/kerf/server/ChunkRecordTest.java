package dev.kerf.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.ChunkRecord;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * kerf-core writes the chunk record without a JSON library; what it writes is what Jackson's
 * generator writes, byte for byte, for any text and any metadata value (the CLI's lines and the
 * HTTP API's answers were Jackson's before, and stay the same).
 */
class ChunkRecordTest {
    private static final JsonFactory FACTORY = new JsonFactory();

    @Property(tries = 300)
    void aChunkIsWrittenAsJacksonWritesIt(@ForAll("texts") String text, @ForAll("texts") String path) throws Exception {
        List<Chunk> chunks = Kerf.create(ChunkOptions.builder().maxTokens(64).contextHeader(true).build())
                .chunk(Source.fromText(text).withPath(path.isBlank() ? "a.py" : path));
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("blob_sha", path);
        extra.put("commits", List.of(Map.of("sha", text.length() > 5 ? text.substring(0, 5) : text)));
        for (Chunk c : chunks) {
            assertThat(ChunkRecord.json(path, c, extra)).isEqualTo(jackson(json -> JacksonChunkJson.write(json, path, c, extra)));
            assertThat(ChunkRecord.json(null, c, Map.of())).isEqualTo(jackson(json -> JacksonChunkJson.write(json, null, c, Map.of())));
        }
    }

    @Property(tries = 300)
    void anyMetadataValueIsWrittenAsJacksonWritesIt(@ForAll("values") Object value) throws Exception {
        assertThat(ChunkRecord.json(value)).isEqualTo(jackson(json -> JacksonChunkJson.value(json, value)));
    }

    private interface Writing {
        void to(JsonGenerator json) throws Exception;
    }

    private static String jackson(Writing w) throws Exception {
        StringWriter out = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            w.to(json);
        }
        return out.toString();
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(300).map(ChunkRecordTest::paired),
                Arbitraries.strings().withChars("\u0000\u0001\b\t\n\f\r\u001b\u001f\u007f\"\\/ a\u2028\u00e9\ud83d\ude00").ofMaxLength(200)
                        .map(ChunkRecordTest::paired));
    }

    @Provide
    Arbitrary<Object> values() {
        Arbitrary<Object> leaf = Arbitraries.oneOf(
                texts().map(s -> (Object) s),
                Arbitraries.integers().map(i -> (Object) i),
                Arbitraries.longs().map(l -> (Object) l),
                Arbitraries.doubles().map(d -> (Object) d),
                Arbitraries.of(Double.NaN, Double.POSITIVE_INFINITY, -0.0, 1e-300, 1e300).map(d -> (Object) d),
                Arbitraries.of(true, false).map(b -> (Object) b),
                Arbitraries.just(null));
        return Arbitraries.oneOf(
                leaf,
                leaf.list().ofMaxSize(5).map(l -> (Object) l),
                Arbitraries.maps(texts(), leaf).ofMaxSize(5).map(m -> (Object) new LinkedHashMap<>(m)));
    }

    /** Lone surrogates made U+FFFD: no decoded text holds one, and Jackson refuses to write one. */
    private static String paired(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                out.append(c).append(s.charAt(++i));
            } else {
                out.append(Character.isSurrogate(c) ? '\ufffd' : c);
            }
        }
        return out.toString();
    }
}
