import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../worker/app-env';
import { getConfig } from '../../worker/config';
import { secureHeaders } from '../../worker/middleware/secure-headers';
import { siteContext } from '../../worker/middleware/site-context';
import { joinBytes, splitBytes } from '../../worker/render/bytes';
import { forgetIsolateCopies, htmlCache } from '../../worker/render/html-cache';
import {
  HTML_CACHE_HEADER,
  HTML_CACHE_NAME,
  htmlCacheDecision,
  NONCE_PLACEHOLDER,
  STORED_AT_HEADER,
} from '../../worker/render/html-cache-policy';
import { edgeFetch, PRODUCTION, setCookies } from './edge-helpers';
import { seedContent } from './seed-content';
import { signUp } from './smb-helpers';

/**
 * The edge HTML cache (issue 13, decision 0180) on the real worker: what is stored, under which key,
 * and that nothing personal — a session, a preview, a cookie, a visitor's query — ever enters it.
 * Each test uses its own host, so entries of one test never answer another.
 */
const ON = { HTML_CACHE: 'on' };
let hostSeq = 0;
const newHost = () => `t${Date.now().toString(36)}-${hostSeq++}.localhost`;

function get(host: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return edgeFetch(path, { host, headers, env: ON, method });
}

/** The nonce the CSP header names for scripts. */
function cspNonce(res: Response): string {
  const m = /script-src 'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '');
  if (!m) throw new Error('no nonce in the CSP');
  return m[1]!;
}

/** Every nonce attribute value of a document. */
const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);

async function storedText(host: string, path: string): Promise<string | undefined> {
  const d = htmlCacheDecision(new Request(`http://${host}${path}`), false, { ...env, ...ON });
  if (d.kind !== 'cache') throw new Error(`not cacheable: ${d.kind}`);
  const hit = await (await caches.open(HTML_CACHE_NAME)).match(d.key);
  return hit?.text();
}

