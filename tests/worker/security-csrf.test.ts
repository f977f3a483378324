import { describe, expect, it } from 'vitest';
import { needsSameOrigin, SMB_CALLS, smbPath } from '../../shared/smb/paths';
import { SECURITY_LONG } from './security-helpers';
import { call, rowCounts } from './smb-helpers';

/**
 * The CSRF matrix (issue 15 §10): every state-changing /smb-frontend call × Sec-Fetch-Site × Origin ×
 * Content-Type. Only a same-origin request passes the proxy's check: Sec-Fetch-Site `same-origin`, or
 * (browsers without it) no Sec-Fetch-Site and an Origin equal to ours. Everything else is a 403 that
 * writes nothing — including the "simple" content types a cross-site form can send.
 */

/** Every call the table marks as needing this site (POSTs and the GETs that change state). */
const STATE_CHANGING = SMB_CALLS.filter((c) => c.family !== 'edge' && needsSameOrigin(c));
const SITES = [null, 'same-origin', 'same-site', 'cross-site', 'none'] as const;
const ORIGINS = [
  null,
  'http://localhost',
  'http://evil.test',
  'null',
  'http://localhost.evil.test',
  'https://localhost',
] as const;
const TYPES = SECURITY_LONG
  ? ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']
  : ['application/json', 'text/plain'];

const passes = (site: string | null, origin: string | null) =>
  site === 'same-origin' || (site === null && origin === 'http://localhost');

describe('the CSRF matrix', () => {
  const combos = STATE_CHANGING.length * SITES.length * ORIGINS.length * TYPES.length;

  it(`${combos} combinations: 0 wrong passes, 0 wrong refusals, 0 writes by refused ones`, async () => {
    const before = await rowCounts();
    let wrong = 0;
    for (const c of STATE_CHANGING) {
      for (const site of SITES) {
        for (const origin of ORIGINS) {
          for (const type of TYPES) {
            const headers: Record<string, string> = {};
            if (origin) headers.Origin = origin;
            if (c.method === 'POST') headers['Content-Type'] = type;
            const res = await call(c.path, {
              method: c.method,
              site,
              headers,
              raw: c.method === 'POST' ? '{}' : undefined,
            });
            const refused =
              res.status === 403 &&
              ((await res.json()) as { error: string }).error === 'cross_origin_request';
            if (refused === passes(site, origin)) {
              wrong++;
              console.error('CSRF matrix mismatch', c.path, site, origin, type, res.status);
            }
          }
        }
      }
    }
    expect(wrong).toBe(0);
    // `{}` is never a valid body, so even the passing ones wrote nothing but rate-limit counters.
    const { rate_limits: _a, ...after } = await rowCounts();
    const { rate_limits: _b, ...was } = before;
    expect(after).toEqual(was);
  });

  it('issue 29: the GETs that write are in the matrix — the colour report check records its status', async () => {
    const gets = STATE_CHANGING.filter((c) => c.method === 'GET').map((c) => c.key);
    expect(gets).toEqual(SMB_CALLS.filter((c) => c.method === 'GET' && c.changesState).map((c) => c.key));
    expect(gets).toContain('support.checkColorReport');
    const res = await call(`${smbPath('support.checkColorReport')}?supportId=1`, {
      method: 'GET',
      site: 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('cross_origin_request');
  });
});
