package dev.kerf.bench;

import dev.kerf.Kerf;
import dev.kerf.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;

/**
 * Two checks of the syntax structure from issue 4: a 10,000-line file parsed and chunked warm
 * (the tree-sitter chunking target is well under 100 ms; spec 002 in docs/specs.md), and the
 * process's resident memory outside the Java heap after 1,000 and after 10,000 parses (it should
 * grow by less than 50 MB: every tree is closed).
 */
final class SyntaxChecks {
    private SyntaxChecks() {}

    static void run(Corpus jdk, Kerf kerf) {
        // A 10,000-line Java file: the largest sources, joined as one class body's worth of text.
        StringBuilder big = new StringBuilder();
        var bySize = jdk.docs().stream().sorted(Comparator.comparingInt((Corpus.Doc d) -> d.text().length()).reversed()).toList();
        for (Corpus.Doc d : bySize) {
            if (big.toString().lines().count() >= 10_000) {
                break;
            }
            big.append(d.text());
        }
        String text = String.join("\n", big.toString().lines().limit(10_000).toList()) + "\n";
        Source source = Source.fromText(text).withPath("Big.java");
        double[] ms = new double[15];
        for (int i = -5; i < ms.length; i++) {
            long t0 = System.nanoTime();
            int n = kerf.chunk(source).size();
            if (i >= 0) {
                ms[i] = (System.nanoTime() - t0) / 1e6;
            }
            if (n < 0) {
                System.out.println();
            }
        }
        Arrays.sort(ms);
        System.out.printf(Locale.ROOT, "10,000-line Java file (%.0f KB), parsed and chunked warm: median %.1f ms%n",
                text.length() / 1024.0, ms[ms.length / 2]);

        long at1000 = 0;
        int parses = 0;
        outer:
        while (true) {
            for (Corpus.Doc d : jdk.docs()) {
                kerf.chunk(Source.fromText(d.text()).withPath(d.path()));
                parses++;
                if (parses == 1_000) {
                    at1000 = nativeKb();
                }
                if (parses == 10_000) {
                    break outer;
                }
            }
        }
        long at10000 = nativeKb();
        System.out.printf(Locale.ROOT, "Resident memory outside the Java heap after 1,000 parses: %.0f MB; after 10,000: %.0f MB (growth %.0f MB)%n",
                at1000 / 1024.0, at10000 / 1024.0, (at10000 - at1000) / 1024.0);
    }

    /**
     * Resident memory less the Java heap's committed size, after a GC: what native allocations
     * (tree-sitter trees, parsers) hold. The heap grows and shrinks on its own; native leaks do not.
     */
    private static long nativeKb() {
        // jtreesitter gives every Node an automatic arena, freed by a cleaner after GC: let it run.
        for (int i = 0; i < 3; i++) {
            System.gc();
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        long heap = java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted() / 1024;
        return rssKb() - heap;
    }

    /** VmRSS from /proc/self/status, in KB (0 where there is no /proc). */
    private static long rssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D+", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
