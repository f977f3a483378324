import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostsOf, nextTarget, safeNext, safeNextPath, safeTarget } from '../../shared/account/next';
import { NextPathSchema } from '../../shared/smb/common';
import { FAST_CHECK_RUNS } from './security-runs';

/**
 * The open-redirect corpus (issue 15 §5, §10; decision 0214): every target a `next` parameter or an
 * answer's redirectUrl may name goes through safeNext, in the origin's schema and in the browser.
 * The site's host here is `testserver` (as in Django's own tests); `console.example` is allowlisted.
 */
const ALLOWED = ['testserver', 'console.example'];
const SITE = 'https://site.example/';

/** Where a browser on SITE would end up following the target. */
function landing(target: string): string {
  return new URL(target, SITE).host;
}

/** The result never leaves the site or the allowlist — however a browser resolves it. */
function staysHome(raw: string): void {
  const n = safeNext(raw, ALLOWED);
  if (!n) return;
  const target = nextTarget(n);
  expect(['site.example', ...ALLOWED]).toContain(landing(target));
  // Normalised output is a fixed point: checking it again changes nothing.
  expect(safeNext(target, ALLOWED)).toEqual(n);
}

// Django's url_has_allowed_host_and_scheme unsafe cases (tests/utils_tests/test_http.py), written out
// from its test suite's intent: 31 targets that must never be followed.
const DJANGO_UNSAFE = [
  'http://example.com',
  'http:///example.com',
  'https://example.com',
  'ftp://example.com',
  '\\\\example.com',
  '\\\\\\example.com',
  '/\\\\/example.com',
  '\\\\//example.com',
  '/\\/example.com',
  '\\/example.com',
  '/\\example.com',
  'http:/\\//example.com',
  'http:\\/example.com',
  'http:/\\example.com',
  'javascript:alert("XSS")',
  '\njavascript:alert(x)',
  '\x08//example.com',
  'http://otherserver\\@example.com',
  'http:\\\\testserver\\@example.com',
  'http://testserver\\me:pass@example.com',
  'http://testserver\\@example.com',
  'http:\\\\testserver\\confirm\\me@example.com',
  'http:999999999',
  'ftp:9999999999',
  '\n',
  'http://[2001:cdba:0000:0000:0000:0000:3257:9652/',
  'http://2001:cdba:0000:0000:0000:0000:3257:9652]/',
  '//example.com',
  '///example.com',
  'https://testserver@example.com/',
  'https://example.com\\@testserver/',
];

// …and its safe cases (our policy is stricter on one: http is never followed, only https).
const DJANGO_SAFE: [string, string | null][] = [
  ['/view/?param=http://example.com', '/view/?param=http://example.com'],
  ['/view/?param=https://example.com', '/view/?param=https://example.com'],
  ['/view?param=ftp://example.com', '/view?param=ftp://example.com'],
  ['view/?param=//example.com', '/view/?param=//example.com'],
  ['https://testserver/', 'https://testserver/'],
  ['HTTPS://testserver/', 'https://testserver/'],
  ['//testserver/', 'https://testserver/'],
  ['http://testserver/confirm?email=me@example.com', null],
  ['/url%20with%20spaces/', '/url%20with%20spaces/'],
  ['path/http:2222222222', '/path/http:2222222222'],
];

// The forms of issue 15 §5 and relatives: dot segments, encodings, backslashes, whitespace.
const ISSUE_FORMS = [
  '/.//evil.com',
  '/..//evil.com',
  '/%2e//evil.com',
  '/%2E%2E//evil.com',
  '/a/..//evil.com',
  '/a/b/../..//evil.com',
  '/././/evil.com',
  '/%2f/evil.com',
  '/%2F%2Fevil.com',
  '/%252f%252fevil.com',
  '/%5cevil.com',
  '/%5c%5cevil.com',
  '/\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%00/evil.com',
  ' //evil.com',
  '//evil.com/%2e%2e',
  '/\u3000/evil.com',
  '/%E3%80%80/evil.com',
  'https:evil.com',
  'https:/evil.com',
  'https:\\\\evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java%0ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://console.example.evil.com/',
  'https://evil.com#https://console.example/',
  'https://console.example@evil.com/',
  'https://user:pass@console.example/',
  'https://console.example//evil.com',
  'https://console.example/.//evil.com',
  '%2f%2fevil.com',
  '/%%32%66/evil.com',
  // Found by the long fast-check run: an empty authority after normalisation once threw (a 500 risk).
  'https:console.example//',
  'https://console.example//',
];

