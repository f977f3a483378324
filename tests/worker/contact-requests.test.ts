import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { readAttribution } from '../../shared/attribution';
import { salesEventFor } from '../../shared/contact/events';
import {
  buildSupportPayload,
  type ContactFormValues,
  supportJsonBody,
  supportMultipartBody,
} from '../../shared/contact/request';
import { LANG_KEYS } from '../../shared/languages';
import app from '../../worker/index';
import { PRODUCTION } from './edge-helpers';
import { call, read, rowCounts, uniqueEmail } from './smb-helpers';

/** The contact family against the real worker: validation, limits, dedupe, size codes, the dev page, config. */

import { PNG } from '../file-samples';

const contactLocales = import.meta.glob('../../locales/*/contact.json', { eager: true, import: 'default' });

const form = (over: Partial<ContactFormValues> = {}): ContactFormValues => ({
  supportType: 'SALES',
  firstName: 'Mina',
  lastName: 'Okafor',
  email: uniqueEmail('contact'),
  businessName: 'Glow Lab',
  employees: 'C200',
  country: 'US',
  description: 'A demo, please.',
  isSubscribed: true,
  tags: { focus: '501', service: '102' },
  ...over,
});

const attribution = readAttribution(
  `ref_source=news; ref_medium=cpc; gclid=g-42; ref_url_first=${encodeURIComponent('https://site.test/business')}; ref_url_last=${encodeURIComponent('https://site.test/business/plan')}`,
);

let ip = 0;
const nextIp = () => `10.200.${(ip >> 8) & 255}.${ip++ & 255}`;

const postMultipart = (body: FormData, query = '') =>
  SELF.fetch(`http://localhost/smb-frontend/support/create-request.action${query}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': nextIp() },
  });

type Row = {
  support_id: string;
  number_of_employees: string | null;
  state: string;
  attrs: string | null;
  source_utm: string | null;
  ref_url_first: string | null;
  ref_url_last: string | null;
};
const rowsFor = async (email: string) =>
  (
    await env.DB.prepare(
      'SELECT support_id, number_of_employees, state, attrs, source_utm, ref_url_first, ref_url_last FROM support_requests WHERE email = ?',
    )
      .bind(email)
      .all<Row>()
  ).results;

describe('spec 000 §3 / §7: the request the forms build is what the origin stores', () => {
  it('JSON: attrs with gclid, tags, event and the larger-company flag; UTM; both referring URLs; Alabama', async () => {
    const v = form({ employees: 'C999' });
    const body = supportJsonBody(buildSupportPayload(v, attribution, salesEventFor('CES2024')));
    const res = await call('/support/create-request.action', { body });
    expect(res.status).toBe(200);
    const [row] = await rowsFor(v.email);
    expect(row).toMatchObject({
      number_of_employees: 'R_501_999',
      state: 'Alabama',
      ref_url_first: 'https://site.test/business',
      ref_url_last: 'https://site.test/business/plan',
    });
    expect(JSON.parse(row!.attrs!)).toEqual({
      gclid: 'g-42',
      focus: '501',
      service: '102',
      event: 'CES2024',
      largerCompany: 'true',
    });
    expect(JSON.parse(row!.source_utm!)).toEqual({ utm_source: 'news', utm_medium: 'cpc' });
  });

  it('spec 000 §3: every size code is stored as its range; only sizes above 200 carry the flag', async () => {
    const expected = {
      C050: ['R_1_50', false],
      C100: ['R_51_100', false],
      C200: ['R_101_200', false],
      C300: ['R_201_300', true],
      C301500: ['R_301_500', true],
      C999: ['R_501_999', true],
    } as const;
    for (const [code, [range, larger]] of Object.entries(expected)) {
      const v = form({ employees: code });
      const res = await call('/support/create-request.action', {
        body: supportJsonBody(buildSupportPayload(v, attribution)),
      });
      expect(res.status, code).toBe(200);
      const [row] = await rowsFor(v.email);
      expect(row!.number_of_employees, code).toBe(range);
      expect(JSON.parse(row!.attrs!).largerCompany === 'true', code).toBe(larger);
    }
  });

  it('multipart with support.-prefixed fields and files[n] stores the file in R2 under a generated name', async () => {
    const v = form();
    const file = new File([PNG], 'my shelf (1).png', { type: 'image/png' });
    const res = await postMultipart(supportMultipartBody(buildSupportPayload(v, attribution), [file]));
    expect(res.status).toBe(200);
    const answer = await read(res);
    expect(answer.files).toBe(1);
    const f = await env.DB.prepare('SELECT storage_key, file_name FROM support_files WHERE support_id = ?')
      .bind(answer.supportId)
      .first<{ storage_key: string; file_name: string }>();
    expect(f!.file_name).toBe('my shelf (1).png');
    expect(f!.storage_key).toMatch(new RegExp(`^support/${answer.supportId}/[0-9a-f-]{36}\\.png$`));
    expect(new Uint8Array(await (await env.UPLOADS.get(f!.storage_key))!.arrayBuffer())).toEqual(PNG);
  });
});

describe('issue 27 item 13: one reply promise, one string, for the pages and the mail', () => {
  const promises = Object.fromEntries(
    LANG_KEYS.map((l) => [
      l,
      (contactLocales[`../../locales/${l}/contact.json`] as { promise: { reply: string } }).promise.reply,
    ]),
  );
  it('the confirmation mail carries the English promise the page shows', async () => {
    const v = form();
    const res = await call('/support/create-request.action', {
      body: supportJsonBody(buildSupportPayload(v, attribution)),
    });
    expect(res.status).toBe(200);
    const mail = await env.DB.prepare(
      "SELECT body FROM outbox WHERE to_email = ? AND kind = 'SUPPORT_RECEIVED'",
    )
      .bind(v.email)
      .first<{ body: string }>();
    expect(mail!.body).toContain(promises.en);
    expect(mail!.body).not.toMatch(/two working days/);
  });
  it.each(['en', 'de', 'fr', 'ja'] as const)(
    '%s: the sales page and its thank-you page make the same promise',
    async (lang) => {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      for (const path of ['/business/contact-sales', '/business/contact-sales/thank-you']) {
        const html = await (await SELF.fetch(`http://localhost${prefix}${path}`)).text();
        expect(html, path).toContain(promises[lang]);
      }
    },
  );
  it('every language has the promise, and no other contact text names a reply time of its own', () => {
    for (const l of LANG_KEYS) {
      const file = contactLocales[`../../locales/${l}/contact.json`] as {
        intro: Record<string, string>;
        thankYou: Record<string, string>;
      };
      expect(promises[l], l).toBeTruthy();
      expect(file.intro['business-sales'], l).not.toContain(promises[l]);
      expect(file.thankYou.body, l).toBeUndefined();
    }
  });
});

