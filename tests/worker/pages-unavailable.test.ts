import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './seed-content';

/**
 * spec-rulings 12 / docs/architecture.md "The /smb-frontend layer": when the content store fails and nothing
 * stale is cached, a content page answers 503 with the frame, a notice and noindex — decided before
 * the first byte. (The origin's store failing is the real failure path: no stand-ins.)
 */
const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });

beforeAll(async () => {
  await seedContent();
  // Proves the page works first, then takes the content store away.
  const ok = await get('/business/services/app-listing');
  await ok.body?.cancel();
  expect(ok.status).toBe(200);
  await env.DB.exec('DROP TABLE cms_entries');
});

describe('content unavailable → 503 with the frame (spec-rulings 12)', () => {
  it.each([
    '/business/products/ai-shade-finder',
    '/ja/business/technologies/makeup-ar',
    '/business/campaign/vto',
    '/business/info/esg',
    '/business/solutions/online-service/eye-wear/plan',
    '/business/solutions/enterprise',
    '/business/gcse?q=makeup',
  ])('%s', async (path) => {
    const res = await get(path);
    const html = await res.text();
    expect(res.status).toBe(503);
    expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });

  it('a page the proxy already holds is served stale instead (stale-if-error)', async () => {
    const res = await get('/business/services/app-listing');
    await res.body?.cancel();
    expect(res.status).toBe(200);
  });
});
