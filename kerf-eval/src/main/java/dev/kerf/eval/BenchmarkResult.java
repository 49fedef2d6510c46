package dev.kerf.eval;

import java.util.List;

/** A benchmark scored with one retriever, with its rows in the order of the chunkers that made them. */
public record BenchmarkResult(
        Benchmark benchmark, String retriever, String source, List<Chunker> chunkers, List<EvalRow> rows) {
    public BenchmarkResult {
        chunkers = List.copyOf(chunkers);
        rows = List.copyOf(rows);
    }

    /** The benchmark and retriever, as a heading or chart panel names them. */
    public String title() {
        return benchmark.name() + " — " + retriever;
    }

    /** The label and row of Chroma's reference chunker, when this benchmark has one (the prose set). */
    public java.util.Optional<java.util.Map.Entry<String, EvalRow>> reference() {
        for (int i = 0; i < chunkers.size(); i++) {
            if (chunkers.get(i) instanceof ReferenceChunker) {
                return java.util.Optional.of(java.util.Map.entry(chunkers.get(i).shortLabel(), rows.get(i)));
            }
        }
        return java.util.Optional.empty();
    }

    /** The row whose chunker has this short label. */
    public EvalRow row(String shortLabel) {
        for (int i = 0; i < chunkers.size(); i++) {
            if (chunkers.get(i).shortLabel().equals(shortLabel)) {
                return rows.get(i);
            }
        }
        throw new IllegalArgumentException("no row " + shortLabel);
    }
}
