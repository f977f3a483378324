import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PDF, PNG } from '../file-samples';
import { call, read, rowCounts, signUp, uniqueEmail } from './smb-helpers';

function fields(over: Record<string, unknown> = {}) {
  return {
    supportType: 'SALES',
    firstName: 'Lia',
    lastName: 'Park',
    businessName: 'Glow Shop',
    productType: 'P12_COLOR_REPORT',
    email: uniqueEmail('support'),
    numberOfEmployees: 'C300',
    country: 'US',
    description: 'We would like a demo.',
    attrs: { gclid: 'abc123' },
    sourceUtm: { utm_source: 'news', utm_medium: 'cpc', utm_campaign: 'spring' },
    refUrlFirst: 'https://www.site.test/business',
    refUrlLast: 'https://www.site.test/business/plan',
    isSubscribed: true,
    ...over,
  };
}

function multipart(f: Record<string, unknown>, files: [string, Blob, string][] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(f))
    form.set(`support.${k}`, typeof v === 'object' ? JSON.stringify(v) : String(v));
  for (const [name, blob, filename] of files) form.set(name, blob, filename);
  return form;
}

const postForm = (form: FormData, headers: Record<string, string> = {}) =>
  SELF.fetch('http://localhost/smb-frontend/support/create-request.action', {
    method: 'POST',
    body: form,
    headers: {
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': `10.77.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
      ...headers,
    },
  });

