package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Chunking on an interrupted thread stops instead of running to the end for nobody. */
class CancellationTest {
    private static final String PROSE = "The river ran high that spring, and the mill wheel turned all night. ".repeat(20_000);

    @Test
    void anInterruptedThreadGetsCancellationAndKeepsItsFlag() {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(16).build());
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> kerf.chunk(Source.fromText(PROSE).withPath("notes.txt"))).isInstanceOf(CancellationException.class);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
        // The same Kerf chunks the same text afterwards as if nothing happened.
        assertThat(kerf.chunk(Source.fromText("One. Two.").withPath("a.txt"))).hasSize(1);
    }

    @Test
    void aChunkingInterruptedMidWayStopsSoon() throws Exception {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(8).build());
        Source source = Source.fromText(PROSE).withPath("notes.txt");
        kerf.chunk(source); // warm up, so that the timed run is not mostly compilation
        long t0 = System.nanoTime();
        int whole = kerf.chunk(source).size();
        long wholeNanos = System.nanoTime() - t0;
        assertThat(whole).isGreaterThan(10_000);

        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                kerf.chunk(source);
            } catch (Throwable t) {
                thrown.set(t);
            }
        });
        worker.start();
        Thread.sleep(Math.max(1, wholeNanos / 10_000_000));
        long interrupted = System.nanoTime();
        worker.interrupt();
        worker.join();
        long after = System.nanoTime() - interrupted;
        assertThat(thrown.get()).as("interrupted a tenth of the way in").isInstanceOf(CancellationException.class);
        assertThat(after).as("stopped %d ms after the interrupt; the whole run takes %d ms", after / 1_000_000, wholeNanos / 1_000_000)
                .isLessThan(Math.max(wholeNanos / 2, 200_000_000L));
    }
}
