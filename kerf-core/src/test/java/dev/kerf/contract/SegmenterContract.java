package dev.kerf.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * What every segmenter must do, whatever text it is given, checked on generated input with the
 * segmenter pinned (not picked by kerf, so a structure that kerf would seldom pick first is tried
 * as often as the others). A test class per segmenter family extends this and names its
 * segmenters; kerf-core's test jar carries it, so that kerf-syntax runs it on every grammar.
 *
 * <ul>
 *   <li>its structure labels ranges of the text: every segment lies inside the text, and inside its
 *       parent, and siblings come in order without overlapping;
 *   <li>the chunks packed from it keep every invariant of {@link ChunkInvariants} (verbatim text,
 *       exact counts within the limit, nothing lost, exact positions), with and without overlap,
 *       and with a UTF-8 BOM before the text;
 *   <li>another thread chunking the same text gets the same chunks.
 * </ul>
 */
public abstract class SegmenterContract {
    /** The segmenters under test, each with a name for messages. */
    protected abstract List<Named> segmenters();

    /** A segmenter under test, named for the messages of a failure. */
    public record Named(String name, Segmenter segmenter) {}

    /** Segments looked at per structure: children are made lazily, and some texts have many. */
    private static final int MAX_SEGMENTS = 5_000;

    @Property(tries = 100)
    void theStructureLabelsRangesOfTheText(@ForAll("texts") String text) {
        for (Named n : segmenters()) {
            Structure s = n.segmenter().segment(text);
            Deque<List<Segment>> levels = new ArrayDeque<>();
            Deque<int[]> bounds = new ArrayDeque<>();
            levels.push(s.top());
            bounds.push(new int[] {0, text.length()});
            int seen = 0;
            while (!levels.isEmpty() && seen < MAX_SEGMENTS) {
                List<Segment> siblings = levels.pop();
                int[] within = bounds.pop();
                int previousEnd = within[0];
                for (Segment seg : siblings) {
                    seen++;
                    assertThat(seg.start()).as("%s: a segment starts inside its parent, after its elder sibling", n.name())
                            .isGreaterThanOrEqualTo(previousEnd);
                    assertThat(seg.end()).as("%s: a segment ends inside its parent", n.name())
                            .isLessThanOrEqualTo(within[1]).isGreaterThanOrEqualTo(seg.start());
                    previousEnd = seg.end();
                    if (seg.end() - seg.start() > 1 && seen < MAX_SEGMENTS) {
                        List<Segment> children = seg.children();
                        if (!children.isEmpty()) {
                            levels.push(children);
                            bounds.push(new int[] {seg.start(), seg.end()});
                        }
                    }
                }
            }
        }
    }

    @Property(tries = 100)
    void chunksKeepEveryInvariant(
            @ForAll("texts") String text,
            @ForAll @IntRange(min = 8, max = 160) int maxTokens,
            @ForAll @IntRange(min = 0, max = 2) int overlapQuarters,
            @ForAll boolean bom) {
        ChunkOptions options = ChunkOptions.builder().maxTokens(maxTokens).overlapRatio(overlapQuarters / 4.0 * 0.8).build();
        Source source = bom ? Source.fromBytes(withBom(text)) : Source.fromText(text);
        for (Named n : segmenters()) {
            Kerf kerf = Kerf.create(options, n.segmenter());
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source.withPath("gen"));
            if (!chunks.isEmpty()) {
                List<Chunk> elsewhere = CompletableFuture.supplyAsync(() -> kerf.chunk(source.withPath("gen"))).join();
                assertThat(elsewhere).as("%s: another thread gets the same chunks", n.name()).isEqualTo(chunks);
            }
        }
    }

    @Provide
    Arbitrary<String> texts() {
        return ContractInputs.texts();
    }

    private static byte[] withBom(String text) {
        byte[] body = text.replace("\u0000", "").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[body.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(body, 0, bytes, 3, body.length);
        return bytes;
    }
}
