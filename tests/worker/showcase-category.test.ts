import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SKU_ID, CATEGORY_TYPES } from '../../shared/route-table/showcase';
import { CATALOG } from '../../shared/showcase-catalog';
import { sitemapPages } from '../../worker/routes/sitemap';

/**
 * The demo store's `category` feature area (spec 001 §2.3, decision 0264): the SKU types, each SKU type's
 * detail and each product's detail, in English and Japanese; unknown types and SKUs are the site's 404.
 * Also the store pages' additions of the same issue: the nail landing, the product view of footwear,
 * bags and scarves, and the skincare widget.
 */

/** The page's own part: the showcase area, without the frame's menus and language links. */
const area = (html: string) => html.split('class="showcase__area"')[1]?.split('</main>')[0] ?? '';

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });

async function page(path: string) {
  const res = await get(path);
  const html = await res.text();
  return {
    status: res.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    h1: /<h1 id="page-title">([^<]*)<\/h1>/.exec(html)?.[1] ?? '',
    // The page's own links (the showcase area), not the frame's menus.
    links: [...area(html).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
  };
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LANGS = [
  ['en', ''],
  ['ja', '/ja'],
] as const;
const ENTRIES = Object.entries(CATALOG);

describe('category routes (decision 0264)', () => {
  it('the route table takes exactly the catalogue: its keys as types, the shape of its SKU ids', () => {
    expect(CATEGORY_TYPES).toEqual(Object.keys(CATALOG));
    const ids = ENTRIES.flatMap(([, e]) => e.skus.map((s) => s.id));
    expect(ids.filter((id) => !CATEGORY_SKU_ID.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(LANGS)(
    'the SKU types (%s): a card per catalogue entry, each linking to its type',
    async (_, prefix) => {
      const p = await page(`${prefix}/business/showcase/category`);
      expect(p.status).toBe(200);
      expect(p.html).toContain('data-area="category" data-view="skutypes"');
      expect(p.title).toMatch(/\S \| Lumora$/);
      expect(p.title).not.toMatch(/\.title/);
      for (const [key, entry] of ENTRIES) {
        expect(p.links, key).toContain(`${prefix}/business/showcase/category/${key}`);
        expect(p.html, key).toContain(entry.product);
      }
      expect(p.html.match(/class="showcase-cat__card"/g)).toHaveLength(ENTRIES.length);
    },
  );

  it('the SKU types in English: titles, translated SKU types and counts', async () => {
    const p = await page('/business/showcase/category');
    expect(p.title).toBe('Product catalogue | Lumora');
    expect(p.h1).toBe('Product catalogue');
    expect(p.html).toContain('<span>Lipstick</span><small>9 shades</small>');
    expect(p.html).toContain('<span>Watch</span><small>3 styles</small>');
    expect(p.html).toContain('<span>Full look</span><small>3 looks</small>');
    // worn things show their artwork, makeup its shades
    expect(p.html).toContain('class="showcase-cat__swatches"');
    expect(p.html).toContain('class="showcase__sku-art"');
  });

  it.each(LANGS)(
    'every SKU type detail (%s): the line, its SKUs linked, the store page',
    async (_, prefix) => {
      for (const [key, entry] of ENTRIES) {
        const p = await page(`${prefix}/business/showcase/category/${key}`);
        expect(p.status, key).toBe(200);
        expect(p.h1, key).toBe(entry.product);
        expect(p.title, key).toMatch(new RegExp(`^${literal(entry.product)} \\(.+\\) \\| Lumora$`));
        for (const s of entry.skus)
          expect(p.links, s.id).toContain(`${prefix}/business/showcase/category/${key}/${s.id}`);
        expect(p.links, key).toContain(`${prefix}/business/showcase/${key}`);
        expect(p.links, key).toContain(`${prefix}/business/showcase/category`);
      }
    },
    60_000,
  );

  it.each(LANGS)(
    'every product detail (%s): the SKU, its siblings, the try-on or the product view',
    async (_, prefix) => {
      for (const [key, entry] of ENTRIES) {
        const goods = ['footwear', 'bags', 'scarves'].includes(key);
        for (const sku of entry.skus) {
          const path = `${prefix}/business/showcase/category/${key}/${sku.id}`;
          const p = await page(path);
          expect(p.status, path).toBe(200);
          expect(p.h1, path).toBe(sku.name);
          expect(p.title, path).toBe(`${sku.name} — ${entry.product} | Lumora`);
          expect(p.html, path).toContain('data-testid="product-art"');
          const siblings = entry.skus.filter((s) => s.id !== sku.id);
          for (const s of siblings)
            expect(p.links, path).toContain(`${prefix}/business/showcase/category/${key}/${s.id}`);
          expect(p.links, path).not.toContain(path);
          expect(p.links, path).toContain(`${prefix}/business/showcase/category/${key}`);
          // feet and bags are not in a selfie: the product, said so, and no try-on
          expect(p.html.includes('class="showcase__tryon"'), path).toBe(!goods);
          expect(p.html.includes('data-testid="product-only"'), path).toBe(goods);
        }
      }
    },
    120_000,
  );

  it('a product detail in English: its details, the try-on of its feature, breadcrumbs', async () => {
    const lip = await page('/business/showcase/category/lip-color/lip-02');
    expect(lip.html).toContain('<dt>Finish</dt><dd>satin</dd>');
    expect(lip.html).toContain('<dt>SKU</dt><dd>lip-02</dd>');
    expect(lip.html).toContain('Start the try-on');
    expect(lip.html).toContain(
      '<h2 id="showcase-cat-siblings" class="showcase-cat__heading">More from Velvet Verse',
    );
    // the module as on the store page, loading by itself where that one does
    expect(lip.html).toContain('"address":"/tryon/dev/sdk.js","embedded":true');
    expect(lip.html).toMatch(
      /"tryOn":\{"area":\{"area":"category","view":"lip-color"\},"featureKey":"makeup"/,
    );
    const ring = await page('/business/showcase/category/rings/rng-02');
    expect(ring.html).toMatch(/"featureKey":"handar","mode":"3d"/);
    const nail = await page('/business/showcase/category/nail-color/nai-03');
    expect(nail.html).toContain('"version":"v3.3-nail"');
    const look = await page('/business/showcase/category/look/lok-01');
    expect(look.html).toContain('<dt>Includes</dt><dd>Foundation, Blush, Brow pencil, Lashes, Lipstick</dd>');
    // breadcrumbs name the line, not its slug
    expect(lip.html).toContain('"name":"Velvet Verse Lip Colour"');
    expect(lip.html).toContain('"name":"Product catalogue"');
    expect(lip.html).toContain('content="Coral Tide, Lipstick from Velvet Verse Lip Colour: its details');
  });

  it('unknown SKU types, unknown SKUs and SKUs of another type are the site 404', async () => {
    for (const prefix of ['', '/ja']) {
      for (const path of [
        '/business/showcase/category/lipstick',
        '/business/showcase/category/Lip-color/x',
        '/business/showcase/category/lip-color/lip-99',
        '/business/showcase/category/lip-color/nai-01',
        '/business/showcase/category/footwear/lip-01',
        '/business/showcase/category/lip-color/lip-01/more',
        '/business/showcase/category/lip-color/LIP-01',
        '/business/showcase/category/lip-color/lip-1',
        '/business/showcase/category/skincare',
      ]) {
        const res = await get(`${prefix}${path}`);
        expect(res.status, path).toBe(404);
        await res.body?.cancel();
      }
    }
  });

  it('the sitemap lists the SKU types and their details; product details are linked from those', () => {
    const paths = sitemapPages('global').flatMap((p) => p.paths.map((x) => x.path));
    expect(paths).toContain('/business/showcase/category');
    expect(paths).toContain('/ja/business/showcase/category');
    for (const key of CATEGORY_TYPES) expect(paths).toContain(`/business/showcase/category/${key}`);
    expect(paths.filter((p) => /\/category\/[^/]+\/[^/]+$/.test(p))).toEqual([]);
  });
});

describe('the store pages of the same issue', () => {
  it('nail colour: the desktop landing with a QR code of the page and a way to the try-on here', async () => {
    const p = await page('/business/showcase/nail-color');
    expect(p.html).toContain('data-testid="nail-landing"');
    expect(p.html).toMatch(
      /<svg width="128" height="128" viewBox="0 0 \d+ \d+" role="img" aria-label="QR code of this page/,
    );
    expect(p.html).toContain('href="#nail-tryon"');
    expect(p.html).toContain('id="nail-tryon"');
    expect(p.html).toContain('rear camera');
    // not on the other pages
    expect((await page('/business/showcase/rings')).html).not.toContain('nail-landing');
  });

  it('footwear, bags and scarves: the product view, no camera try-on', async () => {
    for (const feature of ['footwear', 'bags', 'scarves']) {
      const p = await page(`/business/showcase/${feature}`);
      expect(p.html, feature).toContain('data-testid="product-view"');
      expect(p.html, feature).not.toContain('Start the try-on');
      expect(p.html, feature).toContain('<legend>Choose a style</legend>');
      expect(p.html, feature).toContain('The live try-on covers products worn on the face and hands');
    }
    const shoes = await page('/business/showcase/footwear');
    expect(shoes.html).toContain('<figcaption>Side</figcaption>');
    expect(shoes.html).toContain('<figcaption>Front</figcaption>');
    expect(shoes.html).toContain('<dd>fwr-01</dd>');
    // a page with a try-on keeps it
    expect((await page('/business/showcase/hat')).html).toContain('Start the try-on');
  });

  it('skincare ?mode=widget: the compact card — the five top concerns, no lead, the full view linked', async () => {
    for (const view of ['home', 'diagnostics', 'live-diagnostics', 'hd-diagnostics', 'emulation']) {
      const p = await page(`/business/showcase/skincare/${view}?mode=widget`);
      expect(p.status, view).toBe(200);
      expect(p.html, view).toContain('data-testid="skin-widget"');
      expect(p.html, view).not.toContain('class="showcase__lead"');
      expect(p.html.match(/<meter /g), view).toHaveLength(5);
      expect(p.links, view).toContain(`/business/showcase/skincare/${view}`);
      expect(p.html, view).toContain('"version":"v3.3-widget"');
    }
    const full = await page('/business/showcase/skincare/diagnostics');
    expect(full.html).not.toContain('data-testid="skin-widget"');
    expect(full.html).toContain('class="showcase__lead"');
    // other modes, and the face analyzer, keep the full view
    expect((await page('/business/showcase/skincare/home?mode=live')).html).not.toContain('skin-widget');
    expect((await page('/business/showcase/face-analyzer?mode=widget')).html).not.toContain('skin-widget');
  });
});
