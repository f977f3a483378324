import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EDGE_FACTS } from '../../client/app/ssr-data';
import { FRAME_MENUS_KEY, type FrameMenuData } from '../../shared/menus';
import { streamPage } from '../../worker/render/render-page';
import { seedContent } from './seed-content';

const SLOW_MS = 600;

const MENU: FrameMenuData = {
  enterprise: [
    {
      title: 'Enterprise solutions',
      columns: [
        {
          title: 'Makeup',
          links: [{ id: 1, title: 'Streamed menu entry', url: '/business/products/virtual-makeup' }],
        },
      ],
    },
  ],
  features: [],
  apps: null,
  featured: { post: null, video: null },
  fellBack: false,
};

function PlainPage() {
  return <h1>Primary heading</h1>;
}

/** Reads a streamed response and notes when each needle first appeared (ms since `started`). */
async function timeline(res: Response, started: number, needles: Record<string, string>) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let html = '';
  const seen: Record<string, number> = {};
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
    for (const [name, needle] of Object.entries(needles)) {
      if (seen[name] === undefined && html.includes(needle)) seen[name] = Date.now() - started;
    }
  }
  return { html, seen };
}

describe('the frame streams before its CMS menu data (decision 0087)', () => {
  it('head, header with the static menus, page and footer flush before slow menu data, which follows', async () => {
    const started = Date.now();
    const menus = new Promise<FrameMenuData>((resolve) => setTimeout(() => resolve(MENU), SLOW_MS));
    const res = await streamPage({
      status: 200,
      lang: 'en',
      audience: 'business',
      routeId: 'business-home',
      page: 'business-home',
      Page: PlainPage as never,
      deferred: { [FRAME_MENUS_KEY]: menus },
      indexable: false,
      edge: DEFAULT_EDGE_FACTS,
      brand: 'Test Brand',
      nonce: 'nonce-frame',
      pathname: '/business',
    });
    const { html, seen } = await timeline(res, started, {
      head: '</head>',
      header: 'site-header',
      staticMenu: '>Solutions<',
      primary: 'Primary heading',
      footer: 'site-footer',
      cms: 'Streamed menu entry',
    });
    for (const part of ['head', 'header', 'staticMenu', 'primary', 'footer'] as const) {
      expect(seen[part], part).toBeLessThan(SLOW_MS - 100);
    }
    expect(seen.cms).toBeGreaterThanOrEqual(SLOW_MS - 10);
    // The data streams once, with the response's nonce, for the browser to hydrate the menus from.
    const scripts = html.match(/\["frame:menus"\]=/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(html).toContain('<script nonce="nonce-frame">(self.__D=self.__D||{})["frame:menus"]=');
  });

  it('a menu that fails to load leaves the static menus in place (spec 001 §8: only logged)', async () => {
    const res = await streamPage({
      status: 200,
      lang: 'en',
      audience: 'business',
      routeId: 'business-home',
      page: 'business-home',
      Page: PlainPage as never,
      deferred: { [FRAME_MENUS_KEY]: Promise.resolve(null) },
      indexable: false,
      edge: DEFAULT_EDGE_FACTS,
      brand: 'Test Brand',
      nonce: 'n',
      pathname: '/business',
    });
    const html = await res.text();
    expect(html).toContain('>Solutions<');
    expect(html).toContain('Primary heading');
  });
});

describe('every standard-frame page carries the menu data; frameless pages do not', () => {
  beforeAll(async () => {
    await seedContent();
  });
  const get = async (path: string) => {
    const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
    return { status: res.status, html: await res.text() };
  };

  it('the business menu from the CMS, gated, with the featured post and video (spec 001 §2.1)', async () => {
    const { status, html } = await get('/business/info/aboutus');
    expect(status).toBe(200);
    expect(html).toContain('"frame:menus"');
    // Seeded BUSINESS_MENU entries stream into the Solutions panel.
    expect(html).toContain('/business/products/virtual-makeup');
    // spec 001 §2.1: one blog post and one video, linked as the spec writes them.
    expect(html).toMatch(/href="\/business\/blog\/general\/[a-z0-9-]+"/);
    expect(html).toMatch(/href="\/business\/video\/[a-z0-9-]+"/);
  });

  it('Japanese pages get the Japanese menu and the Japanese-only items (spec 001 §2.1, §6)', async () => {
    const business = await get('/ja/business');
    expect(business.html.includes('href="/ja/business/world-expo-technology"')).toBe(true);
    const consumer = await get('/ja/consumer');
    expect(consumer.html.includes('href="/ja/consumer/tv-exposure"')).toBe(true);
    const en = await get('/business');
    expect(en.html.includes('href="/business/world-expo-technology"')).toBe(false);
  });

  it('the Japanese-only targets are CMS pages: Japanese text, English elsewhere', async () => {
    const ja = await get('/ja/business/world-expo-technology');
    expect(ja.status).toBe(200);
    expect(ja.html).toContain('万博パビリオンへの技術提供');
    const fr = await get('/fr/business/world-expo-technology');
    expect(fr.status).toBe(200);
    expect(fr.html).toContain('Technology for a World Expo Pavilion');
    const tv = await get('/ja/consumer/tv-exposure');
    expect(tv.status).toBe(200);
    expect(tv.html).toContain('テレビで紹介されました');
  });

  it('spec 001 §2.2: /business/SDK/privacy has a header with only its title', async () => {
    const { status, html } = await get('/business/SDK/privacy');
    expect(status).toBe(200);
    expect(html).toMatch(
      /<header class="site-header site-header--title-only">.*SDK Privacy Policy.*<\/header>/s,
    );
    expect(html.includes('menu-desktop')).toBe(false);
    expect(html.includes('"frame:menus"')).toBe(false);
  });

  it('pages without the standard frame carry neither menus nor their data', async () => {
    const { status, html } = await get('/perfectbeauty/youcam/terms-of-service');
    expect(status).toBe(200);
    expect(html).not.toContain('frame:menus');
    expect(html).not.toContain('site-header');
  });
});
