import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { href, type ParamRule, queryValueAllowed, ROUTES, type RouteDef } from '../../shared/routes';
import { SMB_CONTRACTS } from '../../shared/smb/contracts';
import { errorBody } from '../../shared/smb/error-messages';
import { SMB_CALLS, type SmbCall } from '../../shared/smb/paths';
import { htmlCacheDecision } from '../../worker/render/html-cache-policy';
import { handleSmb } from '../../worker/smb/proxy';
import { edgeFetch } from './edge-helpers';
import { FAST_CHECK_RUNS } from './security-helpers';
import { fakeCache } from './smb-helpers';

/**
 * Attack round, Nov 2026 — proxy and cache (decision 0288): free query values can't fill the edge HTML
 * cache or the /smb-frontend cache, unknown parameters never reach the upstream, a hung upstream is
 * aborted, and every 200 keeps its call's answer contract. Derived from the route table and the call
 * table: a new route or call is covered without editing a list here. The vendor's backend is the only
 * test double (the true outside edge).
 */

const SITE = 'https://www.site.test';
const upstreamEnv = {
  ...env,
  SMB_ORIGIN: 'https://vendor.example/smb-frontend',
} as unknown as Env;

/** A value for each path parameter: its first listed value, or the first value the table names. */
function samplePath(route: RouteDef): string | null {
  const params: Record<string, string> = {};
  for (const [, name] of route.path.matchAll(/:(\w+)\??/g)) {
    const rule: ParamRule | undefined = route.params?.[name!];
    const value = Array.isArray(rule) ? rule[0] : route.known?.[name!]?.[0];
    if (value === undefined) return null;
    params[name!] = value;
  }
  return href('en', route.id, params);
}

const decide = (path: string) => htmlCacheDecision(new Request(`${SITE}${path}`), false, env);
const keyOf = (path: string) => {
  const d = decide(path);
  return d.kind === 'cache' ? d.key : null;
};

/** Routes whose bare page the HTML cache keeps (the account area, search and forum pages bypass). */
const CACHED_ROUTES = ROUTES.flatMap((route) => {
  const path = samplePath(route);
  return path && keyOf(path) ? [{ route, path }] : [];
});

describe('edge HTML cache: only bounded values of the parameters a route reads make a copy', () => {
  it('the route table has cacheable routes to check', () => {
    expect(CACHED_ROUTES.length).toBeGreaterThan(20);
  });

  it('every cacheable parameter of every route is bounded: a list, or a pattern without open repeats', () => {
    for (const route of ROUTES) {
      for (const [name, param] of Object.entries(route.query ?? {})) {
        if (param.cache === false || Array.isArray(param.values)) continue;
        const source = (param.values as RegExp).source;
        expect(source, `${route.id} ?${name}`).toMatch(/^\^.*\$$/);
        expect(source, `${route.id} ?${name}: unbounded`).not.toMatch(/[*+]|\{\d+,\}/);
      }
    }
  });

  it(`random values of every parameter a route reads never make a new copy (${FAST_CHECK_RUNS} runs each)`, () => {
    for (const { route, path } of CACHED_ROUTES) {
      const bare = keyOf(path);
      const names = Object.keys(route.query ?? {});
      // The names every route reads, plus ones it doesn't and the campaign ones.
      const anyName = fc.oneof(
        fc.constantFrom(...names, 'filter', 'debug', 'campaign', 'mode', 'utm_source', 'gclid'),
        fc.string({ minLength: 1, maxLength: 12 }),
      );
      fc.assert(
        fc.property(anyName, fc.string({ maxLength: 100 }), (name, value) => {
          const key = keyOf(`${path}?${new URLSearchParams({ [name]: value })}`);
          const param = Object.hasOwn(route.query ?? {}, name) ? route.query![name] : undefined;
          if (key === null) return true;
          // A copy is kept only for the bare page (dropped campaign parameters) or an allowed value.
          return key === bare || (param?.cache !== false && !!param && queryValueAllowed(param, value));
        }),
        { numRuns: FAST_CHECK_RUNS, seed: 29 },
      );
    }
  });

  it('a parameter no route reads, or read by another route, bypasses (virtual-makeup ?filter=)', async () => {
    for (const { route, path } of CACHED_ROUTES) {
      for (const name of ['filter', 'debug', 'campaign', 'event', 'authorId', 'zz']) {
        if (Object.hasOwn(route.query ?? {}, name)) continue;
        expect(decide(`${path}?${name}=x${Math.random()}`).kind, `${route.id} ?${name}`).toBe('bypass');
      }
    }
    // On the real worker: never MISS then HIT.
    const host = `fill-${Date.now().toString(36)}.localhost`;
    const value = crypto.randomUUID();
    const statuses: (string | null)[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await edgeFetch(`/business/products/virtual-makeup?filter=${value}`, {
        host,
        env: { HTML_CACHE: 'on' },
      });
      await res.body?.cancel();
      statuses.push(res.headers.get('X-Html-Cache'));
    }
    expect(statuses).toEqual(['BYPASS', 'BYPASS']);
  });

  it('an allowed value keeps one copy; the same parameter repeated bypasses', () => {
    for (const { route, path } of CACHED_ROUTES) {
      for (const [name, param] of Object.entries(route.query ?? {})) {
        if (param.cache === false || !Array.isArray(param.values)) continue;
        const value = param.values[0]!;
        const one = keyOf(`${path}?${new URLSearchParams({ [name]: value })}`);
        expect(one, `${route.id} ?${name}=${value}`).not.toBeNull();
        expect(one).toBe(keyOf(`${path}?${new URLSearchParams({ [name]: value, utm_source: 'x' })}`));
        expect(decide(`${path}?${name}=${value}&${name}=${value}`).kind).toBe('bypass');
      }
    }
  });
});

