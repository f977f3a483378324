/**
 * Where a `next` parameter — or any redirect target the browser is told to follow, such as the sign-in
 * answer's `redirectUrl` — may send a visitor (issue 6, issue 15 §5; decision 0214): a path on this
 * site, or an https address on one of the configured console/app hosts. Anything else — other hosts,
 * protocol-relative `//x`, backslash tricks, `javascript:`, control characters, dot segments or
 * encodings that normalise into `//x` — is dropped and the default after-sign-in rule (spec 000 §4)
 * applies.
 *
 * The order is the point: the target is NORMALISED first (percent-decoding, dot segments, the URL
 * parser's own rewrites), and the checks run on the normalised form, never the other way round. The
 * function is zod-free so the browser bundle uses the very same rules (decision 0056).
 */
export type SafeNext = { kind: 'path'; path: string } | { kind: 'url'; url: string };

const MAX_NEXT = 500;
/** A base that never resolves; a path must still be on it after the URL parser has normalised it. */
const BASE_HOST = 'site.invalid';
const BASE = `https://${BASE_HOST}/`;

// Control characters, whitespace and backslashes never belong in a target: browsers strip or rewrite
// some of them (`/\t/evil.example` and `/\evil.example` both become `//evil.example`).
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of this check
const FORBIDDEN = /[\u0000-\u0020\u007f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
/** Once decoded, an encoded space is harmless (`/url%20with%20spaces/`); control characters and `\` are not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const FORBIDDEN_DECODED = /[\u0000-\u001f\u007f\\]/;

/** Percent-decodes until nothing changes (at most a few rounds); null when the encoding is broken. */
function fullyDecoded(raw: string): string | null {
  let current = raw;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after four rounds: nobody encodes a path that deep in good faith
}

/** A normalised path on this site, or null when it would leave it (`//x`, `/\x`) in any reading. */
function sitePath(raw: string): string | null {
  // `//` alone (an empty authority) is not even a URL: a parser error means "not a site path".
  if (raw.startsWith('//')) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (resolved.host !== BASE_HOST || resolved.username || resolved.password) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The normalised path, and its decoded form, must both still start with exactly one slash.
  const decoded = fullyDecoded(resolved.pathname);
  if (decoded === null || FORBIDDEN_DECODED.test(decoded)) return null;
  if (!path.startsWith('/') || path.startsWith('//') || decoded.startsWith('//')) return null;
  // Normalising again must change nothing, or another parser could read it differently.
  const again = new URL(path, BASE);
  if (again.host !== BASE_HOST || `${again.pathname}${again.search}${again.hash}` !== path) return null;
  return path;
}

export function safeNext(raw: string | null | undefined, allowedHosts: readonly string[]): SafeNext | null {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_NEXT) return null;
  if (FORBIDDEN.test(raw)) return null;
  const decoded = fullyDecoded(raw);
  if (decoded === null || FORBIDDEN_DECODED.test(decoded)) return null;
  const hosts = allowedHosts.map((h) => h.toLowerCase());

  // Protocol-relative: only to an allowed host, then as https.
  if (raw.startsWith('//') || decoded.startsWith('//')) {
    if (!raw.startsWith('//')) return null;
    return absolute(`https:${raw}`, hosts);
  }
  // A scheme (`javascript:`, `http:`, `HTTPS:`…) makes it absolute; anything else is a path.
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || /^[a-z][a-z0-9+.-]*:/i.test(decoded)) return absolute(raw, hosts);
  const path = sitePath(raw.startsWith('/') ? raw : `/${raw}`);
  return path ? { kind: 'path', path } : null;
}

function absolute(raw: string, hosts: readonly string[]): SafeNext | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.host.toLowerCase();
  if (!hosts.includes(host)) return null;
  // The path part obeys the same rules as a site path (no `//evil` after the host either).
  const path = sitePath(`${url.pathname}${url.search}${url.hash}`);
  return path ? { kind: 'url', url: `https://${host}${path}` } : null;
}

/** The target as a string (`path` or absolute URL). */
export const nextTarget = (n: SafeNext): string => (n.kind === 'path' ? n.path : n.url);

/** The product a sign-in was started for (spec 000 §2: the sign-in page's query). */
export type SignInProduct = {
  functionType: string | null;
  solutionType: string | null;
  subscriptionType: string | null;
};

/**
 * spec 000 §2, §4 (issue 14 §3): a sign-in started for a product continues to that product's check
 * instead of the generic entrance page — `subscriptionType` → the sign-up page of that plan (its
 * subscription check runs for a signed-in visitor), else `solutionType` → the free-trial page (its
 * free-trial check and auto trial run). Null when the sign-in named no product.
 */
export function signInContinuation(
  p: SignInProduct,
  signUpPath: (plan: string) => string,
  trialPath: string,
) {
  const query = new URLSearchParams();
  if (p.functionType) query.set('functionType', p.functionType);
  if (p.solutionType) query.set('solutionType', p.solutionType);
  const qs = query.size ? `?${query}` : '';
  if (p.subscriptionType) {
    return `${signUpPath(p.subscriptionType.toLowerCase() === 'essential' ? 'essential' : 'premium')}${qs}`;
  }
  return p.solutionType ? `${trialPath}${qs}` : null;
}

/**
 * Where a finished sign-in goes: an allowlisted `next` first (the origin only takes site paths, so a
 * console address is followed here), then the product continuation, then the origin's after-sign-in
 * rule (spec 000 §4, its `redirectUrl`).
 */
export function signInTarget(next: string | null, continuation: string | null, redirectUrl: string): string {
  if (next && !next.startsWith('/')) return next;
  if (next) return redirectUrl;
  return continuation ?? redirectUrl;
}

/** A site path for `next` (what the origin's sign-in takes), or null. */
export function safeNextPath(raw: string | null | undefined): string | null {
  const n = safeNext(raw, []);
  return n?.kind === 'path' ? n.path : null;
}

/** A redirect target the browser may follow (decision 0214), normalised; else `fallback`. */
export function safeTarget(
  raw: string | null | undefined,
  allowedHosts: readonly string[],
  fallback: string,
): string {
  const n = safeNext(raw, allowedHosts);
  return n ? nextTarget(n) : fallback;
}

/** The hosts of absolute addresses (the consoles a page knows): what an answer may name besides this site. */
export function hostsOf(addresses: readonly string[]): string[] {
  const hosts: string[] = [];
  for (const a of addresses) {
    try {
      if (/^https:\/\//i.test(a)) hosts.push(new URL(a).host.toLowerCase());
    } catch {}
  }
  return hosts;
}
