package dev.kerf.eval;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentSplitter;
import dev.langchain4j.data.document.splitter.DocumentSplitters;
import dev.langchain4j.data.segment.TextSegment;
import java.util.ArrayList;
import java.util.List;

/**
 * LangChain4j's recommended splitter, {@code DocumentSplitters.recursive}: paragraphs, then lines,
 * sentences (OpenNLP), words and characters, merged up to a limit in {@code cl100k_base} tokens,
 * no overlap. It knows nothing of code. Its segments are texts with their own separators, so
 * their spans are found back with {@link SequentialLocator}; the segment text is what gets indexed.
 */
public final class LangChainRecursiveChunker implements Chunker {
    private final int maxTokens;
    private final DocumentSplitter splitter;
    private int foundFromStart;
    private int segments;

    public LangChainRecursiveChunker(int maxTokens) {
        this.maxTokens = maxTokens;
        this.splitter = DocumentSplitters.recursive(maxTokens, 0, new Cl100kTokenCountEstimator());
    }

    @Override
    public String name() {
        return "LangChain4j recursive";
    }

    @Override
    public String shortLabel() {
        return "LangChain4j " + maxTokens;
    }

    @Override
    public String config() {
        return maxTokens + " tokens, no overlap";
    }

    @Override
    public List<LocatedChunk> chunk(Corpus corpus) {
        List<LocatedChunk> located = new ArrayList<>();
        if (corpus.text().isBlank()) {
            return located;
        }
        SequentialLocator locator = new SequentialLocator(corpus.text());
        for (TextSegment segment : splitter.split(Document.from(corpus.text()))) {
            String text = segment.text();
            located.add(new LocatedChunk(corpus.id(), locator.next(text), text, Cl100k.count(text)));
        }
        foundFromStart += locator.foundFromStart();
        segments += located.size();
        return located;
    }

    @Override
    public String note() {
        return shortLabel() + ": " + segments + " segments located, " + foundFromStart
                + " of them only by searching from the start of their corpus.";
    }

    /** Segments so far that were found only by searching from the start of their corpus. */
    public int foundFromStart() {
        return foundFromStart;
    }
}
