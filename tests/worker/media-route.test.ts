import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeFetch } from './edge-helpers';

/** `/media/*` from the optional MEDIA bucket when the static assets lack the file (decision 0280). */
const KEY = 'media/video/r2-only-clip.webm';
const BYTES = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));
// The uploads bucket stands in for MEDIA: any R2 bucket bound under that name.
const withMedia = { env: { MEDIA: env.UPLOADS } };

describe('media from R2', () => {
  beforeAll(async () => {
    await env.UPLOADS.put(KEY, BYTES);
  });
  afterAll(async () => {
    await env.UPLOADS.delete(KEY);
  });

  it('serves the object with its type, validators and cache lifetime', async () => {
    const res = await edgeFetch('/media/video/r2-only-clip.webm', withMedia);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
    const again = await edgeFetch('/media/video/r2-only-clip.webm', {
      ...withMedia,
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers byte ranges, as video players ask', async () => {
    const res = await edgeFetch('/media/video/r2-only-clip.webm', {
      ...withMedia,
      headers: { Range: 'bytes=100-199' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES.slice(100, 200));
    const tail = await edgeFetch('/media/video/r2-only-clip.webm', {
      ...withMedia,
      headers: { Range: 'bytes=-10' },
    });
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
  });

  it('is the site 404 without the bucket, for a missing object, and for paths outside its pattern', async () => {
    expect((await edgeFetch('/media/video/r2-only-clip.webm')).status).toBe(404);
    expect((await edgeFetch('/media/video/nothing-here.mp4', withMedia)).status).toBe(404);
    expect((await edgeFetch('/media/video/r2-only-clip.exe', withMedia)).status).toBe(404);
    expect((await edgeFetch('/media/../uploads/x.webm', withMedia)).status).toBe(404);
  });
});
