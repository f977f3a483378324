import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The local servers' (`vite preview`, `vite` dev; `npm start`) first look at a request, before any
 * other middleware (issue 29 item 6, issue 44 F20; decision 0321). The Cloudflare plugin builds the
 * worker's request with `new URL(req.url, http://<Host>)`, which throws on what Node's parser lets
 * through — the local servers then answered 500, some with a Node stack trace. Each such request now
 * gets a plain 400, as RFC 9112 §3.2 asks of a server, or is rewritten to what Cloudflare's edge
 * would hand the worker:
 * - more than one Host header line (even the same value twice; Node joins them with ", ") → 400;
 * - a Host no URL can be built from (`localhost:abc`, `localhost:99999`, `a:1:2`) → 400;
 * - an absolute-form target (`GET http://host/path`): 400 unless it parses as http(s) and names the
 *   Host header's own authority — the worker would otherwise see another host than the one the
 *   connection's Host check allowed — then rewritten to its origin form (`/path?query`);
 * - an origin-form path that starts with `//` (`GET //localhost:abc/business`): a path, not a host,
 *   so it reaches the worker as the path it is (the site redirects it to its one spelling);
 * - any other target that is not a path (`GET abc`) → 400.
 */
export type LocalRequestCheck = { ok: true; url: string } | { ok: false; reason: string };

export function checkLocalRequest(rawHeaders: readonly string[], target: string): LocalRequestCheck {
  const hosts: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'host') hosts.push(rawHeaders[i + 1]!);
  }
  if (hosts.length > 1) return { ok: false, reason: 'more than one Host header' };
  const host = hosts[0];
  if (host !== undefined && isMalformedHost(host)) return { ok: false, reason: 'malformed Host header' };
  if (target.startsWith('/')) {
    if (!target.startsWith('//')) return { ok: true, url: target };
    // `new URL('//x/y', base)` reads a host: an absolute URL keeps `//x/y` the path it is.
    return host === undefined
      ? { ok: false, reason: 'no Host header' }
      : { ok: true, url: `http://${host}${target}` };
  }
  if (target === '*') return { ok: true, url: target };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: 'malformed request target' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'malformed request target' };
  if (host === undefined || url.host !== new URL(`${url.protocol}//${host}`).host) {
    return { ok: false, reason: 'the request target names another host than the Host header' };
  }
  return { ok: true, url: `${url.pathname}${url.search}` };
}

/** A Host header Node accepts but no URL can be built from, or one the URL would change (issue 29). */
export function isMalformedHost(host: string | undefined): boolean {
  if (!host) return false; // Vite's own host check answers a missing one
  try {
    const url = new URL(`http://${host}`);
    // The URL must be the header itself (a default port aside): nothing dropped or reinterpreted.
    return url.host !== host.toLowerCase().replace(/:80$/, '');
  } catch {
    return true;
  }
}

/** The middleware: a plain-text 400 for a malformed request, else the target the worker can read. */
export function guardLocalRequest(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const check = checkLocalRequest(req.rawHeaders, req.url ?? '/');
  if (check.ok) {
    // connect keeps `originalUrl`, and the Cloudflare plugin builds the request from it: both change.
    if (check.url !== req.url) {
      req.url = check.url;
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = check.url;
    }
    next();
    return;
  }
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'close');
  res.end(`Bad Request: ${check.reason}\n`);
}
