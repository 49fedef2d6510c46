package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The real script, when node and npm are there (skipped otherwise): two tiny texts, one run of Node. */
class NodePeersTest {
    @Test
    void bothPeersChunkABenchmarkInOneRunAndAParseFailureIsKept() throws IOException {
        NodePeers.Prepared prepared = NodePeers.prepare(null, EvalOptions.PEER_TOKENS);
        assumeTrue(prepared.peers().isPresent(), "Node peers not available: " + prepared.reason());
        NodePeers node = prepared.peers().get();
        Map<String, Corpus> corpora = new LinkedHashMap<>();
        corpora.put("good.py", new Corpus("good.py", Path.of("good.py"), "def a():\n    return 1\n\n\ndef b():\n    return 2\n"));
        corpora.put("bad.py", new Corpus("bad.py", Path.of("bad.py"), ")))) ((( def"));
        Benchmark benchmark = new Benchmark("tiny", List.of(), corpora, CodeAnalyzer::new);

        List<Chunker> rows = node.chunkers(benchmark, "python");
        assertThat(rows).extracting(Chunker::shortLabel).containsExactly("LangChain.js 256", "LlamaIndex 1024 chars");
        Corpus good = corpora.get("good.py");
        for (Chunker row : rows) {
            List<LocatedChunk> chunks = row.chunk(good);
            assertThat(chunks).isNotEmpty();
            assertThat(chunks.getFirst().range().start()).isZero();
            assertThat(chunks.getLast().range().end()).isEqualTo(good.text().length() - 1); // trimmed: no final line break
        }
        assertThat(rows.get(0).chunk(corpora.get("bad.py"))).hasSize(1);
        NodePeerChunker llamaIndex = (NodePeerChunker) rows.get(1);
        assertThat(llamaIndex.chunk(corpora.get("bad.py"))).isEmpty();
        assertThat(llamaIndex.failures()).hasSize(1).first().asString().startsWith("bad.py: ");
        assertThat(node.batches()).isEqualTo(1);
    }

