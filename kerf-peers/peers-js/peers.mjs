// The Node chunkers that kerf-bench --peers sets beside kerf, timed on the texts kerf is timed on.
//
// Peers, each called through the API its users call to split documents:
//   langchain.js  @langchain/textsplitters RecursiveCharacterTextSplitter.fromLanguage(java|python|markdown),
//                 chunkSize 512 measured in cl100k tokens (js-tiktoken, ranks bundled in the package:
//                 nothing is fetched), no overlap; createDocuments (chunks with line locations).
//   llamaindex    @llamaindex/node-parser CodeSplitter on web-tree-sitter with the tree-sitter-wasms
//                 grammars, for Java and Python only; getNodesFromDocuments. It counts characters, not
//                 tokens: maxChars is 512 tokens at OpenAI's rule of thumb of 4 chars a token (2048).
// And one floor: a js-tiktoken cl100k pass over the same texts, Node's counterpart of jtokkit's.
//
// Input: a JSON file {"language": "java"|"python"|"markdown", "rounds": n, "docs": [{"path", "text"}]}.
// Two ways to run it:
//   node peers.mjs TEXTS.json --runs N   times N runs after a warm-up; one JSON report on stdout
//   node peers.mjs TEXTS.json --serve    the harness's way: one JSON line once warm ("ready"), then one
//                                        line per "run" read from stdin, and the report on "report"
// so that the Java harness can alternate these timings with its own, run by run.
// A peer that cannot be set up is reported with its error and the others go on; a text a peer
// throws on is counted in its "failed_docs" and the run goes on.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import { parserFor } from './tree-sitter.mjs';

const LIMIT = 512;
const CHARS_PER_TOKEN = 4;
const enc = new Tiktoken(cl100k);
/** cl100k tokens of a text, special-token strings counted as ordinary text (as jtokkit's countTokensOrdinary). */
const tokens = (text) => enc.encode(text, [], []).length;

// LangChain's splitter warns on stderr for each chunk it makes over the limit; count instead of printing.
let oversizeWarnings = 0;
console.warn = () => { oversizeWarnings++; };

const args = process.argv.slice(2);
const input = JSON.parse(readFileSync(args[0], 'utf8'));
const serve = args.includes('--serve');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const docs = input.docs;
const rounds = input.rounds ?? 1;
const utf8Bytes = docs.reduce((n, d) => n + Buffer.byteLength(d.text, 'utf8'), 0);

/** Every peer for this language: name, kind, and chunk(text) returning the chunk texts. Setup failures are kept, not thrown. */
async function peers(language) {
  const list = [{ name: 'js-tiktoken pass (Node floor)', kind: 'floor', chunk: async (text) => { tokens(text); return null; } }];
  const attempt = async (name, setup) => {
    try {
      list.push({ name, kind: 'peer', chunk: await setup() });
    } catch (e) {
      list.push({ name, kind: 'peer', error: String(e?.message ?? e) });
    }
  };
  await attempt(`langchain.js RecursiveCharacterTextSplitter.fromLanguage(${language})`, async () => {
    const { RecursiveCharacterTextSplitter } = await import('@langchain/textsplitters');
    const splitter = RecursiveCharacterTextSplitter.fromLanguage(language === 'python' ? 'python' : language === 'java' ? 'java' : 'markdown',
      { chunkSize: LIMIT, chunkOverlap: 0, lengthFunction: tokens });
    return async (text) => (await splitter.createDocuments([text])).map((d) => d.pageContent);
  });
  if (language === 'java' || language === 'python') {
    await attempt(`llamaindex CodeSplitter (${language}, ${LIMIT * CHARS_PER_TOKEN} chars)`, async () => {
      const parser = await parserFor(language);
      const { CodeSplitter } = await import('@llamaindex/node-parser/code');
      const { Document } = await import('@llamaindex/core/schema');
      const splitter = new CodeSplitter({ getParser: () => parser, maxChars: LIMIT * CHARS_PER_TOKEN });
      return async (text) => splitter.getNodesFromDocuments([new Document({ text })]).map((n) => n.text);
    });
  }
  for (const p of list) {
    p.failedDocs = 0;
    p.firstFailure = null;
    p.chunks = 0;
  }
  return list;
}

