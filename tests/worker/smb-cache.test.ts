import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../shared/smb/error-messages';
import { findSmbCall } from '../../shared/smb/paths';
import { cachedFetch } from '../../worker/smb/cache';
import {
  CACHE_STATUS_HEADER,
  cacheKey,
  FETCHED_AT_HEADER,
  isCacheableRequest,
} from '../../worker/smb/cache-policy';
import { handleSmb } from '../../worker/smb/proxy';
import { fakeCache } from './smb-helpers';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

describe('cacheKey (normalisation)', () => {
  const key = (q: string) => cacheKey('/strapi/query-content-by-language.action', new URLSearchParams(q));

  it('sorts the query and drops marketing parameters', () => {
    const a = key('type=PRODUCT_PAGE&languageType=jpn&pageKey=x');
    expect(key('pageKey=x&languageType=jpn&type=PRODUCT_PAGE')).toBe(a);
    expect(
      key('utm_source=news&pageKey=x&gclid=abc&languageType=jpn&fbclid=z&type=PRODUCT_PAGE&utm_medium=cpc'),
    ).toBe(a);
  });

  it('keeps the language in the key: two languages never share an entry', () => {
    expect(key('type=T&languageType=jpn')).not.toBe(key('type=T&languageType=fra'));
    expect(key('type=T&languageType=jpn')).toContain('/jpn/');
  });

  it('keeps parameters that select content', () => {
    expect(key('type=T&languageType=enu&pageKey=a')).not.toBe(key('type=T&languageType=enu&pageKey=b'));
  });
});

describe('isCacheableRequest', () => {
  const call = findSmbCall('/strapi/query-content-by-language.action')!;
  const url = (q = '') => new URL(`http://localhost/smb-frontend${call.path}?type=T&languageType=enu${q}`);

  it('anonymous content GETs are cacheable', () => {
    expect(isCacheableRequest(call, 'GET', url(), null)).toBe(true);
    expect(isCacheableRequest(call, 'GET', url(), 'site_lang=ja')).toBe(true);
  });
  it('a session, a preview cookie or a preview query bypasses the cache', () => {
    expect(isCacheableRequest(call, 'GET', url(), 'a=1; smb_sid=xyz')).toBe(false);
    expect(isCacheableRequest(call, 'GET', url(), 'pf_form_id=42')).toBe(false);
    expect(isCacheableRequest(call, 'GET', url('&formId=abc'), null)).toBe(false);
    expect(isCacheableRequest(call, 'GET', url('&cmsId=3'), null)).toBe(false);
  });
  it('account calls and unsafe methods are never cacheable', () => {
    expect(isCacheableRequest(findSmbCall('/auth/auth.action')!, 'GET', url(), null)).toBe(false);
    expect(isCacheableRequest(findSmbCall('/auth/sign-in.action')!, 'POST', url(), null)).toBe(false);
  });
});

