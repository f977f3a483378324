import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { byteRange, ifRangeHolds } from './byte-range';

/**
 * `/media/*` from R2 (decision 0280). The static assets answer first (`run_worker_first: false`), so
 * this runs only for a media path the build does not hold: with the optional `MEDIA` bucket bound, the
 * object `media/<path>` is served from it (conditional requests and byte ranges, which video players
 * use); without the bucket, or for anything else, the site's 404.
 *
 * Ranges follow RFC 9110 (issue 44, F24; worker/routes/byte-range.ts): this code reads the header
 * against the object's size, never R2 (which answered an invalid or unsatisfiable one with the whole
 * object, relayed as a 206): one satisfiable range → 206, an unsatisfiable or invalid one → 416 with
 * `Content-Range: bytes *\/size`, anything else (no Range, another unit, several ranges, an If-Range
 * that no longer holds) → 200 whole.
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
  const key = `media/${m[1]}`;
  const headers = c.req.raw.headers;
  const out = (etag: string) =>
    new Headers({
      'Content-Type': TYPES[m[2]!]!,
      'Cache-Control': 'public, max-age=86400',
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    });
  // A Range is read against the object's size first (its metadata only), so it never reaches R2.
  let range = { kind: 'none' } as ReturnType<typeof byteRange>;
  if (headers.has('range')) {
    const head = await bucket.head(key);
    if (!head) return c.notFound();
    if (ifRangeHolds(headers.get('if-range'), head.httpEtag, head.uploaded)) {
      range = byteRange(headers.get('range'), head.size);
    }
    if (range.kind === 'unsatisfiable' && !notModified(headers, head.httpEtag)) {
      const res = out(head.httpEtag);
      res.set('Content-Range', `bytes */${head.size}`);
      return new Response(null, { status: 416, headers: res });
    }
  }
  const partial = range.kind === 'range' ? range : undefined;
  const obj = await bucket.get(key, {
    onlyIf: headers,
    ...(partial ? { range: { offset: partial.offset, length: partial.length } } : {}),
  });
  if (!obj) return c.notFound();
  const res = out(obj.httpEtag);
  // No body: a precondition failed (If-None-Match matched → 304, others 412).
  if (!('body' in obj))
    return new Response(null, { status: headers.has('if-none-match') ? 304 : 412, headers: res });
  const body = c.req.method === 'HEAD' ? null : obj.body;
  if (c.req.method === 'HEAD') await obj.body.cancel();
  if (!partial) {
    res.set('Content-Length', String(obj.size));
    return new Response(body, { headers: res });
  }
  res.set('Content-Range', `bytes ${partial.offset}-${partial.offset + partial.length - 1}/${obj.size}`);
  res.set('Content-Length', String(partial.length));
  return new Response(body, { status: 206, headers: res });
}

/** If-None-Match names the object: the precondition answers (304) before any Range (RFC 9110 §13.2.2). */
function notModified(headers: Headers, etag: string): boolean {
  const tags = headers.get('if-none-match');
  if (tags === null) return false;
  const bare = etag.replace(/^W\//, '');
  return tags.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === bare);
}
