import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../shared/smb/error-messages';
import { SMB_CALLS } from '../../shared/smb/paths';
import { call, rowCounts } from './smb-helpers';

const ACCOUNT_FAMILIES = ['auth', 'subscription', 'partner', 'account', 'aff', 'support'];
const accountCalls = SMB_CALLS.filter((c) => ACCOUNT_FAMILIES.includes(c.family));
const posts = accountCalls.filter((c) => c.method === 'POST');

describe('allowlist', () => {
  it.each([
    '/nope',
    '/auth/../admin',
    '/auth/delete-everything.action',
    '/strapi/query-content-by-language.action/extra',
  ])('%s → 404 JSON', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/json/);
    expect(await res.json()).toEqual(errorBody(404, 'not_found'));
  });

  it('the wrong method → 405 with Allow', async () => {
    const res = await call('/auth/sign-in.action');
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    const res2 = await call('/auth/auth.action', { body: {} });
    expect(res2.status).toBe(405);
  });
});

describe('same-origin check on state changes', () => {
  it.each(posts.map((c) => c.path))('POST %s from another site → 403', async (path) => {
    const before = await rowCounts();
    const cross = await call(path, { body: {}, site: 'cross-site' });
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual(errorBody(403, 'cross_origin_request'));
    const noHeaders = await call(path, { body: {}, site: null });
    expect(noHeaders.status).toBe(403);
    const foreignOrigin = await call(path, {
      body: {},
      site: null,
      headers: { Origin: 'https://evil.test' },
    });
    expect(foreignOrigin.status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it('an Origin equal to ours is accepted when Sec-Fetch-Site is absent', async () => {
    const res = await call('/auth/check-email.action', {
      body: { email: 'x@y.test' },
      site: null,
      headers: { Origin: 'http://localhost' },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    '/auth/sign-out.action',
    '/support/update-support.action?supportId=0b5d6f52-8f43-4a7a-9d43-6d8f4a2e5c11&isSubscribed=false',
  ])('state-changing GET %s from another site → 403', async (path) => {
    expect((await call(path, { site: 'cross-site' })).status).toBe(403);
    expect((await call(path, { site: null })).status).toBe(403);
    expect((await call(path, { site: 'none' })).status).toBe(403);
  });

  it('plain GETs need no origin check', async () => {
    const res = await call('/aff/query-active-aff.action?affiliate=BWO2025', { site: 'cross-site' });
    expect(res.status).toBe(200);
  });
});

describe('content type and size', () => {
  it.each(posts.map((c) => c.path))('POST %s with a non-JSON type → 415', async (path) => {
    const res = await call(path, {
      raw: 'email=a@b.test',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    const none = await call(path, { raw: '{}', headers: { 'Content-Type': 'text/plain' } });
    expect(none.status).toBe(415);
  });

  it('multipart is refused where only JSON is allowed', async () => {
    const form = new FormData();
    form.set('email', 'a@b.test');
    const res = await SELF.fetch('http://localhost/smb-frontend/auth/check-email.action', {
      method: 'POST',
      body: form,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(415);
  });

  it('a JSON body over 32 KiB → 413, declared or not', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(40_000)}@b.test` });
    const res = await call('/auth/check-email.action', {
      raw: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    const declared = await call('/auth/check-email.action', {
      raw: '{}',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '99999999' },
    }).catch(() => null);
    // workerd may refuse a lying Content-Length itself; either way no 5xx and nothing stored.
    if (declared) expect(declared.status).toBeLessThan(500);
  });
});

/** Malformed bodies every JSON endpoint must refuse with a 4xx, writing nothing. */
const MALFORMED: [string, string][] = [
  ['broken JSON', '{"email": '],
  ['not an object', '"hello"'],
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  [
    'wrong types',
    '{"email": 42, "password": ["x"], "code": {}, "customerId": "one", "support": 5, "customer": "x"}',
  ],
  [
    'unknown fields',
    '{"email":"a@b.test","isAdmin":true,"code":"123456","password":"longenough1","passwordType":"RESET","customerId":1,"businessName":"B","__proto__":{"x":1}}',
  ],
  [
    'huge strings',
    JSON.stringify({
      email: `${'x'.repeat(300)}@b.test`,
      businessName: 'b'.repeat(5000),
      code: 'c'.repeat(5000),
      password: 'p'.repeat(1000),
    }),
  ],
  ['empty', ''],
];

describe('malformed input never causes a 5xx or a write', () => {
  for (const c of posts) {
    it.each(MALFORMED)(`POST ${c.path}: %s → 4xx`, async (_label, raw) => {
      const before = await rowCounts();
      const res = await call(c.path, { raw, headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('Content-Type')).toMatch(/json/);
      const { rate_limits: _r, ...after } = await rowCounts();
      const { rate_limits: _b, ...was } = before;
      expect(after).toEqual(was);
      expect((await rowCounts()).rate_limits).toBe(before.rate_limits);
    });
  }

  // The GETs that read a query (the table's `query`): each refuses bad values.
  const gets = accountCalls.filter((c) => c.method === 'GET' && !c.changesState && c.query?.length);
  it.each(gets.map((c) => c.path))('GET %s with bad queries → 400', async (path) => {
    for (const q of [
      '',
      '?affiliate=&supportId=',
      `?affiliate=${'A'.repeat(3000)}`,
      '?supportId=not-a-uuid&affiliate=%%%',
      '?functionType=NOPE&affiliate=BWO2025',
    ]) {
      const res = await call(`${path}${q}`);
      expect(res.status, `${path}${q}`).toBe(400);
    }
  });

  it('update-support with bad queries → 400, nothing written', async () => {
    const before = await rowCounts();
    for (const q of [
      '',
      '?supportId=x&isSubscribed=true',
      '?supportId=0b5d6f52-8f43-4a7a-9d43-6d8f4a2e5c11&isSubscribed=maybe',
    ]) {
      expect((await call(`/support/update-support.action${q}`)).status).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
  });
});
