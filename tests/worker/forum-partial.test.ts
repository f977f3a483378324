import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTML_CACHE_HEADER } from '../../worker/render/html-cache-policy';
import { edgeFetch } from './edge-helpers';
import { seedContent } from './seed-content';

/**
 * spec 001 §8 (course calls reject; the page goes on) and issue 42 §5: when a forum page's secondary
 * call fails, the page shows what it can, says what is missing, and is not stored; only its own course
 * or session failing is a 503 (spec-rulings 12). The origin's tables going away is the real failure
 * path: no stand-ins. Each call is asked for the first time after its table went, so no cached copy hides it.
 */
/** With the edge HTML cache on, each test on its own host: `cache` says whether the page was stored. */
let hostSeq = 0;
const host = () => `forum-${hostSeq++}.localhost`;
const get = async (path: string, on = host()) => {
  const res = await edgeFetch(path, { host: on, env: { HTML_CACHE: 'on' } });
  return { status: res.status, cache: res.headers.get(HTML_CACHE_HEADER), html: await res.text() };
};
/** Asked twice: a stored page answers the second time from the cache. */
const twice = async (path: string) => {
  const on = host();
  const first = await get(path, on);
  return { ...first, second: (await get(path, on)).cache };
};
const GBTF = '/business/global-beauty-tech-forum';
const NOTE = 'The sessions could not be loaded just now.';

beforeAll(() => seedContent());

describe('a forum page without its secondary part (spec 001 §8)', () => {
  it('a session page without the course list: the session shows, without its course link', async () => {
    await env.DB.exec('ALTER TABLE courses RENAME TO courses_away');
    try {
      const { status, cache, html } = await get(`${GBTF}/detail/1503`);
      expect(status).toBe(200);
      expect(cache).toBe('BYPASS'); // session pages are never stored (their links carry the visitor's utm)
      expect(html).toContain('<h1');
      expect(html).not.toContain(`href="${GBTF}/global-beauty-tech-forum-2025"`);
    } finally {
      await env.DB.exec('ALTER TABLE courses_away RENAME TO courses');
    }
  });

  it('a course page without its sessions: the course shows and says the sessions are missing', async () => {
    await env.DB.exec('ALTER TABLE session_speakers RENAME TO session_speakers_away');
    try {
      const event = await get(GBTF);
      expect(event.status).toBe(200);
      expect(event.html).toContain('Global Beauty Tech Forum 2027');
      expect(event.html).toContain(NOTE);
      expect(event.html).not.toContain('Opening: the personal beauty store');
      const archive = await get(`${GBTF}/global-beauty-tech-forum-2025`);
      expect(archive.status).toBe(200);
      expect(archive.html).toContain(NOTE);
      // The series is a page the edge stores (below): not this copy.
      const series = await twice('/business/education-series');
      expect(series.status).toBe(200);
      expect(series.html).toContain(NOTE);
      expect([series.cache, series.second]).toEqual(['BYPASS', 'BYPASS']);
    } finally {
      await env.DB.exec('ALTER TABLE session_speakers_away RENAME TO session_speakers');
    }
  });

  it('a complete page is storable as before', async () => {
    const { status, cache, second, html } = await twice('/business/education-series');
    expect(status).toBe(200);
    expect([cache, second]).toEqual(['MISS', 'HIT']);
    expect(html).not.toContain(NOTE);
  });
});
