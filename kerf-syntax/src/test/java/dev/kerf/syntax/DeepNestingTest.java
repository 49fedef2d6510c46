package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Code nested thousands deep (generated code) overflowed the stack while its chunks were packed,
 * and which structure they then fell back to depended on the thread's stack size and on the JIT:
 * 297 generic chunks on one run, 298 delimiter chunks on the next, in one JVM (guarantee 6).
 * Packing now walks at most a fixed depth into nested segments, so the chunks are the same on
 * every thread.
 */
class DeepNestingTest {
    private static final Kerf KERF = Kerf.create(ChunkOptions.builder().maxTokens(512).build());

    private static List<Chunk> onThread(Source source, long stackBytes) throws InterruptedException {
        AtomicReference<List<Chunk>> chunks = new AtomicReference<>();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                chunks.set(KERF.chunk(source));
            } catch (Throwable e) {
                failed.set(e);
            }
        }, "deep", stackBytes);
        t.start();
        t.join();
        assertThat(failed.get()).isNull();
        return chunks.get();
    }

    @Test
    void deeplyNestedCodeGivesTheSameChunksOnEveryThread() throws Exception {
        int depth = 3_000;
        String code = "class A { void f() {\n" + "if (x) {\n".repeat(depth) + "y();\n" + "}\n".repeat(depth) + "} }\n";
        Source source = Source.fromText(code).withPath("Deep.java");
        List<Chunk> first = ChunkInvariants.chunkAndCheck(KERF, source);
        assertThat(first).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        List<List<Chunk>> others = new ArrayList<>();
        for (long stack : new long[] {256 << 10, 1 << 20, 16 << 20}) {
            for (int run = 0; run < 3; run++) {
                others.add(onThread(source, stack));
            }
        }
        assertThat(others).allSatisfy(chunks -> assertThat(chunks).isEqualTo(first));
    }
}
