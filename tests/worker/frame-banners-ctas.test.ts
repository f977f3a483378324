import { env, SELF } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteContext } from '../../client/app/site-context';
import { HomeCarousel } from '../../client/components/carousel/home-carousel';
import { MenuCta } from '../../client/components/frame/menus';
import type { LangKey } from '../../shared/languages';
import type { CmsMenuCta, FrameMenuData } from '../../shared/menus';
import type { HomeBanner } from '../../shared/smb/content';
import { englishSite, renderInSite } from './render-in-site';
import { insertCmsEntry, seedContent } from './seed-content';

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

const SITE = englishSite('business-home', '/business');

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

  // The business home's first banner gets a video (desktop and mobile) and a poster.
  const home = await env.DB.prepare(
    `SELECT id, content FROM cms_entries WHERE type = 'BUSINESS_HOME' AND language_type = 'enu' AND status = 'published'`,
  ).first<{ id: number; content: string }>();
  const homeContent = JSON.parse(home!.content) as { banners: Record<string, unknown>[] };
  Object.assign(homeContent.banners[0]!, {
    videoDesktop: '/media/hero-desktop.mp4',
    videoMobile: '/media/hero-mobile.mp4',
    poster: '/media/hero-poster.jpg',
  });
  await env.DB.prepare('UPDATE cms_entries SET content = ? WHERE id = ?')
    .bind(JSON.stringify(homeContent), home!.id)
    .run();

  // A product page whose sections open with a top banner carrying a video.
  const page = {
    topBanner: {
      title: 'Moving Mirror',
      description: 'A page with a video banner.',
      backgroundDesktop: '/media/still-desktop.jpg',
      backgroundMobile: null,
    },
    sections: [
      {
        component: 'top-banner',
        title: 'See it move',
        description: 'A looping background video.',
        backgroundDesktop: '/media/loop-still.jpg',
        backgroundMobile: null,
        videoDesktop: '/media/loop.webm',
        ctas: [],
      },
    ],
  };
  await insertCmsEntry(1999999201, 'PRODUCT_PAGE', 'moving-mirror', page);
});

describe('banner videos (spec 001 §3.1, §4)', () => {
  it('the home carousel renders a video banner: muted, inline, poster, mobile source by the §5 rule', async () => {
    const { status, html } = await get('/business');
    expect(status).toBe(200);
    const video = /<video class="carousel__video"[^>]*>[\s\S]*?<\/video>/.exec(html)?.[0] ?? '';
    expect(video).toContain('poster="/media/hero-poster.jpg"');
    expect(video).toContain('muted=""');
    expect(video).toContain('playsInline=""');
    expect(video).toContain('<source media="(max-width: 500px)" src="/media/hero-mobile.mp4"/>');
    expect(video).toContain('<source src="/media/hero-desktop.mp4"/>');
    // No autoplay attribute: an inline script starts it unless the visitor prefers reduced motion.
    expect(video).not.toMatch(/autoplay/i);
    const after = html.slice(html.indexOf(video) + video.length, html.indexOf(video) + video.length + 400);
    expect(after).toMatch(/^<script nonce="[^"]+">[^<]*prefers-reduced-motion: reduce/);
  });

  it('a banner with rotate videos names only its first clip of each area and does not loop the element (decision 0308)', async () => {
    const { html } = await get('/business');
    const videos = [...html.matchAll(/<video class="carousel__video"[^>]*>[\s\S]*?<\/video>/g)].map(
      (m) => m[0],
    );
    const rotating = videos.find((v) => v.includes('colour-trends-spring-2025'));
    expect(rotating).toBeDefined();
    expect(rotating).toContain('poster="/media/video/colour-trends-spring-2025.jpg"');
    expect(rotating).toContain('<source src="/media/video/colour-trends-spring-2025.mp4"/>');
    // The later clips are fetched in turn, never named up front.
    expect(rotating).not.toMatch(/console-quick-start|smart-mirror-in-store|shade-matching/);
    expect(rotating).not.toMatch(/\sloop=|autoplay|preload="auto"/);
  });

  it('a top-banner section renders its looping video with a pause button, poster from its image', async () => {
    const { status, html } = await get('/business/products/moving-mirror');
    expect(status).toBe(200);
    const video = /<video class="sec-banner__video"[^>]*>[\s\S]*?<\/video>/.exec(html)?.[0] ?? '';
    expect(video).toContain('poster="/media/loop-still.jpg"');
    expect(video).toContain('loop=""');
    expect(video).toContain('<source src="/media/loop.webm"/>');
    expect(html).toContain(
      'class="sec-banner__video-toggle media-toggle" aria-label="Play the background video"',
    );
  });
});

describe('mega-menu calls to action (spec 001 §3.1)', () => {
  // The menus' CMS part comes from GET /site/menus on intent (decision 0247): the data carries every
  // call to action with its flags, and MenuCta draws them as the panel does in the browser.
  const ctasOf = async (lang: string) => {
    const res = await SELF.fetch(`http://localhost/site/menus?audience=business&lang=${lang}`);
    const { data } = (await res.json()) as { data: FrameMenuData };
    return data.enterprise.flatMap((g) => [
      ...(g.ctas ?? []),
      ...g.columns.flatMap((c) => (c.cta ? [c.cta] : [])),
    ]);
  };
  const draw = (lang: LangKey, ctas: CmsMenuCta[]) =>
    renderToString(
      createElement(
        SiteContext.Provider,
        { value: { ...SITE, lang } },
        ctas.map((cta) => createElement(MenuCta, { key: `${cta.url}|${cta.text}`, cta })),
      ),
    );

  it('renders the entry and column CTAs with their new-tab and nofollow flags', async () => {
    const html = draw('en', await ctasOf('en'));
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
    const html = draw('ja', await ctasOf('ja'));
    expect(html).toContain('<a class="menu-cta__link" href="/ja/business/solutions/enterprise">');
  });
});

describe('home banner superscript (spec 001 §3.1)', () => {
  const banner = (superscript: HomeBanner['superscript']): HomeBanner => ({
    title: 'Shade studio',
    description: 'Every shade, on every face.',
    superscript,
    imageDesktop: '/art/stage-peach.svg',
    imageMobile: null,
    ctaText: 'See it',
    ctaLink: '/business/products/virtual-makeup',
    newTab: false,
  });
  const draw = (b: HomeBanner) =>
    renderInSite(createElement(HomeCarousel, { banners: [b], ns: 'business' }), SITE);

  it('shows its title with its icon; a banner without one shows none', async () => {
    const html = await draw(banner({ title: 'New', icon: '/media/spark.svg' }));
    expect(html).toMatch(
      /<p class="sec-eyebrow sec-superscript"><img class="sec-superscript__icon" src="\/media\/spark\.svg" alt=""[^>]*\/>New<\/p>/,
    );
    expect(await draw(banner({ title: 'New', icon: null }))).toMatch(/sec-superscript">New<\/p>/);
    expect(await draw(banner(null))).not.toContain('sec-superscript');
  });
});
