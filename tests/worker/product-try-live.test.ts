import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './seed-content';

/**
 * Issue 39 §2 (decision 0339): a product page whose showcase is the store's try-on carries the
 * "Try it live" section — its button, and a plain link to that showcase page for a visitor without
 * script — and the showcase data it opens with never loads the module by itself.
 */

async function html(path: string): Promise<string> {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

beforeAll(async () => {
  await seedContent();
});

describe('Try it live on product pages', () => {
  it.each([
    ['virtual-makeup', '/business/showcase/lip-color'],
    ['eye-wear', '/business/showcase/eye-wear'],
    ['ar-virtual-ring', '/business/showcase/rings'],
    ['live-hair-color', '/business/showcase/hair-color'],
    ['face-reshaping', '/business/showcase/face-reshaping'],
    ['ai-makeup-transfer', '/business/showcase/gen-ai/ai-makeup-transfer'],
  ])('%s opens the try-on of %s inline', async (product, store) => {
    const page = await html(`/business/products/${product}`);
    expect(page).toContain('data-testid="try-live"');
    expect(page).toMatch(/<button[^>]*>Try it live<\/button>/);
    expect(page).toContain(`href="${store}"`);
    // The module waits for the press (no autoLoad in the data the section opens with).
    const data = /"tryLive":\{"data":\{.*?"autoLoad":(true|false)/.exec(page);
    expect(data?.[1]).toBe('false');
  });

  it('in Japanese, the section is in Japanese and links the Japanese store page', async () => {
    const page = await html('/ja/business/products/virtual-makeup');
    expect(page).toContain('ライブで試す');
    expect(page).toContain('href="/ja/business/showcase/lip-color"');
  });

  it.each(['live-streaming', 'ai-skin-diagnostic', 'virtual-background'])(
    '%s, without a store try-on, has no section',
    async (product) => {
      expect(await html(`/business/products/${product}`)).not.toContain('data-testid="try-live"');
    },
  );
});

describe("the engine's results on product pages (issue 39 §3)", () => {
  it.each([
    ['virtual-makeup', 'full-look'],
    ['eye-wear', 'eye-wear'],
    ['ar-virtual-earrings', 'earrings'],
    ['live-hair-color', 'hair-color'],
  ])('%s shows the %s capture after its overview, lazy and labelled', async (product, stem) => {
    const page = await html(`/business/products/${product}`);
    const pair = page.indexOf('sec-before-after');
    expect(pair).toBeGreaterThan(0);
    // Below the first screen: after the banner, the try-it-live section and the overview.
    expect(page.indexOf('sec-media-text')).toBeLessThan(pair);
    expect(page.indexOf('data-testid="try-live"')).toBeLessThan(pair);
    const figure = page.slice(pair, page.indexOf('</figure>', pair));
    expect(figure).toContain('/media/before-after/sample-before.jpg');
    expect(figure).toContain(`/media/before-after/${stem}-after.jpg`);
    expect(figure).toContain('loading="lazy"');
    expect(figure).toContain('try-on engine on a public-domain sample portrait');
  });

  it('the caption is translated', async () => {
    expect(await html('/ja/business/products/eye-wear')).toContain('パブリックドメインのサンプル肖像');
  });
});
