package dev.kerf.eval;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A Node peer as a row: its chunk texts (from {@link NodePeers}) found back in the corpus with
 * {@link SequentialLocator}, as LangChain4j's are (both splitters trim their chunks). A corpus the
 * peer threw on has no chunks, so coverage shows the loss, and the note counts those corpora.
 */
public final class NodePeerChunker implements Chunker {
    /**
     * LlamaIndex's CodeSplitter counts characters, not tokens: the peers' limit in tokens at
     * OpenAI's rule of thumb of 4 chars a token, as kerf-bench sets it at 512. It is a ceiling: code
     * here runs 4.5 to 5.3 chars a token, and the splitter packs whole syntax nodes, so its chunks
     * come out smaller.
     */
    static int maxChars(int tokens) {
        return tokens * 4;
    }

    private final NodePeers.Source source;
    private final String peer;
    private final String name;
    private final String shortLabel;
    private final String config;
    private int corpora;
    private int chunks;
    private int foundFromStart;
    private int notFound;
    private final List<String> failures = new ArrayList<>();

    NodePeerChunker(NodePeers.Source source, String peer, String name, String shortLabel, String config) {
        this.source = source;
        this.peer = peer;
        this.name = name;
        this.shortLabel = shortLabel;
        this.config = config;
    }

    /**
     * LangChain.js's RecursiveCharacterTextSplitter at {@code tokens} cl100k tokens, no overlap: {@code
     * fromLanguage(...)} on code (java, python, go, rust, ruby, and js for JavaScript and
     * TypeScript); on prose, and on code it has no separators for (Elixir, Lua, Dart, Bash), the plain splitter with its default separators (paragraphs, lines,
     * words, chars). The Chroma corpora are {@code .md} files with no Markdown in
     * them (no headings, no fences), and the plain splitter is what LangChain's guides use for text
     * and what Chroma's reference row runs (in Python).
     */
    static NodePeerChunker langChain(NodePeers.Source source, String language, int tokens) {
        String separators = NodePeers.langChainLanguage(language) == null
                ? "default separators"
                : "fromLanguage(" + NodePeers.langChainLanguage(language) + ")";
        return new NodePeerChunker(source, NodePeers.LANGCHAIN, "LangChain.js recursive", "LangChain.js " + tokens,
                tokens + " tokens, no overlap, " + separators);
    }

    /**
     * LlamaIndex's tree-sitter CodeSplitter at {@link #maxChars} of {@code tokens}; code only. It
     * throws on a file whose tree starts with an error, and it drops any node over the limit that has no children
     * (a long comment, such as a JDK licence header): coverage shows that loss.
     */
    static NodePeerChunker llamaIndex(NodePeers.Source source, int tokens) {
        int maxChars = maxChars(tokens);
        return new NodePeerChunker(source, NodePeers.LLAMAINDEX, "LlamaIndex CodeSplitter",
                "LlamaIndex " + maxChars + " chars", maxChars + " chars (" + tokens + " tokens at 4 chars each)");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String shortLabel() {
        return shortLabel;
    }

    @Override
    public String config() {
        return config;
    }

    @Override
    public List<LocatedChunk> chunk(Corpus corpus) throws IOException {
        corpora++;
        NodePeers.Result result = source.chunks(peer, corpus);
        List<LocatedChunk> located = new ArrayList<>();
        if (result.error() != null) {
            failures.add(corpus.id() + ": " + result.error());
            return located;
        }
        SequentialLocator locator = new SequentialLocator(corpus.text());
        for (String text : result.chunks()) {
            if (text.isBlank()) {
                continue; // LlamaIndex emits an empty chunk now and then; it holds nothing to retrieve
            }
            try {
                located.add(new LocatedChunk(corpus.id(), locator.next(text), text, Cl100k.count(text)));
            } catch (IllegalStateException e) {
                notFound++; // a chunk that is not in the text: counted in the note, not fatal
            }
        }
        foundFromStart += locator.foundFromStart();
        chunks += located.size();
        return located;
    }

    @Override
    public String note() {
        StringBuilder note = new StringBuilder(String.format(Locale.ROOT,
                "%s: %d chunks located, %d of them only by searching from the start of their corpus",
                shortLabel, chunks, foundFromStart));
        if (notFound > 0) {
            note.append(String.format(Locale.ROOT, "; %d chunks not found in their corpus, left out", notFound));
        }
        if (failures.isEmpty()) {
            note.append(String.format(Locale.ROOT, "; failed on none of the %d corpora.", corpora));
        } else {
            note.append(String.format(Locale.ROOT, "; failed on %d of %d corpora, which have no chunks (first: %s).",
                    failures.size(), corpora, NodePeers.abbreviate(failures.getFirst())));
        }
        return note.toString();
    }

    /** The corpora the peer failed on, each as {@code id: error}. */
    List<String> failures() {
        return List.copyOf(failures);
    }
}