describe('decision 0036 limits on the forms’ multipart body: 413 / 415 before anything is stored', () => {
  it('too many files, a file too large, a type that is not allowed, a disguised type', async () => {
    const before = await rowCounts();
    const payload = buildSupportPayload(form(), attribution);
    const png = new File([PNG], 'a.png', { type: 'image/png' });
    const six = Array.from({ length: 6 }, () => png);
    const big = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const txt = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const fake = new File(['MZ not a png'], 'b.png', { type: 'image/png' });
    const cases: [File[], number, string][] = [
      [six, 413, 'too_many_files'],
      [[big], 413, 'file_too_large'],
      [[txt], 415, 'unsupported_file_type'],
      [[fake], 415, 'unsupported_file_type'],
    ];
    for (const [files, status, error] of cases) {
      const res = await postMultipart(supportMultipartBody(payload, files));
      expect(res.status).toBe(status);
      const body = await read(res);
      expect(body.error).toBe(error);
      expect(typeof body.message).toBe('string');
    }
    const after = await rowCounts();
    expect(after.support_requests).toBe(before.support_requests);
    expect(after.support_files).toBe(before.support_files);
  });

  it('validation: a missing name, a bad e-mail and an unknown field are 400 with field issues, nothing stored', async () => {
    const before = await rowCounts();
    const bad = supportJsonBody(buildSupportPayload(form({ lastName: '', email: 'nope' }), attribution));
    const res = await call('/support/create-request.action', { body: bad });
    expect(res.status).toBe(400);
    const paths = ((await read(res)).issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['support.lastName', 'support.email']));
    const extra = new FormData();
    extra.set('support.firstName', 'A');
    extra.set('name', 'not prefixed');
    expect((await postMultipart(extra)).status).toBe(400);
    expect((await rowCounts()).support_requests).toBe(before.support_requests);
  });
});

