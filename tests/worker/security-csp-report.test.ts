import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../worker/origin/rate-limit';
import { CSP_REPORT_MAX_BYTES } from '../../worker/routes/csp-report';

/**
 * CSP reporting (issue 29, decision 0285): every page names a same-origin endpoint; it takes both
 * report formats, bounded, validated and rate limited, and logs one line per violation without query
 * strings.
 */
const BASE = 'http://localhost';
let ipSeq = 0;
const post = (body: string, type: string, ip = `192.0.2.${100 + (ipSeq++ % 100)}`) =>
  SELF.fetch(`${BASE}/csp-report`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'CF-Connecting-IP': ip },
    body,
  });

const modern = JSON.stringify([
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost/business?email=someone%40shop.test',
    user_agent: 'Chrome',
    body: {
      documentURL: 'http://localhost/business?email=someone%40shop.test#x',
      blockedURL: 'https://evil.example/x.js?token=secret',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      originalPolicy: "default-src 'self'",
      sourceFile: 'http://localhost/assets/a.js?v=1',
      lineNumber: 3,
      columnNumber: 7,
      statusCode: 200,
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
]);
const legacy = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://localhost/business/user/sign-in?next=/x&email=a%40b.c',
    'blocked-uri': 'inline',
    'violated-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
  },
});

afterEach(() => vi.restoreAllMocks());

function logged(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map((c) => JSON.parse(String(c[0])) as Record<string, unknown>)
    .filter((l) => l.event === 'csp_violation');
}

describe('CSP reporting', () => {
  it('every page names the endpoint: Reporting-Endpoints, report-to and report-uri', async () => {
    const res = await SELF.fetch(`${BASE}/business`);
    expect(res.headers.get('Reporting-Endpoints')).toBe('csp="/csp-report"');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp');
  });

  it('accepts the Reporting API list and the report-uri shape: 204, one log line each, no query strings', async () => {
    const warn = vi.spyOn(console, 'warn');
    const a = await post(modern, 'application/reports+json');
    expect(a.status).toBe(204);
    const b = await post(legacy, 'application/csp-report');
    expect(b.status).toBe(204);
    const lines = logged(warn);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      directive: 'script-src-elem',
      document: 'http://localhost/business',
      blocked: 'https://evil.example/x.js',
      source: 'http://localhost/assets/a.js',
      line: 3,
      column: 7,
    });
    expect(lines[1]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
    expect(lines[1]!.document).toBe('http://localhost/business/user/sign-in');
    const all = JSON.stringify(warn.mock.calls);
    for (const secret of ['someone', 'secret', 'a%40b.c', 'v=1', 'originalPolicy', 'default-src']) {
      expect(all).not.toContain(secret);
    }
  });

  it('refuses other types, malformed JSON, wrong shapes and oversized bodies with 4xx JSON', async () => {
    expect((await post(modern, 'application/json')).status).toBe(415);
    expect((await post('{', 'application/csp-report')).status).toBe(400);
    expect((await post('{"csp-report": 5}', 'application/csp-report')).status).toBe(400);
    expect((await post('[{"type": 5}]', 'application/reports+json')).status).toBe(400);
    const many = JSON.stringify(new Array(21).fill({ type: 'csp-violation', body: {} }));
    expect((await post(many, 'application/reports+json')).status).toBe(400);
    const big = await post(`[${' '.repeat(CSP_REPORT_MAX_BYTES)}]`, 'application/reports+json');
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('is rate limited per address', async () => {
    const ip = '192.0.2.250';
    for (let i = 0; i < RATE_LIMITS.cspReport.limit; i++) {
      expect((await post(legacy, 'application/csp-report', ip)).status).toBe(204);
    }
    expect((await post(legacy, 'application/csp-report', ip)).status).toBe(429);
    expect((await post(legacy, 'application/csp-report', '192.0.2.251')).status).toBe(204);
  });
});
