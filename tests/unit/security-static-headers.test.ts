import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Static files never pass through the worker (issue 29): their hardening headers come from
 * public/_headers, in every environment. The served build is checked in Chromium too
 * (tests/e2e/page-weight.spec.ts); this keeps the rules in the fast security suite.
 */
function rules(text: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      out.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      current.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
    }
  }
  return out;
}

describe('public/_headers', () => {
  const r = rules(fs.readFileSync('public/_headers', 'utf8'));
  it('every static file: no sniffing, the pages’ referrer policy', () => {
    expect(r.get('/*')?.get('x-content-type-options')).toBe('nosniff');
    expect(r.get('/*')?.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
  it('hashed assets: this site’s pages only, cached for good', () => {
    expect(r.get('/assets/*')?.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(r.get('/assets/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
  it('no HSTS: that is production’s custom domain’s (the worker sets it there)', () => {
    for (const headers of r.values()) expect(headers.has('strict-transport-security')).toBe(false);
  });
});
