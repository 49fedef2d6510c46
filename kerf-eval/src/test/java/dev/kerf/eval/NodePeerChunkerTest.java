package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Node rows without Node: the script's lines, locating its chunks, and how failures are told. */
class NodePeerChunkerTest {
    private static final Corpus GOOD = new Corpus("good.py", Path.of("good.py"), "def a():\n    return 1\n\n\ndef b():\n    return 2\n");
    private static final Corpus BAD = new Corpus("bad.py", Path.of("bad.py"), ")))) ((( def");

    @Test
    void aLineOfChunksAndALineOfErrorAreRead() throws IOException {
        NodePeers.Result chunks = NodePeers.Result.parse("{\"peer\":\"langchain.js\",\"id\":\"a.py\",\"chunks\":[\"x\",\"y\\nz\"]}");
        assertThat(chunks).isEqualTo(new NodePeers.Result("langchain.js", "a.py", List.of("x", "y\nz"), null));
        NodePeers.Result error = NodePeers.Result.parse("{\"peer\":\"llamaindex\",\"id\":\"b.py\",\"error\":\"Could not parse\"}");
        assertThat(error.chunks()).isEmpty();
        assertThat(error.error()).isEqualTo("Could not parse");
    }

    @Test
    void aLineWithNeitherChunksNorErrorIsRefused() {
        assertThatThrownBy(() -> NodePeers.Result.parse("{\"peer\":\"llamaindex\",\"id\":\"b.py\"}")).isInstanceOf(IOException.class);
        assertThatThrownBy(() -> NodePeers.Result.parse("{\"ready\":true}")).isInstanceOf(IOException.class);
    }

    @Test
    void llamaIndexRunsOnCodeOnly() {
        assertThat(NodePeers.peersOf("java")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.peersOf("text")).containsExactly(NodePeers.LANGCHAIN);
    }

    @Test
    void trimmedChunksAreFoundBackAndBlankOnesSkipped() throws IOException {
        NodePeers.Source source = (peer, corpus) ->
                new NodePeers.Result(peer, corpus.id(), List.of("def a():\n    return 1", "  ", "def b():\n    return 2"), null);
        NodePeerChunker chunker = NodePeerChunker.llamaIndex(source, EvalOptions.PEER_TOKENS);
        List<LocatedChunk> chunks = chunker.chunk(GOOD);
        assertThat(chunks).extracting(LocatedChunk::range).containsExactly(new CharRange(0, 21), new CharRange(24, 45));
        assertThat(chunks.getFirst().tokens()).isEqualTo(Cl100k.count("def a():\n    return 1"));
        assertThat(chunker.note()).isEqualTo("LlamaIndex 1024 chars: 2 chunks located, 0 of them only by searching from the start of their corpus;"
                + " failed on none of the 1 corpora.");
    }

    @Test
    void aCorpusThePeerFailedOnHasNoChunksAndIsCountedInTheNote() throws IOException {
        Map<String, NodePeers.Result> results = Map.of(
                GOOD.id(), new NodePeers.Result("llamaindex", GOOD.id(), List.of(GOOD.text().strip()), null),
                BAD.id(), NodePeers.Result.failed("llamaindex", BAD.id(), "Could not parse code with language"));
        NodePeerChunker chunker = NodePeerChunker.llamaIndex((peer, corpus) -> results.get(corpus.id()), EvalOptions.PEER_TOKENS);
        assertThat(chunker.chunk(GOOD)).hasSize(1);
        assertThat(chunker.chunk(BAD)).isEmpty();
        assertThat(chunker.failures()).containsExactly("bad.py: Could not parse code with language");
        assertThat(chunker.note()).endsWith(
                "; failed on 1 of 2 corpora, which have no chunks (first: bad.py: Could not parse code with language).");
    }

    @Test
    void aChunkThatIsNotInTheTextIsCountedNotFatal() throws IOException {
        NodePeerChunker chunker = NodePeerChunker.langChain(
                (peer, corpus) -> new NodePeers.Result(peer, corpus.id(), List.of("def a():", "nowhere at all"), null), "python",
                EvalOptions.PEER_TOKENS);
        assertThat(chunker.chunk(GOOD)).hasSize(1);
        assertThat(chunker.note()).contains("1 chunks not found in their corpus, left out");
        assertThat(chunker.config()).isEqualTo("256 tokens, no overlap, fromLanguage(python)");
    }

    @Test
    void withoutTheScriptTheReasonIsGiven() {
        NodePeers.Prepared prepared = NodePeers.prepare(Path.of("no-such-peers-js"), EvalOptions.PEER_TOKENS);
        assertThat(prepared.peers()).isEmpty();
        assertThat(prepared.reason()).contains("chunk.mjs not found");
    }
}
