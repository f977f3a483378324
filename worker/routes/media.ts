import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * `/media/*` from R2 (decision 0280). The static assets answer first (`run_worker_first: false`), so
 * this runs only for a media path the build does not hold: with the optional `MEDIA` bucket bound, the
 * object `media/<path>` is served from it (conditional requests and byte ranges, which video players
 * use); without the bucket, or for anything else, the site's 404.
 */
const MEDIA_PATH = /^\/media\/((?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9.-]*\.(mp4|webm|jpg|png|svg|vtt))$/;
const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  vtt: 'text/vtt; charset=utf-8',
};

export async function media(c: Context<AppEnv>) {
  const bucket = c.env.MEDIA;
  const m = MEDIA_PATH.exec(new URL(c.req.url).pathname);
  if (!bucket || !m || m[1]!.includes('..')) return c.notFound();
  const headers = c.req.raw.headers;
  const ranged = headers.has('range');
  const obj = await bucket.get(`media/${m[1]}`, { onlyIf: headers, ...(ranged ? { range: headers } : {}) });
  if (!obj) return c.notFound();
  const out = new Headers({
    'Content-Type': TYPES[m[2]!]!,
    'Cache-Control': 'public, max-age=86400',
    'Accept-Ranges': 'bytes',
    ETag: obj.httpEtag,
    'X-Content-Type-Options': 'nosniff',
  });
  // No body: a precondition failed (If-None-Match matched → 304, others 412).
  if (!('body' in obj))
    return new Response(null, { status: headers.has('if-none-match') ? 304 : 412, headers: out });
  const r = ranged
    ? (obj.range as { offset?: number; length?: number; suffix?: number } | undefined)
    : undefined;
  if (!r) {
    out.set('Content-Length', String(obj.size));
    return new Response(c.req.method === 'HEAD' ? null : obj.body, { headers: out });
  }
  const start = r.suffix !== undefined ? obj.size - r.suffix : (r.offset ?? 0);
  const end = r.length !== undefined && r.suffix === undefined ? start + r.length - 1 : obj.size - 1;
  out.set('Content-Range', `bytes ${start}-${end}/${obj.size}`);
  out.set('Content-Length', String(end - start + 1));
  return new Response(c.req.method === 'HEAD' ? null : obj.body, { status: 206, headers: out });
}