/** The vendor double: records every request, answers as told. */
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

const ENDPOINTS = SMB_CALLS.filter((c) => c.family !== 'edge');

/** A value its query schema takes for each parameter of a call (the first candidate that passes). */
const CANDIDATES = [
  'enu',
  '1',
  'VIRTUAL_EVENT',
  'MAKEUP',
  'abc',
  '/business',
  'true',
  '7d3f4c1e-2b4a-4c6d-9e8f-0a1b2c3d4e5f',
];
function validQuery(c: SmbCall): URLSearchParams | null {
  const schema = SMB_CONTRACTS[c.key as keyof typeof SMB_CONTRACTS].query;
  const out = new URLSearchParams();
  for (const name of c.query ?? []) {
    const field = schema?.shape[name] as { safeParse(v: unknown): { success: boolean } } | undefined;
    const value = CANDIDATES.find((v) => !field || field.safeParse(v).success);
    if (value === undefined) return null;
    out.set(name, value);
  }
  return schema && !schema.safeParse(Object.fromEntries(out)).success ? null : out;
}

function requestOf(c: SmbCall, query: URLSearchParams, extra: Record<string, string> = {}): Request {
  const q = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const url = `${SITE}/smb-frontend${c.path}${q.size ? `?${q}` : ''}`;
  const headers = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
  return c.method === 'POST'
    ? new Request(url, { method: 'POST', headers, body: '{}' })
    : new Request(url, { headers });
}