describe('edge HTML cache', () => {
  beforeAll(async () => {
    await seedContent();
  });

  it('stores an anonymous page once and answers the next view from it with a new nonce', async () => {
    const host = newHost();
    const first = await get(host, '/business');
    expect(first.status).toBe(200);
    expect(first.headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    const firstHtml = await first.text();
    const second = await get(host, '/business');
    expect(second.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
    const secondHtml = await second.text();

    const [n1, n2] = [cspNonce(first), cspNonce(second)];
    expect(n1).not.toBe(n2);
    // Every nonce attribute carries the live nonce of its own response: stylesheets and scripts alike.
    expect(nonceAttributes(firstHtml).length).toBeGreaterThan(1);
    expect(new Set(nonceAttributes(firstHtml))).toEqual(new Set([n1]));
    expect(new Set(nonceAttributes(secondHtml))).toEqual(new Set([n2]));
    expect(secondHtml.replaceAll(n2, n1)).toBe(firstHtml);
    for (const html of [firstHtml, secondHtml]) expect(html).not.toContain(NONCE_PLACEHOLDER);
    // The answer keeps the page's own headers: never a shared-cache lifetime to the browser.
    expect(second.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    expect(second.headers.get('Vary')).toBe(first.headers.get('Vary'));
    expect(second.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(second.headers.get(STORED_AT_HEADER)).toBeNull();

    // The stored bytes hold the placeholder, never a live nonce.
    const stored = await storedText(host, '/business');
    expect(stored).toContain(NONCE_PLACEHOLDER);
    expect(stored).not.toContain(n1);
    expect(stored).not.toContain(n2);
  });

  it('a hit (answered before the render middleware, decision 0342) logs one request line with its route', async () => {
    const host = newHost();
    expect((await get(host, '/business')).headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    const lines: Record<string, unknown>[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line));
    });
    try {
      const hit = await get(host, '/business', { 'cf-ray': '7a1b2c3d4e5f6071-AMS' });
      expect(hit.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
      await hit.text();
    } finally {
      spy.mockRestore();
    }
    const requests = lines.filter((l) => l.event === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      request_id: '7a1b2c3d4e5f6071-AMS',
      method: 'GET',
      route: 'business-home',
      status: 200,
    });
  });

  it('answers HEAD from a stored copy without a body', async () => {
    const host = newHost();
    await (await get(host, '/business/solutions/online-service/makeup')).text();
    const head = await get(host, '/business/solutions/online-service/makeup', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
    expect(await head.text()).toBe('');
  });

  it('never stores for a signed-in visitor, and the anonymous view after it is rendered afresh', async () => {
    const host = newHost();
    const { cookie } = await signUp();
    const signedIn = await get(host, '/business', { cookie });
    expect(signedIn.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
    await signedIn.text();
    expect(await storedText(host, '/business')).toBeUndefined();
    const flagged = await get(host, '/business', { cookie: 'smb_signin=1' });
    expect(flagged.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
    await flagged.text();
    const anonymous = await get(host, '/business');
    expect(anonymous.headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    await anonymous.text();
    // A stored copy never answers a signed-in visitor either (their page may differ one day).
    const again = await get(host, '/business', { cookie });
    expect(again.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
    await again.text();
  });

  it('never stores or serves a preview (query or cookie), nor an account page', async () => {
    const host = newHost();
    const byQuery = await get(host, '/business?pfFormId=draft-7');
    expect(byQuery.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
    expect(setCookies(byQuery).has('pf_form_id')).toBe(true);
    await byQuery.text();
    const byCookie = await get(host, '/business', { cookie: 'pf_form_id=draft-7' });
    expect(byCookie.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
    await byCookie.text();
    const byCmsId = await get(host, '/business?cmsId=12');
    expect(byCmsId.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
    await byCmsId.text();
    expect(await storedText(host, '/business')).toBeUndefined();
    const after = await get(host, '/business');
    expect(after.headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    expect(await after.text()).not.toContain('draft-7');

    for (const path of ['/business/user/sign-in', '/business/user/sign-in']) {
      const account = await get(host, path);
      expect(account.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
      await account.text();
    }
  });

  /**
   * The real middleware around a handler standing in for a page route (the form pages' POST handlers
   * answer only POSTs; a GET proves the rule whatever a route does).
   */
  function standIn(page: (c: Context<AppEnv>, renders: number) => Response | Promise<Response>) {
    const app = new Hono<AppEnv>();
    app.use('*', secureHeaders);
    app.use('*', async (c, next) => {
      c.set('config', getConfig(c.env as unknown as Record<string, unknown>));
      await next();
    });
    app.use('*', siteContext);
    app.use(
      '*',
      htmlCache((r, e, x) => app.fetch(r, e, x)),
    );
    const counter = { renders: 0 };
    app.get('/business', (c) => page(c, ++counter.renders));
    const fetchTwice = async (host: string, headers: Record<string, string> = {}) => {
      const out: Response[] = [];
      for (let i = 0; i < 2; i++) {
        const ctx = createExecutionContext();
        const request = new Request(`http://${host}/business`, { headers });
        out.push(await app.fetch(request, { ...env, ...ON } as Env, ctx));
        await waitOnExecutionContext(ctx);
      }
      return out;
    };
    return { counter, fetchTwice };
  }

  it('never stores a response that sets a session cookie', async () => {
    const { counter, fetchTwice } = standIn((c, n) => {
      c.header('Set-Cookie', 'smb_sid=secret-session; Path=/; HttpOnly');
      return c.html(`<!doctype html><p>hello ${n}</p><script nonce="${c.get('nonce')}"></script>`);
    });
    const host = newHost();
    const answers = await fetchTwice(host);
    for (const [i, res] of answers.entries()) {
      expect(res.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
      expect(await res.text()).toContain(`hello ${i + 1}`);
    }
    expect(counter.renders).toBe(2);
    expect(await storedText(host, '/business')).toBeUndefined();
  });

  it("renders a stored page without the visitor's cookies, so none can end up in it", async () => {
    const { fetchTwice } = standIn((c) =>
      c.html(`<!doctype html><p>flash=${getCookie(c, 'flash') ?? 'none'}</p>`),
    );
    const host = newHost();
    const answers = await fetchTwice(host, { cookie: 'flash=ada%40shop.test; ref_source=x' });
    expect(answers.map((r) => r.headers.get(HTML_CACHE_HEADER))).toEqual(['MISS', 'HIT']);
    for (const res of answers) expect(await res.text()).toContain('flash=none');
    expect(await storedText(host, '/business')).not.toContain('ada');
  });

  it('never keeps a page whose Suspense boundary failed on the server', async () => {
    const { counter, fetchTwice } = standIn((c) =>
      c.html('<!doctype html><main><!--$!--><template data-dgst="x"></template><p>later</p><!--/$--></main>'),
    );
    const host = newHost();
    const answers = await fetchTwice(host);
    expect(answers.map((r) => r.headers.get(HTML_CACHE_HEADER))).toEqual(['MISS', 'MISS']);
    for (const res of answers) await res.text();
    expect(counter.renders).toBe(2);
    expect(await storedText(host, '/business')).toBeUndefined();
  });

  it('keeps one copy for 50 campaign variants, and each visitor still gets their own attribution cookies', async () => {
    const host = newHost();
    const statuses: string[] = [];
    for (let i = 0; i < 50; i++) {
      const q = `utm_source=src${i}&utm_medium=cpc&utm_campaign=camp-${i}&gclid=g${i}&ref=R${i}`;
      const res = await get(host, `/business/products/ai-skin-diagnostic?${q}`);
      statuses.push(res.headers.get(HTML_CACHE_HEADER) ?? '');
      const cookies = setCookies(res);
      expect(cookies.get('ref_source')).toContain(`src${i}`);
      // A response that sets cookies is never kept by a browser's shared cache either.
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const html = await res.text();
      expect(html).not.toContain(`camp-${i}`);
      expect(html).not.toContain(`src${i}`);
    }
    expect(statuses[0]).toBe('MISS');
    // A first-touch cookie the visitor already has is kept, whether the page was rendered or stored.
    for (const path of [
      '/business/products/ai-shade-finder?utm_source=a&utm_medium=cpc',
      '/business/products/ai-shade-finder?utm_source=b&utm_medium=cpc',
    ]) {
      const res = await get(host, path, { cookie: 'ref_url_first=https%3A%2F%2Ffirst.example%2F' });
      expect(['MISS', 'HIT']).toContain(res.headers.get(HTML_CACHE_HEADER));
      expect(setCookies(res).has('ref_url_first'), path).toBe(false);
      expect(setCookies(res).get('ref_source')).toBeDefined();
      await res.text();
    }
    expect(statuses.slice(1)).toEqual(Array(49).fill('HIT'));
    const stored = await storedText(host, '/business/products/ai-skin-diagnostic');
    expect(stored).not.toMatch(/utm_|camp-\d|gclid=/);
  });

  it('bypasses queries it does not know (search words, ids), and POSTs', async () => {
    const host = newHost();
    for (const path of [
      '/business?q=ada%40shop.test',
      '/business?supportId=42',
      '/business/gcse?q=lipstick',
    ]) {
      const res = await get(host, path);
      expect(res.headers.get(HTML_CACHE_HEADER), path).toBe('BYPASS');
      await res.text();
    }
    expect(await storedText(host, '/business')).toBeUndefined();
    // The online-service view switch keeps the visitor's campaign query in its links: never shared.
    const echo = await get(host, '/business/solutions/online-service/makeup?utm_source=mail');
    expect(echo.headers.get(HTML_CACHE_HEADER)).toBe('BYPASS');
    expect(await echo.text()).toContain('utm_source=mail');
    const post = await get(
      host,
      '/business',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'POST',
    );
    expect(post.headers.get(HTML_CACHE_HEADER)).not.toBe('HIT');
    await post.text();
  });

  it('keys every request fact the page depends on: app or browser, page data, store device, language', async () => {
    const host = newHost();
    const statusOf = async (path: string, headers: Record<string, string> = {}) => {
      const res = await get(host, path, headers);
      await res.text();
      return res.headers.get(HTML_CACHE_HEADER);
    };
    expect(await statusOf('/business')).toBe('MISS');
    expect(await statusOf('/business', { 'user-agent': 'Mozilla/5.0 LumoraApp/3.1' })).toBe('MISS');
    expect(await statusOf('/business', { 'user-agent': 'Mozilla/5.0 LumoraApp/3.1' })).toBe('HIT');
    expect(await statusOf('/ja/business')).toBe('MISS');
    expect(await statusOf('/business', { 'x-page-data': '1' })).toBe('MISS');
    const data = await get(host, '/business', { 'x-page-data': '1' });
    expect(data.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
    expect(data.headers.get('Content-Type')).toMatch(/json/);
    expect((await data.json()) as { ssr: { routeId: string } }).toMatchObject({
      ssr: { routeId: 'business-home' },
    });
    // Another configuration (environment, brand …) never reads this one's copies.
    const production = await edgeFetch('/business', {
      host,
      env: { ...ON, ...PRODUCTION, PRODUCTION_HOSTS: host },
    });
    expect(production.headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    expect(production.headers.get('X-Robots-Tag')).not.toMatch(/noindex/);
    await production.text();
    const android = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' };
    expect(await statusOf('/consumer', android)).toBe('MISS');
    expect(await statusOf('/consumer')).toBe('MISS');
    expect(await statusOf('/consumer', android)).toBe('HIT');
  });

  it('a new deployment never serves the pages an older worker rendered (decision 0244)', async () => {
    const host = newHost();
    const deployment = (id: string) => ({
      ...ON,
      CF_VERSION_METADATA: { id, tag: '', timestamp: '2026-11-23T00:00:00Z' },
    });
    const statusOf = async (id: string) => {
      const res = await edgeFetch('/business', { host, env: deployment(id) });
      await res.text();
      return res.headers.get(HTML_CACHE_HEADER);
    };
    expect(await statusOf('11111111-aaaa')).toBe('MISS');
    expect(await statusOf('11111111-aaaa')).toBe('HIT');
    // Same client build, same configuration, new worker code: rendered afresh, then kept.
    expect(await statusOf('22222222-bbbb')).toBe('MISS');
    expect(await statusOf('22222222-bbbb')).toBe('HIT');
  });

  it('serves a stale copy once and renders a fresh one behind it', async () => {
    const host = newHost();
    await (await get(host, '/business/solutions/online-service/makeup')).text();
    const d = htmlCacheDecision(
      new Request(`http://${host}/business/solutions/online-service/makeup`),
      false,
      {
        ...env,
        ...ON,
      },
    );
    if (d.kind !== 'cache') throw new Error('not cacheable');
    const cache = await caches.open(HTML_CACHE_NAME);
    const old = (await cache.match(d.key))!;
    const aged = new Response(old.body, old);
    aged.headers.set(STORED_AT_HEADER, String(Date.now() - 120_000));
    await cache.put(d.key, aged);
    forgetIsolateCopies();

    const stale = await get(host, '/business/solutions/online-service/makeup');
    expect(stale.headers.get(HTML_CACHE_HEADER)).toBe('STALE');
    expect(Number(stale.headers.get('Age'))).toBeGreaterThanOrEqual(120);
    await stale.text();
    // edgeFetch waited for the background render: the next view is a fresh hit.
    const fresh = await get(host, '/business/solutions/online-service/makeup');
    expect(fresh.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
    expect(Number(fresh.headers.get('Age'))).toBeLessThan(60);
    await fresh.text();
  });
});

describe('splitBytes and joinBytes', () => {
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  it('cut at every occurrence and put anything back between the pieces', () => {
    const cases: [string, string][] = [
      ['a__N__b__N__', '__N__'],
      ['__N__', '__N__'],
      ['no match __N_ here', '__N__'],
      ['ééé__N__ééé', '__N__'],
    ];
    for (const [text, needle] of cases) {
      const parts = splitBytes(enc.encode(text), enc.encode(needle));
      expect(parts.length).toBe(text.split(needle).length);
      expect(dec.decode(joinBytes(parts, enc.encode('xyz')))).toBe(text.replaceAll(needle, 'xyz'));
    }
  });
});
