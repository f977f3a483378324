import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardLocalRequest } from '../../build/local-requests';
import { canonicalSpelling, matchPath, REDIRECTS, ROUTES } from '../../shared/routes';
import { CtaSchema, MenuItemSchema } from '../../shared/smb/content';
import { ConfigError, LOCAL_SITE_ORIGIN, parseConfig, siteOriginOf } from '../../worker/config';
import { byteRange, ifRangeHolds } from '../../worker/routes/byte-range';
import { FAST_CHECK_RUNS } from './security-runs';

/**
 * Security round 3 (issue 44): the pure rules and the local server's guard. The worker's side of the
 * same findings is tests/worker/security-round3.test.ts; docs/security.md "Round 3" has the figures.
 */

// ─── F20: the local server answers every malformed request with a plain 400 ────────────────────────

type ConnectRequest = http.IncomingMessage & { originalUrl?: string };

/**
 * Test double of the true outside edge: the Cloudflare plugin's request builder, as its
 * `createRequestHandler` and `createRequestForIncomingMessage` do it (node_modules/@cloudflare/
 * vite-plugin: connect's `originalUrl` if set, then `new URL(url, http://<Host>)`, the Host read from
 * the joined headers). A throw there is the 500 the round saw.
 */
function pluginStandIn(req: ConnectRequest, res: http.ServerResponse): void {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  try {
    const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${headers.get('host') ?? 'localhost'}`);
    res.end(JSON.stringify({ host: url.host, path: url.pathname, search: url.search }));
  } catch (err) {
    res.statusCode = 500;
    res.end(String((err as Error).stack));
  }
}

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req: ConnectRequest, res) => {
    req.originalUrl = req.url; // as connect (Vite's middleware stack) does first
    guardLocalRequest(req, res, () => pluginStandIn(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request written byte for byte (fetch refuses these forms): status, content type and body. */
function raw(lines: string[]): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => {
      text += d;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        type: /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
    socket.write(`${[lines[0], 'Connection: close', ...lines.slice(1)].join('\r\n')}\r\n\r\n`);
  });
}

describe('F20: malformed requests to the local server', () => {
  const host = () => `127.0.0.1:${port}`;
  it.each([
    [
      'two Host headers, the same value',
      () => ['GET /business HTTP/1.1', `Host: ${host()}`, `Host: ${host()}`],
    ],
    [
      'two Host headers, other values',
      () => ['GET /business HTTP/1.1', `Host: ${host()}`, 'Host: evil.example'],
    ],
    [
      'an absolute target no URL can be built from',
      () => ['GET http://localhost:abc/business HTTP/1.1', `Host: ${host()}`],
    ],
    [
      'an absolute target naming another host',
      () => ['GET http://evil.example/business HTTP/1.1', `Host: ${host()}`],
    ],
    [
      'an absolute target of another scheme',
      () => ['GET ftp://127.0.0.1/business HTTP/1.1', `Host: ${host()}`],
    ],
    ['a malformed Host', () => ['GET /business HTTP/1.1', 'Host: localhost:abc']],
    ['a Host with a port out of range', () => ['GET /business HTTP/1.1', 'Host: localhost:99999']],
  ])('%s → a plain-text 400, no stack trace', async (_name, lines) => {
    const res = await raw(lines());
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^Bad Request: /);
    expect(res.body).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it('a path that starts with // reaches the worker as that path, on the Host it came to', async () => {
    const res = await raw(['GET //localhost:abc/business?x=1 HTTP/1.1', `Host: ${host()}`]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ host: host(), path: '//localhost:abc/business', search: '?x=1' });
  });

  it('an absolute target naming the Host is served in its origin form; plain requests pass untouched', async () => {
    const absolute = await raw([`GET http://${host()}/business?a=b HTTP/1.1`, `Host: ${host()}`]);
    expect(JSON.parse(absolute.body)).toEqual({ host: host(), path: '/business', search: '?a=b' });
    const plain = await raw(['GET /ja/business?q=%20 HTTP/1.1', `Host: ${host()}`]);
    expect(JSON.parse(plain.body)).toEqual({ host: host(), path: '/ja/business', search: '?q=%20' });
  });
});

// ─── F19: one spelling per path ────────────────────────────────────────────────────────────────────

