import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React's edge server renderer (`react-dom-server.edge.production.js`) turns every string it writes —
 * each tag, attribute and text node — into bytes at once with its own `TextEncoder.encode` call, then
 * copies them into 4 KB views. On workerd each call crosses into the runtime: in a profile of a
 * `/business` render, `stringToChunk` + `encode` + `writeChunk` were ~16 % of the worker's CPU
 * (docs/benchmarks.md). This rewrite keeps chunks as strings, joins what one flush writes, and encodes
 * it once when React completes the flush (decision 0243). The bytes that reach the stream are the same
 * (tests/unit/react-string-chunks.test.ts renders with both and compares).
 *
 * Each replaced piece must be found exactly once: a React release that changes them fails the build
 * here, loudly, instead of shipping a half-rewritten renderer.
 */
export const REACT_EDGE_SERVER = /react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

const REPLACEMENTS: [from: RegExp, to: string][] = [
  // The writer: append the string; the flush's end (completeWriting) encodes what was appended.
  [
    /function writeChunk\(destination, chunk\) \{\n {2}if \(0 === chunk\.byteLength\) \{[\s\S]*?\n\}\nfunction writeChunkAndReturn\(destination, chunk\) \{\n {2}writeChunk\(destination, chunk\);\n {2}return !0;\n\}\nfunction completeWriting\(destination\) \{[\s\S]*?\n\}\n/,
    `var pendingText = "";
function writeChunk(destination, chunk) {
  pendingText += chunk;
}
function writeChunkAndReturn(destination, chunk) {
  pendingText += chunk;
  return !0;
}
function completeWriting(destination) {
  "" !== pendingText &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
`,
  ],
  [
    /function stringToChunk\(content\) \{\n {2}return textEncoder\.encode\(content\);\n\}/,
    'function stringToChunk(content) {\n  return content;\n}',
  ],
  [
    /function stringToPrecomputedChunk\(content\) \{\n {2}return textEncoder\.encode\(content\);\n\}/,
    'function stringToPrecomputedChunk(content) {\n  return content;\n}',
  ],
  [
    /function byteLengthOfChunk\(chunk\) \{\n {2}return chunk\.byteLength;\n\}/,
    'function byteLengthOfChunk(chunk) {\n  return chunk.length;\n}',
  ],
  // A segment's size (React's outlining heuristics): string length instead of byte length.
  [/segmentByteSize \+= segment\[i\]\.byteLength;/, 'segmentByteSize += segment[i].length;'],
];

/** The edge renderer's source with string chunks; throws when a piece is not there exactly once. */
export function reactStringChunks(source: string): string {
  let out = source;
  for (const [from, to] of REPLACEMENTS) {
    const found = out.match(new RegExp(from.source, 'g'))?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `react-string-chunks: expected one match of ${from.source.slice(0, 60)}… in React's edge renderer, found ${found}`,
      );
    }
    out = out.replace(from, to);
  }
  // Nothing may still treat a chunk as bytes.
  if (/\.byteLength|\.subarray\(/.test(out)) {
    throw new Error('react-string-chunks: the edge renderer still reads chunk bytes somewhere');
  }
  return out;
}

/**
 * The Vite plugin, worker build only:
 * - `react-dom/server` resolves to the production edge renderer alone. The package's `server.edge.js`
 *   also loads the legacy renderer (for `renderToString`, which the worker never calls): ~211 KB raw,
 *   ~55 KB of the upload's gzip, for nothing (decision 0243).
 * - that renderer is rewritten to write string chunks.
 */
export function reactStringChunksPlugin(): Plugin {
  let build = false;
  return {
    name: 'react-string-chunks',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && config.mode === 'production';
    },
    async resolveId(id, importer) {
      if (!build || id !== 'react-dom/server' || this.environment?.name === 'client') return null;
      const pkg = await this.resolve('react-dom/package.json', importer, { skipSelf: true });
      if (!pkg) return null;
      return path.join(path.dirname(pkg.id), 'cjs/react-dom-server.edge.production.js');
    },
    transform(code, id) {
      if (this.environment?.name === 'client' || !REACT_EDGE_SERVER.test(id)) return null;
      return { code: reactStringChunks(code), map: null };
    },
  };
}