describe('/smb-frontend: only a call’s own, valid parameters go on and make the key', () => {
  it('every call has a valid sample query (add a candidate value when a new format appears)', () => {
    for (const c of ENDPOINTS) expect(validQuery(c), c.key).not.toBeNull();
  });

  it('unknown and campaign parameters never reach the upstream nor make a second entry', async () => {
    for (const c of ENDPOINTS) {
      const cache = fakeCache();
      const v = vendor(() => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
      const query = validQuery(c)!;
      const invented = fc.sample(fc.string({ minLength: 1, maxLength: 10 }), { numRuns: 6, seed: 29 });
      for (const name of [...invented, 'utm_source', 'zz_debug']) {
        if ((c.query ?? []).includes(name)) continue;
        const res = await handleSmb(
          requestOf(c, query, { [name]: crypto.randomUUID() }),
          upstreamEnv,
          undefined,
          {
            ...v,
            cache: () => cache,
          },
        );
        await res.body?.cancel();
      }
      expect(v.seen.length, c.key).toBeGreaterThan(0);
      for (const req of v.seen) {
        const names = [...new URL(req.url).searchParams.keys()];
        expect(
          names.every((n) => (c.query ?? []).includes(n)),
          `${c.key}: ${names}`,
        ).toBe(true);
      }
      expect(cache.store.size, c.key).toBeLessThanOrEqual(1);
    }
  });

  it('a value its query schema refuses is a 400 JSON error; the upstream is never asked', async () => {
    for (const c of ENDPOINTS.filter((e) => SMB_CONTRACTS[e.key as keyof typeof SMB_CONTRACTS].query)) {
      const v = vendor(() => Response.json({}));
      const schema = SMB_CONTRACTS[c.key as keyof typeof SMB_CONTRACTS].query!;
      for (const name of c.query ?? []) {
        const bad = ['x'.repeat(5000), '\u0000', '-1', ''].find(
          (value) => !schema.safeParse({ ...Object.fromEntries(validQuery(c)!), [name]: value }).success,
        );
        if (bad === undefined) continue;
        const res = await handleSmb(requestOf(c, validQuery(c)!, { [name]: bad }), upstreamEnv, undefined, {
          ...v,
          cache: fakeCache,
        });
        expect(res.status, `${c.key} ?${name}`).toBe(400);
        expect((await res.json()) as { error: string }).toMatchObject({ error: 'bad_request' });
      }
      expect(v.seen, c.key).toHaveLength(0);
    }
  });
});

describe('/smb-frontend: every 200 keeps its call’s answer contract', () => {
  const answers: [string, () => Response][] = [
    ['garbage', () => new Response('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['wrong shape', () => Response.json({ data: 42 })],
    ['empty body', () => new Response('', { headers: { 'Content-Type': 'application/json' } })],
  ];
  for (const [label, answer] of answers) {
    it(`${label}: a 502 JSON error for every call whose contract refuses it, signed in or not`, async () => {
      for (const c of ENDPOINTS) {
        const refuses =
          label !== 'wrong shape' ||
          !SMB_CONTRACTS[c.key as keyof typeof SMB_CONTRACTS].answer.safeParse({ data: 42 }).success;
        // Signed in: the cache is bypassed, so the answer is checked on its way through.
        for (const cookie of ['', 'smb_sid=s1']) {
          const req = requestOf(c, validQuery(c)!);
          if (cookie) req.headers.set('Cookie', cookie);
          const res = await handleSmb(req, upstreamEnv, undefined, { ...vendor(answer), cache: fakeCache });
          if (!refuses) {
            await res.body?.cancel();
            continue;
          }
          expect(res.status, `${c.key} ${cookie}`).toBe(502);
          expect(await res.json()).toEqual(errorBody(502, 'origin_invalid_answer'));
        }
      }
    });
  }
});

describe('/smb-frontend: a hung upstream is aborted at the budget', () => {
  it('GET and JSON POST: the upstream request’s signal fires when the 504 goes out', async () => {
    for (const c of [ENDPOINTS.find((e) => e.method === 'GET')!, ENDPOINTS.find((e) => e.body === 'json')!]) {
      let aborted: Promise<unknown> | undefined;
      const res = await handleSmb(requestOf(c, validQuery(c)!), upstreamEnv, undefined, {
        upstreamFetch: (req) => {
          aborted = new Promise((resolve) => req.signal.addEventListener('abort', resolve, { once: true }));
          return new Promise<Response>(() => {});
        },
        cache: fakeCache,
        timeoutMs: 200,
      });
      expect(res.status, c.key).toBe(504);
      expect(await res.json()).toEqual(errorBody(504, 'origin_timeout'));
      await expect(aborted).resolves.toBeDefined();
    }
  });

  it('a streamed upload: the visitor’s body stream is cancelled with the subrequest', async () => {
    const c = ENDPOINTS.find((e) => e.body === 'json-or-multipart')!;
    let cancelled: (reason: unknown) => void = () => {};
    const wasCancelled = new Promise((resolve) => {
      cancelled = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n'),
        );
      },
      cancel: (reason) => cancelled(reason ?? 'cancelled'),
    });
    const upstreamEnvShort = upstreamEnv;
    const abortSeen: Promise<unknown>[] = [];
    const req = new Request(`${SITE}/smb-frontend${c.path}?${validQuery(c)!}`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'multipart/form-data; boundary=b' },
      body,
      duplex: 'half',
    } as RequestInit);
    const pending = handleSmb(req, upstreamEnvShort, undefined, {
      upstreamFetch: (r) => {
        abortSeen.push(new Promise((resolve) => r.signal.addEventListener('abort', resolve, { once: true })));
        // The double reads nothing: the proxy must end the visitor's stream itself.
        return new Promise<Response>(() => {});
      },
      cache: fakeCache,
      uploadTimeoutMs: 200,
    });
    const res = await pending;
    expect(res.status).toBe(504);
    await expect(abortSeen[0]).resolves.toBeDefined();
    await expect(wasCancelled).resolves.toBeDefined();
  });
});