describe('F19: a path has one spelling', () => {
  it('every route and redirect of the table is written in it (the site never redirects its own links)', () => {
    for (const path of [...ROUTES.map((r) => r.path), ...REDIRECTS.map((r) => r.from)]) {
      const literal = path.replace(/\/:[^/]+/g, '');
      expect(canonicalSpelling(literal || '/'), path).toBe(literal || '/');
    }
  });

  it('respellings of a page name it: percent-encoded letters, repeated and trailing slashes', () => {
    expect(canonicalSpelling('/busines%73/products/ai-skin-%64iagnostic')).toBe(
      '/business/products/ai-skin-diagnostic',
    );
    expect(canonicalSpelling('/business//products///ai-skin-diagnostic/')).toBe(
      '/business/products/ai-skin-diagnostic',
    );
    expect(canonicalSpelling('/ja/business/blog/search/%e3%83%a1%E3%82%A4%E3%82%AF')).toBe(
      '/ja/business/blog/search/%E3%83%A1%E3%82%A4%E3%82%AF',
    );
    expect(canonicalSpelling('//evil.example/')).toBe('/evil.example');
    expect(canonicalSpelling('/')).toBe('/');
  });

  it(`is a fixed point, stays on the site and matches what the request matched (${FAST_CHECK_RUNS} runs)`, () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'business',
        'ja',
        'blog',
        'category',
        'makeup',
        'products',
        '%73',
        '%2F',
        '%zz',
        '%E3%83%A1',
      ),
      fc.string({ maxLength: 6 }).map((s) => encodeURIComponent(s)),
      fc.string({ maxLength: 6 }).filter((s) => !/[/?#]/.test(s)),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(segment, fc.constant('')), { maxLength: 6 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const spelled = canonicalSpelling(path);
        expect(canonicalSpelling(spelled)).toBe(spelled);
        expect(new URL(spelled, 'https://site.example').host).toBe('site.example');
        expect(new URL(spelled, 'https://site.example').pathname).toBe(spelled);
        expect(matchPath(spelled)).toEqual(matchPath(path));
      }),
      { numRuns: FAST_CHECK_RUNS * 20, seed: 44 },
    );
  });
});

// ─── F22: CMS links ───────────────────────────────────────────────────────────────────────────────

const cta = (ctaLink: string) =>
  CtaSchema.safeParse({ buttonType: 'primary', ctaLink, ctaText: 'Go', newTab: false, nofollow: false })
    .success;
const menu = (itemUrl: string) =>
  MenuItemSchema.safeParse({
    id: 1,
    itemType: 'Page Entry',
    itemUrl,
    itemTitle: 'Go',
    showIcon: false,
    showFooter: false,
  }).success;

describe('F22: the content contract refuses links that leave the site as in-site paths', () => {
  it.each([
    '//evil.example',
    '//evil.example/business',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'evil.example',
  ])('refuses %j (CTA and menu item)', (link) => {
    expect(cta(link)).toBe(false);
    expect(menu(link)).toBe(false);
  });

  it.each([
    '/business/plan',
    '/',
    '/business/blog?filter=3',
    'https://partner.example/x',
    'mailto:a@b.example',
  ])('keeps %j', (link) => {
    expect(cta(link)).toBe(true);
  });

  it(`an in-site path it takes always lands on the site (${FAST_CHECK_RUNS} runs)`, () => {
    const chars = fc.constantFrom('/', '\\', '\t', '\n', ' ', 'e', '.', ':', '@', '%', '?', '#');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 8 }), (rest) => {
        const link = `/${rest.join('')}`;
        if (cta(link)) expect(new URL(link, 'https://site.example').host).toBe('site.example');
      }),
      { numRuns: FAST_CHECK_RUNS * 20, seed: 22 },
    );
  });
});

// ─── F24: Range as RFC 9110 reads it ───────────────────────────────────────────────────────────────

