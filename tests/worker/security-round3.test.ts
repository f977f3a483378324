import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { edgeFetch, PRODUCTION } from './edge-helpers';
import { seedContent } from './seed-content';
import { lastMail, signUp } from './smb-helpers';

/**
 * Security round 3 (issue 44) on the real worker: the edge HTML cache keeps one copy per page and
 * bounded value (F19), mailed links name the configured origin (F21), R2 media answer ranges as RFC
 * 9110 says (F24), sitemap children past the last are 404s (F26). The pure rules and the local
 * server's guard (F20, F22) are tests/unit/security-round3.test.ts; docs/security.md "Round 3".
 */

const ON = { HTML_CACHE: 'on' };
let hostSeq = 0;
const newHost = () => `r3-${Date.now().toString(36)}-${hostSeq++}.localhost`;
const digits = () => String(100_000_000 + Math.floor(Math.random() * 899_999_999));

/** Two views of one address on a fresh host: the cache header and status of each. */
async function twice(path: string): Promise<string[]> {
  const host = newHost();
  const seen: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await edgeFetch(path, { host, env: ON });
    await res.body?.cancel();
    seen.push(`${res.status} ${res.headers.get('X-Html-Cache')}`);
  }
  return seen;
}

describe('F19: cache filling', () => {
  beforeAll(async () => {
    await seedContent();
  });

  it('a category page with any ?filter= is rendered, never stored (it takes no filter)', async () => {
    expect(await twice('/business/blog/category/makeup')).toEqual(['200 MISS', '200 HIT']);
    for (const path of [
      `/business/blog/category/makeup?filter=${digits()}`,
      `/ja/business/blog/category/makeup?filter=${digits()}`,
      `/business/blog/makeup?filter=${digits()}`,
    ]) {
      expect(await twice(path), path).toEqual(['200 BYPASS', '200 BYPASS']);
    }
  });

  it('a list ?filter= the blog does not offer is a 404, never stored; one it offers is one copy', async () => {
    expect(await twice(`/business/blog/1?filter=${digits()}`)).toEqual(['404 BYPASS', '404 BYPASS']);
    const list = await (await edgeFetch('/business/blog/1')).text();
    const offered = /[?&]amp;filter=(\d+)|\?filter=(\d+)/.exec(list);
    expect(offered, 'the list offers a filter tag').not.toBeNull();
    expect(await twice(`/business/blog/1?filter=${offered![1] ?? offered![2]}`)).toEqual([
      '200 MISS',
      '200 HIT',
    ]);
  });

  it.each([
    ['/busines%73/products/ai-skin-diagnostic', '/business/products/ai-skin-diagnostic'],
    [
      '/business/products/ai-skin-%64iagnostic?utm_source=x',
      '/business/products/ai-skin-diagnostic?utm_source=x',
    ],
    ['/ja/business/blog/category/m%61keup', '/ja/business/blog/category/makeup'],
    ['/business////products/ai-skin-diagnostic', '/business/products/ai-skin-diagnostic'],
    ['/business/', '/business'],
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/business', '/evil.example/business'],
  ])('%s redirects 301 to its one spelling %s, never stored', async (path, location) => {
    const host = newHost();
    for (let i = 0; i < 2; i++) {
      const res = await edgeFetch(path, { host, env: ON });
      await res.body?.cancel();
      expect(res.status).toBe(301);
      expect(res.headers.get('Location')).toBe(location);
      expect(String(res.headers.get('X-Html-Cache'))).not.toMatch(/MISS|HIT/);
    }
  });
});

/** The worker as the local server hands it a request: any host, any headers, env overrides. */
async function post(url: string, body: unknown, headers: Record<string, string>, over: object = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, ...over } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** The origin of the newest mailed link with a code (reset, setup) to this address. */
async function linkOrigin(email: string): Promise<string | undefined> {
  const body = (await lastMail(email))?.body ?? '';
  return /(https?:\/\/[^/\s]+)\/\S*[?&]code=/.exec(body)?.[1];
}

