import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { newsletterConnectSrc } from '../contact-config';

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, dev: boolean, connectExtra = ''): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets the nonced entry load its code-split chunks.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Vite injects <style> elements in dev only.
    `style-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${connectExtra ? ` ${connectExtra}` : ''}${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
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
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
  // The newsletter provider's endpoint, when configured (worker/contact-config.ts).
  h.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, import.meta.env.DEV, newsletterConnectSrc(c.env)),
  );
  if (c.env.ENVIRONMENT === 'production') {
    h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  }
});
