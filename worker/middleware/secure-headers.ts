import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { containerFor, TAG_MANAGER_CSP } from '../../shared/analytics';
import { isEmbeddedPath } from '../../shared/site';
import type { AppEnv } from '../app-env';
import { newsletterConnectSrc } from '../contact-config';
import { CSP_REPORT_PATH } from '../routes/csp-report';

/** The Reporting API's name of the endpoint CSP violations go to. */
export const CSP_REPORT_GROUP = 'csp';

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * spec 001 §2.1: pages under /iframe are made to be embedded — by this site and the origins in
 * FRAME_ANCESTORS (decision 0016); every other page refuses any frame.
 */
export function frameAncestors(embedded: boolean, allowed: readonly string[]): string {
  return embedded ? ["'self'", ...allowed].join(' ') : "'none'";
}

export function contentSecurityPolicy(
  nonce: string,
  dev: boolean,
  ancestors = "'none'",
  connectExtra = '',
  scriptExtra = '',
): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets the nonced entry load its code-split chunks.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${scriptExtra ? ` ${scriptExtra}` : ''}${dev ? " 'unsafe-eval'" : ''}`,
    // A page's stylesheets travel inline under the response's nonce (decision 0140). Vite injects
    // <style> elements without one in dev only (a nonce there would switch 'unsafe-inline' off).
    `style-src 'self' ${dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    // decision 0123: a video file plays from its host only after the visitor presses play. blob: is the
    // try-on's recorded clip, made in this page (docs/tryon.md).
    "media-src 'self' https: blob:",
    "font-src 'self'",
    `connect-src 'self'${connectExtra ? ` ${connectExtra}` : ''}${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
    // Violations go to this site's /csp-report (decision 0285): report-to for the Reporting API
    // (its endpoint named by Reporting-Endpoints), report-uri for browsers without it.
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/**
 * Security headers on every response — pages, APIs, redirects and errors alike.
 * Runs first, so its after-part sees whatever response the rest produced, including onError's.
 */
export const secureHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  const pathname = new URL(c.req.url).pathname;
  const embedded = isEmbeddedPath(pathname);
  // X-Frame-Options cannot name other origins: framed pages rely on CSP frame-ancestors alone.
  if (embedded) h.delete('X-Frame-Options');
  else h.set('X-Frame-Options', 'DENY');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
  const ancestors = frameAncestors(embedded, embedded ? allowedAncestors(c) : []);
  // The newsletter provider's endpoint, when configured (worker/contact-config.ts); the tag manager's
  // hosts when a container is configured for this path (decision 0173).
  const tm = tagManagerSrc(c, pathname);
  h.set(
    'Content-Security-Policy',
    policyWithNonce(
      nonce,
      import.meta.env.DEV,
      ancestors,
      joinSources(newsletterConnectSrc(c.env), tm.connect),
      joinSources(tryOnScriptSrc(c), tm.script),
    ),
  );
  if (c.env.ENVIRONMENT === 'production') {
    h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  }
});

/** Stands where the nonce goes in a policy kept for the next responses. */
const NONCE_MARK = '\u0000nonce\u0000';
/** Policies by their inputs, cut at the nonce: a few per isolate (embedded or not, per configuration). */
const policies = new Map<string, string[]>();
const POLICIES_MAX = 32;

/** The same policy as contentSecurityPolicy, built once per set of inputs: a response writes in its nonce. */
function policyWithNonce(
  nonce: string,
  dev: boolean,
  ancestors: string,
  connect: string,
  script: string,
): string {
  const key = `${dev}\n${ancestors}\n${connect}\n${script}`;
  let parts = policies.get(key);
  if (!parts) {
    parts = contentSecurityPolicy(NONCE_MARK, dev, ancestors, connect, script).split(NONCE_MARK);
    if (policies.size < POLICIES_MAX) policies.set(key, parts);
  }
  return parts.join(nonce);
}

/**
 * spec 001 §7: the try-on module's host (decision 0017) for browsers without 'strict-dynamic' (which
 * already admits the script the nonced loader inserts); empty when not configured.
 */
function tryOnScriptSrc(c: Context<AppEnv>): string {
  const host = c.get('edge')?.links?.tryOnModuleHost ?? '';
  try {
    return host ? new URL(host).origin : '';
  } catch {
    return '';
  }
}

const joinSources = (...sources: string[]) => sources.filter(Boolean).join(' ');

/** spec 000 §7 / 001 §7: exactly the container's hosts, only where a container may load. */
function tagManagerSrc(c: Context<AppEnv>, pathname: string): { script: string; connect: string } {
  let id = '';
  try {
    id = containerFor(c.get('config')?.GTM_CONTAINER_ID ?? '', pathname);
  } catch {
    id = ''; // the configuration itself failed (the error page): no container
  }
  return id
    ? { script: TAG_MANAGER_CSP.script.join(' '), connect: TAG_MANAGER_CSP.connect.join(' ') }
    : { script: '', connect: '' };
}

/** The configured framing origins; none when the configuration itself failed (the error page). */
function allowedAncestors(c: Context<AppEnv>): readonly string[] {
  try {
    return c.get('config')?.FRAME_ANCESTORS ?? [];
  } catch {
    return [];
  }
}