describe('F21: mailed links name the configured origin, never the request host', () => {
  it.each([
    ['a Host of its own', 'http://evil.example', {}],
    ['an IP address Host', 'http://203.0.113.7:8831', {}],
    ['X-Forwarded-Host', 'http://localhost', { 'X-Forwarded-Host': 'evil.example' }],
  ])('forgot-password with %s → the local default origin', async (_name, base, headers) => {
    const { email } = await signUp();
    const ip = `10.44.${hostSeq++ % 250}.9`;
    const res = await post(
      `${base}/smb-frontend/account/forgot-password.action`,
      { email },
      {
        'CF-Connecting-IP': ip,
        ...headers,
      },
    );
    expect(res.status).toBe(200);
    expect(await linkOrigin(email)).toBe('http://localhost:8787');
  });

  it('SITE_ORIGIN, or production’s first PRODUCTION_HOSTS entry, names the link', async () => {
    const { email } = await signUp();
    const path = '/smb-frontend/account/forgot-password.action';
    await post(
      `http://evil.example${path}`,
      { email },
      { 'CF-Connecting-IP': '10.44.251.1' },
      {
        SITE_ORIGIN: 'https://www.site.test',
      },
    );
    expect(await linkOrigin(email)).toBe('https://www.site.test');
    await post(`https://evil.example${path}`, { email }, { 'CF-Connecting-IP': '10.44.251.2' }, PRODUCTION);
    expect(await linkOrigin(email)).toBe('https://localhost');
  });

  it('the verify link of a sign-up names it too', async () => {
    const { email } = await signUp();
    const verify = (await lastMail(email))?.body ?? '';
    expect(verify).toMatch(/ at http:\/\/localhost:8787\//);
    expect(verify).not.toMatch(/https?:\/\/(?!localhost:8787\/)/);
  });
});

// ─── F24: R2 media ranges ─────────────────────────────────────────────────────────────────────────

const KEY = 'media/video/r3-range-clip.webm';
const BYTES = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));
const withMedia = (headers: Record<string, string>, method = 'GET') =>
  edgeFetch('/media/video/r3-range-clip.webm', { env: { MEDIA: env.UPLOADS }, headers, method });

describe('F24: media ranges from R2', () => {
  beforeAll(async () => {
    await env.UPLOADS.put(KEY, BYTES);
  });
  afterAll(async () => {
    await env.UPLOADS.delete(KEY);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0', 'bytes=5-2', 'bytes=abc', 'bytes=', 'nonsense'])(
    'Range: %s → 416, Content-Range: bytes */1000, no body',
    async (range) => {
      for (const method of ['GET', 'HEAD']) {
        const res = await withMedia({ Range: range }, method);
        expect(res.status).toBe(416);
        expect(res.headers.get('Content-Range')).toBe('bytes */1000');
        expect((await res.arrayBuffer()).byteLength).toBe(0);
      }
    },
  );

  it.each([
    ['bytes=990-5000', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=999-', 999, 999],
    ['bytes=0-0', 0, 0],
  ])('Range: %s → 206 bytes %i-%i, exactly those bytes', async (range, first, last) => {
    const res = await withMedia({ Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes ${first}-${last}/1000`);
    expect(res.headers.get('Content-Length')).toBe(String(last - first + 1));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES.slice(first, last + 1));
  });

  it('another unit, several ranges or an If-Range that no longer holds → 200 with the whole body', async () => {
    const cases: Record<string, string>[] = [
      { Range: 'items=0-5' },
      { Range: 'bytes=0-1,5-9' },
      { Range: 'bytes=0-99', 'If-Range': '"not-the-etag"' },
    ];
    for (const headers of cases) {
      const res = await withMedia(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Range')).toBeNull();
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
    }
    const etag = (await withMedia({})).headers.get('ETag')!;
    const held = await withMedia({ Range: 'bytes=0-99', 'If-Range': etag });
    expect(held.status).toBe(206);
    await held.body?.cancel();
  });

  it('a matching If-None-Match answers 304 before any Range', async () => {
    const etag = (await withMedia({})).headers.get('ETag')!;
    for (const range of ['bytes=0-9', 'bytes=5000-']) {
      const res = await withMedia({ Range: range, 'If-None-Match': etag });
      expect(res.status).toBe(304);
    }
  });
});

// ─── F26: sitemap children ────────────────────────────────────────────────────────────────────────

describe('F26: sitemap children past the last', () => {
  beforeAll(async () => {
    await seedContent();
  });

  it.each([
    '/sitemap-blog-10001.xml',
    '/sitemap-blog-999999.xml',
    '/sitemap-news-2.xml',
    '/sitemap-blog-2.xml',
  ])('%s → 404', async (path) => {
    const res = await edgeFetch(path, { env: PRODUCTION });
    await res.body?.cancel();
    expect(res.status).toBe(404);
  });

  it('the children the index names answer 200', async () => {
    const index = await (await edgeFetch('/sitemap.xml', { env: PRODUCTION })).text();
    const children = [...index.matchAll(/<loc>http:\/\/localhost(\/sitemap-[a-z]+-\d+\.xml)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(children).toContain('/sitemap-blog-1.xml');
    for (const path of children) {
      const res = await edgeFetch(path, { env: PRODUCTION });
      await res.body?.cancel();
      expect(res.status, path).toBe(200);
    }
  });
});