    @Test
    void everyCodeLanguageGetsBothPeersAndJavaScriptGetsLangChainsJsSeparators() {
        NodePeers.Source none = (peer, corpus) -> NodePeers.Result.failed(peer, corpus.id(), "unused");
        for (String language : NodePeers.CODE_LANGUAGES) {
            assertThat(NodePeers.peersOf(language)).as(language).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        }
        assertThat(NodePeers.peersOf("text")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.langChainLanguage("javascript")).isEqualTo("js");
        assertThat(NodePeers.langChainLanguage("typescript")).isEqualTo("js");
        assertThat(NodePeers.langChainLanguage("rust")).isEqualTo("rust");
        assertThat(NodePeers.langChainLanguage("c")).isEqualTo("cpp");
        assertThat(NodePeers.langChainLanguage("c_sharp")).isEqualTo("java");
        assertThat(NodePeers.langChainLanguage("kotlin")).isEqualTo("java");
        assertThat(NodePeers.langChainLanguage("objc")).isEqualTo("cpp");
        assertThat(NodePeers.langChainLanguage("solidity")).isEqualTo("sol");
        // Languages LangChain.js has no separators for get its plain splitter, as its users do; Dart,
        // Bash, Haskell, Julia, R and PowerShell get no LlamaIndex row (no wasm grammar runs for
        // them on the pinned web-tree-sitter).
        for (String language : NodePeers.PLAIN_LANGUAGES) {
            assertThat(NodePeers.langChainLanguage(language)).as(language).isNull();
            assertThat(NodePeerChunker.langChain(none, language, EvalOptions.PEER_TOKENS).config()).endsWith("default separators");
        }
        assertThat(NodePeers.peersOf("lua")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.peersOf("dart")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.peersOf("bash")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.peersOf("haskell")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.peersOf("julia")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.peersOf("ocaml")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.peersOf("elm")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.peersOf("groovy")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.peersOf("yaml")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.peersOf("json")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.langChainLanguage("groovy")).isEqualTo("java");
        // CUDA and Starlark get the separators of the languages they extend; CUDA LlamaIndex with C++'s grammar.
        assertThat(NodePeers.peersOf("cuda")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.langChainLanguage("cuda")).isEqualTo("cpp");
        assertThat(NodePeers.peersOf("starlark")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.langChainLanguage("starlark")).isEqualTo("python");
        // Single-file components: LangChain.js's HTML separators for both; LlamaIndex the Vue
        // grammar of tree-sitter-wasms, which has none for Svelte.
        assertThat(NodePeers.peersOf("vue")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.peersOf("svelte")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.langChainLanguage("vue")).isEqualTo("html");
        assertThat(NodePeers.langChainLanguage("svelte")).isEqualTo("html");
        assertThat(NodePeerChunker.langChain(none, "svelte", EvalOptions.PEER_TOKENS).config()).endsWith("fromLanguage(html)");
        // HTML pages with inline scripts and styles: LangChain.js's HTML separators, LlamaIndex the HTML
        // grammar of tree-sitter-wasms.
        assertThat(NodePeers.peersOf("html")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.langChainLanguage("html")).isEqualTo("html");
        assertThat(NodePeerChunker.langChain(none, "html", EvalOptions.PEER_TOKENS).config()).endsWith("fromLanguage(html)");
        // Jupyter notebooks: LangChain.js has no separators for notebooks or JSON and gets its plain
        // splitter; LlamaIndex the JSON grammar of tree-sitter-wasms (it has none for notebooks).
        assertThat(NodePeers.peersOf("jupyter")).containsExactly(NodePeers.LANGCHAIN, NodePeers.LLAMAINDEX);
        assertThat(NodePeers.langChainLanguage("jupyter")).isNull();
        assertThat(NodePeerChunker.langChain(none, "jupyter", EvalOptions.PEER_TOKENS).config()).endsWith("default separators");
        // Documentation sets: LangChain.js with its Markdown separators, and no LlamaIndex (its splitter is for code).
        assertThat(NodePeers.peersOf("markdown")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.langChainLanguage("markdown")).isEqualTo("markdown");
        // reStructuredText gets LangChain.js's rst separators; it has none for AsciiDoc, which gets
        // the plain splitter; neither gets LlamaIndex.
        assertThat(NodePeers.peersOf("restructuredtext")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.langChainLanguage("restructuredtext")).isEqualTo("rst");
        assertThat(NodePeerChunker.langChain(none, "restructuredtext", EvalOptions.PEER_TOKENS).config()).endsWith("fromLanguage(rst)");
        assertThat(NodePeers.peersOf("asciidoc")).containsExactly(NodePeers.LANGCHAIN);
        assertThat(NodePeers.langChainLanguage("asciidoc")).isNull();
        assertThat(NodePeerChunker.langChain(none, "asciidoc", EvalOptions.PEER_TOKENS).config()).endsWith("default separators");
        assertThat(NodePeerChunker.langChain(none, "javascript", EvalOptions.PEER_TOKENS).config()).endsWith("fromLanguage(js)");
    }

