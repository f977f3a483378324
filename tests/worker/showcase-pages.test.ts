import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SHADEFINDER_VIEWS,
  SHOWCASE_PAGES,
  SHOWCASE_PRODUCT_TYPES,
  SKINCARE_VIEWS,
  VIEWER_TYPES,
} from '../../shared/route-table/showcase';
import { seedContent } from './seed-content';

/** The demo store pages rendered by the worker (spec 001 §2.3; decisions 0150–0153). */

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init });

async function html(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const EVERY_PATH = [
  ...SHOWCASE_PRODUCT_TYPES.map((t) => `/business/showcase/${t}`),
  ...SHOWCASE_PAGES.map((p) => `/business/showcase/${p}`),
  '/business/showcase/gen-ai/ai-makeup-transfer',
  ...SHADEFINDER_VIEWS.map((v) => `/business/showcase/shadefinder/${v}`),
  ...SKINCARE_VIEWS.map((v) => `/business/showcase/skincare/${v}`),
  ...VIEWER_TYPES.map((v) => `/business/showcase/3d-viewer/${v}`),
  '/business/showcase/content/spring-lip-edit',
];

beforeAll(async () => {
  await seedContent(); // the content-driven feature pages are CMS entries
});

describe('showcase pages', () => {
  it('spec 001 §2.3: every showcase route renders in English and Japanese with the layout', async () => {
    for (const path of EVERY_PATH) {
      for (const prefix of ['', '/ja']) {
        const page = await html(`${prefix}${path}`);
        expect(page, path).toContain('class="showcase"');
        expect(page, path).toContain('<h1 id="page-title">');
        // the showcase namespace travels with the page
        expect(page, path).toContain(prefix ? 'デモストアの機能' : 'Demo store features');
      }
    }
  }, 120_000);

  it('spec 001 §2.3: the product page shows its SKU catalogue with a translated title', async () => {
    const en = await html('/business/showcase/lip-color');
    expect(en).toContain('<title>Lip colour demo');
    expect(en).toContain('Velvet Verse Lip Colour');
    expect(en).toContain('Rosewood Hush');
    const ja = await html('/ja/business/showcase/lip-color');
    expect(ja).toContain('<h1 id="page-title">リップカラー</h1>');
    expect(ja).toContain('口紅'); // sku type
  });

  it('a catalogue of things worn asks for a style or a look, not a shade (issue 16 §3)', async () => {
    expect(await html('/business/showcase/lip-color')).toContain('<legend>Choose a shade</legend>');
    expect(await html('/business/showcase/footwear')).toContain('<legend>Choose a style</legend>');
    expect(await html('/business/showcase/look')).toContain('<legend>Choose a look</legend>');
    expect(await html('/ja/business/showcase/footwear')).toContain('<legend>スタイルを選ぶ</legend>');
  });

  it('spec 001 §2.3: redirects keep the query', async () => {
    const cases: [string, string, number][] = [
      ['/business/showcase?utm_source=x', '/business/showcase/lip-color?utm_source=x', 302],
      ['/ja/business/showcase', '/ja/business/showcase/lip-color', 302],
      [
        '/business/showcase/face-analyzer/attributes',
        '/business/showcase/face-analyzer?type=attributes',
        301,
      ],
      [
        '/business/showcase/face-analyzer/facial-ratio',
        '/business/showcase/face-analyzer?type=facial-ratio',
        301,
      ],
      ['/business/showcase/shadefinder', '/business/showcase/shadefinder/home', 302],
      ['/business/showcase/skincare', '/business/showcase/skincare/home', 302],
      ['/business/showcase/3d-viewer', '/business/showcase/3d-viewer/home', 302],
      // spec-rulings 6
      ['/business/showcase/emulation', '/business/showcase/skincare/emulation', 301],
      ['/business/showcase/emulation/home', '/business/showcase/skincare/emulation', 301],
      ['/business/showcase/skincare/emulation/home', '/business/showcase/skincare/emulation', 301],
    ];
    for (const [from, to, status] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(status);
      const location = new URL(res.headers.get('Location')!, 'http://localhost');
      expect(location.pathname + location.search, from).toBe(to);
    }
  });

  it('unknown product types, views and content pages are 404', async () => {
    for (const path of [
      '/business/showcase/lipstick-deluxe',
      '/business/showcase/skincare/widget',
      '/business/showcase/3d-viewer/necklace',
      '/business/showcase/shadefinder/other',
      '/business/showcase/content/no-such-feature',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('the shade finder offers the foundation shades; its debug view shows the debug panel', async () => {
    expect(await html('/business/showcase/shadefinder/finder')).toContain('True Skin Fluid Foundation');
    const debug = await html('/business/showcase/shadefinder/debug');
    expect(debug).toContain('<summary>Debug information</summary>');
    expect(await html('/business/showcase/shadefinder/home')).not.toContain('Debug information</summary>');
  });

  it('spec-rulings 6: skincare/emulation opens on the emulation home area', async () => {
    const page = await html('/business/showcase/skincare/emulation');
    expect(page).toContain('data-view="emulationhome"');
    expect(page).toContain('Skin emulation');
  });

  it('spec 001 §2.3: the face analyzer switches view with ?type=', async () => {
    expect(await html('/business/showcase/face-analyzer')).toContain('data-testid="face-attributes"');
    expect(await html('/business/showcase/face-analyzer?type=facial-ratio')).toContain(
      'data-testid="face-facial-ratio"',
    );
    // anything else shows the attributes
    expect(await html('/business/showcase/face-analyzer?type=bogus')).toContain(
      'data-testid="face-attributes"',
    );
  });

  it('spec 001 §2.3, §5: campaign=watch (only) shows the sub-menu with Watches, Stacking and 3D viewer', async () => {
    const on = await html('/business/showcase/watches?campaign=watch');
    expect(on).toContain('data-testid="campaign-menu"');
    expect(on).toContain('/business/showcase/set');
    expect(on).toContain('/business/showcase/3d-viewer/home');
    expect(await html('/business/showcase/watches?campaign=ring')).not.toContain(
      'data-testid="campaign-menu"',
    );
    expect(await html('/business/showcase/watches')).not.toContain('data-testid="campaign-menu"');
  });

  it('spec 001 §2.3: the content page takes its feature from the CMS', async () => {
    const page = await html('/business/showcase/content/spring-lip-edit');
    expect(page).toContain('The spring lip edit');
    expect(page).toContain('Rosewood Hush');
    // The Japanese entry (decision 0220), with the Japanese UI around it
    const ja = await html('/ja/business/showcase/content/spring-lip-edit');
    expect(ja).toContain('春のリップセレクション');
    expect(ja).toContain('カラーを選ぶ');
  });

  it('decision 0260: without a module host the embedded module answers, one address for every page', async () => {
    const lip = await html('/business/showcase/lip-color');
    expect(lip).toContain('"address":"/tryon/dev/sdk.js","embedded":true');
    // another feature, version and area: the same address, so in-app moves never swap modules
    const skin = await html('/business/showcase/skincare/emulation');
    expect(skin).toContain('"address":"/tryon/dev/sdk.js","embedded":true');
    // the sdk override names a vendor version or address: the embedded module has neither (decision 0152)
    const foreign = await html('/business/showcase/lip-color?sdk=https%3A%2F%2Fevil.example%2Fx.js');
    expect(foreign).toContain('"address":"/tryon/dev/sdk.js"');
    expect(foreign).not.toMatch(/"address":"https:\/\/evil/);
    expect(await html('/business/showcase/lip-color?sdk=v9.9')).not.toContain('v9.9/sdk.js');
  });
});
