import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../worker/middleware/secure-headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('style-src (decision 0140: page CSS inline under the response nonce)', () => {
  it('production allows only same-origin stylesheets and the nonced inline one', () => {
    const csp = contentSecurityPolicy('abc123', false);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directive(csp, 'script-src')).toContain("'nonce-abc123'");
  });

  it("dev keeps 'unsafe-inline' without a nonce (a nonce would switch it off for Vite's styles)", () => {
    const csp = contentSecurityPolicy('abc123', true);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
