import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './seed-content';

/**
 * spec 001 §3.1: the header's mega-menu draws the CMS calls to action of a menu entry (menuCTA, CTA,
 * columnCTA) with their newTab and nofollow flags (decision 0206); banners render their videos
 * (decision 0207).
 */
const get = async (path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
};

type MenuContent = {
  menus: {
    columns: { columnCTA: unknown }[];
    menuCTA: unknown;
    CTA: unknown;
  }[];
};

beforeAll(async () => {
  await seedContent();
  const row = await env.DB.prepare(
    `SELECT id, content FROM cms_entries WHERE type = 'BUSINESS_MENU' AND language_type = 'enu' AND status = 'published'`,
  ).first<{ id: number; content: string }>();
  const content = JSON.parse(row!.content) as MenuContent;
  const first = content.menus[0]!;
  first.CTA = {
    buttonType: 'primary',
    ctaLink: 'https://partners.example.com/book-a-demo',
    ctaText: 'Book a partner demo',
    newTab: true,
    nofollow: true,
    image: null,
  };
  first.columns[0]!.columnCTA = {
    buttonType: 'link',
    ctaLink: '/business/showcase/lip-color',
    ctaText: 'Try lip colours',
    newTab: false,
    nofollow: true,
    image: null,
  };
  await env.DB.prepare('UPDATE cms_entries SET content = ? WHERE id = ?')
    .bind(JSON.stringify(content), row!.id)
    .run();
});

describe('mega-menu calls to action (spec 001 §3.1)', () => {
  it('renders the entry and column CTAs with their new-tab and nofollow flags', async () => {
    const { status, html } = await get('/business/info/aboutus');
    expect(status).toBe(200);
    expect(html).toMatch(
      /<a class="button button--primary menu-cta__button" href="https:\/\/partners\.example\.com\/book-a-demo" target="_blank" rel="noopener nofollow">Book a partner demo<\/a>/,
    );
    expect(html).toMatch(
      /<a class="menu-cta__link" href="\/business\/showcase\/lip-color" rel="nofollow">Try lip colours<\/a>/,
    );
    // The seeded menuCTA (a plain link, followed).
    expect(html).toMatch(/<a class="menu-cta__link" href="\/business\/solutions\/enterprise">/);
  });

  it('in-site CTA links take the page language prefix', async () => {
    const { html } = await get('/ja/business/info/aboutus');
    expect(html).toContain('<a class="menu-cta__link" href="/ja/business/solutions/enterprise">');
  });
});
