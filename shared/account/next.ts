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
