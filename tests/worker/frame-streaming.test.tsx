import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EDGE_FACTS } from '../../client/app/ssr-data';
import type { FrameMenuData } from '../../shared/menus';
import { streamPage } from '../../worker/render/render-page';
import { FRAME_MENUS_MAX_AGE_SECONDS } from '../../worker/routes/frame-menus';
import { seedContent } from './seed-content';

function PlainPage() {
  return <h1>Primary heading</h1>;
}

describe('decision 0247: pages carry no menu data; the frame streams without waiting for the CMS', () => {
  it('a standard-frame page is the frame with its static menus and no streamed boundary', async () => {
    const res = await streamPage({
      status: 200,
      lang: 'en',
      audience: 'business',
      routeId: 'business-home',
      page: 'business-home',
      Page: PlainPage as never,
      indexable: false,
      edge: DEFAULT_EDGE_FACTS,
      brand: 'Test Brand',
      nonce: 'nonce-frame',
      pathname: '/business',
    });
    const html = await res.text();
    expect(html).toContain('>Solutions<');
    expect(html).toContain('Primary heading');
    expect(html).toContain('site-footer');
    expect(html).not.toContain('frame:menus');
    // Nothing streams after the shell: no React boundary runtime, no hidden segments.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC(');
  });
});

describe('the frame: menus from the CMS on intent (decision 0247); frameless pages carry none', () => {
  beforeAll(async () => {
    await seedContent();
  });
  const get = async (path: string) => {
    const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
    return { status: res.status, html: await res.text() };
  };
  const menus = async (query: string, host = 'localhost') => {
    const res = await SELF.fetch(`http://${host}/site/menus?${query}`);
    return { res, body: (await res.json()) as { data?: FrameMenuData | null; error?: string } };
  };

  it('the business menu from the CMS, gated, with the featured post and video (spec 001 §2.1)', async () => {
    const { res, body } = await menus('audience=business&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(`public, max-age=${FRAME_MENUS_MAX_AGE_SECONDS}`);
    const data = body.data!;
    const urls = data.enterprise.flatMap((g) => g.columns.flatMap((c) => c.links.map((l) => l.url)));
    expect(urls).toContain('/business/products/virtual-makeup');
    // spec 001 §3.1: at most 10 Page Entries a column.
    for (const g of data.enterprise)
      for (const c of g.columns) expect(c.links.length).toBeLessThanOrEqual(10);
    // spec 001 §2.1: one blog post and one video, linked as the spec writes them.
    expect(data.featured.post?.path).toMatch(/^\/business\/blog\/general\/[a-z0-9-]+$/);
    expect(data.featured.video?.path).toMatch(/^\/business\/video\/[a-z0-9-]+$/);
    expect(data.fellBack).toBe(false);
  });

  it('in the asked language; the consumer menu has its apps and features, no enterprise part', async () => {
    const ja = (await menus('audience=business&lang=ja')).body.data!;
    expect(ja.enterprise[0]?.title).not.toBe(
      (await menus('audience=business&lang=en')).body.data!.enterprise[0]?.title,
    );
    const consumer = (await menus('audience=consumer&lang=en')).body.data!;
    expect(consumer.enterprise).toEqual([]);
    expect(consumer.apps?.links.map((l) => l.url)).toContain('/consumer/apps/ycp');
    expect(consumer.features.length).toBeGreaterThan(0);
  });

  it('bad parameters answer 400 with a JSON error, never a 5xx', async () => {
    for (const q of [
      '',
      'audience=business',
      'audience=admin&lang=en',
      'audience=business&lang=xx',
      'lang=en',
    ]) {
      const { res, body } = await menus(q);
      expect(res.status, q).toBe(400);
      expect(body.error, q).toBe('bad_request');
    }
  });

  it('pages carry neither the menu data nor a streamed menu boundary', async () => {
    const { status, html } = await get('/business/info/aboutus');
    expect(status).toBe(200);
    expect(html).not.toContain('frame:menus');
    expect(html).not.toContain('/business/products/ai-shade-finder');
  });

  it('decision 0247: the desktop panels are empty in the HTML; their words travel; the footer links the site map', async () => {
    const { html } = await get('/business');
    const panels = [...html.matchAll(/<div id="[^"]+" class="menu-panel" hidden="">(.*?)<\/div>/g)];
    expect(panels.length).toBe(6);
    for (const [, body] of panels) expect(body).toBe('');
    expect(html).not.toContain('class="menu-cms"');
    // The static groups' words are in the hydration data, for a panel opened before the files load.
    const ssr = JSON.parse(html.match(/<script[^>]*id="__ssr"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}');
    const menu = ssr.resources.en.common.menu;
    expect(menu).toMatchObject({
      faceDiagnostic: 'Face diagnostic',
      beardDye: 'Beard dye',
      featuredPost: expect.any(String),
    });
    expect(html).toMatch(/<footer[\s\S]*href="\/business\/menus">Site map<\/a>/);
    const ja = await get('/ja/consumer');
    expect(ja.html).toMatch(/<footer[\s\S]*href="\/ja\/consumer\/menus">サイトマップ<\/a>/);
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
