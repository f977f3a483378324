import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../shared/smb/error-messages';
import { CACHE_STATUS_HEADER, ORIGIN_TIMEOUT_MS, STALE_BUDGET_MS } from '../../worker/smb/cache-policy';
import { handleSmb, type SmbDeps } from '../../worker/smb/proxy';
import { FAST_CHECK_RUNS } from './security-helpers';
import { fakeCache } from './smb-helpers';

/**
 * Upstream faults and cache safety of the /smb-frontend layer (issue 15 §2, §3, §4, §10). The vendor's
 * backend is the true outside edge: a test double answers as told (503, hang, garbage, wrong shape,
 * empty body, redirects). The cache is a Map-backed stand-in of the Cache API.
 */

const SITE = 'https://www.site.test';
const upstreamEnv = {
  ...env,
  SMB_ORIGIN: 'https://vendor.example/smb-frontend',
  CONSOLE_BASE_URL: 'https://console.example',
} as unknown as Env;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/** The vendor double: each call takes the next scripted answer (the last one repeats). */
function vendor(...script: ((req: Request) => Response | Promise<Response>)[]) {
  const seen: Request[] = [];
  return {
    seen,
    upstreamFetch: async (req: Request) => {
      seen.push(req);
      const step = script[Math.min(seen.length - 1, script.length - 1)]!;
      return step(req);
    },
  };
}