describe('cachedFetch (stale-if-error by the worker)', () => {
  const base = { key: 'https://smb-cache.internal/v1/enu/x', ttlSeconds: 60, staleSeconds: 600 };

  it('a miss stores the answer with its fetch time; the next call is a hit', async () => {
    const cache = fakeCache();
    let calls = 0;
    const load = async () => {
      calls++;
      return json({ n: calls });
    };
    let t = 1_000_000;
    const first = await cachedFetch(load, { ...base, cache, now: () => t });
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(cache.store.get(base.key)?.headers.get(FETCHED_AT_HEADER)).toBe(String(t));
    t += 30_000;
    const second = await cachedFetch(load, { ...base, cache, now: () => t });
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(second.headers.has(FETCHED_AT_HEADER)).toBe(false);
    expect(await second.json()).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });

  it('after the TTL the origin is asked again', async () => {
    const cache = fakeCache();
    let calls = 0;
    const load = async () => json({ n: ++calls });
    let t = 0;
    await cachedFetch(load, { ...base, cache, now: () => t });
    t += 61_000;
    const res = await cachedFetch(load, { ...base, cache, now: () => t });
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await res.json()).toEqual({ n: 2 });
  });

  it('serves the stale copy when the origin errors, times out or throws — within the window', async () => {
    const cache = fakeCache();
    let t = 0;
    await cachedFetch(async () => json({ v: 'old' }), { ...base, cache, now: () => t });
    t += 120_000; // past TTL, inside the stale window
    const on500 = await cachedFetch(async () => json({ error: 'x' }, { status: 503 }), {
      ...base,
      cache,
      now: () => t,
    });
    expect(on500.headers.get(CACHE_STATUS_HEADER)).toBe('STALE');
    expect(await on500.json()).toEqual({ v: 'old' });
    const onThrow = await cachedFetch(
      async () => {
        throw new Error('network down');
      },
      { ...base, cache, now: () => t },
    );
    expect(onThrow.headers.get(CACHE_STATUS_HEADER)).toBe('STALE');
    const onTimeout = await cachedFetch(() => new Promise<Response>(() => {}), {
      ...base,
      cache,
      now: () => t,
      timeoutMs: 20,
    });
    expect(onTimeout.headers.get(CACHE_STATUS_HEADER)).toBe('STALE');
  });

  it('beyond the stale window an origin failure is an error answer, not stale content', async () => {
    const cache = fakeCache();
    let t = 0;
    await cachedFetch(async () => json({ v: 'old' }), { ...base, cache, now: () => t });
    t += (60 + 600 + 1) * 1000;
    const res = await cachedFetch(
      async () => {
        throw new Error('down');
      },
      { ...base, cache, now: () => t },
    );
    expect(res.status).toBe(502);
    const timeout = await cachedFetch(() => new Promise<Response>(() => {}), {
      ...base,
      cache,
      now: () => t,
      timeoutMs: 10,
    });
    expect(timeout.status).toBe(504);
    expect(await timeout.json()).toEqual(errorBody(504, 'origin_timeout'));
  });

  it('never stores answers that set cookies, forbid storing, or are not 200', async () => {
    const cache = fakeCache();
    await cachedFetch(async () => json({}, { headers: { 'Set-Cookie': 'a=1' } }), { ...base, cache });
    await cachedFetch(async () => json({}, { headers: { 'Cache-Control': 'private, no-store' } }), {
      ...base,
      cache,
    });
    await cachedFetch(async () => json({ error: 'not_found' }, { status: 404 }), { ...base, cache });
    expect(cache.store.size).toBe(0);
  });
});

