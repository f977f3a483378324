import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMB_CONTRACTS } from '../../shared/smb/contracts';
import { SMB_CALLS, type SmbCall, type SmbCallKey, smbPath } from '../../shared/smb/paths';
import { FAST_CHECK_RUNS, uploadCount } from './security-helpers';
import { call, rowCounts } from './smb-helpers';

/**
 * Generated malformed payloads against every /smb-frontend endpoint (issue 15 §10): never a 5xx, always
 * a JSON error, and a refused request writes no row (rate-limit counters aside) and no upload.
 */

const ENDPOINTS = SMB_CALLS.filter((c) => c.family !== 'edge');

/** Keys the schemas use, so generated objects come close to valid shapes with wrong values. */
const KEYS = [
  'email',
  'password',
  'code',
  'token',
  'next',
  'recaptcha',
  'customerType',
  'functionType',
  'solutionType',
  'subscriptionType',
  'recurringType',
  'account',
  'customer',
  'support',
  'supportType',
  'businessName',
  'customerId',
  'agreeTerms',
  'responseType',
  '__proto__',
  'constructor',
];

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', '%00', '../../etc/passwd', '<script>', "' OR 1=1 --", 'A'.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);
const nearlyValid = fc.dictionary(
  fc.constantFrom(...KEYS),
  fc.oneof(hostile, fc.dictionary(fc.constantFrom(...KEYS), hostile)),
  {
    maxKeys: 6,
  },
);
const jsonBody = fc.oneof(
  nearlyValid.map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((b) => new TextDecoder().decode(b)),
  fc.constantFrom('{', '[', '{"email":', 'null', '{"a":1}{"b":2}', '\ufeff{}', '{"email":"a@b.c"'.repeat(50)),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; boundary=x',
  '',
);
const queryValue = fc.oneof(hostile.map(String), fc.string({ maxLength: 30 }));
/** Queries made of the call's own parameters (its row in shared/smb/paths.ts), a stray one and noise. */
const queryOf = (c: SmbCall) =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...(c.query ?? []), 'affCode', 'formId'), fc.string({ maxLength: 8 })),
      queryValue,
      { maxKeys: 5 },
    )
    .map((d) => new URLSearchParams(d as Record<string, string>).toString());

/** The fields of the call's body schema (shared/smb/contracts.ts), so objects come near its shape. */
function bodyOf(c: SmbCall) {
  const schema = SMB_CONTRACTS[c.key as SmbCallKey].body as { shape?: Record<string, unknown> } | undefined;
  const own = Object.keys(schema?.shape ?? {});
  return fc.oneof(
    jsonBody,
    fc
      .dictionary(
        fc.constantFrom(...own, ...KEYS),
        fc.oneof(hostile, fc.dictionary(fc.constantFrom(...KEYS), hostile)),
        {
          maxKeys: 6,
        },
      )
      .map((o) => JSON.stringify(o)),
  );
}

describe('generated malformed payloads (fast-check)', () => {
  for (const c of ENDPOINTS) {
    it(`${c.method} ${c.path}: 0 5xx, 0 partial rows`, async () => {
      const rows = await rowCounts();
      const objects = await uploadCount();
      let accepted = 0;
      const arbitrary =
        c.method === 'POST'
          ? fc.record({ body: bodyOf(c), type: contentType, q: fc.option(queryOf(c), { nil: undefined }) })
          : fc.record({
              body: fc.constant(undefined),
              type: fc.constant(''),
              q: fc.option(queryOf(c), { nil: undefined }),
            });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ body, type, q }) => {
          const res = await call(`${c.path}${q ? `?${q}` : ''}`, {
            method: c.method,
            raw: body,
            headers: type ? { 'Content-Type': type } : {},
          });
          expect(res.status, `${c.path} ${type} ${String(body).slice(0, 80)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.headers.get('Content-Type') ?? '').toMatch(/json/);
          if (res.status < 300) accepted++;
          await res.body?.cancel();
        }),
        { numRuns: FAST_CHECK_RUNS },
      );
      // Only a generated request that happened to be valid may write; a refused one writes nothing.
      if (accepted === 0 || c.method === 'GET') {
        const { rate_limits: _a, ...after } = await rowCounts();
        const { rate_limits: _b, ...was } = rows;
        if (!c.changesState) expect(after).toEqual(was);
        expect(await uploadCount()).toBe(objects);
      }
    });
  }

  it('POST create-request: generated multipart bodies never leave a row or an object', async () => {
    const rows = await rowCounts();
    const objects = await uploadCount();
    const part = fc.record({
      name: fc.oneof(
        fc.constantFrom('files[0]', 'files[9]', 'support.email', 'support.firstName', 'x'),
        fc.string({ maxLength: 10 }),
      ),
      filename: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
      type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'application/x-msdownload', ''),
      bytes: fc.uint8Array({ maxLength: 400 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        async (parts, close, junk) => {
          const b = 'fuzzb';
          const chunks: (string | Uint8Array)[] = junk ? ['garbage before\r\n'] : [];
          for (const p of parts) {
            chunks.push(
              `--${b}\r\nContent-Disposition: form-data; name="${p.name.replace(/["\r\n]/g, '')}"${p.filename === null ? '' : `; filename="${p.filename.replace(/["\r\n]/g, '')}"`}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
              p.bytes,
              '\r\n',
            );
          }
          if (close) chunks.push(`--${b}--\r\n`);
          const res = await call(smbPath('support.createRequest'), {
            raw: new Blob(chunks as BlobPart[]),
            headers: { 'Content-Type': `multipart/form-data; boundary=${b}` },
          });
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          await res.body?.cancel();
        },
      ),
      { numRuns: FAST_CHECK_RUNS * 4 },
    );
    const { rate_limits: _a, ...after } = await rowCounts();
    const { rate_limits: _b, ...was } = rows;
    expect(after).toEqual(was);
    expect(await uploadCount()).toBe(objects);
  });
});
