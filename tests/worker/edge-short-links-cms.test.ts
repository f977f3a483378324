import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { rewriteShortLinks } from '../../worker/loaders/short-link-rewrite';
import { edgeFetch } from './edge-helpers';
import { seedContent } from './seed-content';

// spec 001 §5: the seeded business home's closing banner links to /business/contact-us/sales; an
// editor's old short link for it is rewritten in the page, while other links stay as they are.
beforeAll(async () => {
  await seedContent();
  await env.DB.prepare('INSERT OR IGNORE INTO short_links (old_path, new_path, note) VALUES (?, ?, ?)')
    .bind('/business/contact-us/sales', '/business/contact-sales', 'test: a moved contact link')
    .run();
});

describe('short links inside CMS content (spec 001 §5)', () => {
  it('rewrites a CMS link that is an old short link, keeps the others', async () => {
    const res = await edgeFetch('/business');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/business/contact-sales"');
    expect(html).toContain('href="/business/solutions/enterprise"');
  });

  it('matches only the exact trimmed text of link fields', () => {
    const table = new Map([['/faq', '/business/faq']]);
    const payload = {
      ctaLink: ' /faq ',
      itemUrl: '/faq/more',
      title: '/faq',
      items: [{ buttonLink: '/faq' }, { link: 'https://example.com/faq' }],
    };
    expect(rewriteShortLinks(payload, table)).toEqual({
      ctaLink: '/business/faq',
      itemUrl: '/faq/more',
      title: '/faq',
      items: [{ buttonLink: '/business/faq' }, { link: 'https://example.com/faq' }],
    });
  });
});