/** Chunks every text once; a text the peer throws on is counted, not fatal. Returns the chunk texts per doc when asked to keep them. */
async function pass(peer, keep) {
  const kept = keep ? [] : null;
  let chunks = 0;
  let failed = 0;
  for (const d of docs) {
    try {
      const out = await peer.chunk(d.text);
      if (out) {
        chunks += out.length;
      }
      if (keep) {
        kept.push(out);
      }
    } catch (e) {
      failed++;
      peer.firstFailure ??= `${d.path}: ${String(e?.message ?? e)}`;
      if (keep) {
        kept.push([]);
      }
    }
  }
  peer.chunks = chunks;
  peer.failedDocs = failed;
  return kept;
}

function gc() {
  if (global.gc) {
    global.gc();
    global.gc();
  }
}

/** One timed run: each peer over every text, `rounds` times, after a GC. Seconds per peer. */
async function run() {
  const seconds = {};
  for (const p of all) {
    if (p.error) {
      continue;
    }
    gc();
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < rounds; k++) {
      await pass(p, false);
    }
    seconds[p.name] = Number(process.hrtime.bigint() - t0) / 1e9;
  }
  return seconds;
}

/**
 * This process's peak resident memory: VmHWM where /proc exists. Not resourceUsage().maxRSS: on
 * Linux a process spawned by the JVM inherits its high-water mark across exec, so that reports the JVM's.
 */
function peakRssMb() {
  try {
    const line = readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
    if (line) {
      return Number(line.replace(/\D+/g, '')) / 1024;
    }
  } catch {
    // no /proc
  }
  return process.resourceUsage().maxRSS / 1024;
}

function heapMb() {
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / 1e6;
}

/** Chunk counts, chunks over the limit, chunks that are not a slice of their text, and the memory their results hold. */
async function report(times) {
  const out = { language: input.language, docs: docs.length, utf8_bytes: utf8Bytes, rounds, node: process.version, peers: [] };
  for (const p of all) {
    const row = { name: p.name, kind: p.kind };
    if (p.error) {
      row.error = p.error;
      out.peers.push(row);
      continue;
    }
    gc();
    const before = heapMb();
    const kept = await pass(p, true);
    gc();
    row.held_mb = p.kind === 'floor' ? null : Math.max(0, heapMb() - before);
    row.chunks = p.chunks;
    row.failed_docs = p.failedDocs;
    if (p.firstFailure) {
      row.first_failure = p.firstFailure;
    }
    if (p.kind !== 'floor') {
      let over = 0;
      let notVerbatim = 0;
      kept.forEach((chunks, i) => {
        const text = docs[i].text;
        let cursor = 0;
        for (const c of chunks) {
          if (tokens(c) > LIMIT) {
            over++;
          }
          let at = text.indexOf(c, cursor);
          if (at < 0) {
            at = text.indexOf(c);
          }
          if (at < 0) {
            notVerbatim++;
          } else {
            cursor = at;
          }
        }
      });
      row.over_limit = over;
      row.not_verbatim = notVerbatim;
    }
    if (times) {
      const s = times.map((t) => t[p.name]).sort((a, b) => a - b);
      row.mb_per_s = (utf8Bytes * rounds / 1e6) / s[Math.floor(s.length / 2)];
    }
    out.peers.push(row);
  }
  out.peak_rss_mb = peakRssMb();
  out.oversize_warnings = oversizeWarnings;
  return out;
}

const all = await peers(input.language);
// Warmed up as the Java sides are (Peers.warmUp): at least two passes and five seconds, at most twenty.
for (const p of all) {
  if (!p.error) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < 20 && (i < 2 || Number(process.hrtime.bigint() - t0) / 1e9 < 5); i++) {
      await pass(p, false);
    }
  }
}
if (serve) {
  const print = (o) => process.stdout.write(JSON.stringify(o) + '\n');
  print({ ready: all.map((p) => ({ name: p.name, kind: p.kind, error: p.error ?? null })) });
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === 'run') {
      print({ seconds: await run() });
    } else if (line.trim() === 'report') {
      print({ report: await report(null) });
      break;
    }
  }
} else {
  const times = [];
  for (let r = 0; r < runs; r++) {
    times.push(await run());
  }
  process.stdout.write(JSON.stringify(await report(times), null, 1) + '\n');
}
