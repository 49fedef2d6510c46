// The Node peers' chunks, for kerf-eval to score beside kerf's (peers.mjs times them; this keeps them).
//
//   node chunk.mjs TEXTS.jsonl --tokens N --max-chars M
//
// Input: a JSON Lines file, one text a line: {"id", "language", "text"}, the language one of java,
// python, go, rust, javascript, typescript, ruby, cpp, c, php, swift, scala, c_sharp, kotlin, elixir,
// lua, dart, bash, haskell, objc, ocaml, zig, julia, r, powershell, solidity, groovy, perl, fsharp,
// elm, nix, commonlisp, hcl, cuda, starlark, vue, svelte, html, jupyter (code: .ipynb notebooks), yaml, json (data
// files), markdown, restructuredtext, asciidoc (documentation) or text (prose).
// Output on stdout, JSON Lines, one line per peer and text, in input order:
//   {"peer", "id", "chunks": ["...", ...]}   or   {"peer", "id", "error": "..."}
// A text a peer throws on gets an error line and the run goes on; a peer that cannot be set up gets
// an error line for every text, so the caller sees each failure where it would have seen chunks.
//
// Peers, with the same pinned packages as peers.mjs, each through its splitText:
//   langchain.js  RecursiveCharacterTextSplitter at N cl100k tokens (js-tiktoken), no overlap:
//                 fromLanguage(...) for code (javascript and typescript both as 'js', LangChain's
//                 one set of separators for them, c and objc as 'cpp', and c_sharp, kotlin and
//                 groovy as 'java', since it has none for C, Objective-C, C#, Kotlin or Groovy,
//                 cuda as 'cpp' and starlark as 'python', the languages they extend,
//                 solidity as 'sol', and vue and svelte as 'html', since it has none for
//                 single-file components; html pages get 'html' as they are; markdown gets
//                 'markdown' and restructuredtext 'rst'); for a language it
//                 has no separators for at all
//                 (elixir, lua, dart, bash, haskell, ocaml, zig, julia, r, powershell, perl,
//                 fsharp, elm, nix, commonlisp, hcl, and jupyter, yaml and json: it has none for
//                 notebooks, JSON or YAML; asciidoc: it has none for AsciiDoc) and for "text", the
//                 plain splitter with its default separators, as its users have.
//   llamaindex    CodeSplitter on web-tree-sitter with the tree-sitter-wasms grammar of the language
//                 (tree-sitter-<language>.wasm; a notebook gets tree-sitter-json.wasm, CUDA
//                 tree-sitter-cpp.wasm: it has none for CUDA), maxChars M;
//                 code only, and not Dart, Bash, Haskell, Julia, R, PowerShell, Groovy, Perl, F#,
//                 Elm, Nix, Common Lisp, HCL, Svelte or YAML (below).
import { readFileSync } from 'node:fs';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import { parserFor } from './tree-sitter.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0 || !(Number(args[at + 1]) > 0)) {
    throw new Error(`usage: node chunk.mjs TEXTS.jsonl --tokens N --max-chars M (${name} missing)`);
  }
  return Number(args[at + 1]);
};
const maxTokens = option('--tokens');
const maxChars = option('--max-chars');
const enc = new Tiktoken(cl100k);
// cl100k tokens of a text, special-token strings counted as ordinary text (as jtokkit's countTokensOrdinary).
// js-tiktoken's encode splits the text with cl100k's pattern and merges each piece on its own, so the
// count is the sum of its pieces' counts: computed so, with each distinct piece encoded once, the
// counts (and so the chunks) are the same, but faster. js-tiktoken's merge is quadratic in a piece's
// length, and the code sets' blanked doc comments are pieces of thousands of spaces that the splitter
// measures again in every split that holds them (a 81 kB JDK file took 45 s with the plain count).
const pieces = new RegExp(cl100k.pat_str, 'gu');
const pieceTokens = new Map();
const tokens = (text) => {
  let n = 0;
  for (const [piece] of text.matchAll(pieces)) {
    let count = pieceTokens.get(piece);
    if (count === undefined) {
      count = enc.encode(piece, [], []).length;
      pieceTokens.set(piece, count);
    }
    n += count;
  }
  return n;
};
// LangChain's splitter warns on stderr for every chunk it makes over the limit; the eval measures sizes itself.
console.warn = () => {};

const message = (e) => String(e?.message ?? e);

