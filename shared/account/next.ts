/**
 * Where a `next` parameter may send a visitor after sign-in (issue 6; no open redirect): a path on
 * this site, or an https address on one of the configured console/app hosts. Anything else — other
 * hosts, protocol-relative `//x`, backslash tricks, `javascript:`, control characters — is dropped and
 * the default after-sign-in rule (spec 000 §4) applies.
 */
export type SafeNext = { kind: 'path'; path: string } | { kind: 'url'; url: string };

const MAX_NEXT = 500;

export function safeNext(raw: string | null | undefined, allowedHosts: readonly string[]): SafeNext | null {
  if (!raw || raw.length > MAX_NEXT) return null;
  // Control characters and whitespace never belong in a target (browsers strip some of them, which
  // turns `/\t/evil.example` into `//evil.example`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of this check
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    // A path must stay a path after the browser resolves it against any base.
    const resolved = new URL(raw, 'https://site.invalid');
    if (resolved.host !== 'site.invalid') return null;
    return { kind: 'path', path: `${resolved.pathname}${resolved.search}${resolved.hash}` };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.host.toLowerCase();
  return allowedHosts.some((h) => h.toLowerCase() === host) ? { kind: 'url', url: url.href } : null;
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
