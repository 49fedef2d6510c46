// The web-tree-sitter parser that LlamaIndex's CodeSplitter asks for, with the grammar from
// tree-sitter-wasms. Shared by peers.mjs (speed) and chunk.mjs (quality).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export async function parserFor(language) {
  const { default: Parser } = await import('web-tree-sitter');
  await Parser.init();
  const grammar = await Parser.Language.load(require.resolve(`tree-sitter-wasms/out/tree-sitter-${language}.wasm`));
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}