/** The peer's setup, run at its first text of a language: a function from text to chunk texts, or the setup error. */
const setups = {
  'langchain.js': async (language) => {
    const { RecursiveCharacterTextSplitter } = await import('@langchain/textsplitters');
    const settings = { chunkSize: maxTokens, chunkOverlap: 0, lengthFunction: tokens };
    const splitter = langChainLanguage(language) === null
      ? new RecursiveCharacterTextSplitter(settings)
      : RecursiveCharacterTextSplitter.fromLanguage(langChainLanguage(language), settings);
    return (text) => splitter.splitText(text);
  },
  llamaindex: async (language) => {
    const parser = await parserFor(grammarOf(language));
    const { CodeSplitter } = await import('@llamaindex/node-parser/code');
    const splitter = new CodeSplitter({ getParser: () => parser, maxChars });
    return (text) => splitter.splitText(text);
  },
};
// Dart, Bash, Haskell, Julia, R, PowerShell, Groovy, Perl, F#, Elm, Nix, Common Lisp, HCL and Svelte are code but
// not here, and get LangChain.js alone: tree-sitter-wasms has no grammar for Haskell, Julia, R, PowerShell,
// Groovy, Perl, F#, Nix, Common Lisp, HCL or Svelte, its Dart grammar is of language version 15 and its Elm grammar of 12,
// which the pinned web-tree-sitter (13 to 14) cannot load, and its Bash
// grammar fails on every real script ("resolved is not a function": its scanner needs a function
// web-tree-sitter does not give it), as its YAML grammar does on every file. Vue's grammar (tree-sitter-vue.wasm) loads and parses every file
// of the vue set, but it reads a <script> or <style> block's body as one raw_text leaf, so the
// splitter drops any such body over maxChars (most of a component's script): that is LlamaIndex
// on Vue as its users get it, and the report's coverage shows the loss. HTML's grammar
// (tree-sitter-html.wasm) reads an HTML page's inline <script> and <style> bodies the same way.
// tree-sitter-wasms has no grammar for Jupyter notebooks: a notebook (.ipynb) is JSON, and gets
// the json grammar (tree-sitter-json.wasm), which loads and parses real notebooks (nbformat 4,
// cleaned by nbdev or with outputs), but reads a JSON string as one leaf, so the splitter drops
// any string over maxChars (a long line of source, an output's base64 image).
const code = ['java', 'python', 'go', 'rust', 'javascript', 'typescript', 'ruby', 'cpp', 'c', 'php', 'swift', 'scala', 'c_sharp', 'kotlin',
  'elixir', 'lua', 'objc', 'ocaml', 'zig', 'solidity', 'vue', 'html', 'jupyter', 'json', 'cuda'];
// The tree-sitter-wasms grammar LlamaIndex gets: the language's own, JSON's for a notebook, C++'s for
// CUDA (C++ with kernels; tree-sitter-wasms has no CUDA grammar). Starlark gets no LlamaIndex row:
// tree-sitter-wasms has no grammar for it, and a user would not hand Bazel files to a Python parser.
const grammarOf = (language) => (language === 'jupyter' ? 'json' : language === 'cuda' ? 'cpp' : language);
// YAML files get LangChain.js alone (above); JSON files get LlamaIndex with the JSON grammar.
const peersOf = (language) => (code.includes(language) ? ['langchain.js', 'llamaindex'] : ['langchain.js']);
// LangChain has one set of separators for JavaScript and TypeScript ('js'), and none for C,
// Objective-C, C#, Kotlin, Groovy, CUDA or Starlark: C, Objective-C and CUDA get C++'s, C#, Kotlin and
// Groovy Java's (LangChain.js has no 'csharp', 'kotlin' or 'groovy'), Starlark, a dialect of Python,
// Python's; Solidity's are 'sol'. Vue and Svelte single-file
// components get 'html', its separators for markup (tags, then spaces: none at line breaks), the
// nearest it has to a file of a template, a <script> and a <style>; HTML pages get 'html' as they
// are. For Elixir, Lua, Dart,
// Bash, Haskell, OCaml, Zig, Julia, R, PowerShell, Perl, F#, Elm, Nix, Common Lisp and HCL it has none near them:
// null, the plain splitter; nor for Jupyter notebooks (it has no separators for notebooks or JSON).
// Documentation: reStructuredText gets LangChain's 'rst' separators; it has none for AsciiDoc, whose
// '== ' titles and '----' blocks its Markdown separators would not match, so AsciiDoc gets the plain splitter.
const langChainLanguage = (language) =>
  language === 'javascript' || language === 'typescript' ? 'js' : language === 'c' || language === 'objc' || language === 'cuda' ? 'cpp'
    : language === 'starlark' ? 'python' : language === 'solidity' ? 'sol' : ['c_sharp', 'kotlin', 'groovy'].includes(language) ? 'java'
    : language === 'vue' || language === 'svelte' ? 'html'
    : language === 'restructuredtext' ? 'rst'
    : ['elixir', 'lua', 'dart', 'bash', 'haskell', 'ocaml', 'zig', 'julia', 'r', 'powershell', 'perl', 'fsharp', 'elm', 'nix', 'commonlisp', 'hcl', 'jupyter', 'yaml', 'json', 'asciidoc', 'text']
      .includes(language) ? null : language;

const ready = new Map(); // peer and language -> {split} or {error}
async function splitter(peer, language) {
  const key = `${peer} ${language}`;
  if (!ready.has(key)) {
    try {
      ready.set(key, { split: await setups[peer](language) });
    } catch (e) {
      ready.set(key, { error: `setup failed: ${message(e)}` });
    }
  }
  return ready.get(key);
}

const lines = readFileSync(args[0], 'utf8').split('\n').filter((l) => l.trim());
for (const line of lines) {
  const { id, language, text } = JSON.parse(line);
  for (const peer of peersOf(language)) {
    const s = await splitter(peer, language);
    let out;
    try {
      out = s.error ? { peer, id, error: s.error } : { peer, id, chunks: await s.split(text) };
    } catch (e) {
      out = { peer, id, error: message(e) };
    }
    // One write per line: stdout is a pipe, and the Java side reads it as it comes.
    process.stdout.write(JSON.stringify(out) + '\n');
  }
}