describe('F24: byte ranges', () => {
  it.each([
    ['bytes=0-99', { kind: 'range', offset: 0, length: 100 }],
    ['bytes=100-199', { kind: 'range', offset: 100, length: 100 }],
    ['bytes=990-', { kind: 'range', offset: 990, length: 10 }],
    ['bytes=990-5000', { kind: 'range', offset: 990, length: 10 }],
    ['bytes=-10', { kind: 'range', offset: 990, length: 10 }],
    ['bytes=-5000', { kind: 'range', offset: 0, length: 1000 }],
    ['bytes=999-999', { kind: 'range', offset: 999, length: 1 }],
    ['BYTES = 5-9', { kind: 'range', offset: 5, length: 5 }],
  ])('%s of 1000 bytes → %j', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });

  it.each([
    'bytes=1000-',
    'bytes=5000-6000',
    'bytes=-0',
    'bytes=5-2',
    'bytes=abc',
    'bytes=',
    'bytes=1-2-3',
    'nonsense',
  ])('%s of 1000 bytes → unsatisfiable (416)', (header) => {
    expect(byteRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it('no Range, another unit and several ranges → the whole body (200)', () => {
    expect(byteRange(null, 1000)).toEqual({ kind: 'none' });
    expect(byteRange('items=0-5', 1000)).toEqual({ kind: 'none' });
    expect(byteRange('bytes=0-1,5-9', 1000)).toEqual({ kind: 'none' });
    expect(byteRange('bytes=0-1,x', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it(`a range it answers always lies inside the body (${FAST_CHECK_RUNS} runs)`, () => {
    const spec = fc.oneof(
      fc.tuple(fc.nat(3000), fc.option(fc.nat(3000))).map(([a, b]) => `bytes=${a}-${b ?? ''}`),
      fc.nat(3000).map((n) => `bytes=-${n}`),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(spec, fc.nat(2000), (header, size) => {
        const r = byteRange(header, size);
        if (r.kind !== 'range') return;
        expect(r.length).toBeGreaterThan(0);
        expect(r.offset + r.length).toBeLessThanOrEqual(size);
      }),
      { numRuns: FAST_CHECK_RUNS * 20, seed: 24 },
    );
  });

  it('If-Range: the same strong ETag or the exact Last-Modified date keeps the range', () => {
    const modified = new Date('2026-12-01T10:00:00.500Z');
    expect(ifRangeHolds(null, '"a"', modified)).toBe(true);
    expect(ifRangeHolds('"a"', '"a"', modified)).toBe(true);
    expect(ifRangeHolds('"b"', '"a"', modified)).toBe(false);
    expect(ifRangeHolds('W/"a"', '"a"', modified)).toBe(false);
    expect(ifRangeHolds(modified.toUTCString(), '"a"', modified)).toBe(true);
    expect(ifRangeHolds(new Date('2026-12-02').toUTCString(), '"a"', modified)).toBe(false);
  });
});

// ─── F21: the mailed links' origin is configuration ────────────────────────────────────────────────

describe('F21: SITE_ORIGIN', () => {
  const production = { ENVIRONMENT: 'production', ALLOW_EMBEDDED_ORIGIN: 'true' };
  it('is the configured origin, else production’s first host over https, else the local default', () => {
    expect(siteOriginOf(parseConfig({ ENVIRONMENT: 'development' }))).toBe(LOCAL_SITE_ORIGIN);
    expect(siteOriginOf(parseConfig({ ENVIRONMENT: 'staging', PRODUCTION_HOSTS: 'a.example' }))).toBe(
      LOCAL_SITE_ORIGIN,
    );
    expect(siteOriginOf(parseConfig({ ...production, PRODUCTION_HOSTS: 'www.a.example,a.example' }))).toBe(
      'https://www.a.example',
    );
    expect(siteOriginOf(parseConfig({ ...production, SITE_ORIGIN: 'https://Site.Example' }))).toBe(
      'https://site.example',
    );
  });

  it('takes an origin only (no path, no credentials); production only https or loopback http', () => {
    for (const bad of [
      'https://a.example/path',
      'https://user@a.example',
      'javascript:alert(1)',
      'a.example',
    ]) {
      expect(() => parseConfig({ ENVIRONMENT: 'development', SITE_ORIGIN: bad }), bad).toThrow(ConfigError);
    }
    expect(() => parseConfig({ ...production, SITE_ORIGIN: 'http://a.example' })).toThrow(/SITE_ORIGIN/);
    expect(siteOriginOf(parseConfig({ ...production, SITE_ORIGIN: 'http://localhost:8790' }))).toBe(
      'http://localhost:8790',
    );
  });
});

// ─── Uploads are never served back ─────────────────────────────────────────────────────────────────

describe('uploads: stored, never read back by the worker', () => {
  /** Every worker source file, walked from worker/. */
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
    });

  it('the uploads bucket is only written and cleaned (put, delete): no get, head or list serves it', () => {
    const uses = sources(path.resolve(import.meta.dirname, '../../worker')).flatMap((file) =>
      // Every mention, with the member it reaches (none: the binding handed on, which counts as a read).
      [...fs.readFileSync(file, 'utf8').matchAll(/\bUPLOADS\b(?:\s*\??\.\s*(\w+))?/g)].map(
        (m) => `${m[1] ?? '(handed on)'} ${path.relative(process.cwd(), file)}`,
      ),
    );
    expect(uses.length).toBeGreaterThan(0);
    // docs/security.md "Round 3": a structurally valid file may still hold HTML or script; it is safe
    // only as long as no address answers with it. Serving uploads needs its own design first.
    expect(uses.filter((u) => !/^(put|delete) /.test(u))).toEqual([]);
  });
});