describe('the open-redirect corpus', () => {
  it(`refuses Django's ${DJANGO_UNSAFE.length} unsafe targets`, () => {
    expect(DJANGO_UNSAFE).toHaveLength(31);
    for (const raw of DJANGO_UNSAFE) {
      const n = safeNext(raw, ALLOWED);
      if (n) expect.soft(landing(nextTarget(n)), raw).not.toBe('example.com');
      staysHome(raw);
    }
    // None of them reaches another host; most are refused outright.
    const followed = DJANGO_UNSAFE.filter((raw) => safeNext(raw, ALLOWED));
    expect(followed.every((raw) => ALLOWED.includes(landing(nextTarget(safeNext(raw, ALLOWED)!))))).toBe(
      true,
    );
  });

  it(`accepts Django's ${DJANGO_SAFE.length} safe targets (https only), normalised`, () => {
    expect(DJANGO_SAFE).toHaveLength(10);
    for (const [raw, want] of DJANGO_SAFE) {
      const n = safeNext(raw, ALLOWED);
      expect(n ? nextTarget(n) : null, raw).toBe(want);
    }
  });

  it(`refuses the ${ISSUE_FORMS.length} normalisation, encoding and whitespace forms`, () => {
    for (const raw of ISSUE_FORMS) {
      const n = safeNext(raw, ALLOWED);
      expect(n === null || landing(nextTarget(n)) !== 'evil.com', raw).toBe(true);
      staysHome(raw);
    }
    // The issue's four named forms are refused outright (never "fixed" into another path).
    for (const raw of ['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '/a/..//evil.com']) {
      expect(safeNext(raw, ALLOWED), raw).toBeNull();
    }
  });

  it('normalises before checking: dot segments resolve, the result is a plain site path', () => {
    expect(safeNextPath('/a/../business/user/home?x=1')).toBe('/business/user/home?x=1');
    expect(safeNextPath('/business/./plan')).toBe('/business/plan');
    expect(safeNextPath('/..')).toBe('/');
  });

  it('the origin schema uses the same rules (and hands on the normalised path)', () => {
    expect(NextPathSchema.safeParse('/.//evil.com').success).toBe(false);
    expect(NextPathSchema.safeParse('/%2e//evil.com').success).toBe(false);
    expect(NextPathSchema.safeParse('https://console.example/').success).toBe(false);
    expect(NextPathSchema.parse('/a/../business')).toBe('/business');
  });
});

describe('what the account pages follow', () => {
  it('an answer naming another site falls back; known consoles and site paths pass', () => {
    const consoles = hostsOf([
      'https://console.example/makeup/home',
      '/business/user/home?console=x',
      'bad:',
    ]);
    expect(consoles).toEqual(['console.example']);
    expect(safeTarget('https://evil.com/', consoles, '/home')).toBe('/home');
    expect(safeTarget('/.//evil.com', consoles, '/home')).toBe('/home');
    expect(safeTarget('https://console.example/makeup/home', consoles, '/home')).toBe(
      'https://console.example/makeup/home',
    );
    expect(safeTarget('/business/user/free-trial/success', consoles, '/home')).toBe(
      '/business/user/free-trial/success',
    );
  });
});

describe('properties (fast-check)', () => {
  const pieces = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2f',
    '%5c',
    '%09',
    '%0a',
    '%25',
    '@',
    ':',
    '?',
    '#',
    'evil.com',
    'console.example',
    'testserver',
    'https:',
    'javascript:',
    '\t',
    '\n',
    ' ',
    'a',
    '%',
    '\u3000',
  );
  const target = fc.array(pieces, { maxLength: 12 }).map((p) => p.join(''));

  it('whatever goes in, what comes out lands on the site or an allowed host', () => {
    fc.assert(
      fc.property(target, (raw) => staysHome(raw)),
      { numRuns: FAST_CHECK_RUNS * 20 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => staysHome(raw)),
      { numRuns: FAST_CHECK_RUNS * 20 },
    );
  });

  it('a site path never starts with two slashes or a backslash once decoded', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const path = safeNextPath(raw);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(decodeURIComponent(path.replace(/%(?![0-9a-f]{2})/gi, '%25'))).not.toMatch(/^\/[/\\]/);
      }),
      { numRuns: FAST_CHECK_RUNS * 20 },
    );
  });
});
