import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { showcasePageKey } from '../../shared/showcase';
import { insertCmsEntry, seedContent } from './seed-content';

/**
 * spec 001 §7 (P7.23, issue 42 §5, decision 0334): a coded demo-store page asks the CMS with the pageKey
 * taken from its path after /business/showcase; an editor's entry under that key gives the page its
 * title and lead (the engine's UI stays the site's); without one the page keeps its own words.
 */
const entry = (pagePath: string, title: string, description: string) => ({
  featureKey: 'makeup',
  launcher: null,
  pagePath,
  autoLoad: false,
  title,
  description,
  catalog: null,
});
const page = async (path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`);
  return { status: res.status, html: await res.text() };
};

beforeAll(async () => {
  await seedContent();
  await insertCmsEntry(
    1999996001,
    'DEMO_STORE_FEATURE',
    'lip-color',
    entry('lip-color', 'Lips for the holiday edit', 'Twelve shades our editors picked for December.'),
  );
  await insertCmsEntry(
    1999996002,
    'DEMO_STORE_FEATURE',
    'skincare/home',
    entry('skincare/home', 'Your skin, read in seconds', 'Eight concerns, marked on your own face.'),
  );
});

describe('coded demo-store pages take their words from the CMS by page key', () => {
  it('the page key is the path after /business/showcase, with or without a language prefix', () => {
    expect(showcasePageKey('/business/showcase/lip-color')).toBe('lip-color');
    expect(showcasePageKey('/ja/business/showcase/skincare/home')).toBe('skincare/home');
    expect(showcasePageKey('/business/showcase/shadefinder/home/')).toBe('shadefinder/home');
  });

  it('an entry under the key gives the title, the lead and the head title; the try-on stays', async () => {
    const { status, html } = await page('/business/showcase/lip-color');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1 id="page-title">Lips for the holiday edit<\/h1>/);
    expect(html).toContain('<p class="showcase__lead">Twelve shades our editors picked for December.</p>');
    expect(html).toMatch(/<title>Lips for the holiday edit/);
    expect(html).toContain('<div class="showcase" data-area="category" data-view="lip-color"');
  });

  it('an analysis page takes its words the same way', async () => {
    const { status, html } = await page('/business/showcase/skincare/home');
    expect(status).toBe(200);
    expect(html).toContain('Your skin, read in seconds');
  });

  it('another language shows the English entry when it has none (defaultEnu)', async () => {
    const { html } = await page('/ja/business/showcase/lip-color');
    expect(html).toContain('Lips for the holiday edit');
  });

  it('a page without an entry keeps its own title', async () => {
    const { status, html } = await page('/business/showcase/eyebrow');
    expect(status).toBe(200);
    expect(html).not.toContain('Lips for the holiday edit');
    expect(html).toMatch(/<h1 id="page-title">[^<]*Eyebrow/i);
  });
});
