import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactStringChunks } from '../../build/react-string-chunks';

/**
 * The worker's React edge renderer writes string chunks and encodes once per flush (decision 0243). Both
 * renderers — React's own and the rewritten one — render the same trees here; the streamed bytes must be
 * identical, including Suspense boundaries that stream in later, non-ASCII text, long text, a nonce and
 * a bootstrap script.
 */
const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));
const FILE = path.join(
  path.dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server.edge.production.js',
);

type Server = {
  renderToReadableStream: (
    node: unknown,
    options?: Record<string, unknown>,
  ) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
};

let previousEnv: string | undefined;
let React: typeof import('react');
let original: Server;
let rewritten: Server;

function load(source: string, name: string): Server {
  const m = new Module(path.join(path.dirname(FILE), name));
  m.filename = path.join(path.dirname(FILE), name);
  // @ts-expect-error Node's internal resolver paths for a module compiled from a string
  m.paths = Module._nodeModulePaths(path.dirname(FILE));
  // @ts-expect-error Node's module compiler
  m._compile(source, m.filename);
  return m.exports as Server;
}

beforeAll(() => {
  // The production renderer must meet the production React it ships with.
  previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  React = require('react');
  const source = fs.readFileSync(FILE, 'utf8');
  original = load(source, 'original.js');
  rewritten = load(reactStringChunks(source), 'rewritten.js');
});

afterAll(() => {
  process.env.NODE_ENV = previousEnv;
});

async function bytes(server: Server, tree: () => unknown, options: Record<string, unknown> = {}) {
  const stream = await server.renderToReadableStream(tree(), options);
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return { text: Buffer.concat(parts).toString('utf8'), parts: parts.length };
}

function page() {
  const h = React.createElement;
  const later = (ms: number, text: string) => {
    const p = new Promise<string>((r) => setTimeout(() => r(text), ms));
    function Later() {
      return h('p', { className: 'later' }, React.use(p));
    }
    return Later;
  };
  const A = later(5, 'Ünïcödé — 日本語のテキスト 🙂 <escaped> & "quoted"');
  const B = later(15, 'x'.repeat(9000));
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('title', null, 'Title — “quotes”'),
      h('meta', { name: 'description', content: 'a "b" <c>' }),
    ),
    h(
      'body',
      null,
      h('header', null, h('a', { href: '/x?a=1&b=2' }, 'Link')),
      h(
        'main',
        null,
        ...Array.from({ length: 300 }, (_, i) => h('li', { key: i, 'data-i': i }, `Item ${i} — é`)),
      ),
      h(React.Suspense, { fallback: h('p', null, 'Loading A') }, h(A)),
      h(React.Suspense, { fallback: h('p', null, 'Loading B') }, h(B)),
      h('svg', { viewBox: '0 0 10 10' }, h('path', { d: 'M0 0L10 10' })),
    ),
  );
}

describe('React edge renderer with string chunks (decision 0243)', () => {
  it('streams exactly the bytes of the original renderer', async () => {
    const options = { nonce: 'abc123', bootstrapScriptContent: 'console.log("start")' };
    const a = await bytes(original, page, options);
    const b = await bytes(rewritten, page, options);
    expect(a.text).toContain('日本語のテキスト 🙂');
    expect(a.text).toContain('<template id="B:1">'.slice(0, 10));
    expect(b.text).toBe(a.text);
    // Still streamed: the late boundaries arrive in later chunks, not in one piece at the end.
    expect(b.parts).toBeGreaterThan(1);
  });

  it('a plain document without Suspense is the same too', async () => {
    const h = () => React.createElement('div', { title: 'ä' }, 'plain ', 'text', React.createElement('br'));
    expect((await bytes(rewritten, h)).text).toBe((await bytes(original, h)).text);
  });

  it('refuses a renderer whose shape changed', () => {
    expect(() => reactStringChunks('function writeChunk() {}')).toThrow(/react-string-chunks/);
  });
});