const CONTENT = '/course/list-courses.action?type=VIRTUAL_EVENT&languageType=enu';
const get = (path = CONTENT, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/smb-frontend${path}`, { headers });

/** A proxy call with deps, collecting waitUntil work so a test can wait for background refreshes. */
function proxy(deps: SmbDeps) {
  const background: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => background.push(p),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  return {
    background,
    fetch: (req: Request) => handleSmb(req, upstreamEnv, ctx, deps),
    settle: () => Promise.all(background),
  };
}

describe('invalid upstream answers are never cached (§2)', () => {
  const GOOD = () => json({ data: [], v: 'good' });
  const FAULTS: [string, () => Response][] = [
    [
      'garbage JSON',
      () => new Response('{"data": [oops', { headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      'HTML error page with 200',
      () => new Response('<html>maintenance</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['wrong shape', () => json({ data: 'not a list' })],
    ['wrong item shape', () => json({ data: [{ id: 'x' }] })],
    ['empty body', () => new Response('', { status: 200 })],
    ['null', () => json(null)],
  ];

  for (const [name, fault] of FAULTS) {
    it(`${name}: the good stale copy is served and kept; recovery is seen at once`, async () => {
      const cache = fakeCache();
      let t = 0;
      const v = vendor(GOOD, fault, () => json({ data: [], v: 'recovered' }));
      const p = proxy({ ...v, cache: () => cache, now: () => t });
      expect((await p.fetch(get())).headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
      t += 3_600_000; // past the TTL, inside the stale window
      const during = await p.fetch(get());
      expect(during.status).toBe(200);
      expect(during.headers.get(CACHE_STATUS_HEADER)).toBe('STALE');
      expect(await during.json()).toEqual({ data: [], v: 'good' });
      await p.settle();
      const [stored] = [...cache.store.values()];
      expect(await stored!.clone().json()).toEqual({ data: [], v: 'good' });
      // The upstream recovers: the next visitor gets the new answer (no 5-minute 503).
      const after = await p.fetch(get());
      expect(after.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
      expect(await after.json()).toEqual({ data: [], v: 'recovered' });
    });
  }

  it('with nothing stale, an invalid answer is a 502 JSON error and nothing is stored', async () => {
    for (const [name, fault] of FAULTS) {
      const cache = fakeCache();
      const res = await proxy({ ...vendor(fault), cache: () => cache }).fetch(get());
      expect(res.status, name).toBe(502);
      expect(await res.json()).toEqual(errorBody(502, 'origin_invalid_answer'));
      expect(cache.store.size).toBe(0);
    }
  });

  it('a 503 serves the stale copy', async () => {
    const cache = fakeCache();
    let t = 0;
    const p = proxy({
      ...vendor(
        () => json({ data: [] }),
        () => json({ error: 'x' }, { status: 503 }),
      ),
      cache: () => cache,
      now: () => t,
    });
    await p.fetch(get());
    t += 3_600_000;
    expect((await p.fetch(get())).headers.get(CACHE_STATUS_HEADER)).toBe('STALE');
  });
});

describe('a hung upstream (§3)', () => {
  it('with a stale copy: answered from it within the budget, refreshed in the background', async () => {
    const cache = fakeCache();
    let t = 0;
    let release: (r: Response) => void = () => {};
    const hung = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const p = proxy({
      ...vendor(
        () => json({ data: [], v: 1 }),
        () => hung,
      ),
      cache: () => cache,
      now: () => t,
    });
    await p.fetch(get());
    t += 3_600_000;
    const started = Date.now();
    const res = await p.fetch(get());
    const waited = Date.now() - started;
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBe('STALE');
    expect(waited).toBeGreaterThanOrEqual(STALE_BUDGET_MS - 50);
    expect(waited).toBeLessThan(ORIGIN_TIMEOUT_MS - 500);
    // The upstream answers later: the background attempt stores it.
    release(json({ data: [], v: 2 }));
    await p.settle();
    const next = await p.fetch(get());
    expect(next.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(await next.json()).toEqual({ data: [], v: 2 });
  });

  it('with nothing stale: the full bound, then 504 JSON', async () => {
    const res = await proxy({
      ...vendor(() => new Promise<Response>(() => {})),
      cache: () => fakeCache(),
      timeoutMs: 300,
    }).fetch(get());
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual(errorBody(504, 'origin_timeout'));
  });
});

describe('upstream redirects (§4)', () => {
  const redirectTo =
    (location: string, status = 302) =>
    () =>
      new Response(null, { status, headers: { Location: location } });
  // The call's own parameter (`affCode` is none of its own: dropped, then 400 for the missing one).
  const AFF = '/aff/query-active-aff.action?affiliate=abc';

  it('a redirect off-site becomes a 502 JSON error', async () => {
    for (const location of [
      'http://evil.com/',
      'https://evil.com/',
      '//evil.com/',
      '/\\evil.com',
      '/.//evil.com',
      'https://vendor.example/smb-frontend/x',
      'javascript:alert(1)',
      '',
    ]) {
      for (const status of [301, 302, 303, 307, 308]) {
        const res = await proxy(vendor(redirectTo(location, status))).fetch(get(AFF));
        expect(res.status, `${status} ${location}`).toBe(502);
        expect(await res.json()).toEqual(errorBody(502, 'upstream_redirect_refused'));
      }
    }
  });

  it('same-site and allowlisted redirects pass (normalised)', async () => {
    const cases: [string, string][] = [
      ['/business/user/home', '/business/user/home'],
      ['/a/../business/user/home', '/business/user/home'],
      ['https://www.site.test/business', 'https://www.site.test/business'],
      ['https://console.example/makeup/home', 'https://console.example/makeup/home'],
    ];
    for (const [location, want] of cases) {
      const res = await proxy(vendor(redirectTo(location))).fetch(get(AFF));
      expect(res.status, location).toBe(302);
      expect(res.headers.get('Location')).toBe(want);
    }
  });
});

describe('cache safety (§10)', () => {
  /** The double answers personally when it sees a session — the thing that must never be stored. */
  const personal = (req: Request) =>
    json({ data: [], who: /smb_sid=/.test(req.headers.get('cookie') ?? '') ? 'alice' : 'anonymous' });

  it('signed-in, then anonymous: the personal answer is never stored or served to the next visitor', async () => {
    for (const cookie of ['smb_sid=abc', '__Host-smb_sid=abc', 'a=1; smb_sid=abc; b=2']) {
      const cache = fakeCache();
      const p = proxy({ ...vendor(personal), cache: () => cache });
      const mine = await p.fetch(get(CONTENT, { Cookie: cookie }));
      expect(mine.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS');
      expect(mine.headers.get('Cache-Control')).toBe('no-store');
      expect(cache.store.size).toBe(0);
      const anon = await p.fetch(get());
      expect(await anon.json()).toEqual({ data: [], who: 'anonymous' });
    }
  });

  it('previews (cookie or query) are never stored', async () => {
    const cache = fakeCache();
    const p = proxy({ ...vendor(() => json({ data: [], draft: true })), cache: () => cache });
    await p.fetch(get(CONTENT, { Cookie: 'pf_form_id=42' }));
    await p.fetch(get(`${CONTENT}&formId=draft-1`));
    await p.fetch(get(`${CONTENT}&cmsId=7`));
    expect(cache.store.size).toBe(0);
  });

  it('50 marketing-parameter variants share one entry and one upstream call', async () => {
    const cache = fakeCache();
    const v = vendor(() => json({ data: [] }));
    const p = proxy({ ...v, cache: () => cache });
    const names = [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
      'msclkid',
    ];
    const variants = fc.sample(
      fc.uniqueArray(fc.tuple(fc.constantFrom(...names), fc.string({ minLength: 1, maxLength: 12 })), {
        minLength: 1,
        maxLength: 4,
        selector: ([k]) => k,
      }),
      { numRuns: 50, seed: 15 },
    );
    const statuses: string[] = [];
    for (const params of variants) {
      const q = new URLSearchParams(params).toString();
      statuses.push((await p.fetch(get(`${CONTENT}&${q}`))).headers.get(CACHE_STATUS_HEADER) ?? '');
    }
    await p.settle();
    expect(variants).toHaveLength(50);
    expect(statuses.filter((s) => s === 'MISS')).toHaveLength(1);
    expect(cache.store.size).toBe(1);
    expect(v.seen).toHaveLength(1);
  });

  it(`property: no generated query ever stores a second entry for the same content (${FAST_CHECK_RUNS} runs)`, async () => {
    const cache = fakeCache();
    const p = proxy({ ...vendor(() => json({ data: [] })), cache: () => cache });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 20 }), async (value) => {
        await p.fetch(get(`${CONTENT}&utm_source=${encodeURIComponent(value)}`));
      }),
      { numRuns: FAST_CHECK_RUNS },
    );
    await p.settle();
    expect(cache.store.size).toBe(1);
  });
});

describe('content calls reach the upstream saying JSON (spec 001 §7)', () => {
  it('a content GET without headers goes on with JSON Accept and Content-Type', async () => {
    const v = vendor(() => json({ data: [] }));
    const p = proxy({ ...v, cache: () => fakeCache() });
    expect((await p.fetch(get(CONTENT, { Accept: 'text/html' }))).status).toBe(200);
    const [sent] = v.seen;
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
  });
});