describe('create-request', () => {
  it('JSON: stores the request (state defaults to Alabama, size code mapped) and answers its id', async () => {
    const f = fields();
    const res = await call('/support/create-request.action', { body: { support: f } });
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body).toMatchObject({ status: 'success', files: 0 });
    const row = await env.DB.prepare(
      'SELECT state, number_of_employees, attrs, is_subscribed FROM support_requests WHERE support_id = ?',
    )
      .bind(body.supportId)
      .first<{ state: string; number_of_employees: string; attrs: string; is_subscribed: number }>();
    expect(row).toEqual({
      state: 'Alabama',
      number_of_employees: 'R_201_300',
      attrs: '{"gclid":"abc123"}',
      is_subscribed: 1,
    });
  });

  it('multipart: support.-prefixed fields and files[n] stored in R2 under generated names', async () => {
    const res = await postForm(
      multipart(fields({ state: 'Texas' }), [
        ['files[0]', new Blob([PNG], { type: 'image/png' }), '../../etc/passwd.png'],
        ['files[1]', new Blob([PDF], { type: 'application/pdf' }), 'brief.pdf'],
      ]),
    );
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.files).toBe(2);
    const { results } = await env.DB.prepare(
      'SELECT storage_key, content_type, size FROM support_files WHERE support_id = ? ORDER BY id',
    )
      .bind(body.supportId)
      .all<{ storage_key: string; content_type: string; size: number }>();
    expect(results).toHaveLength(2);
    for (const r of results) {
      expect(r.storage_key).toMatch(new RegExp(`^support/${body.supportId}/[0-9a-f-]{36}\\.(png|pdf)$`));
      expect(r.storage_key).not.toContain('passwd');
      const obj = await env.UPLOADS.get(r.storage_key);
      expect(obj?.size).toBe(r.size);
    }
    const state = await env.DB.prepare('SELECT state FROM support_requests WHERE support_id = ?')
      .bind(body.supportId)
      .first<{ state: string }>();
    expect(state?.state).toBe('Texas');
  });

  it('refuses bad files before storing anything: type (415), disguised type (415), size (413), count (413)', async () => {
    const before = await rowCounts();
    const exe = new Blob([new TextEncoder().encode('MZ\x90\x00')], { type: 'application/x-msdownload' });
    expect((await postForm(multipart(fields(), [['files[0]', exe, 'a.exe']]))).status).toBe(415);
    const fakePng = new Blob([PDF], { type: 'image/png' });
    expect((await postForm(multipart(fields(), [['files[0]', fakePng, 'a.png']]))).status).toBe(415);
    // issue 29: a real PNG followed by an HTML page (a polyglot) is not a PNG — a 415 that says why.
    const polyglot = new Blob([PNG, '<html><script>alert(1)</script></html>'], { type: 'image/png' });
    const refused = await postForm(multipart(fields(), [['files[0]', polyglot, 'a.png']]));
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({
      error: 'unsupported_file_type',
      message: 'files[0] is not a well-formed image/png: data after IEND',
    });
    const big = new Blob([PNG, new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' });
    expect((await postForm(multipart(fields(), [['files[0]', big, 'big.png']]))).status).toBe(413);
    const six = [0, 1, 2, 3, 4, 5].map(
      (i) => [`files[${i}]`, new Blob([PNG], { type: 'image/png' }), `${i}.png`] as [string, Blob, string],
    );
    expect((await postForm(multipart(fields(), six))).status).toBe(413);
    const { rate_limits: _a, ...after } = await rowCounts();
    const { rate_limits: _b, ...was } = before;
    expect(after).toEqual(was);
    expect((await env.UPLOADS.list()).objects.filter((o) => !o.key.includes('/')).length).toBe(0);
  });

  it('a whole body over the cap → 413 from the proxy', async () => {
    const huge = new Blob([new Uint8Array(26 * 1024 * 1024)], { type: 'image/png' });
    const res = await postForm(multipart(fields(), [['files[0]', huge, 'huge.png']]));
    expect(res.status).toBe(413);
  });

  it('unknown multipart fields, missing fields and file parts under other names → 400', async () => {
    const extra = multipart(fields());
    extra.set('isAdmin', 'true');
    expect((await postForm(extra)).status).toBe(400);
    const { email: _e, ...noEmail } = fields();
    expect((await postForm(multipart(noEmail))).status).toBe(400);
    expect(
      (await postForm(multipart(fields(), [['avatar', new Blob([PNG], { type: 'image/png' }), 'a.png']])))
        .status,
    ).toBe(400);
  });

  it('support requests are rate limited per address', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 10; i++)
      expect((await call('/support/create-request.action', { body: { support: fields() }, ip })).status).toBe(
        200,
      );
    const res = await call('/support/create-request.action', { body: { support: fields() }, ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('support lookups and updates', () => {
  it('check-email and check-support-email', async () => {
    const { email } = await signUp();
    expect(await read(await call('/support/check-email.action', { body: { email } }))).toEqual({
      email,
      isExisting: true,
    });
    const f = fields();
    const none = await read(
      await call('/support/check-support-email.action', { body: { email: f.email, supportType: 'SALES' } }),
    );
    expect(none.isExisting).toBe(false);
    await call('/support/create-request.action', { body: { support: f } });
    const some = await read(
      await call('/support/check-support-email.action', { body: { email: f.email, supportType: 'SALES' } }),
    );
    expect(some.isExisting).toBe(true);
    const otherType = await read(
      await call('/support/check-support-email.action', { body: { email: f.email, supportType: 'MEDIA' } }),
    );
    expect(otherType.isExisting).toBe(false);
  });

  it('query-support, check-color-report and update-support by supportId', async () => {
    const { supportId } = await read(
      await call('/support/create-request.action', { body: { support: fields() } }),
    );
    const q = await read(await call(`/support/query-support.action?supportId=${supportId}`));
    expect(q).toMatchObject({
      supportId,
      supportType: 'SALES',
      productType: 'P12_COLOR_REPORT',
      status: 'RECEIVED',
      isSubscribed: true,
    });
    expect(q.email).toBeUndefined(); // no personal data by id
    const cr = await read(await call(`/support/check-color-report.action?supportId=${supportId}`));
    expect(cr).toEqual({ supportId, isColorReport: true, reportStatus: 'PENDING' });
    const up = await call(`/support/update-support.action?supportId=${supportId}&isSubscribed=false`);
    expect(await read(up)).toEqual({ supportId, isSubscribed: false });
    expect(
      (await read(await call(`/support/query-support.action?supportId=${supportId}`))).isSubscribed,
    ).toBe(false);
    const unknown = '0b5d6f52-8f43-4a7a-9d43-6d8f4a2e5c11';
    expect((await call(`/support/query-support.action?supportId=${unknown}`)).status).toBe(404);
    expect((await call(`/support/update-support.action?supportId=${unknown}&isSubscribed=true`)).status).toBe(
      404,
    );
  });
});

describe('partners', () => {
  const application = {
    companyName: 'Glow Partners',
    country: 'DE',
    partnerType: 'RESELLER',
    responseType: 'json',
  };

  it('check-partner and create-partner need a session', async () => {
    expect((await call('/partner/check-partner.action')).status).toBe(401);
    expect((await call('/partner/create-partner.action', { body: application })).status).toBe(401);
  });

  it('one application per account; its standing is SUBMITTED', async () => {
    const { cookie } = await signUp();
    expect(await read(await call('/partner/check-partner.action', { cookie }))).toEqual({
      isPartner: false,
      partnerStatus: null,
      partnerId: null,
    });
    const res = await call('/partner/create-partner.action', { body: application, cookie });
    expect(res.status).toBe(200);
    const { partnerId, partnerStatus } = await read(res);
    expect(partnerStatus).toBe('SUBMITTED');
    expect(await read(await call('/partner/check-partner.action', { cookie }))).toEqual({
      isPartner: false,
      partnerStatus: 'SUBMITTED',
      partnerId,
    });
    expect((await call('/partner/create-partner.action', { body: application, cookie })).status).toBe(409);
  });
});
