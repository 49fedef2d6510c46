package dev.kerf.internal.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A log file is cut between its entries: a line with the log's time stamp and the lines after it
 * without one (a stack trace, a Python traceback), never inside an entry that fits, nor inside
 * a stamp.
 */
class LogChunkingTest {

    /** A log and where each of its entries begins. */
    private record Log(String text, List<Integer> entryStarts) {}

    private static Log application(long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder();
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            starts.add(text.length());
            String stamp = String.format(java.util.Locale.ROOT, "2024-05-01 12:%02d:%02d,%03d", i / 60, i % 60, random.nextInt(1000));
            switch (random.nextInt(6)) {
                case 0 -> text.append(stamp).append(" ERROR [worker-").append(i % 4).append("] o.e.Ledger - posting ").append(i)
                        .append(" failed\njava.sql.SQLException: deadlock detected\n\tat org.example.Ledger.post(Ledger.java:")
                        .append(40 + i % 20).append(")\n\tat org.example.Worker.run(Worker.java:12)\nCaused by: org.postgresql.PSQLException: timeout\n\t... 4 more\n");
                case 1 -> text.append(stamp).append(" ERROR root: job ").append(i).append(" crashed\nTraceback (most recent call last):\n")
                        .append("  File \"jobs.py\", line ").append(i).append(", in run\n    total = post(entry)\nValueError: amount must be positive\n");
                default -> text.append(stamp).append(random.nextBoolean() ? " INFO " : " WARN ").append("[main] o.e.Server - request ").append(i)
                        .append(" served in ").append(random.nextInt(900)).append(" ms. Cache hit: ").append(random.nextBoolean()).append(".\n");
            }
        }
        return new Log(text.toString(), starts);
    }

    private static List<Chunk> chunk(String text, int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(maxTokens >= 128).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("logs/app.log"));
    }

    @ParameterizedTest
    @ValueSource(ints = {96, 256, 1024})
    void aChunkBeginsOnlyWhereAnEntryDoes(int maxTokens) {
        Log log = application(maxTokens);
        List<Chunk> chunks = chunk(log.text(), maxTokens);
        assertThat(chunks).hasSizeGreaterThan(1).allSatisfy(c -> {
            assertThat(log.entryStarts()).as(c.text()).contains(c.span().charStart());
            assertThat(c.language()).isEqualTo("log");
            assertThat(c.metadata()).containsEntry("name", "Log module 'logs.app'");
        });
    }

    @ParameterizedTest
    @ValueSource(ints = {64, 256})
    void syslogDaysOfOneAndTwoDigitsOpenEntriesAlike(int maxTokens) {
        StringBuilder text = new StringBuilder();
        List<Integer> starts = new ArrayList<>();
        for (int day = 1; day <= 20; day++) {
            for (int i = 0; i < 4; i++) {
                starts.add(text.length());
                text.append(String.format(java.util.Locale.ROOT, "May %2d 0%d:1%d:2%d host sshd[%d]: Accepted publickey for deploy from 10.0.0.%d%n",
                        day, i, i, i, 1000 + day * 10 + i, day));
                if (i == 2) {
                    // Lines of the entry without a stamp, not indented either.
                    text.append("key fingerprint SHA256:abcdefghijklmnopqrstuvwxyz0123456789\nsession opened for user deploy\n");
                }
            }
        }
        String log = text.toString();
        assertThat(chunk(log, maxTokens)).hasSizeGreaterThan(1)
                .allSatisfy(c -> assertThat(starts).as(c.text()).contains(c.span().charStart()));
    }
}
