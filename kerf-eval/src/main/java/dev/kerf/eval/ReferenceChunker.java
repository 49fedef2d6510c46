package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * The reference row: Chroma's recursive splitter at a token size with no overlap, its chunks
 * located as Chroma locates them. It also counts how many chunks that location puts somewhere
 * other than where they were cut (an earlier copy of the same text), which Chroma's scores
 * silently include.
 */
public final class ReferenceChunker implements Chunker {
    private final int tokens;
    private final RecursiveSplitter splitter;
    private int misplaced;

    public ReferenceChunker(int tokens) {
        this.tokens = tokens;
        this.splitter = RecursiveSplitter.chroma(tokens);
    }

    @Override
    public String name() {
        return "LangChain recursive (Chroma)";
    }

    @Override
    public String shortLabel() {
        return "Chroma ref " + tokens;
    }

    @Override
    public String config() {
        return tokens + " tokens, no overlap";
    }

    @Override
    public List<LocatedChunk> chunk(Corpus corpus) {
        List<LocatedChunk> located = new ArrayList<>();
        int cursor = 0;
        for (String text : splitter.split(corpus.text())) {
            CharRange range = ChunkLocator.locate(corpus.text(), text);
            int cutAt = corpus.text().indexOf(text, cursor);
            if (cutAt >= 0) {
                if (cutAt != range.start()) {
                    misplaced++;
                }
                cursor = cutAt + text.length();
            }
            located.add(new LocatedChunk(corpus.id(), range, text, Cl100k.count(text)));
        }
        return located;
    }

    /** Chunks so far that Chroma's location put at an earlier copy of their text. */
    public int misplaced() {
        return misplaced;
    }
}
