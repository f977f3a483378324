import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShortLinks } from '../../worker/loaders/short-link-rewrite';
import seedSql from '../../worker/origin/seed/short-links.sql?raw';
import { edgeFetch } from './edge-helpers';

// The same rows `npm run db:setup` loads locally (worker/origin/seed/short-links.sql).
beforeAll(async () => {
  const statements = seedSql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);
  for (const sql of statements) await env.DB.prepare(sql).run();
});

describe('short links (spec 001 §5)', () => {
  it.each([
    ['/faq', '/business/faq'],
    ['/faq?utm_source=card&utm_medium=print', '/business/faq?utm_source=card&utm_medium=print'],
    ['/go/trial', '/business/user/free-trial'],
    ['/makeup-plan?x=1', '/business/solutions/online-service/makeup/plan?x=1'],
  ])('%s → 301 %s (query kept, spec-rulings 15)', async (path, location) => {
    const res = await edgeFetch(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(location);
  });

  it.each(['/FAQ', '/faq.html', '/no-such-short-link', '/go/trial/extra'])(
    'only the exact text matches: %s is a 404',
    async (path) => {
      expect((await edgeFetch(path)).status).toBe(404);
    },
  );

  it('a trailing slash is trimmed first, then the short link applies', async () => {
    const first = await edgeFetch('/faq/');
    expect(first.status).toBe(301);
    expect(first.headers.get('Location')).toBe('/faq');
  });

  it('route table pages are never looked up or shadowed', async () => {
    await env.DB.prepare(
      "INSERT OR REPLACE INTO short_links (old_path, new_path) VALUES ('/business', '/consumer')",
    ).run();
    const res = await edgeFetch('/business');
    expect(res.status).not.toBe(301);
  });

  it('the table refuses rows that are not a trimmed site path', async () => {
    await expect(
      env.DB.prepare("INSERT INTO short_links (old_path, new_path) VALUES (' /x', '/business')").run(),
    ).rejects.toThrow();
    await expect(
      env.DB.prepare(
        "INSERT INTO short_links (old_path, new_path) VALUES ('/x', 'javascript:alert(1)')",
      ).run(),
    ).rejects.toThrow();
  });

  it('loads the whole table for CMS links', async () => {
    const table = await loadShortLinks(env.DB);
    expect(table.get('/aboutus')).toBe('/business/info/aboutus');
  });
});