describe('the proxy with a fake origin', () => {
  function fakeOrigin() {
    const seen: Request[] = [];
    let fail = false;
    return {
      seen,
      setFail(v: boolean) {
        fail = v;
      },
      async fetch(req: Request) {
        seen.push(req);
        if (fail) return json({ error: 'down' }, { status: 503 });
        const url = new URL(req.url);
        if (url.searchParams.get('offset') === '7')
          return json({ you: 1 }, { headers: { 'Set-Cookie': 'x=1' } });
        // A list answer that keeps its contract (ContentListAnswer): anything else is never stored.
        return json({ data: [], total: seen.length });
      },
    };
  }
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost/smb-frontend${path}`, { headers });

  it('hit after miss; marketing-parameter variants share one entry; stale when the origin fails', async () => {
    const origin = fakeOrigin();
    const cache = fakeCache();
    let t = 0;
    const deps = { origin, cache: () => cache, now: () => t };
    const p = '/strapi/list-content-by-language.action?type=BLOG_POST&languageType=enu';
    const a = await handleSmb(get(p), env, undefined, deps);
    expect(a.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    // The origin saw the canonical query (marketing parameters gone).
    const b = await handleSmb(get(`${p}&utm_source=x&utm_medium=cpc&gclid=1`), env, undefined, deps);
    expect(b.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(origin.seen).toHaveLength(1);
    expect(cache.store.size).toBe(1);
    origin.setFail(true);
    t += 3_600_000; // past the strapi TTL, inside the stale window
    const c = await handleSmb(get(p), env, undefined, deps);
    expect(c.status).toBe(200);
    expect(c.headers.get(CACHE_STATUS_HEADER)).toBe('STALE');
  });

  it('personalised requests and answers are never stored', async () => {
    const origin = fakeOrigin();
    const cache = fakeCache();
    const deps = { origin, cache: () => cache };
    const p = '/strapi/list-content-by-language.action?type=BLOG_POST&languageType=enu';
    const withSession = await handleSmb(get(p, { Cookie: 'smb_sid=abc' }), env, undefined, deps);
    expect(withSession.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS');
    expect(withSession.headers.get('Cache-Control')).toBe('no-store');
    await handleSmb(get(p, { Cookie: 'pf_form_id=9' }), env, undefined, deps);
    await handleSmb(get(`${p}&formId=draft-1`), env, undefined, deps);
    await handleSmb(get(`${p}&offset=7`), env, undefined, deps);
    await handleSmb(get('/auth/auth.action'), env, undefined, deps);
    expect(cache.store.size).toBe(0);
  });
});

describe('upstream mode (SMB_ORIGIN set) against a stand-in of the vendor backend', () => {
  const upstreamEnv = { ...env, SMB_ORIGIN: 'https://vendor.example/smb-frontend' } as unknown as Env;

  /** Test double of the vendor's upstream: records requests, answers as told. */
  function vendor(answer: (req: Request) => Response | Promise<Response>) {
    const seen: Request[] = [];
    return {
      seen,
      upstreamFetch: async (req: Request) => {
        seen.push(req);
        return answer(req);
      },
    };
  }

  it('forwards to SMB_ORIGIN + path, overwriting the client X-Forwarded-* headers', async () => {
    const v = vendor(() =>
      json(
        { email: 'a@b.test', isExisting: false },
        { headers: { 'Set-Cookie': 'sid=1; Domain=vendor.example; Path=/' } },
      ),
    );
    // `?x=1`: not a parameter of the call, so it stays here (decision 0288).
    const req = new Request('https://www.site.test/smb-frontend/auth/check-email.action?x=1', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': '6.6.6.6',
        'X-Forwarded-Host': 'evil.test',
        'CF-Connecting-IP': '203.0.113.9',
        'X-Custom': 'dropped',
      },
      body: JSON.stringify({ email: 'a@b.test' }),
    });
    const res = await handleSmb(req, upstreamEnv, undefined, { upstreamFetch: v.upstreamFetch });
    expect(res.status).toBe(200);
    const sent = v.seen[0]!;
    expect(sent.url).toBe('https://vendor.example/smb-frontend/auth/check-email.action');
    expect(sent.headers.get('X-Forwarded-For')).toBe('203.0.113.9');
    expect(sent.headers.get('X-Forwarded-Host')).toBe('www.site.test');
    expect(sent.headers.get('X-Forwarded-Proto')).toBe('https');
    expect(sent.headers.has('X-Custom')).toBe(false);
    expect(await sent.json()).toEqual({ email: 'a@b.test' });
    // The vendor's cookie becomes the site's own (no Domain attribute).
    expect(res.headers.get('Set-Cookie')).toBe('sid=1; Path=/');
  });

  it('upstream 5xx → 502 JSON; no answer in time → 504 JSON; network error → 502 JSON', async () => {
    const bad = vendor(() => new Response('<html>oops</html>', { status: 500 }));
    const r1 = await handleSmb(
      new Request('https://s.test/smb-frontend/auth/auth.action'),
      upstreamEnv,
      undefined,
      bad,
    );
    expect(r1.status).toBe(502);
    expect(await r1.json()).toEqual(errorBody(502, 'upstream_error'));
    const slow = vendor(() => new Promise<Response>(() => {}));
    const r2 = await handleSmb(
      new Request('https://s.test/smb-frontend/auth/auth.action'),
      upstreamEnv,
      undefined,
      {
        ...slow,
        timeoutMs: 20,
      },
    );
    expect(r2.status).toBe(504);
    expect(await r2.json()).toEqual(errorBody(504, 'origin_timeout'));
    const down = vendor(() => {
      throw new TypeError('fetch failed');
    });
    const r3 = await handleSmb(
      new Request('https://s.test/smb-frontend/auth/auth.action'),
      upstreamEnv,
      undefined,
      down,
    );
    expect(r3.status).toBe(502);
  });

  it('content from upstream goes through the same cache', async () => {
    const v = vendor(() => json({ data: [] }));
    const cache = fakeCache();
    const url = 'https://s.test/smb-frontend/course/list-courses.action?type=VIRTUAL_EVENT&languageType=enu';
    await handleSmb(new Request(url), upstreamEnv, undefined, { ...v, cache: () => cache });
    const again = await handleSmb(new Request(`${url}&utm_source=a`), upstreamEnv, undefined, {
      ...v,
      cache: () => cache,
    });
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(v.seen).toHaveLength(1);
  });
});

describe('the real Cache API (caches.default) behind the proxy', () => {
  it('miss then hit, keyed without marketing parameters', async () => {
    let calls = 0;
    const origin = {
      async fetch() {
        calls++;
        return json({ data: [], calls });
      },
    };
    const p = `/course/list-courses.action?type=VIRTUAL_EVENT&languageType=enu&n=${Date.now()}`;
    const first = await handleSmb(new Request(`http://localhost/smb-frontend${p}`), env, undefined, {
      origin,
    });
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    const second = await handleSmb(
      new Request(`http://localhost/smb-frontend${p}&utm_campaign=x`),
      env,
      undefined,
      { origin },
    );
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(await second.json()).toEqual({ data: [], calls: 1 });
    expect(calls).toBe(1);
  });
});