describe('decision 0075: one submission attempt is stored once', () => {
  it('the same requestKey twice (JSON) answers the first supportId and stores one row', async () => {
    const v = form();
    const body = supportJsonBody(buildSupportPayload(v, attribution));
    const key = crypto.randomUUID();
    const first = await read(await call(`/support/create-request.action?requestKey=${key}`, { body }));
    const second = await read(await call(`/support/create-request.action?requestKey=${key}`, { body }));
    expect(second.supportId).toBe(first.supportId);
    expect(await rowsFor(v.email)).toHaveLength(1);
  });

  it('two presses at once with files: one row, one set of files, the same answer', async () => {
    const v = form();
    const payload = buildSupportPayload(v, attribution);
    const png = new File([PNG], 'a.png', { type: 'image/png' });
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      postMultipart(supportMultipartBody(payload, [png]), `?requestKey=${key}`),
      postMultipart(supportMultipartBody(payload, [png]), `?requestKey=${key}`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ja, jb] = [await read(a), await read(b)];
    expect(ja.supportId).toBe(jb.supportId);
    expect(await rowsFor(v.email)).toHaveLength(1);
    const files = await env.DB.prepare('SELECT COUNT(*) AS n FROM support_files WHERE support_id = ?')
      .bind(ja.supportId)
      .first<{ n: number }>();
    expect(files!.n).toBe(1);
    // The loser's upload was removed: only the stored file remains under this request's prefix.
    expect((await env.UPLOADS.list({ prefix: `support/${ja.supportId}/` })).objects).toHaveLength(1);
  });

  it('a malformed requestKey is a 400', async () => {
    const body = supportJsonBody(buildSupportPayload(form(), attribution));
    expect((await call('/support/create-request.action?requestKey=short', { body })).status).toBe(400);
  });
});

describe('/dev/requests (local only)', () => {
  it('lists stored requests with every field on a loopback host in development', async () => {
    const v = form();
    await call('/support/create-request.action', {
      body: supportJsonBody(buildSupportPayload(v, attribution)),
    });
    const json = await SELF.fetch('http://127.0.0.1/dev/requests?format=json');
    expect(json.status).toBe(200);
    const { support } = (await json.json()) as { support: { email: string; attrs: string }[] };
    expect(support.find((r) => r.email === v.email)?.attrs).toContain('g-42');
    const html = await (await SELF.fetch('http://localhost/dev/requests')).text();
    expect(html).toContain(v.email);
    expect(html).toContain('service: 102 (skin-analysis)');
  });

  it('is a 404 on any other host, and outside development', async () => {
    expect((await SELF.fetch('http://www.site.test/dev/requests')).status).toBe(404);
    const res = await app.fetch(new Request('http://localhost/dev/requests'), { ...env, ...PRODUCTION }, {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext);
    expect(res.status).toBe(404);
  });
});

describe('decision 0074: newsletter configuration', () => {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

  it('without the vars: disabled, and the CSP allows no other origin', async () => {
    const res = await SELF.fetch('http://localhost/config/newsletter.json');
    expect(await res.json()).toEqual({ enabled: false });
    expect(res.headers.get('Content-Security-Policy')).toMatch(/connect-src 'self'(;| ws:)/);
  });

  it('with the vars: the browser reads endpoint, list id and revision; connect-src allows the provider', async () => {
    const configured = {
      ...env,
      NEWSLETTER_ENDPOINT: 'https://subscribe.provider.test/client/subscriptions/?company_id=abc',
      NEWSLETTER_LIST_ID: 'LIST42',
      NEWSLETTER_REVISION: '2025-01-15',
    };
    const res = await app.fetch(new Request('http://localhost/config/newsletter.json'), configured, ctx);
    expect(await res.json()).toEqual({
      enabled: true,
      endpoint: 'https://subscribe.provider.test/client/subscriptions/?company_id=abc',
      listId: 'LIST42',
      revision: '2025-01-15',
    });
    expect(res.headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' https://subscribe.provider.test",
    );
  });

  it('a partial configuration fails loudly (500) instead of half-working', async () => {
    const partial = { ...env, NEWSLETTER_ENDPOINT: 'https://subscribe.provider.test/x' };
    const res = await app.fetch(new Request('http://localhost/config/newsletter.json'), partial, ctx);
    expect(res.status).toBe(500);
  });
});
