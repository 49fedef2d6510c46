package dev.kerf.bench;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.grammars.Grammars;
import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.syntax.ParseOnly;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentSplitter;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.document.splitter.DocumentSplitters;
import dev.langchain4j.data.segment.TextSegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.ai.transformer.splitter.TokenTextSplitter;

/**
 * The sides timed in the JVM for one input, all at 512 cl100k tokens and no overlap: the floors,
 * kerf (the structure it picks, and the generic one pinned), and the Java chunkers users pick
 * instead of kerf, each called through its own document API as its documentation shows.
 *
 * <ul>
 *   <li>langchain4j's recommended splitter, {@code DocumentSplitters.recursive(512, 0, estimator)}
 *       (paragraphs, then lines, sentences, words), counting with jtokkit's cl100k.
 *   <li>Spring AI's {@code TokenTextSplitter} with a chunk size of 512 and its other defaults: it
 *       encodes with jtokkit's cl100k, cuts every 512 tokens, then back to the last punctuation.
 * </ul>
 */
final class JavaPeers {
    static final int MAX_TOKENS = 512;

    private JavaPeers() {}

    /** The floors, then kerf picked (the side the others are set against), kerf generic, and the peers. */
    static List<Side> sides(String language) {
        Encoding cl100k = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.CL100K_BASE);
        List<Side> sides = new ArrayList<>();
        sides.add(Side.floor("floor: jtokkit cl100k pass", d -> cl100k.countTokensOrdinary(d.text())));
        if (!language.equals("markdown")) {
            var grammar = Grammars.language(language);
            if (grammar.isPresent()) {
                // Parsed as kerf parses (ParseOnly), not through the official binding, which costs more.
                sides.add(Side.floor("floor: tree-sitter parse (" + language + ")", d -> ParseOnly.parses(language, d.text()) ? 1 : 0));
            }
        }
        ChunkOptions options = ChunkOptions.builder().maxTokens(MAX_TOKENS).build();
        Kerf picked = Kerf.create(options);
        Kerf generic = Kerf.create(options, new GenericSegmenter());
        sides.add(new Side("kerf, structure it picks", Side.Kind.KERF,
                d -> picked.chunk(Source.fromText(d.text()).withPath(d.path())), o -> ((Chunk) o).text()));
        sides.add(new Side("kerf, generic pinned", Side.Kind.KERF,
                d -> generic.chunk(Source.fromText(d.text()).withPath(d.path())), o -> ((Chunk) o).text()));
        if (!language.equals("markdown")) {
            // Structure without a parse: functions, classes and blocks found by delimiter patterns.
            Kerf delimiter = Kerf.create(options, DelimiterSegmenter.forLanguage(language));
            sides.add(new Side("kerf, delimiter pinned", Side.Kind.KERF,
                    d -> delimiter.chunk(Source.fromText(d.text()).withPath(d.path())), o -> ((Chunk) o).text()));
        }

        DocumentSplitter langchain4j = DocumentSplitters.recursive(MAX_TOKENS, 0, new Cl100kEstimator());
        sides.add(new Side("langchain4j DocumentSplitters.recursive", Side.Kind.PEER,
                d -> langchain4j.split(Document.from(d.text(), Metadata.from("file_name", d.path()))), o -> ((TextSegment) o).text()));

        TokenTextSplitter spring = TokenTextSplitter.builder().withChunkSize(MAX_TOKENS).build();
        sides.add(new Side("Spring AI TokenTextSplitter", Side.Kind.PEER,
                d -> spring.split(new org.springframework.ai.document.Document(d.text(), Map.of("source", d.path()))),
                o -> ((org.springframework.ai.document.Document) o).getText()));
        return sides;
    }

    /** The name of the structure kerf used for one chunk, to say in the table what kerf picked. */
    static String strategy(Object chunk) {
        return chunk instanceof Chunk c ? c.strategy() : "";
    }
}