    @Test
    void bothPeersChunkEveryCodeLanguage() throws IOException {
        NodePeers.Prepared prepared = NodePeers.prepare(null, EvalOptions.PEER_TOKENS);
        assumeTrue(prepared.peers().isPresent(), "Node peers not available: " + prepared.reason());
        NodePeers node = prepared.peers().get();
        Map<String, String> samples = Map.ofEntries(
                Map.entry("java", "class A {\n  int a() {\n    return 1;\n  }\n}\n"),
                Map.entry("python", "def a():\n    return 1\n\n\ndef b():\n    return 2\n"),
                Map.entry("go", "package main\n\nfunc a() int {\n\treturn 1\n}\n\nfunc b() int {\n\treturn 2\n}\n"),
                Map.entry("rust", "fn a() -> i32 {\n    1\n}\n\nfn b() -> i32 {\n    2\n}\n"),
                Map.entry("javascript", "function a() {\n  return 1;\n}\n\nfunction b() {\n  return 2;\n}\n"),
                Map.entry("typescript", "function a(): number {\n  return 1;\n}\n\nfunction b(): number {\n  return 2;\n}\n"),
                Map.entry("ruby", "def a\n  1\nend\n\ndef b\n  2\nend\n"),
                Map.entry("cpp", "namespace n {\nint a() {\n  return 1;\n}\n}  // namespace n\n"),
                Map.entry("c", "int a(void) {\n  return 1;\n}\n\nint b(void) {\n  return 2;\n}\n"),
                Map.entry("php", "<?php\n\nfunction a(): int\n{\n    return 1;\n}\n\nfunction b(): int\n{\n    return 2;\n}\n"),
                Map.entry("swift", "func a() -> Int {\n    return 1\n}\n\nfunc b() -> Int {\n    return 2\n}\n"),
                Map.entry("scala", "object A {\n  def a(): Int = 1\n\n  def b(): Int = 2\n}\n"),
                Map.entry("c_sharp", "class A\n{\n    int B()\n    {\n        return 1;\n    }\n}\n"),
                Map.entry("kotlin", "class A {\n    fun a(): Int = 1\n\n    fun b(): Int {\n        return 2\n    }\n}\n"),
                Map.entry("elixir", "defmodule A do\n  def a, do: 1\n\n  def b do\n    2\n  end\nend\n"),
                Map.entry("lua", "local M = {}\n\nfunction M.a()\n  return 1\nend\n\nreturn M\n"),
                Map.entry("bash", "#!/bin/bash\na() {\n  echo 1\n}\n\nb() {\n  echo 2\n}\n"),
                Map.entry("dart", "class A {\n  int a() {\n    return 1;\n  }\n}\n"),
                Map.entry("haskell", "module A where\n\na :: Int\na = 1\n\nb :: Int -> Int\nb x = x + 1\n"),
                Map.entry("objc", "#import \"A.h\"\n\n@implementation A\n- (int)a {\n  return 1;\n}\n@end\n"),
                Map.entry("ocaml", "let a () = 1\n\nlet b x =\n  x + 1\n"),
                Map.entry("zig", "const std = @import(\"std\");\n\npub fn a() i32 {\n    return 1;\n}\n"),
                Map.entry("julia", "function a()\n    return 1\nend\n\nb(x) = x + 1\n"),
                Map.entry("r", "a <- function() {\n  1\n}\n\nb <- function(x) {\n  x + 1\n}\n"),
                Map.entry("powershell", "function Get-A {\n    return 1\n}\n\nfunction Get-B {\n    return 2\n}\n"),
                Map.entry("groovy", "class A {\n    def a() {\n        1\n    }\n}\n"),
                Map.entry("cuda", "__global__ void a(float *x) {\n  x[threadIdx.x] = 1;\n}\n\nint main() {\n  a<<<1, 32>>>(nullptr);\n}\n"),
                Map.entry("starlark", "load(\"//a:b.bzl\", \"c\")\n\nc(\n    name = \"a\",\n    srcs = [\"a.cc\"],\n)\n"),
                Map.entry("perl", "package A;\n\nsub a {\n    return 1;\n}\n\n1;\n"),
                Map.entry("fsharp", "module A\n\nlet a () = 1\n\nlet b x =\n    x + 1\n"),
                Map.entry("elm", "module A exposing (a)\n\na : Int -> Int\na x =\n    x + 1\n"),
                Map.entry("nix", "{ lib, ... }:\n{\n  a = 1;\n  b = x: x + 1;\n}\n"),
                Map.entry("commonlisp", "(in-package :a)\n\n(defun a ()\n  1)\n\n(defun b (x)\n  (+ x 1))\n"),
                Map.entry("hcl", "variable \"a\" {\n  type = string\n}\n\nresource \"b\" \"c\" {\n  name = var.a\n}\n"),
                Map.entry("vue", "<template>\n  <div>{{ a }}</div>\n</template>\n\n<script>\nexport default {\n  data() {\n    return { a: 1 };\n  }\n};\n</script>\n"),
                Map.entry("svelte", "<script>\n  export let a = 1;\n</script>\n\n<div>{a}</div>\n\n<style>\n  div { color: red; }\n</style>\n"),
                Map.entry("html", "<!DOCTYPE html>\n<html>\n<head>\n<style>\n  p { color: red; }\n</style>\n</head>\n<body>\n<p id=\"a\">a</p>\n<script>\n  document.getElementById('a').textContent = 'b';\n</script>\n</body>\n</html>\n"),
                Map.entry("jupyter", "{\n \"cells\": [\n  {\n   \"cell_type\": \"markdown\",\n   \"metadata\": {},\n"
                        + "   \"source\": [\n    \"# A\"\n   ]\n  },\n  {\n   \"cell_type\": \"code\",\n"
                        + "   \"execution_count\": null,\n   \"metadata\": {},\n   \"outputs\": [],\n"
                        + "   \"source\": [\n    \"def a():\\n\",\n    \"    return 1\"\n   ]\n  }\n ],\n"
                        + " \"metadata\": {},\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}\n"),
                Map.entry("yaml", "a:\n  b: 1\n  c:\n    - d\n    - e\nf: |\n  text\n"),
                Map.entry("json", "{\n  \"a\": {\n    \"b\": 1\n  },\n  \"c\": [\n    \"d\"\n  ]\n}\n"),
                Map.entry("solidity", "pragma solidity ^0.8.20;\n\ncontract A {\n    function a() public pure returns (uint256) {\n        return 1;\n    }\n}\n"));
        assertThat(samples.keySet()).containsAll(NodePeers.CODE_LANGUAGES).containsAll(NodePeers.PLAIN_LANGUAGES);
        Map<String, Corpus> corpora = new java.util.TreeMap<>();
        samples.forEach((language, text) -> corpora.put(language, new Corpus("a", Path.of("a"), text)));
        // every language in one run of Node (a run each took 80 s); the rows below read what it gave
        node.chunkAhead(corpora.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, e -> List.of(e.getValue()))));
        for (Map.Entry<String, Corpus> sample : corpora.entrySet()) {
            Corpus corpus = sample.getValue();
            Benchmark benchmark = new Benchmark("tiny", List.of(), Map.of("a", corpus), CodeAnalyzer::new);
            for (Chunker row : node.chunkers(benchmark, sample.getKey())) {
                NodePeerChunker peer = (NodePeerChunker) row;
                assertThat(peer.chunk(corpus)).as(sample.getKey() + " " + peer.shortLabel()).isNotEmpty();
                assertThat(peer.failures()).as(sample.getKey() + " " + peer.shortLabel()).isEmpty();
            }
        }
        assertThat(node.batches()).as("runs of Node").isEqualTo(1);
    }

    @Test
    void langChainChunksReStructuredTextWithItsRstSeparatorsAndAsciiDocWithItsPlainSplitter() throws IOException {
        NodePeers.Prepared prepared = NodePeers.prepare(null, EvalOptions.PEER_TOKENS);
        assumeTrue(prepared.peers().isPresent(), "Node peers not available: " + prepared.reason());
        NodePeers node = prepared.peers().get();
        Map<String, Corpus> texts = Map.of(
                "restructuredtext", new Corpus("guide.rst", Path.of("guide.rst"),
                        "Guide\n=====\n\nSome words.\n\nInstall\n-------\n\n.. code-block:: sh\n\n    pip install a\n"),
                "asciidoc", new Corpus("guide.adoc", Path.of("guide.adoc"),
                        "= Guide\n\nSome words.\n\n== Install\n\n[source,sh]\n----\npip install a\n----\n"));
        node.chunkAhead(Map.of("restructuredtext", List.of(texts.get("restructuredtext")), "asciidoc", List.of(texts.get("asciidoc"))));
        for (Map.Entry<String, Corpus> text : texts.entrySet()) {
            Corpus corpus = text.getValue();
            Benchmark benchmark = new Benchmark("tiny", List.of(), Map.of(corpus.id(), corpus), CodeAnalyzer::new);
            List<Chunker> rows = node.chunkers(benchmark, text.getKey());
            assertThat(rows).extracting(Chunker::config).containsExactly(text.getKey().equals("asciidoc")
                    ? "256 tokens, no overlap, default separators" : "256 tokens, no overlap, fromLanguage(rst)");
            NodePeerChunker peer = (NodePeerChunker) rows.getFirst();
            assertThat(peer.chunk(corpus)).as(text.getKey()).isNotEmpty();
            assertThat(peer.failures()).as(text.getKey()).isEmpty();
        }
        assertThat(node.batches()).as("runs of Node").isEqualTo(1);
    }

    @Test
    void langChainChunksMarkdownWithItsMarkdownSeparators() throws IOException {
        NodePeers.Prepared prepared = NodePeers.prepare(null, EvalOptions.PEER_TOKENS);
        assumeTrue(prepared.peers().isPresent(), "Node peers not available: " + prepared.reason());
        String markdown = "# Guide\n\nSome words.\n\n## Install\n\nRun `npm i`.\n";
        Corpus corpus = new Corpus("guide.md", Path.of("guide.md"), markdown);
        Benchmark benchmark = new Benchmark("tiny", List.of(), Map.of("guide.md", corpus), CodeAnalyzer::new);
        List<Chunker> rows = prepared.peers().get().chunkers(benchmark, "markdown");
        assertThat(rows).extracting(Chunker::config).containsExactly("256 tokens, no overlap, fromLanguage(markdown)");
        NodePeerChunker peer = (NodePeerChunker) rows.getFirst();
        assertThat(peer.chunk(corpus)).isNotEmpty();
        assertThat(peer.failures()).isEmpty();
    }
}
